/**
 * Journey: a shopper walks the category tree (/{mother}/{sub}/{subSub} and /category/{slug}): breadcrumb,
 * title, links down the tree, the category's products with filters, grid/list view and Load More; and
 * the not-found cases. Categories and products are read from the live API, never hard-coded.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  cardIds,
  countProducts,
  englishName,
  expect,
  expectNoSeriousA11yViolations,
  getJson,
  test,
} from './fixtures.ts';

interface Category {
  id: number;
  slug: string;
  name: string;
  nameEn: string | null;
  parentId: number | null;
  level: number;
}
interface ListedProduct {
  id: number;
  name: string;
  nameEn: string | null;
  brandId: number | null;
}

/** A category and its ancestors, top level first. */
function pathOf(categories: Category[], category: Category): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = [category];
  for (let parent = byId.get(category.parentId ?? -1); parent; parent = byId.get(parent.parentId ?? -1)) {
    path.unshift(parent);
  }
  return path;
}
const hrefOf = (path: Category[]) => `/${path.map((c) => c.slug).join('/')}`;

/** The first category of `level` with at least `min` products (with its descendants). */
async function categoryWith(request: APIRequestContext, level: number, min: number) {
  const categories = await getJson<Category[]>(request, '/api/categories');
  for (const category of categories.filter((c) => c.level === level)) {
    if ((await countProducts(request, `categoryId=${category.id}`)) >= min) {
      return { category, path: pathOf(categories, category) };
    }
  }
  throw new Error(`no level-${level} category with ${min} products`);
}

async function expectProducts(page: Page, request: APIRequestContext, query: string) {
  const expected = await getJson<ListedProduct[]>(request, `/api/products?${query}`);
  await expect.poll(() => cardIds(page)).toEqual(expected.map((p) => p.id));
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.map(englishName));
  return expected;
}

test('a level-3 category URL shows its breadcrumb, title and products', async ({ page, request }) => {
  const { category, path } = await categoryWith(request, 3, 1);
  const [mother, sub] = path;
  if (!mother || !sub) throw new Error('level-3 category without ancestors');
  await page.goto(hrefOf(path));

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Home/',
    'Products/',
    `${englishName(mother)}/`,
    `${englishName(sub)}/`,
    englishName(category),
  ]);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(crumbs.getByRole('link', { name: englishName(mother) })).toHaveAttribute(
    'href',
    `/${mother.slug}`,
  );
  await expect(crumbs.getByRole('link', { name: englishName(sub) })).toHaveAttribute(
    'href',
    `/${mother.slug}/${sub.slug}`,
  );
  const current = crumbs.locator('[aria-current="page"]');
  await expect(current).toHaveText(englishName(category));
  await expect(current.getByRole('link')).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName(category));
  await expect(
    page.getByRole('heading', { level: 2, name: `Products in ${englishName(category)}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${englishName(category)} | PartsPoint`);
  await expectProducts(page, request, `categoryId=${category.id}&limit=20`);

  // The breadcrumb leads back up the tree.
  await crumbs.getByRole('link', { name: englishName(sub) }).click();
  await expect(page).toHaveURL(new RegExp(`/${mother.slug}/${sub.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName(sub));
});

test('a top-level page links to its subcategories and Load More appends the next page', async ({
  page,
  request,
}) => {
  const { category, path } = await categoryWith(request, 1, 41);
  const data = await getJson<{ subcategories: Category[]; subsubcategories: Category[] }>(
    request,
    `/api/categories/resolve-path/${category.slug}`,
  );
  await page.goto(hrefOf(path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName(category));
  for (const sub of data.subcategories) {
    await expect(page.getByRole('link', { name: englishName(sub), exact: true })).toHaveAttribute(
      'href',
      `/${category.slug}/${sub.slug}`,
    );
  }
  const subsub = data.subsubcategories[0];
  const parent = data.subcategories.find((sub) => sub.id === subsub?.parentId);
  if (!subsub || !parent) throw new Error('no sub-subcategories under a top-level category');
  await expect(page.getByRole('link', { name: englishName(subsub), exact: true })).toHaveAttribute(
    'href',
    `/${category.slug}/${parent.slug}/${subsub.slug}`,
  );

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load More Products' }).click();
  await expect(cards).toHaveCount(40);
  await page.getByRole('button', { name: 'Load More Products' }).click();
  await expect(cards).toHaveCount(60);
  await expectProducts(page, request, `categoryId=${category.id}&limit=60`);
  // Paging does not touch the URL.
  await expect(page).toHaveURL(new RegExp(`/${category.slug}$`));
});

test('the category filters (brand, search) and the grid/list toggle live in the URL', async ({
  page,
  request,
}) => {
  const { category, path } = await categoryWith(request, 2, 5);
  const products = await getJson<ListedProduct[]>(
    request,
    `/api/products?categoryId=${category.id}&limit=100`,
  );
  const brandId = products.find((p) => p.brandId !== null)?.brandId;
  if (!brandId) throw new Error('no branded product');
  await page.goto(hrefOf(path));
  await expect(page.getByRole('article').first()).toBeVisible();

  const list = page.getByRole('radio', { name: 'List view' });
  await list.click();
  await expect(list).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/[?&]view=list/);
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'List view' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();

  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByLabel('Brand', { exact: true }).selectOption(String(brandId));
  await expect(page).toHaveURL(new RegExp(`[?&]brandId=${brandId}(&|$)`));
  await expect(page).toHaveURL(/[?&]view=list/);
  await expectProducts(page, request, `categoryId=${category.id}&brandId=${brandId}&limit=20`);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).not.toHaveURL(/brandId=/);
  await expectProducts(page, request, `categoryId=${category.id}&limit=20`);

  // A word of one of the category's product names, applied after the typing pause.
  const word = products.flatMap((p) => englishName(p).split(/[\s,]+/)).find((w) => /^[a-z]{4,}$/i.test(w));
  if (!word) throw new Error('no searchable word');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
  const found = await expectProducts(
    page,
    request,
    `categoryId=${category.id}&search=${encodeURIComponent(word)}&limit=20`,
  );
  expect(found.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('');

  await page.getByRole('radio', { name: 'Grid view' }).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.locator('ul[data-layout="grid"]')).toBeVisible();
});

test('/category/{slug} shows the same category page, and an unknown slug says Category not found', async ({
  page,
  request,
}) => {
  const { category, path } = await categoryWith(request, 2, 1);
  await page.goto(`/category/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName(category));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const mother = path[0];
  if (!mother) throw new Error('no parent');
  await expect(crumbs.getByRole('link', { name: englishName(mother) })).toHaveAttribute(
    'href',
    `/${mother.slug}`,
  );

  await page.goto('/category/no-such-category-here');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await page.getByRole('link', { name: 'View all products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('category paths the shop does not know say Category not found; static pages win over categories', async ({
  page,
}) => {
  for (const url of ['/no-such-cat', '/brake-system/no-such-sub', '/a/b/c']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText('Category not found');
    await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all products' })).toBeVisible();
  }
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  for (const url of ['/products', '/sign-in', '/admin/login']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), url).toHaveCount(0);
  }
});

test('an encoded ../ in a category path is no category and never reaches another API address', async ({
  page,
}) => {
  // The API requests the pages make (the documents themselves carry the typed path).
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() !== 'document') requests.push(pathname);
  });
  const cases = [
    { url: '/x%2F..%2F..%2F..%2Flogout', heading: 'Page Not Found' },
    { url: '/brake-system/x%2F..%2F..%2F..%2F..%2Flogout', heading: 'Page Not Found' },
    { url: '/brake-system/a/..%2F..%2F..%2F..%2Flogout', heading: 'Page Not Found' },
    { url: '/category/..%2F..%2F..%2Flogout', heading: 'Category not found' },
  ];
  for (const { url, heading } of cases) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
  }
  // The header's own category list loads; no category page data, and nothing outside the catalogue.
  expect(requests.some((path) => path.startsWith('/api/'))).toBe(true);
  expect(requests.filter((path) => path.includes('logout'))).toEqual([]);
  expect(requests.filter((path) => /resolve-path|\/page-data/.test(path))).toEqual([]);
});

test('a category page has no serious accessibility violations', async ({ page, request }) => {
  const { path } = await categoryWith(request, 1, 1);
  await page.goto(hrefOf(path));
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
