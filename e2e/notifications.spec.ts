/**
 * Notifications and dialogs: a toast reached with F8 and swiped away (a short drag is not
 * enough); toasts shown while a modal dialog is open are inside it and usable; dialogs close on Escape
 * and (except a confirmation) on the overlay, give focus back to their opener, and start from defaults.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const REGION = 'Notifications (F8)';

// Without a service worker: its one-time "Ready to use offline" notice would join these toasts at
// a moment of its own and move the one being dragged.
test.use({ serviceWorkers: 'block' });

async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('customer12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
}

/** A mouse drag to the right across `target`, starting near its left edge (away from its close button). */
async function dragRight(page: Page, target: Locator, distance: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the notification is not on screen');
  const x = box.x + 16;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 10 });
  await page.mouse.up();
}

/** The accessible name of the landmark region holding the focused element, if any. */
const focusedRegion = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null);

test('a failed sign-in toast is reached with F8 and dismissed by swiping right', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const region = page.getByRole('region', { name: REGION });
  const toast = region.getByRole('listitem').filter({ hasText: 'Login Failed' });
  await expect(toast).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);
  expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(420);

  expect(await focusedRegion(page)).toBeNull();
  await page.keyboard.press('F8');
  await expect.poll(() => focusedRegion(page)).toBe(REGION);

  // Under the 50 px threshold the toast springs back; past it, it is gone.
  await dragRight(page, toast, 30);
  await expect(toast).toBeVisible();
  await dragRight(page, toast, 120);
  await expect(toast).toHaveCount(0);
});

// One sign-in for all of it: sign-ins are rate-limited per account (10 in 15 minutes).
test('dialogs hold the toasts raised in them; focus, fresh forms, overlay and Escape', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?section=addresses');
  const opener = page.getByRole('button', { name: 'Add new address' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  // data-autofocus: the selected address type, not the close button.
  await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();

  // Saving the empty form reports the missing fields in a toast while the dialog stays open; the
  // rest of the page is hidden from assistive tech then, so the toast must be inside the dialog.
  await dialog.getByRole('button', { name: 'Save address' }).click();
  const region = dialog.getByRole('region', { name: REGION });
  const toast = region.getByRole('listitem').filter({ hasText: 'Missing Information' });
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await expect.poll(() => focusedRegion(page)).toBe(REGION);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // A press on the overlay (above the sheet on phones, around the box on desktop) closes it, and the
  // form starts from its defaults next time.
  await opener.click();
  await dialog.getByLabel('City').fill('Kraków');
  await page.mouse.click(4, 4);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel('City')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/profile?section=settings');
  const deleteButton = page.getByRole('button', { name: 'Delete Account' });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete account' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // A confirmation must be answered: the overlay does not close it, Escape does.
  await page.mouse.click(4, 4);
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
});
