import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('is 200 while the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/health with a broken database', () => {
  it('is 503 so the container is marked unhealthy', async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const res = await broken.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error' });
    await broken.app.close();
  });
});

describe('GET /api/ready', () => {
  it('is 200 when the database takes writes, every migration is applied and the disk has room', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, disk: { ok: true } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // The probe wrote nothing that stays.
    const probe = await t.db
      .selectFrom('shopSettings')
      .selectAll()
      .where('key', '=', 'readiness.probe')
      .execute();
    expect(probe).toEqual([]);
  });

  it('is 503 naming the disk when free space is under the threshold', async () => {
    const low = await createTestApp({
      readiness: { minFreeBytes: 100 * 1024 * 1024, freeBytes: async () => 10 * 1024 * 1024 },
    });
    const res = await low.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not_ready',
      checks: { disk: { ok: false, detail: '10 MiB free (needs 100 MiB)' }, database: { ok: true } },
    });
    await low.close();
  });

  it('is 503 naming the database when it does not take writes, and the migrations when one is missing', async () => {
    const stuck = await createTestApp();
    await sql`PRAGMA query_only = ON`.execute(stuck.db);
    await sql`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration)`
      .execute(stuck.db)
      .catch(() => undefined);
    const readOnly = await stuck.app.inject('/api/ready');
    expect(readOnly.statusCode).toBe(503);
    expect(readOnly.json().checks.database).toMatchObject({ ok: false });
    // Liveness stays green: the process answers and reads.
    expect((await stuck.app.inject('/api/health')).statusCode).toBe(200);
    await sql`PRAGMA query_only = OFF`.execute(stuck.db);
    await sql`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration)`.execute(
      stuck.db,
    );
    const unmigrated = await stuck.app.inject('/api/ready');
    expect(unmigrated.statusCode).toBe(503);
    expect(unmigrated.json().checks).toMatchObject({ database: { ok: true }, migrations: { ok: false } });
    expect(unmigrated.json().checks.migrations.detail).toMatch(/^not applied: 2026-/);
    await stuck.close();
  });
});
