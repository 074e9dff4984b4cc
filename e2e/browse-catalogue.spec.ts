/**
 * Journey: a shopper opens the shop, browses and filters the products list (category, brand, price,
 * search, sort, Show More, the chosen vehicle), searches by part number, and switches language and
 * currency. Every expectation is read from the live API, never from hard-coded names.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  cardIds,
  countProducts,
  expect,
  expectNoSeriousA11yViolations,
  getJson,
  openPreferences,
  test,
} from './fixtures.ts';

interface Category {
  id: number;
  level: number;
}
interface ListedProduct {
  id: number;
  name: string;
  nameEn: string | null;
  brandId: number | null;
  displayPrice: number;
}
interface Vehicle {
  id: number;
  make: string;
  model: string;
}

const apiProducts = (request: APIRequestContext, query: string) =>
  getJson<ListedProduct[]>(request, `/api/products?${query}`);
const englishName = (product: ListedProduct) => product.nameEn || product.name;

/** Waits until the grid shows exactly the API's first page for `query` (ids and names, in order). */
async function expectGrid(page: Page, request: APIRequestContext, query: string) {
  const expected = await apiProducts(request, `limit=20&${query}`);
  await expect.poll(() => cardIds(page)).toEqual(expected.map((p) => p.id));
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.map(englishName));
  return expected;
}

/** The filter panel is a sidebar on desktop and a collapsed section on phones. */
async function openFilters(page: Page) {
  await page.getByRole('heading', { name: /^Filters/ }).waitFor();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

/** A vehicle from the finder's lists that some products fit. */
async function vehicleWithParts(request: APIRequestContext): Promise<Vehicle> {
  const makes = await getJson<{ id: number }[]>(request, '/api/vehicles/makes');
  for (const make of makes) {
    const models = await getJson<{ id: number }[]>(request, `/api/vehicles/makes/${make.id}/models`);
    for (const model of models.slice(0, 3)) {
      const engines = await getJson<Vehicle[]>(request, `/api/vehicles/models/${model.id}/engines`);
      for (const engine of engines.slice(0, 2)) {
        if ((await countProducts(request, `vehicleId=${engine.id}`)) > 0) return engine;
      }
    }
  }
  throw new Error('no vehicle with fitting parts');
}

/** Writes the chosen vehicle where the app keeps it (IndexedDB 'partspoint', table settings). */
async function storeChosenVehicle(page: Page, vehicle: Vehicle) {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('partspoint');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({ key: 'vehicle', value });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    vehicle,
  );
}

test('the home page shows the hero and the category bar from the server', async ({ page, request }) => {
  const mothers = (await (await request.get('/api/categories/mother')).json()) as {
    nameEn: string;
    slug: string;
  }[];
  expect(mothers.length).toBeGreaterThanOrEqual(8);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Right Part, Right Now' })).toBeVisible();
  await openPreferences(page);
  const first = mothers[0];
  if (!first) throw new Error('no categories');
  await expect(page.getByRole('link', { name: first.nameEn }).first()).toHaveAttribute(
    'href',
    `/${first.slug}`,
  );
});

test('while the categories load, every landing tile link already has a name', async ({ page }) => {
  // The category list is held back, so the tiles render in their loading state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/categories/mother', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const tiles = page.getByTestId('category-tiles').getByRole('link');
  await expect(tiles).toHaveCount(8);
  for (const tile of await tiles.all()) await expect(tile).toHaveAccessibleName(/\S/);
  release();
});

test('the products page lists the catalogue from the API, 20 at a time', async ({ page, api }) => {
  const expected = await api.products('limit=40');
  expect(expected).toHaveLength(40);
  await page.goto('/products');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  // Names repeat across brands, so each product is told apart by its link target.
  const linkTo = (product: { id: number; name: string }) =>
    page
      .getByRole('link', { name: product.name, exact: true })
      .and(page.locator(`[href="/products/${product.id}"]`));
  for (const product of expected.slice(0, 3)) await expect(linkTo(product)).toBeVisible();
  await page.getByRole('button', { name: 'Show More Results' }).click();
  await expect(cards).toHaveCount(40);
  await expect(page).toHaveURL(/[?&]limit=40/);
  await expect.poll(() => cardIds(page)).toEqual(expected.map((p) => p.id));
});

test('category, brand and price filters change the URL and the grid; Clear All resets', async ({
  page,
  request,
}) => {
  const categories = await getJson<Category[]>(request, '/api/categories');
  // A top-level category with more than a page of products, so each filter visibly narrows it.
  let category: Category | undefined;
  for (const candidate of categories.filter((c) => c.level === 1)) {
    if ((await countProducts(request, `categoryId=${candidate.id}`)) > 20) {
      category = candidate;
      break;
    }
  }
  if (!category) throw new Error('no category with more than 20 products');

  await page.goto('/products');
  await expect(page.getByRole('article')).toHaveCount(20);
  await openFilters(page);
  await page.getByLabel('Category', { exact: true }).selectOption(String(category.id));
  await expect(page).toHaveURL(new RegExp(`[?&]categoryId=${category.id}(&|$)`));
  await expectGrid(page, request, `categoryId=${category.id}`);

  const inCategory = await apiProducts(request, `categoryId=${category.id}&limit=100`);
  const brandId = inCategory.find((p) => p.brandId !== null)?.brandId;
  if (!brandId) throw new Error('no branded product');
  await page.getByLabel('Brand', { exact: true }).selectOption(String(brandId));
  await expect(page).toHaveURL(new RegExp(`[?&]brandId=${brandId}(&|$)`));
  await expectGrid(page, request, `categoryId=${category.id}&brandId=${brandId}`);

  // A price band around the category's median price, in the shopper's currency (EUR by default).
  const prices = inCategory.map((p) => p.displayPrice).sort((a, b) => a - b);
  const low = Math.floor(prices[Math.floor(prices.length / 4)] ?? 0);
  const high = Math.ceil(prices[Math.floor((prices.length * 3) / 4)] ?? 0);
  await page.getByLabel('Brand', { exact: true }).selectOption('');
  await page.getByLabel('Min price (EUR)').fill(String(low));
  await page.getByLabel('Max price (EUR)').fill(String(high));
  await expect(page).toHaveURL(new RegExp(`[?&]priceMin=${low}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${high}(&|$)`));
  await expect(page).not.toHaveURL(/brandId=/);
  const banded = await expectGrid(
    page,
    request,
    `categoryId=${category.id}&priceMin=${low}&priceMax=${high}&currency=EUR`,
  );
  expect(banded.length).toBeGreaterThan(0);
  for (const product of banded) {
    expect(product.displayPrice).toBeGreaterThanOrEqual(low);
    expect(product.displayPrice).toBeLessThanOrEqual(high);
  }

  await page.getByRole('button', { name: 'Clear All' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Min price (EUR)')).toHaveValue('');
  await expectGrid(page, request, '');
});

test('typing in the filter search reaches the URL after a pause, with a Searching... hint', async ({
  page,
  request,
}) => {
  const [sample] = await apiProducts(request, 'limit=1&offset=40');
  if (!sample) throw new Error('catalogue too small');
  // A word from a real product name, so the search has results without naming a product here.
  const word = englishName(sample)
    .split(/\s+/)
    .find((w) => /^[a-z]{4,}$/i.test(w));
  if (!word) throw new Error(`no searchable word in ${englishName(sample)}`);

  // The page's clock is held, so the 300 ms pause is stepped through rather than raced.
  await page.clock.install();
  await page.goto('/products?limit=40');
  await expect(page.getByRole('article')).toHaveCount(40);
  await openFilters(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  await box.pressSequentially(word);
  await expect(page.getByText('Searching...')).toBeVisible();
  await page.clock.runFor(250);
  expect(page.url()).not.toContain('search=');
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
  await expect(page.getByText('Searching...')).toBeHidden();
  // The new search starts from one page again.
  await expect(page).not.toHaveURL(/limit=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  const found = await expectGrid(page, request, `search=${encodeURIComponent(word)}`);
  expect(found.length).toBeGreaterThan(0);
});

test('the sort control orders by price and name through the URL', async ({ page, request }) => {
  await page.goto('/products');
  await expect(page.getByRole('article')).toHaveCount(20);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('name-asc');
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sortBy=price&sortOrder=desc|sortOrder=desc&sortBy=price/);
  const byPrice = await expectGrid(page, request, 'sortBy=price&sortOrder=desc');
  expect(byPrice[0]?.displayPrice).toBeGreaterThanOrEqual(byPrice[19]?.displayPrice ?? Infinity);
  await sort.selectOption({ label: 'Name: Z to A' });
  await expect(page).toHaveURL(/sortBy=name/);
  await expectGrid(page, request, 'sortBy=name&sortOrder=desc');
});

test('no match shows the empty state, whose Clear All brings the list back', async ({ page }) => {
  await page.goto('/products?search=zzqqxxnothing');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear All' }).last().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('article')).toHaveCount(20);
});

test.describe('without a service worker', () => {
  // A request the service worker answers never reaches page.route: the failing answer must be the
  // network's.
  test.use({ serviceWorkers: 'block' });

  test('a failing list says so and can be retried', async ({ page }) => {
    // The server renders /products with its list; the list is asked for by the app when the shopper
    // goes there from another page.
    await page.goto('/');
    await page.route('**/api/products?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('link', { name: 'Shop now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load products' });
    await expect(alert).toContainText('Error: Failed to load products. Please try again later.');
    await page.unroute('**/api/products?*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article')).toHaveCount(20);
  });
});

test('a chosen vehicle narrows the list and shows its chip; clearing it lists everything again', async ({
  page,
  request,
}) => {
  const vehicle = await vehicleWithParts(request);
  await page.goto('/products');
  await expect(page.getByRole('article')).toHaveCount(20);
  await storeChosenVehicle(page, vehicle);
  await page.reload();
  await expect(page.getByText(`Parts for ${vehicle.make} ${vehicle.model}`)).toBeVisible();
  const fitting = await expectGrid(page, request, `vehicleId=${vehicle.id}`);
  expect(fitting.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Clear vehicle/ }).click();
  await expect(page.getByText(`Parts for ${vehicle.make}`)).toBeHidden();
  await expectGrid(page, request, '');
});

test('the products list has no serious accessibility violations', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('article')).toHaveCount(20);
  await openFilters(page);
  await expectNoSeriousA11yViolations(page);
});

test('searching a part number with other spacing finds that part first', async ({ page, api }) => {
  const [product] = await api.products('limit=1&offset=123');
  if (!product) throw new Error('catalogue too small');
  const typed = product.partNumber.replace(/[\s./-]/g, '');
  await page.goto('/');
  await openPreferences(page);
  const box = page
    .getByRole('searchbox', { name: 'Search parts' })
    .or(page.getByLabel('Search parts'))
    .first();
  await box.fill(`  ${typed}  `);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${typed}`));
  await expect(page.getByRole('article').first()).toContainText(product.partNumber);
});

test('Polish and PLN show Polish names and prices in złoty', async ({ page, api }) => {
  const [product] = await api.products('limit=1&currency=PLN');
  if (!product?.namePl) throw new Error('no Polish name in the demo catalogue');
  await page.goto('/products');
  await openPreferences(page);
  await page.getByLabel(/Country and language/).selectOption('PL');
  await openPreferences(page);
  await page.getByLabel(/Waluta|Currency/).selectOption('PLN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: product.namePl, exact: true })).toBeVisible();
  await expect(card).toContainText(/zł/);
});

test('an unknown path shows Page Not Found with a way back', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the app is installable: manifest with icons and a service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    display: string;
    icons: { sizes: string; purpose?: string; src: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons)
    expect((await request.get(icon.src.startsWith('/') ? icon.src : `/${icon.src}`)).ok()).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test('with the service worker in control, API and upload addresses still reach the server', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  for (const url of ['/api/no-such-endpoint', '/uploads/products/no-such-file.svg']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/application\/json/);
  }
  // A page of the app goes through the worker (network first, then the page as last seen or the shell).
  const shell = await page.goto('/some/client/route');
  expect(shell?.fromServiceWorker()).toBe(true);
});
