/**
 * The back office's form rules and the conversion of form fields to the API's bodies. The rules the
 * server checks too come from the contract (admin-form-rules.ts), with the server's own messages.
 */
import type { AdminRuleProblem } from '#api/contract/admin-form-messages.ts';
import {
  brandProblem,
  categoryNameProblem,
  categoryParentProblem,
  categorySlugProblem,
  eanProblem,
  imagesProblem,
  partNumberProblem,
  productNameProblem,
  weightProblem,
} from '#api/contract/admin-form-rules.ts';
import {
  type BrandInput,
  type CategoryInput,
  type ProductInput,
  slugFromName,
} from '#api/contract/admin-catalog.ts';
import type { LoginBody } from '#api/contract/auth.ts';
import { CURRENCIES, type Currency } from '#api/contract/currency.ts';
import { fromRule, type FormProblem } from '../../lib/forms.ts';
import { isBulkyClass } from './bulky-class.ts';

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
  'bulkyClass',
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

/**
 * The product form's rules: the server's own for names, part number, EAN, weight and pictures, in
 * its order (shared through the contract), plus what only typed text needs (a chosen brand and
 * category, a price, a currency, the stock as a whole number).
 */
export function validateProductForm(values: ProductFormValues): FormProblem<ProductField> | null {
  const shared = (problem: AdminRuleProblem<string> | null) =>
    fromRule(problem as AdminRuleProblem<ProductField> | null);
  const named = shared(productNameProblem(values.name)) ?? shared(partNumberProblem(values.partNumber));
  if (named) return named;
  if (values.brandId === '') return { message: 'adminProduct.brandRequired', field: 'brandId' };
  if (values.categoryId === '') return { message: 'adminProduct.categoryRequired', field: 'categoryId' };
  const price = parseDecimal(values.basePrice);
  if (!Number.isFinite(price) || price < 0 || !hasAtMostDecimals(price, 2))
    return { message: 'adminProduct.priceInvalid', field: 'basePrice' };
  if (!(CURRENCIES as readonly string[]).includes(values.currency))
    return { message: 'adminProduct.currencyInvalid', field: 'currency' };
  const ean = shared(eanProblem(values.eanNumber));
  if (ean) return ean;
  if (values.weight.trim() !== '') {
    const weight = parseDecimal(values.weight);
    if (!Number.isFinite(weight)) return { message: 'adminProduct.weightInvalid', field: 'weight' };
    const precision = shared(weightProblem(weight));
    if (precision) return precision;
  }
  // Asked every time: a product saved with no units by default could not be bought.
  if (values.stock.trim() === '') return { message: 'adminProduct.stockRequired', field: 'stock' };
  if (!/^\d{1,7}$/.test(values.stock.trim())) return { message: 'adminProduct.stockInvalid', field: 'stock' };
  return shared(imagesProblem(parseImageList(values.images)));
}

/**
 * The body of POST /api/products (and PUT, which takes the same fields). Validate first. The bulky
 * group is sent as shown in its select; without one (blank) the server gives a new product its
 * category's default and leaves an edited one's as it is.
 */
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
    ...(isBulkyClass(values.bulkyClass) ? { bulkyClass: values.bulkyClass } : {}),
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
  const shared = (problem: AdminRuleProblem<string> | null) =>
    fromRule(problem as AdminRuleProblem<CategoryField> | null);
  const name = values.name.trim();
  const named =
    shared(categoryNameProblem(name)) ?? shared(categorySlugProblem(values.slug, slugFromName(name)));
  if (named) return named;
  const level = Number(values.level);
  if (![1, 2, 3].includes(level)) return { message: 'adminCategory.levelInvalid', field: 'level' };
  const parent = shared(
    categoryParentProblem(level, values.parentId === '' ? null : Number(values.parentId)),
  );
  if (parent) return parent;
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

/** The brand form's rules are the server's own (shared through the contract). */
export function validateBrandForm(values: Record<BrandField, string>): FormProblem<BrandField> | null {
  return fromRule(brandProblem(values) as AdminRuleProblem<BrandField> | null);
}

export function toBrandBody(values: Record<BrandField, string>): BrandInput {
  return { name: values.name.trim(), website: optional(values.website), isOem: values.isOem === 'on' };
}
