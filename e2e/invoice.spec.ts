/**
 * Journey of an invoice: a guest orders by bank transfer (through the API, in English); the tracking
 * page shows the money with its VAT and says the invoice comes with the payment; the demo admin
 * confirms the payment, which issues the invoice; the guest tracks the order again, a failed download
 * says so in words, and the real download is a PDF naming the invoice number, the total and the VAT.
 */
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  stock: number;
}

interface ApiInvoice {
  id: number;
  number: string;
  kind: 'invoice' | 'correction';
}

interface ApiOrder {
  id: number;
  orderNumber: string;
  vatScheme: string;
  totalAmount: number;
  vatAmount: number;
  vatBreakdown: { rate: number; vat: number }[];
  deliveryDays: string | null;
  invoices: ApiInvoice[];
}

const SHIPPING = {
  firstName: 'Anna',
  lastName: 'Nowak',
  address: 'ul. Prosta 12',
  city: 'Warszawa',
  postalCode: '00-850',
  country: 'PL',
} as const;

/** 1,234.56: the English invoice's and the page's number format. */
const decimal = (amount: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const euro = (amount: number) => `€${decimal(amount)}`;

/**
 * A product with stock to spare from a slice of the catalogue the other journeys do not order from;
 * each browser project takes its own, so their stock figures do not mix.
 */
async function productInStock(request: APIRequestContext, which: number): Promise<ApiProduct> {
  const res = await request.get('/api/products?limit=50&offset=200&sortBy=createdAt');
  expect(res.ok()).toBe(true);
  const product = ((await res.json()) as ApiProduct[]).filter((p) => p.stock >= 10)[which];
  if (!product) throw new Error('no product in stock in the slice');
  return product;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

// A request a service worker answers never reaches page.route, which stands in for one failed download.
test.use({ serviceWorkers: 'block' });

test('a guest downloads the invoice of a bank-transfer order once the admin confirms the payment', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  test.slow();
  const run = `${testInfo.project.name}-${Date.now()}`;
  const email = `e2e-invoice-${run}@example.com`;
  const product = await productInStock(request, testInfo.project.name === 'mobile' ? 1 : 0);
  const placed = await request.post('/api/checkout', {
    headers: {
      'Idempotency-Key': `e2e-invoice-${run}`,
      // The order's language (its invoice's) and a client of its own (unpaid orders hold stock per client).
      'X-Language': 'en',
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    },
    data: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email,
      phone: '+48 600 100 200',
      shippingAddress: SHIPPING,
      lines: [{ productId: product.id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: ApiOrder };
  expect(order.vatScheme).toBe('domestic');
  expect(order.invoices).toEqual([]);
  const rate = order.vatBreakdown[0]!.rate;

  // Before payment: the money with its VAT, and no invoice yet.
  await page.goto(`/track?order=${order.orderNumber}`);
  await page.getByLabel('E-mail used for the order').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const result = page.getByRole('region', { name: `Order ${order.orderNumber}` });
  const summary = result.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(`VAT ${rate} %`, { exact: true })).toBeVisible();
  await expect(summary.getByText(euro(order.vatAmount), { exact: true })).toBeVisible();
  await expect(summary.getByText(euro(order.totalAmount), { exact: true })).toBeVisible();
  if (order.deliveryDays) await expect(summary.getByText('Estimated delivery')).toBeVisible();
  const invoices = result.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText('The invoice is issued when the payment is received.')).toBeVisible();
  await expect(invoices.getByRole('button')).toHaveCount(0);

  // The demo admin, in a context of its own, confirms the transfer: the invoice is issued.
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  let invoice: ApiInvoice | undefined;
  try {
    const login = await admin.post('/api/admin/login', {
      data: { email: 'admin@example.com', password: 'admin12345' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const confirmed = await admin.patch(`/api/admin/orders/${order.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.ok()).toBe(true);
    invoice = ((await detail.json()) as { order: ApiOrder }).order.invoices.find((i) => i.kind === 'invoice');
  } finally {
    await admin.dispose();
  }
  expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{6}$/);
  const number = invoice!.number;

  await page.getByRole('button', { name: 'Track Order' }).click();
  const button = invoices.getByRole('button', { name: `Invoice ${number}` });
  await expect(button).toBeVisible();
  await expect(invoices.getByText('The invoice is issued when the payment is received.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A failed download says so in words (the server answered 404 this once).
  await page.route('**/api/orders/track/invoice', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invoice_not_found', message: 'Invoice not found' }),
    }),
  );
  await button.click();
  await expect(invoices.getByRole('alert')).toHaveText('This invoice could not be found.');
  await page.unroute('**/api/orders/track/invoice');

  // The real download: the server's file name, a PDF with the number, the total and the VAT.
  const downloaded = page.waitForEvent('download');
  await button.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  await expect(invoices.getByRole('alert')).toHaveCount(0);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(number);
  expect(text).toContain(order.orderNumber);
  expect(text).toContain(`Total gross: ${decimal(order.totalAmount)} EUR`);
  expect(text).toContain(`Total VAT: ${decimal(order.vatAmount)} EUR`);
  expect(text).toMatch(new RegExp(`\\b${rate} ?%`));
});
