/** Catalogue endpoints: categories, brands, products. */
import { BulkyClassSchema } from './delivery-rules.ts';
import { Type, type Static } from 'typebox';
import { Currency } from './currency.ts';
import { defineRoute, errorResponses, Id, IdParams, Nullable } from './define-route.ts';

export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  namePl: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** The Polish description (the base one, in English, is the fallback). */
  descriptionPl: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  sortOrder: Type.Integer(),
  isActive: Type.Boolean(),
  path: Type.String(),
});
export type Category = Static<typeof Category>;

export const CategoryPageData = Type.Object({
  category: Category,
  /** Ancestors from the top level down to the category itself (inclusive). */
  categoryPath: Type.Array(Category),
  subcategories: Type.Array(Category),
  /** Children of the subcategories (only for a level-1 category). */
  subsubcategories: Type.Array(Category),
});
export type CategoryPageData = Static<typeof CategoryPageData>;

export const Brand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  website: Nullable(Type.String()),
  isOem: Type.Boolean(),
  logo: Nullable(Type.String()),
});
export type Brand = Static<typeof Brand>;

export const ProductBrand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Nullable(Type.String()),
});
export const ProductCategory = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  namePl: Nullable(Type.String()),
});

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  namePl: Nullable(Type.String()),
  description: Nullable(Type.String()),
  descriptionEn: Nullable(Type.String()),
  descriptionPl: Nullable(Type.String()),
  partNumber: Type.String(),
  manufacturerNumber: Nullable(Type.String()),
  eanNumber: Nullable(Type.String()),
  brandId: Nullable(Type.Integer()),
  categoryId: Nullable(Type.Integer()),
  brand: Nullable(ProductBrand),
  category: Nullable(ProductCategory),
  /** Gross price in EUR (VAT included). */
  basePrice: Type.Number(),
  /** Lowest active supplier offer in EUR, null without offers. */
  lowestPrice: Nullable(Type.Number()),
  currency: Type.Literal('EUR'),
  /** The same two prices in the currency the request asked for (EUR by default). */
  displayCurrency: Currency,
  displayPrice: Type.Number(),
  displayLowestPrice: Nullable(Type.Number()),
  /**
   * While a price reduction is announced, in the display currency (null otherwise): the price struck
   * through, and the lowest price in effect during the 30 days before the reduction. The shop's
   * reference price is that lowest price, so both are the same amount.
   */
  previousPrice: Nullable(Type.Number()),
  lowestPrice30d: Nullable(Type.Number()),
  /** Bulky-goods surcharge group (api/contract/delivery-rules.ts); 'none' for ordinary parts. */
  bulkyClass: BulkyClassSchema,
  /** Weight in kilograms. */
  weight: Nullable(Type.Number()),
  dimensions: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  specifications: Nullable(Type.String()),
  applicability: Nullable(Type.String()),
  manufacturerInfo: Nullable(Type.String()),
  stock: Type.Integer(),
  isActive: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Product = Static<typeof Product>;

export const Offer = Type.Object({
  id: Type.Integer(),
  supplier: Type.Object({ id: Type.Integer(), name: Type.String(), country: Type.String() }),
  price: Type.Number(),
  displayPrice: Type.Number(),
  displayCurrency: Currency,
  stock: Type.Integer(),
  deliveryDays: Type.Integer(),
});
export type Offer = Static<typeof Offer>;

export const FittingVehicle = Type.Object({
  id: Type.Integer(),
  make: Type.String(),
  model: Type.String(),
  name: Type.String(),
  yearFrom: Type.Integer(),
  yearTo: Nullable(Type.Integer()),
});

export const ProductFullDetails = Type.Object({
  product: Product,
  /** Active offers, cheapest first (the first is preselected). */
  offers: Type.Array(Offer),
  categoryPath: Type.Array(Category),
  relatedProducts: Type.Array(Product),
  /** Vehicles the part fits (at most 50). */
  vehicles: Type.Array(FittingVehicle),
});
export type ProductFullDetails = Static<typeof ProductFullDetails>;

export const SORT_FIELDS = ['name', 'price', 'createdAt', 'relevance'] as const;
export const SortBy = Type.Union([
  Type.Literal('name'),
  Type.Literal('price'),
  Type.Literal('createdAt'),
  Type.Literal('relevance'),
]);
export type SortBy = (typeof SORT_FIELDS)[number];

/** Filters shared by the list and the count. */
/** The most products one `ids` filter names (a cart or wishlist; the merges take 200 too). */
export const MAX_PRODUCT_IDS = 200;

const productFilterProps = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /**
   * Only these products, comma-separated (`ids=12,7,31`): the cart, checkout and wishlist fetch their
   * own products, whatever the catalogue's size.
   */
  ids: Type.Optional(
    Type.String({ pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_PRODUCT_IDS - 1}}$` }),
  ),
  brandId: Type.Optional(Id),
  categoryId: Type.Optional(Id),
  vehicleId: Type.Optional(Id),
  priceMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  priceMax: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  currency: Type.Optional(Currency),
};

export const ProductListQuery = Type.Object(
  {
    ...productFilterProps,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    sortBy: Type.Optional(SortBy),
    sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    /**
     * The shopper's language: the name order sorts the name shown in it, in its alphabet (Polish
     * letters after their base letter), case-insensitively. English when absent.
     */
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pl')])),
  },
  { additionalProperties: false },
);
export type ProductListQuery = Static<typeof ProductListQuery>;

export const listMotherCategories = defineRoute({
  method: 'GET',
  url: '/api/categories/mother',
  access: 'public',
  schema: { response: { 200: Type.Array(Category) } },
});

export const listCategories = defineRoute({
  method: 'GET',
  url: '/api/categories',
  access: 'public',
  schema: { response: { 200: Type.Array(Category) } },
});

export const getCategoryHierarchy = defineRoute({
  method: 'GET',
  url: '/api/categories/hierarchy',
  access: 'admin',
  schema: { response: { 200: Type.Array(Category) } },
});

export const resolveCategoryPath = defineRoute({
  method: 'GET',
  url: '/api/categories/resolve-path/*',
  access: 'public',
  schema: {
    params: Type.Object({ '*': Type.String({ maxLength: 320 }) }),
    response: { 200: CategoryPageData, ...errorResponses },
  },
});

export const getCategoryPageData = defineRoute({
  method: 'GET',
  url: '/api/categories/slug/:slug/page-data',
  access: 'public',
  schema: {
    params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: { 200: CategoryPageData, ...errorResponses },
  },
});

export const listBrands = defineRoute({
  method: 'GET',
  url: '/api/brands',
  access: 'public',
  schema: { response: { 200: Type.Array(Brand) } },
});

export const listProducts = defineRoute({
  method: 'GET',
  url: '/api/products',
  access: 'public',
  schema: {
    querystring: ProductListQuery,
    response: { 200: Type.Array(Product), ...errorResponses },
  },
});

/** Counts stop here: past it the answer is `{ count: PRODUCT_COUNT_CAP, capped: true }` ("10,000+"). */
export const PRODUCT_COUNT_CAP = 10_000;

export const ProductCount = Type.Object({
  /** Exact when `capped` is false; otherwise PRODUCT_COUNT_CAP, and there are more. */
  count: Type.Integer({ minimum: 0 }),
  capped: Type.Boolean(),
});
export type ProductCount = Static<typeof ProductCount>;

export const countProducts = defineRoute({
  method: 'GET',
  url: '/api/products/count',
  access: 'public',
  schema: {
    querystring: Type.Object(productFilterProps, { additionalProperties: false }),
    response: { 200: ProductCount, ...errorResponses },
  },
});

export const getProductFullDetails = defineRoute({
  method: 'GET',
  url: '/api/products/:id/full-details',
  access: 'public',
  schema: {
    params: IdParams,
    querystring: Type.Object({ currency: Type.Optional(Currency) }, { additionalProperties: false }),
    response: { 200: ProductFullDetails, ...errorResponses },
  },
});
