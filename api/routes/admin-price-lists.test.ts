/**
 * Supplier price lists through the API: suppliers and their remembered mapping, upload with a dry-run
 * report (counts, examples, malformed rows by physical line), currency conversion, apply in one
 * transaction with the price history, EAN fill reaching the search, and the refusals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListImport, PriceListMapping, Supplier } from '#api/contract/admin-price-lists.ts';
import { listPriceHistory } from '#db/repositories/price-lists.ts';
import { insertOffers } from '#db/repositories/products.ts';
import { insertTestBrand, insertTestProduct } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let customer = '';
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';

const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie: admin, ...headers }, ...(payload ? { payload } : {}) });

/** A multipart/form-data body with one file field, written by hand. */
function multipart(text: string | Buffer, { field = 'file', filename = 'prices.csv' } = {}) {
  const boundary = `----partsshop-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(text) ? text : Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(supplierId: number, text: string, headers: Record<string, string> = {}) {
  const body = multipart(text);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/suppliers/${supplierId}/price-lists`,
    payload: body.payload,
    headers: { cookie: admin, ...body.headers, ...headers },
  });
}

async function uploaded(supplierId: number, text: string, headers: Record<string, string> = {}) {
  const res = await upload(supplierId, text, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PriceListImport;
}

async function createSupplier(name: string, country = 'PL') {
  const res = await call('POST', '/api/admin/suppliers', { name, country });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Supplier;
}

const MAPPING: PriceListMapping = {
  delimiter: null,
  headerRow: 1,
  partNumber: 'Part number',
  brand: 'Brand',
  price: 'Price',
  currencyColumn: null,
  currency: 'EUR',
  stock: 'Stock',
  ean: 'EAN',
  name: 'Description',
  decimalSeparator: null,
};

async function saveMapping(supplierId: number, mapping: Partial<PriceListMapping> = {}) {
  const res = await call('PUT', `/api/admin/suppliers/${supplierId}/mapping`, { ...MAPPING, ...mapping });
  expect(res.statusCode, res.body).toBe(200);
}

/** A supplier with the standard mapping remembered. */
async function mappedSupplier(name: string, mapping: Partial<PriceListMapping> = {}) {
  const supplier = await createSupplier(name);
  await saveMapping(supplier.id, mapping);
  return supplier.id;
}

const offersOf = (supplierId: number) =>
  t.db
    .selectFrom('offers')
    .select(['productId', 'priceCents', 'stock', 'deliveryDays', 'isActive'])
    .where('supplierId', '=', supplierId)
    .orderBy('productId')
    .execute();

const historyOf = (supplierId: number) =>
  t.db
    .selectFrom('priceHistory')
    .select(['productId', 'oldPriceCents', 'newPriceCents', 'changedAt', 'importId'])
    .where('supplierId', '=', supplierId)
    .orderBy('id')
    .execute();

async function apply(importId: number, headers: Record<string, string> = {}) {
  return call('POST', `/api/admin/price-lists/${importId}/apply`, undefined, headers);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
  customer = (await registerTestUser(t.app)).cookie;
  ids.bosch = await insertTestBrand(t.db, { name: 'Bosch' });
  ids.febi = await insertTestBrand(t.db, { name: 'Febi Bilstein' });
  ids.disc = await insertTestProduct(t.db, { partNumber: '0 986 479 R64', brandId: ids.bosch, name: 'Disc' });
  ids.pads = await insertTestProduct(t.db, { partNumber: '0986494024', brandId: ids.bosch, name: 'Pads' });
  ids.arm = await insertTestProduct(t.db, { partNumber: 'FE-12345', brandId: ids.febi, name: 'Arm' });
  ids.filter = await insertTestProduct(t.db, { partNumber: 'F 026 407 006', brandId: ids.bosch });
  ids.febiPads = await insertTestProduct(t.db, {
    partNumber: '0986494024',
    brandId: ids.febi,
    name: 'Febi pads',
  });
  ids.withEan = await insertTestProduct(t.db, {
    partNumber: 'EAN-KEPT',
    brandId: ids.bosch,
    eanNumber: '4006381333931',
  });
});
afterAll(async () => t.close());

describe('suppliers', () => {
  it('creates a supplier with a trimmed name and upper-case country, listed by name', async () => {
    const supplier = await createSupplier('  Inter Cars  ', 'pl');
    expect(supplier).toMatchObject({ name: 'Inter Cars', country: 'PL', isActive: true, hasMapping: false });
    const list = (await call('GET', '/api/admin/suppliers')).json() as Supplier[];
    expect(list.map((s) => s.name)).toContain('Inter Cars');
  });

  it.each([
    [{ name: '  ', country: 'PL' }, 'supplier_name_required', 'Supplier name is required'],
    [{ name: 'x'.repeat(101), country: 'PL' }, 'supplier_name_too_long', 'Supplier name must be at most'],
    [{ name: 'Somebody', country: 'Poland' }, 'supplier_country_invalid', 'two-letter code'],
  ])('refuses %j', async (body, error, message) => {
    const res = await call('POST', '/api/admin/suppliers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(res.json().message).toContain(message);
  });

  it('refuses a name taken in another case, in Polish when asked', async () => {
    await createSupplier('Auto Partner');
    const res = await call(
      'POST',
      '/api/admin/suppliers',
      { name: 'AUTO partner', country: 'PL' },
      {
        'x-language': 'pl',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'supplier_name_taken',
      message: 'Dostawca o nazwie AUTO partner już istnieje.',
    });
  });
});

describe('column mapping', () => {
  it('is remembered per supplier, trimmed, and shown in the supplier list', async () => {
    const supplier = await createSupplier('Mapping Ltd');
    expect((await call('GET', `/api/admin/suppliers/${supplier.id}/mapping`)).json()).toEqual({
      mapping: null,
    });
    const res = await call('PUT', `/api/admin/suppliers/${supplier.id}/mapping`, {
      ...MAPPING,
      partNumber: '  Part number ',
      ean: '  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...MAPPING, ean: null };
    expect(res.json()).toEqual({ mapping: expected });
    expect((await call('GET', `/api/admin/suppliers/${supplier.id}/mapping`)).json()).toEqual({
      mapping: expected,
    });
    const list = (await call('GET', '/api/admin/suppliers')).json() as Supplier[];
    expect(list.find((s) => s.id === supplier.id)?.hasMapping).toBe(true);
  });

  it.each([
    [{ currencyColumn: 'Currency', currency: 'EUR' }, 'mapping_currency_choice'],
    [{ currencyColumn: null, currency: null }, 'mapping_currency_choice'],
    [{ headerRow: 0 }, 'mapping_column_number'],
    [{ stock: 'price' }, 'mapping_column_repeated'],
    [{ brand: '   ' }, 'mapping_column_required'],
  ])('refuses %j', async (change, error) => {
    const supplier = await createSupplier(`Bad mapping ${error} ${Math.random()}`);
    const res = await call('PUT', `/api/admin/suppliers/${supplier.id}/mapping`, { ...MAPPING, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it('answers 404 for an unknown supplier', async () => {
    expect((await call('PUT', '/api/admin/suppliers/999999/mapping', MAPPING)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/suppliers/999999/mapping')).json().error).toBe(
      'supplier_not_found',
    );
  });
});

const HEADER = 'Part number;Brand;Price;Stock;EAN;Description';

describe('upload and dry run', () => {
  it('asks for a mapping when none is remembered, then checks with the one saved', async () => {
    const supplier = await createSupplier('First Time Parts');
    const file = `${HEADER}\r\n0986494024;Bosch;12,50;4;;Brake pads\r\n`;
    const first = await uploaded(supplier.id, file);
    expect(first).toMatchObject({
      status: 'needs_mapping',
      fileName: 'prices.csv',
      fileBytes: Buffer.byteLength(file),
      delimiter: ';',
      columns: ['Part number', 'Brand', 'Price', 'Stock', 'EAN', 'Description'],
      mapping: null,
      report: null,
      result: null,
    });
    expect(first.preview).toEqual([
      { line: 1, cells: HEADER.split(';') },
      { line: 2, cells: ['0986494024', 'Bosch', '12,50', '4', '', 'Brake pads'] },
    ]);
    expect((await apply(first.id)).json().error).toBe('price_list_needs_mapping');

    await saveMapping(supplier.id);
    const checked = await call('POST', `/api/admin/price-lists/${first.id}/dry-run`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'ready', mapping: MAPPING, report: { dataRows: 1 } });
    expect((await call('GET', `/api/admin/price-lists/${first.id}`)).json()).toEqual(checked.json());
  });

  it('says which mapped column the file lacks', async () => {
    const supplierId = await mappedSupplier('Missing Column Co');
    const res = await uploaded(supplierId, 'Part number;Brand;Cost;Stock\nX;Bosch;1;1\n', {
      'x-language': 'en',
    });
    expect(res.status).toBe('needs_mapping');
    expect(res.problem).toEqual({
      error: 'price_list_column_missing',
      message: 'The file has no column Price. Please check the column mapping.',
    });
  });

  it('counts every outcome with examples, and writes no offer', async () => {
    const supplierId = await mappedSupplier('Dry Run GmbH');
    await insertOffers(t.db, [
      { productId: ids.pads as number, supplierId, priceCents: 1000, stock: 4, deliveryDays: 3 },
      { productId: ids.arm as number, supplierId, priceCents: 2000, stock: 1, deliveryDays: 3 },
      { productId: ids.filter as number, supplierId, priceCents: 800, stock: 9, deliveryDays: 3 },
    ]);
    const before = await offersOf(supplierId);
    const file = [
      HEADER,
      '0 986 479 R64;bosch;45,90;3;;Brake disc', // new offer (part number and brand blind to case/spaces)
      '0986-494-024;Bosch;12,50;4;;Brake pads', // price changed
      'fe12345;FEBI BILSTEIN;20.00;7;;Arm', // stock changed
      'F026407006;Bosch;9.99;0;;Filter', // price and stock changed
      'FE-12345;Febi Bilstein;20;7;;Arm again', // duplicate with the same values
      'XYZ-1;Valeo;5;1;;Unknown brand',
      'NOPE-1;Bosch;5;1;;Unknown part',
      '0986494024;Febi Bilstein;11;2;;Other brand, same number', // new offer for the Febi product
    ].join('\n');
    const res = await uploaded(supplierId, file);
    expect(res.status).toBe('ready');
    const report = res.report!;
    expect(report.dataRows).toBe(8);
    expect(report.counts).toEqual({
      newOffer: 2,
      priceChanged: 1,
      stockChanged: 1,
      priceAndStockChanged: 1,
      unchanged: 0,
      unknownBrand: 1,
      unknownPart: 1,
      duplicate: 1,
      malformed: 0,
    });
    expect(report.examples.newOffer).toEqual([
      {
        line: 2,
        partNumber: '0 986 479 R64',
        brand: 'bosch',
        name: 'Brake disc',
        productId: ids.disc,
        oldPrice: null,
        newPrice: 45.9,
        oldStock: null,
        newStock: 3,
        filePrice: '45,90',
        currency: 'EUR',
      },
      expect.objectContaining({ line: 9, productId: ids.febiPads, newPrice: 11 }),
    ]);
    expect(report.examples.priceChanged).toEqual([
      expect.objectContaining({
        line: 3,
        productId: ids.pads,
        oldPrice: 10,
        newPrice: 12.5,
        oldStock: 4,
        newStock: 4,
      }),
    ]);
    expect(report.examples.stockChanged).toEqual([
      expect.objectContaining({ line: 4, oldPrice: 20, newPrice: 20, oldStock: 1, newStock: 7 }),
    ]);
    expect(report.examples.priceAndStockChanged).toEqual([
      expect.objectContaining({ line: 5, oldPrice: 8, newPrice: 9.99, oldStock: 9, newStock: 0 }),
    ]);
    expect(report.examples.duplicate).toEqual([expect.objectContaining({ line: 6, productId: ids.arm })]);
    expect(report.examples.unknownBrand).toEqual([
      expect.objectContaining({ line: 7, brand: 'Valeo', productId: null, newPrice: 5 }),
    ]);
    expect(report.examples.unknownPart).toEqual([
      expect.objectContaining({ line: 8, partNumber: 'NOPE-1', productId: null }),
    ]);
    expect(await offersOf(supplierId)).toEqual(before);
    expect(await historyOf(supplierId)).toEqual([]);
  });

  it('lists malformed rows by physical line (BOM, CRLF, quoted line breaks, blank lines) and applies nothing', async () => {
    const supplierId = await mappedSupplier('Broken Files Sp. z o.o.');
    const file =
      '\uFEFF' +
      [
        HEADER, // 1
        '0986494024;Bosch;12,50;4;;"Pads,\r\nfront axle"', // 2-3
        '', // 4
        '0 986 479 R64;Bosch;€45.90;3;;Disc', // 5
        'F026407006;Bosch;1,234;1;;Filter', // 6
        ';Bosch;5;1;;No part number', // 7
        'FE-12345;Febi Bilstein;20;lots;;Arm', // 8
        'FE-12345;Febi Bilstein;21;7', // 9
        '0986494024;Bosch;13;4;;Pads again, another price', // 10
      ].join('\r\n') +
      '\r\n';
    const res = await uploaded(supplierId, file);
    expect(res.status).toBe('malformed');
    expect(res.report!.counts.malformed).toBe(5);
    expect(res.report!.malformed).toEqual([
      {
        line: 5,
        reason: 'price_currency_sign',
        value: '€45.90',
        message:
          'The price "€45.90" contains a currency sign or code: the currency belongs in its own column or in the mapping.',
      },
      expect.objectContaining({ line: 6, reason: 'price_ambiguous', value: '1,234' }),
      expect.objectContaining({ line: 7, reason: 'part_number_missing' }),
      expect.objectContaining({ line: 8, reason: 'stock_invalid', value: 'lots' }),
      {
        line: 10,
        reason: 'conflicting_duplicate',
        value: '0986494024',
        message: 'The same product is on line 2 with a different price or stock.',
      },
    ]);
    // A row one column short of the optional ones is still whole.
    expect(res.report!.counts.priceChanged + res.report!.counts.newOffer).toBe(2);

    const refused = await apply(res.id, { 'x-language': 'pl' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'price_list_malformed',
      message:
        'Cennik ma 5 błędnych wierszy (wiersze 5, 6, 7, 8, 10), więc nic nie zostało zmienione. Popraw plik i prześlij go ponownie.',
      lines: [5, 6, 7, 8, 10],
    });
    expect(await offersOf(supplierId)).toEqual([]);
    expect(await historyOf(supplierId)).toEqual([]);
  });

  it('stops at a quote that is never closed, naming its line', async () => {
    const supplierId = await mappedSupplier('Unclosed Quotes');
    const res = await uploaded(
      supplierId,
      `${HEADER}\n0986494024;Bosch;12,50;4;;Pads\n0 986 479 R64;Bosch;45;3;;"Disc\nF026407006;Bosch;9;1;;Filter\n`,
    );
    expect(res.status).toBe('malformed');
    expect(res.report!.malformed).toEqual([expect.objectContaining({ line: 3, reason: 'unclosed_quote' })]);
  });

  it('reads a header below title lines, a comma file, a fixed decimal separator and a currency column', async () => {
    const supplierId = await mappedSupplier('Layout Variants', {
      headerRow: 3,
      currency: null,
      currencyColumn: 'Currency',
      decimalSeparator: ',',
      ean: null,
      name: null,
    });
    const file = [
      'Price list of Layout Variants',
      'valid from 2026-12-01,,,',
      'Part number,Brand,Price,Stock,Currency',
      '0986494024,Bosch,"1.234",2,eur',
      'FE-12345,Febi Bilstein,"12,5",1,EUR',
    ].join('\n');
    const res = await uploaded(supplierId, file);
    expect(res).toMatchObject({ status: 'ready', delimiter: ',' });
    expect(res.columns).toEqual(['Part number', 'Brand', 'Price', 'Stock', 'Currency']);
    expect(res.report!.examples.newOffer.map((e) => [e.line, e.newPrice])).toEqual([
      [4, 1234],
      [5, 12.5],
    ]);
  });

  it('reads a file without a header by column numbers', async () => {
    const supplierId = await mappedSupplier('No Header Inc', {
      headerRow: 0,
      partNumber: '1',
      brand: '2',
      price: '3',
      stock: '4',
      currency: 'EUR',
      ean: null,
      name: null,
    });
    const res = await uploaded(supplierId, '0986494024\tBosch\t12.50\t4\n');
    expect(res).toMatchObject({ status: 'ready', delimiter: '\t', columns: ['1', '2', '3', '4'] });
    expect(res.report!.counts.newOffer).toBe(1);
  });
});

describe('apply', () => {
  it('converts PLN and GBP to EUR cents at the stored rate, rounding once', async () => {
    const supplierId = await mappedSupplier('Currency Mix', {
      currency: null,
      currencyColumn: 'Currency',
    });
    // Stored rates: 4.2385 PLN and 0.8791 GBP per EUR.
    // 100.00 PLN = 23.5933 EUR -> 23.59; 10.00 GBP = 11.3753 EUR -> 11.38; 0.05 PLN = 0.0118 -> 0.01.
    const file = [
      'Part number;Brand;Price;Currency;Stock;EAN;Description',
      '0986494024;Bosch;100,00;PLN;5;;',
      'FE-12345;Febi Bilstein;10.00;gbp;6;;',
      'F026407006;Bosch;0,05;PLN;7;;',
      '0 986 479 R64;Bosch;30;EUR;8;;',
    ].join('\n');
    const res = await uploaded(supplierId, file);
    expect(res.report!.rates).toMatchObject({ PLN: '4.2385', GBP: '0.8791' });
    const applied = await apply(res.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await offersOf(supplierId)).toEqual(
      [
        { productId: ids.disc, priceCents: 3000, stock: 8, deliveryDays: 2, isActive: 1 },
        { productId: ids.pads, priceCents: 2359, stock: 5, deliveryDays: 2, isActive: 1 },
        { productId: ids.arm, priceCents: 1138, stock: 6, deliveryDays: 2, isActive: 1 },
        { productId: ids.filter, priceCents: 1, stock: 7, deliveryDays: 2, isActive: 1 },
      ].sort((a, b) => (a.productId as number) - (b.productId as number)),
    );
  });

  it('refuses an unknown currency as malformed', async () => {
    const supplierId = await mappedSupplier('Dollar Parts', {
      currency: null,
      currencyColumn: 'Currency',
      ean: null,
      name: null,
    });
    const res = await uploaded(
      supplierId,
      'Part number;Brand;Price;Currency;Stock\n0986494024;Bosch;10;USD;1\nFE-12345;Febi Bilstein;10;;1\n',
    );
    expect(res.report!.malformed.map((m) => [m.line, m.reason])).toEqual([
      [2, 'currency_unknown'],
      [3, 'currency_missing'],
    ]);
  });

  it('writes offers and the price history in one go, leaves unlisted offers alone, and applies once', async () => {
    const supplierId = await mappedSupplier('Apply & Co');
    const unlisted = await insertTestProduct(t.db, { partNumber: 'UNLISTED-1', brandId: ids.bosch });
    await insertOffers(t.db, [
      { productId: ids.pads as number, supplierId, priceCents: 1000, stock: 4, deliveryDays: 3 },
      { productId: ids.arm as number, supplierId, priceCents: 2000, stock: 1, deliveryDays: 3 },
      { productId: ids.filter as number, supplierId, priceCents: 800, stock: 9, deliveryDays: 3 },
      { productId: unlisted, supplierId, priceCents: 555, stock: 5, deliveryDays: 3 },
    ]);
    const file = [
      HEADER,
      '0 986 479 R64;Bosch;45,90;3;;Brake disc',
      '0986494024;Bosch;12,50;4;;Brake pads',
      'FE-12345;Febi Bilstein;20;7;;Arm',
      'F026407006;Bosch;8;9;;Filter',
      'NOPE-1;Bosch;5;1;;Unknown part',
      'XYZ-1;Valeo;5;1;;Unknown brand',
    ].join('\n');
    const checked = await uploaded(supplierId, file);
    const res = await apply(checked.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PriceListImport;
    expect(body).toMatchObject({
      status: 'applied',
      preview: [],
      result: {
        offersCreated: 1,
        pricesChanged: 1,
        stocksChanged: 1,
        unchanged: 1,
        skipped: 0,
        eanFilled: 0,
        historyRows: 2,
      },
    });
    expect(body.appliedAt).toBe(body.result!.appliedAt);
    // The uploaded file and the checked rows kept for the apply are gone.
    const left = fs.readdirSync(path.join(t.tmp, 'price-lists'));
    expect(
      left.filter((name) => name.startsWith(`import-${body.id}-`) || name.startsWith(`${supplierId}-`)),
    ).toEqual([]);

    expect(await offersOf(supplierId)).toEqual([
      { productId: ids.disc, priceCents: 4590, stock: 3, deliveryDays: 2, isActive: 1 },
      { productId: ids.pads, priceCents: 1250, stock: 4, deliveryDays: 3, isActive: 1 },
      { productId: ids.arm, priceCents: 2000, stock: 7, deliveryDays: 3, isActive: 1 },
      { productId: ids.filter, priceCents: 800, stock: 9, deliveryDays: 3, isActive: 1 },
      { productId: unlisted, priceCents: 555, stock: 5, deliveryDays: 3, isActive: 1 },
    ]);
    const history = await historyOf(supplierId);
    expect(history).toEqual([
      {
        productId: ids.disc,
        oldPriceCents: null,
        newPriceCents: 4590,
        changedAt: body.appliedAt,
        importId: body.id,
      },
      {
        productId: ids.pads,
        oldPriceCents: 1000,
        newPriceCents: 1250,
        changedAt: body.appliedAt,
        importId: body.id,
      },
    ]);
    expect(await listPriceHistory(t.db, ids.pads as number)).toContainEqual(
      expect.objectContaining({ supplierId, oldPriceCents: 1000, newPriceCents: 1250 }),
    );
    // No unknown brand or part number makes it into the catalogue.
    expect(
      await t.db.selectFrom('products').select('id').where('partNumber', 'in', ['NOPE-1', 'XYZ-1']).execute(),
    ).toEqual([]);

    // The shop shows the new offer on the product page.
    const details = await t.app.inject(`/api/products/${ids.disc}/full-details`);
    expect(JSON.stringify(details.json())).toContain('Apply & Co');

    const again = await apply(checked.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('price_list_already_applied');
    expect(await historyOf(supplierId)).toHaveLength(2);
  });

  it('fills a missing EAN from a valid EAN-13 only, and search finds the product by it', async () => {
    const supplierId = await mappedSupplier('EAN Filler');
    const noEan = await insertTestProduct(t.db, { partNumber: 'EAN-NEW-1', brandId: ids.bosch });
    const badEan = await insertTestProduct(t.db, { partNumber: 'EAN-BAD-1', brandId: ids.bosch });
    const file = [
      HEADER,
      'EAN-NEW-1;Bosch;10;1;5901234123457;',
      'EAN-BAD-1;Bosch;10;1;5901234123458;', // wrong check digit
      'EAN-KEPT;Bosch;10;1;4012345678901;', // the product has an EAN already
    ].join('\n');
    const res = await uploaded(supplierId, file);
    expect(res.report!.eanFills).toBe(1);
    expect((await t.app.inject('/api/products?search=5901234123457')).json()).toEqual([]);
    const applied = await apply(res.id);
    expect(applied.json().result).toMatchObject({ eanFilled: 1 });
    const eans = await t.db
      .selectFrom('products')
      .select(['id', 'eanNumber'])
      .where('id', 'in', [noEan, badEan, ids.withEan as number])
      .orderBy('id')
      .execute();
    expect(eans).toEqual([
      { id: ids.withEan, eanNumber: '4006381333931' },
      { id: noEan, eanNumber: '5901234123457' },
      { id: badEan, eanNumber: null },
    ]);
    const found = (await t.app.inject('/api/products?search=5901234123457')).json() as { id: number }[];
    expect(found.map((p) => p.id)).toEqual([noEan]);
  });

  it('writes what the dry run matched, skipping a product deleted since', async () => {
    const supplierId = await mappedSupplier('Deleted Meanwhile');
    const doomed = await insertTestProduct(t.db, { partNumber: 'DOOMED-1', brandId: ids.bosch });
    const checked = await uploaded(supplierId, `${HEADER}\nDOOMED-1;Bosch;10;1;;\n0986494024;Bosch;10;1;;\n`);
    expect(checked.report!.counts.newOffer).toBe(2);
    await t.db.deleteFrom('products').where('id', '=', doomed).execute();
    const res = await apply(checked.id);
    expect(res.json().result).toMatchObject({ offersCreated: 1, skipped: 1, historyRows: 1 });
    expect(await offersOf(supplierId)).toEqual([expect.objectContaining({ productId: ids.pads })]);
  });

  it('reads the file again when the checked rows are gone, and then refuses malformed rows', async () => {
    const supplierId = await mappedSupplier('Checked Again');
    const checked = await uploaded(supplierId, `${HEADER}\n0986494024;Bosch;10;1;;\n`);
    const dir = path.join(t.tmp, 'price-lists');
    const kept = fs.readdirSync(dir).filter((name) => name.startsWith(`import-${checked.id}-`));
    expect(kept).toHaveLength(1);
    fs.rmSync(path.join(dir, kept[0] as string));
    const stored = fs.readdirSync(dir).find((name) => name.startsWith(`${supplierId}-`)) as string;
    fs.writeFileSync(
      path.join(dir, stored),
      `${HEADER}\n0986494024;Bosch;10;1;;\nFE-12345;Febi Bilstein;abc;1;;\n`,
    );
    const res = await apply(checked.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'price_list_malformed', lines: [3] });
    expect(await offersOf(supplierId)).toEqual([]);
    expect((await call('GET', `/api/admin/price-lists/${checked.id}`)).json().status).toBe('malformed');
  });

  it('supersedes an earlier import that was not applied', async () => {
    const supplierId = await mappedSupplier('Twice Uploaded');
    const first = await uploaded(supplierId, `${HEADER}\n0986494024;Bosch;10;1;;\n`);
    const second = await uploaded(supplierId, `${HEADER}\n0986494024;Bosch;11;1;;\n`);
    expect((await call('GET', `/api/admin/price-lists/${first.id}`)).json()).toMatchObject({
      status: 'superseded',
      preview: [],
    });
    const res = await apply(first.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('price_list_superseded');
    expect((await apply(second.id)).statusCode).toBe(200);
    expect(await offersOf(supplierId)).toEqual([expect.objectContaining({ priceCents: 1100 })]);
  });
});

describe('refusals', () => {
  it('asks for a file: not multipart, another field, an empty file', async () => {
    const supplierId = await mappedSupplier('Refusals Ltd');
    const url = `/api/admin/suppliers/${supplierId}/price-lists`;
    const json = await call('POST', url, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('price_list_multipart_required');
    const other = multipart('a;b\n1;2\n', { field: 'logo' });
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      payload: other.payload,
      headers: { cookie: admin, ...other.headers },
    });
    expect(wrong.json().error).toBe('price_list_file_required');
    const empty = await upload(supplierId, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('price_list_file_empty');
    const latin2 = multipart(
      Buffer.from([...Buffer.from('Part number;Brand\n'), 0xa3, 0xf3, 0x64, 0xbc, 0x0a]),
    );
    const notUtf8 = await t.app.inject({
      method: 'POST',
      url,
      payload: latin2.payload,
      headers: { cookie: admin, ...latin2.headers },
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().error).toBe('price_list_not_utf8');
    expect(
      fs.readdirSync(path.join(t.tmp, 'price-lists')).filter((n) => n.startsWith(`${supplierId}-`)),
    ).toEqual([]);
    expect((await upload(999999, 'a\n')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/price-lists/999999')).json().error).toBe('price_list_not_found');
  });

  it('refuses guests and customers', async () => {
    const supplierId = await mappedSupplier('Guarded Supplier');
    const body = multipart(`${HEADER}\n0986494024;Bosch;10;1;;\n`);
    const url = `/api/admin/suppliers/${supplierId}/price-lists`;
    const guest = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(guest.statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: customer },
    });
    expect(asCustomer.statusCode).toBe(403);
    const checked = await uploaded(supplierId, `${HEADER}\n0986494024;Bosch;10;1;;\n`);
    const applyUrl = `/api/admin/price-lists/${checked.id}/apply`;
    expect((await t.app.inject({ method: 'POST', url: applyUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: applyUrl, headers: { cookie: customer } })).statusCode,
    ).toBe(403);
    expect(await offersOf(supplierId)).toEqual([]);
  });
});

describe('upload size limit', () => {
  it('answers 413 past the limit and keeps no file', async () => {
    const small = await createTestApp({ priceListMaxBytes: 1024 });
    try {
      const cookie = (await registerTestAdmin(small.app, small.db)).cookie;
      const created = await small.app.inject({
        method: 'POST',
        url: '/api/admin/suppliers',
        payload: { name: 'Big Files', country: 'DE' },
        headers: { cookie },
      });
      const body = multipart(`${HEADER}\n${'0986494024;Bosch;10;1;;\n'.repeat(100)}`);
      const res = await small.app.inject({
        method: 'POST',
        url: `/api/admin/suppliers/${created.json().id}/price-lists`,
        payload: body.payload,
        headers: { cookie, ...body.headers },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'price_list_too_large',
        message: 'The price list must be at most 1 KB.',
      });
      const dir = path.join(small.tmp, 'price-lists');
      expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
