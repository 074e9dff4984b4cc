/**
 * Shared Playwright fixtures: the API as the real server answers it (so tests compare the page with
 * live data, never with hard-coded names) and a helper that opens the preferences on any viewport.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

interface ApiProduct {
  id: number;
  name: string;
  namePl: string | null;
  partNumber: string;
  displayPrice: number;
}

/**
 * A page rendered by the server is on screen before the app has taken it over, and a click then
 * does nothing. Opening or reloading such a page waits until the app runs (it marks the document);
 * pages that arrive as the app's shell, and the server's own pages, are used at once as before.
 */
async function untilRenderedPageRuns(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.waitForFunction(
    () => !document.getElementById('ssr-data') || document.documentElement.hasAttribute('data-app-ready'),
  );
}

export const test = base.extend<{ api: { products(query?: string): Promise<ApiProduct[]> } }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilRenderedPageRuns(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilRenderedPageRuns(page, response);
        return response;
      };
    }
    await use(page);
  },
  api: async ({ request }, use) => {
    await use({
      products: async (query = '') => {
        const res = await request.get(`/api/products?${query}`);
        expect(res.ok()).toBe(true);
        return (await res.json()) as ApiProduct[];
      },
    });
  },
});

/** The country and currency selects sit in the header on desktop and in the menu on phones. */
export async function openPreferences(page: Page) {
  const menu = page.getByRole('button', { name: /open menu|otwórz menu/i });
  const select = page.getByLabel(/Country and language|Kraj i język/);
  // Wait until the header has rendered one or the other, or a phone would be taken for a desktop.
  await menu.or(select).filter({ visible: true }).first().waitFor();
  if (await menu.isVisible()) await menu.click();
}

export { expect };

/**
 * axe-core scan of the page as it is now: fails on any serious or critical violation (WCAG 2.x A/AA
 * rules), listing each rule with the elements it hit.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** A JSON answer of the real API (the test fails when the call does). */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

/** How many products match a query string of the list filters. */
export async function countProducts(request: APIRequestContext, query: string): Promise<number> {
  return (await getJson<{ count: number }>(request, `/api/products/count?${query}`)).count;
}

/** The English display name of a catalogue entity (the name when no English one is stored). */
export const englishName = (entity: { name: string; nameEn: string | null }) => entity.nameEn || entity.name;

/** The product ids of the cards on screen, in order (from their name links). */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** One store of the shop's IndexedDB database (web/lib/local-db.ts), as the page sees it. */
export function readLocalStore(page: Page, store: 'guestCart' | 'wishlist') {
  return page.evaluate(
    (name) =>
      new Promise<{ productId: number; quantity?: number }[]>((resolve, reject) => {
        const open = indexedDB.open('partspoint');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as { productId: number; quantity?: number }[]);
          };
        };
      }),
    store,
  );
}

/** Waits until the service worker controls the page (precache installed, routes live). */
export async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/**
 * Waits until the worker has cached the code it installs without (checkout, account, information
 * pages ...), which it fetches once it is active.
 */
export async function laterCodeCached(page: Page, { timeout }: { timeout?: number } = {}) {
  const later = await getJson<string[]>(page.request, '/precache-later.json');
  expect(later.length).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const cache = await caches.open('assets-later');
          return (await Promise.all(files.map((file) => cache.match(file)))).filter(Boolean).length;
        }, later),
      { timeout },
    )
    .toBe(later.length);
}

/**
 * Registers a new shopper through `request` (a page's own request context: the page is then signed
 * in as them); `fields` overrides the defaults. Returns the e-mail and password.
 */
export async function registerShopper(
  request: APIRequestContext,
  fields: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'countryCode', string>> = {},
): Promise<{ email: string; password: string }> {
  const email = fields.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret123';
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Anna', lastName: 'Nowak', ...fields, email, password, confirmPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password };
}

/**
 * Ends the page's session on the server, as another tab or an expiry would, once the page is quiet
 * (a request in flight during the sign-out would save its session again), until nobody is signed in.
 */
export async function signOutElsewhere(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => {
      await page.request.post('/api/logout', { maxRedirects: 0 });
      return (await page.request.get('/api/auth/user')).json();
    })
    .toBeNull();
}
