/**
 * Pure helpers behind the product lists' URLs and filter controls: sort choices, filter changes,
 * price input, category options in tree order, and category page links.
 */
import type { Category } from '#api/contract/catalog.ts';
import { localizedName } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/preferences.ts';
import { MAX_LIMIT, PAGE_SIZE, type ProductListSearch } from '../api/products.ts';

/** Typing in a search box reaches the URL after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SORT_KEYS = ['relevance', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

type SortSearch = Pick<ProductListSearch, 'search' | 'sortBy' | 'sortOrder'>;

/** The sort the list is in: the server's default is relevance with a search, otherwise name A-Z. */
export function sortKeyOf({ search, sortBy, sortOrder = 'asc' }: SortSearch): SortKey {
  if (!sortBy || sortBy === 'relevance') return search ? 'relevance' : 'name-asc';
  return `${sortBy}-${sortOrder}`;
}

/** URL params for a sort choice; the default for the current search stays out of the URL. */
export function sortParams(key: SortKey, hasSearch: boolean): Pick<SortSearch, 'sortBy' | 'sortOrder'> {
  if (key === 'relevance' || (key === 'name-asc' && !hasSearch)) {
    return { sortBy: undefined, sortOrder: undefined };
  }
  const [sortBy, sortOrder] = key.split('-') as ['name' | 'price', 'asc' | 'desc'];
  return { sortBy, sortOrder };
}

/**
 * The next URL search after a filter change: empty values leave the URL, and the page size goes back
 * to one page (a new filter starts from the top of its list).
 */
export function withFilters<T extends object>(previous: T, patch: Partial<T>): T {
  const next: Record<string, unknown> = { ...previous, ...patch };
  delete next.limit;
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '') delete next[key];
  }
  return next as T;
}

/** A price box's text as a filter value: a non-negative number, or nothing ("12,5" reads as 12.5). */
export function parsePriceInput(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export interface CategoryOption {
  id: number;
  label: string;
  /** 0 for a top-level category. */
  depth: number;
}

/**
 * Categories in tree order (each parent followed by its children, by sortOrder then name), labelled
 * in the shopper's language. A category whose parent is missing is listed as a top-level one.
 */
export function categoryOptions(categories: readonly Category[], language: Language): CategoryOption[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const byOrder = (a: Category, b: Category) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
  const options: CategoryOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of [...(children.get(parent) ?? [])].sort(byOrder)) {
      options.push({ id: category.id, label: localizedName(category, language), depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/**
 * A debounced filter box's text after its URL value changed to `value`. The box's own last applied
 * value coming back keeps what the shopper typed since ('bra' applied while 'brak' is in the box);
 * any other change (Clear All, the header search, history) replaces a text that says something else.
 */
export function textAfterUrlChange<T>({
  text,
  value,
  applied,
  parse,
  format,
}: {
  text: string;
  value: T;
  applied: { value: T } | null;
  parse: (text: string) => T;
  format: (value: T) => string;
}): string {
  if (applied && Object.is(applied.value, value)) return text;
  return Object.is(parse(text), value) ? text : format(value);
}

/**
 * 'Show More Results' on /products: the next page size, or undefined when it would pass the most
 * the URL accepts (the button is then hidden rather than writing a limit the schema refuses).
 */
export function nextListLimit(limit: number): number | undefined {
  const next = limit + PAGE_SIZE;
  return next <= MAX_LIMIT ? next : undefined;
}

/**
 * What a category slug may look like (every seeded slug does, e.g. 'Drivetrain-suspension'). The
 * router decodes %2F in a path parameter, so anything else (`..`, `a/b`) is no category and must
 * not reach the API.
 */
const CATEGORY_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function isCategorySlug(slug: string): boolean {
  return CATEGORY_SLUG.test(slug);
}

/** The page of a category reached through its ancestors' slugs: /{mother}[/{sub}[/{subSub}]]. */
export function categoryHref(slugs: readonly string[]): string {
  return `/${slugs.map(encodeURIComponent).join('/')}`;
}

export interface CategoryLinkGroup {
  category: Category;
  href: string;
  children: { category: Category; href: string }[];
}

/**
 * A category page's links down the tree: each subcategory with its own children (the
 * sub-subcategories, which the page data lists flat), under the page's own path.
 */
export function subcategoryLinks(
  path: readonly Pick<Category, 'slug'>[],
  subcategories: readonly Category[],
  subsubcategories: readonly Category[],
): CategoryLinkGroup[] {
  const base = path.map((category) => category.slug);
  return subcategories.map((category) => {
    const href = [...base, category.slug];
    return {
      category,
      href: categoryHref(href),
      children: subsubcategories
        .filter((child) => child.parentId === category.id)
        .map((child) => ({ category: child, href: categoryHref([...href, child.slug]) })),
    };
  });
}
