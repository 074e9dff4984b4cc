import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.ts';
import { formatInvoiceAmount, formatVatRate, renderInvoicePdf } from './invoice-pdf.ts';

/** A line whose net, VAT (rounded half up) and gross follow from its quantity, unit price and rate. */
function line(
  name: string,
  partNumber: string | null,
  quantity: number,
  unitNetCents: number,
  vatRateBp: number,
) {
  const netCents = quantity * unitNetCents;
  const vatCents = Math.round((netCents * vatRateBp) / 10_000);
  return {
    name,
    partNumber,
    quantity,
    unitNetCents,
    netCents,
    vatRateBp,
    vatCents,
    grossCents: netCents + vatCents,
  };
}

/** An issued invoice's snapshot with its breakdown and totals summed from `lines`. */
function invoice(lines: InvoiceLine[], overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const byRate = new Map<
    number,
    { rateBp: number; netCents: number; vatCents: number; grossCents: number }
  >();
  for (const l of lines) {
    const row = byRate.get(l.vatRateBp) ?? { rateBp: l.vatRateBp, netCents: 0, vatCents: 0, grossCents: 0 };
    row.netCents += l.netCents;
    row.vatCents += l.vatCents;
    row.grossCents += l.grossCents;
    byRate.set(l.vatRateBp, row);
  }
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => lines.reduce((s, l) => s + l[key], 0);
  return {
    kind: 'invoice',
    number: 'FV/2026/000123',
    correctsNumber: null,
    issueDate: '2026-03-15',
    saleDate: '2026-03-14',
    orderNumber: 'PP-7Q2M9XK4TB',
    currency: 'EUR',
    language: 'en',
    seller: {
      name: 'Części Auto Łódź sp. z o.o.',
      address: ['ul. Piotrkowska 100', '90-001 Łódź', 'Poland'],
      nip: '7251234567',
      regon: '123456785',
      krs: '0000123456',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      email: 'faktury@example.pl',
    },
    buyer: {
      name: 'John Smith',
      company: null,
      vatId: null,
      address: ['12 High Street', 'Dublin D02 X285', 'Ireland'],
      email: 'john@example.com',
    },
    vatScheme: 'domestic',
    lines,
    vatBreakdown: [...byRate.values()],
    totals: { netCents: sum('netCents'), vatCents: sum('vatCents'), grossCents: sum('grossCents') },
    paymentMethod: 'card',
    paid: true,
    ...overrides,
  };
}

// Net 1,314.52, VAT 23 % 302.34 (283.95 + 18.39), gross 1,616.86.
const BRAKE_DISCS = line('Brake disc set front', 'BD-0986479', 1, 123_456, 2300);
const OIL_FILTERS = line('Oil filter', 'OC 90', 4, 1_999, 2300);

/** The text of every page, and all of it with each run of white space (no-break spaces too) as one space. */
async function read(pdf: Buffer) {
  const { totalPages, text: pages } = await extractText(new Uint8Array(pdf));
  const text = pages.join('\n');
  return { totalPages, pages, text, flat: text.replace(/\s+/g, ' ') };
}

describe('renderInvoicePdf', () => {
  it('renders an English domestic invoice: number, dates, parties, lines, VAT and totals', async () => {
    const doc = invoice([BRAKE_DISCS, OIL_FILTERS]);
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages, flat } = await read(pdf);
    expect(totalPages).toBe(1);
    expect(flat).toContain('Invoice FV/2026/000123');
    expect(flat).toContain('Date of issue: 2026-03-15');
    expect(flat).toContain('Date of sale: 2026-03-14');
    expect(flat).toContain('Order number: PP-7Q2M9XK4TB');
    expect(flat).toContain('Seller Części Auto Łódź sp. z o.o. ul. Piotrkowska 100 90-001 Łódź Poland');
    expect(flat).toContain('NIP (tax ID): 7251234567 REGON: 123456785 KRS: 0000123456');
    expect(flat).toContain('Bank account: PL61 1090 1014 0000 0712 1981 2874');
    expect(flat).toContain(
      'Buyer John Smith 12 High Street Dublin D02 X285 Ireland E-mail: john@example.com',
    );
    expect(flat).toContain('Amounts in EUR');
    expect(flat).toContain('No. Name Qty Unit net Net VAT rate VAT Gross');
    expect(flat).toContain(
      '1 Brake disc set front Part no. BD-0986479 1 1,234.56 1,234.56 23% 283.95 1,518.51',
    );
    expect(flat).toContain('2 Oil filter Part no. OC 90 4 19.99 79.96 23% 18.39 98.35');
    expect(flat).toContain('VAT breakdown VAT rate Net VAT Gross 23% 1,314.52 302.34 1,616.86');
    expect(flat).toContain('Total 1,314.52 302.34 1,616.86');
    expect(flat).toContain('Total net: 1,314.52 EUR');
    expect(flat).toContain('Total VAT: 302.34 EUR');
    expect(flat).toContain('Total gross: 1,616.86 EUR');
    expect(flat).toContain('Payment method: Card');
    expect(flat).toContain('Payment status: Paid');
    expect(flat).toContain('Page 1 of 1');
    // A domestic sale carries none of the other schemes' notes.
    expect(flat).not.toMatch(/Reverse charge|Export of goods|OSS/);
  });

  it('sets the metadata, dated on the issue date, so one snapshot always gives the same bytes', async () => {
    const doc = invoice([BRAKE_DISCS]);
    const [first, second] = await Promise.all([renderInvoicePdf(doc), renderInvoicePdf(doc)]);
    expect(first.equals(second)).toBe(true);
    const { info } = await getMeta(new Uint8Array(first));
    expect(info.Title).toBe('Invoice FV/2026/000123');
    expect(info.Author).toBe('Części Auto Łódź sp. z o.o.');
    expect(info.CreationDate).toBe('D:20260315000000Z');
    expect(info.Language).toBe('en');
    const other = await renderInvoicePdf({ ...doc, issueDate: '2026-03-16' });
    expect(other.equals(first)).toBe(false);
  });

  it('renders a Polish invoice whose Polish, German and Czech letters survive text extraction', async () => {
    const doc = invoice(
      [
        line('Tarcze hamulcowe – Zażółć gęślą jaźń', 'BD-0986479', 1, 123_456, 2300),
        line('Filtr oleju ZAŻÓŁĆ GĘŚLĄ JAŹŃ', null, 4, 1_999, 2300),
        line('Tlumič pérování přední – Škoda, Stoßdämpfer', 'ŘĚŮ-1', 2, 25_000, 2300),
      ],
      {
        language: 'pl',
        currency: 'PLN',
        buyer: {
          name: 'Zażółć Gęślą Jaźń',
          company: 'Łożyska Śląskie sp. z o.o.',
          vatId: '6462933516',
          address: ['ul. Źródlana 7', '40-001 Katowice'],
          email: 'zamowienia@example.pl',
        },
        paymentMethod: 'bank_transfer',
        paid: false,
      },
    );
    const { flat } = await read(await renderInvoicePdf(doc));
    expect(flat).toContain('Faktura VAT FV/2026/000123');
    expect(flat).toContain('Data wystawienia: 2026-03-15');
    expect(flat).toContain('Data sprzedaży: 2026-03-14');
    expect(flat).toContain('Numer zamówienia: PP-7Q2M9XK4TB');
    expect(flat).toContain('Sprzedawca Części Auto Łódź sp. z o.o.');
    expect(flat).toContain(
      'Nabywca Łożyska Śląskie sp. z o.o. Zażółć Gęślą Jaźń ul. Źródlana 7 40-001 Katowice',
    );
    expect(flat).toContain('NIP / nr VAT: 6462933516');
    expect(flat).toContain('Tarcze hamulcowe – Zażółć gęślą jaźń');
    expect(flat).toContain('Filtr oleju ZAŻÓŁĆ GĘŚLĄ JAŹŃ');
    expect(flat).toContain('Tlumič pérování přední – Škoda, Stoßdämpfer');
    expect(flat).toContain('Nr kat. ŘĚŮ-1');
    expect(flat).toContain(
      'Lp. Nazwa Ilość Cena jedn. netto Wartość netto Stawka VAT Kwota VAT Wartość brutto',
    );
    expect(flat).toContain('Kwoty w PLN');
    // 1 × 1 234,56 = 1 234,56; VAT 283,95; gross 1 518,51. Polish groups thousands from four digits here.
    expect(flat).toContain('1 1 234,56 1 234,56 23% 283,95 1 518,51');
    expect(flat).toContain('4 19,99 79,96 23% 18,39 98,35');
    expect(flat).toContain('2 250,00 500,00 23% 115,00 615,00');
    // Net 1 814,52; VAT 417,34; gross 2 231,86.
    expect(flat).toContain('Zestawienie według stawek VAT Stawka VAT Wartość netto Kwota VAT Wartość brutto');
    expect(flat).toContain('23% 1 814,52 417,34 2 231,86 Razem 1 814,52 417,34 2 231,86');
    expect(flat).toContain('Razem netto: 1 814,52 PLN');
    expect(flat).toContain('Razem VAT: 417,34 PLN');
    expect(flat).toContain('Razem brutto: 2 231,86 PLN');
    expect(flat).toContain('Sposób płatności: Przelew bankowy');
    expect(flat).toContain('Status płatności: Oczekuje na zapłatę');
    expect(flat).toContain('Strona 1 z 1');
    expect(flat).not.toMatch(/Odwrotne obciążenie|Eksport|OSS/);
  });

  it('renders a reverse-charge invoice with the note, np / n/a as rate, and no VAT', async () => {
    const lines = [
      line('Brake disc set front', 'BD-0986479', 1, 123_456, 0),
      line('Oil filter', null, 4, 1_999, 0),
    ];
    const buyer = {
      name: 'Jan Novák',
      company: 'Autodíly Novák s.r.o.',
      vatId: 'CZ12345678',
      address: ['Náměstí Míru 1', '120 00 Praha 2', 'Czechia'],
      email: 'nakup@example.cz',
    };
    const en = await read(await renderInvoicePdf(invoice(lines, { vatScheme: 'reverse_charge', buyer })));
    expect(en.flat).toContain(
      'Reverse charge – intra-Community supply of goods, 0 % (Art. 138 of Council Directive 2006/112/EC); VAT to be accounted for by the buyer',
    );
    expect(en.flat).toContain('Buyer Autodíly Novák s.r.o. Jan Novák Náměstí Míru 1 120 00 Praha 2');
    expect(en.flat).toContain('VAT ID: CZ12345678');
    expect(en.flat).toContain('1 1,234.56 1,234.56 n/a 0.00 1,234.56');
    expect(en.flat).toContain('n/a 1,314.52 0.00 1,314.52 Total 1,314.52 0.00 1,314.52');
    expect(en.flat).toContain('Total VAT: 0.00 EUR');
    expect(en.flat).toContain('Total gross: 1,314.52 EUR');
    expect(en.flat).not.toContain('0%');

    const pl = await read(
      await renderInvoicePdf(invoice(lines, { vatScheme: 'reverse_charge', buyer, language: 'pl' })),
    );
    // The note wraps at the page width: its parts, each on one line.
    expect(pl.flat).toContain('Odwrotne obciążenie – wewnątrzwspólnotowa dostawa towarów, 0 % (art. 138');
    expect(pl.flat).toContain('VAT rozlicza nabywca');
    expect(pl.flat).toContain('1 1 234,56 1 234,56 np 0,00 1 234,56');
    expect(pl.flat).toContain('Razem VAT: 0,00 EUR');
  });

  it('renders an export invoice with the 0 % note and rate', async () => {
    const lines = [
      line('Brake disc set front', 'BD-0986479', 1, 123_456, 0),
      line('Oil filter', null, 4, 1_999, 0),
    ];
    const buyer = {
      name: 'Jane Doe',
      company: null,
      vatId: null,
      address: ['1 Church Lane', 'Leeds LS1 1AA', 'United Kingdom'],
      email: 'jane@example.co.uk',
    };
    const doc = invoice(lines, { vatScheme: 'export', currency: 'GBP', buyer });
    const en = await read(await renderInvoicePdf(doc));
    expect(en.flat).toContain('Export of goods outside the EU – 0 % VAT');
    expect(en.flat).toContain('1 1,234.56 1,234.56 0% 0.00 1,234.56');
    expect(en.flat).toContain('0% 1,314.52 0.00 1,314.52 Total 1,314.52 0.00 1,314.52');
    expect(en.flat).toContain('Total VAT: 0.00 GBP');
    expect(en.flat).toContain('Total gross: 1,314.52 GBP');
    expect(en.flat).not.toContain('Reverse charge');

    const pl = await read(await renderInvoicePdf({ ...doc, language: 'pl' }));
    expect(pl.flat).toContain('Eksport towarów poza UE – stawka 0 %');
    expect(pl.flat).toContain('Razem brutto: 1 314,52 GBP');
  });

  it('renders an OSS invoice with the destination rate and note', async () => {
    const doc = invoice([line('Brake disc set front', null, 1, 123_456, 1900)], { vatScheme: 'oss' });
    const en = await read(await renderInvoicePdf(doc));
    expect(en.flat).toContain('VAT of the country of destination (OSS)');
    // 1,234.56 at 19 % = 234.5664 -> 234.57.
    expect(en.flat).toContain('19% 1,234.56 234.57 1,469.13');
    const pl = await read(await renderInvoicePdf({ ...doc, language: 'pl' }));
    expect(pl.flat).toContain('VAT kraju przeznaczenia (procedura OSS)');
  });

  it('renders a correcting invoice with the corrected number, the reason and negative amounts', async () => {
    const lines = [
      line('Brake disc set front', 'BD-0986479', -1, 123_456, 2300),
      line('Oil filter', null, -4, 1_999, 2300),
    ];
    const doc = invoice(lines, {
      kind: 'correction',
      number: 'FK/2026/000004',
      correctsNumber: 'FV/2026/000123',
    });
    expect(doc.totals.grossCents).toBe(-161_686);
    const en = await read(await renderInvoicePdf(doc));
    expect(en.flat).toContain('Correcting invoice FK/2026/000004');
    expect(en.flat).toContain('Corrects invoice: FV/2026/000123');
    expect(en.flat).toContain('Reason for correction: Order cancelled');
    expect(en.flat).toContain('-1 1,234.56 -1,234.56 23% -283.95 -1,518.51');
    expect(en.flat).toContain('23% -1,314.52 -302.34 -1,616.86 Total -1,314.52 -302.34 -1,616.86');
    expect(en.flat).toContain('Total gross: -1,616.86 EUR');
    expect(en.flat).toContain('Payment status: Refunded');
    expect(en.flat).not.toContain('Invoice FK/');

    const pl = await read(await renderInvoicePdf({ ...doc, language: 'pl', paid: false }));
    expect(pl.flat).toContain('Faktura korygująca FK/2026/000004');
    expect(pl.flat).toContain('Korekta faktury: FV/2026/000123');
    expect(pl.flat).toContain('Przyczyna korekty: Anulowanie zamówienia');
    expect(pl.flat).toContain('Razem brutto: -1 616,86 EUR');
    expect(pl.flat).toContain('Status płatności: Oczekuje na zwrot');
    const { info } = await getMeta(new Uint8Array(await renderInvoicePdf(doc)));
    expect(info.Title).toBe('Correcting invoice FK/2026/000004');
  });

  it('flows 120 lines over several pages under a repeated table header, every line extracted', async () => {
    const names = Array.from({ length: 120 }, (_, i) => `Spare part ${String(i + 1).padStart(3, '0')}`);
    const doc = invoice(names.map((name, i) => line(name, `SP-${i + 1}`, 1 + (i % 3), 1_000 + i, 2300)));
    const { totalPages, pages, flat } = await read(await renderInvoicePdf(doc));
    expect(totalPages).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      const pageFlat = page.replace(/\s+/g, ' ');
      expect(pageFlat).toContain('No. Name Qty Unit net Net VAT rate VAT Gross');
      expect(pageFlat).toContain(`Page ${i + 1} of ${totalPages}`);
      expect(pageFlat).toContain('FV/2026/000123');
    });
    // Every line, in order, each once.
    let from = 0;
    for (const [i, name] of names.entries()) {
      const at = flat.indexOf(`${i + 1} ${name} Part no. SP-${i + 1} `, from);
      expect(at, name).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
    const gross = formatInvoiceAmount(doc.totals.grossCents, 'EUR', 'en');
    expect(pages.at(-1)).toContain(`Total gross: ${gross}`);
    expect(pages[0]).not.toContain('Total gross');
  });
});

describe('invoice amount formats', () => {
  // The Polish thousands separator is a no-break space, so an amount never breaks across lines (text
  // extraction reads it back as a plain space, which the PDF tests above match).
  it('formats amounts per language with the currency code after', () => {
    expect(formatInvoiceAmount(123_456, 'EUR', 'en')).toBe('1,234.56 EUR');
    expect(formatInvoiceAmount(123_456, 'EUR', 'pl')).toBe('1\u00a0234,56 EUR');
    expect(formatInvoiceAmount(123_456_789, 'PLN', 'pl')).toBe('1\u00a0234\u00a0567,89 PLN');
    expect(formatInvoiceAmount(-161_686, 'GBP', 'en')).toBe('-1,616.86 GBP');
    expect(formatInvoiceAmount(5, 'EUR', 'en')).toBe('0.05 EUR');
    expect(formatInvoiceAmount(-0, 'EUR', 'pl')).toBe('0,00 EUR');
  });

  it('formats VAT rates, and prints np / n/a under reverse charge', () => {
    expect(formatVatRate(2300, 'domestic', 'en')).toBe('23%');
    expect(formatVatRate(550, 'oss', 'en')).toBe('5.5%');
    expect(formatVatRate(550, 'oss', 'pl')).toBe('5,5%');
    expect(formatVatRate(0, 'export', 'pl')).toBe('0%');
    expect(formatVatRate(0, 'reverse_charge', 'en')).toBe('n/a');
    expect(formatVatRate(0, 'reverse_charge', 'pl')).toBe('np');
  });
});
