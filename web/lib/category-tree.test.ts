/** The category list as a tree, its depth-first order and its localized path labels. */
import { describe, expect, it } from 'vitest';
import type { Category } from '#api/contract/catalog.ts';
import { buildCategoryTree, categoryPathLabel, countByLevel, flattenTree } from './category-tree.ts';

function cat(id: number, level: number, parentId: number | null, extra: Partial<Category> = {}): Category {
  return {
    id,
    slug: `c${id}`,
    name: `C${id}`,
    nameEn: null,
    namePl: `K${id}`,
    description: null,
    descriptionPl: null,
    parentId,
    level,
    sortOrder: 0,
    isActive: true,
    path: '',
    ...extra,
  };
}

const list = [
  cat(1, 1, null, { sortOrder: 2 }),
  cat(2, 1, null, { sortOrder: 1 }),
  cat(3, 2, 1),
  cat(4, 3, 3),
  cat(5, 2, 2, { isActive: false }),
  cat(6, 3, 5),
];

describe('buildCategoryTree', () => {
  it('nests by parent, sorts by sort order and leaves out inactive branches', () => {
    const tree = buildCategoryTree(list);
    expect(tree.map((n) => n.category.id)).toEqual([2, 1]);
    expect(flattenTree(tree).map((c) => c.id)).toEqual([2, 1, 3, 4]);
  });

  it('labels a category with its whole path in the chosen language', () => {
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(categoryPathLabel(byId.get(4)!, byId, 'pl')).toBe('K1 > K3 > K4');
    expect(categoryPathLabel(byId.get(4)!, byId, 'en')).toBe('C1 > C3 > C4');
  });

  it('counts active categories per level', () => {
    expect(countByLevel(list)).toEqual({ total: 5, mother: 2, sub: 1, subSub: 2 });
  });
});
