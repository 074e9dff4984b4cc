/** The product lists' URL handling: search schemas, sort choices, filter changes, price input, category tree. */
import { describe, expect, it } from 'vitest';
import type { Category } from '#api/contract/catalog.ts';
import { parseSearch } from '../../../lib/search-params.ts';
import { CategorySearch, nextOffset, ProductListSearch } from '../api/products.ts';
import {
  categoryHref,
  categoryOptions,
  isCategorySlug,
  nextListLimit,
  parsePriceInput,
  sortKeyOf,
  sortParams,
  subcategoryLinks,
  textAfterUrlChange,
  withFilters,
  SORT_KEYS,
} from './listing-search.ts';

function category(id: number, parentId: number | null, slug: string, sortOrder = 1): Category {
  return {
    id,
    slug,
    name: slug,
    nameEn: `${slug} (en)`,
    namePl: `${slug} (pl)`,
    description: null,
    descriptionPl: null,
    parentId,
    level: 1,
    sortOrder,
    isActive: true,
    path: slug,
  };
}

describe('the /products URL', () => {
  it('reads filters, sort and page size from strings', () => {
    expect(
      parseSearch(ProductListSearch, {
        search: 'pads',
        categoryId: '3',
        brandId: '7',
        priceMin: '10.5',
        priceMax: '99',
        sortBy: 'price',
        sortOrder: 'desc',
        limit: '40',
      }),
    ).toEqual({
      search: 'pads',
      categoryId: 3,
      brandId: 7,
      priceMin: 10.5,
      priceMax: 99,
      sortBy: 'price',
      sortOrder: 'desc',
      limit: 40,
    });
  });

  it('drops values a shopper could not have chosen', () => {
    expect(
      parseSearch(ProductListSearch, {
        categoryId: '0',
        priceMin: '-5',
        sortBy: 'createdAt',
        sortOrder: 'up',
        limit: '30',
        vehicleId: '4',
        offset: '20',
      }),
    ).toEqual({});
  });

  it('reads a category page URL with its view', () => {
    expect(parseSearch(CategorySearch, { view: 'list', brandId: '2', categoryId: '5' })).toEqual({
      view: 'list',
      brandId: 2,
    });
    expect(parseSearch(CategorySearch, { view: 'table' })).toEqual({});
  });
});

describe('sort choices', () => {
  it('shows the server default when the URL names none', () => {
    expect(sortKeyOf({})).toBe('name-asc');
    expect(sortKeyOf({ search: 'oil' })).toBe('relevance');
    expect(sortKeyOf({ sortBy: 'relevance' })).toBe('name-asc');
    expect(sortKeyOf({ sortBy: 'price' })).toBe('price-asc');
    expect(sortKeyOf({ sortBy: 'name', sortOrder: 'desc', search: 'oil' })).toBe('name-desc');
  });

  it('keeps the default out of the URL and round-trips every other choice', () => {
    expect(sortParams('relevance', true)).toEqual({ sortBy: undefined, sortOrder: undefined });
    expect(sortParams('name-asc', false)).toEqual({ sortBy: undefined, sortOrder: undefined });
    expect(sortParams('name-asc', true)).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    for (const key of SORT_KEYS.filter((k) => k !== 'relevance')) {
      expect(sortKeyOf({ search: 'x', ...sortParams(key, true) })).toBe(key);
      expect(sortKeyOf(sortParams(key, false))).toBe(key);
    }
  });
});

describe('withFilters', () => {
  it('merges the change, drops empty values and resets the page size', () => {
    const previous: ProductListSearch = { search: 'pads', brandId: 2, limit: 60, sortBy: 'price' };
    expect(withFilters(previous, { brandId: undefined, categoryId: 4, search: '' })).toEqual({
      categoryId: 4,
      sortBy: 'price',
    });
  });
});

describe('parsePriceInput', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['12', 12],
    [' 12.50 ', 12.5],
    ['12,5', 12.5],
    ['0', 0],
    ['-3', undefined],
    ['abc', undefined],
  ])('reads %j as %j', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });
});

describe('categoryOptions', () => {
  const categories = [
    category(11, 1, 'pads', 2),
    category(2, null, 'engine', 2),
    category(1, null, 'brakes', 1),
    category(10, 1, 'discs', 1),
    category(100, 11, 'sensors', 1),
    category(50, 999, 'orphan', 1),
  ];

  it('lists each category after its parent, in sort order, with its depth and localized name', () => {
    expect(categoryOptions(categories, 'en')).toEqual([
      { id: 1, label: 'brakes (en)', depth: 0 },
      { id: 10, label: 'discs (en)', depth: 1 },
      { id: 11, label: 'pads (en)', depth: 1 },
      { id: 100, label: 'sensors (en)', depth: 2 },
      { id: 50, label: 'orphan (en)', depth: 0 },
      { id: 2, label: 'engine (en)', depth: 0 },
    ]);
    expect(categoryOptions(categories, 'pl')[0]?.label).toBe('brakes (pl)');
  });
});

describe('category links', () => {
  it('builds path links for subcategories and their children', () => {
    const mother = category(1, null, 'brake-system');
    const subs = [category(2, 1, 'pads-discs'), category(6, 1, 'calipers')];
    const subsubs = [category(3, 2, 'pads'), category(4, 2, 'discs')];
    expect(subcategoryLinks([mother], subs, subsubs)).toEqual([
      {
        category: subs[0],
        href: '/brake-system/pads-discs',
        children: [
          { category: subsubs[0], href: '/brake-system/pads-discs/pads' },
          { category: subsubs[1], href: '/brake-system/pads-discs/discs' },
        ],
      },
      { category: subs[1], href: '/brake-system/calipers', children: [] },
    ]);
    expect(categoryHref(['a b', 'c'])).toBe('/a%20b/c');
  });
});

describe('textAfterUrlChange (a filter box when its URL value changes)', () => {
  const search = {
    parse: (text: string) => text.trim() || undefined,
    format: (value: string | undefined) => value ?? '',
  };

  it('keeps what was typed after the box applied the value now in the URL', () => {
    expect(textAfterUrlChange({ ...search, text: 'brak', value: 'bra', applied: { value: 'bra' } })).toBe(
      'brak',
    );
  });

  it('takes a value set elsewhere: Clear All, the header search, history', () => {
    expect(textAfterUrlChange({ ...search, text: 'brak', value: undefined, applied: { value: 'bra' } })).toBe(
      '',
    );
    expect(textAfterUrlChange({ ...search, text: 'brak', value: 'discs', applied: null })).toBe('discs');
    expect(textAfterUrlChange({ ...search, text: 'bra', value: 'brake', applied: { value: 'bra' } })).toBe(
      'brake',
    );
  });

  it('leaves a text that already says the new value', () => {
    expect(textAfterUrlChange({ ...search, text: 'pads ', value: 'pads', applied: null })).toBe('pads ');
    const price = { parse: parsePriceInput, format: (value: number | undefined) => String(value ?? '') };
    expect(textAfterUrlChange({ ...price, text: '10.50', value: 10.5, applied: null })).toBe('10.50');
  });
});

describe('isCategorySlug', () => {
  it('accepts slugs like the seeded ones', () => {
    for (const slug of ['brake-system', 'Drivetrain-suspension', 'engine', 'oil_filters', '4x4', 'A'])
      expect(isCategorySlug(slug), slug).toBe(true);
  });

  it('refuses what could leave the category API or is no slug', () => {
    for (const slug of [
      '',
      '.',
      '..',
      'x/../../../logout',
      'a/b',
      '-a',
      '_a',
      'a.b',
      'a b',
      '%2E',
      'a\\b',
      'ą',
    ])
      expect(isCategorySlug(slug), slug).toBe(false);
  });
});

describe('nextListLimit', () => {
  it('adds a page while the result stays within what the URL accepts', () => {
    expect(nextListLimit(20)).toBe(40);
    expect(nextListLimit(980)).toBe(1000);
    expect(nextListLimit(1000)).toBeUndefined();
    const next = nextListLimit(980);
    expect(parseSearch(ProductListSearch, { limit: String(next) })).toEqual({ limit: 1000 });
  });
});

describe('nextOffset', () => {
  it('advances by the limit while full pages come back', () => {
    expect(nextOffset(new Array(20), 0, 20)).toBe(20);
    expect(nextOffset(new Array(20), 40, 20)).toBe(60);
    expect(nextOffset(new Array(19), 40, 20)).toBeUndefined();
    expect(nextOffset([], 0, 20)).toBeUndefined();
  });
});
