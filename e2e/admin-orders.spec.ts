/**
 * Journey of the back office's Orders tab: a guest orders by bank transfer; the demo admin finds the
 * order by its number, sees the stock it holds and releases it, confirms it (which takes the stock
 * again) and ships it with a carrier and tracking number; the customer's mail (read from the outbox)
 * and the public /track page both show the parcel.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
}

const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/**
 * A product with stock to spare, from a slice of the catalogue other journeys do not order from; each
 * project takes its own (`which`), so their stock figures do not mix.
 */
async function productInStock(request: APIRequestContext, which: number): Promise<ApiProduct> {
  const res = await request.get('/api/products?limit=50&offset=60&sortBy=createdAt');
  expect(res.ok()).toBe(true);
  const product = ((await res.json()) as ApiProduct[]).filter((p) => p.stock >= 10)[which];
  if (!product) throw new Error('no product in stock in the slice');
  return product;
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/products?ids=${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiProduct[])[0]!.stock;
}

test('an admin releases, confirms and ships a pending order; the customer is mailed and /track shows the parcel', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `e2e-admin-ship-${testInfo.project.name}-${Date.now()}@example.com`;
  const product = await productInStock(request, testInfo.project.name === 'mobile' ? 1 : 0);
  const placed = await request.post('/api/orders', {
    // A client of its own (the server trusts the proxy on loopback): its unpaid order holds stock.
    headers: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` },
    data: {
      shippingAddress: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        address: 'ul. Długa 5',
        city: 'Kraków',
        postalCode: '31-147',
        country: 'PL',
      },
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email,
      phone: '+48 600 100 200',
      lines: [{ productId: product.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; orderNumber: string } };
  const trackingNumber = `JJD00${Date.now()}`;

  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).click();

  await page.getByLabel('Order number or e-mail').fill(order.orderNumber);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: `Open order ${order.orderNumber}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The unpaid transfer order holds its unit; the admin releases it, and it is back in stock.
  const held = await stockOf(request, product.id);
  await expect(dialog.getByText(/^Set aside until /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Release the stock' }).click();
  await expect(dialog.getByText('Not set aside: taken when the payment is confirmed')).toBeVisible();
  await expect.poll(() => stockOf(request, product.id)).toBe(held + 1);

  // Pending -> confirmed.
  await dialog.getByLabel('New status').selectOption({ label: 'Confirmed' });
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(
    notification(page, `Order ${order.orderNumber} is now Confirmed. The customer has been e-mailed.`),
  ).toBeVisible();
  // Confirmed (paid): the unit is taken again.
  await expect.poll(() => stockOf(request, product.id)).toBe(held);

  // Confirmed -> shipped: the carrier and tracking number are required.
  await dialog.getByLabel('New status').selectOption({ label: 'Shipped' });
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(notification(page, 'Please enter the carrier of the shipment.')).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption('DHL');
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(
    notification(page, `Order ${order.orderNumber} is now Shipped. The customer has been e-mailed.`),
  ).toBeVisible();

  // The shipping mail, as the customer gets it.
  const outbox = await page.request.get('/api/admin/mail-outbox?limit=50');
  expect(outbox.ok()).toBe(true);
  const mails = (await outbox.json()) as { to: string; subject: string; text: string }[];
  const shippedMail = mails.find((mail) => mail.to === email && mail.text.includes(trackingNumber));
  expect(shippedMail, JSON.stringify(mails.filter((mail) => mail.to === email))).toBeDefined();
  expect(shippedMail!.text).toContain('DHL');
  expect(shippedMail!.subject).toContain(order.orderNumber);

  // The public tracking page shows the parcel.
  await page.goto(`/track?order=${order.orderNumber}`);
  await page.getByLabel('E-mail used for the order').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const result = page.getByRole('region', { name: `Order ${order.orderNumber}` });
  await expect(result.getByRole('region', { name: 'Tracking history' }).getByText('Shipped')).toBeVisible();
  await expect(result).toContainText('DHL');
  await expect(result).toContainText(trackingNumber);
});
