/**
 * Journey: a shopper opens a part's page (from either address form), checks its numbers and price,
 * flicks through the pictures, sets a quantity and moves on to a related part that then lists the
 * first one as recently viewed. Everything is compared with what the API answers.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, readLocalStore, test } from './fixtures.ts';

interface Product {
  id: number;
  name: string;
  nameEn: string | null;
  partNumber: string;
  manufacturerNumber: string | null;
  eanNumber: string | null;
  brand: { name: string } | null;
  displayPrice: number;
  displayCurrency: string;
  images: string[];
  stock: number;
}

interface FullDetails {
  product: Product;
  relatedProducts: Product[];
}

async function listProducts(request: APIRequestContext, query: string): Promise<Product[]> {
  const res = await request.get(`/api/products?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Product[];
}

async function fullDetails(request: APIRequestContext, id: number): Promise<FullDetails> {
  const res = await request.get(`/api/products/${id}/full-details`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as FullDetails;
}

/** An in-stock product from the API that has every number the technical details card shows. */
async function completeProduct(request: APIRequestContext): Promise<Product> {
  const products = await listProducts(request, 'limit=40&offset=10');
  const product = products.find((p) => p.manufacturerNumber && p.eanNumber && p.brand && p.stock > 0);
  if (!product) throw new Error('no product with manufacturer number, EAN and brand');
  return product;
}

const englishName = (product: Product) => product.nameEn || product.name;

/** The header's cart link, named with its count ('Cart, 2 items'). */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

/** The guest cart's lines as the browser's database holds them. */
/** The page's price text as the shop writes euros in English: symbol first, 2 decimals. */
const euros = (amount: number) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

async function openProduct(page: Page, product: Product, form: 'products' | 'product' = 'products') {
  await page.goto(`/${form}/${product.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: englishName(product), exact: true }),
  ).toBeVisible();
}

test('the page shows the name, part number, price and technical details the API gives', async ({
  page,
  request,
}) => {
  const product = await completeProduct(request);
  expect(product.displayCurrency).toBe('EUR');
  await openProduct(page, product);
  const name = englishName(product);

  await expect(page.getByText(`Part no. ${product.partNumber}`, { exact: true })).toBeVisible();
  await expect(page.getByText(euros(product.displayPrice), { exact: true }).first()).toBeVisible();
  await expect(page.getByText('incl. VAT').first()).toBeVisible();

  const card = page.getByRole('region', { name: 'Technical details' });
  const value = (label: string) =>
    card
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(value('Product number')).toHaveText(product.partNumber);
  await expect(value('Manufacturer number')).toHaveText(product.manufacturerNumber ?? '');
  await expect(value('Manufacturer')).toHaveText(product.brand?.name ?? '');
  await expect(value('EAN')).toHaveText(product.eanNumber ?? '');
  await expect(value('Condition')).toHaveText('New');

  await expect(page).toHaveTitle(`${name} – ${product.partNumber} | PartsPoint`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
});

test('/product/{id} shows the same page as /products/{id}', async ({ page, request }) => {
  const product = await completeProduct(request);
  await openProduct(page, product, 'product');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByText(`Part no. ${product.partNumber}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Technical details' })).toContainText(product.partNumber);
});

test('the gallery wraps around in both directions', async ({ page, request }) => {
  const products = await listProducts(request, 'limit=60');
  const product = products.find((p) => p.images.length >= 2);
  if (!product) throw new Error('no product with two or more images');
  const { images } = product;
  const first = images[0] ?? '';
  const last = images[images.length - 1] ?? '';
  await openProduct(page, product);

  const gallery = page.getByRole('region', { name: 'Product images' });
  const main = gallery.getByRole('img', { name: `${englishName(product)}, image`, exact: false });
  await expect(main).toHaveAttribute('src', first);
  await expect(gallery.getByText(`Image 1 of ${images.length}`)).toBeVisible();

  // Previous from the first image goes to the last.
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(main).toHaveAttribute('src', last);
  await expect(gallery.getByRole('button', { name: `Show image ${images.length}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Next from the last image goes to the first.
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(main).toHaveAttribute('src', first);
  await expect(gallery.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');

  // The arrow keys step too, and a thumbnail picks its image.
  await gallery.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main).toHaveAttribute('src', last);
  await gallery.getByRole('button', { name: 'Show image 2' }).click();
  await expect(main).toHaveAttribute('src', images[1] ?? '');
});

test('a non-numeric quantity becomes 1', async ({ page, request }) => {
  const product = await completeProduct(request);
  await openProduct(page, product);
  const quantity = page.getByRole('textbox', { name: 'Number of items' });
  await page.getByRole('button', { name: 'Increase number of items' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease number of items' })).toBeDisabled();
});

test('Enter in the quantity field adds once however often it is pressed; the button keeps the focus', async ({
  page,
  request,
}) => {
  const product = await completeProduct(request);
  await openProduct(page, product);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  const quantity = page.getByRole('textbox', { name: 'Number of items' });
  const button = page.getByRole('button', { name: /^(Add to cart|Adding…|Added)$/ });
  await page.getByRole('button', { name: 'Increase number of items' }).click();
  await expect(quantity).toHaveValue('2');

  // The second Enter comes while the first add is running or the button says Added.
  await quantity.press('Enter');
  await quantity.press('Enter');
  await expect(button).toHaveText('Added');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeEnabled();
  // Back to idle: every add started by now has finished.
  await expect(button).toHaveText('Add to cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  expect(await readLocalStore(page, 'guestCart')).toEqual([
    expect.objectContaining({ productId: product.id, quantity: 2 }),
  ]);

  // Adding from the button: focus stays on it through Added, and pressing it again then adds nothing.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('Added');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('Add to cart');
  await expect(button).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  expect(await readLocalStore(page, 'guestCart')).toEqual([
    expect.objectContaining({ productId: product.id, quantity: 4 }),
  ]);
});

test('an out-of-stock part cannot be added from its page, by button or Enter', async ({ page, request }) => {
  const products = await listProducts(request, 'limit=1000');
  const product = products.find((p) => p.stock <= 0);
  if (!product) throw new Error('no out-of-stock product in the catalogue');
  const { relatedProducts } = await fullDetails(request, product.id);
  const other = relatedProducts.slice(0, 4).find((p) => p.stock > 0);
  if (!other) throw new Error('none of the related products shown is in stock');
  await openProduct(page, product);

  const button = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    'This part is out of stock and cannot be added to the cart.',
  );
  await expect(page.getByText('This part is out of stock and cannot be added to the cart.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Number of items' }).press('Enter');

  // An in-stock related product added afterwards is then the only line of the cart.
  await page
    .getByRole('region', { name: 'Related products' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/products/${other.id}"]`) })
    .first()
    .getByRole('button', { name: /^Add to cart: / })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await readLocalStore(page, 'guestCart')).toEqual([
    expect.objectContaining({ productId: other.id, quantity: 1 }),
  ]);
});

test('a product viewed shows as recently viewed on the next product page', async ({ page, request }) => {
  const product = await completeProduct(request);
  const { relatedProducts } = await fullDetails(request, product.id);
  const next = relatedProducts[0];
  if (!next) throw new Error('the product has no related products');
  await openProduct(page, product);
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  const related = page.getByRole('region', { name: 'Related products' });
  await related.locator(`a[href="/products/${next.id}"]`).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: englishName(next), exact: true })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recently viewed' });
  const link = recent.getByRole('link', { name: englishName(product), exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/products/${product.id}`);
  // The product on screen is not listed as recently viewed.
  await expect(recent.locator(`a[href="/products/${next.id}"]`)).toHaveCount(0);
});

test('an unknown or malformed product id shows Product Not Found', async ({ page }) => {
  await page.goto('/products/99999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();

  await page.goto('/product/abc');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/products\/99999999$/);
});

test('the JSON-LD block describes the product', async ({ page, request }) => {
  const product = await completeProduct(request);
  await openProduct(page, product);
  // The page's own block (the head also carries the BreadcrumbList).
  const block = page.getByRole('main').locator('script[type="application/ld+json"]');
  await expect(block).toHaveCount(1);
  const data = JSON.parse((await block.textContent()) ?? '') as Record<string, unknown> & {
    offers: Record<string, unknown>;
    image: string[];
  };
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(englishName(product));
  expect(data.sku).toBe(product.partNumber);
  expect(data.gtin13).toBe(product.eanNumber);
  expect(data.offers.price).toBe(product.displayPrice);
  expect(data.offers.priceCurrency).toBe('EUR');
  expect(data.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
});

test('the product page has no serious accessibility violations', async ({ page, request }) => {
  const product = await completeProduct(request);
  await openProduct(page, product);
  await page.getByRole('button', { name: 'Show applicability' }).click();
  await expect(page.getByRole('button', { name: 'Hide applicability' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
