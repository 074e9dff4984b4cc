/**
 * Journeys of the back office's catalogue: the demo admin creates a brand (with an uploaded logo), a
 * level-3 category and a product in them; finds the product in the shop's search and on its category
 * page; edits its price and sees it on the product page; deactivates it and sees it leave the shop.
 * And a customer opening category management is sent to the admin login.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPreferences, test } from './fixtures.ts';

/** A notification's text in the notification area (not its hidden screen-reader copy). */
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** A real PNG of `size`×`size` orange pixels, made here (no binary fixture in the repo). */
function pngLogo(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0xf9, 0x73, 0x16]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

test('an admin adds a product with a new brand and category, edits it and takes it off the shop', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const brandName = `Zentra ${tag}`;
  const categoryName = `Caliper pistons ${tag}`;
  const productName = `Caliper piston kit ${tag}`;
  const partNumber = `ZP-${tag}`.toUpperCase();

  await signInAsAdmin(page);

  // A new brand with a website and the OEM flag, then its logo (a real file upload).
  await page.getByRole('tab', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/[?&]tab=brands/);
  await page.getByRole('button', { name: 'Add Brand' }).click();
  const brandDialog = page.getByRole('dialog', { name: 'Add Brand' });
  await brandDialog.getByLabel('Brand name').fill(brandName);
  await brandDialog.getByLabel('Website').fill('not a url');
  await brandDialog.getByRole('button', { name: 'Create Brand' }).click();
  await expect(
    notification(page, 'Website must be a valid URL, for example https://example.com'),
  ).toBeVisible();
  await brandDialog.getByLabel('Website').fill('https://zentra.example');
  await brandDialog.getByLabel('OEM (original equipment manufacturer)').check();
  await brandDialog.getByRole('button', { name: 'Create Brand' }).click();
  await expect(notification(page, 'Brand created successfully')).toBeVisible();
  await expect(brandDialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: brandName }) });
  await expect(card.getByText('OEM', { exact: true })).toBeVisible();
  await expect(card.getByText('No logo')).toBeVisible();
  await card.getByLabel(`Upload a logo for ${brandName}`).setInputFiles({
    name: 'zentra.png',
    mimeType: 'image/png',
    buffer: pngLogo(64),
  });
  await expect(notification(page, `Logo updated for ${brandName}!`)).toBeVisible();
  const logo = card.getByRole('img', { name: `Logo of ${brandName}` });
  await expect(logo).toHaveAttribute('src', /^\/uploads\/brands\/.+\.png$/);
  // The grid's images load lazily: the new brand's card must be on screen for its logo to load.
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // An SVG logo is rasterised to a PNG (by the compiled server's own rendering process).
  const pngSrc = await logo.getAttribute('src');
  await card.getByLabel(`Upload a logo for ${brandName}`).setInputFiles({
    name: 'zentra.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#0a5"/></svg>',
    ),
  });
  await expect.poll(() => logo.getAttribute('src')).not.toBe(pngSrc);
  await expect(logo).toHaveAttribute('src', /^\/uploads\/brands\/.+\.png$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A level-3 category under a level-2 one of the demo tree, on the management screen.
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Category Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Create Category' });
  // A name whose slug the demo tree already has: the next free slug is offered in the form.
  await categoryDialog.getByLabel('Name', { exact: true }).fill('Brake Pads & Discs');
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(
    notification(
      page,
      'A category with the slug brake-pads-discs already exists. The next free slug is brake-pads-discs-2.',
    ),
  ).toBeVisible();
  await expect(categoryDialog.getByLabel('Slug')).toHaveValue('brake-pads-discs-2');
  await expect(categoryDialog.getByLabel('Slug')).toBeFocused();
  await expect(categoryDialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await categoryDialog.getByLabel('Slug').fill('');
  await categoryDialog.getByLabel('Name', { exact: true }).fill(categoryName);
  const slug = `caliper-pistons-${tag}`.toLowerCase();
  await expect(categoryDialog.getByText(`Leave empty to generate it from the name: ${slug}`)).toBeVisible();
  await categoryDialog.getByLabel('Level').selectOption({ label: 'Level 3: SubSub' });
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(notification(page, 'Please choose a parent category')).toBeVisible();
  await categoryDialog.getByLabel('Parent category').selectOption({ label: 'Brake pads & discs' });
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(notification(page, 'Category created successfully')).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('link', { name: `View ${categoryName} in the shop` })).toHaveAttribute(
    'href',
    `/category/${slug}`,
  );

  // The product, in the new brand and category.
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add Product' });
  await productDialog.getByLabel('Name', { exact: true }).fill(productName);
  await productDialog.getByLabel('Part Number').fill(partNumber);
  await productDialog.getByLabel('Brand').selectOption({ label: brandName });
  await productDialog
    .getByLabel('Category')
    .selectOption({ label: `Brake system > Brake pads & discs > ${categoryName}` });
  await productDialog.getByLabel('Price (VAT included)').fill('123.45');
  // No stock by default: asked for before the product is saved.
  await expect(productDialog.getByLabel('Stock')).toHaveValue('');
  await productDialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(productDialog.getByLabel('Stock')).toHaveAttribute('aria-invalid', 'true');
  await productDialog.getByLabel('Stock').fill('8');
  await productDialog.getByLabel('Weight (kg)').fill('0.85');
  await productDialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(notification(page, 'Product created successfully')).toBeVisible();
  await expect(productDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('€123.45');
  await expect(page.getByRole('row', { name: new RegExp(productName) })).not.toContainText(
    'On sale with no stock',
  );

  // The shop finds it by part number and lists it on its category page.
  await page.goto(`/products?search=${encodeURIComponent(partNumber)}`);
  const result = page.getByRole('article').filter({ hasText: productName });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: productName, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  const productUrl = new URL(page.url()).pathname;
  await expect(page.getByText('€123.45').first()).toBeVisible();
  await page.goto(`/category/${slug}`);
  await expect(page.getByRole('heading', { name: categoryName, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: productName })).toBeVisible();

  // A new price shows on the product page.
  await page.goto('/admin?tab=products');
  await page.getByLabel('Search products').fill(partNumber);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editDialog.getByLabel('Price (VAT included)')).toHaveValue('123.45');
  await editDialog.getByLabel('Price (VAT included)').fill('99.90');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notification(page, 'Product updated successfully')).toBeVisible();
  await page.goto(productUrl);
  await expect(page.getByText('€99.90').first()).toBeVisible();
  // A cut price is announced with the lowest price of the 30 days before it (the old one, struck).
  await expect(page.getByText('Lowest price in the last 30 days: €123.45')).toBeVisible();
  await expect(page.locator('s, del').filter({ hasText: '€123.45' })).toHaveCount(1);

  // Deactivated, it leaves the search, its category page and its own page.
  await page.goto('/admin?tab=products');
  await page.getByLabel('Search products').fill(partNumber);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  await editDialog.getByLabel('Active (shown in the shop)').uncheck();
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notification(page, 'Product updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('Inactive');

  await page.goto(`/products?search=${encodeURIComponent(partNumber)}`);
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.goto(`/category/${slug}`);
  await expect(page.getByRole('heading', { name: categoryName, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: productName })).toHaveCount(0);
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
});

test('deleting a category with a subcategory asks what to do, hides both from the shop and can be undone', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const mother = `Tow bars ${tag}`;
  const child = `Tow bar wiring ${tag}`;
  const motherSlug = `tow-bars-${tag}`.toLowerCase();

  await signInAsAdmin(page);
  // The mother from the dashboard's tab, its child with Add Sub there.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Category' });
  await addDialog.getByLabel('Name', { exact: true }).fill(mother);
  await addDialog.getByLabel('Sort order').fill('0');
  await addDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(notification(page, 'Sort order must be a whole number of at least 1')).toBeVisible();
  await addDialog.getByLabel('Sort order').fill('50');
  await addDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(notification(page, 'Category created successfully')).toBeVisible();
  await page.getByRole('button', { name: `Add a subcategory to ${mother}` }).click();
  await expect(addDialog.getByLabel('Level')).toHaveValue('2');
  await addDialog.getByLabel('Name', { exact: true }).fill(child);
  await addDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(notification(page, 'Category created successfully')).toBeVisible();
  await page.goto(`/category/${motherSlug}`);
  await expect(page.getByRole('heading', { name: mother, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: child, exact: true }).first()).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete ${mother}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete category?' });
  await expect(confirm).toContainText(`“${mother}” contains 1 subcategory and 0 active products.`);
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(notification(page, 'Please choose where to move them')).toBeVisible();
  await confirm.getByLabel('Delete the subcategories too and hide their products from the shop').check();
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(notification(page, 'Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${mother}` })).toHaveCount(0);
  await page.goto(`/category/${motherSlug}`);
  await expect(page.getByText('Category not found').first()).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByText(/deleted categor(y|ies) \(hidden from the shop\)/).click();
  await page.getByRole('button', { name: `Restore ${mother}` }).click();
  await expect(notification(page, `${mother} is back in the shop`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${mother}` })).toBeVisible();
  await page.goto(`/category/${motherSlug}`);
  await expect(page.getByRole('heading', { name: mother, level: 1 })).toBeVisible();
});

test('the back office tabs have no serious accessibility violations', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await expect(page.getByText('Total Products')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('columnheader', { name: 'Part Number' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Pages of 50, Load More adds the next 50.
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(page.getByText(/^Showing 50 of \d+ products$/)).toBeVisible();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(101);
  await expect(page.getByText(/^Showing 100 of \d+ products$/)).toBeVisible();
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the back office speaks Polish, server messages included', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await openPreferences(page);
  await page.getByLabel(/Country and language/).selectOption('PL');
  await expect(page.getByRole('heading', { name: 'Panel administratora', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Marki' }).click();
  await page.getByRole('button', { name: 'Dodaj markę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj markę' });
  await dialog.getByRole('button', { name: 'Utwórz markę' }).click();
  await expect(page.getByText('Nazwa marki jest wymagana').first()).toBeVisible();
  // A brand of the demo catalogue: the server refuses the name in Polish.
  await dialog.getByLabel('Nazwa marki').fill('bosch');
  await dialog.getByRole('button', { name: 'Utwórz markę' }).click();
  await expect(page.getByText('Marka o nazwie bosch już istnieje.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await page.getByRole('tab', { name: 'Produkty' }).click();
  await expect(page.getByRole('columnheader', { name: 'Numer części' })).toBeVisible();
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Zarządzanie kategoriami', level: 1 })).toBeVisible();
});

test('a visitor at category management is told admin access is required and sent to the admin login', async ({
  page,
}) => {
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText('Redirecting to admin login...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Login as Admin' })).toBeVisible();
});
