/**
 * The scraper's API: scrape a page served by a test server on loopback (the fetcher allows only that
 * server, and its connector refuses anything but loopback), add the edited result with its pictures
 * copied and re-encoded, refuse duplicates, and create an imported product's category hierarchy.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedScrapedProduct, ScrapedProduct } from '#api/contract/scraper.ts';
import { insertTestBrand, insertTestCategory } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { connectTo, createFetcher, type Connect } from '../services/scraper/fetcher.ts';

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="${colour}"/></svg>`;

const page = (partNumber: string, brand: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pad set</title>
<script type="application/ld+json">{
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "BreadcrumbList", "itemListElement": [
      { "@type": "ListItem", "position": 1, "name": "Home", "item": "/" },
      { "@type": "ListItem", "position": 2, "name": "Układ hamulcowy", "item": "/a" },
      { "@type": "ListItem", "position": 3, "name": "Klocki i tarcze", "item": "/a/b" },
      { "@type": "ListItem", "position": 4, "name": "Klocki hamulcowe", "item": "/a/b/c" },
      { "@type": "ListItem", "position": 5, "name": "Klocki hamulcowe przód ${partNumber}" } ] },
    { "@type": "Product", "name": "Klocki hamulcowe przód ${partNumber}", "description": "Komplet <b>klocków</b> na oś przednią.",
      "sku": "${partNumber}", "mpn": "MPN-${partNumber}", "gtin13": "4006633120124",
      "brand": { "@type": "Brand", "name": "${brand}" },
      "image": ["/img/a.svg", "/img/b.svg", "/img/missing.svg", "/img/not-an-image.svg"],
      "offers": { "@type": "Offer", "price": "426.50", "priceCurrency": "PLN" } } ] }
</script></head><body><h1>Klocki hamulcowe przód</h1></body></html>`;

let shop: Awaited<ReturnType<typeof createTestApp>>;
let site: http.Server;
let other: http.Server;
let origin: string;
let otherOrigin: string;
let otherRequests = 0;
let admin: string;
let customer: string;
let padsCategory: number;
const connections: string[] = [];

/** The real connector, refusing anything but loopback (even a broken fetcher cannot go further). */
const loopbackOnly: Connect = (target, signal) => {
  connections.push(target.address);
  if (target.address !== '127.0.0.1' && target.address !== '::1') {
    return Promise.reject(new Error(`test guard: no connection to ${target.address}`));
  }
  return connectTo(target, signal);
};

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  site = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/product/')) {
      const [, , partNumber, brand] = url.pathname.split('/');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(partNumber!, decodeURIComponent(brand!)));
    } else if (url.pathname === '/chf') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<html><head><script type="application/ld+json">{"@type":"Product","name":"Wiper blade 600","sku":"WB-600",' +
          '"offers":{"@type":"Offer","price":"19.50","priceCurrency":"CHF"}}</script></head><body></body></html>',
      );
    } else if (url.pathname === '/img/a.svg' || url.pathname === '/img/b.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(svg(url.pathname.endsWith('a.svg') ? '#f97316' : '#0f172a'));
    } else if (url.pathname === '/img/not-an-image.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('MZ this is an executable, not a picture');
    } else {
      response.writeHead(404).end();
    }
  });
  other = http.createServer((_request, response) => {
    otherRequests++;
    response.end('secret');
  });
  origin = await listen(site);
  otherOrigin = await listen(other);
  shop = await createTestApp({
    fetcher: createFetcher({
      allowHosts: [new URL(origin).host],
      resolve: () => Promise.reject(new Error('no DNS in tests')),
      connect: loopbackOnly,
    }),
  });
  admin = (await registerTestAdmin(shop.app, shop.db)).cookie;
  customer = (await registerTestUser(shop.app)).cookie;
  const mother = await insertTestCategory(shop.db, { name: 'Brake system', namePl: 'Układ hamulcowy' });
  const sub = await insertTestCategory(shop.db, {
    name: 'Brake pads & discs',
    namePl: 'Klocki i tarcze',
    parentId: mother,
    level: 2,
  });
  padsCategory = await insertTestCategory(shop.db, {
    name: 'Brake pads',
    namePl: 'Klocki hamulcowe',
    parentId: sub,
    level: 3,
  });
});

afterAll(async () => {
  await shop.close();
  site.close();
  other.close();
  expect(connections.every((address) => address === '127.0.0.1')).toBe(true);
});

const scrape = (url: string, cookie = admin, language = 'en') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/scrape-product',
    headers: { cookie, 'x-language': language },
    payload: { url },
  });

const add = (payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/add-scraped-product', headers: { cookie: admin }, payload });

async function plnToEur(amount: number): Promise<number> {
  const { rate } = await shop.db
    .selectFrom('exchangeRates')
    .select('rate')
    .where('currency', '=', 'PLN')
    .executeTakeFirstOrThrow();
  return Math.round((amount * 100) / Number(rate)) / 100;
}

describe('POST /api/scrape-product', () => {
  it('reads the page, converts the price to EUR and detects the category and brand', async () => {
    const brand = await insertTestBrand(shop.db, { name: 'Textar' });
    const response = await scrape(`${origin}/product/TX-100/Textar`);
    expect(response.statusCode, response.body).toBe(200);
    const scraped = response.json() as ScrapedProduct;
    expect(scraped).toMatchObject({
      sourceUrl: `${origin}/product/TX-100/Textar`,
      name: 'Klocki hamulcowe przód TX-100',
      shortDescription: 'Komplet klocków na oś przednią.',
      articleNumber: 'TX-100',
      manufacturerNumber: 'MPN-TX-100',
      manufacturer: 'Textar',
      eanNumber: '4006633120124',
      originalPrice: 426.5,
      originalCurrency: 'PLN',
      price: await plnToEur(426.5),
      breadcrumb: ['Układ hamulcowy', 'Klocki i tarcze', 'Klocki hamulcowe'],
      detectedBrand: { id: brand, name: 'Textar' },
    });
    expect(scraped.images).toEqual([
      `${origin}/img/a.svg`,
      `${origin}/img/b.svg`,
      `${origin}/img/missing.svg`,
      `${origin}/img/not-an-image.svg`,
    ]);
    expect(scraped.detectedCategories).toMatchObject({
      detected: true,
      subSubCategory: { id: padsCategory, name: 'Brake pads' },
    });
  });

  it('leaves the price to the admin when the page is in a currency the shop does not convert', async () => {
    const response = await scrape(`${origin}/chf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Wiper blade 600',
      price: null,
      originalPrice: 19.5,
      originalCurrency: 'CHF',
      detectedCategories: { detected: false },
    });
  });

  it("answers 'Please enter a valid URL' for an empty URL, in Polish too", async () => {
    const en = await scrape('   ');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Please enter a valid URL');
    expect((await scrape('', admin, 'pl')).json().message).toBe('Podaj prawidłowy adres URL');
  });

  it('refuses a loopback server that is not allowed, without a request reaching it', async () => {
    for (const url of [`${otherOrigin}/`, `http://2130706433:${new URL(otherOrigin).port}/`]) {
      const response = await scrape(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('scrape_address_blocked');
    }
    expect(otherRequests).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await scrape(`${origin}/product/X/Y`, customer)).statusCode).toBe(403);
    expect((await scrape(`${origin}/product/X/Y`, '')).statusCode).toBe(401);
  });
});

describe('POST /api/add-scraped-product', () => {
  it('creates the product and its brand, with the pictures copied and re-encoded as WebP', async () => {
    const scraped = (await scrape(`${origin}/product/ATE-200/Ate%20Premium`)).json() as ScrapedProduct;
    const response = await add({
      scrapedProduct: { ...scraped, price: 39.9, name: 'Front brake pads ATE-200' },
      categoryId: padsCategory,
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json() as AddedScrapedProduct;
    expect(added).toMatchObject({ imagesSaved: 2, imagesFailed: 2, brandCreated: true });
    expect(added.product).toMatchObject({
      name: 'Front brake pads ATE-200',
      partNumber: 'ATE-200',
      basePrice: 39.9,
      categoryId: padsCategory,
      brand: { name: 'Ate Premium' },
      isActive: true,
    });
    expect(added.product.images).toHaveLength(2);
    for (const image of added.product.images) {
      expect(image).toMatch(/^\/uploads\/products\/[0-9a-f]{20}\.webp$/);
      const file = path.join(shop.tmp, 'uploads', image.replace('/uploads/', ''));
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
      expect(fs.existsSync(file.replace('.webp', '-thumb.webp'))).toBe(true);
      const served = await shop.app.inject(image);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const row = await shop.db
      .selectFrom('products')
      .select(['sourceUrl', 'sourceCategoryPath'])
      .where('id', '=', added.product.id)
      .executeTakeFirstOrThrow();
    expect(row.sourceUrl).toBe(`${origin}/product/ATE-200/Ate%20Premium`);
    expect(JSON.parse(row.sourceCategoryPath!)).toEqual([
      'Układ hamulcowy',
      'Klocki i tarcze',
      'Klocki hamulcowe',
    ]);

    // The same part number and brand again is refused, naming the existing product.
    const again = await add({ scrapedProduct: scraped, categoryId: padsCategory });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`product #${added.product.id}`);
  });

  it('saves the stock given and refuses to put an import on sale at 0.00', async () => {
    const scraped = (await scrape(`${origin}/product/STK-9/Stock%20Brand`)).json() as ScrapedProduct;
    for (const price of [0, null]) {
      const free = await add({ scrapedProduct: { ...scraped, price }, categoryId: padsCategory, stock: 5 });
      expect(free.statusCode).toBe(400);
      expect(free.json()).toEqual({
        error: 'scraped_price_zero',
        message: 'Enter a price above 0.00: an imported product goes on sale at once.',
      });
    }
    const negative = await add({
      scrapedProduct: { ...scraped, price: 12 },
      categoryId: padsCategory,
      stock: -1,
    });
    expect(negative.statusCode).toBe(400);
    const added = await add({
      scrapedProduct: { ...scraped, price: 12 },
      categoryId: padsCategory,
      stock: 7,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as AddedScrapedProduct).product).toMatchObject({
      stock: 7,
      isActive: true,
      basePrice: 12,
    });
  });

  it('needs an active category, a part number and a price with at most two decimals', async () => {
    const scraped = (await scrape(`${origin}/product/REQ-1/Req`)).json() as ScrapedProduct;
    const hidden = await insertTestCategory(shop.db, { isActive: 0 });
    const noCategory = await add({ scrapedProduct: scraped, categoryId: hidden });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Please select a category for the product');
    const noNumber = await add({
      scrapedProduct: { ...scraped, articleNumber: '', manufacturerNumber: ' ' },
      categoryId: padsCategory,
    });
    expect(noNumber.json().error).toBe('part_number_required');
    const cents = await add({ scrapedProduct: { ...scraped, price: 1.234 }, categoryId: padsCategory });
    expect(cents.json().error).toBe('amount_precision');
    const count = await shop.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('partNumber', '=', 'REQ-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('PATCH /api/admin/products/:id/category', () => {
  it("creates the source breadcrumb's missing categories and moves the product, reusing existing ones", async () => {
    const scraped = (await scrape(`${origin}/product/HIER-1/Hier`)).json() as ScrapedProduct;
    const added = (
      await add({
        scrapedProduct: { ...scraped, breadcrumb: ['Układ hamulcowy', 'Zaciski', 'Tłoczki'], images: [] },
        categoryId: padsCategory,
      })
    ).json() as AddedScrapedProduct;
    const response = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${added.product.id}/category`,
      headers: { cookie: admin },
      payload: { createHierarchy: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { categories, product } = response.json();
    // 'Układ hamulcowy' is the existing mother (matched by its Polish name); the others are new.
    expect(categories.mother.name).toBe('Brake system');
    expect(categories.sub.name).toBe('Zaciski');
    expect(categories.subSub.name).toBe('Tłoczki');
    expect(product.categoryId).toBe(categories.subSub.id);
    const created = await shop.db
      .selectFrom('categories')
      .select(['slug', 'level', 'path'])
      .where('id', '=', categories.subSub.id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ slug: 'tloczki', level: 3, path: 'Brake system > Zaciski > Tłoczki' });

    const manual = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${added.product.id}/category`,
      headers: { cookie: admin },
      payload: { createHierarchy: false },
    });
    expect(manual.statusCode).toBe(400);
  });
});
