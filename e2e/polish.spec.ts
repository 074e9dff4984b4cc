/**
 * Switching to Polish changes every visible string of the header, the landing and a product page:
 * no text of the English catalogue is left on screen (names from the catalogue data are checked to be
 * the Polish ones), and PLN shows "zł" after the amount.
 */
import { en } from '../web/i18n/en.ts';
import { pl } from '../web/i18n/pl.ts';
import { expect, openPreferences, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * The English texts that would betray a missed translation: every catalogue string (and plural form)
 * that differs from its Polish twin, with the {slots} cut out, long enough to be unambiguous.
 */
function englishOnlyTexts(): string[] {
  const texts = new Set<string>();
  for (const [key, message] of Object.entries(en)) {
    const polish = pl[key as keyof typeof pl];
    const english = typeof message === 'string' ? [message] : Object.values(message);
    const polishForms = typeof polish === 'string' ? [polish] : Object.values(polish);
    for (const text of english) {
      for (const part of text.split(/\{\w+\}/)) {
        const piece = part.trim();
        // Short pieces ("of", "€") and brand-like words shared by both languages prove nothing.
        if (piece.length < 6 || !/[a-z]{3}/i.test(piece)) continue;
        if (polishForms.some((form) => form.includes(piece))) continue;
        texts.add(piece);
      }
    }
  }
  return [...texts];
}

const ENGLISH = englishOnlyTexts();

/** Visible text plus the names assistive tech reads (aria-label, alt, placeholder, title). */
async function screenTexts(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((root) => {
        const labels = [...root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap(
          (el) => ['aria-label', 'alt', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
        );
        return [(root as HTMLElement).innerText, ...labels].join('\n');
      })
      .join('\n'),
  );
}

async function expectNoEnglish(page: Page, selector: string) {
  const text = await screenTexts(page, selector);
  const leftovers = ENGLISH.filter((piece) => text.includes(piece));
  expect(leftovers, `English text left on a Polish screen (${selector})`).toEqual([]);
}

async function switchToPolishAndPln(page: Page) {
  await openPreferences(page);
  await page.getByLabel('Country and language').selectOption('PL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // On phones both selects sit in the menu, which stays open until closed.
  await page.getByLabel('Waluta').selectOption('PLN');
  const closeMenu = page.getByRole('button', { name: 'Zamknij menu' });
  if (await closeMenu.isVisible()) await closeMenu.click();
}

test('in Polish the header, landing and product page show no English text, and PLN shows zł', async ({
  page,
  api,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await switchToPolishAndPln(page);

  // Landing: wait for the lists from the server, then read the whole page (header, main, footer).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/\d,\d{2} zł/);
  await expectNoEnglish(page, 'body');

  // Product page: the Polish name from the catalogue data, the price in złoty after the amount.
  const [product] = await api.products('limit=1&currency=PLN');
  expect(product).toBeDefined();
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.namePl ?? product!.name);
  await expect(page.getByRole('main')).toContainText(/\d,\d{2} zł/);
  await expectNoEnglish(page, 'body');
});
