/**
 * The bulky-goods select of the product form and the scraper's Add to Catalog form: which surcharge
 * group it shows. Until the admin picks one, it follows the chosen category with the server's own
 * default (api/contract/delivery-rules.ts `defaultBulkyClass`, from the English names nearest first);
 * a group the admin picked (or the edited product's) stays when the category changes afterwards.
 */
import type { Category } from '#api/contract/catalog.ts';
import { BULKY_CLASSES, defaultBulkyClass, type BulkyClass } from '#api/contract/delivery-rules.ts';

export function isBulkyClass(value: string): value is BulkyClass {
  return (BULKY_CLASSES as readonly string[]).includes(value);
}

/** The category's English names from it up to its root, nearest first, as the server reads them. */
export function categoryNamesNearestFirst(categoryId: number, categories: readonly Category[]): string[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  // Three levels at most (and no loop, whatever the list holds), as on the server.
  for (let id: number | null = categoryId; id !== null && names.length < 3;) {
    const category = byId.get(id);
    if (!category) break;
    names.push(category.nameEn ?? category.name);
    id = category.parentId;
  }
  return names;
}

/** The group a new product in the chosen category (a select's value, '' for none) gets by default. */
export function categoryBulkyDefault(categoryId: string, categories: readonly Category[]): BulkyClass {
  const id = Number(categoryId);
  if (categoryId === '' || !Number.isInteger(id)) return 'none';
  return defaultBulkyClass(categoryNamesNearestFirst(id, categories));
}

/** What the select shows: the admin's own choice once made (null: none yet), else the category's default. */
export function shownBulkyClass(
  chosen: BulkyClass | null,
  categoryId: string,
  categories: readonly Category[],
): BulkyClass {
  return chosen ?? categoryBulkyDefault(categoryId, categories);
}
