import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { pl } from '../i18n/pl.ts';
import { MANIFEST_FILES, manifestHref } from './manifest-link.ts';
import { SCREENSHOTS, screenshotFile, webManifest } from './pwa-manifest.ts';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const routesDir = path.resolve(import.meta.dirname, '..', 'routes');

describe('webManifest', () => {
  it('builds one app in both languages: the same id, scope, start and icons; texts translated', () => {
    const english = webManifest('en');
    const polish = webManifest('pl');
    expect(english).toMatchObject({ id: '/', lang: 'en', display: 'standalone', start_url: '/', scope: '/' });
    expect(polish).toMatchObject({
      id: english.id,
      lang: 'pl',
      start_url: english.start_url,
      scope: english.scope,
    });
    expect(polish.icons).toEqual(english.icons);
    expect(english.description).toBe(en['manifest.description']);
    expect(polish.description).toBe(pl['manifest.description']);
    expect(polish.name).not.toBe(english.name);
  });

  it('names committed screenshots of each form factor for each language', () => {
    for (const language of ['en', 'pl'] as const) {
      const shots = webManifest(language).screenshots ?? [];
      expect(shots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
      for (const formFactor of ['narrow', 'wide'] as const) {
        const file = path.join(publicDir, screenshotFile(language, formFactor));
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.statSync(file).size).toBeLessThan(150 * 1024);
        const { width, height } = SCREENSHOTS[formFactor];
        expect(shots.find((shot) => shot.form_factor === formFactor)?.sizes).toBe(`${width}x${height}`);
      }
    }
  });

  it('has shortcuts to search, cart and orders, routes that exist, with 96px icons', () => {
    const shortcuts = webManifest('en').shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.url)).toEqual(['/products', '/cart', '/orders']);
    const routeFiles: [string, string][] = [
      ['/products', 'products.index.tsx'],
      ['/cart', 'cart.tsx'],
      ['/orders', 'orders.index.tsx'],
    ];
    for (const [url, file] of routeFiles) {
      expect(fs.existsSync(path.join(routesDir, file)), url).toBe(true);
    }
    for (const shortcut of shortcuts) expect(shortcut.icons?.[0]?.sizes).toBe('96x96');
  });
});

describe('manifestHref', () => {
  it('names each language’s manifest file', () => {
    expect(manifestHref('en')).toBe('/manifest.webmanifest');
    expect(manifestHref('pl')).toBe(`/${MANIFEST_FILES.pl}`);
  });
});
