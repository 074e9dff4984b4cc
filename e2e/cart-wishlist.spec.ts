/**
 * The cart and wishlist pages as shoppers use them: a guest changes quantities (the totals follow and
 * add up), removes a line and clears the cart; a guest's wishlist goes to the cart in one click and
 * loses an item, with the sign-up banner shown; a signed-in shopper's changes on /wishlist and /cart
 * are the server's and survive a reload, and a session ended elsewhere leads to sign-in. Both pages
 * pass an axe scan.
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
}

/**
 * Two products of the first /products page with at least two in stock and different names (the demo
 * catalogue has parts of the same name from different brands; the lines are found by name).
 */
async function twoProducts(request: APIRequestContext): Promise<[ApiProduct, ApiProduct]> {
  const listed = await getJson<ApiProduct[]>(request, '/api/products?limit=20');
  const stocked = listed.filter((product) => product.stock >= 2);
  const first = stocked[0];
  const second = stocked.find((product) => first && englishName(product) !== englishName(first));
  if (!first || !second) throw new Error('fewer than two products with stock on the first page');
  return [first, second];
}

const card = (page: Page, productId: number): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/products/${productId}"]`) });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });
const line = (page: Page, product: ApiProduct) =>
  page.getByRole('main').getByRole('article', { name: englishName(product) });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

/** "€1,234.50" -> 1234.5 (the English format). */
async function amount(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The amount a <dl> gives for `label` ("Total", "Shipping"): the definition after that term. */
const figure = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const lineTotal = (lineLocator: Locator) => amount(figure(lineLocator, 'Total'));

/** The sum of the line totals on screen, rounded to cents. */
async function sumOfLineTotals(page: Page): Promise<number> {
  let sum = 0;
  for (const article of await page.getByRole('main').getByRole('article').all())
    sum += await lineTotal(article);
  return Math.round(sum * 100) / 100;
}

test('a double click on a card’s Add to cart adds one, and the button does nothing while it says Added', async ({
  page,
  request,
}) => {
  const [first] = await twoProducts(request);
  await page.goto('/products');
  const button = card(page, first.id).getByRole('button', { name: /to cart/ });
  await button.dblclick();
  await expect(button).toHaveAccessibleName(`Added to cart: ${englishName(first)}`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // A third press while it says Added (aria-disabled, so forced past Playwright's wait) adds nothing.
  await button.click({ force: true });
  await expect(button).toHaveAccessibleName(`Add to cart: ${englishName(first)}`, { timeout: 10_000 });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await readLocalStore(page, 'guestCart')).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test('a guest changes quantities, removes a line and clears the cart', async ({ page, request }) => {
  const [first, second] = await twoProducts(request);

  await page.goto('/products');
  await card(page, first.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await card(page, second.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shopping cart \|/);
  const firstLine = line(page, first);
  const secondLine = line(page, second);
  await expect(firstLine).toBeVisible();
  await expect(secondLine).toBeVisible();
  await expect(firstLine.getByRole('link', { name: englishName(first) })).toHaveAttribute(
    'href',
    `/products/${first.id}`,
  );
  await expect(figure(summary(page), 'Shipping')).toHaveText('Free');
  await expect(summary(page).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expectNoSeriousA11yViolations(page);

  // At 1 the quantity cannot go lower.
  const quantity = firstLine.getByRole('textbox', { name: `Quantity of ${englishName(first)}` });
  const decrease = firstLine.getByRole('button', { name: `Decrease quantity of ${englishName(first)}` });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  const unitPrice = await lineTotal(firstLine);

  await firstLine.getByRole('button', { name: `Increase quantity of ${englishName(first)}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(decrease).toBeEnabled();
  await expect.poll(() => lineTotal(firstLine)).toBe(Math.round(unitPrice * 200) / 100);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('status').filter({ hasText: 'changed to 2' })).toHaveCount(1);
  // The total is the sum of the line totals shown (shipping is free).
  const total = figure(summary(page), 'Total');
  await expect.poll(async () => (await amount(total)) === (await sumOfLineTotals(page))).toBe(true);
  expect(await amount(figure(summary(page), 'Subtotal'))).toBe(await amount(total));

  // A typed quantity below 1 or not a number is ignored; a number is taken.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 5 items');
  await expect.poll(async () => (await amount(total)) === (await sumOfLineTotals(page))).toBe(true);

  await secondLine.getByRole('button', { name: `Remove ${englishName(second)} from the cart` }).click();
  await expect(secondLine).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await expect.poll(() => amount(total)).toBe(await lineTotal(firstLine));

  // Clearing asks first; cancelling keeps the cart.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear the cart?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(firstLine).toBeVisible();
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await dialog.getByRole('button', { name: 'Yes, clear the cart' }).click();

  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a guest wishlist goes to the cart in one click and loses an item', async ({ page, request }) => {
  const [first, second] = await twoProducts(request);

  await page.goto('/products');
  for (const product of [first, second])
    await card(page, product.id)
      .getByRole('button', { name: /on the wishlist$/ })
      .click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');

  await wishlistLink(page).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  const main = page.getByRole('main');
  const banner = main.getByRole('region', { name: 'Keep your wishlist on every device' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/sign-in/);
  const firstItem = main.getByRole('article', { name: englishName(first) });
  const secondItem = main.getByRole('article', { name: englishName(second) });
  await expect(firstItem).toBeVisible();
  await expect(secondItem).toBeVisible();
  await expect(firstItem.getByRole('link', { name: englishName(first) })).toHaveAttribute(
    'href',
    `/product/${first.id}`,
  );
  await expect(firstItem.getByText(/^Added on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await main.getByRole('button', { name: 'Add All to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: '2 products added to cart' }),
  ).toBeVisible();

  await secondItem.getByRole('button', { name: `Remove ${englishName(second)} from the wishlist` }).click();
  await expect(secondItem).toHaveCount(0);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect(firstItem).toBeVisible();
  await page.reload();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(firstItem).toBeVisible();
});

/**
 * One journey for the signed-in pages, so the run registers one account per browser project: the
 * server allows 10 registrations per IP and hour, and every spec of the run shares that budget.
 */
test('a signed-in shopper edits the server wishlist and cart, and a session ended elsewhere leads to sign-in', async ({
  page,
  request,
}) => {
  const [first, second] = await twoProducts(request);
  // The browser's own session: the page and these calls share its cookies.
  await registerShopper(page.request, { firstName: 'Anna', lastName: 'Nowak' });
  for (const product of [first, second])
    expect((await page.request.post('/api/wishlist', { data: { productId: product.id } })).ok()).toBe(true);
  for (const [product, quantity] of [
    [first, 1],
    [second, 3],
  ] as const) {
    const added = await page.request.post('/api/cart', { data: { productId: product.id, quantity } });
    expect(added.ok()).toBe(true);
  }
  const serverWishlist = async () =>
    (await getJson<{ productId: number }[]>(page.request, '/api/wishlist')).map((item) => item.productId);
  const serverCart = async () => {
    const lines = await getJson<{ productId: number; quantity: number }[]>(page.request, '/api/cart');
    return Object.fromEntries(lines.map((entry) => [entry.productId, entry.quantity]));
  };

  // The wishlist: no sign-up banner; a removal is the server's.
  await page.goto('/wishlist');
  const main = page.getByRole('main');
  const secondItem = main.getByRole('article', { name: englishName(second) });
  await expect(main.getByRole('article', { name: englishName(first) })).toBeVisible();
  await expect(secondItem).toBeVisible();
  await expect(main.getByRole('region', { name: 'Keep your wishlist on every device' })).toHaveCount(0);
  await secondItem.getByRole('button', { name: `Remove ${englishName(second)} from the wishlist` }).click();
  await expect(secondItem).toHaveCount(0);
  await expect.poll(serverWishlist).toEqual([first.id]);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // The cart: every change is the server's and survives a reload.
  await cartLink(page).click();
  const firstLine = line(page, first);
  const secondLine = line(page, second);
  const firstQuantity = firstLine.getByRole('textbox', { name: /^Quantity of/ });
  await expect(firstQuantity).toHaveValue('1');
  await expect(secondLine.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('3');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

  await firstLine.getByRole('button', { name: `Increase quantity of ${englishName(first)}` }).click();
  await expect(firstQuantity).toHaveValue('2');
  await secondLine.getByRole('button', { name: `Decrease quantity of ${englishName(second)}` }).click();
  await expect(secondLine.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('2');
  await expect.poll(serverCart).toEqual({ [first.id]: 2, [second.id]: 2 });

  await secondLine.getByRole('button', { name: `Remove ${englishName(second)} from the cart` }).click();
  await expect(secondLine).toHaveCount(0);
  await expect.poll(serverCart).toEqual({ [first.id]: 2 });

  await page.reload();
  await expect(firstQuantity).toHaveValue('2');
  await expect(secondLine).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  const total = figure(summary(page), 'Total');
  await expect.poll(async () => (await amount(total)) === (await sumOfLineTotals(page))).toBe(true);

  const clearDialog = page.getByRole('alertdialog', { name: 'Clear the cart?' });
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await clearDialog.getByRole('button', { name: 'Yes, clear the cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect.poll(serverCart).toEqual({});
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Signed out in another tab while this page still shows the account's cart: clearing says so and
  // leads to sign-in. (Once the page is quiet: a request in flight during the sign-out would
  // save its session again.)
  expect((await page.request.post('/api/cart', { data: { productId: first.id } })).ok()).toBe(true);
  await page.reload();
  await expect(firstLine).toBeVisible();
  await signOutElsewhere(page);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await clearDialog.getByRole('button', { name: 'Yes, clear the cart' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'You are logged out. Logging in again...' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // One message for one cause: not 'Failed to clear cart' as well.
  await expect(page.getByText('Failed to clear cart')).toHaveCount(0);
});

test.describe('wishlist saves that do not reach the account', () => {
  // The page's own requests, not the worker's, are the ones staged to fail here.
  test.use({ serviceWorkers: 'block' });

  test('a refused or failed save is reported and leaves the heart empty; one without an answer waits in the outbox', async ({
    page,
    request,
  }) => {
    const [product] = await twoProducts(request);
    await registerShopper(page.request, { firstName: 'Jan', lastName: 'Kowal' });
    const serverWishlist = async () =>
      (await getJson<{ productId: number }[]>(page.request, '/api/wishlist')).map((item) => item.productId);

    await page.goto(`/products/${product.id}`);
    const save = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' });
    await expect(save).toBeEnabled();
    const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

    for (const [status, error] of [
      [500, 'internal'],
      [400, 'validation'],
    ] as const) {
      await page.route('**/api/wishlist', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error }) })
          : route.fallback(),
      );
      await save.click();
      await expect(toasts.filter({ hasText: 'Failed to update wishlist. Please try again.' })).toBeVisible();
      await expect(toasts.filter({ hasText: 'Added to Wishlist' })).toHaveCount(0);
      // Not saved: the button still offers to save, the header counts nothing.
      await expect(save).toBeEnabled();
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
      expect(await serverWishlist()).toEqual([]);
      await page.unroute('**/api/wishlist');
      await toasts.first().getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toasts).toHaveCount(0);
    }

    // No answer at all (the phone says online): kept in the outbox and sent once the shop answers again.
    let dropped = 0;
    await page.route('**/api/wishlist', (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
      dropped += 1;
      return route.abort('failed');
    });
    await save.click();
    await expect(
      toasts.filter({ hasText: 'Saved on this device: your wishlist is updated when you are back online.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await expect.poll(serverWishlist, { timeout: 20_000 }).toEqual([product.id]);
  });
});

test('a product that went off sale: the cart counts and totals the rest alike, and the order names it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const [kept] = await twoProducts(request);
  const [template] = await getJson<{ brand: { id: number }; categoryId: number }[]>(
    request,
    '/api/products?limit=1',
  );
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (
      await admin.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'admin12345' } })
    ).ok(),
  ).toBe(true);
  const name = `Retired part ${Date.now()}`;
  const created = await admin.post('/api/products', {
    data: {
      name,
      partNumber: `RET-${Date.now()}`,
      brandId: template!.brand.id,
      categoryId: template!.categoryId,
      basePrice: 10,
      currency: 'EUR',
      stock: 5,
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const retired = ((await created.json()) as { id: number }).id;

  await registerShopper(page.request, { firstName: 'Piotr', lastName: 'Lis' });
  for (const [productId, quantity] of [
    [kept.id, 1],
    [retired, 2],
  ] as const)
    expect((await page.request.post('/api/cart', { data: { productId, quantity } })).ok()).toBe(true);
  expect((await admin.put(`/api/products/${retired}`, { data: { isActive: false } })).ok()).toBe(true);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByText('1 item', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // The line of the retired product is shown (to be removed), not priced.
  await expect(main.getByRole('article')).toHaveCount(2);
  const total = figure(summary(page), 'Total');
  await expect.poll(async () => (await amount(total)) === (await lineTotal(line(page, kept)))).toBe(true);

  // Ordering the account's cart as it is: the refusal says which product to take out.
  const order = await page.request.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      phone: '600 100 200',
      shippingAddress: {
        firstName: 'Piotr',
        lastName: 'Lis',
        address: 'ul. Prosta 1',
        city: 'Warszawa',
        postalCode: '00-001',
        country: 'PL',
      },
    },
  });
  expect(order.status()).toBe(400);
  expect(((await order.json()) as { message: string }).message).toBe(
    `${name} is no longer available. Remove it from your cart to order the rest.`,
  );
  await admin.dispose();
});
