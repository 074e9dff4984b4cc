/**
 * Journey of a supplier price list: the demo admin adds a supplier, uploads its CSV, maps the columns
 * (prefilled from the header row), reads the dry run, applies it, and the shop's product page shows
 * the supplier's new offer at the list's price.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** A notification's text in the notification area (not its hidden screen-reader copy). */
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

/** A product of its own (brand and part number unique to this run), so no other journey sees its offer. */
async function createProduct(page: Page, tag: string) {
  const brandName = `Listwerk ${tag}`;
  const brand = await page.request.post('/api/brands', { data: { name: brandName } });
  expect(brand.status(), await brand.text()).toBe(201);
  const categories = await page.request.get('/api/categories');
  const [category] = (await categories.json()) as { id: number }[];
  const partNumber = `LW-${tag}`.toUpperCase();
  const product = await page.request.post('/api/products', {
    data: {
      name: `Brake hose ${tag}`,
      partNumber,
      brandId: (await brand.json()).id,
      categoryId: category?.id,
      basePrice: 30,
      currency: 'EUR',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return { id: ((await product.json()) as { id: number }).id, brandName, partNumber };
}

test('an admin applies a supplier price list and the shop shows the new offer', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const supplierName = `Hurtownia ${tag}`;
  await signInAsAdmin(page);
  const product = await createProduct(page, tag);

  await page.getByRole('tab', { name: 'Price lists' }).click();
  await expect(page).toHaveURL(/[?&]tab=price-lists/);
  await page.getByRole('button', { name: 'Add supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add supplier' });
  await dialog.getByLabel('Supplier name').fill(supplierName);
  await dialog.getByLabel('Country code').fill('P');
  await dialog.getByRole('button', { name: 'Create supplier' }).click();
  await expect(
    notification(page, 'Please enter the supplier country as a two-letter code, such as PL or DE.'),
  ).toBeVisible();
  await dialog.getByLabel('Country code').fill('pl');
  await dialog.getByRole('button', { name: 'Create supplier' }).click();
  await expect(notification(page, `Supplier ${supplierName} added`)).toBeVisible();
  await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue(/\d+/);

  // A file with one known part (written with spaces and in lower case) and one the catalogue lacks.
  const csv = [
    'Part number;Brand;Price;Stock;Description',
    `${product.partNumber.toLowerCase().replace('-', ' ')};${product.brandName.toUpperCase()};24,90;7;Hose`,
    `NOPE-${tag};${product.brandName};1,00;1;Not ours`,
  ].join('\r\n');
  await page.getByLabel('Price list file (CSV)').setInputFiles({
    name: 'hurtownia.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByText('Columns to map')).toBeVisible();

  // The columns are prefilled from the header row; the currency is one for the whole file.
  const panel = page.getByRole('tabpanel', { name: 'Price lists' });
  await expect(panel.getByLabel('Part number', { exact: true })).toHaveValue('Part number');
  await expect(panel.getByLabel('Brand', { exact: true })).toHaveValue('Brand');
  await expect(panel.getByLabel('Price (VAT included)')).toHaveValue('Price');
  await expect(panel.getByLabel('Stock', { exact: true })).toHaveValue('Stock');
  await panel.getByLabel('Supplier’s article name (optional)').selectOption('Description');
  await expect(panel.getByLabel('Currency of the file')).toHaveValue('EUR');
  await page.getByRole('button', { name: 'Save mapping and check' }).click();

  await expect(page.getByRole('heading', { name: 'Dry run: what applying would change' })).toBeVisible();
  await expect(page.getByText('2 rows checked')).toBeVisible();
  const newOffers = page.getByRole('table', { name: 'Examples: New offers' });
  await expect(newOffers).toContainText(product.partNumber.toLowerCase().replace('-', ' '));
  await expect(newOffers).toContainText('€24.90');
  await expect(
    page.getByRole('table', { name: 'Examples: Unknown part number (not applied)' }),
  ).toContainText(`NOPE-${tag}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Apply price list' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply this price list?' });
  await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(notification(page, 'Price list applied')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Applied / })).toBeVisible();

  await page.goto(`/products/${product.id}`);
  const offer = page.getByRole('radio', { name: new RegExp(supplierName) });
  await expect(offer).toBeVisible();
  await expect(page.locator('label').filter({ hasText: supplierName })).toContainText('€24.90');
  await expect(page.locator('label').filter({ hasText: supplierName })).toContainText('7');
});
