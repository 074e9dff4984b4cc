/**
 * Matches what a scraped page says against our catalogue: its breadcrumb against the category tree
 * (EN, PL and base names, case and diacritics folded; the deepest match wins) and its manufacturer
 * against our brands (equal without regard to case, or one name containing the other).
 */
import type { DetectedCategories } from '#api/contract/scraper.ts';
import { foldText } from '#db/repositories/search-text.ts';

export interface CategoryLike {
  id: number;
  name: string;
  nameEn: string | null;
  namePl: string | null;
  parentId: number | null;
  level: number;
  isActive: number | boolean;
}

/** Folded and with punctuation as spaces: 'Klocki & tarcze' and 'klocki i tarcze' stay different, '-' and ' ' do not. */
export function foldName(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
}

const namesOf = (category: CategoryLike) =>
  [category.name, category.nameEn, category.namePl].filter((n): n is string => !!n).map(foldName);

/**
 * The deepest active category named in the breadcrumb. A match whose parent was also matched earlier
 * in the breadcrumb beats one that was not (a 'Brake pads' under our 'Brake system' rather than a
 * namesake elsewhere); then deeper levels win, then later breadcrumb entries.
 */
export function detectCategories(
  breadcrumb: readonly string[],
  categories: readonly CategoryLike[],
): DetectedCategories {
  const active = categories.filter((c) => c.isActive === true || c.isActive === 1);
  const byId = new Map(active.map((c) => [c.id, c]));
  const matched: { category: CategoryLike; position: number; chained: boolean }[] = [];
  const matchedIds = new Set<number>();
  breadcrumb.forEach((entry, position) => {
    const folded = foldName(entry);
    if (!folded) return;
    for (const category of active) {
      if (!namesOf(category).includes(folded)) continue;
      const chained = category.parentId !== null && matchedIds.has(category.parentId);
      matched.push({ category, position, chained });
    }
    for (const m of matched) matchedIds.add(m.category.id);
  });
  if (matched.length === 0) {
    return { detected: false, motherCategory: null, subCategory: null, subSubCategory: null };
  }
  matched.sort(
    (a, b) =>
      Number(b.chained) - Number(a.chained) || b.category.level - a.category.level || b.position - a.position,
  );
  const best = matched[0]!.category;
  const chain: CategoryLike[] = [];
  for (let c: CategoryLike | undefined = best; c && chain.length < 3;) {
    chain.unshift(c);
    c = c.parentId === null ? undefined : byId.get(c.parentId);
  }
  const ref = (level: number) => {
    const c = chain.find((x) => x.level === level);
    return c ? { id: c.id, name: c.name } : null;
  };
  return { detected: true, motherCategory: ref(1), subCategory: ref(2), subSubCategory: ref(3) };
}

/** The deepest detected category's id (sub-sub, else sub, else mother), as the scraper preselects. */
export function deepestDetected(detected: DetectedCategories): number | null {
  return (detected.subSubCategory ?? detected.subCategory ?? detected.motherCategory)?.id ?? null;
}

/**
 * The brand a manufacturer name means: equal without regard to case first, else one name containing
 * the other (the longest such brand name, so 'Bosch Car Service' finds 'Bosch' over 'Bos').
 */
export function matchBrand<B extends { id: number; name: string }>(
  manufacturer: string | null | undefined,
  brands: readonly B[],
): B | null {
  const wanted = manufacturer?.trim().toLowerCase();
  if (!wanted) return null;
  const equal = brands.find((b) => b.name.trim().toLowerCase() === wanted);
  if (equal) return equal;
  const containing = brands
    .filter((b) => {
      const name = b.name.trim().toLowerCase();
      return name.length > 0 && (wanted.includes(name) || name.includes(wanted));
    })
    .sort((a, b) => b.name.length - a.name.length);
  return containing[0] ?? null;
}
