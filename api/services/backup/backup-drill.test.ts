/**
 * The restore drill: a shop on a file database takes orders without a pause; the backup command runs
 * as a process of its own meanwhile; the restore command puts that backup into a fresh data folder,
 * and a second shop built on it holds every order answered before the backup started (with its
 * lines and payment), answers reads and takes new orders.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Db, openDatabaseFile } from '#db/client.ts';
import { openAndMigrate } from '#db/setup.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { placeGuestOrder, TEST_SHIPPING_ADDRESS } from '../../test/orders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { readManifest } from './backup.ts';
import { formatBytes } from './describe.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const silent = { info: () => undefined };

let tmp = '';
let dataDir = '';
let backupDir = '';
let restoredDir = '';
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drill-'));
  dataDir = path.join(tmp, 'data');
  backupDir = path.join(tmp, 'backups');
  restoredDir = path.join(tmp, 'restored');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The shop as the server builds it on DATA_DIR: its database file, uploads and generated secret. */
async function shopOn(dir: string) {
  const handle = await openAndMigrate(path.join(dir, 'shop.sqlite'), silent);
  return createTestApp({
    handle,
    config: { dataDir: dir, uploadsDir: path.join(dir, 'uploads'), sessionSecret: undefined },
  });
}

/** A command of the shop as an operator runs it: its own process on DATA_DIR and BACKUP_DIR. */
function command(script: string, args: string[], dir: string) {
  return run(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, BACKUP_DIR: backupDir },
  });
}

interface Placed {
  orderNumber: string;
  card: boolean;
  /** When its 201 arrived: performance.now(), and the wall clock (to compare with the manifest's). */
  answeredAt: number;
  answeredWall: number;
}

/** Each order's line count and payment count, by order number. */
async function orderShapes(db: Db) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.orderNumber',
      eb
        .selectFrom('orderItems')
        .whereRef('orderItems.orderId', '=', 'orders.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('lines'),
      eb
        .selectFrom('payments')
        .whereRef('payments.orderId', '=', 'orders.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('payments'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.orderNumber, { lines: Number(r.lines), payments: Number(r.payments) }]));
}

it('restores a backup taken under load with every order answered before it started', async () => {
  const shop = await shopOn(dataDir);
  const products = [
    await insertTestProduct(shop.db, { basePriceCents: 1999, stock: 1_000_000 }),
    await insertTestProduct(shop.db, { basePriceCents: 4550, stock: 1_000_000 }),
  ];
  fs.mkdirSync(path.join(dataDir, 'uploads', 'products'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'products', 'drill.svg'), '<svg/>');
  const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8');

  // Orders one after another without a pause: two of three by bank transfer, one by card (a payment).
  const placed: Placed[] = [];
  let stop = false;
  const load = (async () => {
    for (let n = 1; !stop; n++) {
      const lines = [
        { productId: products[0]!, quantity: 1 + (n % 3) },
        ...(n % 2 === 0 ? [{ productId: products[1]!, quantity: 1 }] : []),
      ];
      if (n % 3 === 0) {
        const answer = await shop.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { 'idempotency-key': `drill-${n}-${Date.now()}` },
          payload: {
            paymentMethod: 'card',
            currency: 'EUR',
            email: `drill${n}@example.com`,
            phone: '+48 600 100 200',
            shippingAddress: TEST_SHIPPING_ADDRESS,
            lines,
          },
        });
        expect(answer.statusCode, answer.body).toBe(201);
        placed.push({
          orderNumber: answer.json().orderNumber,
          card: true,
          answeredAt: performance.now(),
          answeredWall: Date.now(),
        });
      } else {
        const order = await placeGuestOrder(shop.app, `drill${n}@example.com`, lines);
        placed.push({
          orderNumber: order.orderNumber,
          card: false,
          answeredAt: performance.now(),
          answeredWall: Date.now(),
        });
      }
    }
  })();

  await vi.waitFor(() => expect(placed.length).toBeGreaterThanOrEqual(40), { timeout: 30_000, interval: 20 });
  const backupStarted = performance.now();
  const beforeBackup = placed.filter((p) => p.answeredAt < backupStarted);
  const backup = await command('api/cli/backup.ts', [], dataDir);
  const backupEnded = performance.now();
  const duringBackup = placed.filter((p) => p.answeredAt > backupStarted && p.answeredAt < backupEnded);
  const countAtEnd = placed.length;
  await vi.waitFor(() => expect(placed.length).toBeGreaterThanOrEqual(countAtEnd + 10), { timeout: 30_000 });
  stop = true;
  await load;

  // The shop was never held up: orders kept being answered while the backup process ran.
  expect(duringBackup.length).toBeGreaterThan(0);
  const backupPath = /^Backup written: (.+)$/m.exec(backup.stdout)?.[1];
  expect(backupPath, backup.stdout + backup.stderr).toBeDefined();
  const manifest = readManifest(backupPath!);
  expect(manifest?.database.integrity).toBe('ok');
  const copyStarted = Date.parse(manifest!.createdAt);
  const duringCopy = placed.filter(
    (p) => p.answeredWall >= copyStarted && p.answeredWall <= copyStarted + manifest!.durationMs,
  );
  const original = await orderShapes(shop.db);
  await shop.close();

  const restore = await command('api/cli/restore.ts', [backupPath!], restoredDir);
  expect(restore.stdout).toContain(`Restored into ${restoredDir}: shop.sqlite, uploads, session-secret.`);
  expect(restore.stdout).toContain('held no shop before: nothing was set aside');

  const restored = await shopOn(restoredDir);
  try {
    const sqlite = openDatabaseFile(path.join(restoredDir, 'shop.sqlite'));
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
    const shapes = await orderShapes(restored.db);

    // Every order answered before the backup started is there, with the lines and payment it had.
    const missing = beforeBackup.filter((p) => !shapes.has(p.orderNumber));
    expect(missing).toEqual([]);
    for (const p of beforeBackup) {
      expect(shapes.get(p.orderNumber), p.orderNumber).toEqual(original.get(p.orderNumber));
      expect(shapes.get(p.orderNumber)!.payments, p.orderNumber).toBe(p.card ? 1 : 0);
    }
    // One moment's state: each restored order whole, no order the shop never answered, as counted.
    for (const [orderNumber, shape] of shapes) expect(shape, orderNumber).toEqual(original.get(orderNumber));
    expect(shapes.size).toBe(manifest!.counts.orders);
    expect(shapes.size).toBeLessThan(placed.length);

    // The files came back: the image, and the secret that signs sessions and payment links.
    expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'products', 'drill.svg'), 'utf8')).toBe(
      '<svg/>',
    );
    expect(fs.readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe(secret);

    // The restored shop answers reads and takes a new order.
    const page = await restored.app.inject({ url: `/api/products/${products[0]}/full-details` });
    expect(page.statusCode, page.body).toBe(200);
    const order = await placeGuestOrder(restored.app, 'after-restore@example.com', [
      { productId: products[1]!, quantity: 2 },
    ]);
    expect((await orderShapes(restored.db)).get(order.orderNumber)).toEqual({ lines: 1, payments: 0 });

    console.info(
      `restore drill: ${beforeBackup.length} orders answered before the backup started, ${duringBackup.length} while its process ran (${Math.round(backupEnded - backupStarted)} ms with start-up), ${duringCopy.length} of them while it copied, ${placed.length} in all; ${shapes.size} in the backup, all ${beforeBackup.length} found after the restore; backup ${manifest!.durationMs} ms, database ${formatBytes(manifest!.database.bytes)}`,
    );
  } finally {
    await restored.close();
  }
}, 120_000);
