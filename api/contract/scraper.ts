/**
 * The product scraper (issue 7): read another shop's product page, let the admin
 * check and edit what was found, and add it to the catalogue with its images copied to our server.
 * Every route here is admin-only.
 */
import { BulkyClassSchema } from './delivery-rules.ts';
import { Type, type Static } from 'typebox';
import { Product } from './catalog.ts';
import { closed, defineRoute, ErrorBody, Id, IdParams, Nullable, OptionalText } from './define-route.ts';

const adminErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
  504: ErrorBody,
};

/**
 * The 400 px WebP thumbnail stored beside each picture copied from a scraped page
 * (`/uploads/products/<hash>.webp` -> `<hash>-thumb.webp`); null for any other address.
 */
export function thumbnailOf(url: string): string | null {
  return /^\/uploads\/products\/[0-9a-f]{20}\.webp$/.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : null;
}

/** At most this many images are copied from a page. */
export const MAX_SCRAPED_IMAGES = 20;
/** The scraper card previews this many images, then says '+N more images'. */
export const SCRAPED_IMAGE_PREVIEW = 4;

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const DetectedCategories = Type.Object({
  detected: Type.Boolean(),
  motherCategory: Nullable(CategoryRef),
  subCategory: Nullable(CategoryRef),
  subSubCategory: Nullable(CategoryRef),
});
export type DetectedCategories = Static<typeof DetectedCategories>;

export const ScrapedProduct = Type.Object({
  /** The page's address after redirects. */
  sourceUrl: Type.String(),
  name: Type.String(),
  shortDescription: Type.String(),
  /** Absolute addresses on the source site (copied to our server only when added). */
  images: Type.Array(Type.String()),
  condition: Type.String(),
  vehicleCompatibility: Type.Array(Type.String()),
  articleNumber: Type.String(),
  /** Gross price in EUR (converted at the stored rate), or null when the page's currency is not ours. */
  price: Nullable(Type.Number()),
  /** The price as the page gave it. */
  originalPrice: Nullable(Type.Number()),
  originalCurrency: Nullable(Type.String()),
  manufacturerNumber: Type.String(),
  manufacturer: Type.String(),
  eanNumber: Type.String(),
  applicability: Type.String(),
  manufacturerInfo: Type.String(),
  /** Name/value rows as the product's specifications JSON (`{"Product Specifications": {...}}`), or ''. */
  specifications: Type.String(),
  /** The page's breadcrumb, top first. */
  breadcrumb: Type.Array(Type.String()),
  detectedCategories: DetectedCategories,
  /** An existing brand matching the manufacturer, if any. */
  detectedBrand: Nullable(CategoryRef),
});
export type ScrapedProduct = Static<typeof ScrapedProduct>;

export const scrapeProduct = defineRoute({
  method: 'POST',
  url: '/api/scrape-product',
  access: 'admin',
  schema: {
    body: Type.Object({ url: Type.String({ maxLength: 2000 }) }, closed),
    response: { 200: ScrapedProduct, ...adminErrors },
  },
});

/** The scraped data merged with the admin's edits. */
export const ScrapedProductInput = Type.Object(
  {
    sourceUrl: OptionalText(2000),
    name: Type.String({ maxLength: 1000 }),
    shortDescription: OptionalText(5000),
    images: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: MAX_SCRAPED_IMAGES })),
    condition: OptionalText(50),
    vehicleCompatibility: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 200 })),
    articleNumber: OptionalText(100),
    price: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 }))),
    manufacturerNumber: OptionalText(100),
    manufacturer: OptionalText(100),
    eanNumber: OptionalText(20),
    applicability: OptionalText(20_000),
    manufacturerInfo: OptionalText(20_000),
    specifications: OptionalText(20_000),
    breadcrumb: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 })),
    // What the scrape answered beside the data; accepted so the card can be sent back as it is.
    originalPrice: Type.Optional(Nullable(Type.Number())),
    originalCurrency: OptionalText(10),
    detectedCategories: Type.Optional(Type.Unknown()),
    detectedBrand: Type.Optional(Type.Unknown()),
  },
  closed,
);
export type ScrapedProductInput = Static<typeof ScrapedProductInput>;

export const AddScrapedProductBody = Type.Object(
  {
    scrapedProduct: ScrapedProductInput,
    categoryId: Id,
    /** Omitted: the manufacturer's brand is found by name or created with only the name. */
    brandId: Type.Optional(Id),
    /** Units on hand to sell (0 when omitted: listed, but not for sale until stock arrives). */
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    /** Bulky-goods surcharge group; omitted: the category's default. */
    bulkyClass: Type.Optional(BulkyClassSchema),
  },
  closed,
);
export type AddScrapedProductBody = Static<typeof AddScrapedProductBody>;

export const AddedScrapedProduct = Type.Object({
  product: Product,
  /** Images copied to our server, and those that could not be (not found, not an image, too big). */
  imagesSaved: Type.Integer(),
  imagesFailed: Type.Integer(),
  /** True when the brand was created for this product. */
  brandCreated: Type.Boolean(),
});
export type AddedScrapedProduct = Static<typeof AddedScrapedProduct>;

export const addScrapedProduct = defineRoute({
  method: 'POST',
  url: '/api/add-scraped-product',
  access: 'admin',
  schema: { body: AddScrapedProductBody, response: { 201: AddedScrapedProduct, ...adminErrors } },
});

/**
 * Creates the missing mother / sub / sub-sub categories of the product's source breadcrumb (kept when
 * it was added from a scrape) and moves the product into the deepest one.
 */
export const moveProductToDetectedCategory = defineRoute({
  method: 'PATCH',
  url: '/api/admin/products/:id/category',
  access: 'admin',
  schema: {
    params: IdParams,
    body: Type.Object({ createHierarchy: Type.Literal(true) }, closed),
    response: {
      200: Type.Object({
        product: Product,
        categories: Type.Object({
          mother: Nullable(CategoryRef),
          sub: Nullable(CategoryRef),
          subSub: Nullable(CategoryRef),
        }),
      }),
      ...adminErrors,
    },
  },
});
