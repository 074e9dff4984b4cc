/** Server messages: plural forms through Intl.PluralRules and slot filling. */
import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';

describe('translate', () => {
  it.each([
    [1, 1, '1 subcategory and 1 product', '1 podkategorię i 1 produkt'],
    [2, 5, '2 subcategories and 5 products', '2 podkategorie i 5 produktów'],
    [5, 22, '5 subcategories and 22 products', '5 podkategorii i 22 produkty'],
    [0, 12, '0 subcategories and 12 products', '0 podkategorii i 12 produktów'],
  ])(
    'counts %i subcategories and %i products with each language plural forms',
    (children, products, en, pl) => {
      expect(translate('en', 'category_not_empty', { children, products })).toContain(`has ${en}.`);
      expect(translate('pl', 'category_not_empty', { children, products })).toContain(`ma ${pl}.`);
    },
  );

  it('fills plain slots and leaves unknown ones visible', () => {
    expect(translate('en', 'slug_taken', { slug: 'brakes' })).toBe(
      'A category with the slug brakes already exists.',
    );
    expect(translate('en', 'slug_taken')).toBe('A category with the slug {slug} already exists.');
  });
});
