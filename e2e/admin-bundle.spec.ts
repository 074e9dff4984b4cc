/**
 * Shoppers never download the back office: the scripts the admin pages load are neither fetched on
 * the shopper's pages nor listed in the service worker's precache, and the scripts shoppers do load
 * carry none of the back office's messages, in either language.
 */
import type { Page } from '@playwright/test';
import { adminEn } from '../web/i18n/admin-en.ts';
import { adminPl } from '../web/i18n/admin-pl.ts';
import { expect, test } from './fixtures.ts';

/** Long back-office messages (short ones like "Save" are shared words), as they sit in a bundle. */
const ADMIN_TEXTS = [...Object.values(adminEn), ...Object.values(adminPl)]
  .filter((message): message is string => typeof message === 'string' && message.length >= 40)
  .map((message) => JSON.stringify(message).slice(1, -1));

/** Records the script files (by path) the page fetches from now on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the admin scripts and messages are not loaded by shopper pages nor precached', async ({
  page,
  api,
  request,
}) => {
  const scripts = recordScripts(page);
  const [product] = await api.products('limit=1');
  // Shopper pages, including the account forms that share building blocks with the admin login.
  for (const path of ['/', '/products', `/products/${product!.id}`, '/sign-in', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const shopperScripts = new Set(scripts);
  expect(ADMIN_TEXTS.length).toBeGreaterThan(50);
  for (const path of shopperScripts) {
    const code = await (await request.get(path)).text();
    const found = ADMIN_TEXTS.filter((text) => code.includes(text));
    expect(found, `${path} carries back-office messages`).toEqual([]);
  }

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const adminOnly = [...scripts].filter((path) => !shopperScripts.has(path));
  // The admin login page does load code of its own (else this test would prove nothing), and its
  // messages, where the check above finds them.
  expect(adminOnly.length).toBeGreaterThan(0);
  const adminCode = await Promise.all(adminOnly.map(async (path) => (await request.get(path)).text()));
  expect(ADMIN_TEXTS.filter((text) => adminCode.some((code) => code.includes(text))).length).toBeGreaterThan(
    ADMIN_TEXTS.length / 2,
  );

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  const precache = await sw.text();
  for (const path of adminOnly) expect(precache, `${path} is precached`).not.toContain(path.slice(1));
});
