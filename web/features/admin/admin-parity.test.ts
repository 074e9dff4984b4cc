/**
 * The back office's product, category and brand forms and the server refuse the same inputs with the
 * same words: each case runs through the form's validator and, as the body the form would send,
 * through the real server as an administrator, in English and Polish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#api/contract/catalog.ts';
import type { Language } from '#api/contract/messages.ts';
import { registerTestAdmin } from '#api/test/auth-helpers.ts';
import { createTestApp } from '#api/test/test-app.ts';
import type { FormProblem } from '../../lib/forms.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { categoryBulkyDefault } from './bulky-class.ts';
import {
  CATEGORY_FIELDS,
  PRODUCT_FIELDS,
  toBrandBody,
  toCategoryBody,
  toProductBody,
  validateBrandForm,
  validateCategoryForm,
  validateProductForm,
  type BrandField,
  type CategoryFormValues,
  type ProductFormValues,
} from './forms.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';
let brandId = '';
let categoryId = '';

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerTestAdmin(t.app, t.db)).cookie;
  const brand = await t.app.inject({
    method: 'POST',
    url: '/api/brands',
    headers: { cookie },
    payload: { name: 'Parity' },
  });
  brandId = String(brand.json().id);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { cookie },
    payload: { name: 'Parity parts', level: 1, sortOrder: 1 },
  });
  categoryId = String(category.json().id);
});
afterAll(async () => t.close());

async function expectSameWords(problem: FormProblem | null, url: string, body: object) {
  expect(problem).not.toBeNull();
  for (const language of ['en', 'pl'] as const satisfies readonly Language[]) {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie, 'x-language': language },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const shown = createTranslator(language)(problem!.message, problem!.vars);
    expect((answer.json() as { message: string }).message).toBe(shown);
  }
}

/** Every field of a form blank, then the given ones. */
const form = <F extends string>(fields: readonly F[], values: Partial<Record<F, string>>) =>
  ({ ...Object.fromEntries(fields.map((field) => [field, ''])), ...values }) as Record<F, string>;

const product = (patch: Partial<ProductFormValues>): ProductFormValues =>
  form(PRODUCT_FIELDS, {
    name: 'Brake disc',
    partNumber: 'BD-1',
    brandId,
    categoryId,
    basePrice: '49.99',
    currency: 'EUR',
    stock: '5',
    isActive: 'on',
    ...patch,
  });

const PRODUCT_CASES: [string, Partial<ProductFormValues>][] = [
  ['no name', { name: '   ' }],
  ['a name of 201 characters', { name: 'x'.repeat(201) }],
  ['no part number', { partNumber: '' }],
  ['a part number of 101 characters', { partNumber: 'P'.repeat(101) }],
  ['an EAN of 5 digits', { eanNumber: '12345' }],
  ['an EAN with letters', { eanNumber: '40470241556AB' }],
  ['a weight in milligrams', { weight: '1.2345' }],
  ['a picture path that climbs out of uploads', { images: '/uploads/a.webp\n/uploads/../secret' }],
  ['a picture that is no address', { images: 'javascript:alert(1)' }],
];

const category = (patch: Partial<CategoryFormValues>): CategoryFormValues =>
  form(CATEGORY_FIELDS, { name: 'Filters', level: '1', sortOrder: '1', ...patch });

const CATEGORY_CASES: [string, Partial<CategoryFormValues>][] = [
  ['no name', { name: ' ' }],
  ['a name of 101 characters', { name: 'n'.repeat(101) }],
  ['a name with nothing to make a slug of and no slug', { name: '!!!' }],
  ['a slug of 101 characters', { slug: 's'.repeat(101) }],
  ['a slug with a space', { slug: 'air filters' }],
  ['a slug with a double hyphen', { slug: 'air--filters' }],
  ['level 2 without a parent', { level: '2' }],
];

const BRAND_CASES: [string, Record<BrandField, string>][] = [
  ['no name', { name: '  ', website: '', isOem: '' }],
  ['a name of 101 characters', { name: 'b'.repeat(101), website: '', isOem: '' }],
  ['a website that is no address', { name: 'Web', website: 'not a url', isOem: '' }],
  ['an ftp website', { name: 'Ftp', website: 'ftp://example.com', isOem: '' }],
];

describe('back-office forms: form and server agree', () => {
  for (const [name, patch] of PRODUCT_CASES) {
    it(`product: refuses ${name} with the same message`, async () => {
      const values = product(patch);
      await expectSameWords(validateProductForm(values), '/api/products', toProductBody(values));
    });
  }

  for (const [name, patch] of CATEGORY_CASES) {
    it(`category: refuses ${name} with the same message`, async () => {
      const values = category(patch);
      await expectSameWords(validateCategoryForm(values, 1), '/api/categories', toCategoryBody(values, 1));
    });
  }

  for (const [name, values] of BRAND_CASES) {
    it(`brand: refuses ${name} with the same message`, async () => {
      await expectSameWords(validateBrandForm(values), '/api/brands', toBrandBody(values));
    });
  }

  it('accepts what the forms accept', async () => {
    expect(validateProductForm(product({}))).toBeNull();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: toProductBody(product({})),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it("preselects the bulky group the server gives a new product in the category, and sends the admin's", async () => {
    const create = async (url: string, payload: object) => {
      const answer = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { id: number; bulkyClass?: string };
    };
    const bodyParts = await create('/api/categories', { name: 'Parity body parts', level: 1, sortOrder: 2 });
    const bumpers = await create('/api/categories', {
      name: 'Bumpers',
      level: 2,
      parentId: bodyParts.id,
      sortOrder: 1,
    });
    const hierarchy = (
      await t.app.inject({ method: 'GET', url: '/api/categories/hierarchy', headers: { cookie } })
    ).json() as Category[];
    const shown = categoryBulkyDefault(String(bumpers.id), hierarchy);
    expect(shown).toBe('medium');
    // Left to the server (a blank select), the new product gets the group the form preselects.
    const byServer = await create(
      '/api/products',
      toProductBody(product({ categoryId: String(bumpers.id), partNumber: 'BD-2' })),
    );
    expect(byServer.bulkyClass).toBe(shown);
    const chosen = await create(
      '/api/products',
      toProductBody(product({ categoryId: String(bumpers.id), partNumber: 'BD-3', bulkyClass: 'large' })),
    );
    expect(chosen.bulkyClass).toBe('large');
  });
});
