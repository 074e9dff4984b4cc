/**
 * A small static site on loopback for the scraper's browser journey: serves e2e/scraper-site/ as
 * "another shop" (FIXTURE_PORT, default 4180). Only for tests; the shop's fetcher may reach it because
 * the test server names it in SCRAPER_ALLOW_HOSTS.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/scraper-site');
const port = Number(process.env.FIXTURE_PORT ?? 4180);
const TYPES = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://fixture').pathname);
    if (pathname === '/health') return response.end('ok');
    const file = path.resolve(root, `.${pathname}`);
    const type = TYPES[path.extname(file)];
    if (!file.startsWith(root + path.sep) || !type || !fs.existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(response);
  })
  .listen(port, '127.0.0.1');
