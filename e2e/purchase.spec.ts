/**
 * The whole purchase as a new shopper would make it, through the screens only: a guest fills the cart,
 * changes a quantity on /cart, checks out, approves on the payment page, sees the confirmed success
 * and finds the order with /track; a new account orders by bank transfer, the bank details arrive by
 * e-mail (read from the outbox as the demo admin) and the order is listed in /orders.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { englishName, expect, getJson, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
  displayPrice: number;
}

const main = (page: Page) => page.getByRole('main');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const uniqueEmail = (tag: string) =>
  `e2e-purchase-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Two stocked products with names of their own from the second page of the list (the checkout and
 * orders journeys use the first), the `pair`-th such pair.
 */
async function twoProducts(request: APIRequestContext, pair: number): Promise<[ApiProduct, ApiProduct]> {
  const listed = await getJson<ApiProduct[]>(request, '/api/products?limit=40&offset=20');
  const all = await getJson<ApiProduct[]>(request, '/api/products?limit=1000');
  const unique = listed.filter(
    (p) => p.stock >= 6 && all.filter((o) => englishName(o) === englishName(p)).length === 1,
  );
  const first = unique[pair * 2];
  const second = unique[pair * 2 + 1];
  if (!first || !second) throw new Error('not enough stocked products with names of their own');
  return [first, second];
}

async function addFromProductPage(page: Page, product: ApiProduct, expectedCount: string) {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /to cart/i })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName(expectedCount);
}

async function fillShipping(page: Page, email: string | undefined) {
  const form = main(page);
  if (email !== undefined) await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('512 345 678');
  await form.getByLabel('First name').fill('Ewa');
  await form.getByLabel('Last name').fill('Wiśniewska');
  await form.getByLabel('Street and house number').fill('ul. Piękna 7');
  await form.getByLabel('Postal code').fill('00-549');
  await form.getByLabel('City').fill('Warszawa');
  await form.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }).check();
}

test('a guest buys two products by card and finds the order with /track', async ({ page, request }) => {
  const [first, second] = await twoProducts(request, test.info().project.name === 'mobile' ? 0 : 1);
  await addFromProductPage(page, first, 'Cart, 1 item');
  await addFromProductPage(page, second, 'Cart, 2 items');

  // On the cart page, one more of the first product.
  await page.goto('/cart');
  const line = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: englishName(first) }) });
  await line.getByRole('button', { name: `Increase quantity of ${englishName(first)}` }).click();
  await expect(line.getByRole('textbox', { name: `Quantity of ${englishName(first)}` })).toHaveValue('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  const email = uniqueEmail('card');
  await fillShipping(page, email);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const expectedTotal = Math.round(first.displayPrice * 200 + second.displayPrice * 100) / 100;
  const euros = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(expectedTotal);
  await expect(page.getByText(`€${euros}`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=PP-[0-9A-Z]{10}&status=approved/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Status' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // The order, found by number and e-mail.
  await main(page).getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}`));
  await expect(main(page).getByLabel('Order number')).toHaveValue(orderNumber);
  await main(page)
    .getByLabel(/^E-mail used for the order/)
    .fill(email);
  await main(page).getByRole('button', { name: 'Track Order' }).click();
  await expect(main(page).getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main(page)).toContainText('Order confirmed');
  await expect(main(page)).toContainText(englishName(first));
  await expect(main(page)).toContainText(englishName(second));
  await expect(main(page)).toContainText(`€${euros}`);
});

test('a new account orders by bank transfer, gets the bank details by e-mail and sees the order in /orders', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const [first] = await twoProducts(request, test.info().project.name === 'mobile' ? 2 : 3);
  const email = uniqueEmail('transfer');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ewa');
  await page.getByLabel('Last name').fill('Wiśniewska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm password').fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await addFromProductPage(page, first, 'Cart, 1 item');
  await page.goto('/checkout');
  // Signed in: no choices, the form comes prefilled.
  await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
  await expect(main(page).getByLabel('First name').first()).toHaveValue('Ewa');
  await fillShipping(page, undefined);
  await main(page).getByRole('radio', { name: 'Bank transfer' }).check();
  await main(page).getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Order Placed Successfully'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  const orders = await getJson<{ orderNumber: string; totalAmount: number }[]>(page.request, '/api/orders');
  expect(orders).toHaveLength(1);
  const orderNumber = orders[0]?.orderNumber ?? '';
  await expect(main(page).getByText(orderNumber)).toBeVisible();

  // The bank details, as mailed (read from the outbox by the demo admin).
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.ok()).toBe(true);
  const mails = await getJson<{ to: string; subject: string; text: string }[]>(
    admin,
    '/api/admin/mail-outbox?limit=50',
  );
  const bank = mails.find(
    (m) => m.to === email && m.subject === `Order ${orderNumber}: bank transfer details`,
  );
  expect(bank?.text).toContain('IBAN');
  expect(bank?.text).toContain(orderNumber);
  expect(mails.some((m) => m.to === email && m.subject === `Thank you for your order ${orderNumber}`)).toBe(
    true,
  );
  await admin.dispose();
});
