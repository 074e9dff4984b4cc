/** Translator: interpolation, plural forms in both languages, localized entity names. */
import { describe, expect, it } from 'vitest';
import { createTranslator, localizedName } from './i18n.ts';

describe('createTranslator', () => {
  const en = createTranslator('en');
  const pl = createTranslator('pl');

  it('returns the message in the chosen language', () => {
    expect(en('notFound.title')).toBe('Page Not Found');
    expect(pl('notFound.title')).toBe('Nie znaleziono strony');
  });

  it('fills {name} slots and leaves unknown slots as they are', () => {
    expect(en('products.searchTitle', { search: 'brake pads' })).toBe('Results for “brake pads”');
    expect(en('products.searchTitle')).toBe('Results for “{search}”');
  });

  it('picks the Polish one/few/many/other forms', () => {
    const forms = [1, 2, 4, 5, 12, 22, 25, 1.5].map((count) => pl('products.count', { count }));
    expect(forms).toEqual([
      '1 produkt',
      '2 produkty',
      '4 produkty',
      '5 produktów',
      '12 produktów',
      '22 produkty',
      '25 produktów',
      '1,5 produktu',
    ]);
  });

  it('picks the English one/other forms and formats the count', () => {
    expect(en('products.count', { count: 1 })).toBe('1 product');
    expect(en('products.count', { count: 0 })).toBe('0 products');
    expect(en('products.count', { count: 1200 })).toBe('1,200 products');
  });
});

describe('localizedName', () => {
  const category = { name: 'Hamulce', nameEn: 'Brakes', namePl: null };

  it('uses the name of the language and falls back to name', () => {
    expect(localizedName(category, 'en')).toBe('Brakes');
    expect(localizedName(category, 'pl')).toBe('Hamulce');
    expect(localizedName({ ...category, nameEn: '' }, 'en')).toBe('Hamulce');
  });
});

describe('catalogue modules', () => {
  // A key in two feature modules would be silently overwritten by the later spread (a key of the
  // shared catalogue repeated in a module is already a type error, TS2783).
  it('never define the same key twice', () => {
    const modules = import.meta.glob<Record<string, Record<string, unknown>>>('../i18n/{en,pl}/*.ts', {
      eager: true,
    });
    for (const language of ['en', 'pl']) {
      const seen = new Map<string, string>();
      for (const [file, exports] of Object.entries(modules)) {
        if (!file.includes(`/${language}/`)) continue;
        for (const key of Object.keys(Object.values(exports)[0] ?? {})) {
          expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
      expect(seen.size).toBeGreaterThan(0);
    }
  });
});
