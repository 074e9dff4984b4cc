/**
 * The information pages with delivery tables, rendered by the server (the web app's own renderer on
 * the test server, no build): their route loaders fetch the delivery rules before the one render pass,
 * the tables arrive in the HTML, the rules travel in the page's data so the app takes the page over
 * without asking again, and a change of the shop settings shows in the next rendering.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/test/test-app.ts';
import { insertTestProduct } from '#db/test/factories.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-info-rendered-'));
  fs.copyFileSync(path.join(root, 'web', 'index.html'), path.join(webRoot, 'index.html'));
  t = await createTestApp({
    webRoot,
    config: { renderPages: true },
    pageRenderer: path.join(root, 'web', 'entry-server.tsx'),
  });
});
afterAll(async () => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

/** The page's table rows as text, cells joined by ' | '. */
function rows(body: string): string[] {
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]).join(' | '),
  );
}

/** The delivery rules the page carries for the app (its dehydrated query), if any. */
function carriedRules(body: string): unknown {
  const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(body)?.[1];
  const payload = JSON.parse(json ?? '{}') as {
    queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return payload.queries?.queries.find((q) => q.queryKey.join('/') === 'seller/delivery-rules')?.state.data;
}

describe('rendered pages with delivery tables', () => {
  it.each(['/faq/delivery', '/about/terms-conditions', '/terms'])(
    '%s holds the tables in one pass and carries the rules',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).toMatch(/desc="1 pass"/);
      const all = rows(res.body);
      expect(all).toContain('Batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers | €10.00');
      expect(all).toContain('Austria, Belgium, Luxembourg, Netherlands, Switzerland | €26.95');
      expect(all).toContain('Austria | 2–3 working days');
      expect(res.body).toContain('Bosnia and Herzegovina, Ireland, Norway');
      expect(res.body).not.toContain('Loading the current delivery rules');
      expect(carriedRules(res.body)).toMatchObject({ homeCountry: 'PL', currency: 'EUR' });
    },
  );

  it('is rendered in Polish with Polish names, amounts and working days', async () => {
    const res = await t.app.inject({ url: '/faq/delivery?lang=pl', headers: html });
    const all = rows(res.body);
    expect(all).toContain('Austria, Belgia, Holandia, Luksemburg, Szwajcaria | €26,95');
    expect(all).toContain('Estonia, Finlandia, Norwegia | 3–5 dni roboczych');
    expect(all).toContain('Austria | 2–3 dni robocze');
  });

  it('follows the shop settings, and the checkout charges what the page then says', async () => {
    await t.db
      .insertInto('shopSettings')
      .values({ key: 'delivery.bulkyPerPiece', value: '{"small":500,"medium":1234,"large":1500}' })
      .execute();
    try {
      const res = await t.app.inject({ url: '/about/terms-conditions', headers: html });
      expect(rows(res.body)).toContain(
        'Batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers | €12.34',
      );
      expect(res.body).not.toContain('€10.00');
      // The checkout's price of two bumpers to Poland reads the same table: 2 x 12.34 EUR.
      const bumper = await insertTestProduct(t.db, { basePriceCents: 10000, stock: 5, bulkyClass: 'medium' });
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        payload: { currency: 'EUR', country: 'PL', lines: [{ productId: bumper, quantity: 2 }] },
      });
      expect(quote.json()).toMatchObject({ shipping: 24.68, bulkyPerPiece: true, total: 224.68 });
    } finally {
      await t.db.deleteFrom('shopSettings').where('key', '=', 'delivery.bulkyPerPiece').execute();
    }
  });
});
