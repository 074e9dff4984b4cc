/**
 * The money of an order with a bulky part (a bumper of the demo catalogue: surcharge group 'medium',
 * 10 EUR per piece to Poland): the cart's delivery estimate, then the checkout's summary as the
 * server quotes it for the chosen delivery country: per piece and 2 working days to Poland, the French
 * surcharge once per order and 3 working days to France, the net total of an export to Switzerland.
 * The country select offers only the countries delivered to, and the order placed to Switzerland is
 * accepted at the total shown.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { englishName, expect, getJson, test } from './fixtures.ts';

interface ApiCategory {
  id: number;
  slug: string;
}

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
  displayPrice: number;
}

interface QuoteAnswer {
  total: number;
  shipping: number;
  bulkyPerPiece: boolean;
  vatScheme: string;
  deliveryDays: string;
  lines: { productId: number; bulkyClass: string }[];
}

const main = (page: Page) => page.getByRole('main');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** "€1,234.50", as the English pages write euros. */
const euros = (amount: number) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

/** The server's quote for one piece of `productId` to `country`, as a guest and a private person. */
async function quote(request: APIRequestContext, productId: number, country: string): Promise<QuoteAnswer> {
  const res = await request.post('/api/checkout/quote', {
    data: { currency: 'EUR', country, customerType: 'person', lines: [{ productId, quantity: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as QuoteAnswer;
}

/**
 * A bumper in stock for both projects' orders (the demo seed's "Bumpers" category), the `index`-th
 * one, checked to be in the 'medium' surcharge group (the groups come from the category names).
 */
async function bumper(request: APIRequestContext, index: number): Promise<ApiProduct> {
  const categories = await getJson<ApiCategory[]>(request, '/api/categories');
  const category = categories.find((c) => c.slug === 'bumpers');
  if (!category) throw new Error('the demo catalogue has no "bumpers" category');
  const listed = await getJson<ApiProduct[]>(request, `/api/products?categoryId=${category.id}&limit=50`);
  const stocked = listed.filter((product) => product.stock >= 2);
  const product = stocked[index] ?? stocked[0];
  if (!product) throw new Error('no bumper in stock in the demo catalogue');
  const poland = await quote(request, product.id, 'PL');
  expect(poland.lines[0]?.bulkyClass, 'the demo seed puts bumpers in the medium surcharge group').toBe(
    'medium',
  );
  return product;
}

test('the summary follows the delivery country: per piece to Poland, once per order to France, net to Switzerland', async ({
  page,
  request,
}) => {
  const product = await bumper(request, test.info().project.name === 'mobile' ? 0 : 1);
  const poland = await quote(request, product.id, 'PL');
  const france = await quote(request, product.id, 'FR');
  const swiss = await quote(request, product.id, 'CH');
  expect(poland).toMatchObject({
    shipping: 10,
    bulkyPerPiece: true,
    deliveryDays: '2',
    vatScheme: 'domestic',
  });
  expect(france).toMatchObject({
    shipping: 36.95,
    bulkyPerPiece: false,
    deliveryDays: '3',
    vatScheme: 'oss',
  });
  expect(swiss.vatScheme).toBe('export');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /to cart/i })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // The cart estimates the delivery to the shopper's country as a private buyer.
  await page.goto('/cart');
  const estimate = page.getByRole('region', { name: 'Delivery estimate' });
  await expect(estimate).toContainText('Bulky-goods surcharge');
  await expect(estimate).toContainText(/working days?/);
  await expect(estimate).toContainText('VAT included');

  await page.goto('/checkout');
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  const country = main(page).getByLabel('Country', { exact: true });
  await expect(country).toHaveValue('PL');
  const summary = page.getByRole('complementary', { name: 'Order summary' });

  // Poland: 10 EUR per piece, VAT 23 % included, 2 working days.
  await expect(summary).toContainText(`Bulky-goods surcharge (per piece)${euros(10)}`);
  await expect(summary).toContainText(euros(poland.total));
  expect(poland.total).toBe(Math.round((product.displayPrice + 10) * 100) / 100);
  await expect(summary).toContainText('VAT 23 %');
  await expect(summary).toContainText('Estimated delivery: 2 working days');

  // Only the countries delivered to, with their delivery times: none to the United Kingdom.
  await expect(country.getByRole('option', { name: /United Kingdom/ })).toHaveCount(0);
  await expect(country.getByRole('option', { name: 'France (3 working days)' })).toHaveCount(1);

  // France: the French surcharge once per order, the French VAT in the same gross price, 3 days.
  await country.selectOption('FR');
  await expect(summary).toContainText(`Bulky-goods surcharge (once per order)${euros(36.95)}`);
  await expect(summary).toContainText('Estimated delivery: 3 working days');
  await expect(summary).toContainText(euros(france.total));
  await expect(summary).toContainText('VAT 20 %');

  // Switzerland: an export, charged net.
  await country.selectOption('CH');
  await expect(summary).toContainText('Export outside the EU: no VAT');
  await expect(summary).toContainText(euros(swiss.total));
  await expect(summary).not.toContainText('VAT 23 %');
  expect(swiss.total).toBeLessThan(product.displayPrice + 26.95);

  // The order is taken at the total shown (a different one would be refused as a changed price).
  const form = main(page);
  await form.getByLabel('E-mail').fill(`e2e-money-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('+41 44 668 18 00');
  await form.getByLabel('First name').fill('Urs');
  await form.getByLabel('Last name').fill('Meier');
  await form.getByLabel('Street and house number').fill('Bahnhofstrasse 1');
  await form.getByLabel('Postal code').fill('8001');
  await form.getByLabel('City').fill('Zürich');
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }).check();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/placed\?order=PP-[0-9A-Z]{10}$/);
});

test('a country that takes no bulky items is refused beside the country select', async ({
  page,
  request,
}) => {
  const product = await bumper(request, test.info().project.name === 'mobile' ? 2 : 3);
  await page.goto(`/products/${product.id}`);
  await main(page)
    .getByRole('button', { name: /to cart/i })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await main(page).getByRole('button', { name: 'Continue as guest' }).click();
  const country = main(page).getByLabel('Country', { exact: true });
  // Ireland has a delivery time but no bulky surcharge: bulky items are not delivered there.
  await country.selectOption('IE');
  await expect(country).toHaveAccessibleDescription(/Bulky items are not delivered to Ireland/);
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Bulky items are not delivered to Ireland',
  );
});
