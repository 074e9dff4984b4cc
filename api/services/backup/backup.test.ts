/**
 * Backups and restores on real files in temp folders: what a backup holds and its manifest, the
 * retention (the newest N of our complete backups, nothing else), and the restore's refusals: a
 * damaged copy, a copy failing its integrity check, a running shop, an unknown migration.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, migrateToLatest, openDatabaseFile } from '#db/client.ts';
import { DataLockBusyError, holdServerLock, LOCK_FILE, takeExclusiveLock } from '#db/data-lock.ts';
import { migrations } from '#db/migrations/index.ts';
import { integrityProblems } from '#db/repositories/backups.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { applyRetention, createBackup, listBackups, MANIFEST_FILE, readManifest } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { scheduledBackup } from './scheduled.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..', '..');

let tmp = '';
let dataDir = '';
let backupDir = '';
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  dataDir = path.join(tmp, 'data');
  backupDir = path.join(dataDir, 'backups');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A shop's data folder: a migrated database with `products` products, an image, a price list, the secret. */
async function makeShop(dir: string, products = 2) {
  const handle = createDb(path.join(dir, 'shop.sqlite'));
  await migrateToLatest(handle.db);
  for (let i = 0; i < products; i++) await insertTestProduct(handle.db);
  await handle.close();
  fs.mkdirSync(path.join(dir, 'uploads', 'products'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'uploads', 'products', 'pad.svg'), '<svg/>');
  fs.mkdirSync(path.join(dir, 'price-lists'));
  fs.writeFileSync(path.join(dir, 'price-lists', '1-list.csv'), 'sku;price\nA;1\n');
  fs.writeFileSync(path.join(dir, 'session-secret'), 's'.repeat(64));
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const minutes = (n: number) => () => new Date(Date.UTC(2026, 10, 27, 23, n, 0));

function countProducts(file: string): number {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

/** Overwrites `length` bytes of `file` from `offset`. */
function damage(file: string, offset: number, length: number) {
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(length, 0xab), 0, length, offset);
  fs.closeSync(fd);
}

/** Writes the manifest's sha256 for its (changed) database copy, as a forger would. */
function reseal(folder: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
  manifest.database.sha256 = sha256(path.join(folder, 'shop.sqlite'));
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest));
}

describe('createBackup', () => {
  it('writes the database copy, the files and a manifest into backup-<UTC time>, nothing half-written', async () => {
    await makeShop(dataDir, 3);
    const result = await createBackup({ dataDir, backupDir, keep: 7, now: minutes(15) });

    expect(result.name).toBe('backup-20261127T231500Z');
    expect(fs.readdirSync(backupDir)).toEqual(['backup-20261127T231500Z']);
    expect(fs.readdirSync(result.path).sort()).toEqual([
      'manifest.json',
      'price-lists',
      'session-secret',
      'shop.sqlite',
      'uploads',
    ]);
    const manifest = readManifest(result.path);
    expect(manifest).toEqual(result.manifest);
    const names = Object.keys(migrations);
    expect(manifest).toMatchObject({
      createdAt: '2026-11-27T23:15:00.000Z',
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: {
        file: 'shop.sqlite',
        bytes: fs.statSync(path.join(result.path, 'shop.sqlite')).size,
        sha256: sha256(path.join(result.path, 'shop.sqlite')),
        integrity: 'ok',
        migrations: names.length,
        latestMigration: names.at(-1),
      },
      counts: { orders: 0, orderItems: 0, payments: 0, products: 3, users: 0 },
      files: {
        uploads: { files: 1, bytes: 6 },
        'price-lists': { files: 1, bytes: 14 },
        'session-secret': { files: 1, bytes: 64 },
      },
    });
    expect(countProducts(path.join(result.path, 'shop.sqlite'))).toBe(3);
    expect(fs.readFileSync(path.join(result.path, 'uploads', 'products', 'pad.svg'), 'utf8')).toBe('<svg/>');
  });

  it('names two backups of the same second apart', async () => {
    await makeShop(dataDir);
    const first = await createBackup({ dataDir, backupDir, keep: 7, now: minutes(15) });
    const second = await createBackup({ dataDir, backupDir, keep: 7, now: minutes(15) });
    expect([first.name, second.name]).toEqual(['backup-20261127T231500Z', 'backup-20261127T231500Z-1']);
    expect(listBackups(backupDir).map((b) => b.name)).toEqual([second.name, first.name]);
  });

  it('refuses a data folder without a database, and a backup folder inside the uploads', async () => {
    await expect(createBackup({ dataDir, backupDir, keep: 7 })).rejects.toThrow(/no shop database/);
    await makeShop(dataDir);
    await expect(
      createBackup({ dataDir, backupDir: path.join(dataDir, 'uploads', 'b'), keep: 7 }),
    ).rejects.toThrow(/must not be inside the uploads folder/);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'b'))).toBe(false);
  });

  it('removes its own unfinished folder when the copy fails', async () => {
    await makeShop(dataDir);
    const failing = () => Promise.reject(new Error('disk full'));
    await expect(createBackup({ dataDir, backupDir, keep: 7, snapshot: failing })).rejects.toThrow(
      'disk full',
    );
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });
});

describe('retention', () => {
  it('keeps the newest N complete backups and touches nothing else', async () => {
    await makeShop(dataDir);
    for (let minute = 1; minute <= 4; minute++)
      await createBackup({ dataDir, backupDir, keep: 10, now: minutes(minute) });
    // Another run's backup still being written, a folder named like a backup without a manifest, and
    // the operator's own things.
    fs.mkdirSync(path.join(backupDir, '.backup-20261127T230000Z.partial'));
    fs.writeFileSync(path.join(backupDir, '.backup-20261127T230000Z.partial', 'shop.sqlite'), 'x');
    fs.mkdirSync(path.join(backupDir, 'backup-20200101T000000Z'));
    fs.mkdirSync(path.join(backupDir, 'notes'));
    fs.writeFileSync(path.join(backupDir, 'backup-old.tar'), 'x');

    const removed = applyRetention(backupDir, 2);

    expect(removed).toEqual(['backup-20261127T230200Z', 'backup-20261127T230100Z']);
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      '.backup-20261127T230000Z.partial',
      'backup-20200101T000000Z',
      'backup-20261127T230300Z',
      'backup-20261127T230400Z',
      'backup-old.tar',
      'notes',
    ]);
  });

  it('runs after each backup, counting the new one', async () => {
    await makeShop(dataDir);
    await createBackup({ dataDir, backupDir, keep: 2, now: minutes(1) });
    await createBackup({ dataDir, backupDir, keep: 2, now: minutes(2) });
    const third = await createBackup({ dataDir, backupDir, keep: 2, now: minutes(3) });
    expect(third.removed).toEqual(['backup-20261127T230100Z']);
    expect(listBackups(backupDir).map((b) => b.name)).toEqual([
      'backup-20261127T230300Z',
      'backup-20261127T230200Z',
    ]);
    expect(() => applyRetention(backupDir, 0)).toThrow(/keep/);
  });
});

describe('restoreBackup', () => {
  it('sets the shop it replaces aside with its WAL, removes the stale WAL index, restores the files', async () => {
    await makeShop(dataDir, 3);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7, now: minutes(15) });
    const target = path.join(tmp, 'target');
    await makeShop(target, 1);
    fs.writeFileSync(path.join(target, 'shop.sqlite-wal'), 'wal');
    fs.writeFileSync(path.join(target, 'shop.sqlite-shm'), 'shm');
    const before = sha256(path.join(target, 'shop.sqlite'));

    const result = await restoreBackup({ dataDir: target, backup, now: minutes(30) });

    expect(result.setAside).toBe(path.join(target, 'before-restore-20261127T233000Z'));
    expect(fs.readdirSync(result.setAside!).sort()).toEqual([
      'price-lists',
      'session-secret',
      'shop.sqlite',
      'shop.sqlite-wal',
      'uploads',
    ]);
    expect(sha256(path.join(result.setAside!, 'shop.sqlite'))).toBe(before);
    expect(result.removed).toEqual(['shop.sqlite-shm']);
    expect(fs.readdirSync(target).sort()).toEqual([
      'before-restore-20261127T233000Z',
      'price-lists',
      LOCK_FILE,
      'session-secret',
      'shop.sqlite',
      'uploads',
    ]);
    expect(countProducts(path.join(target, 'shop.sqlite'))).toBe(3);
    expect(fs.readFileSync(path.join(target, 'price-lists', '1-list.csv'), 'utf8')).toBe('sku;price\nA;1\n');
  });

  it('refuses a backup whose database copy no longer matches its manifest, changing nothing', async () => {
    await makeShop(dataDir);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    damage(path.join(backup, 'shop.sqlite'), 5000, 16);
    const before = sha256(path.join(dataDir, 'shop.sqlite'));

    await expect(restoreBackup({ dataDir, backup })).rejects.toThrow(
      /database copy is damaged: its sha256 is [0-9a-f]{64}, its manifest says [0-9a-f]{64}/,
    );
    expect(sha256(path.join(dataDir, 'shop.sqlite'))).toBe(before);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('before-restore'))).toEqual([]);
  });

  it('refuses a copy that fails PRAGMA integrity_check even with a matching manifest', async () => {
    await makeShop(dataDir, 50);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    const copy = path.join(backup, 'shop.sqlite');
    const pageSize = (() => {
      const sqlite = openDatabaseFile(copy, { readonly: true });
      const size = sqlite.pragma('page_size', { simple: true }) as number;
      sqlite.close();
      return size;
    })();
    // Pages 3 to 6 overwritten: b-tree pages of the schema's first tables and indexes.
    damage(copy, 2 * pageSize, 4 * pageSize);
    reseal(backup);

    await expect(restoreBackup({ dataDir: path.join(tmp, 'fresh'), backup })).rejects.toThrow(
      /fails PRAGMA integrity_check/,
    );
    expect(fs.existsSync(path.join(tmp, 'fresh', 'shop.sqlite'))).toBe(false);
  });

  it('refuses a backup with missing files', async () => {
    await makeShop(dataDir);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    fs.rmSync(path.join(backup, 'uploads', 'products', 'pad.svg'));
    await expect(restoreBackup({ dataDir: path.join(tmp, 'fresh'), backup })).rejects.toThrow(
      /The backup's uploads holds 0 files \(0 bytes\); its manifest lists 1 \(6 bytes\)/,
    );
  });

  it('refuses a folder that is not a backup', async () => {
    fs.mkdirSync(path.join(tmp, 'photos'));
    await expect(restoreBackup({ dataDir, backup: path.join(tmp, 'photos') })).rejects.toThrow(
      /is not a backup: it has no manifest.json/,
    );
    await expect(restoreBackup({ dataDir, backup: path.join(tmp, 'nowhere') })).rejects.toThrow(
      /There is no backup folder/,
    );
  });

  it('refuses a backup made by a newer version (a migration this one does not know)', async () => {
    await makeShop(dataDir);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    const sqlite = new SQLite(path.join(backup, 'shop.sqlite'));
    sqlite
      .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
      .run('2099-01-01-999-future', new Date().toISOString());
    sqlite.close();
    reseal(backup);
    await expect(restoreBackup({ dataDir: path.join(tmp, 'fresh'), backup })).rejects.toThrow(
      /newer version of the shop .*2099-01-01-999-future/,
    );
  });

  it('refuses while a shop runs on the data folder, and restores once it has stopped', async () => {
    await makeShop(dataDir);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    const server = holdServerLock(dataDir);
    const before = sha256(path.join(dataDir, 'shop.sqlite'));
    try {
      await expect(restoreBackup({ dataDir, backup })).rejects.toThrow(
        `The shop on ${dataDir} is running (it holds server.lock): stop it, then restore. Nothing was changed.`,
      );
      expect(sha256(path.join(dataDir, 'shop.sqlite'))).toBe(before);
    } finally {
      server.release();
    }
    const result = await restoreBackup({ dataDir, backup });
    expect(result.setAside).not.toBeNull();
  });
});

describe('the data folder lock', () => {
  it('is shared by servers, exclusive for a restore, and keeps a server from starting mid-restore', () => {
    const first = holdServerLock(dataDir);
    const second = holdServerLock(dataDir);
    expect(takeExclusiveLock(dataDir)).toBeNull();
    first.release();
    expect(takeExclusiveLock(dataDir)).toBeNull();
    second.release();
    const restore = takeExclusiveLock(dataDir);
    expect(restore).not.toBeNull();
    expect(() => holdServerLock(dataDir)).toThrow(DataLockBusyError);
    restore!.release();
    holdServerLock(dataDir).release();
  });

  it('is dropped with the process that held it, even when killed', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const holder = execFile(process.execPath, [
      '--import',
      'tsx',
      '-e',
      `import('${path.join(root, 'db/data-lock.ts')}').then(({ holdServerLock }) => { holdServerLock(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000); })`,
    ]);
    await new Promise<void>((resolve) => holder.stdout!.on('data', () => resolve()));
    expect(takeExclusiveLock(dataDir)).toBeNull();
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    const lock = takeExclusiveLock(dataDir);
    expect(lock).not.toBeNull();
    lock!.release();
  });
});

describe('the restore command', () => {
  it('exits 1 with the reason on a damaged backup', async () => {
    await makeShop(dataDir);
    const { path: backup } = await createBackup({ dataDir, backupDir, keep: 7 });
    damage(path.join(backup, 'shop.sqlite'), 5000, 16);
    const cli = async (...args: string[]) => {
      try {
        await run(process.execPath, ['--import', 'tsx', path.join(root, 'api/cli/restore.ts'), ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: path.join(tmp, 'fresh'), BACKUP_DIR: backupDir },
        });
        return { code: 0, stderr: '' };
      } catch (error) {
        return error as { code: number; stderr: string };
      }
    };
    const damaged = await cli(path.basename(backup));
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/database copy is damaged/);
    expect(fs.existsSync(path.join(tmp, 'fresh', 'shop.sqlite'))).toBe(false);
  });
});

describe('scheduled backups', () => {
  it('are written by the running app every BACKUP_INTERVAL, in a worker thread', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const handle = createDb(path.join(dataDir, 'shop.sqlite'));
    await migrateToLatest(handle.db);
    await insertTestProduct(handle.db);
    const t = await createTestApp({
      handle,
      config: {
        dataDir,
        uploadsDir: path.join(dataDir, 'uploads'),
        backup: { dir: backupDir, intervalMs: 300, keep: 1 },
      },
    });
    try {
      await vi.waitFor(() => expect(listBackups(backupDir).length).toBe(1), {
        timeout: 15_000,
        interval: 100,
      });
      // The app answers while backups run.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    // A backup the closing app had started finishes (or cleans up) on its own.
    await vi.waitFor(
      () => expect(fs.readdirSync(backupDir).filter((n) => n.endsWith('.partial'))).toEqual([]),
      {
        timeout: 15_000,
      },
    );
    const [backup] = listBackups(backupDir);
    expect(backup!.manifest.counts.products).toBe(1);
    const sqlite = openDatabaseFile(path.join(backup!.path, 'shop.sqlite'), { readonly: true });
    expect(integrityProblems(sqlite)).toEqual([]);
    sqlite.close();
  });

  it('log a failed backup and never throw', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const job = scheduledBackup({ dataDir, backup: { dir: backupDir, intervalMs: 60_000, keep: 7 }, log });
    await expect(job.run()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ backupDir }), 'backup failed');
    expect(log.info).not.toHaveBeenCalled();
  });
});
