/** Category tree queries. Soft-deleted categories (isActive 0) are hidden from the storefront. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client.ts';
import { compiledOnce } from './compiled.ts';
import type { CategoriesTable } from '../schema.ts';
import { insertWithNewId } from './insert-row.ts';

const columns = [
  'id',
  'slug',
  'name',
  'nameEn',
  'namePl',
  'description',
  'descriptionPl',
  'parentId',
  'level',
  'sortOrder',
  'isActive',
  'path',
] as const;

export function insertCategory(db: Db, category: Insertable<CategoriesTable>): Promise<number> {
  return insertWithNewId(db, 'categories', category);
}

export function listActiveCategories(db: Db, level?: number) {
  let query = db.selectFrom('categories').select(columns).where('isActive', '=', 1);
  if (level !== undefined) query = query.where('level', '=', level);
  return query.orderBy('level').orderBy('sortOrder').orderBy('name').execute();
}

/** Every category, inactive ones included (back office). */
export function listAllCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(columns)
    .orderBy('level')
    .orderBy('sortOrder')
    .orderBy('name')
    .execute();
}

export function findActiveCategoryBySlug(db: Db, slug: string, parentId?: number | null) {
  let query = db.selectFrom('categories').select(columns).where('slug', '=', slug).where('isActive', '=', 1);
  if (parentId !== undefined) {
    query = parentId === null ? query.where('parentId', 'is', null) : query.where('parentId', '=', parentId);
  }
  return query.executeTakeFirst();
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryById>>>;

const categoryById = compiledOnce((db: Db, id: number) =>
  db.selectFrom('categories').select(columns).where('id', '=', id),
);

export async function findCategoryById(db: Db, id: number) {
  return (await categoryById(db, id))[0];
}

export function listActiveChildren(db: Db, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(columns)
    .where('parentId', 'in', parentIds)
    .where('isActive', '=', 1)
    .orderBy('sortOrder')
    .orderBy('name')
    .execute();
}

/** Ancestors of a category, top level first, the category itself last. */
export async function listCategoryAncestry(db: Db, id: number): Promise<CategoryRow[]> {
  const chain: CategoryRow[] = [];
  let current = await findCategoryById(db, id);
  while (current && chain.length < 3) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : await findCategoryById(db, current.parentId);
  }
  return chain;
}

/** The category and all its active descendants (the tree is at most three levels deep). */
export async function listDescendantIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('categories')
        .select('id')
        .where('id', '=', id)
        .unionAll((sub) =>
          sub
            .selectFrom('categories')
            .innerJoin('tree', 'tree.id', 'categories.parentId')
            .select('categories.id')
            .where('categories.isActive', '=', 1),
        ),
    )
    .selectFrom('tree')
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A category by slug, active or not; slugs compare without regard to case (COLLATE NOCASE). */
export function findCategoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').select(columns).where('slug', '=', slug).executeTakeFirst();
}

export async function updateCategory(
  db: Db,
  id: number,
  changes: Omit<Updateable<CategoriesTable>, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Children of the given categories, active or not. */
export function listChildren(db: Db, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('categories').select(columns).where('parentId', 'in', parentIds).execute();
}

export async function countActiveChildren(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parentId', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countActiveCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isActive', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deactivateCategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('categories')
    .set({ isActive: 0, updatedAt: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
}
