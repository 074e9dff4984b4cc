/**
 * Installing the shop as an app: the web manifest in English and Polish (every field a browser's
 * install UI reads, with its icons, screenshots and shortcuts loading), Chrome's own installability
 * check, the "Install app" button on Chrome's prompt, and the Add to Home Screen hint on iPhone Safari.
 *
 * Chrome keeps both the installability check and `beforeinstallprompt` away from off-the-record
 * profiles (`browser.newContext()` reports `in-incognito`), so those tests launch a real, persistent
 * profile in a temporary folder, with the project's device settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  devices,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { en } from '../web/i18n/en.ts';
import { pl } from '../web/i18n/pl.ts';
import { IOS_HINT_DISMISSED_KEY } from '../web/lib/install-prompt.ts';
import { BACKGROUND_COLOR, SHOP_NAME, THEME_COLOR } from '../web/lib/shop.ts';
import { expect, expectNoSeriousA11yViolations, openPreferences, test } from './fixtures.ts';

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: { name: string; url: string; description?: string; icons: ManifestImage[] }[];
}

async function fetchManifest(request: APIRequestContext, href: string): Promise<Manifest> {
  const res = await request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await res.json()) as Manifest;
}

/** Loads an image the manifest names and checks its type and real pixel size against the entry. */
async function expectImageLoads(request: APIRequestContext, image: ManifestImage, maxBytes?: number) {
  const res = await request.get(image.src);
  expect(res.status(), image.src).toBe(200);
  if (image.type) expect(res.headers()['content-type'], image.src).toBe(image.type);
  const body = await res.body();
  if (maxBytes) expect(body.length, `${image.src} size`).toBeLessThan(maxBytes);
  const { width, height } = await sharp(body).metadata();
  expect(`${width}x${height}`, image.src).toBe(image.sizes);
}

/** A persistent (not off-the-record) Chromium profile with this project's device and launch settings. */
async function launchProfile(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const use = testInfo.project.use;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-install-'));
  const context = await playwright.chromium.launchPersistentContext(dir, {
    ...use.launchOptions,
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Loads the shop until its service worker controls the page (the first visit installs it). */
async function openControlledByServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const manifestLink = (page: Page) => page.locator('link[rel="manifest"]');

test('the page links a complete English manifest whose icons, screenshots and shortcuts load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await fetchManifest(request, '/manifest.webmanifest');

  expect(manifest).toMatchObject({
    id: '/',
    name: en['manifest.name'].replace('{shop}', SHOP_NAME),
    short_name: SHOP_NAME,
    description: en['manifest.description'],
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
  });

  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) await expectImageLoads(request, icon);

  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.label).toBeTruthy();
    await expectImageLoads(request, shot, 150 * 1024);
  }

  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/products', '/cart', '/orders']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
    en['manifest.shortcutSearch'],
    en['manifest.shortcutCart'],
    en['manifest.shortcutOrders'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');
    for (const icon of shortcut.icons) await expectImageLoads(request, icon);
    // Each shortcut opens a page of the shop, not its 404 view.
    await page.goto(shortcut.url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: en['notFound.title'] })).toHaveCount(0);
  }

  // Not an iPhone: no Add to Home Screen hint.
  await expect(page.getByRole('region', { name: /^Install / })).toHaveCount(0);
});

test('switching the shop to Polish points the manifest link at the Polish manifest', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPreferences(page);
  await page.getByLabel('Country and language').selectOption('PL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest.pl.webmanifest');

  const english = await fetchManifest(request, '/manifest.webmanifest');
  const polish = await fetchManifest(request, '/manifest.pl.webmanifest');
  expect(polish).toMatchObject({
    id: english.id,
    name: pl['manifest.name'].replace('{shop}', SHOP_NAME),
    short_name: SHOP_NAME,
    description: pl['manifest.description'],
    lang: 'pl',
    start_url: english.start_url,
    scope: english.scope,
    display: 'standalone',
  });
  expect(polish.icons).toEqual(english.icons);
  expect(polish.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    [pl['manifest.shortcutSearch'], '/products'],
    [pl['manifest.shortcutCart'], '/cart'],
    [pl['manifest.shortcutOrders'], '/orders'],
  ]);
  expect(polish.screenshots.map((shot) => shot.label)).toEqual([
    pl['manifest.screenshotNarrow'],
    pl['manifest.screenshotWide'],
  ]);
  for (const shot of polish.screenshots) await expectImageLoads(request, shot, 150 * 1024);

  // Chrome itself follows the link: the manifest it would install from is now the Polish one.
  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getAppManifest')).url)
    .toMatch(/\/manifest\.pl\.webmanifest$/);

  // A reload keeps the choice, and the link with it.
  await page.reload();
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest.pl.webmanifest');
});

test("Chrome's installability check passes once the service worker controls the page, both manifests precached", async ({
  playwright,
}, testInfo) => {
  const profile = await launchProfile(playwright, testInfo);
  try {
    await openControlledByServiceWorker(profile.page);
    // The check Lighthouse's former installable-manifest audit ran.
    const cdp = await profile.context.newCDPSession(profile.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // Both manifests are in the worker's precache: switching language offline still finds one.
    const precached = await profile.page.evaluate(async () =>
      Promise.all(
        ['/manifest.webmanifest', '/manifest.pl.webmanifest'].map(
          async (url) => (await caches.match(url, { ignoreSearch: true })) !== undefined,
        ),
      ),
    );
    expect(precached).toEqual([true, true]);
  } finally {
    await profile.close();
  }
});

test('the Install app button appears on Chrome’s install prompt and opens it', async ({
  playwright,
}, testInfo) => {
  const profile = await launchProfile(playwright, testInfo);
  try {
    const { page } = profile;
    // Headless Chromium fires a real `beforeinstallprompt` on an installable page of a persistent
    // profile. Its real prompt() would open a browser dialog nothing can answer here, so the event's
    // prompt and userChoice are replaced on the event itself (before the app's listener sees it) by a
    // recorder that counts the calls.
    await page.addInitScript(() => {
      const recorded = window as unknown as { installPrompts: number; promptOffered: number };
      recorded.installPrompts = 0;
      recorded.promptOffered = 0;
      window.addEventListener(
        'beforeinstallprompt',
        (event) => {
          recorded.promptOffered += 1;
          Object.defineProperty(event, 'prompt', {
            value: async () => {
              recorded.installPrompts += 1;
            },
          });
          Object.defineProperty(event, 'userChoice', {
            value: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
          });
        },
        { capture: true },
      );
    });
    await openControlledByServiceWorker(page);

    const install = page.getByRole('button', { name: 'Install app' });
    await expect(install).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { promptOffered: number }).promptOffered)).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts))
      .toBe(1);
    // A prompt event is good for one prompt: the button goes, and stays gone once the app is installed.
    await expect(install).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Install / })).toHaveCount(0);
  } finally {
    await profile.close();
  }
});

test('on iPhone Safari a hint explains Add to Home Screen, and dismissing it is remembered', async ({
  browser,
  baseURL,
}) => {
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 15'];
  const context = await browser.newContext({ ...iPhone, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const hint = page.getByRole('region', { name: `Install ${SHOP_NAME}` });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Tap Share');
    await expect(hint).toContainText('then “Add to Home Screen”');
    await expect(hint.locator('svg')).toHaveCount(2);
    // Safari offers no install prompt: no button that could not work.
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await hint.getByRole('button', { name: 'Dismiss the install hint' }).click();
    await expect(hint).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), IOS_HINT_DISMISSED_KEY)).toBe('1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hint).toHaveCount(0);
  } finally {
    await context.close();
  }
});
