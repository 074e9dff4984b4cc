/**
 * `npm run bench` (second half): what a shopper's browser downloads for the landing page, measured
 * from the built app on the real server in Chromium. Cold first visit on a phone profile (Pixel 7) and
 * on a desktop, service worker blocked so only the page's own requests count; then the service
 * worker's precache, reported apart (it downloads in the background after the first paint).
 *
 * Reports requests, JavaScript transferred (compressed, as on the wire) and everything transferred.
 * The server runs on 127.0.0.1 with a fresh data folder; nothing leaves the machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

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

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(`${baseURL}/api/health`, 300_000);
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
  );
  const browser = await chromium.launch({ executablePath });
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
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
