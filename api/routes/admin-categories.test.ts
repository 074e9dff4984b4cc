/**
 * Back-office categories: the form's messages (English and Polish), generated slugs (diacritics
 * folded), unique slugs, the three levels, paths and search kept in step on edit, soft delete with
 * its 409 / cascade / move, the storefront hiding deleted categories, and the standard tree's seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryPageData, Product } from '#api/contract/catalog.ts';
import { CATEGORY_TREE, type CategoryNode } from '#db/seed/categories.ts';
import { insertTestCategory, insertTestProduct } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
});
afterAll(async () => t.close());

const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie: admin, ...headers }, ...(payload ? { payload } : {}) });

async function create(fields: object) {
  const res = await call('POST', '/api/categories', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Category;
}

const row = (id: number) =>
  t.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** mother > sub > subSub under fresh slugs. */
async function tree(prefix: string) {
  const mother = await create({ name: `${prefix} mother`, level: 1 });
  const sub = await create({ name: `${prefix} sub`, level: 2, parentId: mother.id });
  const subSub = await create({ name: `${prefix} subsub`, level: 3, parentId: sub.id });
  return { mother, sub, subSub };
}

async function storefrontSlugs(url: string) {
  return ((await t.app.inject(url)).json() as Category[]).map((c) => c.slug);
}

describe('POST /api/categories', () => {
  it('creates a top-level category with a slug folded from the name and the name as path', async () => {
    const category = await create({
      name: '  Układ hamulcowy  ',
      namePl: 'Układ hamulcowy',
      nameEn: '',
      level: 1,
      parentId: 5,
      path: 'Client > Path',
      sortOrder: 3,
    });
    expect(category).toMatchObject({
      name: 'Układ hamulcowy',
      slug: 'uklad-hamulcowy',
      nameEn: null,
      namePl: 'Układ hamulcowy',
      parentId: null,
      level: 1,
      path: 'Układ hamulcowy',
      sortOrder: 3,
      isActive: true,
    });
    expect(await row(category.id)).toMatchObject({
      slug: 'uklad-hamulcowy',
      parentId: null,
      path: 'Układ hamulcowy',
    });
  });

  it('keeps a Polish description beside the base one, and edits or clears it', async () => {
    const category = await create({
      name: 'Wipers',
      level: 1,
      description: 'Wiper blades and arms.',
      descriptionPl: 'Pióra i ramiona wycieraczek.',
    });
    expect(category).toMatchObject({
      description: 'Wiper blades and arms.',
      descriptionPl: 'Pióra i ramiona wycieraczek.',
    });
    const put = (body: object) => call('PUT', `/api/categories/${category.id}`, body);
    expect((await put({ name: 'Wipers' })).json().descriptionPl).toBe('Pióra i ramiona wycieraczek.');
    expect((await put({ descriptionPl: '  ' })).json().descriptionPl).toBeNull();
    const page = await t.app.inject(`/api/categories/resolve-path/${category.slug}`);
    expect(page.json().category).toMatchObject({
      description: 'Wiper blades and arms.',
      descriptionPl: null,
    });
  });

  it.each([
    ['Brake pads & discs', 'brake-pads-discs'],
    ['  Straße -- Öl  ', 'strasse-ol'],
    ['Filters (oil/air) 2024', 'filters-oilair-2024'],
  ])('generates the slug of %j as %j', async (name, slug) => {
    expect((await create({ name, level: 1 })).slug).toBe(slug);
  });

  it('keeps a given slug, capitals included, and builds paths from the parents', async () => {
    const mother = await create({ name: 'Drivetrain', slug: 'Drivetrain-suspension', level: 1 });
    expect(mother.slug).toBe('Drivetrain-suspension');
    const sub = await create({ name: 'Axles', slug: 'axles', level: 2, parentId: mother.id });
    const subSub = await create({ name: 'Drive shafts', level: 3, parentId: sub.id });
    expect([sub.path, subSub.path]).toEqual(['Drivetrain > Axles', 'Drivetrain > Axles > Drive shafts']);
    expect(subSub).toMatchObject({ parentId: sub.id, slug: 'drive-shafts' });
  });

  it.each([
    [{ name: '  ' }, 'category_name_required', 'Name is required', 'Nazwa jest wymagana'],
    [
      { name: 'n'.repeat(101) },
      'category_name_too_long',
      'Name must be less than 100 characters',
      'Nazwa może mieć najwyżej 100 znaków',
    ],
    [{ name: '!!! ???' }, 'category_slug_required', 'Slug is required', 'Slug jest wymagany'],
    [
      { name: 'Long slug', slug: 's'.repeat(101) },
      'category_slug_too_long',
      'Slug must be less than 100 characters',
      'Slug może mieć najwyżej 100 znaków',
    ],
    [
      { name: 'Bad slug', slug: 'bad slug!' },
      'category_slug_invalid',
      'Slug may contain only letters a-z, digits 0-9 and single hyphens between them.',
      'Slug może zawierać tylko litery a-z, cyfry 0-9 i pojedyncze łączniki między nimi.',
    ],
    [
      { name: 'Orphan', level: 2 },
      'category_parent_required',
      'Please choose a parent category',
      'Wybierz kategorię nadrzędną',
    ],
  ])('refuses %j with %s in English and Polish', async (fields, error, en, pl) => {
    const body = { level: 1, ...fields };
    const before = (await t.db.selectFrom('categories').select('id').execute()).length;
    const english = await call('POST', '/api/categories', body);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error, message: en });
    const polish = await call('POST', '/api/categories', body, { 'x-language': 'pl' });
    expect(polish.json()).toEqual({ error, message: pl });
    expect((await t.db.selectFrom('categories').select('id').execute()).length).toBe(before);
  });

  it('accepts a name and a slug of exactly 100 characters', async () => {
    const category = await create({ name: 'n'.repeat(100), slug: 'a'.repeat(100), level: 1 });
    expect(category.slug).toHaveLength(100);
  });

  it('refuses a slug another category has, whatever its case or state', async () => {
    await create({ name: 'Lighting', level: 1 });
    const inactive = await insertTestCategory(t.db, { slug: 'old-exhausts', isActive: 0 });
    expect(inactive).toBeGreaterThan(0);
    for (const body of [
      { name: 'Lighting', level: 1 },
      { name: 'Other', slug: 'LIGHTING', level: 1 },
      { name: 'Old exhausts', level: 1 },
    ]) {
      const res = await call('POST', '/api/categories', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('slug_taken');
    }
    // The next free slug is offered: numbered after the taken one, skipping those taken too.
    expect((await call('POST', '/api/categories', { name: 'Lighting', level: 1 })).json()).toEqual({
      error: 'slug_taken',
      message: 'A category with the slug lighting already exists. The next free slug is lighting-2.',
      suggestion: 'lighting-2',
    });
    const second = await call('POST', '/api/categories', {
      name: 'Lighting 2',
      slug: 'lighting-2',
      level: 1,
    });
    expect(second.statusCode).toBe(201);
    const pl = await call('POST', '/api/categories', { name: 'Lighting', level: 1 }, { 'x-language': 'pl' });
    expect(pl.json().message).toBe(
      'Kategoria o slugu lighting już istnieje. Najbliższy wolny slug to lighting-3.',
    );
    expect(pl.json().suggestion).toBe('lighting-3');
  });

  it('takes a level-1 parent for level 2 and a level-2 parent for level 3, active ones only', async () => {
    const { mother, sub } = await tree('Levels');
    const hidden = await insertTestCategory(t.db, { slug: 'hidden-mother', isActive: 0 });
    for (const [level, parentId, parentLevel] of [
      [2, sub.id, 1],
      [3, mother.id, 2],
      [2, hidden, 1],
      [2, 999999, 1],
    ] as const) {
      const res = await call('POST', '/api/categories', {
        name: `Child ${level}-${parentId}`,
        level,
        parentId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'category_parent_invalid',
        message: `The parent category must be an active category of level ${parentLevel}.`,
      });
    }
  });
});

describe('PUT /api/categories/:id', () => {
  it('renames: paths below follow and products are found by the new name', async () => {
    const { mother, sub, subSub } = await tree('Rename');
    const product = await insertTestProduct(t.db, { name: 'Plain part', categoryId: sub.id });
    const res = await call('PUT', `/api/categories/${mother.id}`, { name: 'Chassis' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Chassis', path: 'Chassis', slug: 'rename-mother' });
    expect((await row(sub.id)).path).toBe('Chassis > Rename sub');
    expect((await row(subSub.id)).path).toBe('Chassis > Rename sub > Rename subsub');

    await call('PUT', `/api/categories/${sub.id}`, { namePl: 'Mimozami podwozie' });
    const found = (await t.app.inject('/api/products?search=mimozami')).json() as Product[];
    expect(found.map((p) => p.id)).toEqual([product]);
  });

  it('moves a subcategory with its children to another parent of the same level', async () => {
    const a = await tree('Move A');
    const b = await create({ name: 'Move B', level: 1 });
    const res = await call('PUT', `/api/categories/${a.sub.id}`, { parentId: b.id });
    expect(res.json()).toMatchObject({ parentId: b.id, path: 'Move B > Move A sub' });
    expect((await row(a.subSub.id)).path).toBe('Move B > Move A sub > Move A subsub');
  });

  it('refuses a level change while the category has active children', async () => {
    const { sub } = await tree('Relevel');
    const res = await call('PUT', `/api/categories/${sub.id}`, { level: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('category_has_children');
    expect((await row(sub.id)).level).toBe(2);
  });

  it('clears the parent when a childless category becomes level 1, and re-checks the slug', async () => {
    const { subSub, mother } = await tree('Promote');
    const res = await call('PUT', `/api/categories/${subSub.id}`, { level: 1, parentId: mother.id });
    expect(res.json()).toMatchObject({ level: 1, parentId: null, path: 'Promote subsub' });
    const taken = await call('PUT', `/api/categories/${subSub.id}`, { slug: 'promote-mother' });
    expect(taken.json().error).toBe('slug_taken');
    const own = await call('PUT', `/api/categories/${subSub.id}`, { slug: 'Promote-Subsub' });
    expect(own.json().slug).toBe('Promote-Subsub');
    const regenerated = await call('PUT', `/api/categories/${subSub.id}`, { slug: '' });
    expect(regenerated.json().slug).toBe('promote-subsub');
    const nameless = await call('PUT', `/api/categories/${subSub.id}`, { name: '' });
    expect(nameless.json()).toEqual({ error: 'category_name_required', message: 'Name is required' });
  });

  it('reactivates a deleted category only under an active parent', async () => {
    const { mother, sub } = await tree('Revive');
    await call('DELETE', `/api/categories/${mother.id}?contents=cascade`);
    const refused = await call('PUT', `/api/categories/${sub.id}`, { isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('category_parent_invalid');
    expect((await call('PUT', `/api/categories/${mother.id}`, { isActive: true })).json().isActive).toBe(
      true,
    );
    expect((await call('PUT', `/api/categories/${sub.id}`, { isActive: true })).json().isActive).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await call('PUT', '/api/categories/999999', { name: 'Ghost' });
    expect(res.json()).toEqual({ error: 'category_not_found', message: 'Category not found' });
  });
});

describe('DELETE /api/categories/:id', () => {
  it('soft-deletes an empty category and hides it from the storefront', async () => {
    const { mother, sub, subSub } = await tree('Empty');
    expect(await storefrontSlugs('/api/categories')).toContain('empty-subsub');
    const res = await call('DELETE', `/api/categories/${subSub.id}`);
    expect(res.json()).toEqual({ id: subSub.id, categories: 1, products: 0 });
    expect((await row(subSub.id)).isActive).toBe(0);
    expect(await storefrontSlugs('/api/categories')).not.toContain('empty-subsub');
    expect(
      (await t.app.inject('/api/categories/resolve-path/empty-mother/empty-sub/empty-subsub')).statusCode,
    ).toBe(404);
    expect((await t.app.inject('/api/categories/slug/empty-subsub/page-data')).statusCode).toBe(404);
    const page = (await t.app.inject('/api/categories/resolve-path/empty-mother')).json() as CategoryPageData;
    expect(page.subsubcategories).toEqual([]);

    expect((await call('DELETE', `/api/categories/${subSub.id}`)).statusCode).toBe(404);
    await call('DELETE', `/api/categories/${sub.id}`);
    await call('DELETE', `/api/categories/${mother.id}`);
    expect(await storefrontSlugs('/api/categories/mother')).not.toContain('empty-mother');
  });

  it('refuses a category with contents (409) naming the counts in English and Polish plurals', async () => {
    const { mother, sub } = await tree('Full');
    const second = await create({ name: 'Full sub two', level: 2, parentId: mother.id });
    for (let i = 0; i < 5; i += 1) await insertTestProduct(t.db, { categoryId: i < 2 ? sub.id : second.id });
    await insertTestProduct(t.db, { categoryId: sub.id, isActive: 0 });
    expect((await call('GET', `/api/admin/categories/${mother.id}/contents`)).json()).toEqual({
      activeChildren: 2,
      activeProducts: 5,
    });
    const res = await call('DELETE', `/api/categories/${mother.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'category_not_empty',
      message:
        'This category has 2 subcategories and 5 products. Choose whether to move them or delete them too.',
    });
    const pl = await call('DELETE', `/api/categories/${mother.id}`, undefined, { 'x-language': 'pl' });
    expect(pl.json().message).toBe(
      'Ta kategoria ma 2 podkategorie i 5 produktów. Wybierz, czy je przenieść, czy usunąć razem z nią.',
    );
    const one = await call('DELETE', `/api/categories/${sub.id}`, undefined, { 'x-language': 'pl' });
    expect(one.json().message).toBe(
      'Ta kategoria ma 1 podkategorię i 2 produkty. Wybierz, czy je przenieść, czy usunąć razem z nią.',
    );
    const deactivate = await call('PUT', `/api/categories/${mother.id}`, { isActive: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().error).toBe('category_not_empty');
    expect((await row(mother.id)).isActive).toBe(1);
  });

  it('cascades: the subtree is soft-deleted and its products deactivated', async () => {
    const { mother, sub, subSub } = await tree('Cascade');
    const a = await insertTestProduct(t.db, { categoryId: sub.id });
    const b = await insertTestProduct(t.db, { categoryId: subSub.id });
    const res = await call('DELETE', `/api/categories/${mother.id}?contents=cascade`);
    expect(res.json()).toEqual({ id: mother.id, categories: 3, products: 2 });
    for (const id of [mother.id, sub.id, subSub.id]) expect((await row(id)).isActive).toBe(0);
    const products = await t.db.selectFrom('products').select('isActive').where('id', 'in', [a, b]).execute();
    expect(products.map((p) => p.isActive)).toEqual([0, 0]);
    expect(await storefrontSlugs('/api/categories')).not.toContain('cascade-mother');
    expect((await t.app.inject(`/api/products/${a}/full-details`)).statusCode).toBe(404);
  });

  it('moves children and products to another category of the same level', async () => {
    const from = await tree('From');
    const to = await create({ name: 'Target', level: 1 });
    const direct = await insertTestProduct(t.db, { name: 'Loose part', categoryId: from.mother.id });
    const below = await insertTestProduct(t.db, { categoryId: from.sub.id });

    const missing = await call('DELETE', `/api/categories/${from.mother.id}?contents=move`);
    expect(missing.json()).toEqual({
      error: 'category_move_target_required',
      message: 'Please choose the category to move the contents to.',
    });
    for (const target of [from.mother.id, from.sub.id, 999999]) {
      const res = await call('DELETE', `/api/categories/${from.mother.id}?contents=move&moveTo=${target}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('category_move_target_invalid');
    }

    const res = await call('DELETE', `/api/categories/${from.mother.id}?contents=move&moveTo=${to.id}`);
    expect(res.json()).toEqual({ id: from.mother.id, categories: 1, products: 1 });
    expect(await row(from.mother.id)).toMatchObject({ isActive: 0 });
    expect(await row(from.sub.id)).toMatchObject({ parentId: to.id, path: 'Target > From sub', isActive: 1 });
    expect((await row(from.subSub.id)).path).toBe('Target > From sub > From subsub');
    const moved = await t.db
      .selectFrom('products')
      .select(['id', 'categoryId', 'isActive'])
      .where('id', 'in', [direct, below])
      .orderBy('id')
      .execute();
    expect(moved).toEqual([
      { id: direct, categoryId: to.id, isActive: 1 },
      { id: below, categoryId: from.sub.id, isActive: 1 },
    ]);
    const found = (await t.app.inject('/api/products?search=target%20loose')).json() as Product[];
    expect(found.map((p) => p.id)).toEqual([direct]);
    const page = (
      await t.app.inject('/api/categories/resolve-path/target/from-sub')
    ).json() as CategoryPageData;
    expect(page.category.slug).toBe('from-sub');
  });
});

describe('POST /api/categories/seed', () => {
  const count = (nodes: CategoryNode[]): number =>
    nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);

  it('inserts the standard tree once; a second run adds nothing', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = (await registerTestAdmin(fresh.app, fresh.db)).cookie;
      // An existing category with one of the tree's slugs (other case) is kept as it is.
      await insertTestCategory(fresh.db, { slug: 'BRAKE-SYSTEM', name: 'Our brakes' });
      const seed = async () =>
        (await fresh.app.inject({ method: 'POST', url: '/api/categories/seed', headers: { cookie } })).json();
      const total = count(CATEGORY_TREE);
      expect(await seed()).toEqual({ created: total - 1, total });
      expect(await seed()).toEqual({ created: 0, total });

      const rows = await fresh.db.selectFrom('categories').selectAll().execute();
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.slug.toLowerCase())).size).toBe(total);
      const brakes = rows.find((r) => r.slug === 'BRAKE-SYSTEM');
      expect(brakes).toMatchObject({ name: 'Our brakes' });
      const pads = rows.find((r) => r.slug === 'brake-pads');
      const padsParent = rows.find((r) => r.id === pads?.parentId);
      expect(pads).toMatchObject({ level: 3, path: 'Our brakes > Brake pads & discs > Brake pads' });
      expect(padsParent).toMatchObject({ slug: 'brake-pads-discs', level: 2, parentId: brakes?.id });
      expect(rows.find((r) => r.slug === 'Drivetrain-suspension')).toMatchObject({
        level: 1,
        parentId: null,
      });
      // Every text a shopper sees has its Polish form.
      for (const inserted of rows.filter((r) => r.slug !== 'BRAKE-SYSTEM')) {
        expect(inserted.namePl, inserted.slug).toBeTruthy();
        expect(inserted.descriptionPl, inserted.slug).toBeTruthy();
        expect(inserted.descriptionPl, inserted.slug).not.toBe(inserted.description);
      }
    } finally {
      await fresh.close();
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/categories/seed' })).statusCode).toBe(401);
    const customer = await registerTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/seed',
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
