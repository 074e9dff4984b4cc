/**
 * The information pages: every route has one h1 in English and in Polish and no serious axe finding;
 * the delivery tables hold every row; the contact page shows the opening hours; the FAQ search
 * finds questions in both languages; /terms shows the terms.
 */
import { expect, expectNoSeriousA11yViolations, openPreferences, test } from './fixtures.ts';

const PATHS = [
  '/faq',
  '/faq/orders',
  '/faq/payments',
  '/faq/delivery',
  '/faq/exchanges-and-returns',
  '/about/contact',
  '/about/terms-conditions',
  '/about/privacy-policy',
  '/about/security',
  '/terms',
];

for (const path of PATHS) {
  test(`${path} has one h1, the sidebar and no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    const sidebar = page.getByRole('navigation', { name: 'Information pages' });
    await expect(sidebar.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Customer services' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the pages speak Polish', async ({ page }) => {
  test.slow();
  await page.goto('/faq');
  const englishTitles: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    englishTitles.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  await openPreferences(page);
  await page.getByLabel(/Country and language/).selectOption('PL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  for (const [index, path] of PATHS.entries()) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toHaveText(englishTitles[index]!);
    await expect(page.getByRole('navigation', { name: 'Strony informacyjne' })).toContainText(
      'Obsługa klienta',
    );
  }
});

test('the delivery page lists every surcharge and delivery time', async ({ page }) => {
  await page.goto('/faq/delivery');
  const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });
  await expect(rowWith('Spain').filter({ hasText: '109.95' })).toHaveCount(1);
  await expect(rowWith('Greece').filter({ hasText: '140.95' })).toHaveCount(1);
  await expect(rowWith('Denmark').filter({ hasText: '85.00' })).toHaveCount(1);
  await expect(rowWith('Austria').filter({ hasText: '26.95' })).toHaveCount(1);
  await expect(rowWith('Austria').filter({ hasText: '2–3' })).toHaveCount(1);
  for (const amount of ['20.95', '30.95', '36.95', '46.95', '57.00', '88.00', '89.95', '95.95', '96.95']) {
    await expect(page.getByRole('row').filter({ hasText: amount }).first()).toBeVisible();
  }
  for (const amount of ['98.00', '102.00', '104.00', '111.95']) {
    await expect(page.getByRole('row').filter({ hasText: amount }).first()).toBeVisible();
  }
  await expect(rowWith('Bosnia and Herzegovina').filter({ hasText: '3–5+' })).toHaveCount(1);
  for (const carrier of ['UPS', 'DHL', 'FedEx', 'GLS', 'DPD', 'Hermes']) {
    await expect(page.getByRole('main').getByText(carrier).first()).toBeVisible();
  }
});

test('the contact page shows the opening hours and the legal numbers', async ({ page }) => {
  await page.goto('/about/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('09:00');
  await expect(main).toContainText('20:00');
  await expect(main).toContainText('10:00');
  await expect(main).toContainText('16:00');
  await expect(main).toContainText('KRS');
  await expect(main).toContainText('NIP');
  await expect(main).toContainText('REGON');
  await expect(page.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', /^mailto:/);
});

test('the pages show the seller as the server gives it (shop settings)', async ({ page }) => {
  // The server's answer stands for a shop whose settings name another company (the settings
  // themselves are tested through the API); the pages must show it rather than the bundled demo data.
  await page.route('/api/seller', async (route) => {
    const response = await route.fetch();
    const seller = await response.json();
    await route.fulfill({
      response,
      json: {
        ...seller,
        companyName: 'Auto Części Nowak sp. z o.o.',
        customerServiceEmail: 'pomoc@nowak.example',
        hours: { weekdays: ['08:00', '17:00'], saturday: null, sunday: null },
      },
    });
  });
  // A page the app renders itself (the cart), then the contact page reached from the footer: the
  // app asks the server for the seller (a page rendered by the server carries the server's seller).
  await page.goto('/cart');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/about\/contact$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Auto Części Nowak sp. z o.o.');
  await expect(main).toContainText('08:00–17:00');
  await expect(main).not.toContainText('10:00–16:00');
  await expect(page.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
    'href',
    'mailto:pomoc@nowak.example',
  );
  await expect(page.getByRole('contentinfo')).toContainText('pomoc@nowak.example');
});

test('the FAQ search finds questions in English and in Polish', async ({ page }) => {
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('return');
  await expect(page.getByRole('status').filter({ hasText: /match(es)? “return”/ })).toBeVisible();
  const results = page.getByRole('search', { name: 'Search the questions' }).getByRole('button');
  expect(await results.count()).toBeGreaterThan(0);
  await expect(results.first()).toHaveAttribute('aria-expanded', 'false');
  await results.first().click();
  await expect(results.first()).toHaveAttribute('aria-expanded', 'true');
  await search.fill('zzqqxx');
  await expect(page.getByText('No question matches “zzqqxx”.', { exact: false })).toBeVisible();

  await openPreferences(page);
  await page.getByLabel(/Country and language/).selectOption('PL');
  const searchPl = page.getByRole('searchbox', { name: 'Szukaj w pytaniach' });
  await searchPl.fill('zwrot');
  const resultsPl = page.getByRole('search', { name: 'Szukaj w pytaniach' }).getByRole('button');
  expect(await resultsPl.count()).toBeGreaterThan(0);
  await expect(resultsPl.first()).toContainText(/zwr/i);
});

test('/terms shows the terms and conditions', async ({ page }) => {
  await page.goto('/about/terms-conditions');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(14);
});
