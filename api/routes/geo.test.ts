import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let custom: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  custom = await createTestApp({ config: { geoCountryHeader: 'x-geo-country' } });
});
afterAll(async () => {
  await t.close();
  await custom.close();
});

const geo = (headers: Record<string, string>, app = t.app) => app.inject({ url: '/api/geo', headers });

const POLAND = { country: 'PL', language: 'pl', currency: 'PLN' };

describe('GET /api/geo', () => {
  it('takes the country from each well-known CDN header', async () => {
    for (const header of [
      'cf-ipcountry',
      'cloudfront-viewer-country',
      'x-vercel-ip-country',
      'x-country-code',
    ]) {
      const pl = await geo({ [header]: 'PL', 'accept-language': 'en-GB' });
      expect(pl.statusCode, header).toBe(200);
      expect(pl.json(), header).toEqual({ ...POLAND, source: 'header' });
      const de = await geo({ [header]: 'de', 'accept-language': 'pl-PL' });
      expect(de.json(), header).toEqual({ country: 'DE', language: 'en', currency: 'EUR', source: 'header' });
    }
  });

  it('ignores placeholder and garbage country values and falls back to Accept-Language', async () => {
    for (const value of ['XX', 'T1', 'POL', '1', '', 'P L', '<script>']) {
      const res = await geo({ 'cf-ipcountry': value, 'accept-language': 'pl-PL,pl;q=0.9' });
      expect(res.json(), value).toEqual({ ...POLAND, source: 'accept-language' });
    }
  });

  it('reads only the configured header when GEO_COUNTRY_HEADER is set', async () => {
    const own = await geo({ 'x-geo-country': 'PL', 'cf-ipcountry': 'FR' }, custom.app);
    expect(own.json()).toEqual({ ...POLAND, source: 'header' });
    const cdn = await geo({ 'cf-ipcountry': 'PL', 'accept-language': 'fr-FR' }, custom.app);
    expect(cdn.json()).toEqual({ country: 'FR', language: 'en', currency: 'EUR', source: 'accept-language' });
    expect(cdn.headers.vary).toContain('x-geo-country');
    expect(cdn.headers.vary).not.toContain('cf-ipcountry');
  });

  it('reads Accept-Language by preference: Polish means Poland, a region names its country', async () => {
    const cases: [string, string | null][] = [
      ['pl', 'PL'],
      ['pl-PL,pl;q=0.9,en-US;q=0.8', 'PL'],
      ['PL', 'PL'],
      ['de-DE,de;q=0.9', 'DE'],
      ['en-GB,en;q=0.9', 'GB'],
      ['sr-Latn-RS', 'RS'],
      ['en;q=0.3, pl;q=0.9', 'PL'],
      ['en, pl;q=0.8', null],
      ['en', null],
      ['de', null],
      ['*', null],
      ['pl;q=0, en', null],
      ['en-XX', null],
      ['nonsense;;;', null],
    ];
    for (const [header, country] of cases) {
      const body = (await geo({ 'accept-language': header })).json() as Record<string, unknown>;
      expect(body.country, header).toBe(country);
      expect(body.source, header).toBe(country ? 'accept-language' : 'default');
      expect(body.language, header).toBe(country === 'PL' ? 'pl' : 'en');
      expect(body.currency, header).toBe(country === 'PL' ? 'PLN' : 'EUR');
    }
  });

  it('answers English and EUR without any hint', async () => {
    expect((await geo({})).json()).toEqual({
      country: null,
      language: 'en',
      currency: 'EUR',
      source: 'default',
    });
  });

  it('is never cached for another shopper and varies on every header it reads', async () => {
    const res = await geo({ 'accept-language': 'pl' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const vary = String(res.headers.vary).toLowerCase();
    for (const header of [
      'cf-ipcountry',
      'cloudfront-viewer-country',
      'x-vercel-ip-country',
      'x-country-code',
      'accept-language',
    ])
      expect(vary).toContain(header);
  });
});
