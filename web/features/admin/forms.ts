/**
 * The back office's client-side rules and the conversion of form fields to the
 * API's bodies. The server repeats every rule; these only save a round trip and point at the field.
 */
import {
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  MAX_PRODUCT_IMAGES,
  type BrandInput,
  type CategoryInput,
  type ProductInput,
  slugFromName,
} from '#api/contract/admin-catalog.ts';
import type { LoginBody } from '#api/contract/auth.ts';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import type { FormProblem } from '../../lib/forms.ts';

export function validateAdminLogin(values: LoginBody): FormProblem<keyof LoginBody> | null {
  const blank = (['email', 'password'] as const).find((field) => values[field].trim() === '');
  return blank ? { message: 'admin.loginBlank', field: blank } : null;
}

/** Optional text: blank means absent (sent as null, so an edit can clear it). */
const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A decimal typed with a dot or a comma (Polish keyboards), or NaN. */
export function parseDecimal(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const hasAtMostDecimals = (value: number, digits: number) =>
  Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6;

// ---- Products --------------------------------------------------------------------------------------

export const PRODUCT_FIELDS = [
  'name',
  'nameEn',
  'namePl',
  'description',
  'descriptionEn',
  'descriptionPl',
  'partNumber',
  'manufacturerNumber',
  'eanNumber',
  'brandId',
  'categoryId',
  'basePrice',
  'currency',
  'weight',
  'dimensions',
  'stock',
  'images',
  'isActive',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductFormValues = Record<ProductField, string>;

/** One picture address per line: a path under /uploads/ or an http(s) URL. */
export function parseImageList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function isImageAddress(value: string): boolean {
  if (value.startsWith('/uploads/')) return !value.split('/').includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validateProductForm(values: ProductFormValues): FormProblem<ProductField> | null {
  if (values.name.trim() === '') return { message: 'adminProduct.nameRequired', field: 'name' };
  if (values.name.trim().length > 200)
    return { message: 'adminProduct.nameTooLong', field: 'name', vars: { count: 200 } };
  if (values.partNumber.trim() === '')
    return { message: 'adminProduct.partNumberRequired', field: 'partNumber' };
  if (values.partNumber.trim().length > 100)
    return { message: 'adminProduct.partNumberTooLong', field: 'partNumber', vars: { count: 100 } };
  if (values.brandId === '') return { message: 'adminProduct.brandRequired', field: 'brandId' };
  if (values.categoryId === '') return { message: 'adminProduct.categoryRequired', field: 'categoryId' };
  const price = parseDecimal(values.basePrice);
  if (!Number.isFinite(price) || price < 0 || !hasAtMostDecimals(price, 2))
    return { message: 'adminProduct.priceInvalid', field: 'basePrice' };
  if (!(CURRENCIES as readonly string[]).includes(values.currency))
    return { message: 'adminProduct.currencyInvalid', field: 'currency' };
  if (values.weight.trim() !== '') {
    const weight = parseDecimal(values.weight);
    if (!Number.isFinite(weight) || !hasAtMostDecimals(weight, 3))
      return { message: 'adminProduct.weightInvalid', field: 'weight' };
  }
  // Asked every time: a product saved with no units by default could not be bought.
  if (values.stock.trim() === '') return { message: 'adminProduct.stockRequired', field: 'stock' };
  if (!/^\d{1,7}$/.test(values.stock.trim())) return { message: 'adminProduct.stockInvalid', field: 'stock' };
  if (values.eanNumber.trim() !== '' && !/^(\d{8}|\d{12,14})$/.test(values.eanNumber.trim()))
    return { message: 'adminProduct.eanInvalid', field: 'eanNumber' };
  const images = parseImageList(values.images);
  if (images.length > MAX_PRODUCT_IMAGES)
    return { message: 'adminProduct.tooManyImages', field: 'images', vars: { count: MAX_PRODUCT_IMAGES } };
  if (images.some((image) => !isImageAddress(image)))
    return { message: 'adminProduct.imageInvalid', field: 'images' };
  return null;
}

/** The body of POST /api/products (and PUT, which takes the same fields). Validate first. */
export function toProductBody(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    nameEn: optional(values.nameEn),
    namePl: optional(values.namePl),
    description: optional(values.description),
    descriptionEn: optional(values.descriptionEn),
    descriptionPl: optional(values.descriptionPl),
    partNumber: values.partNumber.trim(),
    manufacturerNumber: optional(values.manufacturerNumber),
    eanNumber: optional(values.eanNumber),
    brandId: Number(values.brandId),
    categoryId: Number(values.categoryId),
    basePrice: parseDecimal(values.basePrice),
    currency: values.currency as Currency,
    weight: values.weight.trim() === '' ? null : parseDecimal(values.weight),
    dimensions: optional(values.dimensions),
    stock: values.stock.trim() === '' ? 0 : Number(values.stock.trim()),
    images: parseImageList(values.images),
    isActive: values.isActive === 'on',
  };
}

// ---- Categories ------------------------------------------------------------------------------------

export const CATEGORY_FIELDS = [
  'name',
  'nameEn',
  'namePl',
  'slug',
  'description',
  'descriptionPl',
  'level',
  'parentId',
  'sortOrder',
] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export type CategoryFormValues = Record<CategoryField, string>;

/** The dashboard's form wants a sort order of at least 1; the management screen's at least 0. */
export function validateCategoryForm(
  values: CategoryFormValues,
  minSortOrder: 0 | 1,
): FormProblem<CategoryField> | null {
  const name = values.name.trim();
  if (name === '') return { message: 'adminCategory.nameRequired', field: 'name' };
  if (name.length > CATEGORY_NAME_MAX) return { message: 'adminCategory.nameTooLong', field: 'name' };
  const slug = values.slug.trim() || slugFromName(name);
  if (slug === '') return { message: 'adminCategory.slugRequired', field: 'slug' };
  if (slug.length > CATEGORY_SLUG_MAX) return { message: 'adminCategory.slugTooLong', field: 'slug' };
  if (!/^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/.test(slug))
    return { message: 'adminCategory.slugInvalid', field: 'slug' };
  const level = Number(values.level);
  if (![1, 2, 3].includes(level)) return { message: 'adminCategory.levelInvalid', field: 'level' };
  if (level > 1 && values.parentId === '')
    return { message: 'adminCategory.parentRequired', field: 'parentId' };
  const sortOrder = values.sortOrder.trim() === '' ? minSortOrder : Number(values.sortOrder);
  if (!Number.isInteger(sortOrder) || sortOrder < minSortOrder)
    return { message: 'adminCategory.sortOrderInvalid', field: 'sortOrder', vars: { min: minSortOrder } };
  return null;
}

/** The body of POST /api/categories. Level 1 clears the parent; an empty slug is generated. */
export function toCategoryBody(values: CategoryFormValues, minSortOrder: 0 | 1): CategoryInput {
  const level = Number(values.level);
  const name = values.name.trim();
  return {
    name,
    nameEn: optional(values.nameEn),
    namePl: optional(values.namePl),
    slug: values.slug.trim() || slugFromName(name),
    description: optional(values.description),
    descriptionPl: optional(values.descriptionPl),
    level,
    parentId: level === 1 ? null : Number(values.parentId),
    sortOrder: values.sortOrder.trim() === '' ? minSortOrder : Number(values.sortOrder),
  };
}

// ---- Brands ----------------------------------------------------------------------------------------

export const BRAND_FIELDS = ['name', 'website', 'isOem'] as const;
export type BrandField = (typeof BRAND_FIELDS)[number];

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function validateBrandForm(values: Record<BrandField, string>): FormProblem<BrandField> | null {
  if (values.name.trim() === '') return { message: 'adminBrand.nameRequired', field: 'name' };
  if (values.name.trim().length > 100) return { message: 'adminBrand.nameTooLong', field: 'name' };
  if (values.website.trim() !== '' && !isWebAddress(values.website.trim()))
    return { message: 'adminBrand.websiteInvalid', field: 'website' };
  return null;
}

export function toBrandBody(values: Record<BrandField, string>): BrandInput {
  return { name: values.name.trim(), website: optional(values.website), isOem: values.isOem === 'on' };
}
