/**
 * Journey of the product scraper: the demo admin scrapes a supplier's page (a fixture site on
 * loopback, see scripts/fixture-site.mjs), edits the price and product number, keeps the detected
 * category, adds the product, and finds it in the shop with its pictures served from our server.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

test('an admin scrapes a page, edits it, adds it, and the shop shows it with local pictures', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const partNumber = `SUP-BD-280V-${tag}`;
  // The fixture site listens 7 ports above the shop (playwright.config.ts).
  const fixtureSite = `http://127.0.0.1:${Number(new URL(testInfo.project.use.baseURL!).port) + 7}`;

  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  await page.goto('/admin/scraper');
  await expect(page.getByRole('heading', { name: 'Product Scraper', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Scrape Product' }).click();
  await expect(notification(page, 'Please enter a valid URL')).toBeVisible();
  // The quick tools stay disabled until their inputs are filled.
  await expect(page.getByRole('button', { name: 'Delete Product' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update Brand Logo' })).toBeDisabled();

  await page.getByLabel('Product URL').fill(`${fixtureSite}/brake-disc.html`);
  await page.getByRole('button', { name: 'Scrape Product' }).click();
  const card = page.getByRole('region', { name: 'Scraped Product' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(4);
  await expect(card.getByText('+2 more images')).toBeVisible();
  await expect(card.getByText('Vented front brake disc, 280 mm diameter')).toBeVisible();
  await expect(card.getByLabel('Product name')).toHaveValue('Vented brake disc 280 mm, front axle');
  await expect(card.getByLabel('Manufacturer', { exact: true })).toHaveValue('Zimmermann');
  await expect(card.getByLabel('EAN')).toHaveValue('4006633120124');
  await expect(card.getByText('On the page: 184.50 zł')).toBeVisible();
  // The deepest category of the page's breadcrumb is preselected.
  const category = card.getByLabel('Category');
  await expect(category.locator('option:checked')).toHaveText(
    'Brake system > Brake pads & discs > Brake discs',
  );
  await expect(
    card.getByText('Auto-detected categories: Brake system > Brake pads & discs > Brake discs'),
  ).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  await card.getByLabel('Product number').fill(partNumber);
  await card.getByLabel('Price (EUR, VAT included)').fill('45.90');
  // The stock is asked for: an import saved with none by default could not be bought.
  await card.getByRole('button', { name: 'Add to Catalog' }).click();
  await expect(
    notification(page, 'Enter the stock: how many units you have to sell (0 if none yet)'),
  ).toBeVisible();
  await expect(card.getByLabel('Stock (units to sell)')).toBeFocused();
  await card.getByLabel('Stock (units to sell)').fill('0');
  await card.getByRole('button', { name: 'Add to Catalog' }).click();
  await expect(notification(page, 'Product added to catalog successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    '6 images copied to the shop.',
  );
  await expect(card).toHaveCount(0);
  await expect(page.getByLabel('Product URL')).toHaveValue('');

  // The shop finds it by part number; its pictures are ours, not the supplier's.
  await page.goto(`/products?search=${encodeURIComponent(partNumber)}`);
  const result = page.getByRole('article').filter({ hasText: 'Vented brake disc 280 mm, front axle' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('€45.90');
  await result
    .getByRole('link', { name: 'Vented brake disc 280 mm, front axle', exact: true })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'Vented brake disc 280 mm, front axle', level: 1 }),
  ).toBeVisible();
  const pictures = page.getByRole('main').locator('img[src^="/uploads/products/"]');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('main').locator(`img[src^="${fixtureSite}"]`)).toHaveCount(0);

  // On sale with no stock: the dashboard's table flags it.
  const productId = /\/products\/(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto('/admin?tab=products');
  await page.getByLabel('Search products').fill(partNumber);
  await page.getByLabel('Search products').press('Enter');
  await expect(
    page
      .getByRole('row', { name: /Vented brake disc 280 mm, front axle/ })
      .getByText('On sale with no stock'),
  ).toBeVisible();

  // Deleted from the scraper's quick tool only once confirmed, as on the dashboard.
  expect(productId).not.toBe('');
  await page.goto('/admin/scraper');
  await page.getByLabel('Product ID').fill(productId);
  await page.getByRole('button', { name: 'Delete Product' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete product ${productId}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/products/${productId}/full-details`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete Product' }).click();
  await confirm.getByRole('button', { name: 'Delete Product' }).click();
  await expect(notification(page, 'Product deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/products/${productId}/full-details`)).status()).toBe(404);
});
