/**
 * Journeys: an account from registration to addresses; a forgotten password; a new e-mail address
 * confirmed through the mailed link and the account deleted, both with the current password; a
 * customer at /admin.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerShopper, test } from './fixtures.ts';

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A notification's text in the notification area (for its first second the same text also sits in a
 * hidden screen-reader announcement, so a page-wide getByText would match twice).
 */
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
}

/** The newest link to `path` (with its token) mailed to `email`, read from the outbox as the demo admin. */
async function mailedLinkFor(
  request: APIRequestContext,
  email: string,
  path = '/reset-password',
): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  expect(login.ok()).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/admin/mail-outbox?limit=50')).json()) as {
        to: string;
        text: string;
      }[];
      const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w-]+)`).exec(
        mails.find((m) => m.to === email)?.text ?? '',
      );
      link = match?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('register, sign out, sign in, edit the profile, add and delete an address', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Marta');
  await page.getByLabel('Last name').fill('Wiśniewska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('main').getByText('Wiśniewska').first()).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Please log in to access your profile');

  await signIn(page, email, 'secret123');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Marta-Anna');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('main').getByText('Marta-Anna').first()).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: 'Addresses' })
    .or(page.getByRole('main').getByRole('button', { name: 'Addresses' }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Add new address' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Marta');
  await dialog.getByLabel('Last name').fill('Wiśniewska');
  await dialog.getByLabel('Street').fill('Marszałkowska');
  await dialog.getByLabel('House number').fill('12');
  await dialog.getByLabel('Postcode').fill('00-626');
  await dialog.getByLabel('City').fill('Warszawa');
  await dialog.getByLabel('Country', { exact: true }).selectOption({ label: 'Poland' });
  await dialog.getByLabel('Phone', { exact: true }).fill('601234567');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(notification(page, 'Billing Address Saved')).toBeVisible();
  await expect(page.getByRole('main').getByText(/Marszałkowska 12/)).toBeVisible();
  await page.getByRole('button', { name: /Delete address: .*Marszałkowska 12/ }).click();
  await expect(notification(page, 'Billing Address Deleted')).toBeVisible();
  await expect(page.getByRole('main').getByText(/Marszałkowska 12/)).toHaveCount(0);
});

test('a new e-mail address needs the password and the mailed link; deleting the account needs the password', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('move');
  const moved = uniqueEmail('moved');
  // Registered through the page's own request context: the page is signed in.
  const created = await page.request.post('/api/auth/register', {
    data: { email, password: 'secret123', confirmPassword: 'secret123', firstName: 'Ola', lastName: 'Kowal' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(moved);
  await page.getByLabel('Current password').fill('wrong-one');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'The current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill('secret123');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'Check your new mailbox')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`Waiting for confirmation: ${moved}.`, { exact: false })).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL });
  await page.goto(await mailedLinkFor(admin, moved, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(main.getByText(moved, { exact: true })).toBeVisible();
  await expect(main.getByText('Waiting for confirmation', { exact: false })).toHaveCount(0);

  await page.goto('/profile?section=settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete account' });
  await confirm.getByLabel('Current password').fill('not-it');
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(notification(page, 'The current password is not correct.')).toBeVisible();
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Current password').fill('secret123');
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(notification(page, 'Account Deleted')).toBeVisible();
  // The shopper comes back to the tab before it goes home: the page's data is asked for again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/$/);
  // The deletion ends there: the account's own calls made no "logged out" news nor a trip to sign-in.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'The Right Part, Right Now' })).toBeVisible();
  await expect(notification(page, 'You are logged out')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const login = await admin.post('/api/auth/login', { data: { email: moved, password: 'secret123' } });
  expect(login.status()).toBe(401);
});

test('a forgotten password is reset through the mailed link', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('reset');
  const api = await playwright.request.newContext({ baseURL });
  const created = await api.post('/api/auth/register', {
    data: {
      email,
      password: 'old-pass-1',
      confirmPassword: 'old-pass-1',
      firstName: 'Piotr',
      lastName: 'Zieliński',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an 'E-mail' field too: fill the one of the page just opened.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL });
  const link = await mailedLinkFor(admin, email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-pass-2');
  await page.getByLabel('Confirm new password').fill('new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await signIn(page, email, 'new-pass-2');
  await api.dispose();
  await admin.dispose();
});

test('a customer opening /admin is told Access Denied and lands on the home page', async ({ page }) => {
  await signIn(page, 'customer@example.com', 'customer12345');
  await page.goto('/admin');
  await expect(page.getByText('You need admin privileges to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
});

test.describe('the header across a reload', () => {
  // The page's own "who is signed in?" call is the one held back here, not a worker's copy.
  test.use({ serviceWorkers: 'block' });

  test('shows the signed-in name while the server is asked again, never "Sign In"', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the bar shows the account on wide screens; phones show it in the menu');
    await registerShopper(page.request, { firstName: 'Zofia' });
    const header = page.getByRole('banner');
    const accountButton = header.getByRole('button', { name: /^Zofia ?, account menu$/ });
    const signInLink = header.getByRole('link', { name: 'Sign In' });
    await page.goto('/products');
    await expect(accountButton).toBeVisible();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/api/auth/user', async (route) => {
      asked = true;
      await held;
      await route.fallback();
    });
    await page.reload();
    await expect.poll(() => asked).toBe(true);
    // The app has taken the page over and is waiting for the answer: the last known name shows.
    await expect(accountButton).toBeVisible();
    await expect(signInLink).toHaveCount(0);
    release();
    await expect(accountButton).toBeVisible();

    // Signed out elsewhere: the answer wins over the remembered name.
    await page.unroute('**/api/auth/user');
    await page.request.post('/api/logout', { maxRedirects: 0 });
    await page.reload();
    await expect(signInLink).toBeVisible();
    await expect(accountButton).toHaveCount(0);
  });
});
