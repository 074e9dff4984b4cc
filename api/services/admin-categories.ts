/**
 * Back-office categories: create, edit, soft delete (refused while the category holds something,
 * unless its contents are deleted too or moved), and the standard tree's seed. The server builds
 * slugs and paths and enforces the three levels (a level-2 parent is level 1, a level-3 one level 2).
 */
import {
  CATEGORY_SLUG_MAX,
  slugFromName,
  type CategoryContents,
  type CategoryInput,
  type CategoryUpdate,
  type DeleteCategoryQuery,
} from '#api/contract/admin-catalog.ts';
import type { Category } from '#api/contract/catalog.ts';
import type { Db } from '#db/client.ts';
import {
  type CategoryRow,
  countActiveCategories,
  countActiveChildren,
  deactivateCategories,
  findCategoryById,
  findCategoryBySlug,
  insertCategory,
  listActiveChildren,
  listAllCategories,
  listChildren,
  listDescendantIds,
  updateCategory as writeCategory,
} from '#db/repositories/categories.ts';
import { countProducts } from '#db/repositories/product-queries.ts';
import {
  deactivateProductsInCategories,
  listProductIdsInCategory,
  moveProductsToCategory,
  syncProductSearch,
} from '#db/repositories/products.ts';
import { CATEGORY_TREE, type CategoryNode } from '#db/seed/categories.ts';
import { AppError, badRequest, notFound, ruleError } from '../http/app-error.ts';
import {
  categoryNameProblem,
  categoryParentProblem,
  categorySlugProblem,
} from '#api/contract/admin-form-rules.ts';
import { toApiCategory } from './catalog.ts';
import { optionalText } from './form-input.ts';

function categoryName(value: string): string {
  const problem = categoryNameProblem(value);
  if (problem) throw ruleError(problem);
  return value.trim();
}

/** The slug as given, or generated from the name when empty or absent (the category form's rules). */
function categorySlug(value: string | null | undefined, name: string): string {
  const given = value?.trim() ?? '';
  const generated = slugFromName(name, CATEGORY_SLUG_MAX);
  const problem = categorySlugProblem(given, generated);
  if (problem) throw ruleError(problem);
  return given === '' ? generated : given;
}

/** A taken slug is refused with the next free one numbered after it (`brake-pads-2`) to offer instead. */
async function checkSlugFree(db: Db, slug: string, ownId: number | null) {
  const holder = await findCategoryBySlug(db, slug);
  if (!holder || holder.id === ownId) return;
  const base = slug.replace(/-\d+$/, '');
  let suggestion = '';
  for (let n = 2; n < 1000 && suggestion === ''; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, CATEGORY_SLUG_MAX - suffix.length)}${suffix}`;
    if (!(await findCategoryBySlug(db, candidate))) suggestion = candidate;
  }
  if (!suggestion) throw badRequest('slug_taken', { slug });
  const error = new AppError(400, 'slug_taken_suggestion', { slug, suggestion }, 'slug_taken');
  error.suggestion = suggestion;
  throw error;
}

/** The parent a category of `level` may have: none at level 1, else a category one level up. */
async function checkParent(
  db: Db,
  level: number,
  parentId: number | null,
  mustBeActive: boolean,
): Promise<CategoryRow | null> {
  const problem = categoryParentProblem(level, parentId);
  if (problem) throw ruleError(problem);
  if (level === 1 || parentId === null) return null;
  const parent = await findCategoryById(db, parentId);
  if (!parent || parent.level !== level - 1 || (mustBeActive && parent.isActive !== 1)) {
    throw badRequest('category_parent_invalid', { level: level - 1 });
  }
  return parent;
}

const pathUnder = (parent: { path: string } | null, name: string) =>
  parent ? `${parent.path} > ${name}` : name;

/** Rewrites the paths below a category whose own path changed (two levels at most). */
async function rewriteDescendantPaths(db: Db, rootId: number, rootPath: string) {
  let generation = new Map([[rootId, rootPath]]);
  while (generation.size > 0) {
    const children = await listChildren(db, [...generation.keys()]);
    const next = new Map<number, string>();
    for (const child of children) {
      const path = pathUnder({ path: generation.get(child.parentId ?? -1) ?? '' }, child.name);
      if (path !== child.path) await writeCategory(db, child.id, { path });
      next.set(child.id, path);
    }
    generation = next;
  }
}

async function readCategory(db: Db, id: number): Promise<Category> {
  const row = await findCategoryById(db, id);
  if (!row) throw notFound('category_not_found');
  return toApiCategory(row);
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const name = categoryName(input.name);
  const slug = categorySlug(input.slug, name);
  const isActive = input.isActive ?? true;
  return db.transaction().execute(async (trx) => {
    const parent = await checkParent(trx, input.level, input.parentId ?? null, isActive);
    await checkSlugFree(trx, slug, null);
    const id = await insertCategory(trx, {
      slug,
      name,
      nameEn: optionalText(input.nameEn) ?? null,
      namePl: optionalText(input.namePl) ?? null,
      description: optionalText(input.description) ?? null,
      descriptionPl: optionalText(input.descriptionPl) ?? null,
      parentId: parent?.id ?? null,
      level: input.level,
      sortOrder: input.sortOrder ?? 0,
      isActive: isActive ? 1 : 0,
      path: pathUnder(parent, name),
    });
    return readCategory(trx, id);
  });
}

/** What a category holds: its active children, and active products in it and its active descendants. */
async function contentsOf(db: Db, id: number): Promise<CategoryContents> {
  const [activeChildren, subtree] = await Promise.all([
    countActiveChildren(db, id),
    listDescendantIds(db, id),
  ]);
  return { activeChildren, activeProducts: await countProducts(db, { categoryIds: subtree }) };
}

function notEmpty(contents: CategoryContents) {
  return new AppError(409, 'category_not_empty', {
    children: contents.activeChildren,
    products: contents.activeProducts,
  });
}

/**
 * Any subset of the fields, checked on the merged result. A level change is refused while the
 * category has active children; a new parent (same level) carries the subtree along, paths rewritten.
 * `isActive: true` reactivates (under an active parent); `false` deactivates an empty category.
 */
export async function updateCategory(db: Db, id: number, input: CategoryUpdate): Promise<Category> {
  return db.transaction().execute(async (trx) => {
    const existing = await findCategoryById(trx, id);
    if (!existing) throw notFound('category_not_found');
    const name = input.name === undefined ? existing.name : categoryName(input.name);
    const slug = input.slug === undefined ? existing.slug : categorySlug(input.slug, name);
    const level = input.level ?? existing.level;
    const parentId = level === 1 ? null : input.parentId === undefined ? existing.parentId : input.parentId;
    const wasActive = existing.isActive === 1;
    const isActive = input.isActive ?? wasActive;

    if (level !== existing.level && (await countActiveChildren(trx, id)) > 0) {
      throw new AppError(409, 'category_has_children');
    }
    if (wasActive && !isActive) {
      const contents = await contentsOf(trx, id);
      if (contents.activeChildren > 0 || contents.activeProducts > 0) throw notEmpty(contents);
    }
    const parent = await checkParent(trx, level, parentId, isActive);
    await checkSlugFree(trx, slug, id);

    const nameEn = input.nameEn === undefined ? existing.nameEn : (optionalText(input.nameEn) ?? null);
    const namePl = input.namePl === undefined ? existing.namePl : (optionalText(input.namePl) ?? null);
    const path = pathUnder(parent, name);
    await writeCategory(trx, id, {
      name,
      nameEn,
      namePl,
      slug,
      description:
        input.description === undefined ? existing.description : (optionalText(input.description) ?? null),
      descriptionPl:
        input.descriptionPl === undefined
          ? existing.descriptionPl
          : (optionalText(input.descriptionPl) ?? null),
      parentId: parent?.id ?? null,
      level,
      sortOrder: input.sortOrder ?? existing.sortOrder,
      isActive: isActive ? 1 : 0,
      path,
    });
    if (path !== existing.path) await rewriteDescendantPaths(trx, id, path);
    // Product search rows carry their category's names.
    if (name !== existing.name || nameEn !== existing.nameEn || namePl !== existing.namePl) {
      await syncProductSearch(trx, await listProductIdsInCategory(trx, id));
    }
    return readCategory(trx, id);
  });
}

async function activeCategory(db: Db, id: number): Promise<CategoryRow> {
  const category = await findCategoryById(db, id);
  if (!category || category.isActive !== 1) throw notFound('category_not_found');
  return category;
}

export async function getCategoryContents(db: Db, id: number): Promise<CategoryContents> {
  await activeCategory(db, id);
  return contentsOf(db, id);
}

/** Soft delete; see api/contract/admin-catalog.ts deleteCategory for `contents`. One transaction. */
export async function deleteCategory(
  db: Db,
  id: number,
  query: DeleteCategoryQuery,
): Promise<{ id: number; categories: number; products: number }> {
  return db.transaction().execute(async (trx) => {
    const category = await activeCategory(trx, id);
    const contents = await contentsOf(trx, id);
    if (contents.activeChildren === 0 && contents.activeProducts === 0) {
      await deactivateCategories(trx, [id]);
      return { id, categories: 1, products: 0 };
    }
    if (query.contents === undefined) throw notEmpty(contents);

    const subtree = await listDescendantIds(trx, id);
    if (query.contents === 'cascade') {
      await deactivateCategories(trx, subtree);
      const products = await deactivateProductsInCategories(trx, subtree);
      return { id, categories: subtree.length, products };
    }

    if (query.moveTo === undefined) throw badRequest('category_move_target_required');
    const target = await findCategoryById(trx, query.moveTo);
    if (!target || target.isActive !== 1 || target.level !== category.level || subtree.includes(target.id)) {
      throw badRequest('category_move_target_invalid');
    }
    for (const child of await listActiveChildren(trx, [id])) {
      const path = pathUnder(target, child.name);
      await writeCategory(trx, child.id, { parentId: target.id, path });
      await rewriteDescendantPaths(trx, child.id, path);
    }
    const moved = await moveProductsToCategory(trx, id, target.id);
    await deactivateCategories(trx, [id]);
    return { id, categories: 1, products: moved.length };
  });
}

/**
 * Inserts the standard tree's missing categories, matched by slug without regard to case. Existing
 * ones stay as they are; below one the shop has deleted, nothing is added.
 */
export async function seedCategories(db: Db): Promise<{ created: number; total: number }> {
  return db.transaction().execute(async (trx) => {
    const bySlug = new Map((await listAllCategories(trx)).map((c) => [c.slug.toLowerCase(), c]));
    let created = 0;
    const walk = async (nodes: CategoryNode[], parent: CategoryRow | null): Promise<void> => {
      for (const [index, node] of nodes.entries()) {
        let row = bySlug.get(node.slug.toLowerCase());
        if (!row) {
          const level = parent ? parent.level + 1 : 1;
          if (level > 3) continue;
          const id = await insertCategory(trx, {
            slug: node.slug,
            name: node.en,
            nameEn: node.en,
            namePl: node.pl,
            description: node.description,
            descriptionPl: node.descriptionPl,
            parentId: parent?.id ?? null,
            level,
            sortOrder: index + 1,
            isActive: 1,
            path: pathUnder(parent, node.en),
          });
          row = await findCategoryById(trx, id);
          if (!row) throw new Error('inserted category not found');
          bySlug.set(node.slug.toLowerCase(), row);
          created += 1;
        }
        if (row.isActive === 1) await walk(node.children, row);
      }
    };
    await walk(CATEGORY_TREE, null);
    return { created, total: await countActiveCategories(trx) };
  });
}
