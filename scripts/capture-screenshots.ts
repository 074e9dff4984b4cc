/**
 * `npm run screenshots`: the web manifest's screenshots, taken from the built app on the real server
 * (demo catalogue) in Chromium: the landing page in each shop language on a phone (narrow) and a
 * desktop (wide), written as WebP into web/public/screenshots/ (committed; each kept under 150 KB).
 * Re-run it when the landing page changes visibly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { MANIFEST_FILES } from '../web/lib/manifest-link.ts';
import type { Language } from '../web/lib/preferences.ts';
import { SCREENSHOTS, screenshotFile, type FormFactor } from '../web/lib/pwa-manifest.ts';
import { CHROMIUM_ARGS, chromiumPath, startBuiltApp } from './built-app.ts';

const root = path.resolve(import.meta.dirname, '..');
const MAX_BYTES = 150 * 1024;
/** Saved preferences as web/lib/preferences.ts persists them: the page opens in that language. */
const PREFERENCES: Record<Language, { country: string; language: Language; currency: string }> = {
  en: { country: 'DE', language: 'en', currency: 'EUR' },
  pl: { country: 'PL', language: 'pl', currency: 'PLN' },
};

/** WebP at the highest quality that stays under the size limit. */
async function compress(png: Buffer): Promise<Buffer> {
  for (let quality = 80; quality >= 30; quality -= 10) {
    const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES) return webp;
  }
  throw new Error('screenshot does not fit in 150 KB even at WebP quality 30');
}

console.log('starting the built app...');
const app = await startBuiltApp('screenshots');
console.log(`app at ${app.baseURL}`);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const language of Object.keys(MANIFEST_FILES) as Language[]) {
    for (const formFactor of Object.keys(SCREENSHOTS) as FormFactor[]) {
      const spec = SCREENSHOTS[formFactor];
      const context = await browser.newContext({
        baseURL: app.baseURL,
        viewport: spec.viewport,
        deviceScaleFactor: spec.scale,
        isMobile: formFactor === 'narrow',
        hasTouch: formFactor === 'narrow',
        locale: language === 'pl' ? 'pl-PL' : 'en-GB',
        // The update prompt and install offers belong to a visit, not to a picture of the shop.
        serviceWorkers: 'block',
      });
      await context.addInitScript((preferences) => {
        localStorage.setItem('partspoint-preferences', JSON.stringify({ state: preferences, version: 1 }));
      }, PREFERENCES[language]);
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Every image on screen loaded (lazy ones further down never start), and fonts ready.
      await page.waitForFunction(
        () =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        undefined,
        { timeout: 15_000 },
      );
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
      const { width, height } = await sharp(png).metadata();
      if (width !== spec.width || height !== spec.height)
        throw new Error(
          `${formFactor} screenshot is ${width}x${height}, the manifest says ${spec.width}x${spec.height}`,
        );
      const webp = await compress(png);
      const file = path.join(root, 'web', 'public', screenshotFile(language, formFactor));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, webp);
      console.log(`${path.relative(root, file)}: ${width}x${height}, ${(webp.length / 1024).toFixed(1)} KiB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  app.close();
}
