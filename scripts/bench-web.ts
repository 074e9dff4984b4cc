/**
 * `npm run bench` (second half): what a shopper's browser downloads for the landing page, measured
 * from the built app on the real server in Chromium. Cold first visit on a phone profile (Pixel 7) and
 * on a desktop, service worker blocked so only the page's own requests count; then the service
 * worker's precache, reported apart (it downloads in the background after the first paint).
 *
 * Reports requests, JavaScript transferred (compressed, as on the wire) and everything transferred.
 * The server runs on 127.0.0.1 with a fresh data folder; nothing leaves the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, startBuiltApp } from './built-app.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Transfer {
  requests: number;
  scriptRequests: number;
  scriptBytes: number;
  totalBytes: number;
}

async function measure(browser: Browser, baseURL: string, options: BrowserContextOptions): Promise<Transfer> {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const finished: Promise<{ type: string; bytes: number; url: string }>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      request.sizes().then((sizes) => ({
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        url: request.url(),
      })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The landing's lists are on screen: what a shopper sees first has all arrived.
  await page.getByRole('heading', { level: 1 }).waitFor();
  const all = await Promise.all(finished);
  await context.close();
  const scripts = all.filter((entry) => entry.type === 'script');
  if (process.env.BENCH_VERBOSE) {
    for (const entry of all)
      console.log(`    ${entry.type.padEnd(10)} ${kb(entry.bytes).padStart(10)}  ${entry.url}`);
  }
  return {
    requests: all.length,
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
    totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}

/** The service worker's precache list, as the built sw.js names it. */
function precacheSize(webRoot: string): { entries: number; bytes: number } {
  const sw = fs.readFileSync(path.join(webRoot, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  const bytes = urls.reduce((sum, url) => {
    const file = path.join(webRoot, url);
    return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0);
  }, 0);
  return { entries: urls.length, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const app = await startBuiltApp('bench-web');
const { baseURL } = app;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    console.log('landing page, cold first visit (service worker blocked), compressed bytes on the wire:');
    for (const [name, options] of [
      ['mobile (Pixel 7)', devices['Pixel 7']],
      ['desktop', devices['Desktop Chrome']],
    ] as const) {
      const result = await measure(browser, baseURL, options);
      console.log(
        `  ${name.padEnd(17)} ${String(result.requests).padStart(3)} requests, ` +
          `JavaScript ${kb(result.scriptBytes)} in ${result.scriptRequests} files, total ${kb(result.totalBytes)}`,
      );
    }
  } finally {
    await browser.close();
  }
  const precache = precacheSize(path.join(root, 'dist', 'web'));
  console.log(
    `service worker precache (background, after the first visit): ${precache.entries} files, ` +
      `${kb(precache.bytes)} uncompressed`,
  );
} finally {
  app.close();
}
