/**
 * A signed-out visitor's first pages log nothing to the console: no error, no failed request (the
 * user call answers null instead of a 401), on the landing page, a search, a category and a product.
 */
import type { Page } from '@playwright/test';
import { expect, getJson, test } from './fixtures.ts';

/** Console errors, uncaught errors and failed responses while `visit` runs. */
async function problemsWhile(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await visit();
  return problems;
}

test('a visitor’s landing, search, category and product pages log no error', async ({ page, request }) => {
  const [category] = await getJson<{ slug: string; name: string }[]>(request, '/api/categories/mother');
  const [product] = await getJson<{ id: number; name: string }[]>(request, '/api/products?limit=1');
  if (!category || !product) throw new Error('the demo catalogue is empty');
  const problems = await problemsWhile(page, async () => {
    for (const path of ['/', '/products?search=brake', `/${category.slug}`, `/products/${product.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  });
  expect(problems).toEqual([]);
});
