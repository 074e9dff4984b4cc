/**
 * An invoice or correcting invoice as an A4 PDF, in English or Polish, drawn from its stored snapshot
 * with pdfkit. The text is set in DejaVu Sans, embedded as a subset with a ToUnicode map, so Polish and
 * other Latin Extended-A letters print and can be copied or searched.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font as FontkitFont } from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLanguage, InvoiceVatScheme } from './invoice-document.ts';

/** Every text the PDF prints, in both languages. */
const TEXTS = {
  en: {
    invoiceTitle: 'Invoice',
    correctionTitle: 'Correcting invoice',
    correctsInvoice: 'Corrects invoice',
    correctionReason: 'Reason for correction',
    orderCancelled: 'Order cancelled',
    issueDate: 'Date of issue',
    saleDate: 'Date of sale',
    orderNumber: 'Order number',
    seller: 'Seller',
    buyer: 'Buyer',
    nip: 'NIP (tax ID)',
    regon: 'REGON',
    krs: 'KRS',
    buyerVatId: 'VAT ID',
    email: 'E-mail',
    bankAccount: 'Bank account',
    no: 'No.',
    name: 'Name',
    partNumber: 'Part no.',
    quantity: 'Qty',
    unitNet: 'Unit net',
    net: 'Net',
    vatRate: 'VAT rate',
    vat: 'VAT',
    gross: 'Gross',
    amountsIn: (currency: string) => `Amounts in ${currency}`,
    vatBreakdown: 'VAT breakdown',
    total: 'Total',
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    totalGross: 'Total gross',
    notSubjectRate: 'n/a',
    reverseCharge:
      'Reverse charge – intra-Community supply of goods, 0 % (Art. 138 of Council Directive 2006/112/EC); VAT to be accounted for by the buyer',
    export: 'Export of goods outside the EU – 0 % VAT',
    oss: 'VAT of the country of destination (OSS)',
    paymentMethod: 'Payment method',
    card: 'Card',
    bankTransfer: 'Bank transfer',
    paymentStatus: 'Payment status',
    paid: 'Paid',
    unpaid: 'Awaiting payment',
    refunded: 'Refunded',
    refundPending: 'Awaiting refund',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  pl: {
    invoiceTitle: 'Faktura VAT',
    correctionTitle: 'Faktura korygująca',
    correctsInvoice: 'Korekta faktury',
    correctionReason: 'Przyczyna korekty',
    orderCancelled: 'Anulowanie zamówienia',
    issueDate: 'Data wystawienia',
    saleDate: 'Data sprzedaży',
    orderNumber: 'Numer zamówienia',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    nip: 'NIP',
    regon: 'REGON',
    krs: 'KRS',
    buyerVatId: 'NIP / nr VAT',
    email: 'E-mail',
    bankAccount: 'Numer rachunku',
    no: 'Lp.',
    name: 'Nazwa',
    partNumber: 'Nr kat.',
    quantity: 'Ilość',
    unitNet: 'Cena jedn. netto',
    net: 'Wartość netto',
    vatRate: 'Stawka VAT',
    vat: 'Kwota VAT',
    gross: 'Wartość brutto',
    amountsIn: (currency: string) => `Kwoty w ${currency}`,
    vatBreakdown: 'Zestawienie według stawek VAT',
    total: 'Razem',
    totalNet: 'Razem netto',
    totalVat: 'Razem VAT',
    totalGross: 'Razem brutto',
    notSubjectRate: 'np',
    reverseCharge:
      'Odwrotne obciążenie – wewnątrzwspólnotowa dostawa towarów, 0 % (art. 138 dyrektywy 2006/112/WE); VAT rozlicza nabywca',
    export: 'Eksport towarów poza UE – stawka 0 %',
    oss: 'VAT kraju przeznaczenia (procedura OSS)',
    paymentMethod: 'Sposób płatności',
    card: 'Karta płatnicza',
    bankTransfer: 'Przelew bankowy',
    paymentStatus: 'Status płatności',
    paid: 'Zapłacono',
    unpaid: 'Oczekuje na zapłatę',
    refunded: 'Zwrócono',
    refundPending: 'Oczekuje na zwrot',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
  },
};

/** The English table's shape: a Polish table missing a key fails the type check where it is picked. */
type Texts = (typeof TEXTS)['en'];

/** The legal note each VAT scheme must carry (a domestic sale needs none). */
const SCHEME_NOTE: Record<InvoiceVatScheme, 'oss' | 'reverseCharge' | 'export' | null> = {
  domestic: null,
  oss: 'oss',
  reverse_charge: 'reverseCharge',
  export: 'export',
};

/** A language's number formats. Grouping always: pl-PL would group only from five digits (1234,56). */
function numberFormats(locale: string) {
  return {
    amount: new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    }),
    integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' }),
    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  };
}

const FORMATS: Record<InvoiceLanguage, ReturnType<typeof numberFormats>> = {
  en: numberFormats('en-GB'),
  pl: numberFormats('pl-PL'),
};

/** Minor units as a decimal in the language's format: en 1,234.56; pl 1 234,56 (no-break space). */
export function formatInvoiceNumber(cents: number, language: InvoiceLanguage): string {
  // `|| 0` turns -0 into 0, so a zero never prints as -0.00.
  return FORMATS[language].amount.format((cents || 0) / 100);
}

/** An amount with its currency code after it: en 1,234.56 EUR; pl 1 234,56 EUR. */
export function formatInvoiceAmount(cents: number, currency: string, language: InvoiceLanguage): string {
  return `${formatInvoiceNumber(cents, language)} ${currency}`;
}

/**
 * A VAT rate in basis points as printed: 2300 -> 23%, 550 -> 5.5% (pl 5,5%); under reverse charge n/a
 * (pl np), as no VAT is charged.
 */
export function formatVatRate(rateBp: number, scheme: InvoiceVatScheme, language: InvoiceLanguage): string {
  if (scheme === 'reverse_charge') return TEXTS[language].notSubjectRate;
  return `${FORMATS[language].rate.format(rateBp / 100)}%`;
}

const requireFromHere = createRequire(import.meta.url);

interface InvoiceFonts {
  regular: FontkitFont;
  bold: FontkitFont;
}

let fontsLoading: Promise<InvoiceFonts> | undefined;

/**
 * DejaVu Sans and its bold, from node_modules (so the compiled server finds them too), parsed once per
 * process: parsing them again for each document would triple the time a render blocks the server.
 */
function loadFonts(): Promise<InvoiceFonts> {
  fontsLoading ??= (async () => {
    const { create } = await import('fontkit');
    const parse = async (file: string): Promise<FontkitFont> => {
      const font = create(await readFile(requireFromHere.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return font;
    };
    const [regular, bold] = await Promise.all([parse('DejaVuSans.ttf'), parse('DejaVuSans-Bold.ttf')]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontsLoading = undefined;
    throw error;
  });
  return fontsLoading;
}

/** pdfkit 0.20 takes a parsed fontkit font wherever it takes a font file; its typings know only files. */
const fontSource = (font: FontkitFont): string => font as unknown as string;

// A4 in points, with the printable frame; the footer sits in the bottom margin.
const MARGIN = 40;
const BOTTOM_MARGIN = 56;
const FONT_SIZE = 9;
const TABLE_FONT_SIZE = 8;
const GRAND_TOTAL_SIZE = 12;
const CELL_PADDING = 3;
const RULE_COLOR = '#b0b0b0';
const HEADER_FILL = '#ececec';

type Align = 'left' | 'right' | 'center';
type Weight = 'regular' | 'bold';

interface TableColumn {
  width: number;
  align: Align;
}

interface TableRow {
  cells: string[];
  weight: Weight;
  height: number;
}

interface Column extends TableColumn {
  key: 'no' | 'name' | 'quantity' | 'unitNet' | 'net' | 'vatRate' | 'vat' | 'gross';
}

/** The lines table's columns: 515 pt, the A4 width between the margins. */
const COLUMNS: Column[] = [
  { key: 'no', width: 24, align: 'right' },
  { key: 'name', width: 159, align: 'left' },
  { key: 'quantity', width: 32, align: 'right' },
  { key: 'unitNet', width: 60, align: 'right' },
  { key: 'net', width: 62, align: 'right' },
  { key: 'vatRate', width: 46, align: 'right' },
  { key: 'vat', width: 58, align: 'right' },
  { key: 'gross', width: 74, align: 'right' },
];

/** The VAT breakdown's columns, right-aligned under the lines table. */
const BREAKDOWN_COLUMNS: TableColumn[] = [
  { width: 100, align: 'right' },
  { width: 80, align: 'right' },
  { width: 75, align: 'right' },
  { width: 85, align: 'right' },
];

type PdfDocument = InstanceType<typeof PDFKitDocument>;

/** Renders the snapshot to a PDF file's bytes. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  // pdfkit takes about 0.15 s to load: only a request for an invoice PDF pays it, not the start-up.
  const [{ default: PDFDocument }, font] = await Promise.all([import('pdfkit'), loadFonts()]);
  const t: Texts = TEXTS[doc.language];
  const title = `${doc.kind === 'correction' ? t.correctionTitle : t.invoiceTitle} ${doc.number}`;
  // The creation date is the issue date, so the same snapshot gives the same bytes.
  const issued = new Date(`${doc.issueDate}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    // The embedded font from the start: pdfkit's default Helvetica has no Polish letters, and in the
    // compiled server its metrics (which pdfkit resolves through its own package) cannot be found.
    font: fontSource(font.regular),
    bufferPages: true,
    lang: doc.language,
    displayTitle: true,
    info: {
      Title: title,
      Author: doc.seller.name,
      Subject: `${t.orderNumber} ${doc.orderNumber}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  pdf.registerFont('regular', fontSource(font.regular));
  pdf.registerFont('bold', fontSource(font.bold));

  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  new InvoiceLayout(pdf, doc, t).draw(title);
  pdf.end();
  return done;
}

/** Lays the invoice out top to bottom, starting a new page where a block or row would not fit. */
class InvoiceLayout {
  private readonly pdf: PdfDocument;
  private readonly doc: InvoiceDocument;
  private readonly t: Texts;
  private readonly left: number;
  private readonly width: number;
  private y: number;

  constructor(pdf: PdfDocument, doc: InvoiceDocument, t: Texts) {
    this.pdf = pdf;
    this.doc = doc;
    this.t = t;
    this.left = pdf.page.margins.left;
    this.width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
    this.y = pdf.page.margins.top;
  }

  draw(title: string): void {
    this.header(title);
    this.parties();
    this.linesTable();
    this.breakdown();
    this.notes();
    this.footers();
  }

  private get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }

  private money(cents: number): string {
    return formatInvoiceNumber(cents, this.doc.language);
  }

  private amount(cents: number): string {
    return formatInvoiceAmount(cents, this.doc.currency, this.doc.language);
  }

  private rate(rateBp: number): string {
    return formatVatRate(rateBp, this.doc.vatScheme, this.doc.language);
  }

  /** Starts a new page when `height` more points do not fit on this one. */
  private ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.pdf.addPage();
    this.y = this.pdf.page.margins.top;
    return true;
  }

  private style(weight: Weight, size: number): void {
    this.pdf.font(weight).fontSize(size).fillColor('black');
  }

  private textHeight(text: string, width: number): number {
    return this.pdf.heightOfString(text, { width, lineGap: 0 });
  }

  /** Writes `text` at (x, y) within `width`. */
  private write(text: string, x: number, y: number, width: number, align: Align = 'left'): void {
    this.pdf.text(text, x, y, { width, align, lineGap: 0 });
  }

  /** Writes `text` at (x, y) within `width`; returns its height. */
  private put(text: string, x: number, y: number, width: number, align: Align = 'left'): number {
    this.write(text, x, y, width, align);
    return this.textHeight(text, width);
  }

  private header(title: string): void {
    const { doc, t } = this;
    this.style('bold', 16);
    this.y += this.put(title, this.left, this.y, this.width) + 6;
    this.style('regular', FONT_SIZE);
    const rows: [string, string][] = [];
    if (doc.kind === 'correction') {
      rows.push([t.correctsInvoice, doc.correctsNumber ?? '']);
      rows.push([t.correctionReason, t.orderCancelled]);
    }
    rows.push([t.issueDate, doc.issueDate], [t.saleDate, doc.saleDate], [t.orderNumber, doc.orderNumber]);
    for (const [label, value] of rows)
      this.y += this.put(`${label}: ${value}`, this.left, this.y, this.width);
    this.y += 12;
  }

  /** Seller and buyer side by side. */
  private parties(): void {
    const { doc, t } = this;
    const gap = 20;
    const columnWidth = (this.width - gap) / 2;
    const seller = [
      ...doc.seller.address,
      `${t.nip}: ${doc.seller.nip}`,
      ...(doc.seller.regon ? [`${t.regon}: ${doc.seller.regon}`] : []),
      ...(doc.seller.krs ? [`${t.krs}: ${doc.seller.krs}`] : []),
      ...(doc.seller.email ? [`${t.email}: ${doc.seller.email}`] : []),
      // The account number on a line of its own, so its groups of digits are not split.
      ...(doc.seller.bankAccount ? [`${t.bankAccount}:`, doc.seller.bankAccount] : []),
    ];
    // A company buys in its name; the person placing the order is named under it.
    const buyerName = doc.buyer.company ?? doc.buyer.name;
    const buyer = [
      ...(doc.buyer.company ? [doc.buyer.name] : []),
      ...doc.buyer.address,
      ...(doc.buyer.vatId ? [`${t.buyerVatId}: ${doc.buyer.vatId}`] : []),
      `${t.email}: ${doc.buyer.email}`,
    ];
    const blocks: [string, string, string[]][] = [
      [t.seller, doc.seller.name, seller],
      [t.buyer, buyerName, buyer],
    ];
    const heights = blocks.map(([heading, name, lines]) =>
      this.partyHeight(heading, name, lines, columnWidth),
    );
    this.ensureSpace(Math.max(...heights));
    const top = this.y;
    blocks.forEach(([heading, name, lines], i) => {
      const x = this.left + i * (columnWidth + gap);
      let y = top;
      this.style('bold', 10);
      y += this.put(heading, x, y, columnWidth) + 3;
      this.style('bold', FONT_SIZE);
      y += this.put(name, x, y, columnWidth);
      this.style('regular', FONT_SIZE);
      for (const line of lines) y += this.put(line, x, y, columnWidth);
    });
    this.y = top + Math.max(...heights) + 16;
  }

  private partyHeight(heading: string, name: string, lines: string[], width: number): number {
    this.style('bold', 10);
    let height = this.textHeight(heading, width) + 3;
    this.style('bold', FONT_SIZE);
    height += this.textHeight(name, width);
    this.style('regular', FONT_SIZE);
    for (const line of lines) height += this.textHeight(line, width);
    return height;
  }

  /** A table row's cells (in column order) with the height its tallest cell needs. */
  private measureRow(cells: string[], columns: readonly TableColumn[], weight: Weight = 'regular'): TableRow {
    this.style(weight, TABLE_FONT_SIZE);
    const heights = cells.map((cell, i) =>
      this.textHeight(cell, (columns[i]?.width ?? 0) - 2 * CELL_PADDING),
    );
    return { cells, weight, height: Math.max(...heights) + 2 * CELL_PADDING };
  }

  /** Draws a measured row with a rule under it, and moves below it. */
  private drawRow(
    row: TableRow,
    columns: readonly TableColumn[],
    x0: number,
    options: { fill?: string; ruleWidth?: number } = {},
  ): void {
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    if (options.fill) this.pdf.rect(x0, this.y, width, row.height).fill(options.fill);
    this.style(row.weight, TABLE_FONT_SIZE);
    let x = x0;
    row.cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      this.write(
        cell,
        x + CELL_PADDING,
        this.y + CELL_PADDING,
        column.width - 2 * CELL_PADDING,
        column.align,
      );
      x += column.width;
    });
    this.y += row.height;
    this.pdf
      .moveTo(x0, this.y)
      .lineTo(x0 + width, this.y)
      .lineWidth(options.ruleWidth ?? 0.5)
      .strokeColor(RULE_COLOR)
      .stroke();
  }

  private linesTable(): void {
    const { doc, t } = this;
    const caption = t.amountsIn(doc.currency);
    const header = this.measureRow(
      COLUMNS.map((c) => t[c.key]),
      COLUMNS,
      'bold',
    );
    this.style('regular', TABLE_FONT_SIZE);
    const captionHeight = this.textHeight(caption, this.width) + 2;
    const tableHeader = (): void => {
      this.style('regular', TABLE_FONT_SIZE);
      this.write(caption, this.left, this.y, this.width, 'right');
      this.y += captionHeight;
      this.drawRow(header, COLUMNS, this.left, { fill: HEADER_FILL, ruleWidth: 0.8 });
    };
    const rows = doc.lines.map((line, i) =>
      this.measureRow(
        [
          `${i + 1}`,
          line.partNumber ? `${line.name}\n${t.partNumber} ${line.partNumber}` : line.name,
          FORMATS[doc.language].integer.format(line.quantity),
          this.money(line.unitNetCents),
          this.money(line.netCents),
          this.rate(line.vatRateBp),
          this.money(line.vatCents),
          this.money(line.grossCents),
        ],
        COLUMNS,
      ),
    );
    // The header never ends a page alone: it goes with the first row.
    this.ensureSpace(captionHeight + header.height + (rows[0]?.height ?? 0));
    tableHeader();
    for (const row of rows) {
      // A row that does not fit goes to the next page, under the table header again.
      if (this.ensureSpace(row.height)) tableHeader();
      this.drawRow(row, COLUMNS, this.left);
    }
    this.y += 14;
  }

  /** The VAT breakdown per rate with its total row, then the totals in the currency. */
  private breakdown(): void {
    const { doc, t } = this;
    const width = BREAKDOWN_COLUMNS.reduce((sum, c) => sum + c.width, 0);
    const x0 = this.left + this.width - width;
    const header = this.measureRow([t.vatRate, t.net, t.vat, t.gross], BREAKDOWN_COLUMNS, 'bold');
    const rows = doc.vatBreakdown.map((line) =>
      this.measureRow(
        [
          this.rate(line.rateBp),
          this.money(line.netCents),
          this.money(line.vatCents),
          this.money(line.grossCents),
        ],
        BREAKDOWN_COLUMNS,
      ),
    );
    const { netCents, vatCents, grossCents } = doc.totals;
    const total = this.measureRow(
      [t.total, this.money(netCents), this.money(vatCents), this.money(grossCents)],
      BREAKDOWN_COLUMNS,
      'bold',
    );
    const summary = [`${t.totalNet}: ${this.amount(netCents)}`, `${t.totalVat}: ${this.amount(vatCents)}`];
    const grand = `${t.totalGross}: ${this.amount(grossCents)}`;

    // The whole block stays on one page.
    this.style('bold', FONT_SIZE);
    const headingHeight = this.textHeight(t.vatBreakdown, width) + 2;
    this.style('regular', FONT_SIZE);
    const summaryHeight = summary.reduce((sum, line) => sum + this.textHeight(line, width), 0);
    this.style('bold', GRAND_TOTAL_SIZE);
    const grandHeight = this.textHeight(grand, width) + 2;
    const tableHeight = [header, ...rows, total].reduce((sum, row) => sum + row.height, 0);
    this.ensureSpace(headingHeight + tableHeight + 8 + summaryHeight + grandHeight);

    this.style('bold', FONT_SIZE);
    this.write(t.vatBreakdown, x0, this.y, width, 'right');
    this.y += headingHeight;
    this.drawRow(header, BREAKDOWN_COLUMNS, x0, { fill: HEADER_FILL });
    for (const row of rows) this.drawRow(row, BREAKDOWN_COLUMNS, x0);
    this.drawRow(total, BREAKDOWN_COLUMNS, x0, { ruleWidth: 0.8 });
    this.y += 8;
    this.style('regular', FONT_SIZE);
    for (const line of summary) this.y += this.put(line, x0, this.y, width, 'right');
    this.style('bold', GRAND_TOTAL_SIZE);
    this.write(grand, x0, this.y + 2, width, 'right');
    this.y += grandHeight + 16;
  }

  /** Payment, and the legal note of the VAT scheme. */
  private notes(): void {
    const { doc, t } = this;
    const correction = doc.kind === 'correction';
    const status = correction ? (doc.paid ? t.refunded : t.refundPending) : doc.paid ? t.paid : t.unpaid;
    const lines = [
      `${t.paymentMethod}: ${doc.paymentMethod === 'card' ? t.card : t.bankTransfer}`,
      `${t.paymentStatus}: ${status}`,
    ];
    const noteKey = SCHEME_NOTE[doc.vatScheme];
    const note = noteKey ? t[noteKey] : null;
    this.style('bold', FONT_SIZE);
    const noteHeight = note ? this.textHeight(note, this.width) + 8 : 0;
    this.style('regular', FONT_SIZE);
    this.ensureSpace(lines.reduce((sum, line) => sum + this.textHeight(line, this.width), 0) + noteHeight);
    for (const line of lines) this.y += this.put(line, this.left, this.y, this.width);
    if (note) {
      this.y += 8;
      this.style('bold', FONT_SIZE);
      this.y += this.put(note, this.left, this.y, this.width);
    }
  }

  /** Invoice number and page count at the foot of every page. */
  private footers(): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.pdf.switchToPage(start + i);
      // The footer sits in the bottom margin: without this, pdfkit would start a page for it.
      const bottomMargin = this.pdf.page.margins.bottom;
      this.pdf.page.margins.bottom = 0;
      const y = this.pdf.page.height - bottomMargin + 20;
      this.pdf
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke();
      this.style('regular', 7);
      this.pdf.text(`${this.doc.seller.name} · ${this.doc.number}`, this.left, y, {
        width: this.width,
        align: 'left',
        lineBreak: false,
      });
      this.pdf.text(this.t.page(i + 1, count), this.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      this.pdf.page.margins.bottom = bottomMargin;
    }
  }
}
