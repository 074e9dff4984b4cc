/**
 * /api/docs: the API reference renders in the browser from the shop's own OpenAPI document, under the
 * shop's content security policy, with no console error.
 */
import { expect, test } from '@playwright/test';

test('the API reference lists the operations with their access level', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /PartsPoint API/ })).toBeVisible();
  const operation = (method: string, path: string) =>
    page.locator(`.opblock-${method}`).filter({
      has: page.locator('.opblock-summary-path').getByText(path, { exact: true }),
    });
  const checkout = operation('post', '/api/checkout');
  await expect(checkout).toHaveCount(1);
  await checkout.locator('.opblock-summary').click();
  await expect(checkout.getByText('paymentMethod').first()).toBeVisible();
  await expect(checkout.getByRole('row', { name: 'x-access "public"' })).toBeVisible();
  const adminOrders = operation('get', '/api/admin/orders');
  await adminOrders.locator('.opblock-summary').click();
  await expect(adminOrders.getByRole('row', { name: 'x-access "admin"' })).toBeVisible();
  expect(problems).toEqual([]);
});
