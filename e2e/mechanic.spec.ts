/**
 * The workshop mechanic's phone: Pixel 7, 4x slower CPU, and a slow 3G line that carries the page's
 * and the service worker's requests alike (a throttling proxy in front of the server: the browser's
 * own throttling would slow the page only) and that goes dead while the phone still says it is online.
 *
 * - A first visit says when the shop is ready offline; Enter in the search shows progress at once; an
 *   add made offline says it is kept; a page never opened says it is not saved, and opens by itself
 *   once the line is back.
 * - A dead connection keeps the "no answer" banner up, and a kept order is confirmed only against the
 *   total the server answers once it is back (a price raised meanwhile shows), never a cached one.
 * - A signed-in shopper who reloads on a dead connection, or starts the app offline, sees their name,
 *   cart and wishlist as saved on the device, with their age; a change made then is sent once; after
 *   sign-out the device keeps none of it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openMobileLine, SLOW_3G, type MobileLine } from '../scripts/mobile-line.ts';
import {
  controlledByWorker,
  englishName,
  expect,
  getJson,
  laterCodeCached,
  test as base,
} from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
  basePrice: number;
}

/**
 * The line in front of the server, and the phone: 4x slower CPU over a DevTools session, whose
 * offline switch (navigator.onLine false) the test turns with `phone.setOffline`.
 */
const test = base.extend<{
  line: MobileLine;
  phone: { setOffline(offline: boolean): Promise<void> };
}>({
  line: async ({ baseURL }, use) => {
    const line = await openMobileLine(new URL(baseURL!), SLOW_3G);
    await use(line);
    line.close();
  },
  phone: async ({ page, context }, use) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await use({
      // Said over this session too: the browser context's switch alone does not outlast a
      // navigation once a second DevTools session is attached.
      async setOffline(offline) {
        await context.setOffline(offline);
        await cdp.send('Network.emulateNetworkConditions', {
          offline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      },
    });
  },
});

// Slow 3G, 4x CPU: a first visit alone takes half a minute here, more on a busy machine.
test.setTimeout(300_000);
test.skip(({ isMobile }) => !isMobile, 'the mechanic is on a phone');

const SLOW = { timeout: 60_000 };
const ON_A_DEAD_LINE = { ...SLOW, waitUntil: 'domcontentloaded' } as const;
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const NO_ANSWER = 'No answer from the shop';
/** Long enough for the page to check the connection twice more (every 5 s, 5 s each). */
const TWO_MORE_CHECKS_MS = 21_000;

/** Stocked products by id, from the end: ones the other journeys (which take the first) leave alone. */
async function quietProducts(request: APIRequestContext, count: number, skip: number): Promise<ApiProduct[]> {
  const products = await getJson<ApiProduct[]>(request, '/api/products?limit=100');
  const stocked = products.filter((p) => p.stock >= 10).sort((a, b) => b.id - a.id);
  const picked = stocked.slice(skip, skip + count);
  if (picked.length < count) throw new Error('not enough stocked products');
  return picked;
}

async function firstVisit(page: Page, line: MobileLine, path: string) {
  await page.goto(`${line.url}${path}`, SLOW);
  await controlledByWorker(page);
  await laterCodeCached(page, SLOW);
}

test('a first visit on slow 3G says when it is ready offline; offline, adds are kept and unseen pages say so', async ({
  page,
  line,
  phone,
}) => {
  const [seen, unseen] = await quietProducts(page.request, 2, 6);
  await page.goto(`${line.url}/`, SLOW);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('offline-readiness')).toHaveText('Getting ready for offline use…', SLOW);
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Ready to use offline',
    {
      timeout: 120_000,
    },
  );
  await expect(footer.getByTestId('offline-readiness')).toHaveText('Works offline');

  // Enter in the search: the bar says the next page is on its way, unless the results page (with its
  // loading placeholders) is there already; the old page never just stays.
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('brake');
  await page.getByRole('searchbox', { name: 'Search parts' }).press('Enter');
  const progress = page.getByRole('progressbar', { name: 'Loading the page' });
  const results = page.getByRole('heading', { level: 1, name: /Results for/ });
  await expect(progress.or(results).first()).toBeVisible();
  await expect(page).toHaveURL(/search=brake/, SLOW);
  await expect(results).toBeVisible(SLOW);
  await expect(progress).toBeHidden(SLOW);

  await page.goto(`${line.url}/products/${seen!.id}`, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: englishName(seen!) })).toBeVisible(SLOW);
  await laterCodeCached(page, SLOW);

  await phone.setOffline(true);
  line.setDead(true);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Added to the cart on this device.',
  );
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).not.toContainText(
    'Product added to cart successfully!',
  );
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto(`${line.url}/products/${unseen!.id}`, ON_A_DEAD_LINE);
  const unavailable = page.getByTestId('offline-unavailable');
  await expect(unavailable).toContainText('This page is not saved for offline use', SLOW);
  await expect(unavailable.getByRole('link', { name: englishName(seen!) })).toBeVisible();
  line.setDead(false);
  await phone.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: englishName(unseen!) })).toBeVisible(SLOW);
});

test('a dead connection keeps the banner, and a kept order is confirmed against the server’s new total', async ({
  page,
  line,
  // The 4x slower phone, though it never switches itself offline here.
  phone: _slowPhone,
  playwright,
  baseURL,
}) => {
  // Two past the offline journey's price change (it takes the last two).
  const [product] = await quietProducts(page.request, 1, 2);
  const email = `e2e-liefi-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const setPrice = async (basePrice: number) => {
    const res = await admin.put(`/api/products/${product!.id}`, { data: { basePrice, currency: 'EUR' } });
    expect(res.ok(), await res.text()).toBe(true);
  };

  try {
    await firstVisit(page, line, `/products/${product!.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item', SLOW);

    await page.goto(`${line.url}/checkout`, SLOW);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Continue as guest' }).click(SLOW);
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Phone').fill('512 345 678');
    await main.getByLabel('First name').fill('Jan');
    await main.getByLabel('Last name').fill('Kowalski');
    await main.getByLabel('Street and house number').fill('Długa 5');
    await main.getByLabel('Postal code').fill('30-001');
    await main.getByLabel('City').fill('Kraków');
    await main.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }).check();
    await main.getByRole('radio', { name: 'Bank transfer' }).check();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('€', SLOW);

    // The signal stays, the answers stop: the order is kept on the phone, not left spinning.
    line.setDead(true);
    await main.getByRole('button', { name: 'Place order' }).click();
    const waiting = main.getByRole('region', { name: 'Order waiting for a connection' });
    await expect(waiting).toBeVisible(SLOW);
    // It replaces the form the shopper was at the end of: brought into view and focused.
    await expect(waiting).toBeFocused();
    await expect(waiting).toBeInViewport();
    await expect(banner(page, NO_ANSWER)).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
    const saw = /Total when you filled it in: (€[\d,.]+?)\.(?:\s|$)/.exec(await waiting.innerText())?.[1];

    // The shop raises the price meanwhile; the page's and the worker's copies still have the old one.
    await setPrice(Math.round((product!.basePrice + 25) * 100) / 100);
    // Nothing answers however long it waits: the banner stays, Confirm stays off.
    await page.waitForTimeout(TWO_MORE_CHECKS_MS);
    await expect(banner(page, NO_ANSWER)).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Confirm order' })).toBeDisabled();

    line.setDead(false);
    await expect(banner(page, NO_ANSWER)).toBeHidden(SLOW);
    await expect(waiting).toContainText(/The total has changed from €[\d,.]+ to €[\d,.]+\./, SLOW);
    const [, before, now] = /changed from (€[\d,.]+) to (€[\d,.]+)\./.exec(await waiting.innerText()) ?? [];
    expect(before).toBe(saw);
    await waiting.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/checkout\/placed\?order=PP-[0-9A-Z]{10}$/, SLOW);
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    // The server took the order at the total it had just answered (it refuses any other).
    const tracked = await page.request.post('/api/orders/track', { data: { orderNumber, email } });
    expect(tracked.ok(), await tracked.text()).toBe(true);
    const order = (await tracked.json()) as { totalAmount: number };
    expect(`€${order.totalAmount.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).toBe(now);
  } finally {
    await setPrice(product!.basePrice);
    await admin.dispose();
  }
});

test('a signed-in shopper’s name, cart and wishlist survive a dead connection and an offline start', async ({
  page,
  line,
  phone,
}) => {
  const [first, second, wished] = await quietProducts(page.request, 3, 3);
  const email = `e2e-mechanic-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Cookies are per host, not port: this session is the phone's too.
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
  for (const [product, quantity] of [
    [first!, 2],
    [second!, 1],
  ] as const) {
    const added = await page.request.post('/api/cart', { data: { productId: product.id, quantity } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const wishedAdd = await page.request.post('/api/wishlist', { data: { productId: wished!.id } });
  expect(wishedAdd.ok(), await wishedAdd.text()).toBe(true);
  const serverQuantity = async () =>
    (await getJson<{ productId: number; quantity: number }[]>(page.request, '/api/cart')).find(
      (l) => l.productId === first!.id,
    )?.quantity;

  await firstVisit(page, line, '/cart');
  const main = page.getByRole('main');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items', SLOW);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item', SLOW);
  await expect(main.getByRole('article', { name: englishName(first!) })).toBeVisible(SLOW);

  // A reload on a dead connection: the account as kept on the phone, said to be so.
  line.setDead(true);
  // Pictures never seen before wait for the dead line forever: the page is used before its load event.
  await page.reload(ON_A_DEAD_LINE);
  await expect(banner(page, 'Your name, cart and wishlist are as saved on this device on')).toBeVisible(SLOW);
  await expect(banner(page, NO_ANSWER)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect(main.getByRole('article', { name: englishName(second!) })).toBeVisible();

  // Offline start (the phone says so; the line stays dead for the worker, which the browser's
  // offline switch does not reach): the same, the name included.
  await phone.setOffline(true);
  await page.goto(`${line.url}/cart`, ON_A_DEAD_LINE);
  await expect(banner(page, 'You are offline')).toBeVisible(SLOW);
  await expect(banner(page, 'Your name, cart and wishlist are as saved on this device on')).toBeVisible(SLOW);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('banner')).toContainText('Olek');
  await page.getByRole('button', { name: 'Close menu' }).click();

  // A change made now waits, and is sent once when the connection returns.
  await main.getByRole('button', { name: `Increase quantity of ${englishName(first!)}` }).click();
  await expect(page.getByRole('banner').getByTestId('pending-changes')).toHaveText('1 waiting');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  line.setDead(false);
  await phone.setOffline(false);
  await expect(page.getByRole('banner').getByTestId('pending-changes')).toBeHidden(SLOW);
  await expect.poll(serverQuantity, SLOW).toBe(3);
  await expect(banner(page, 'as saved on this device')).toBeHidden();
  expect(await readAccountKeptOnDevice(page)).toBeGreaterThan(0);

  // Signed out: the phone keeps nothing of the account; offline it is a guest's empty cart.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${line.url}/`, SLOW);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items', SLOW);
  await phone.setOffline(true);
  line.setDead(true);
  await page.goto(`${line.url}/cart`, ON_A_DEAD_LINE);
  await expect(banner(page, 'You are offline')).toBeVisible(SLOW);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(banner(page, 'as saved on this device')).toBeHidden();
  expect(await readAccountKeptOnDevice(page)).toBe(0);
});

/** How many entries of a signed-in account the phone keeps (IndexedDB, the shop's database). */
function readAccountKeptOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('partspoint');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('accountSnapshot').objectStore('accountSnapshot').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}
