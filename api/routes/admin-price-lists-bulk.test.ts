/**
 * A 100,000-row price list end to end: generated into a temporary folder, streamed up as multipart,
 * checked, applied, and every offer and price-history row in the database afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListImport } from '#api/contract/admin-price-lists.ts';
import { insertBrand } from '#db/repositories/brands.ts';
import { bulkPartNumber, insertBulkProducts } from '#db/test/bulk-products.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { registerTestAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

const ROWS = 100_000;
const BRANDS = 20;
/** Rows naming a part the catalogue lacks (listed, never applied). */
const UNKNOWN_EVERY = 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let productIds: number[] = [];
let file = '';

beforeAll(async () => {
  const handle = await createTestDb();
  const brandIds: number[] = [];
  for (let b = 0; b < BRANDS; b++) brandIds.push(await insertBrand(handle.db, { name: `Bulk Brand ${b}` }));
  productIds = insertBulkProducts(handle.sqlite, brandIds, ROWS);
  t = await createTestApp({ handle });
  admin = (await registerTestAdmin(t.app, t.db)).cookie;

  // Row r names product r; every third price is in PLN; every thousandth part number is unknown.
  file = path.join(t.tmp, 'bulk.csv');
  const out = fs.createWriteStream(file);
  let chunk = 'Part;Brand;Price;Currency;Qty\r\n';
  for (let r = 0; r < ROWS; r++) {
    const part = r % UNKNOWN_EVERY === 999 ? `ZZ-${r}` : bulkPartNumber(r).toLowerCase();
    const currency = r % 3 === 0 ? 'PLN' : 'EUR';
    chunk += `${part};bulk brand ${r % BRANDS};${10 + (r % 90)},${String(r % 100).padStart(2, '0')};${currency};${r % 7}\r\n`;
    if (chunk.length > 1 << 16) {
      out.write(chunk);
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((resolve) => out.once('finish', () => resolve()));
}, 120_000);
afterAll(async () => t.close());

/** The file as a multipart body, streamed from disk. */
function multipartStream(filePath: string) {
  const boundary = `----partsshop-bulk-${Date.now()}`;
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulk.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    );
    yield* fs.createReadStream(filePath);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a 100,000-row price list', { timeout: 120_000 }, () => {
  it('is checked and applied end to end', async () => {
    const supplier = await t.app.inject({
      method: 'POST',
      url: '/api/admin/suppliers',
      payload: { name: 'Bulk Supplier', country: 'DE' },
      headers: { cookie: admin },
    });
    const supplierId = supplier.json().id as number;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/suppliers/${supplierId}/mapping`,
      payload: {
        delimiter: null,
        headerRow: 1,
        partNumber: 'Part',
        brand: 'Brand',
        price: 'Price',
        currencyColumn: 'Currency',
        currency: null,
        stock: 'Qty',
        decimalSeparator: null,
      },
      headers: { cookie: admin },
    });

    const { payload, contentType } = multipartStream(file);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplierId}/price-lists`,
      payload,
      headers: { cookie: admin, 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const checked = uploaded.json() as PriceListImport;
    const unknown = ROWS / UNKNOWN_EVERY;
    expect(checked.status).toBe('ready');
    expect(checked.fileBytes).toBe(fs.statSync(file).size);
    expect(checked.report!.dataRows).toBe(ROWS);
    expect(checked.report!.counts).toMatchObject({
      newOffer: ROWS - unknown,
      unknownPart: unknown,
      malformed: 0,
    });
    expect(await t.db.selectFrom('offers').select('id').limit(1).execute()).toEqual([]);

    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/price-lists/${checked.id}/apply`,
      headers: { cookie: admin },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as PriceListImport).result).toMatchObject({
      offersCreated: ROWS - unknown,
      historyRows: ROWS - unknown,
      skipped: 0,
    });

    const count = (table: 'offers' | 'priceHistory') =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    expect(Number((await count('offers')).n)).toBe(ROWS - unknown);
    expect(Number((await count('priceHistory')).n)).toBe(ROWS - unknown);
    const spot = await t.db
      .selectFrom('offers')
      .select(['productId', 'priceCents', 'stock'])
      .where('productId', 'in', [productIds[1] as number, productIds[3] as number])
      .orderBy('productId')
      .execute();
    // Row 1: 11,01 EUR; row 3: 13,03 PLN at 4.2385 = 3.0742 EUR -> 3.07.
    expect(spot).toEqual([
      { productId: productIds[1], priceCents: 1101, stock: 1 },
      { productId: productIds[3], priceCents: 307, stock: 3 },
    ]);
    const stamps = await t.db.selectFrom('priceHistory').select('changedAt').distinct().execute();
    expect(stamps).toHaveLength(1);
  });
});
