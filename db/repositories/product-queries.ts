/**
 * Product list, count and detail reads. Search runs on the FTS5 trigram index and is driven from it:
 * part numbers are matched on their normalised form, words on folded text; in relevance order an
 * exact number comes first, then part numbers starting with the text, then number/name/brand hits,
 * then the rest, each tier read only as far as the page needs.
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { compiledByShape, compiledOnce } from './compiled.ts';
import { type NameLanguage, nameOrderSql } from './name-order.ts';
import { rowCache } from './row-cache.ts';
import { CODE_SUFFIX_MIN, foldText, INACTIVE_MARK, normalizeCode } from './search-text.ts';

export interface ProductFilter {
  search?: string;
  /** Only these products. */
  ids?: number[];
  brandId?: number;
  /** The category and its descendants (resolved by the caller). */
  categoryIds?: number[];
  vehicleId?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Active and inactive products (back office); archived ones never. */
  includeInactive?: boolean;
  /** Only inactive (not archived) products. */
  onlyInactive?: boolean;
}

export interface ProductPage {
  limit: number;
  offset: number;
  sortBy: 'name' | 'price' | 'createdAt' | 'relevance';
  sortOrder: 'asc' | 'desc';
  /** Whose alphabet and which name the name order follows (English by default). */
  language?: NameLanguage;
}

/** One full-text lookup: the index it runs on and its FTS5 expression. */
export interface FtsMatch {
  /**
   * products_fts (trigrams of all folded text), product_names (trigrams of numbers and names only) or
   * product_codes (suffixes of part numbers).
   */
  index: 'productsFts' | 'productNames' | 'productCodes';
  expr: string;
}

/** How free text is looked up; see `planSearch`. */
export interface SearchPlan {
  /** The text as one normalised part number (separators removed, upper case). */
  code: string;
  /** The upper bound of the prefix range of `code` (A-Z and 0-9 all sort below '~'). */
  codeEnd: string;
  /** Whether the code is long enough to be looked up as a number (exact and prefix tiers). */
  isCode: boolean;
  /** Any product the text finds. */
  hit: FtsMatch | null;
  /** Products found by their numbers, names or brand (ranked above the rest of `hit`); null: one tier. */
  strong: FtsMatch | null;
  /** `hit` without `strong`: the last tier. */
  rest: FtsMatch | null;
  /** 1-2 letter words, which trigrams cannot index: matched with LIKE on the index row. */
  likes: string[];
}

/**
 * Turns free text into an FTS plan; null when it holds nothing searchable. Text made of numbers
 * (every word has a digit or is 1-2 characters: `0 986 494 052`, `W 712/75`, `1K0-698-151-A`) is a
 * part number, looked up as one: 6+ characters in the suffix index, shorter in the numbers and names.
 * Other text is words, each of which must appear somewhere in the product.
 */
export function planSearch(text: string): SearchPlan | null {
  const code = normalizeCode(text);
  const tokens = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  if (tokens.length === 0) return null;
  const isCode = code.length >= 3;
  const codeEnd = `${code}~`;
  const codeLike = isCode && /\d/.test(code) && tokens.every((t) => /\d/.test(t) || [...t].length <= 2);
  if (codeLike) {
    // Codes hold only A-Z and 0-9, so quoting is enough to make them literal.
    const hit: FtsMatch =
      code.length >= CODE_SUFFIX_MIN
        ? { index: 'productCodes', expr: `"${code}" *` }
        : { index: 'productNames', expr: `"${code.toLowerCase()}"` };
    return { code, codeEnd, isCode, hit, strong: null, rest: null, likes: [] };
  }
  const long = tokens.filter((t) => [...t].length >= 3);
  const short = tokens.filter((t) => [...t].length < 3);
  // Tokens hold only letters and digits, so quoting them is enough to make them literal.
  const words = long.length > 0 ? long.map((t) => `"${t}"`).join(' AND ') : null;
  return {
    code,
    codeEnd,
    isCode,
    hit: words ? { index: 'productsFts', expr: words } : null,
    // The names index answers the name tier; the full index, column-filtered, rules those hits out
    // of the rest (its first page is cheap there, while ruling out a word found nowhere in names is not).
    strong: words ? { index: 'productNames', expr: words } : null,
    rest: words ? { index: 'productsFts', expr: `(${words}) NOT ({codes names} : (${words}))` } : null,
    likes: short.map((t) => `%${t}%`),
  };
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;
const FTS_TABLES = {
  productsFts: 'products_fts',
  productNames: 'product_names',
  productCodes: 'product_codes',
};

/** A search index (as `s`) joined to products, the index driving. */
const searchBase = (db: Db, index: FtsMatch['index'] = 'productsFts') =>
  db
    .selectFrom(`${index as 'productsFts'} as s`)
    .crossJoin('products')
    .whereRef('products.id', '=', 's.rowid');
type SearchQuery = ReturnType<typeof searchBase>;

/** How a list page is found: by walking a sorted index and testing each entry (see `probesFitments`). */
interface Walk {
  /** The vehicle filter is a lookup per product in the fitments' primary key. */
  probeFitments?: boolean;
  /**
   * The category filter is tested on the sorted index's entry (which holds the category) rather than
   * read from the category index: `+` keeps SQLite from using it (see `walksCategories`).
   */
  walkCategories?: boolean;
}

/**
 * The storefront's and back office's filters, on `products` (joined or not). Without a walk, the
 * vehicle's fitted products or the categories' products are read first.
 */
function applyFilter<Q extends ProductQuery | SearchQuery>(
  query: Q,
  filter: ProductFilter,
  { probeFitments = false, walkCategories = false }: Walk = {},
): Q {
  // Widened to the common shape for the where calls; every filter names products.* only.
  let q = query as unknown as ProductQuery;
  // Archived products are always inactive (a CHECK in the schema), so the storefront's active filter
  // already hides them; back-office reads exclude them explicitly.
  if (filter.onlyInactive) q = q.where('products.isActive', '=', 0).where('products.deletedAt', 'is', null);
  else if (filter.includeInactive) q = q.where('products.deletedAt', 'is', null);
  else q = q.where('products.isActive', '=', 1);
  if (filter.brandId !== undefined) q = q.where('products.brandId', '=', filter.brandId);
  if (filter.ids) q = q.where('products.id', 'in', filter.ids.length ? filter.ids : [-1]);
  if (filter.categoryIds) {
    const ids = filter.categoryIds.length ? filter.categoryIds : [-1];
    q = walkCategories
      ? q.where(sql<number | null>`+${sql.ref('products.categoryId')}`, 'in', ids)
      : q.where('products.categoryId', 'in', ids);
  }
  if (filter.vehicleId !== undefined) {
    const vehicleId = filter.vehicleId;
    q = probeFitments
      ? q.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('productFitments as pf')
              .select('pf.productId')
              .where('pf.vehicleId', '=', vehicleId)
              .whereRef('pf.productId', '=', 'products.id'),
          ),
        )
      : q.where('products.id', 'in', (eb) =>
          eb.selectFrom('productFitments').select('productId').where('vehicleId', '=', vehicleId),
        );
  }
  if (filter.minPriceCents !== undefined) q = q.where('products.basePriceCents', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) q = q.where('products.basePriceCents', '<=', filter.maxPriceCents);
  return q as unknown as Q;
}

const likeOnIndexRow = (like: string, row = 's') =>
  sql<boolean>`(${sql.ref(`${row}.codes`)} || ' ' || ${sql.ref(`${row}.names`)} || ' ' || ${sql.ref(`${row}.body`)}) LIKE ${like}`;

/** The product's full index row, if its text holds every short word. */
const likesOnFullRow = (db: Db, likes: string[]) =>
  likes.reduce(
    (sub, like) => sub.where(likeOnIndexRow(like, 'f')),
    db
      .selectFrom('productsFts as f')
      .select('f.rowid')
      .where(sql<boolean>`${sql.ref('f.rowid')} = ${sql.ref('products.id')}`),
  );

/**
 * Products an FTS match finds, driven from its index: the CROSS JOIN keeps the index the outer loop,
 * so only matching rows are read, in rowid order, and a LIMIT stops the walk early. Without a match
 * (only 1-2 letter words) every index row is read and tested with LIKE.
 */
function searchFrom(db: Db, match: FtsMatch | null, plan: SearchPlan, filter: ProductFilter): SearchQuery {
  let q = searchBase(db, match?.index);
  if (match) q = q.where(sql<boolean>`${sql.table(FTS_TABLES[match.index])} MATCH ${match.expr}`);
  // Only the full index stores its text; with another one, short words are tested on the full row.
  if (!match || match.index === 'productsFts')
    for (const like of plan.likes) q = q.where(likeOnIndexRow(like));
  else if (plan.likes.length > 0) q = q.where((eb) => eb.exists(likesOnFullRow(db, plan.likes)));
  return applyFilter(q, filter);
}

/** Every product the search finds, as a query on a search index x products. */
function allHits(db: Db, plan: SearchPlan, filter: ProductFilter): SearchQuery {
  return searchFrom(db, plan.hit, plan, filter);
}

/** Not found by its number exactly or by the part-number prefix (those rank in the tiers above). */
function notACodeTier<Q extends ProductQuery | SearchQuery>(query: Q, plan: SearchPlan): Q {
  const { code, codeEnd } = plan;
  return (query as unknown as ProductQuery)
    .where((eb) =>
      eb.not(
        eb.and([eb('products.partNumberNorm', '>=', code), eb('products.partNumberNorm', '<', codeEnd)]),
      ),
    )
    .where('products.manufacturerNumberNorm', 'is not', code)
    .where('products.eanNumber', 'is not', code) as unknown as Q;
}

/**
 * The relevance tiers, best first, each a query of product ids in a fixed order that a LIMIT can cut
 * short: exact number; part number starting with the text; found by number, name or brand; found
 * elsewhere (category, description). Within a tier, catalogue order (oldest article first): the
 * index's own rowid order, so no tier ever reads more rows than the page needs.
 */
export function relevanceTiers(db: Db, plan: SearchPlan, filter: ProductFilter) {
  const tiers: ((limit: number) => SelectQueryBuilder<Database, never, { id: number }>)[] = [];
  const { code } = plan;
  // Short words filter the code tiers too, on the index row of the product.
  const withLikes = (q: ProductQuery) =>
    plan.likes.length === 0 ? q : q.where((eb) => eb.exists(likesOnFullRow(db, plan.likes)));
  if (plan.isCode) {
    tiers.push(
      (limit) =>
        withLikes(
          // Three index lookups joined, then the filter on the few ids found: a third cheaper than
          // SQLite's OR of the three indexes, which also sorts what it finds.
          applyFilter(db.selectFrom('products'), filter).where('products.id', 'in', (eb) =>
            eb
              .selectFrom('products as e')
              .select('e.id')
              .where('e.partNumberNorm', '=', code)
              .unionAll(
                eb.selectFrom('products as e').select('e.id').where('e.manufacturerNumberNorm', '=', code),
              )
              .unionAll(eb.selectFrom('products as e').select('e.id').where('e.eanNumber', '=', code)),
          ),
        )
          .select('products.id')
          .orderBy('products.id')
          .limit(limit) as never,
    );
    tiers.push(
      (limit) =>
        withLikes(
          applyFilter(db.selectFrom('products'), filter)
            .where('products.partNumberNorm', '>', code)
            .where('products.partNumberNorm', '<', plan.codeEnd)
            .where('products.manufacturerNumberNorm', 'is not', code)
            .where('products.eanNumber', 'is not', code),
        )
          .select('products.id')
          .orderBy('products.partNumberNorm')
          .orderBy('products.id')
          .limit(limit) as never,
    );
  }
  const ranked = (match: FtsMatch | null) => (limit: number) => {
    let q = searchFrom(db, match, plan, filter);
    if (plan.isCode) q = notACodeTier(q, plan);
    return q.select('products.id').orderBy('s.rowid').limit(limit) as never;
  };
  if (plan.hit && plan.strong && plan.rest) {
    tiers.push(ranked(plan.strong));
    tiers.push(ranked(plan.rest));
  } else {
    tiers.push(ranked(plan.hit));
  }
  return tiers;
}

/**
 * A plan split for compiled queries: which index each lookup uses decides the SQL (the shape), the
 * text and the expressions are parameters (the values).
 */
interface PlanShape {
  hit: FtsMatch['index'] | null;
  strong: FtsMatch['index'] | null;
  rest: FtsMatch['index'] | null;
}
interface PlanValues {
  code: string;
  codeEnd: string;
  isCode: boolean;
  hit: string | null;
  strong: string | null;
  rest: string | null;
  likes: string[];
}

function splitPlan(plan: SearchPlan): { shape: PlanShape; values: PlanValues } {
  const { code, codeEnd, isCode, hit, strong, rest, likes } = plan;
  return {
    shape: { hit: hit?.index ?? null, strong: strong?.index ?? null, rest: rest?.index ?? null },
    values: {
      code,
      codeEnd,
      isCode,
      hit: hit?.expr ?? null,
      strong: strong?.expr ?? null,
      rest: rest?.expr ?? null,
      likes,
    },
  };
}

function joinPlan(shape: PlanShape, values: PlanValues): SearchPlan {
  const match = (index: FtsMatch['index'] | null, expr: string | null) =>
    index && expr !== null ? { index, expr } : null;
  return {
    ...values,
    hit: match(shape.hit, values.hit),
    strong: match(shape.strong, values.strong),
    rest: match(shape.rest, values.rest),
  };
}

/** One relevance tier's ids, its query compiled once per shape of plan and filter. */
const tierIds = compiledByShape(
  (
    db: Db,
    shape: { tier: number; plan: PlanShape },
    values: { plan: PlanValues; filter: ProductFilter; limit: number },
  ) => relevanceTiers(db, joinPlan(shape.plan, values.plan), values.filter)[shape.tier]!(values.limit),
);

/**
 * A part-number search finds at most this many products in one read of the suffix index: they are
 * then put into tiers here, instead of by three queries. More than that, and the tier queries run.
 */
export const CODE_HITS_AT_ONCE = 100;

/** Every product a part-number lookup finds with the numbers that rank it, up to `limit` (rowid order). */
const codeHits = compiledByShape(
  (
    db: Db,
    shape: { index: FtsMatch['index'] },
    values: { plan: PlanValues; filter: ProductFilter; limit: number },
  ) => {
    const plan = joinPlan({ hit: shape.index, strong: null, rest: null }, values.plan);
    return searchFrom(db, plan.hit, plan, values.filter)
      .select([
        'products.id',
        'products.partNumberNorm',
        'products.manufacturerNumberNorm',
        'products.eanNumber',
      ])
      .orderBy('s.rowid')
      .limit(values.limit);
  },
);

/**
 * The relevance order of a part-number search's hits, as the tier queries give it: exact number (by
 * id), then part numbers starting with the text (by part number, id), then the rest (catalogue
 * order). Null when there are more hits than one read takes. Every exact or prefix match is a hit:
 * the suffix index holds each whole number.
 */
async function rankedCodeHits(db: Db, plan: SearchPlan, filter: ProductFilter): Promise<number[] | null> {
  const { shape, values } = splitPlan(plan);
  const rows = await codeHits(
    db,
    { index: shape.hit! },
    { plan: values, filter, limit: CODE_HITS_AT_ONCE + 1 },
  );
  if (rows.length > CODE_HITS_AT_ONCE) return null;
  const { code, codeEnd } = plan;
  const exact: number[] = [];
  const prefixed: typeof rows = [];
  const rest: number[] = [];
  for (const row of rows) {
    if (row.partNumberNorm === code || row.manufacturerNumberNorm === code || row.eanNumber === code)
      exact.push(row.id);
    else if (row.partNumberNorm > code && row.partNumberNorm < codeEnd) prefixed.push(row);
    else rest.push(row.id);
  }
  exact.sort((a, b) => a - b);
  // Binary order, as SQLite compares the normalised numbers (A-Z and 0-9 only).
  prefixed.sort((a, b) =>
    a.partNumberNorm < b.partNumberNorm ? -1 : a.partNumberNorm > b.partNumberNorm ? 1 : a.id - b.id,
  );
  return [...exact, ...prefixed.map((r) => r.id), ...rest];
}

/**
 * Whether any product (of any state) has a part number starting with the text or a manufacturer
 * number or EAN equal to it: when none has, the exact and prefix tiers are empty for every filter.
 */
async function startsAnyNumber(db: Db, code: string, codeEnd: string): Promise<boolean> {
  const [row] = await numberProbe(db, code, codeEnd);
  return Boolean(row?.found);
}
const numberProbe = compiledOnce((db: Db, code: string, codeEnd: string) =>
  db.selectNoFrom((eb) =>
    eb
      .or([
        eb.exists(
          eb
            .selectFrom('products')
            .select('id')
            .where('partNumberNorm', '>=', code)
            .where('partNumberNorm', '<', codeEnd),
        ),
        eb.exists(eb.selectFrom('products').select('id').where('manufacturerNumberNorm', '=', code)),
        eb.exists(eb.selectFrom('products').select('id').where('eanNumber', '=', code)),
      ])
      .as('found'),
  ),
);

/** One page of ids across the tiers: each tier is read only as far as the page reaches. */
async function pageOfTiers(
  db: Db,
  plan: SearchPlan,
  filter: ProductFilter,
  offset: number,
  limit: number,
): Promise<number[]> {
  if (plan.hit?.index === 'productCodes' && plan.isCode) {
    const ranked = await rankedCodeHits(db, plan, filter);
    if (ranked) return ranked.slice(offset, offset + limit);
  }
  // Words rarely start any number: one probe of the three number indexes (whatever the filter)
  // skips both number tiers then.
  const firstTier = plan.isCode && !(await startsAnyNumber(db, plan.code, plan.codeEnd)) ? 2 : 0;
  let split = splitPlan(plan);
  const tiers = relevanceTiers(db, plan, filter).length;
  // With name and description tiers, the name tier comes second to last.
  const strongTier = plan.strong && plan.rest ? tiers - 2 : -1;
  const ids: number[] = [];
  let skip = offset;
  for (let tier = firstTier; tier < tiers; tier++) {
    const need = limit - ids.length;
    if (need <= 0) break;
    const rows = await tierIds(
      db,
      { tier, plan: split.shape },
      { plan: split.values, filter, limit: skip + need },
    );
    ids.push(...rows.slice(skip, skip + need).map((r) => r.id));
    skip = Math.max(0, skip - rows.length);
    // No product has the words in its name or number (a word of descriptions only): the last tier
    // is then every hit, and its match drops the NOT that ruled the name hits out (half its cost).
    // Same SQL text, another parameter.
    if (tier === strongTier && rows.length === 0)
      split = {
        shape: { ...split.shape, rest: split.shape.hit },
        values: { ...split.values, rest: split.values.hit },
      };
  }
  return ids;
}

const productColumns = [
  'products.id',
  'products.name',
  'products.nameEn',
  'products.namePl',
  'products.description',
  'products.descriptionEn',
  'products.descriptionPl',
  'products.partNumber',
  'products.manufacturerNumber',
  'products.eanNumber',
  'products.brandId',
  'products.categoryId',
  'products.basePriceCents',
  'products.weightGrams',
  'products.dimensions',
  'products.images',
  'products.specifications',
  'products.applicability',
  'products.manufacturerInfo',
  'products.stock',
  'products.isActive',
  'products.createdAt',
  'products.updatedAt',
  'products.lowestOfferCents as lowestPriceCents',
  // The announced reduction is two columns, kept by triggers: no list reads the price history.
  'products.referencePriceCents',
  'products.priceReducedAt',
  'products.bulkyClass',
  'b.name as brandName',
  'b.logo as brandLogo',
  'c.slug as categorySlug',
  'c.name as categoryName',
  'c.nameEn as categoryNameEn',
  'c.namePl as categoryNamePl',
] as const;

function productSelect(base: ProductQuery) {
  return base
    .leftJoin('brands as b', 'b.id', 'products.brandId')
    .leftJoin('categories as c', 'c.id', 'products.categoryId')
    .select(productColumns);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productSelect>['executeTakeFirstOrThrow']>>;

const allProducts = (db: Db): ProductQuery => db.selectFrom('products');

export async function listProducts(db: Db, filter: ProductFilter, page: ProductPage): Promise<ProductRow[]> {
  const plan = filter.search ? planSearch(filter.search) : null;
  // Text with nothing searchable in it (only punctuation or emoji) matches nothing, not everything.
  if (filter.search !== undefined && !plan) return [];
  if (plan && page.sortBy === 'relevance') {
    return rowsInOrder(db, await pageOfTiers(db, plan, filter, page.offset, page.limit));
  }
  const split = plan ? splitPlan(plan) : null;
  const probeFitments =
    !plan && filter.vehicleId !== undefined && (await probesFitments(db, filter.vehicleId));
  const walkCategories =
    !plan &&
    !probeFitments &&
    filter.vehicleId === undefined &&
    filter.brandId === undefined &&
    !filter.includeInactive &&
    !filter.onlyInactive &&
    filter.categoryIds !== undefined &&
    (await walksCategories(db, filter.categoryIds, page.offset + page.limit));
  const ids = await sortedPageIds(
    db,
    {
      plan: split?.shape ?? null,
      sortBy: page.sortBy,
      sortOrder: page.sortOrder,
      language: page.language ?? 'en',
      walk: { probeFitments, walkCategories },
    },
    { plan: split?.values ?? null, filter, limit: page.limit, offset: page.offset },
  );
  return rowsInOrder(
    db,
    ids.map((r) => r.id),
  );
}

/** The rows a filter finds: its search's hits joined to products, or products alone. */
function hitsQuery(db: Db, plan: SearchPlan | null, filter: ProductFilter, walk: Walk = {}): ProductQuery {
  return (
    plan ? allHits(db, plan, filter) : applyFilter(db.selectFrom('products'), filter, walk)
  ) as ProductQuery;
}

const highestProductId = compiledOnce((db: Db) =>
  db.selectFrom('products').select((eb) => eb.fn.max('products.id').as('maxId')),
);
const fitmentsUpTo = compiledOnce((db: Db, vehicleId: number, limit: number) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('productFitments')
        .select('productFitments.productId')
        .where('productFitments.vehicleId', '=', vehicleId)
        .limit(limit)
        .as('f'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count')),
);

/**
 * Whether a vehicle's list page is found faster by walking the sorted index of the whole catalogue
 * and looking each product up in the vehicle's fitments, than by reading every fitted product and
 * sorting them. A page of 20 walks about 20 x catalogue / fitted entries; reading them all costs
 * `fitted` rows: the walk wins from about 2 x the square root of the catalogue's size (2,000 of a
 * million; a popular car has 15,000 parts there). Two index lookups decide it.
 */
export async function probesFitments(db: Db, vehicleId: number): Promise<boolean> {
  const [top] = await highestProductId(db);
  const threshold = Math.ceil(2 * Math.sqrt(Number(top?.maxId ?? 0)));
  const [fitted] = await fitmentsUpTo(db, vehicleId, threshold);
  return threshold > 0 && Number(fitted?.count ?? 0) >= threshold;
}

const activeInCategoriesUpTo = compiledOnce((db: Db, idsJson: string, limit: number) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('products')
        .select('products.id')
        .where('products.isActive', '=', 1)
        .where(sql<boolean>`${sql.ref('products.categoryId')} IN (SELECT value FROM json_each(${idsJson}))`)
        .limit(limit)
        .as('p'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count')),
);

/**
 * Whether a category page (its subcategories' products together) is found faster by walking the
 * sorted index of the whole catalogue, whose entries hold the category, than by reading every product
 * of those categories and sorting them. The walk reads about `reach` x catalogue / in-category
 * entries, the sort `in-category` ones: the walk wins from sqrt(reach x catalogue) products on (4,500
 * of a million for the first page). Counted up to that number on the category index.
 */
export async function walksCategories(db: Db, categoryIds: number[], reach: number): Promise<boolean> {
  if (categoryIds.length === 0) return false;
  const [top] = await highestProductId(db);
  const threshold = Math.ceil(Math.sqrt(reach * Number(top?.maxId ?? 0)));
  if (threshold === 0) return false;
  const [inCategories] = await activeInCategoriesUpTo(db, JSON.stringify(categoryIds), threshold);
  return Number(inCategories?.count ?? 0) >= threshold;
}

const planOf = (shape: PlanShape | null, values: PlanValues | null) =>
  shape && values ? joinPlan(shape, values) : null;

/**
 * A page of ids in a column's order, compiled once per shape. The page's ids come first (from an
 * index where one covers the filter and the order), then only those rows: a deep page skips index
 * entries, not whole products.
 */
const sortedPageIds = compiledByShape(
  (
    db: Db,
    shape: {
      plan: PlanShape | null;
      sortBy: ProductPage['sortBy'];
      sortOrder: ProductPage['sortOrder'];
      language: NameLanguage;
      walk: Walk;
    },
    values: { plan: PlanValues | null; filter: ProductFilter; limit: number; offset: number },
  ) => {
    const direction = shape.sortOrder;
    let q = hitsQuery(db, planOf(shape.plan, values.plan), values.filter, shape.walk);
    switch (shape.sortBy) {
      case 'price':
        q = q.orderBy('products.basePriceCents', direction);
        break;
      case 'createdAt':
        q = q.orderBy('products.createdAt', direction);
        break;
      case 'name':
      case 'relevance':
        q = q.orderBy(nameOrderSql(shape.language), shape.sortBy === 'relevance' ? 'asc' : direction);
        break;
    }
    // Products created in the same millisecond: the higher id is the newer one.
    const tieBreak = shape.sortBy === 'createdAt' ? direction : 'asc';
    return q.select('products.id').orderBy('products.id', tieBreak).limit(values.limit).offset(values.offset);
  },
);

/** Full product rows by a JSON list of ids: one SQL text for any number of them, compiled once. */
const productsByIdList = compiledOnce((db: Db, idsJson: string) =>
  productSelect(
    db
      .selectFrom('products')
      .where(sql<boolean>`${sql.ref('products.id')} IN (SELECT value FROM json_each(${idsJson}))`),
  ),
);

/** Full product rows shown recently, while the catalogue is unchanged (see row-cache.ts). */
const productRows = rowCache<ProductRow>((row) => row.id);

/** The full rows of these products, in the order given. */
async function rowsInOrder(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const byId = await productRows.get(db, ids, (missing) => productsByIdList(db, JSON.stringify(missing)));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}

/** What a filter's rows are counted on: the FTS hits joined to products, or products alone. */
export function countQuery(db: Db, filter: ProductFilter) {
  const plan = filter.search ? planSearch(filter.search) : null;
  if (filter.search !== undefined && !plan) return null;
  return hitsQuery(db, plan, filter);
}

/** The exact number of products a filter finds (the back office's totals). */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const q = countQuery(db, filter);
  if (!q) return 0;
  const row = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Counts up to `cap` and says whether there are more: a broad word at a million products would
 * otherwise read hundreds of thousands of rows for a number the shopper reads as "a lot".
 */
export async function countProductsUpTo(
  db: Db,
  filter: ProductFilter,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const plan = filter.search ? planSearch(filter.search) : null;
  if (filter.search !== undefined && !plan) return { count: 0, capped: false };
  const split = plan ? splitPlan(plan) : null;
  if (plan?.hit?.index === 'productsFts' && plan.likes.length === 0 && onlySearchOfActive(filter)) {
    // A broad word reaches the cap on its name and number hits alone, read on the small index (its
    // doclists hold no descriptions): half the cost of reading them on the full one. Only worth a
    // try when the catalogue holds more products than the cap.
    if (plan.strong?.index === 'productNames' && (await mayHoldMoreThan(db, cap))) {
      const [named] = await cappedIndexCount(
        db,
        { index: 'productNames' },
        { expr: `(${plan.strong.expr}) NOT "${INACTIVE_MARK}"`, limit: cap + 1 },
      );
      if (Number(named?.count ?? 0) > cap) return { count: cap, capped: true };
    }
    const [row] = await cappedIndexCount(
      db,
      { index: 'productsFts' },
      { expr: `(${plan.hit.expr}) NOT "${INACTIVE_MARK}"`, limit: cap + 1 },
    );
    return upTo(cap, row?.count);
  }
  const [row] = await cappedCount(
    db,
    { plan: split?.shape ?? null },
    { plan: split?.values ?? null, filter, limit: cap + 1 },
  );
  return upTo(cap, row?.count);
}

/** A count read up to `cap + 1` rows, as the API gives it. */
function upTo(cap: number, read: number | undefined): { count: number; capped: boolean } {
  const count = Number(read ?? 0);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

/** Whether the catalogue may hold more than `count` products (ids are never reused: a bound, one seek). */
async function mayHoldMoreThan(db: Db, count: number): Promise<boolean> {
  const [row] = await highestProductId(db);
  return Number(row?.maxId ?? 0) > count;
}

/** The storefront's filter of a search alone: active products, nothing else narrowing them. */
function onlySearchOfActive(filter: ProductFilter): boolean {
  const { search: _search, ...rest } = filter;
  return Object.values(rest).every((value) => value === undefined || value === false);
}

/**
 * How many products an FTS expression finds on a search index, up to `limit`, read from the index
 * alone (no product row per hit: a broad word's 10,000 hits cost half as much). Inactive products
 * are left out by their mark in the index.
 */
export const indexCountQuery = (db: Db, index: 'productsFts' | 'productNames', expr: string, limit: number) =>
  db
    .selectFrom(
      db
        .selectFrom(`${index as 'productsFts'} as s`)
        .where(sql<boolean>`${sql.table(FTS_TABLES[index])} MATCH ${expr}`)
        .select(sql<number>`1`.as('one'))
        .limit(limit)
        .as('hits'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'));
const cappedIndexCount = compiledByShape(
  (db: Db, shape: { index: 'productsFts' | 'productNames' }, values: { expr: string; limit: number }) =>
    indexCountQuery(db, shape.index, values.expr, values.limit),
);

/** How many rows a filter finds, up to `limit`: compiled once per shape. */
const cappedCount = compiledByShape(
  (
    db: Db,
    shape: { plan: PlanShape | null },
    values: { plan: PlanValues | null; filter: ProductFilter; limit: number },
  ) =>
    db
      .selectFrom(
        hitsQuery(db, planOf(shape.plan, values.plan), values.filter)
          .select(sql<number>`1`.as('one'))
          .limit(values.limit)
          .as('hits'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count')),
);

/** An active product; with `includeInactive`, an inactive one too (never an archived one). */
const activeProductById = compiledOnce((db: Db, id: number) =>
  productSelect(allProducts(db).where('products.id', '=', id).where('products.isActive', '=', 1)),
);
const notDeletedProductById = compiledOnce((db: Db, id: number) =>
  productSelect(allProducts(db).where('products.id', '=', id).where('products.deletedAt', 'is', null)),
);

export async function findProductById(db: Db, id: number, includeInactive = false) {
  if (includeInactive) return (await notDeletedProductById(db, id))[0];
  const row = (await productRows.get(db, [id], (missing) => activeProductById(db, missing[0]!))).get(id);
  return row?.isActive === 1 ? row : undefined;
}

export function listProductsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return productSelect(
    allProducts(db).where('products.id', 'in', ids).where('products.isActive', '=', 1),
  ).execute();
}

const relatedInCategory = compiledOnce((db: Db, productId: number, categoryId: number, limit: number) =>
  allProducts(db)
    .select('products.id')
    .where('products.isActive', '=', 1)
    .where('products.id', '!=', productId)
    .where('products.categoryId', '=', categoryId)
    .orderBy('products.name')
    .limit(limit),
);
const ofBrand = (db: Db, productId: number, brandId: number) =>
  allProducts(db)
    .select('products.id')
    .where('products.isActive', '=', 1)
    .where('products.id', '!=', productId)
    .where('products.brandId', '=', brandId);
const relatedOfBrand = compiledOnce((db: Db, productId: number, brandId: number, limit: number) =>
  ofBrand(db, productId, brandId).orderBy('products.name').limit(limit),
);
const relatedOfBrandElsewhere = compiledOnce(
  (db: Db, productId: number, brandId: number, categoryId: number, limit: number) =>
    // IS NOT is null-safe: products without a category still qualify.
    ofBrand(db, productId, brandId)
      .where('products.categoryId', 'is not', categoryId)
      .orderBy('products.name')
      .limit(limit),
);

/**
 * Other active products of the same category, topped up from the same brand: two indexed queries
 * rather than one OR that would scan the table. In name order, the order of the category and brand
 * indexes, so a few rows are read however large the category (ordering by id sorted all of them).
 * The queries read ids only; the rows come from the row cache or one lookup.
 */
export async function listRelatedProducts(
  db: Db,
  product: { id: number; categoryId: number | null; brandId: number | null },
  limit: number,
): Promise<ProductRow[]> {
  const sameCategory =
    product.categoryId === null ? [] : await relatedInCategory(db, product.id, product.categoryId, limit);
  const rest = limit - sameCategory.length;
  const sameBrand =
    rest <= 0 || product.brandId === null
      ? []
      : product.categoryId === null
        ? await relatedOfBrand(db, product.id, product.brandId, rest)
        : await relatedOfBrandElsewhere(db, product.id, product.brandId, product.categoryId, rest);
  return rowsInOrder(
    db,
    [...sameCategory, ...sameBrand].map((r) => r.id),
  );
}

export const listActiveOffers = compiledOnce((db: Db, productId: number) =>
  db
    .selectFrom('offers as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplierId')
    .select([
      'o.id',
      'o.priceCents',
      'o.stock',
      'o.deliveryDays',
      's.id as supplierId',
      's.name as supplierName',
      's.country as supplierCountry',
    ])
    .where('o.productId', '=', productId)
    .where('o.isActive', '=', 1)
    .where('s.isActive', '=', 1)
    .orderBy('o.priceCents')
    .orderBy('o.id'),
);
