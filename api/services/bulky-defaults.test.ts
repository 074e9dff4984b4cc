/** The demo catalogue's bulky groups follow its categories' names; a chosen group is kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '#db/test/test-db.ts';
import { seedDemoCatalogue } from '#db/seed/demo-catalogue.ts';
import { applyCategoryBulkyDefaults } from './bulky-defaults.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulky-defaults-'));
beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const groupsOf = async (slug: string) =>
  (
    await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select('products.bulkyClass')
      .where('categories.slug', '=', slug)
      .execute()
  ).map((r) => r.bulkyClass);

describe('applyCategoryBulkyDefaults', () => {
  it('puts bumpers in medium, bonnets in large, silencers in small, spark plugs in none', async () => {
    await seedDemoCatalogue(t.db, { uploadsDir });
    const [bumper] = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .select('products.id')
      .where('categories.slug', '=', 'bumpers')
      .execute();
    // An admin's explicit choice on a product stays: the defaults only fill products in no group.
    await t.db.updateTable('products').set({ bulkyClass: 'large' }).where('id', '=', bumper!.id).execute();
    expect(await applyCategoryBulkyDefaults(t.db)).toBeGreaterThan(0);
    expect(new Set(await groupsOf('bumpers'))).toEqual(new Set(['medium', 'large']));
    expect(new Set(await groupsOf('bonnets'))).toEqual(new Set(['large']));
    expect(new Set(await groupsOf('rear-silencers'))).toEqual(new Set(['small']));
    expect(new Set(await groupsOf('spark-plugs'))).toEqual(new Set(['none']));
    expect(new Set(await groupsOf('tow-bar-wiring-kits'))).not.toContain('large');
  }, 120_000);
});
