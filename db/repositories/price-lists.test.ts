/** The per-row price-list lookups start from the index that bounds their rows, statistics or not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { createTestDb } from '../test/test-db.ts';
import { insertBrand } from './brands.ts';
import { explainPriceListLookups } from './price-lists.ts';
import { insertBulkProducts } from '../test/bulk-products.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  const brandIds = [await insertBrand(handle.db, { name: 'A' }), await insertBrand(handle.db, { name: 'B' })];
  insertBulkProducts(handle.sqlite, brandIds, 2000);
});
afterAll(async () => handle.close());

function expectIndexed(plans: { match: string[]; offer: string[] }) {
  expect(plans.match[0]).toMatch(/^SEARCH p USING INDEX products_part_number_norm \(part_number_norm=\?\)/);
  expect(plans.offer[0]).toMatch(/^SEARCH p USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  for (const plan of [plans.match, plans.offer]) {
    expect(plan[1]).toMatch(/^SEARCH o USING INDEX \S+ \(product_id=\? AND supplier_id=\?\)/);
    expect(plan.join('\n')).not.toMatch(/SCAN|TEMP B-TREE/);
  }
}

describe('price-list lookups', () => {
  it('match a part number and read the offer through indexes', () => {
    expectIndexed(explainPriceListLookups(handle.sqlite));
  });

  it('keep those plans once ANALYZE has run (mostly empty EAN column included)', () => {
    handle.sqlite.exec('ANALYZE');
    expectIndexed(explainPriceListLookups(handle.sqlite));
  });
});
