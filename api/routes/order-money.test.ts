/**
 * The money of an order through the API: bulky surcharges per the published delivery rules (per piece
 * to Poland, once per order elsewhere), VAT by destination and buyer (domestic, OSS, reverse charge,
 * export), the quote agreeing with the order, one settings change reaching every reader, and
 * invoices issued with the payment under gap-free numbers.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let bumper = 0;
let sparkPlug = 0;
let silencer = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
  bumper = await insertTestProduct(t.db, { basePriceCents: 12300, stock: 1000, bulkyClass: 'medium' });
  sparkPlug = await insertTestProduct(t.db, { basePriceCents: 1230, stock: 1000 });
  silencer = await insertTestProduct(t.db, { basePriceCents: 8999, stock: 1000, bulkyClass: 'small' });
});
afterAll(async () => t.close());

const address = {
  PL: { postalCode: '00-001', city: 'Warszawa', phone: '600 100 200' },
  FR: { postalCode: '75001', city: 'Paris', phone: '+33 1 42 68 53 00' },
  DE: { postalCode: '10115', city: 'Berlin', phone: '+49 30 901820' },
  CH: { postalCode: '8001', city: 'Zürich', phone: '+41 44 668 18 00' },
  IE: { postalCode: 'D02 X285', city: 'Dublin', phone: '+353 1 234 5678' },
} as const;
type Country = keyof typeof address;

let keys = 0;
function checkout(country: Country, lines: { productId: number; quantity: number }[], extra: object = {}) {
  const { phone, ...place } = address[country];
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { 'idempotency-key': `money-test-${++keys}-${Date.now()}` },
    payload: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email: `buyer${keys}@example.com`,
      phone,
      shippingAddress: { firstName: 'Eva', lastName: 'Buyer', address: 'Main street 1', ...place, country },
      lines,
      ...extra,
    },
  });
}

const quote = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    payload: { currency: 'EUR', ...body },
    headers,
  });

const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('bulky surcharges', () => {
  it('a bumper to Poland adds 10 EUR per piece; to France 36.95 EUR once; a spark plug adds nothing', async () => {
    const poland = await checkout('PL', [{ productId: bumper, quantity: 2 }]);
    expect(poland.statusCode, poland.body).toBe(201);
    expect(poland.json().order).toMatchObject({
      subtotalAmount: 246,
      shippingAmount: 20,
      totalAmount: 266,
      bulkyPerPiece: true,
      deliveryDays: '2',
    });
    expect(poland.json().order.items[0]).toMatchObject({ bulkyClass: 'medium', bulkySurcharge: 20 });
    // The confirmation mail names the same surcharge, the VAT and the delivery time.
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select('text')
      .where('toAddress', '=', poland.json().order.email)
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/Bulky-goods surcharge \(per piece\): €20\.00/);
    expect(mail.text).toMatch(/VAT 23 % included: €49\.74/);
    expect(mail.text).toContain('delivery to your address takes 2 working days');

    const france = await checkout('FR', [{ productId: bumper, quantity: 2 }]);
    expect(france.statusCode, france.body).toBe(201);
    expect(france.json().order).toMatchObject({
      shippingAmount: 36.95,
      totalAmount: 282.95,
      bulkyPerPiece: false,
    });

    const plug = await checkout('FR', [{ productId: sparkPlug, quantity: 3 }]);
    expect(plug.json().order).toMatchObject({ shippingAmount: 0, totalAmount: 36.9 });
  });

  it('groups add per piece at home: 2 bumpers and 3 silencers to Poland are 2 x 10 + 3 x 5 EUR', async () => {
    const answer = await quote({
      country: 'PL',
      lines: [
        { productId: bumper, quantity: 2 },
        { productId: silencer, quantity: 3 },
        { productId: sparkPlug, quantity: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      shipping: 35,
      bulkyPerPiece: true,
      total: 246 + 269.97 + 12.3 + 35,
    });
  });

  it('a country without a bulky rule refuses bulky items, naming them; others still ship there', async () => {
    const refused = await checkout('IE', [{ productId: bumper, quantity: 1 }], { phone: '+353 1 234 5678' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('bulky_not_shipped');
    expect(refused.json().message).toMatch(/Ireland/);
    const plugs = await checkout('IE', [{ productId: sparkPlug, quantity: 1 }]);
    expect(plugs.statusCode, plugs.body).toBe(201);
  });

  it('a country without a published rule is refused; an unknown one and a bad buyer type are 400s', async () => {
    const gb = await quote(
      { country: 'GB', lines: [{ productId: sparkPlug, quantity: 1 }] },
      { 'x-language': 'pl' },
    );
    expect(gb.statusCode).toBe(400);
    expect(gb.json()).toMatchObject({ error: 'country_not_offered' });
    expect(gb.json().message).toMatch(/Wielka Brytania/);
    const unknown = await quote({ country: 'US', lines: [{ productId: sparkPlug, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/country/);
    const buyer = await quote({
      country: 'PL',
      customerType: 'robot',
      lines: [{ productId: sparkPlug, quantity: 1 }],
    });
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json().message).toMatch(/customerType/);
  });
});

describe('VAT', () => {
  it('a Polish consumer pays 23 % VAT included; a French consumer the French 20 % on the same gross', async () => {
    const pl = (await quote({ country: 'PL', lines: [{ productId: sparkPlug, quantity: 1 }] })).json();
    expect(pl).toMatchObject({ vatScheme: 'domestic', total: 12.3, netAmount: 10, vatAmount: 2.3 });
    expect(pl.vatBreakdown).toEqual([{ rate: 23, net: 10, vat: 2.3, gross: 12.3 }]);
    const fr = (await quote({ country: 'FR', lines: [{ productId: sparkPlug, quantity: 1 }] })).json();
    expect(fr).toMatchObject({ vatScheme: 'oss', total: 12.3, netAmount: 10.25, vatAmount: 2.05 });
  });

  it('a German company with a valid USt-IdNr. pays net under reverse charge', async () => {
    const answer = await checkout('DE', [{ productId: bumper, quantity: 1 }], {
      customerType: 'company',
      company: 'Teile GmbH',
      vatNumber: 'DE 136 695 976',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().order;
    // 123.00 gross less 23 % is 100.00 net; the German bulky surcharge 57.00 less 23 % is 46.34.
    expect(order).toMatchObject({
      vatScheme: 'reverse_charge',
      vatNumber: 'DE136695976',
      subtotalAmount: 100,
      shippingAmount: 46.34,
      totalAmount: 146.34,
      vatAmount: 0,
    });
    expect(order.vatBreakdown).toEqual([{ rate: 0, net: 146.34, vat: 0, gross: 146.34 }]);
  });

  it('a malformed VAT ID is a 400 naming the VAT ID, in the shopper language', async () => {
    const lines = [{ productId: sparkPlug, quantity: 1 }];
    const company = { customerType: 'company', company: 'Teile GmbH', vatNumber: 'DE136695977' };
    const en = await checkout('DE', lines, company);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error: 'invalid_vat_id' });
    expect(en.json().message).toMatch(/VAT ID/);
    const pl = await quote(
      { country: 'DE', lines, customerType: 'company', vatNumber: company.vatNumber },
      { 'x-language': 'pl' },
    );
    expect(pl.statusCode).toBe(400);
    expect(pl.json().message).toMatch(/numer VAT UE/);
  });

  it('a Swiss address pays net of VAT (export)', async () => {
    const answer = await checkout('CH', [{ productId: sparkPlug, quantity: 2 }]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().order).toMatchObject({ vatScheme: 'export', totalAmount: 20, vatAmount: 0 });
  });

  it('the quote answers what the order then charges, in PLN too', async () => {
    const lines = [
      { productId: bumper, quantity: 3 },
      { productId: sparkPlug, quantity: 7 },
    ];
    const shown = (await quote({ country: 'FR', currency: 'PLN', lines })).json();
    const placed = await checkout('FR', lines, { currency: 'PLN', expectedTotal: shown.total });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.totalAmount).toBe(shown.total);
    expect(placed.json().order.vatAmount).toBe(shown.vatAmount);
  });
});

describe('one table for every reader', () => {
  it('a settings change of the French surcharge shows in the delivery rules, the quote and the order', async () => {
    const rules = (await t.app.inject({ method: 'GET', url: '/api/delivery-rules' })).json();
    const france = rules.countries.find((c: { country: string }) => c.country === 'FR');
    expect(france).toEqual({ country: 'FR', bulkySurcharge: 36.95, deliveryDays: '3' });
    expect(rules.bulkyPerPiece).toEqual({ small: 5, medium: 10, large: 15 });

    const { setShopSetting } = await import('../services/shop-settings.ts');
    const { DEFAULT_DELIVERY_RULES } = await import('#api/contract/delivery-rules.ts');
    const changed = DEFAULT_DELIVERY_RULES.countries.map((r) =>
      r.country === 'FR' ? { ...r, bulkySurchargeCents: 4000, deliveryDays: '4-5' } : r,
    );
    await setShopSetting(t.db, 'delivery.countries', JSON.stringify(changed));
    try {
      const after = (await t.app.inject({ method: 'GET', url: '/api/delivery-rules' })).json();
      expect(after.countries.find((c: { country: string }) => c.country === 'FR')).toEqual({
        country: 'FR',
        bulkySurcharge: 40,
        deliveryDays: '4-5',
      });
      const shown = (await quote({ country: 'FR', lines: [{ productId: bumper, quantity: 1 }] })).json();
      expect(shown).toMatchObject({ shipping: 40, deliveryDays: '4-5' });
    } finally {
      await setShopSetting(t.db, 'delivery.countries', JSON.stringify(DEFAULT_DELIVERY_RULES.countries));
    }
  });

  it('refuses a malformed table in the settings', async () => {
    const { setShopSetting } = await import('../services/shop-settings.ts');
    await expect(setShopSetting(t.db, 'delivery.countries', '[{"country":"FR"}]')).rejects.toThrow(
      /delivery.countries/,
    );
    await expect(
      setShopSetting(
        t.db,
        'delivery.countries',
        '[{"country":"DE","bulkySurchargeCents":1,"deliveryDays":"2"}]',
      ),
    ).rejects.toThrow(/PL/);
  });
});

describe('invoices', () => {
  it('a paid order gets FV/<year>/n with its VAT lines, downloadable by the guest and the admin', async () => {
    const placed = (await checkout('PL', [{ productId: bumper, quantity: 1 }])).json().order;
    expect(placed.invoices).toEqual([]);
    const confirmed = await asAdmin('PATCH', `/api/admin/orders/${placed.id}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: placed.orderNumber, email: placed.email },
    });
    const [invoice] = tracked.json().invoices;
    expect(invoice.number).toMatch(/^FV\/\d{4}\/\d{6}$/);

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track/invoice',
      payload: { orderNumber: placed.orderNumber, email: placed.email, invoiceId: invoice.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/23\s?%/);
    // 123.00 + 10.00 surcharge gross; 100.00 + 8.13 net.
    expect(text).toContain('133.00');
    expect(text).toContain('108.13');

    // The payment's confirmation mail carries the invoice.
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['attachments'])
      .where('toAddress', '=', placed.email)
      .where('kind', '=', 'order-confirmed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.attachments ?? '[]')).toEqual([
      expect.objectContaining({
        filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);

    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track/invoice',
      payload: { orderNumber: placed.orderNumber, email: 'someone@example.com', invoiceId: invoice.id },
    });
    expect(wrongEmail.statusCode).toBe(404);
    const adminPdf = await asAdmin('GET', `/api/admin/orders/${placed.id}/invoices/${invoice.id}`);
    expect(adminPdf.statusCode).toBe(200);
    const guestAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}/invoices/${invoice.id}`,
    });
    expect(guestAdmin.statusCode).toBe(401);
  });

  it('a signed-in buyer downloads the invoice from their order; another shopper gets 404', async () => {
    const buyer = await registerTestUser(t.app);
    const other = await registerTestUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: buyer.cookie },
      payload: { productId: sparkPlug, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: buyer.cookie, 'idempotency-key': `money-account-${Date.now()}` },
      payload: {
        paymentMethod: 'bank_transfer',
        currency: 'PLN',
        phone: '600 100 200',
        shippingAddress: {
          firstName: 'Anna',
          lastName: 'Nowak',
          address: 'ul. Prosta 1',
          city: 'Warszawa',
          postalCode: '00-001',
          country: 'PL',
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    await asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
    const order = (
      await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: buyer.cookie } })
    ).json();
    const [invoice] = order.invoices;
    const own = await t.app.inject({
      url: `/api/orders/${orderId}/invoices/${invoice.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(own.rawPayload);
    // In PLN, as ordered: the amounts of the order's own VAT line.
    const vat = order.vatBreakdown[0];
    expect(vat.rate).toBe(23);
    expect(text).toContain(`${invoice.number}`);
    expect(text).toContain('PLN');
    expect(vat.gross).toBeLessThan(1000);
    expect(text).toContain(`Total VAT: ${vat.vat.toFixed(2)} PLN`);
    expect(text).toContain(`Total gross: ${vat.gross.toFixed(2)} PLN`);
    const theirs = await t.app.inject({
      url: `/api/orders/${orderId}/invoices/${invoice.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const guest = await t.app.inject({ url: `/api/orders/${orderId}/invoices/${invoice.id}` });
    expect(guest.statusCode).toBe(401);
  });

  it('the reverse-charge invoice says so', async () => {
    const placed = (
      await checkout('DE', [{ productId: sparkPlug, quantity: 1 }], {
        customerType: 'company',
        company: 'Teile GmbH',
        vatNumber: 'DE136695976',
      })
    ).json().order;
    await asAdmin('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'confirmed' });
    const order = (await asAdmin('GET', `/api/admin/orders/${placed.id}`)).json();
    const invoice = (order.order ?? order).invoices[0];
    const pdf = await asAdmin('GET', `/api/admin/orders/${placed.id}/invoices/${invoice.id}`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/Reverse charge/);
    expect(text).toContain('DE136695976');
  });

  it('a cancelled paid order gets a correcting invoice; the invoice stays', async () => {
    const placed = (await checkout('PL', [{ productId: sparkPlug, quantity: 2 }])).json().order;
    await asAdmin('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'confirmed' });
    await asAdmin('PATCH', `/api/admin/orders/${placed.id}/status`, { status: 'cancelled' });
    const rows = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('orderId', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.kind)).toEqual(['invoice', 'correction']);
    expect(rows[1]!.number).toMatch(/^FK\/\d{4}\/\d{6}$/);
    expect(rows[1]!.correctsInvoiceId).toBe(rows[0]!.id);
    const correction = JSON.parse(rows[1]!.document);
    expect(correction.totals.grossCents).toBe(-2460);
  });

  it('20 payments confirmed at once take 20 consecutive numbers: no gap, no duplicate', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push((await checkout('PL', [{ productId: sparkPlug, quantity: 1 }])).json().order);
    const before = await t.db.selectFrom('invoices').select('seq').where('series', '=', 'FV').execute();
    const answers = await Promise.all(
      orders.map((o) => asAdmin('PATCH', `/api/admin/orders/${o.id}/status`, { status: 'confirmed' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const seqs = (
      await t.db.selectFrom('invoices').select('seq').where('series', '=', 'FV').orderBy('seq').execute()
    ).map((r) => r.seq);
    expect(seqs.length).toBe(before.length + 20);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });
});
