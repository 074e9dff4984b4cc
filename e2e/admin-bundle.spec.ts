/**
 * Shoppers never download the back office: the scripts the admin pages load are neither fetched on
 * the shopper's pages nor listed in the service worker's precache.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Records the script files (by path) the page fetches from now on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the admin scripts are not loaded by shopper pages nor precached', async ({ page, api, request }) => {
  const scripts = recordScripts(page);
  const [product] = await api.products('limit=1');
  // Shopper pages, including the account forms that share building blocks with the admin login.
  for (const path of ['/', '/products', `/products/${product!.id}`, '/sign-in', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const shopperScripts = new Set(scripts);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const adminOnly = [...scripts].filter((path) => !shopperScripts.has(path));
  // The admin login page does load code of its own (else this test would prove nothing).
  expect(adminOnly.length).toBeGreaterThan(0);

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  const precache = await sw.text();
  for (const path of adminOnly) expect(precache, `${path} is precached`).not.toContain(path.slice(1));
});
