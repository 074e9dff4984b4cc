/**
 * Offline-first (issue 9): after one online visit the installed shop works without a connection.
 * Pages seen before reload from the worker's and the query cache; an information page never visited
 * renders from the precache; a guest's cart and wishlist work offline; a signed-in shopper's offline
 * cart change waits in the outbox and reaches the server exactly once when the connection returns;
 * the worker never answers /api or /uploads with the app's HTML.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { controlledByWorker, englishName, expect, getJson, laterCodeCached, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
}
interface Category {
  slug: string;
  name: string;
  nameEn: string | null;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
}

/** One online visit of the list (the worker installs and takes the page), then the product's page. */
async function openWithWorker(page: Page, product: ApiProduct) {
  await page.goto('/products');
  await controlledByWorker(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });

async function stockedProduct(page: Page, index = 0): Promise<ApiProduct> {
  const products = await getJson<ApiProduct[]>(page.request, '/api/products?limit=20');
  const product = products.filter((p) => p.stock >= 5)[index];
  if (!product) throw new Error('no product with stock');
  return product;
}

test('pages seen once reload offline, and an information page never visited renders', async ({
  page,
  context,
}) => {
  const [category] = await getJson<Category[]>(page.request, '/api/categories/mother');
  const product = await stockedProduct(page);
  if (!category) throw new Error('no category');

  const visits: [string, RegExp | string][] = [
    ['/', /./],
    ['/products', 'Products'],
    [`/category/${category.slug}`, englishName(category)],
    [`/products/${product.id}`, englishName(product)],
  ];
  await page.goto('/');
  await controlledByWorker(page);
  for (const [path, heading] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  }
  await laterCodeCached(page);

  await goOffline(context, page);
  for (const [path, heading] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  }
  // The product page shows its price from the cache (a number, not a loading or error state).
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('main')).toContainText(/€\s?\d/);
  await expect(page.getByRole('main')).toContainText('Prices and stock as of');

  // A form that needs the server says so rather than failing.
  await page.goto('/track');
  await expect(page.getByRole('button', { name: 'Track Order' })).toBeDisabled();
  await expect(page.getByRole('main')).toContainText('Needs an internet connection');

  await page.goto('/faq/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('109.95');
});

test('a first visit says when the shop is ready offline, and keeps the page it landed on', async ({
  page,
  context,
}) => {
  const product = await stockedProduct(page, 4);
  const path = `/products/${product.id}`;
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  // While the worker installs the footer says it is getting ready, then a notice says it is.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Ready to use offline',
    {
      timeout: 30_000,
    },
  );
  await expect(footer.getByTestId('offline-readiness')).toHaveText('Works offline');
  await controlledByWorker(page);
  // The page the shopper landed on (fetched before any worker existed) is kept for offline use.
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url()))
    .toBe(true);
  await laterCodeCached(page);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();
  // A second start with the worker in place says nothing more, the footer still says it works offline.
  await expect(footer.getByTestId('offline-readiness')).toHaveText('Works offline');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).not.toContainText(
    'Ready to use offline',
  );
});

test('a page never opened says it is not saved for offline use, offers what is, and opens once back online', async ({
  page,
  context,
}) => {
  const seen = await stockedProduct(page, 5);
  const unseen = await stockedProduct(page, 6);
  await openWithWorker(page, seen);
  await laterCodeCached(page);

  await goOffline(context, page);
  await page.goto(`/products/${unseen.id}`);
  const unavailable = page.getByTestId('offline-unavailable');
  await expect(unavailable).toContainText('This page is not saved for offline use');
  await expect(page.getByRole('main')).not.toContainText('Something went wrong');
  // What is on this device: the cart, the wishlist, the product seen before.
  await expect(unavailable.getByRole('link', { name: 'Shopping Cart' })).toBeVisible();
  await expect(unavailable.getByRole('link', { name: englishName(seen) })).toBeVisible();

  // Back online it loads by itself, no button pressed.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: englishName(unseen) })).toBeVisible();
  await expect(unavailable).toBeHidden();
});

test('a guest adds to the cart and the wishlist offline and the counts follow', async ({ page, context }) => {
  const product = await stockedProduct(page, 1);
  await openWithWorker(page, product);

  await goOffline(context, page);
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // A guest's cart lives on the device: added there, prices checked once back online.
  await expect(notifications(page)).toContainText('Added to the cart on this device.');
  await expect(notifications(page)).not.toContainText('Product added to cart successfully!');
  await page
    .getByRole('main')
    .getByRole('button', { name: /wishlist/i })
    .first()
    .click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // Still there after a reload without a connection (IndexedDB).
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // The cart prices the product from what its page showed, and says how old that is.
  await cartLink(page).click();
  await expect(page.getByRole('main').getByRole('article', { name: englishName(product) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Prices and stock as of');
});

test('a signed-in shopper’s offline cart change reaches the server exactly once', async ({
  page,
  context,
}) => {
  const product = await stockedProduct(page, 2);
  const serverCart = await registerShopper(page, product);

  await openWithWorker(page, product);

  await goOffline(context, page);
  // Scrolled down to the button, as on a phone: the banner is out of view.
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(
    page.getByRole('status').filter({ hasText: '1 change waiting for a connection' }),
  ).toBeVisible();
  // The add says it is kept and will be sent, and the waiting count sits by the cart badge.
  await expect(notifications(page)).toContainText(
    'Saved on this device: it goes into your cart when you are back online.',
  );
  await expect(notifications(page)).not.toContainText('Product added to cart successfully!');
  await expect(page.getByRole('banner').getByTestId('pending-changes')).toHaveText('1 waiting');

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByTestId('pending-changes')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    '1 change made offline has been sent.',
  );
  await expect.poll(serverCart).toEqual([expect.objectContaining({ quantity: 1 })]);

  // Starting the app again replays nothing more: the change left the outbox once answered.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await serverCart()).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test('a signed-in shopper’s add made offline before the cart ever arrived still counts, and is sent once', async ({
  page,
  context,
}) => {
  const product = await stockedProduct(page, 3);
  const serverCart = await registerShopper(page, product);
  await page.goto('/products');
  await controlledByWorker(page);
  // The server cart never answers: the connection drops before it arrives.
  await context.route('**/api/cart', () => undefined);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();
  await goOffline(context, page);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 change waiting for a connection' }),
  ).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await context.unroute('**/api/cart');
  await context.setOffline(false);
  await expect.poll(serverCart).toEqual([expect.objectContaining({ quantity: 1 })]);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

/** Registers and signs in a new shopper; returns a reader of their server cart's line of `product`. */
async function registerShopper(page: Page, product: ApiProduct) {
  const email = `e2e-offline-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      firstName: 'Olek',
      lastName: 'Nowak',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return async () =>
    (await getJson<{ productId: number; quantity: number }[]>(page.request, '/api/cart')).filter(
      (line) => line.productId === product.id,
    );
}

test('the worker never answers the API or uploads with the app', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);

  const health = await page.goto('/api/health');
  expect(health?.headers()['content-type']).toContain('application/json');
  const upload = await page.goto('/uploads/products/no-such-picture.webp');
  expect(upload?.status()).toBe(404);
  expect(upload?.headers()['content-type'] ?? '').not.toContain('text/html');

  await page.goto('/');
  await context.setOffline(true);
  // Offline, an API navigation fails rather than showing the shop's shell.
  const offline = await page.goto('/api/health').catch((error: Error) => error);
  if (!(offline instanceof Error))
    expect(offline?.headers()['content-type'] ?? '').not.toContain('text/html');
});

test('a bank-transfer order filled in offline waits, and is placed once after the shopper confirms it', async ({
  page,
  context,
}) => {
  const product = await stockedProduct(page, 3);
  const email = `e2e-intent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/products/${product.id}`);
  await controlledByWorker(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Continue as guest' }).click();
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Phone').fill('512 345 678');
  await main.getByLabel('First name').fill('Jan');
  await main.getByLabel('Last name').fill('Kowalski');
  await main.getByLabel('Street and house number').fill('Długa 5');
  await main.getByLabel('Postal code').fill('30-001');
  await main.getByLabel('City').fill('Kraków');
  await main.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }).check();
  const total = await page.getByRole('complementary', { name: 'Order summary' }).innerText();

  await goOffline(context, page);
  // A card payment needs the connection and says so.
  await main.getByRole('radio', { name: /Card payment/ }).check();
  await expect(main.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expect(main).toContainText('Card payment needs an internet connection');
  await main.getByRole('radio', { name: 'Bank transfer' }).check();
  await main.getByRole('button', { name: 'Place order' }).click();

  const waiting = main.getByRole('region', { name: 'Order waiting for a connection' });
  await expect(waiting).toContainText('the order waits for a connection');
  // The panel replaces the form the shopper was at the end of: it is brought into view and focused.
  await expect(waiting).toBeFocused();
  await expect(waiting).toBeInViewport();
  await expect(waiting.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
  // Kept on the device: still waiting after a reload without a connection.
  await page.reload();
  await expect(waiting).toContainText('the order waits for a connection');

  await context.setOffline(false);
  await expect(waiting).toContainText(/You are back online\. The total is still €/);
  expect(total).toContain(
    (await waiting.getByRole('status').innerText()).match(/€\d[\d,]*\.\d{2}/)?.[0] ?? 'missing',
  );
  await waiting.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/checkout\/placed\?order=PP-[0-9A-Z]{10}$/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  const tracked = await page.request.post('/api/orders/track', { data: { orderNumber, email } });
  expect(tracked.ok(), await tracked.text()).toBe(true);
  // Placed once: the kept order is gone and the cart was emptied by that one order.
  await page.goto('/checkout');
  await expect(waiting).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('a price changed on the server while offline shows the change in the cart', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // A product no other journey prices (they take the first ones listed), one per device project,
  // picked by id: the list's order moves when a product is edited.
  const products = await getJson<(ApiProduct & { basePrice: number })[]>(
    page.request,
    '/api/products?limit=100',
  );
  const stocked = products.filter((p) => p.stock >= 5).sort((a, b) => a.id - b.id);
  const product = stocked[stocked.length - (test.info().project.name === 'mobile' ? 1 : 2)];
  if (!product) throw new Error('not enough stocked products');
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const setPrice = async (basePrice: number) => {
    const res = await admin.put(`/api/products/${product.id}`, { data: { basePrice, currency: 'EUR' } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const money = (n: number) =>
    `€${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  try {
    await page.goto(`/products/${product.id}`);
    await controlledByWorker(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('article', { name: englishName(product) })).toBeVisible();

    await goOffline(context, page);
    const raised = Math.round((product.basePrice + 10) * 100) / 100;
    await setPrice(raised);
    await context.setOffline(false);

    const notice = page.getByRole('region', { name: 'Prices or stock have changed since you last saw them' });
    await expect(notice).toContainText(
      `${englishName(product)}: Price changed from ${money(product.basePrice)} to ${money(raised)}`,
    );
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByRole('article', { name: englishName(product) })).toBeVisible();
    await expect(notice).toBeHidden();
  } finally {
    await setPrice(product.basePrice);
    await admin.dispose();
  }
});
