/**
 * The guest cart and wishlist join the account at registration (quantities as they were, the
 * local copies cleared), the header then counts the server's; signing out leaves a clean guest (no
 * server copy shown, empty local stores); signing in again shows the server's counts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, readLocalStore, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  stock: number;
}

const uniqueEmail = () => `e2e-merge-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const card = (page: Page, productId: number): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/products/${productId}"]`) });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });

/** The server's cart (productId -> quantity) and wishlist ids, with the browser's session cookie. */
async function serverState(request: APIRequestContext) {
  const cart = await request.get('/api/cart');
  const wishlist = await request.get('/api/wishlist');
  if (!cart.ok() || !wishlist.ok()) return { status: [cart.status(), wishlist.status()] };
  const lines = (await cart.json()) as { productId: number; quantity: number }[];
  const items = (await wishlist.json()) as { productId: number }[];
  return {
    cart: Object.fromEntries(lines.map((line) => [line.productId, line.quantity])),
    wishlist: items.map((item) => item.productId),
  };
}

test('a guest cart and wishlist survive registration, leave with sign-out and come back with sign-in', async ({
  page,
  request,
}) => {
  const listed = (await (await request.get('/api/products?limit=20')).json()) as ApiProduct[];
  const [first, second] = listed.filter((p) => p.stock > 0);
  if (!first || !second) throw new Error('fewer than two products in stock on the first page');

  await page.goto('/products');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  const addFirst = card(page, first.id).getByRole('button', { name: /to cart/ });
  await addFirst.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(addFirst).toHaveText('Add to cart'); // the 3 s Added state is over
  await addFirst.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await card(page, second.id)
    .getByRole('button', { name: /to cart/ })
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await card(page, first.id)
    .getByRole('button', { name: /on the wishlist$/ })
    .click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // Register: the guest lines go to the new account.
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Kowalski');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile/);

  const expected = { cart: { [first.id]: 2, [second.id]: 1 }, wishlist: [first.id] };
  await expect.poll(() => serverState(page.request)).toEqual(expected);
  await expect.poll(() => readLocalStore(page, 'guestCart')).toEqual([]);
  await expect.poll(() => readLocalStore(page, 'wishlist')).toEqual([]);
  // The same counts, now from the server (the local stores are empty).
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  // A reload counts from the server as well, and merges nothing twice.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  expect(await serverState(page.request)).toEqual(expected);

  // Sign out: a clean guest, nothing of the account shown or stored in the browser.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  expect(await readLocalStore(page, 'guestCart')).toEqual([]);
  expect(await readLocalStore(page, 'wishlist')).toEqual([]);
  const persisted = await page.evaluate(() => localStorage.getItem('partspoint-query-cache') ?? '');
  expect(persisted).not.toContain('"cart"');
  expect(persisted).not.toContain('"wishlist"');

  // Sign in again: the server's counts.
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  expect(await serverState(page.request)).toEqual(expected);
});
