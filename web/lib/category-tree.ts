/**
 * The flat category list of GET /api/categories/hierarchy as a tree (active categories only: a
 * soft-deleted one is hidden), and labels that follow the interface language along the whole path.
 */
import type { Category } from '#api/contract/catalog.ts';
import { localizedName } from './i18n.ts';
import type { Language } from './preferences.ts';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

const bySortOrder = (a: CategoryNode, b: CategoryNode) =>
  a.category.sortOrder - b.category.sortOrder || a.category.name.localeCompare(b.category.name);

/** Active categories as a tree; a child whose parent is inactive or missing is left out with it. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of categories) {
    if (category.isActive) nodes.set(category.id, { category, children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const { parentId, level } = node.category;
    if (level === 1 && parentId === null) roots.push(node);
    else if (parentId !== null) nodes.get(parentId)?.children.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort(bySortOrder);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree depth-first: what a select lists, parents before their children. */
export function flattenTree(roots: readonly CategoryNode[]): Category[] {
  const out: Category[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      out.push(node.category);
      walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** "Układ hamulcowy > Klocki i tarcze hamulcowe" in Polish, the English names in English. */
export function categoryPathLabel(
  category: Category,
  all: ReadonlyMap<number, Category>,
  language: Language,
): string {
  const names: string[] = [];
  let current: Category | undefined = category;
  while (current && names.length < 3) {
    names.unshift(localizedName(current, language));
    current = current.parentId === null ? undefined : all.get(current.parentId);
  }
  return names.join(' > ');
}

export function countByLevel(categories: readonly Category[]) {
  const active = categories.filter((category) => category.isActive);
  return {
    total: active.length,
    mother: active.filter((category) => category.level === 1).length,
    sub: active.filter((category) => category.level === 2).length,
    subSub: active.filter((category) => category.level === 3).length,
  };
}
