/** Related products: the same category first, then the same brand elsewhere (products without a category included). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { insertTestCategory, insertTestProduct } from '../test/factories.ts';
import { createTestDb } from '../test/test-db.ts';
import { insertBrand } from './brands.ts';
import { listRelatedProducts } from './product-queries.ts';

let handle: DbHandle;
const id: Record<string, number> = {};
const product = (name: string) => ({ id: id[name]!, ...placed[name]! });
const placed: Record<string, { categoryId: number | null; brandId: number | null }> = {};

beforeAll(async () => {
  handle = await createTestDb();
  const brand = await insertBrand(handle.db, { name: 'Related Brand', website: null, logo: null });
  const other = await insertBrand(handle.db, { name: 'Other Brand', website: null, logo: null });
  const discs = await insertTestCategory(handle.db, { name: 'Discs' });
  const pads = await insertTestCategory(handle.db, { name: 'Pads' });
  const rows: [string, number | null, number | null, number?][] = [
    ['A loose', null, brand],
    ['B loose', null, brand],
    ['C disc', discs, brand],
    ['D disc', discs, other],
    ['E pad', pads, brand],
    ['F inactive', null, brand, 0],
  ];
  for (const [name, categoryId, brandId, isActive] of rows) {
    id[name] = await insertTestProduct(handle.db, { name, categoryId, brandId, isActive: isActive ?? 1 });
    placed[name] = { categoryId, brandId };
  }
});

afterAll(async () => {
  await handle.close();
});

const names = async (name: string, limit = 4) =>
  (await listRelatedProducts(handle.db, product(name), limit)).map((r) => r.name);

describe('listRelatedProducts', () => {
  it('lists the category first, then the brand in other categories and in none', async () => {
    expect(await names('C disc')).toEqual(['D disc', 'A loose', 'B loose', 'E pad']);
    expect(await names('C disc', 2)).toEqual(['D disc', 'A loose']);
  });

  it('for a product without a category, lists its brand, with or without a category', async () => {
    expect(await names('A loose')).toEqual(['B loose', 'C disc', 'E pad']);
  });

  it('is called again with other products and limits (one compiled query each)', async () => {
    expect(await names('E pad', 1)).toEqual(['A loose']);
    expect(await names('B loose', 2)).toEqual(['A loose', 'C disc']);
  });
});
