/**
 * `npm run bench` (third part): what a shopper's browser downloads for the landing page, a search, a
 * category page and a product page, measured from the built app on the real server in Chromium. Cold
 * first visit on a phone profile (Pixel 7) and on a desktop, service worker blocked so only the page's
 * own requests count; then the service worker's precache, reported apart (it downloads in the
 * background after the first paint).
 *
 * Reports per page whether it arrived rendered, the JavaScript needed before its first render (the
 * scripts that block painting; for the shell, the whole app) against a 100 KB budget, the JavaScript
 * loaded until the app has taken the page over, requests and everything transferred (compressed, as
 * on the wire).
 * The server runs on 127.0.0.1 with a fresh data folder; nothing leaves the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { benchmarkPages, CHROMIUM_ARGS, chromiumPath, startBuiltApp } from './built-app.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Transfer {
  requests: number;
  scriptRequests: number;
  scriptBytes: number;
  totalBytes: number;
  /** The page arrived rendered by the server (else it is the app's shell, blank until the app runs). */
  rendered: boolean;
  /** Scripts the browser must run before it may paint the page (classic scripts without defer/async). */
  blockingScriptBytes: number;
}

/** The `src` of every script in the HTML that blocks rendering (no `type="module"`, `defer` or `async`). */
function blockingScripts(html: string, pageUrl: string): Set<string> {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src || /\btype="module"|\bdefer\b|\basync\b/i.test(tag)) continue;
    sources.add(new URL(src, pageUrl).href);
  }
  return sources;
}

async function measure(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions,
  pathname: string,
): Promise<Transfer> {
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
  const response = await page.goto(pathname, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  // The app has taken the page over and what a shopper sees first has arrived.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(finished);
  await context.close();
  const scripts = all.filter((entry) => entry.type === 'script');
  if (process.env.BENCH_VERBOSE) {
    for (const entry of all)
      console.log(`    ${entry.type.padEnd(10)} ${kb(entry.bytes).padStart(10)}  ${entry.url}`);
  }
  const blocking = blockingScripts(html, new URL(pathname, baseURL).href);
  return {
    requests: all.length,
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
    totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
    rendered: html.includes('id="ssr-data"'),
    blockingScriptBytes: scripts
      .filter((entry) => blocking.has(entry.url))
      .reduce((sum, entry) => sum + entry.bytes, 0),
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

/** The budget of JavaScript a page may need before its first render: 100 KB compressed. */
const BUDGET_BYTES = 100 * 1000;

const app = await startBuiltApp('bench-web');
const { baseURL } = app;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const pages = await benchmarkPages(baseURL);
    console.log(
      'cold first visit (service worker blocked), compressed bytes on the wire. "Before first render":\n' +
        'scripts the browser must run before it paints (a rendered page needs none; the shell needs the\n' +
        'whole app); "to take over": every script loaded until the app runs and the network is idle.',
    );
    let over = 0;
    for (const [device, options] of [
      ['mobile (Pixel 7)', devices['Pixel 7']],
      ['desktop', devices['Desktop Chrome']],
    ] as const) {
      for (const [name, pathname] of pages) {
        const result = await measure(browser, baseURL, options, pathname);
        const beforeFirstRender = result.rendered ? result.blockingScriptBytes : result.scriptBytes;
        if (beforeFirstRender > BUDGET_BYTES) over += 1;
        console.log(
          `  ${device.padEnd(17)} ${name.padEnd(9)} ${result.rendered ? 'rendered' : 'shell   '} ` +
            `JavaScript before first render ${kb(beforeFirstRender).padStart(9)}, ` +
            `to take over ${kb(result.scriptBytes)} in ${result.scriptRequests} files; ` +
            `${String(result.requests).padStart(3)} requests, total ${kb(result.totalBytes)}`,
        );
      }
    }
    console.log(
      over === 0
        ? `target (JavaScript before first render <= ${kb(BUDGET_BYTES)} on every page): PASS`
        : `target (JavaScript before first render <= ${kb(BUDGET_BYTES)} on every page): FAIL on ${over} page(s)`,
    );
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
