/**
 * A new build served while a tab is open: the waiting worker is offered as "New version available -
 * Reload", nothing reloads on its own, the old hashed files keep working meanwhile, and Reload brings
 * the new version in. The shop's build is
 * copied to a temporary folder served by a small static server on loopback inside the test; the
 * "new build" is that copy's sw.js with a changed precache revision, which is what a deploy changes.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

let root = '';
let server: http.Server;
let origin = '';

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-update-'));
  fs.cpSync(path.resolve('dist/web'), root, { recursive: true });
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"not_found","message":"x"}');
      return;
    }
    const file = path.join(root, path.normalize(url.pathname));
    const found = file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.extname(url.pathname) ? null : path.join(root, 'index.html');
    if (!served) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      .end(fs.readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

test('a new build shows the update prompt, and only Reload switches to it', async ({ page }) => {
  await page.goto(`${origin}/faq`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();

  // Deploy: the worker's precache list changes (a new revision of the shell).
  const sw = path.join(root, 'sw.js');
  const before = fs.readFileSync(sw, 'utf8');
  const after = before.replace(/(url:"index\.html",revision:")[^"]+"/, '$1new-build"');
  expect(after).not.toBe(before);
  fs.writeFileSync(sw, after);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Nothing reloads under the shopper: the page and its state stay until they choose.
  const marker = await page.evaluate(
    () => ((window as unknown as { marker: number }).marker = Math.random()),
  );
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);

  // The deploy removed the old build's files from the server; the open tab still loads the code of a
  // page it has not opened yet, from the old worker's precache.
  for (const file of fs.readdirSync(path.join(root, 'assets')))
    if (file.endsWith('.js') || file.endsWith('.css')) fs.rmSync(path.join(root, 'assets', file));
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
  const waiting = await page.evaluate(
    async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
  );
  expect(waiting).toBe(false);
});
