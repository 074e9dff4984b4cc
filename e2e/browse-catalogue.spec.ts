/** Journey: a shopper opens the shop, browses the catalogue, searches by part number, and switches language and currency. */
import { expect, openPreferences, test } from './fixtures.ts';

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
  const last = expected[39];
  if (!last) throw new Error('short list');
  await expect(linkTo(last)).toBeVisible();
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
  // A client route is answered by the worker from its precached shell.
  const shell = await page.goto('/some/client/route');
  expect(shell?.fromServiceWorker()).toBe(true);
});
