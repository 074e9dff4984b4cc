/**
 * Checkout as a guest: the three choices, the form and its summary, a card payment
 * approved or declined on the sandbox gateway's page (the status page shows what the server confirms;
 * the cart empties only on approval), the terms check, and a bank-transfer order that lands on its
 * confirmation; a signed-in shopper's prefilled form and saved address. The checkout passes an axe scan.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  englishName,
  expect,
  expectNoSeriousA11yViolations,
  getJson,
  readLocalStore,
  registerShopper,
  signOutElsewhere,
  test,
} from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
  displayPrice: number;
}

/**
 * Two products on the first /products page with stock for both projects' orders and different names
 * (the lines are found by name), the `pair`-th such pair: each test that orders has its own.
 */
async function twoProducts(request: APIRequestContext, pair: number): Promise<[ApiProduct, ApiProduct]> {
  const listed = await getJson<ApiProduct[]>(request, '/api/products?limit=20');
  const stocked = listed.filter((product) => product.stock >= 10);
  const chosen: ApiProduct[] = [];
  for (const product of stocked) {
    if (chosen.every((other) => englishName(other) !== englishName(product))) chosen.push(product);
  }
  const first = chosen[pair * 2];
  const second = chosen[pair * 2 + 1];
  if (!first || !second) throw new Error('not enough stocked products with distinct names on the first page');
  return [first, second];
}

const card = (page: Page, productId: number): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/products/${productId}"]`) });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
const main = (page: Page) => page.getByRole('main');

/** Puts `first` in the cart twice and `second` once, from the product list. */
async function fillCart(page: Page, [first, second]: [ApiProduct, ApiProduct]) {
  await page.goto('/products');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  const addFirst = card(page, first.id).getByRole('button', { name: /to cart/ });
  await addFirst.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(addFirst).toHaveText('Add to cart'); // the 3 s Added state is over
  await addFirst.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await card(page, second.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
}

/** From /checkout: 'Continue as guest', then the shipping details of a shopper in Poland. */
async function startAsGuest(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/^Checkout \|/);
  await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/sign-in?redirect=%2Fcheckout',
  );
  await expect(main(page).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  await expect(main(page).getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();

  const form = main(page);
  await form.getByLabel('E-mail').fill(`e2e-checkout-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('512 345 678');
  await form.getByLabel('First name').fill('Jan');
  await form.getByLabel('Last name').fill('Kowalski');
  await form.getByLabel('Street and house number').fill('Długa 5');
  await form.getByLabel('Postal code').fill('30-001');
  await form.getByLabel('City').fill('Kraków');
  await expect(form.getByLabel('Country')).toHaveValue('PL');
  await expect(form.getByRole('option', { name: 'Poland' })).toHaveCount(1);
}

const acceptTerms = (page: Page) =>
  main(page).getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }).check();

/** The summary lists both lines and the total the API's prices give. */
async function expectSummary(page: Page, [first, second]: [ApiProduct, ApiProduct]) {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(englishName(first));
  await expect(summary).toContainText(englishName(second));
  await expect(summary).toContainText('Quantity: 2');
  await expect(summary).toContainText('3 items');
  const total = Math.round(first.displayPrice * 200 + second.displayPrice * 100) / 100;
  const shown = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    total,
  );
  await expect(summary).toContainText(`€${shown}`);
}

/** Card payment through the sandbox page; back on the status page with the order number. */
async function payByCard(page: Page, decision: 'Approve payment' | 'Decline payment'): Promise<string> {
  await acceptTerms(page);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=PP-[0-9A-Z]{10}&status=/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Status' })).toBeVisible();
  await expect(page.getByText(order, { exact: true })).toBeVisible();
  return order;
}

test('a guest pays by card on the payment page and sees the confirmed success', async ({ page, request }) => {
  const products = await twoProducts(request, 0);
  await fillCart(page, products);
  await startAsGuest(page);
  await expectSummary(page, products);

  const order = await payByCard(page, 'Approve payment');
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveTitle(/^Payment status \|/);
  await expect(main(page).getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
  await expect(main(page).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
    'href',
    `/track?order=${order}`,
  );
  // Confirmed by the server: the cart is empty.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await readLocalStore(page, 'guestCart')).toEqual([]);
  // The page's address carries the token that lets this browser read the status.
  const token = new URL(page.url()).searchParams.get('token');
  const status = await getJson<{ status: string }>(request, `/api/payments/status/${order}?token=${token}`);
  expect(status.status).toBe('approved');
  expect((await request.get(`/api/payments/status/${order}`)).status()).toBe(404);
});

test('the payment page of an order the server does not know says so and stops asking', async ({ page }) => {
  let checks = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/payments/status/')) checks += 1;
  });
  await page.goto('/checkout/success?order=PP-TESTTEST01&status=approved');
  const status = page.getByRole('main').getByRole('status');
  await expect(status.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(status).not.toContainText('Payment processing');
  await expect(page.getByRole('link', { name: 'Track your order' })).toBeVisible();
  // Two more polling periods (3 s each) pass without another question.
  await page.waitForTimeout(7_000);
  expect(checks).toBe(1);
});

test('a declined payment shows the failed state with Try Again and keeps the cart', async ({
  page,
  request,
}) => {
  const products = await twoProducts(request, 1);
  await fillCart(page, products);
  await startAsGuest(page);

  await payByCard(page, 'Decline payment');
  await expect(page.getByRole('status').filter({ hasText: 'Payment failed' })).toBeVisible();
  const tryAgain = main(page).getByRole('link', { name: 'Try Again' });
  await expect(tryAgain).toHaveAttribute('href', '/checkout');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  // Trying again starts from the same cart.
  await tryAgain.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  await expectSummary(page, products);
});

test('the order stops without the terms; an empty cart has nothing to check out', async ({
  page,
  request,
}) => {
  await page.goto('/checkout');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );

  const products = await twoProducts(request, 2);
  await fillCart(page, products);
  await startAsGuest(page);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(toast(page, 'Terms Required')).toContainText(
    'Please accept the Terms and Conditions to continue',
  );
  await expect(page).toHaveURL(/\/checkout/);
  await expect(main(page).getByRole('checkbox', { name: /accept the Terms/ })).toBeFocused();

  // A company needs its name.
  await main(page).getByLabel('Company', { exact: true }).check();
  await acceptTerms(page);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(toast(page, 'Company name is required when selecting Company option')).toBeVisible();
  await expect(main(page).getByLabel('Company name')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout/);
});

test('a guest’s bank-transfer order lands on its confirmation with the number', async ({ page, request }) => {
  const products = await twoProducts(request, 2);
  await fillCart(page, products);
  await startAsGuest(page);
  await main(page).getByRole('radio', { name: 'Bank transfer' }).check();
  await acceptTerms(page);
  await main(page).getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toContainText(
    'Your order has been created. You will receive bank transfer details via email.',
  );

  await expect(page).toHaveURL(/\/checkout\/placed\?order=PP-[0-9A-Z]{10}$/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(order, { exact: true }).first()).toBeVisible();
  await expect(main(page)).toContainText('bank details');
  // The account to pay into, with the order number as the reference (the demo account outside production).
  const transfer = main(page).getByRole('region', { name: 'Transfer details' });
  await expect(transfer).toContainText('PL61 1090 1014 0000 0712 1981 2874');
  await expect(transfer).toContainText(`Payment reference${order}`);
  await expect(main(page).getByRole('link', { name: 'Track your order' })).toHaveAttribute(
    'href',
    `/track?order=${order}`,
  );
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('a signed-in shopper starts prefilled, fills in a saved address and orders the server cart', async ({
  page,
  request,
}) => {
  const [product] = await twoProducts(request, 1);
  const { email } = await registerShopper(page.request, { phone: '512345678', countryCode: '+48' });
  const saved = await page.request.post('/api/addresses', {
    data: {
      addressType: 'shipping',
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'Hauptstraße',
      houseNumber: '12',
      postcode: '10115',
      city: 'Berlin',
      country: 'Germany',
      countryCode: '+49',
      phone: '30123456',
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/products');
  await card(page, product.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // No choices for a signed-in shopper: the form, with the account's details.
  await page.goto('/checkout');
  const form = main(page);
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByLabel('First name')).toHaveValue('Anna');
  await expect(form.getByLabel('Last name')).toHaveValue('Nowak');
  await expect(form.getByLabel('Phone')).toHaveValue('+48512345678');
  await expect(form.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);

  await form.getByLabel('Fill in from a saved address').selectOption({ index: 1 });
  await expect(form.getByLabel('Street and house number')).toHaveValue('Hauptstraße 12');
  await expect(form.getByLabel('Postal code')).toHaveValue('10115');
  await expect(form.getByLabel('City')).toHaveValue('Berlin');
  await expect(form.getByLabel('Country')).toHaveValue('DE');

  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await acceptTerms(page);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  // Signed in: on to the order history after 2 s; the server emptied the cart.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await getJson<unknown[]>(page.request, '/api/cart')).toEqual([]);
});

test('a session that ended before the payment leads to sign-in and back to the checkout, cart kept', async ({
  page,
  request,
}) => {
  const [, product] = await twoProducts(request, 2);
  const { email, password } = await registerShopper(page.request, {
    firstName: 'Ewa',
    lastName: 'Lis',
    phone: '512345678',
    countryCode: '+48',
  });
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 2 } })).ok()).toBe(
    true,
  );

  await page.goto('/checkout');
  const form = main(page);
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await form.getByLabel('Street and house number').fill('Długa 5');
  await form.getByLabel('Postal code').fill('30-001');
  await form.getByLabel('City').fill('Kraków');
  await acceptTerms(page);
  // Signed out elsewhere (another tab, or the session expired) while the form was being filled in.
  await signOutElsewhere(page);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(toast(page, 'You are logged out. Logging in again...')).toBeVisible();
  await expect(toast(page, 'Your cart is empty')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcheckout$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(englishName(product));
  await expect(summary).toContainText('Quantity: 2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
});

test('the checkout choices and form pass an axe scan', async ({ page, request }) => {
  const [first] = await twoProducts(request, 0);
  await page.goto('/products');
  await card(page, first.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await expect(main(page).getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  await main(page).getByLabel('The billing address is the same as the shipping address').uncheck();
  await main(page).getByLabel('Company', { exact: true }).check();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(englishName(first));
  await expectNoSeriousA11yViolations(page);
});
