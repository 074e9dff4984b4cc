/**
 * `npm run bench:crash`: crash safety of the real server. Rounds of: start the server on the same data
 * folder, let concurrent shoppers check out (bank transfer and card, card payments approved or
 * declined on the sandbox gateway's page), then `kill -9` it at a random moment. After each kill the
 * database file is opened as the next start would open it and checked:
 * - `PRAGMA integrity_check` is ok;
 * - every order whose 201 answer arrived (acknowledged) is there with all its lines, and every card
 *   decision the gateway page acknowledged is on its order;
 * - for each product, stock plus the units held or sold by orders equals the starting stock;
 * - no payment is in an impossible state (unknown status, an approved payment on an unpaid order or
 *   the reverse, two approved payments, a paid order still pending, an amount other than the total).
 * Prints one line per round and a total; exits 1 when a check fails. Traffic goes to 127.0.0.1 only.
 *
 * Settings: BENCH_ROUNDS (20), BENCH_SHOPPERS (20), BENCH_MIN_MS / BENCH_MAX_MS (1000 / 4000: how long
 * the server serves before the kill), BENCH_SKIP_BUILD=1 (use the compiled server as it is).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '#db/client.ts';
import { checkout, decideCardPayment, pick, randomLines } from './shopper.ts';
import {
  baseEnv,
  freePort,
  launch,
  root,
  scratch,
  serverCommand,
  stop,
  waitUntilUp,
} from './server-process.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const MIN_MS = Number(process.env.BENCH_MIN_MS ?? 1000);
const MAX_MS = Number(process.env.BENCH_MAX_MS ?? 4000);
/** Products the shoppers buy, and the stock each starts with (some run out: that is counted). */
const PRODUCTS = 30;
const STARTING_STOCK = 400;

interface Acknowledged {
  lines: number;
  decision?: 'approved' | 'declined';
}

interface RoundFigures {
  placed: number;
  outOfStock: number;
  refused: Map<string, number>;
  decisions: number;
  failedInFlight: number;
}

const PAYMENT_STATUSES = [
  'created',
  'starting',
  'processing',
  'approved',
  'declined',
  'error',
  'filtered',
  'unknown',
];

/** Checks on the database file after a kill; each is a count of violations (0 = holds). */
function verify(file: string, acknowledged: Map<string, Acknowledged>, baseline: Map<number, number>) {
  // Opened as the server opens it (its SQL functions are in the indexes integrity_check reads).
  const { sqlite } = createDb(file);
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const orderByNumber = sqlite.prepare(
      `SELECT o.payment_status AS paymentStatus, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS lines
       FROM orders o WHERE o.order_number = ?`,
    );
    let found = 0;
    let missingLines = 0;
    let lostDecisions = 0;
    for (const [number, ack] of acknowledged) {
      const row = orderByNumber.get(number) as { paymentStatus: string; lines: number } | undefined;
      if (!row) continue;
      found += 1;
      if (row.lines !== ack.lines) missingLines += 1;
      if (ack.decision && row.paymentStatus !== ack.decision) lostDecisions += 1;
    }
    const units = sqlite.prepare(
      `SELECT p.stock + coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.product_id = p.id AND o.stock_taken = 1), 0) AS units FROM products p WHERE p.id = ?`,
    );
    let stockOff = 0;
    for (const [id, expected] of baseline) {
      if ((units.get(id) as { units: number }).units !== expected) stockOff += 1;
    }
    const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
    const impossiblePayments =
      count(
        `SELECT count(*) AS n FROM payments WHERE status NOT IN (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(',')})`,
      ) +
      count(
        `SELECT count(*) AS n FROM orders o WHERE o.payment_method = 'card' AND o.payment_status = 'approved'
           AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'approved')`,
      ) +
      count(
        `SELECT count(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE p.status = 'approved' AND (o.payment_status <> 'approved' OR p.amount_cents <> o.total_cents)`,
      ) +
      count(
        `SELECT count(*) AS n FROM (SELECT order_id FROM payments WHERE status = 'approved'
           GROUP BY order_id HAVING count(*) > 1)`,
      ) +
      count(`SELECT count(*) AS n FROM orders WHERE payment_status = 'approved' AND status = 'pending'`);
    const orders = count('SELECT count(*) AS n FROM orders');
    return { integrity, found, missingLines, lostDecisions, stockOff, impossiblePayments, orders };
  } finally {
    sqlite.close();
  }
}

async function shopper(
  base: string,
  ids: number[],
  acknowledged: Map<string, Acknowledged>,
  figures: RoundFigures,
  signal: AbortSignal,
) {
  while (!signal.aborted) {
    try {
      const lines = randomLines(ids);
      const method = pick(10) < 7 ? 'bank_transfer' : 'card';
      const answer = await checkout(base, lines, method, signal);
      if (answer.kind === 'out_of_stock') {
        figures.outOfStock += 1;
        continue;
      }
      if (answer.kind === 'refused') {
        const key = `${answer.status} ${answer.body.slice(0, 80)}`;
        figures.refused.set(key, (figures.refused.get(key) ?? 0) + 1);
        continue;
      }
      const ack: Acknowledged = { lines: lines.length };
      acknowledged.set(answer.orderNumber, ack);
      figures.placed += 1;
      if (answer.paymentUrl) {
        const decision = pick(10) < 8 ? 'approved' : 'declined';
        if (await decideCardPayment(base, answer.paymentUrl, decision, signal)) {
          ack.decision = decision;
          figures.decisions += 1;
        }
      }
    } catch {
      // The server was killed under this request: nothing was acknowledged.
      if (!signal.aborted) figures.failedInFlight += 1;
    }
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-crash-'));
  scratch.add(dataDir);
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-crash-web-'));
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
    // Each shopper's orders come from their own address, forwarded by a proxy on loopback.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_FACTOR: '1000',
  };
  const command = serverCommand();

  // First start seeds the demo catalogue; then the bench's products get their starting stock.
  const first = launch(command, env, 'server');
  await waitUntilUp(`${base}/api/health`, first);
  await stop(first);
  const file = path.join(dataDir, 'shop.sqlite');
  const setup = createDb(file).sqlite;
  const ids = (
    setup.prepare(`SELECT id FROM products WHERE is_active = 1 ORDER BY id LIMIT ?`).all(PRODUCTS) as {
      id: number;
    }[]
  ).map((r) => r.id);
  setup.prepare(`UPDATE products SET stock = ? WHERE id IN (${ids.join(',')})`).run(STARTING_STOCK);
  const baseline = new Map<number, number>();
  const unitsOf = setup.prepare(
    `SELECT p.id, p.stock + coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.product_id = p.id AND o.stock_taken = 1), 0) AS units FROM products p`,
  );
  for (const row of unitsOf.all() as { id: number; units: number }[]) baseline.set(row.id, row.units);
  setup.close();

  console.log(
    `bench:crash: ${os.cpus().length} cores, Node ${process.version}, ${ROUNDS} rounds of kill -9 after ${MIN_MS}-${MAX_MS} ms, ` +
      `${SHOPPERS} concurrent shoppers (70 % bank transfer, 30 % card: 80 % approved), ${ids.length} products of ${STARTING_STOCK} units`,
  );
  console.log(
    'round  start ms  served ms  acknowledged  found  lines lost  decisions lost  stock off  bad payments  integrity  out of stock  orders in db',
  );
  const acknowledged = new Map<string, Acknowledged>();
  let failures = 0;
  const refusedAll = new Map<string, number>();
  let totalAck = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const ackBefore = acknowledged.size;
    const server = launch(command, env, 'server');
    const startMs = await waitUntilUp(`${base}/api/health`, server);
    const figures: RoundFigures = {
      placed: 0,
      outOfStock: 0,
      refused: new Map(),
      decisions: 0,
      failedInFlight: 0,
    };
    const controller = new AbortController();
    const servedMs = MIN_MS + pick(MAX_MS - MIN_MS + 1);
    const shoppers = Array.from({ length: SHOPPERS }, () =>
      shopper(base, ids, acknowledged, figures, controller.signal),
    );
    await new Promise((resolve) => setTimeout(resolve, servedMs));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    controller.abort();
    await Promise.all(shoppers);
    for (const [key, n] of figures.refused) refusedAll.set(key, (refusedAll.get(key) ?? 0) + n);

    const check = verify(file, acknowledged, baseline);
    const roundAck = acknowledged.size - ackBefore;
    totalAck = acknowledged.size;
    const ok =
      check.integrity === 'ok' &&
      check.found === acknowledged.size &&
      check.missingLines === 0 &&
      check.lostDecisions === 0 &&
      check.stockOff === 0 &&
      check.impossiblePayments === 0;
    if (!ok) failures += 1;
    console.log(
      [
        String(round).padStart(5),
        startMs.toFixed(0).padStart(8),
        String(servedMs).padStart(9),
        `${roundAck} (${acknowledged.size} in all)`.padStart(12),
        `${check.found}/${acknowledged.size}`.padStart(5),
        String(check.missingLines).padStart(10),
        String(check.lostDecisions).padStart(14),
        String(check.stockOff).padStart(9),
        String(check.impossiblePayments).padStart(12),
        String(check.integrity).padStart(9),
        String(figures.outOfStock).padStart(12),
        String(check.orders).padStart(12),
        ok ? '' : '  FAILED',
      ].join('  '),
    );
  }
  for (const [key, n] of refusedAll) console.log(`refused (not counted as acknowledged): ${n} x ${key}`);
  console.log(
    `\n${ROUNDS} kill -9 rounds: ${totalAck} orders acknowledged, ${failures === 0 ? 'all found, every check held' : `${failures} rounds FAILED`}`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
