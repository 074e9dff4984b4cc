/**
 * `npm run bench`: builds a large synthetic catalogue in a temporary SQLite file and measures the
 * catalogue API and the checkout in-process (app.inject, no network) per scenario: mean, p50, p95,
 * p99, req/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateToLatest } from '#db/client.ts';
import { writeSetting } from '#db/repositories/settings.ts';
import { seedBenchCatalogue } from '#db/seed/bench-catalogue.ts';
import { buildApp } from '../app.ts';
import { BANK_DEFAULTS } from '../services/seller.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const handle = createDb(path.join(dir, 'bench.sqlite'));
await migrateToLatest(handle.db);
let started = performance.now();
const { categoryIds, brandIds, timings } = await seedBenchCatalogue(handle, PRODUCTS);
console.log(
  `catalogue: ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms (rows ` +
    `${Math.round(timings.writeMs)} ms, search index ${Math.round(timings.searchIndexMs)} ms, ANALYZE ` +
    `${Math.round(timings.analyzeMs)} ms)`,
);
// A shop in production takes bank transfers only once its bank account is set.
for (const [key, value] of Object.entries(BANK_DEFAULTS)) await writeSetting(handle.db, key, value);

const app = await buildApp({
  config: {
    webRoot: path.join(dir, 'web'),
    uploadsDir: path.join(dir, 'uploads'),
    production: true,
    dataDir: dir,
    sessionSecret: 'bench-secret-that-is-at-least-32-characters',
    publicUrl: 'http://127.0.0.1',
    smtpUrl: undefined,
    mailFrom: 'bench <bench@localhost>',
    geoCountryHeader: undefined,
    plateLookupUrl: undefined,
    plateLookupToken: undefined,
    payment: { provider: 'sandbox' },
  },
  db: handle,
  // The checkout scenarios place hundreds of orders from one address.
  rateLimits: { checkoutPerIp: 1_000_000 },
});
const sample = (await app.inject('/api/products?limit=1&offset=777')).json() as {
  id: number;
  partNumber: string;
}[];
const known = sample[0];
if (!known) throw new Error('benchmark catalogue is empty');
const digits = known.partNumber.replace(/\D/g, '');

type Scenario = [name: string, url: string, body?: () => object];

/** A guest's checkout of three lines, each with its own key (a new order every time). */
let checkoutCount = 0;
const checkoutLines = sample.length > 0 ? [known.id, known.id + 1, known.id + 2] : [];
await handle.db.updateTable('products').set({ stock: 1_000_000 }).where('id', 'in', checkoutLines).execute();
const guestCheckout = (extra: object) => () => ({
  currency: 'PLN',
  email: 'bench@example.com',
  phone: '+48 600 100 200',
  lines: checkoutLines.map((productId, i) => ({ productId, quantity: i + 1 })),
  orderReference: `bench-order-${++checkoutCount}`,
  ...extra,
});
const shipping = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'PL',
};

const scenarios: Scenario[] = [
  ['list, first page (name order)', '/api/products?limit=20'],
  ['list, page 100', '/api/products?limit=20&offset=2000'],
  ['search exact part number', `/api/products?search=${encodeURIComponent(known.partNumber)}`],
  ['search part number, no spaces', `/api/products?search=${digits}`],
  ['search 6 inner digits', `/api/products?search=${digits.slice(2, 8)}`],
  ['search Polish word prefix "hamulc"', '/api/products?search=hamulc'],
  ['search two words "brake pad"', '/api/products?search=brake%20pad'],
  [
    'search + brand + price (PLN)',
    `/api/products?search=filter&brandId=${brandIds[3]}&priceMax=500&currency=PLN`,
  ],
  ['category with descendants', `/api/products?categoryId=${categoryIds[0]}`],
  ['price range in GBP, sort by price', '/api/products?priceMin=50&priceMax=60&currency=GBP&sortBy=price'],
  ['count, all', '/api/products/count'],
  ['count, search "filtr"', '/api/products/count?search=filtr'],
  ['product full details', `/api/products/${known.id}/full-details`],
  ['categories/mother', '/api/categories/mother'],
  [
    'checkout: bank-transfer order, 3 lines',
    '/api/orders',
    guestCheckout({
      paymentMethod: 'bank_transfer',
      shippingAddress: { ...shipping, address: 'ul. Prosta 1' },
    }),
  ],
  [
    'checkout: card payment started (sandbox)',
    '/api/payments/create',
    guestCheckout({ shippingAddress: { ...shipping, street: 'ul. Prosta 1' } }),
  ],
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(
  `\n${ITERATIONS} sequential requests per scenario (Node ${process.version}, ${os.cpus().length} cores)\n`,
);
console.log(
  'scenario'.padEnd(40),
  'rows'.padStart(5),
  'mean ms'.padStart(9),
  'p50'.padStart(7),
  'p95'.padStart(7),
  'p99'.padStart(7),
  'req/s'.padStart(8),
);
for (const [name, url, body] of scenarios) {
  const call = () => (body ? app.inject({ method: 'POST', url, payload: body() }) : app.inject(url));
  const first = await call();
  if (first.statusCode >= 300) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
  const answer = first.json() as unknown;
  const rows = Array.isArray(answer) ? answer.length : 1;
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const mean = total / ITERATIONS;
  console.log(
    name.padEnd(40),
    String(rows).padStart(5),
    mean.toFixed(2).padStart(9),
    percentile(times, 50).toFixed(2).padStart(7),
    percentile(times, 95).toFixed(2).padStart(7),
    percentile(times, 99).toFixed(2).padStart(7),
    String(Math.round((ITERATIONS / total) * 1000)).padStart(8),
  );
}

await app.close();
await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
