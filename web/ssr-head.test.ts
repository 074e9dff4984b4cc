import { describe, expect, it } from 'vitest';
import { parsePreferencesCookie, preferencesCookieValue } from './lib/preferences.ts';
import { parseVehicleCookie } from './features/vehicles/chosen-vehicle.ts';
import { buildHead } from './ssr-head.ts';
import { payloadJson } from './ssr-payload.ts';

const base = {
  language: 'en' as const,
  origin: 'https://shop.example',
  defaultTitle: 'Shop',
  defaultDescription: 'Parts',
};

describe('the head of a rendered page', () => {
  it('names the canonical address without the language parameter, and both languages', () => {
    const head = buildHead({ ...base, fields: { title: 'Brakes' }, url: '/brakes?lang=pl&view=list' });
    expect(head.status).toBe(200);
    expect(head.tags).toContain('<link rel="canonical" href="https://shop.example/brakes?view=list" />');
    expect(head.tags).toContain(
      '<link rel="alternate" hreflang="pl" href="https://shop.example/brakes?view=list&amp;lang=pl" />',
    );
    expect(head.tags).toContain('hreflang="x-default"');
    expect(head.tags).not.toContain('noindex');
  });

  it('escapes what the page reports, and keeps structured data inside its script', () => {
    const head = buildHead({
      ...base,
      url: '/products/1',
      fields: {
        title: '"><script>alert(1)</script>',
        breadcrumb: [{ name: '</script><script>alert(2)</script>', path: '/x' }],
      },
    });
    expect(head.tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head.tags).not.toContain('</script><script>alert(2)');
    expect(head.tags).toContain('\\u003c/script>');
  });

  it('marks a not-found page noindex, without a canonical address', () => {
    const head = buildHead({ ...base, url: '/products/9', fields: { status: 404, title: 'Not found' } });
    expect(head.status).toBe(404);
    expect(head.tags).toContain('<meta name="robots" content="noindex" />');
    expect(head.tags).not.toContain('rel="canonical"');
  });

  it('falls back to the shop’s title and description, and the shop’s icon as picture', () => {
    const head = buildHead({ ...base, url: '/', fields: {} });
    expect(head.tags).toContain('<title>Shop</title>');
    expect(head.tags).toContain('content="https://shop.example/icons/icon-512.png"');
  });
});

describe('the page payload and cookies', () => {
  it('cannot close its script element', () => {
    const json = payloadJson({
      language: 'en',
      currency: 'EUR',
      country: 'DE',
      origin: 'https://shop.example',
      vehicleId: null,
      hydrate: true,
      queries: { mutations: [], queries: [] },
      note: '</script><script>x</script>\u2028',
    } as never);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ note: '</script><script>x</script>\u2028' });
  });

  it('reads only valid preferences and vehicle ids from a Cookie header', () => {
    const value = preferencesCookieValue({ language: 'pl', currency: 'PLN', country: 'PL' });
    expect(parsePreferencesCookie(`a=1; partspoint-prefs=${value}; b=2`)).toEqual({
      language: 'pl',
      currency: 'PLN',
      country: 'PL',
    });
    for (const bad of ['xx.PLN.PL', 'pl.USD.PL', 'pl.PLN.US', 'pl.PLN', '']) {
      expect(parsePreferencesCookie(`partspoint-prefs=${bad}`)).toBeNull();
    }
    expect(parsePreferencesCookie(undefined)).toBeNull();
    expect(parseVehicleCookie('partspoint-vehicle=42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999'])
      expect(parseVehicleCookie(`partspoint-vehicle=${bad}`)).toBeNull();
  });
});
