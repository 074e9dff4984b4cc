/**
 * Back office: product, category and brand writes, the admin product list and the dashboard's counts
 * (issue 6). Every route here is admin-only; the server repeats each rule of
 * the admin forms and answers with the same messages.
 */
import { BulkyClassSchema } from './delivery-rules.ts';
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { Brand, Category, Product } from './catalog.ts';
import { Currency } from './currency.ts';
import { closed, defineRoute, ErrorBody, Id, IdParams, Nullable, OptionalText } from './define-route.ts';

/** Request bodies refuse unknown fields (see api/contract/cart.ts for why not additionalProperties). */
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * A record's create and edit: POST `url` takes the fields (201), PUT `url/:id` any subset of them
 * (200); both answer the record and refuse unknown fields.
 */
function writeRoutes<P extends TProperties, R extends TSchema>(url: string, props: P, record: R) {
  const input = Type.Object(props, closed);
  const update = Type.Partial(Type.Object(props), closed);
  return {
    input,
    update,
    create: defineRoute({
      method: 'POST',
      url,
      access: 'admin',
      schema: { body: input, response: { 201: record, ...adminErrors } },
    }),
    edit: defineRoute({
      method: 'PUT',
      url: `${url}/:id`,
      access: 'admin',
      schema: { params: IdParams, body: update, response: { 200: record, ...adminErrors } },
    }),
  };
}

/** Optional free text: an empty string is stored as absent (null). */

// ---- Products --------------------------------------------------------------------------------------

export const MAX_PRODUCT_IMAGES = 12;
export const ADMIN_PRODUCT_PAGE = 50;

/** The product form's fields plus images and stock. */
export const productInputProps = {
  /** Required, 1-200 characters after trimming (checked by the server with its own messages). */
  name: Type.String({ maxLength: 1000 }),
  nameEn: OptionalText(200),
  namePl: OptionalText(200),
  description: OptionalText(5000),
  descriptionEn: OptionalText(5000),
  descriptionPl: OptionalText(5000),
  /** Required, 1-100 characters after trimming. */
  partNumber: Type.String({ maxLength: 1000 }),
  manufacturerNumber: OptionalText(100),
  /** 8, 12, 13 or 14 digits when given. */
  eanNumber: OptionalText(20),
  brandId: Id,
  categoryId: Id,
  /** Gross price (VAT included) in `currency`, at least 0, at most two decimals. */
  basePrice: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  /** The price's currency; the catalogue keeps EUR, converted at the stored rate and rounded once. */
  currency: Currency,
  /** Kilograms, up to three decimals (stored as grams). */
  weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000 }))),
  /** Free text such as "30 x 20 x 10 cm". */
  dimensions: OptionalText(100),
  /** Picture URLs: paths under /uploads/ or http(s) addresses. */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_PRODUCT_IMAGES })),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  isActive: Type.Optional(Type.Boolean()),
  /** Bulky-goods surcharge group; absent on create: the category's default. */
  bulkyClass: Type.Optional(BulkyClassSchema),
  specifications: OptionalText(20_000),
  applicability: OptionalText(20_000),
  manufacturerInfo: OptionalText(20_000),
};

const productWrites = writeRoutes('/api/products', productInputProps, Product);
export const ProductInput = productWrites.input;
export type ProductInput = Static<typeof ProductInput>;

/**
 * PUT takes any subset of the fields; `basePrice` and `currency` go together (one without the other is
 * a 400 `price_currency_together`: a lone number could be read in the wrong currency).
 */
export const ProductUpdate = productWrites.update;
export type ProductUpdate = Static<typeof ProductUpdate>;

export const createProduct = productWrites.create;
export const updateProduct = productWrites.edit;

/**
 * `archived` is true when orders reference the product: it is then hidden everywhere (storefront and
 * back office) but kept, so those orders stay intact; otherwise it is removed.
 */
export const DeletedProduct = Type.Object({ id: Type.Integer(), archived: Type.Boolean() });
export type DeletedProduct = Static<typeof DeletedProduct>;

export const deleteProduct = defineRoute({
  method: 'DELETE',
  url: '/api/products/:id',
  access: 'admin',
  schema: { params: IdParams, response: { 200: DeletedProduct, ...adminErrors } },
});

/** The scraper screen's delete-by-id (same behaviour). */
export const deleteProductFromScraper = defineRoute({
  method: 'DELETE',
  url: '/api/admin/products/:id',
  access: 'admin',
  schema: { params: IdParams, response: { 200: DeletedProduct, ...adminErrors } },
});

export const AdminProductQuery = Type.Object(
  {
    /** Name, part number, brand... as in the storefront's search. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Enum(['all', 'active', 'inactive'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: ADMIN_PRODUCT_PAGE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type AdminProductQuery = Static<typeof AdminProductQuery>;

/** Active and inactive products (archived ones never), newest first. */
export const listAdminProducts = defineRoute({
  method: 'GET',
  url: '/api/admin/products',
  access: 'admin',
  schema: {
    querystring: AdminProductQuery,
    response: { 200: Type.Object({ products: Type.Array(Product), total: Type.Integer() }), ...adminErrors },
  },
});

/** One product for the edit dialog, active or not. */
export const getAdminProduct = defineRoute({
  method: 'GET',
  url: '/api/admin/products/:id',
  access: 'admin',
  schema: { params: IdParams, response: { 200: Product, ...adminErrors } },
});

/** Who set a price: the back office, the scraper's add, a catalogue import, a seed, or the migration. */
export const PRICE_SOURCES = ['admin', 'scraper', 'import', 'seed', 'migration'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The price history answers at most this many prices (the newest). */
export const PRICE_HISTORY_LIMIT = 100;

/** One price a product had: in EUR, from `validFrom` until the next one; source null when unnamed. */
export const ProductPrice = Type.Object({
  price: Type.Number(),
  validFrom: Type.String(),
  source: Nullable(Type.Enum(PRICE_SOURCES)),
});
export type ProductPrice = Static<typeof ProductPrice>;

/** A product's price history and the reduction it announces; amounts in EUR, as the catalogue keeps them. */
export const ProductPriceHistory = Type.Object({
  productId: Type.Integer(),
  price: Type.Number(),
  /** The struck-through price of the reduction in effect (the lowest price of the 30 days before it). */
  referencePrice: Nullable(Type.Number()),
  /** When the reduced price took effect. */
  reducedAt: Nullable(Type.String()),
  /** Whether the shop shows the reduction now: below its reference, and less than 30 days old. */
  reductionShown: Type.Boolean(),
  /** The lowest price in effect during the last 30 days: a cut made now is announced against it. */
  lowestPrice30d: Type.Number(),
  /** Newest first, at most PRICE_HISTORY_LIMIT of `total`. */
  prices: Type.Array(ProductPrice),
  total: Type.Integer(),
});
export type ProductPriceHistory = Static<typeof ProductPriceHistory>;

export const getProductPriceHistory = defineRoute({
  method: 'GET',
  url: '/api/admin/products/:id/price-history',
  access: 'admin',
  schema: { params: IdParams, response: { 200: ProductPriceHistory, ...adminErrors } },
});

export const RECENT_PRODUCTS = 5;

export const AdminStats = Type.Object({
  totalProducts: Type.Integer(),
  activeProducts: Type.Integer(),
  /** Active categories. */
  categories: Type.Integer(),
  brands: Type.Integer(),
  /** The 5 most recently created products. */
  recentProducts: Type.Array(Product),
});
export type AdminStats = Static<typeof AdminStats>;

export const getAdminStats = defineRoute({
  method: 'GET',
  url: '/api/admin/stats',
  access: 'admin',
  schema: { response: { 200: AdminStats, ...adminErrors } },
});

// ---- Categories ------------------------------------------------------------------------------------

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 100;

const FOLDS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/**
 * A slug from a name: lower-cased, whitespace to hyphens, anything but a-z, 0-9 and
 * hyphens removed. Diacritics are folded first ('Układ hamulcowy' -> 'uklad-hamulcowy', not
 * 'ukad-hamulcowy') and runs of hyphens collapse. Folding can lengthen a text (ß -> ss), so the slug
 * is cut at `maxLength` rather than refused. The admin form and the server generate the same way.
 */
export function slugFromName(name: string, maxLength = CATEGORY_SLUG_MAX): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđøßæœþ]/g, (c) => FOLDS[c] ?? c)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, maxLength).replace(/-$/, '');
}

export const categoryInputProps = {
  /** Required; at most 100 characters ('Name is required', 'Name must be less than 100 characters'). */
  name: Type.String({ maxLength: 1000 }),
  nameEn: OptionalText(CATEGORY_NAME_MAX),
  namePl: OptionalText(CATEGORY_NAME_MAX),
  /** Generated from the name when empty or absent; at most 100; unique. */
  slug: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  description: OptionalText(2000),
  descriptionPl: OptionalText(2000),
  /** Required above level 1 (a level-1 category for level 2, a level-2 one for level 3); cleared at level 1. */
  parentId: Type.Optional(Nullable(Id)),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  /** Accepted in the documented payload but never trusted: the server builds the path from the parent. */
  path: OptionalText(1000),
  /** Edit only in practice: reactivates a soft-deleted category. */
  isActive: Type.Optional(Type.Boolean()),
};

const categoryWrites = writeRoutes('/api/categories', categoryInputProps, Category);
export const CategoryInput = categoryWrites.input;
export type CategoryInput = Static<typeof CategoryInput>;
export const CategoryUpdate = categoryWrites.update;
export type CategoryUpdate = Static<typeof CategoryUpdate>;

export const createCategory = categoryWrites.create;
export const updateCategory = categoryWrites.edit;

/**
 * Soft delete. A category with active subcategories or active products is refused with 409
 * `category_not_empty` (its body's message names the counts) unless `contents` says what to do:
 * - `cascade`: its active subcategories are soft-deleted too and the products in them deactivated;
 * - `move`: its active subcategories and products move to `moveTo`, an active category of the same
 *   level (paths follow).
 */
export const DeleteCategoryQuery = Type.Object(
  {
    contents: Type.Optional(Type.Enum(['cascade', 'move'])),
    moveTo: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type DeleteCategoryQuery = Static<typeof DeleteCategoryQuery>;

export const DeletedCategory = Type.Object({
  id: Type.Integer(),
  /** Categories soft-deleted (the category itself included). */
  categories: Type.Integer(),
  /** Products deactivated (cascade) or moved (move). */
  products: Type.Integer(),
});

export const deleteCategory = defineRoute({
  method: 'DELETE',
  url: '/api/categories/:id',
  access: 'admin',
  schema: {
    params: IdParams,
    querystring: DeleteCategoryQuery,
    response: { 200: DeletedCategory, ...adminErrors },
  },
});

/** What a category holds, asked before deleting it. */
export const CategoryContents = Type.Object({
  activeChildren: Type.Integer(),
  /** Active products in the category and its active descendants. */
  activeProducts: Type.Integer(),
});
export type CategoryContents = Static<typeof CategoryContents>;

export const getCategoryContents = defineRoute({
  method: 'GET',
  url: '/api/admin/categories/:id/contents',
  access: 'admin',
  schema: { params: IdParams, response: { 200: CategoryContents, ...adminErrors } },
});

/** Categories the seed added, and how many the tree holds now. */
export const SeededCategories = Type.Object({ created: Type.Integer(), total: Type.Integer() });
export type SeededCategories = Static<typeof SeededCategories>;

/** Inserts the standard three-level tree's missing categories (by slug): running it twice adds nothing. */
export const seedCategories = defineRoute({
  method: 'POST',
  url: '/api/categories/seed',
  access: 'admin',
  schema: { response: { 200: SeededCategories, ...adminErrors } },
});

// ---- Brands ----------------------------------------------------------------------------------------

export const BrandInput = Type.Object(
  {
    /** Required, 1-100 characters; unique without regard to case. */
    name: Type.String({ maxLength: 1000 }),
    /** An http(s) URL when given. */
    website: OptionalText(500),
    isOem: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type BrandInput = Static<typeof BrandInput>;

export const createBrand = defineRoute({
  method: 'POST',
  url: '/api/brands',
  access: 'admin',
  schema: { body: BrandInput, response: { 201: Brand, ...adminErrors } },
});

export const BrandIdParams = Type.Object({ brandId: Id });

/** Sets a logo by path: a file that exists under /uploads/. */
export const setBrandLogo = defineRoute({
  method: 'PATCH',
  url: '/api/admin/brands/:brandId/logo',
  access: 'admin',
  schema: {
    params: BrandIdParams,
    body: Type.Object({ logo: Type.String({ maxLength: 300 }) }, closed),
    response: { 200: Type.Object({ brand: Brand }), ...adminErrors },
  },
});

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/**
 * Uploads a logo file: multipart/form-data with one file field `logo` (PNG, JPEG, WebP or SVG, at most
 * 512 KiB). The type is read from the content, not the name; SVGs are rasterised to PNG. The file is
 * stored under DATA_DIR/uploads/brands/ and becomes the brand's logo.
 */
export const uploadBrandLogo = defineRoute({
  method: 'POST',
  url: '/api/admin/brands/:brandId/logo',
  access: 'admin',
  schema: {
    params: BrandIdParams,
    response: { 200: Type.Object({ brand: Brand }), ...adminErrors, 413: ErrorBody, 415: ErrorBody },
  },
});
