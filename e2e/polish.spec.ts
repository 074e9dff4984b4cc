/**
 * Switching to Polish changes every visible string of the header, the landing and a product page:
 * no text of the English catalogue is left on screen (names from the catalogue data are checked to be
 * the Polish ones), and PLN shows "zł" after the amount.
 */
import { en } from '../web/i18n/en.ts';
import { pl } from '../web/i18n/pl.ts';
import { cardIds, expect, openPreferences, test } from './fixtures.ts';
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

/** Every string of a JSON value (keys included): a product's specifications are catalogue data. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)]);
  }
  return [];
}

/**
 * The catalogue data a product page shows as it is stored (the demo data's specifications, fitment
 * notes and supplier names are English): cut from the page text before looking for interface English.
 */
function catalogueStrings(details: ProductDetails): string[] {
  const { product } = details;
  let specifications: unknown = product.specifications;
  try {
    specifications = JSON.parse(product.specifications ?? '');
  } catch {
    // plain text
  }
  return [
    ...stringsOf(specifications),
    product.applicability,
    product.manufacturerInfo,
    product.description,
    product.descriptionEn,
    ...details.vehicles.flatMap((vehicle) => [vehicle.make, vehicle.model, vehicle.name]),
    ...details.offers.map((offer) => offer.supplier.name),
  ]
    .filter((text): text is string => !!text)
    .flatMap((text) => text.split(/\r?\n/))
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
}

interface ProductDetails {
  product: {
    id: number;
    name: string;
    namePl: string | null;
    specifications: string | null;
    applicability: string | null;
    manufacturerInfo: string | null;
    description: string | null;
    descriptionEn: string | null;
  };
  offers: { supplier: { name: string } }[];
  vehicles: { make: string; model: string; name: string }[];
}

/**
 * Common English words that are not Polish words ("model", "menu" are both, so they are not listed):
 * one of them left on a Polish screen (once the catalogue data and brand names are cut out) is an
 * English text written outside the catalogues.
 */
const ENGLISH_WORDS =
  /\b(the|and|your|with|for|from|add|cart|search|show|more|sign|product|products|parts|part|price|brand|brands|category|categories|view|shop|now|free|delivery|returns?|new|our|how|works|stock|wishlist|account|items?|clear|filters?|sort|load|results|page|home|details|quantity|back|choose|select|engine|make|year|loading|error|help|contact|about|terms|privacy|security|payment|payments|secure|quality|days|all|open|close|language|currency|country)\b/gi;

async function expectNoEnglish(page: Page, selector: string, data: string[] = []) {
  let text = await screenTexts(page, selector);
  for (const piece of [...data].sort((a, b) => b.length - a.length)) text = text.split(piece).join(' ');
  const leftovers = ENGLISH.filter((piece) => text.includes(piece));
  expect(leftovers, `English catalogue text left on a Polish screen (${selector})`).toEqual([]);
  const words = [...new Set(text.match(ENGLISH_WORDS) ?? [])];
  expect(words, `English words left on a Polish screen (${selector})`).toEqual([]);
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
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await switchToPolishAndPln(page);

  // Brand names are names in every language (and some hold English words: MANN-FILTER).
  const brands = ((await (await request.get('/api/brands')).json()) as { name: string }[]).map((b) => b.name);

  // Landing: wait for the lists from the server, then read the whole page (header, main, footer).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/\d,\d{2} zł/);
  await expectNoEnglish(page, 'body', brands);

  // Product page: the Polish name from the catalogue data, the price in złoty after the amount.
  const [listed] = await api.products('limit=1&currency=PLN');
  expect(listed).toBeDefined();
  const response = await request.get(`/api/products/${listed!.id}/full-details?currency=PLN`);
  expect(response.ok()).toBe(true);
  const details = (await response.json()) as ProductDetails;
  await page.goto(`/products/${listed!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    details.product.namePl ?? details.product.name,
  );
  await expect(page.getByRole('main')).toContainText(/\d,\d{2} zł/);
  await expectNoEnglish(page, 'body', [...catalogueStrings(details), ...brands]);

  // The product list in name order follows the Polish names and the Polish alphabet (the server's).
  const polishFirstPage = (await api.products('limit=20&currency=PLN&sortBy=name&lang=pl')).map((p) => p.id);
  const englishFirstPage = (await api.products('limit=20&currency=PLN&sortBy=name&lang=en')).map((p) => p.id);
  expect(polishFirstPage).not.toEqual(englishFirstPage);
  await page.goto('/products?sortBy=name');
  await expect.poll(() => cardIds(page)).toEqual(polishFirstPage);

  // A category page: its Polish name and its Polish description, not the English one.
  const brakes = (await (await request.get('/api/categories/resolve-path/brake-system')).json()) as {
    category: { namePl: string; description: string; descriptionPl: string };
  };
  expect(brakes.category.descriptionPl).toBeTruthy();
  await page.goto('/brake-system');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brakes.category.namePl);
  await expect(page.getByRole('main').getByText(brakes.category.descriptionPl)).toBeVisible();
  await expect(page.getByRole('main').getByText(brakes.category.description)).toHaveCount(0);
});

test('in Polish the cart, checkout and tracking screens show no English text', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await switchToPolishAndPln(page);
  const brands = ((await (await request.get('/api/brands')).json()) as { name: string }[]).map((b) => b.name);

  const [listed] = await api.products('limit=1&currency=PLN');
  expect(listed).toBeDefined();
  const details = (await (
    await request.get(`/api/products/${listed!.id}/full-details?currency=PLN`)
  ).json()) as ProductDetails;
  const data = [...catalogueStrings(details), ...brands];
  await page.goto(`/products/${listed!.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /do koszyka/i })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Koszyk/ })).toHaveAccessibleName(/1/);

  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(/\d,\d{2} zł/);
  await expectNoEnglish(page, 'main', data);

  await page.goto('/checkout');
  await expectNoEnglish(page, 'main', data);
  await page.getByRole('main').getByRole('button', { name: 'Kontynuuj jako gość' }).click();
  await expect(page.getByRole('main').getByLabel('Miejscowość').first()).toBeVisible();
  await expectNoEnglish(page, 'main', data);

  await page.goto('/track');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, 'main', data);
});
