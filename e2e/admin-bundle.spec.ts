/**
 * Shoppers never download the back office: the scripts the admin pages load are neither fetched on
 * the shopper's pages nor listed in the service worker's precache, and the scripts shoppers do load
 * carry none of the back office's messages, in either language; and of the shop's own messages only
 * those of the language shown arrive.
 */
import type { Page } from '@playwright/test';
import { adminEn } from '../web/i18n/admin-en.ts';
import { adminPl } from '../web/i18n/admin-pl.ts';
import { en } from '../web/i18n/en.ts';
import { pl } from '../web/i18n/pl.ts';
import { expect, openPreferences, test } from './fixtures.ts';

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

/** Long messages of one language that the other does not share, as they sit in a bundle. */
function onlyIn(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.entries(mine)
    .filter(
      ([key, message]) => typeof message === 'string' && message.length >= 40 && message !== theirs[key],
    )
    .map(([, message]) => JSON.stringify(message).slice(1, -1));
}

test('a shopper downloads the messages of the language shown only; the other arrives on switching', async ({
  page,
  request,
}) => {
  const polishTexts = onlyIn(pl, en);
  const englishTexts = onlyIn(en, pl);
  expect(polishTexts.length).toBeGreaterThan(50);
  const scripts = recordScripts(page);
  const carrying = async (texts: string[]) => {
    const found = new Set<string>();
    for (const path of scripts) {
      const code = await (await request.get(path)).text();
      for (const text of texts) if (code.includes(text)) found.add(text);
    }
    return found.size;
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await carrying(polishTexts)).toBe(0);
  expect(await carrying(englishTexts)).toBeGreaterThan(englishTexts.length / 2);

  await openPreferences(page);
  await page.getByLabel('Country and language').selectOption('PL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('link', { name: /Koszyk/ }).first()).toBeVisible();
  expect(await carrying(polishTexts)).toBeGreaterThan(polishTexts.length / 2);
});
