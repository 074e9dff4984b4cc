/** The back office's form rules and the bodies they produce. */
import { beforeAll, describe, expect, it } from 'vitest';
import { slugFromName } from '#api/contract/admin-catalog.ts';
import type { Category } from '#api/contract/catalog.ts';
import { categoryBulkyDefault, categoryNamesNearestFirst, shownBulkyClass } from './bulky-class.ts';
import { createTranslator, loadAdminMessages } from '../../lib/i18n.ts';
import {
  parseDecimal,
  toBrandBody,
  toCategoryBody,
  toProductBody,
  validateAdminLogin,
  validateBrandForm,
  validateCategoryForm,
  validateProductForm,
  type CategoryFormValues,
  type ProductFormValues,
} from './forms.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

// The back office's messages load with its routes; here, before the tests.
beforeAll(() => loadAdminMessages());

describe('validateAdminLogin', () => {
  it('asks for both e-mail and password', () => {
    const problem = validateAdminLogin({ email: 'admin@partspoint.eu', password: ' ' });
    expect(problem && en(problem.message)).toBe('Please enter both email and password');
    expect(problem?.field).toBe('password');
    expect(validateAdminLogin({ email: '', password: 'x' })?.field).toBe('email');
  });

  it('passes filled fields', () => {
    expect(validateAdminLogin({ email: 'admin@partspoint.eu', password: 'x' })).toBeNull();
  });
});

const product = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: 'Brake pad set',
  nameEn: '',
  namePl: ' Klocki hamulcowe ',
  description: '',
  descriptionEn: '',
  descriptionPl: '',
  partNumber: ' BP-100 ',
  manufacturerNumber: '',
  eanNumber: '',
  brandId: '3',
  categoryId: '12',
  basePrice: '49.99',
  currency: 'PLN',
  weight: '1.25',
  dimensions: '',
  stock: '7',
  images: '/uploads/products/a.svg\n\n https://cdn.example.com/b.jpg ',
  isActive: 'on',
  bulkyClass: 'medium',
  ...changes,
});

describe('validateProductForm', () => {
  const fieldOf = (changes: Partial<ProductFormValues>) => validateProductForm(product(changes))?.field;

  it('requires name, part number, brand and category', () => {
    expect(fieldOf({ name: '  ' })).toBe('name');
    expect(fieldOf({ partNumber: '' })).toBe('partNumber');
    expect(fieldOf({ brandId: '' })).toBe('brandId');
    expect(fieldOf({ categoryId: '' })).toBe('categoryId');
    expect(en(validateProductForm(product({ name: '' }))!.message)).toBe('Product name is required');
  });

  it('takes a price of at least 0 with at most two decimals, with a dot or a comma', () => {
    expect(fieldOf({ basePrice: '-1' })).toBe('basePrice');
    expect(fieldOf({ basePrice: '1.234' })).toBe('basePrice');
    expect(fieldOf({ basePrice: 'abc' })).toBe('basePrice');
    expect(fieldOf({ basePrice: '' })).toBe('basePrice');
    expect(validateProductForm(product({ basePrice: '0' }))).toBeNull();
    expect(validateProductForm(product({ basePrice: '12,5' }))).toBeNull();
    expect(parseDecimal('12,5')).toBe(12.5);
  });

  it('checks currency, weight, stock, EAN and images', () => {
    expect(fieldOf({ currency: 'USD' })).toBe('currency');
    expect(fieldOf({ weight: '1.0005' })).toBe('weight');
    expect(fieldOf({ stock: '2.5' })).toBe('stock');
    expect(fieldOf({ stock: ' ' })).toBe('stock');
    expect(fieldOf({ eanNumber: '12345' })).toBe('eanNumber');
    expect(fieldOf({ images: 'javascript:alert(1)' })).toBe('images');
    expect(fieldOf({ images: '/uploads/../secret' })).toBe('images');
    expect(validateProductForm(product({ eanNumber: '4006633120124' }))).toBeNull();
  });

  it('words the length limits with Polish plural forms', () => {
    const problem = validateProductForm(product({ name: 'x'.repeat(201) }))!;
    expect(pl(problem.message, problem.vars)).toBe('Nazwa produktu może mieć najwyżej 200 znaków');
  });
});

describe('toProductBody', () => {
  it('trims, turns blanks into null and numbers into numbers', () => {
    expect(toProductBody(product())).toMatchObject({
      name: 'Brake pad set',
      nameEn: null,
      namePl: 'Klocki hamulcowe',
      partNumber: 'BP-100',
      brandId: 3,
      categoryId: 12,
      basePrice: 49.99,
      currency: 'PLN',
      weight: 1.25,
      stock: 7,
      images: ['/uploads/products/a.svg', 'https://cdn.example.com/b.jpg'],
      isActive: true,
    });
    expect(toProductBody(product({ isActive: '', weight: '', stock: '' }))).toMatchObject({
      isActive: false,
      weight: null,
      stock: 0,
    });
  });

  it('sends the bulky group shown in its select, and none without one (the server default)', () => {
    expect(toProductBody(product()).bulkyClass).toBe('medium');
    expect(toProductBody(product({ bulkyClass: 'none' })).bulkyClass).toBe('none');
    expect(toProductBody(product({ bulkyClass: '' }))).not.toHaveProperty('bulkyClass');
    expect(toProductBody(product({ bulkyClass: 'huge' }))).not.toHaveProperty('bulkyClass');
  });
});

/** A category of the hierarchy list: its base name English, the English name only where set. */
const hierarchyCategory = (
  id: number,
  name: string,
  parentId: number | null,
  nameEn: string | null = null,
): Category => ({
  id,
  slug: `c-${id}`,
  name,
  nameEn,
  namePl: null,
  description: null,
  descriptionPl: null,
  parentId,
  level: parentId === null ? 1 : parentId < 10 ? 2 : 3,
  sortOrder: id,
  isActive: true,
  path: '',
});

const CATEGORIES: Category[] = [
  hierarchyCategory(1, 'Body parts', null),
  hierarchyCategory(2, 'Zderzaki', 1, 'Bumpers'),
  hierarchyCategory(20, 'Front bumpers', 2),
  hierarchyCategory(3, 'Exhaust system', null),
  hierarchyCategory(4, 'Rear silencers', 3),
  hierarchyCategory(5, 'Tow bars', null),
  hierarchyCategory(6, 'Tow bar wiring kits', 5),
  hierarchyCategory(7, 'Bonnets', 1),
];

describe('the bulky-goods select of the product form', () => {
  it('reads the English names from the category up to its root, nearest first', () => {
    expect(categoryNamesNearestFirst(20, CATEGORIES)).toEqual(['Front bumpers', 'Bumpers', 'Body parts']);
    expect(categoryNamesNearestFirst(6, CATEGORIES)).toEqual(['Tow bar wiring kits', 'Tow bars']);
    expect(categoryNamesNearestFirst(99, CATEGORIES)).toEqual([]);
  });

  it("preselects the group of the chosen category's English name, as the server does", () => {
    expect(categoryBulkyDefault('2', CATEGORIES)).toBe('medium');
    expect(categoryBulkyDefault('20', CATEGORIES)).toBe('medium');
    expect(categoryBulkyDefault('4', CATEGORIES)).toBe('small');
    expect(categoryBulkyDefault('7', CATEGORIES)).toBe('large');
    expect(categoryBulkyDefault('6', CATEGORIES)).toBe('none');
    expect(categoryBulkyDefault('', CATEGORIES)).toBe('none');
  });

  it('follows the category until the admin picks a group, then keeps that choice', () => {
    // A new product: nothing chosen yet, the select follows the category.
    expect(shownBulkyClass(null, '', CATEGORIES)).toBe('none');
    expect(shownBulkyClass(null, '2', CATEGORIES)).toBe('medium');
    expect(shownBulkyClass(null, '7', CATEGORIES)).toBe('large');
    // The admin picks "small" in Bumpers, then moves the product to Bonnets: small stays.
    expect(shownBulkyClass('small', '2', CATEGORIES)).toBe('small');
    expect(shownBulkyClass('small', '7', CATEGORIES)).toBe('small');
    // An edited product's own group counts as chosen.
    expect(shownBulkyClass('none', '2', CATEGORIES)).toBe('none');
  });

  it('sends the group the select shows', () => {
    const shown = shownBulkyClass(null, '2', CATEGORIES);
    expect(toProductBody(product({ categoryId: '2', bulkyClass: shown }))).toMatchObject({
      categoryId: 2,
      bulkyClass: 'medium',
    });
  });
});

describe('slugFromName', () => {
  it('lower-cases, turns whitespace into hyphens and drops other characters', () => {
    expect(slugFromName('Brake Pads & Discs')).toBe('brake-pads-discs');
    expect(slugFromName('  Oil  filters (new) ')).toBe('oil-filters-new');
  });

  it('keeps the base letter of Polish diacritics', () => {
    expect(slugFromName('Układ hamulcowy')).toBe('uklad-hamulcowy');
    expect(slugFromName('Świece żarowe')).toBe('swiece-zarowe');
  });

  it('gives an empty slug for a name without letters or digits', () => {
    expect(slugFromName('!!!')).toBe('');
  });
});

const category = (changes: Partial<CategoryFormValues> = {}): CategoryFormValues => ({
  name: 'Brake pads',
  nameEn: '',
  namePl: '',
  slug: '',
  description: '',
  descriptionPl: '',
  level: '2',
  parentId: '4',
  sortOrder: '',
  ...changes,
});

describe('validateCategoryForm', () => {
  const message = (changes: Partial<CategoryFormValues>, min: 0 | 1 = 1) => {
    const problem = validateCategoryForm(category(changes), min);
    return problem && en(problem.message, problem.vars);
  };

  it('gives the exact messages for name and slug', () => {
    expect(message({ name: ' ' })).toBe('Name is required');
    expect(message({ name: 'x'.repeat(101) })).toBe('Name must be less than 100 characters');
    expect(message({ name: '???' })).toBe('Slug is required');
    expect(message({ slug: 'y'.repeat(101) })).toBe('Slug must be less than 100 characters');
    expect(message({ name: 'x'.repeat(100) })).toBeNull();
  });

  it('needs a parent above level 1 only', () => {
    expect(message({ parentId: '' })).toBe('Please choose a parent category');
    expect(message({ level: '1', parentId: '' })).toBeNull();
    expect(message({ level: '4' })).toBe('Please choose a level from 1 to 3');
  });

  it('wants a sort order of at least 1 on the dashboard and 0 on the management screen', () => {
    expect(message({ sortOrder: '0' }, 1)).toBe('Sort order must be a whole number of at least 1');
    expect(message({ sortOrder: '0' }, 0)).toBeNull();
  });
});

describe('toCategoryBody', () => {
  it('generates an empty slug, clears the parent at level 1 and defaults the sort order', () => {
    expect(toCategoryBody(category({ name: 'Układ hamulcowy', level: '1' }), 0)).toMatchObject({
      slug: 'uklad-hamulcowy',
      level: 1,
      parentId: null,
      sortOrder: 0,
    });
    expect(toCategoryBody(category({ slug: 'pads' }), 1)).toMatchObject({
      slug: 'pads',
      parentId: 4,
      sortOrder: 1,
    });
  });
});

describe('validateBrandForm', () => {
  it('requires a name and takes only a URL as the website', () => {
    expect(validateBrandForm({ name: '', website: '', isOem: '' })?.field).toBe('name');
    const problem = validateBrandForm({ name: 'Acme', website: 'acme dot com', isOem: '' });
    expect(problem && en(problem.message)).toBe(
      'Website must be a valid URL, for example https://example.com',
    );
    expect(validateBrandForm({ name: 'Acme', website: 'https://acme.example', isOem: 'on' })).toBeNull();
    expect(toBrandBody({ name: ' Acme ', website: ' ', isOem: 'on' })).toEqual({
      name: 'Acme',
      website: null,
      isOem: true,
    });
  });
});
