/**
 * `npm run bench:soak`: the real server under many shoppers at once for minutes. Each simulated
 * shopper loops through what a visit asks of the API, reading each page for a while (think time)
 * before the next step:
 * - browse: a category's page of products and its count;
 * - search: a word of the catalogue;
 * - product: a product's full details;
 * - cart: the checkout quote of 1-3 products (prices, VAT, delivery);
 * - checkout: a guest order paid by bank transfer.
 * Prints per step the requests, errors and p50/p99, orders per second, and the server's resident
 * memory at start, after the warm-up and at the end (its growth after the warm-up is the leak check).
 * Errors are every answer but 2xx and network failures; an order refused because the stock ran out is
 * counted apart. Exits 1 on an error or on memory growth of 10 % or more after the warm-up.
 * Traffic goes to 127.0.0.1 only.
 *
 * Settings: BENCH_SHOPPERS (200), BENCH_SECONDS (120), BENCH_WARMUP_SECONDS (20), BENCH_THINK_MS
 * (2000-8000: a shopper's pause between steps, drawn evenly from the range; 0 for none, which is an
 * overload test rather than shoppers), BENCH_SKIP_BUILD=1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '#db/client.ts';
import { checkout, clientAddress, percentile, pick, randomLines } from './shopper.ts';
import {
  baseEnv,
  freePort,
  launch,
  root,
  rssMb,
  scratch,
  serverCommand,
  stop,
  waitUntilUp,
} from './server-process.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
/** Units of every product at the start: the run should not be about the stock running out. */
const STOCK = 100_000;
const THINK = (process.env.BENCH_THINK_MS ?? '2000-8000').split('-').map(Number);
const THINK_MIN = THINK[0] ?? 0;
const THINK_MAX = THINK[1] ?? THINK_MIN;
const STEPS = ['browse', 'search', 'product', 'cart', 'checkout'] as const;
type Step = (typeof STEPS)[number];

interface StepFigures {
  /** Milliseconds of each request started after the warm-up. */
  ms: number[];
  /** Every request's, the warm-up's included. */
  all: number[];
  errors: number;
}

interface Catalogue {
  productIds: number[];
  categoryIds: number[];
  words: string[];
}

async function readCatalogue(base: string): Promise<Catalogue> {
  const products = (await (await fetch(`${base}/api/products?limit=1000`)).json()) as {
    id: number;
    name: string;
  }[];
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as { id: number }[];
  const words = [
    ...new Set(
      products.flatMap((p) => p.name.toLowerCase().split(/[^a-ząćęłńóśźż0-9]+/)).filter((w) => w.length >= 4),
    ),
  ];
  return { productIds: products.map((p) => p.id), categoryIds: categories.map((c) => c.id), words };
}

async function get(base: string, url: string, client: string): Promise<boolean> {
  const response = await fetch(`${base}${url}`, {
    headers: { 'accept-language': 'en', 'x-forwarded-for': client },
  });
  await response.arrayBuffer();
  return response.ok;
}

async function visit(
  base: string,
  catalogue: Catalogue,
  figures: Record<Step, StepFigures>,
  counters: { orders: number; outOfStock: number; errorSamples: Map<string, number> },
  until: number,
  warmUntil: number,
) {
  // The shopper's own address (forwarded by the loopback proxy) for browsing; each order is a buyer of its own.
  const client = clientAddress();
  const record = async (step: Step, run: () => Promise<boolean | 'out_of_stock'>) => {
    const think = THINK_MAX > 0 ? THINK_MIN + pick(THINK_MAX - THINK_MIN + 1) : 0;
    // The pause ends with the run: no step starts after it.
    if (think > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(think, until - Date.now())));
    if (Date.now() >= until) return;
    const started = performance.now();
    let ok: boolean | 'out_of_stock';
    try {
      ok = await run();
    } catch (error) {
      const key = `${step}: ${(error as Error).message}`;
      counters.errorSamples.set(key, (counters.errorSamples.get(key) ?? 0) + 1);
      ok = false;
    }
    const ms = performance.now() - started;
    figures[step].all.push(ms);
    if (Date.now() - ms >= warmUntil) figures[step].ms.push(ms);
    if (ok === false) figures[step].errors += 1;
  };
  while (Date.now() < until) {
    const categoryId = catalogue.categoryIds[pick(catalogue.categoryIds.length)]!;
    await record('browse', async () => {
      const page = `categoryId=${categoryId}&limit=20&offset=${pick(3) * 20}`;
      const [list, count] = await Promise.all([
        get(base, `/api/products?${page}`, client),
        get(base, `/api/products/count?categoryId=${categoryId}`, client),
      ]);
      return list && count;
    });
    const word = catalogue.words[pick(catalogue.words.length)]!;
    await record('search', () =>
      get(base, `/api/products?search=${encodeURIComponent(word)}&limit=20`, client),
    );
    const productId = catalogue.productIds[pick(catalogue.productIds.length)]!;
    await record('product', () => get(base, `/api/products/${productId}/full-details`, client));
    const lines = randomLines(catalogue.productIds);
    await record('cart', async () => {
      const response = await fetch(`${base}/api/checkout/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ currency: 'EUR', country: 'PL', lines }),
      });
      await response.arrayBuffer();
      return response.ok;
    });
    await record('checkout', async () => {
      const answer = await checkout(base, lines, 'bank_transfer');
      if (answer.kind === 'placed') counters.orders += 1;
      if (answer.kind === 'out_of_stock') counters.outOfStock += 1;
      if (answer.kind === 'refused') {
        const key = `checkout: ${answer.status} ${answer.body.slice(0, 100)}`;
        counters.errorSamples.set(key, (counters.errorSamples.get(key) ?? 0) + 1);
      }
      return answer.kind === 'refused' ? false : answer.kind === 'placed' ? true : 'out_of_stock';
    });
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-soak-'));
  scratch.add(dataDir);
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-soak-web-'));
  scratch.add(webRoot);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...baseEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'error',
    PUBLIC_URL: base,
    WEB_ROOT: webRoot,
    RENDER_PAGES: '0',
    // Each order comes from its own address, forwarded by a proxy on loopback.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_FACTOR: '1000',
  };
  const command = serverCommand();
  const first = launch(command, env, 'server');
  await waitUntilUp(`${base}/api/health`, first);
  await stop(first);
  const setup = createDb(path.join(dataDir, 'shop.sqlite')).sqlite;
  setup.prepare('UPDATE products SET stock = ?').run(STOCK);
  setup.close();

  const server = launch(command, env, 'server');
  await waitUntilUp(`${base}/api/health`, server);
  const catalogue = await readCatalogue(base);
  const pid = server.pid!;
  const rss = { start: rssMb(pid), warm: 0, end: 0, max: 0 };
  const sampler = setInterval(() => (rss.max = Math.max(rss.max, rssMb(pid))), 1000);
  console.log(
    `bench:soak: ${os.cpus().length} cores, Node ${process.version}, ${SHOPPERS} concurrent shoppers for ${SECONDS} s ` +
      `(think time ${THINK_MAX > 0 ? `${THINK_MIN}-${THINK_MAX} ms` : 'none'} before each step; memory compared after a ${WARMUP_SECONDS} s warm-up), ${catalogue.productIds.length} products, ` +
      `server: ${command.slice(1).join(' ')}`,
  );
  const figures = Object.fromEntries(
    STEPS.map((s) => [s, { ms: [], all: [], errors: 0 }]),
  ) as unknown as Record<Step, StepFigures>;
  const counters = { orders: 0, outOfStock: 0, errorSamples: new Map<string, number>() };
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const warm = setTimeout(() => (rss.warm = rssMb(pid)), WARMUP_SECONDS * 1000);
  let ordersAtWarm = 0;
  const warmOrders = setTimeout(() => (ordersAtWarm = counters.orders), WARMUP_SECONDS * 1000);
  await Promise.all(
    Array.from({ length: SHOPPERS }, () =>
      visit(base, catalogue, figures, counters, until, started + WARMUP_SECONDS * 1000),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearTimeout(warm);
  clearTimeout(warmOrders);
  clearInterval(sampler);
  rss.end = rssMb(pid);
  await stop(server);

  console.log(
    '\nstep       requests   errors   p50 ms   p99 ms   max ms   (p50/p99 after the warm-up; max of all)',
  );
  let errors = 0;
  for (const step of STEPS) {
    const f = figures[step];
    const sorted = [...f.ms].sort((a, b) => a - b);
    errors += f.errors;
    console.log(
      `${step.padEnd(9)} ${String(f.all.length).padStart(9)} ${String(f.errors).padStart(8)} ` +
        `${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ` +
        `${Math.max(0, ...f.all)
          .toFixed(0)
          .padStart(8)}`,
    );
  }
  for (const [key, n] of counters.errorSamples) console.log(`error: ${n} x ${key}`);
  const growth = rss.warm > 0 ? ((rss.end - rss.warm) / rss.warm) * 100 : 0;
  console.log(
    `\norders: ${counters.orders} in ${elapsed.toFixed(0)} s = ${(counters.orders / elapsed).toFixed(1)} orders/s ` +
      `(after the warm-up: ${((counters.orders - ordersAtWarm) / Math.max(1, elapsed - WARMUP_SECONDS)).toFixed(1)}/s); ` +
      `refused for stock: ${counters.outOfStock}`,
  );
  console.log(
    `server RSS: ${rss.start.toFixed(0)} MB at start, ${rss.warm.toFixed(0)} MB after the warm-up, ` +
      `${rss.end.toFixed(0)} MB at the end (max ${rss.max.toFixed(0)} MB): ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % after the warm-up`,
  );
  console.log(`errors: ${errors}`);
  process.exitCode = errors === 0 && growth < 10 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
