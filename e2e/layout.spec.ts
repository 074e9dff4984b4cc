/**
 * The frame of every page: header search, the cart and wishlist counts fed by product cards (kept in
 * the browser's database across reloads), the footer's categories, first-visit language and currency
 * from the shop's own server, scrolling to the top on navigation, and accessibility of header and footer.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { englishName, expect, getJson, openPreferences, readLocalStore, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  partNumber: string;
  stock: number;
}

interface ApiCategory {
  slug: string;
  name: string;
  nameEn: string | null;
}

/** The card of one product (names repeat across brands; the link target does not). */
function card(page: Page, productId: number): Locator {
  return page.getByRole('article').filter({ has: page.locator(`a[href="/products/${productId}"]`) });
}

/** The header's cart and wishlist links are named with their counts ('Cart, 2 items'). */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });

/** The first in-stock product of the list as the page shows it. */
async function listedProducts(request: APIRequestContext) {
  const products = await getJson<ApiProduct[]>(request, '/api/products?limit=20');
  const inStock = products.find((p) => p.stock > 0);
  if (!inStock) throw new Error('no product in stock on the first page');
  return { inStock };
}

/** An out-of-stock product from the whole catalogue, and the list search that shows its card. */
async function outOfStockProduct(request: APIRequestContext) {
  const products = await getJson<ApiProduct[]>(request, '/api/products?limit=1000');
  const product = products.find((p) => p.stock <= 0);
  if (!product) throw new Error('no out-of-stock product in the catalogue');
  const search = `/products?search=${encodeURIComponent(product.partNumber)}`;
  const found = await getJson<ApiProduct[]>(request, `/api${search}`);
  expect(found.map((p) => p.id)).toContain(product.id);
  return { product, search };
}

test('the header search finds a part typed without its spaces', async ({ page, api }) => {
  const [expected] = await api.products('search=0986494052');
  expect(expected?.partNumber).toBe('0 986 494 052');
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search parts' });
  // Blank text does nothing.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('  0986494052 ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=0986494052$/);
  await expect(page.getByRole('article').first()).toContainText('0 986 494 052');
});

test('adding from a card shows Added, then counts up in the header and survives a reload', async ({
  page,
  request,
}) => {
  const { inStock } = await listedProducts(request);
  await page.goto('/products');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Named 'Add to cart: …', 'Adding to cart', then 'Added to cart: …'.
  const button = card(page, inStock.id).getByRole('button', { name: /to cart/ });
  await button.click();
  await expect(button).toHaveText('Added');
  await expect(button).toHaveAccessibleName(/^Added to cart: /);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Product added to cart successfully!').first()).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // Back to idle after the Added state; a second add raises the same line's quantity.
  await expect(button).toHaveText('Add to cart');
  await expect(button).not.toHaveAttribute('aria-disabled');
  await button.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  const lines = await readLocalStore(page, 'guestCart');
  expect(lines).toEqual([expect.objectContaining({ productId: inStock.id, quantity: 2 })]);
});

test('an out-of-stock product cannot be added', async ({ page, request }) => {
  const { product, search } = await outOfStockProduct(request);
  await page.goto(search);
  // The accessible name starts with the visible label (WCAG 2.5.3 label in name).
  const button = card(page, product.id).getByRole('button', {
    name: `Add to cart: ${englishName(product)} (out of stock)`,
    exact: true,
  });
  await expect(button).toHaveText('Add to cart');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Out of stock');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('the heart saves and removes a product; the wishlist count follows and survives a reload', async ({
  page,
  request,
}) => {
  const { inStock: product } = await listedProducts(request);
  await page.goto('/products');
  const heart = card(page, product.id).getByRole('button', { name: /on the wishlist$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Product added to your wishlist!').first()).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  await page.reload();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Product removed from your wishlist!').first()).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
});

test('the footer lists the first three categories, carriers, payment methods and the notice', async ({
  page,
  request,
}) => {
  const mothers = await getJson<ApiCategory[]>(request, '/api/categories/mother');
  expect(mothers.length).toBeGreaterThan(3);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const shop = footer
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Shop', exact: true }) });
  const links = shop.getByRole('link');
  await expect(links).toHaveCount(3);
  for (const [index, category] of mothers.slice(0, 3).entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(englishName(category));
    await expect(links.nth(index)).toHaveAttribute('href', `/category/${category.slug}`);
  }
  await expect(footer.getByRole('img', { name: 'InPost' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'BLIK' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', '/about/contact');
  const year = new Date().getFullYear();
  await expect(footer).toContainText(year > 2025 ? `© 2025–${year} PartsPoint` : '© 2025 PartsPoint');
});

test('a new page opens at the top', async ({ page, request }) => {
  const [first] = await getJson<ApiCategory[]>(request, '/api/categories/mother');
  if (!first) throw new Error('no categories');
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: englishName(first) });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('header and footer pass an axe scan, with the menu open on phones', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  const scan = async () => {
    const results = await new AxeBuilder({ page })
      .include('header')
      .include('footer')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  expect(await scan()).toEqual([]);
  await openPreferences(page);
  expect(await scan()).toEqual([]);
});

test.describe('a first visit from Poland', () => {
  test.use({ locale: 'pl-PL' });

  test('lands in Polish with prices in złoty, and a choice is kept', async ({ page, request }) => {
    // What the server answers a Polish browser (the page's requests carry the context's locale).
    const polish = await request.get('/api/geo', { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
    expect(await polish.json()).toMatchObject({ language: 'pl', currency: 'PLN' });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Szukaj części' })).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toContainText(/\d,\d{2}\s?zł/);
    await openPreferences(page);
    await expect(page.getByLabel('Waluta')).toHaveValue('PLN');
    await expect(page.getByLabel('Kraj i język')).toHaveValue('PL');

    // The shopper's own choice wins over the first-visit answer on the next visit.
    await page.getByLabel('Waluta').selectOption('GBP');
    await page.reload();
    await openPreferences(page);
    await expect(page.getByLabel('Waluta')).toHaveValue('GBP');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });
});
