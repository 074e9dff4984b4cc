/**
 * Catalogue pages arrive rendered: without JavaScript a product page shows its name, price, part
 * number and breadcrumb, a category page and a search list their products; with JavaScript the app
 * takes the page over with no hydration error; a page rendered in Polish/PLN is never what an
 * English/EUR visitor gets, and the reverse.
 */
import type { Page } from '@playwright/test';
import { expect, getJson, test } from './fixtures.ts';

interface ListedProduct {
  id: number;
  name: string;
  namePl: string | null;
  partNumber: string;
  displayPrice: number;
  category: { slug: string } | null;
}

/** The shop renders its pages (the default): a shell here would be a renderer that failed. */
async function expectRendered(request: Parameters<typeof getJson>[0]) {
  const html = await (await request.get('/')).text();
  expect(html, 'the home page arrives rendered').toContain('id="ssr-data"');
}

async function someProduct(request: Parameters<typeof getJson>[0]) {
  const [product] = await getJson<ListedProduct[]>(request, '/api/products?limit=1&search=brake');
  if (!product) throw new Error('the demo catalogue has no brake parts');
  return product;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, part number and breadcrumb', async ({ page, request }) => {
    await expectRendered(request);
    const product = await someProduct(request);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(product.partNumber).first()).toBeVisible();
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
      product.displayPrice,
    );
    await expect(page.getByText(price).first()).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('a category page lists its products and the search page its results', async ({ page, request }) => {
    await expectRendered(request);
    const [category] = await getJson<{ id: number; slug: string; name: string }[]>(
      request,
      '/api/categories/mother',
    );
    if (!category) throw new Error('no categories');
    const [first] = await getJson<ListedProduct[]>(
      request,
      `/api/products?limit=1&categoryId=${category.id}`,
    );
    await page.goto(`/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    if (first) await expect(page.getByRole('link', { name: first.name }).first()).toBeVisible();

    const product = await someProduct(request);
    await page.goto('/products?search=brake');
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  });
});

/** Console errors and uncaught errors while `visit` runs. */
async function errorsWhile(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await visit();
  return problems;
}

test('the app takes rendered pages over without a hydration error', async ({ page, request }) => {
  await expectRendered(request);
  const product = await someProduct(request);
  const [category] = await getJson<{ slug: string }[]>(request, '/api/categories/mother');
  const problems = await errorsWhile(page, async () => {
    for (const path of ['/', '/products?search=brake', `/${category?.slug}`, `/products/${product.id}`]) {
      const answer = await page.goto(path);
      expect(await answer?.text()).toContain('<h1');
      await page.waitForLoadState('networkidle');
      // Taken over: a client-side navigation works from here.
      await page
        .getByRole('link', { name: /home page/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
    }
  });
  expect(problems).toEqual([]);
});

test('a page rendered in Polish and PLN is never served to an English, EUR visitor', async ({
  browser,
  request,
  baseURL,
}) => {
  await expectRendered(request);
  const product = await someProduct(request);
  const path = `/products/${product.id}`;
  const html = async (cookie: string) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'partspoint-prefs', value: cookie, url: baseURL ?? '' }]);
    const page = await context.newPage();
    const answer = await page.goto(path);
    const text = (await answer?.text()) ?? '';
    await context.close();
    return text;
  };
  for (let round = 0; round < 2; round++) {
    const polish = await html('pl.PLN.PL');
    expect(polish).toContain('<html lang="pl"');
    expect(polish).toContain('zł');
    expect(polish).not.toContain('€');
    const english = await html('en.EUR.DE');
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('€');
    expect(english).not.toContain('zł');
  }
});

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test('a product page carries its head and structured data; an inactive product answers 404 noindex', async ({
  request,
}) => {
  await expectRendered(request);
  const product = await someProduct(request);
  const answer = await request.get(`/products/${product.id}`, {
    headers: { Cookie: 'partspoint-prefs=pl.PLN.PL' },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const blocks = jsonLd(html);
  const item = blocks.find((block) => block['@type'] === 'Product') as {
    name: string;
    sku: string;
    offers: { price: number; priceCurrency: string; availability: string };
  };
  const details = await getJson<{ product: { displayPrice: number; stock: number } }>(
    request,
    `/api/products/${product.id}/full-details?currency=PLN`,
  );
  expect(item.sku).toBe(product.partNumber);
  expect(item.offers).toMatchObject({
    price: details.product.displayPrice,
    priceCurrency: 'PLN',
    availability: `https://schema.org/${details.product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
  });
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/\d+" \/>/);
  expect(html).toContain('hreflang="pl"');
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).not.toContain('name="robots"');

  // Made inactive by the back office: gone from the shop, and search engines are told to drop it.
  const login = await request.post('/api/admin/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.ok()).toBe(true);
  const hidden = await getJson<ListedProduct[]>(request, '/api/products?limit=1&offset=5');
  const target = hidden[0];
  if (!target) throw new Error('no product to hide');
  expect((await request.put(`/api/products/${target.id}`, { data: { isActive: false } })).ok()).toBe(true);
  try {
    const gone = await request.get(`/products/${target.id}`);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain('<meta name="robots" content="noindex" />');
    const unknown = await request.get('/products/2147483000');
    expect(unknown.status()).toBe(404);
  } finally {
    await request.put(`/api/products/${target.id}`, { data: { isActive: true } });
  }
});

test('a repeat visit to a rendered page is a 304', async ({ request }) => {
  await expectRendered(request);
  // Other tests change the catalogue meanwhile (a new ETag): the check holds for an unchanged one.
  await expect
    .poll(async () => {
      const first = await request.get('/products?search=brake');
      const etag = first.headers()['etag'];
      expect(etag).toBeTruthy();
      expect(first.headers()['vary']).toContain('cookie');
      const again = await request.get('/products?search=brake', { headers: { 'If-None-Match': etag ?? '' } });
      return again.status();
    })
    .toBe(304);
});
