/**
 * A shopper with an account and a server cart fills a cart as a guest, then signs in;
 * the guest line joins the account's lines (nothing lost, nothing doubled) and the local copy clears.
 */
import type { APIRequestContext } from '@playwright/test';
import { englishName, expect, getJson, readLocalStore, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
}

/** Two stocked products with names of their own, past the ones the other journeys use. */
async function twoProducts(request: APIRequestContext, pair: number): Promise<[ApiProduct, ApiProduct]> {
  const all = await getJson<ApiProduct[]>(request, '/api/products?limit=1000');
  const unique = all
    .slice(120, 400)
    .filter((p) => p.stock >= 3 && all.filter((o) => englishName(o) === englishName(p)).length === 1);
  const first = unique[pair * 2];
  const second = unique[pair * 2 + 1];
  if (!first || !second) throw new Error('not enough stocked products with names of their own');
  return [first, second];
}

test('a guest cart survives signing in to an account that has a cart of its own', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [guestProduct, accountProduct] = await twoProducts(
    page.request,
    test.info().project.name === 'mobile' ? 0 : 1,
  );
  const email = `e2e-signin-cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = await playwright.request.newContext({ baseURL });
  const registered = await account.post('/api/auth/register', {
    data: {
      email,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      firstName: 'Olga',
      lastName: 'Lis',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const added = await account.post('/api/cart', { data: { productId: accountProduct.id, quantity: 2 } });
  expect(added.ok()).toBe(true);
  await account.dispose();

  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
  await page.goto(`/products/${guestProduct.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /to cart/i })
    .first()
    .click();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(cartLink).toHaveAccessibleName('Cart, 3 items');
  await expect.poll(() => readLocalStore(page, 'guestCart')).toEqual([]);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: englishName(guestProduct) })).toBeVisible();
  await expect(main.getByRole('link', { name: englishName(accountProduct) })).toBeVisible();
  const lines = await getJson<{ productId: number; quantity: number }[]>(page.request, '/api/cart');
  expect(
    lines
      .map(({ productId, quantity }) => ({ productId, quantity }))
      .sort((a, b) => a.productId - b.productId),
  ).toEqual(
    [
      { productId: guestProduct.id, quantity: 1 },
      { productId: accountProduct.id, quantity: 2 },
    ].sort((a, b) => a.productId - b.productId),
  );
});
