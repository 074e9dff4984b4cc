/**
 * Shared Playwright fixtures: the API as the real server answers it (so tests compare the page with
 * live data, never with hard-coded names) and a helper that opens the preferences on any viewport.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface ApiProduct {
  id: number;
  name: string;
  namePl: string | null;
  partNumber: string;
  displayPrice: number;
}

export const test = base.extend<{ api: { products(query?: string): Promise<ApiProduct[]> } }>({
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
