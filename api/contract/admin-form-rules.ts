/**
 * The back office's rules that a form and the server share (product, category and brand fields):
 * the forms run them before sending, the services again on what arrives, with the same message code
 * (admin-form-messages.ts). Each returns the problem, or null.
 */
import { CATEGORY_NAME_MAX, CATEGORY_SLUG_MAX, MAX_PRODUCT_IMAGES } from './admin-catalog.ts';
import type { AdminRuleProblem } from './admin-form-messages.ts';

/** Characters as the database counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length;

export const PRODUCT_NAME_MAX = 200;
export const PART_NUMBER_MAX = 100;
export const BRAND_NAME_MAX = 100;
/** The longest EAN (GTIN-14). */
export const EAN_MAX_DIGITS = 14;

type Problem = AdminRuleProblem | null;

export function productNameProblem(name: string): Problem {
  const text = name.trim();
  if (text === '') return { code: 'product_name_required', field: 'name' };
  if (charCount(text) > PRODUCT_NAME_MAX) {
    return { code: 'product_name_too_long', field: 'name', vars: { count: PRODUCT_NAME_MAX } };
  }
  return null;
}

export function partNumberProblem(partNumber: string): Problem {
  const text = partNumber.trim();
  if (text === '') return { code: 'part_number_required', field: 'partNumber' };
  if (charCount(text) > PART_NUMBER_MAX) {
    return { code: 'part_number_too_long', field: 'partNumber', vars: { count: PART_NUMBER_MAX } };
  }
  return null;
}

/** An EAN is optional; given, it has 8, 12, 13 or 14 digits. */
export function eanProblem(ean: string | null | undefined): Problem {
  const text = (ean ?? '').trim();
  return text !== '' && !/^(\d{8}|\d{12,14})$/.test(text)
    ? { code: 'invalid_ean', field: 'eanNumber' }
    : null;
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** A picture is a file the shop serves (/uploads/..., no `..`) or an absolute http(s) address. */
export function isImageAddress(url: string): boolean {
  if (url.startsWith('/uploads/')) {
    return !/[\s\\?#]/.test(url) && !url.split('/').some((segment) => segment === '..' || segment === '.');
  }
  return isHttpUrl(url);
}

/** At most MAX_PRODUCT_IMAGES pictures (blank lines ignored), each a valid address. */
export function imagesProblem(images: readonly string[]): Problem {
  const kept = images.map((image) => image.trim()).filter((image) => image !== '');
  if (kept.length > MAX_PRODUCT_IMAGES) {
    return { code: 'too_many_images', field: 'images', vars: { count: MAX_PRODUCT_IMAGES } };
  }
  const bad = kept.findIndex((image) => !isImageAddress(image));
  return bad === -1 ? null : { code: 'invalid_image', field: 'images', vars: { position: bad + 1 } };
}

/** A weight in kilograms has at most 3 decimals (whole grams). */
export function weightProblem(kg: number | null | undefined): Problem {
  if (kg === null || kg === undefined) return null;
  const grams = kg * 1000;
  return Math.abs(grams - Math.round(grams)) > 1e-6 ? { code: 'weight_precision', field: 'weight' } : null;
}

export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

export function categoryNameProblem(name: string): Problem {
  const text = name.trim();
  if (text === '') return { code: 'category_name_required', field: 'name' };
  if (charCount(text) > CATEGORY_NAME_MAX) return { code: 'category_name_too_long', field: 'name' };
  return null;
}

/** A slug given (an empty one is generated from the name: `generated`) must fit the pattern. */
export function categorySlugProblem(given: string, generated: string): Problem {
  const slug = given.trim();
  if (slug === '') return generated === '' ? { code: 'category_slug_required', field: 'slug' } : null;
  if (slug.length > CATEGORY_SLUG_MAX) return { code: 'category_slug_too_long', field: 'slug' };
  if (!CATEGORY_SLUG_PATTERN.test(slug)) return { code: 'category_slug_invalid', field: 'slug' };
  return null;
}

/** Level 1 has no parent; deeper levels need one. */
export function categoryParentProblem(level: number, parentId: number | null | undefined): Problem {
  return level > 1 && (parentId === null || parentId === undefined)
    ? { code: 'category_parent_required', field: 'parentId' }
    : null;
}

export function brandProblem(values: { name: string; website?: string | null | undefined }): Problem {
  const name = values.name.trim();
  if (name === '') return { code: 'brand_name_required', field: 'name' };
  if (charCount(name) > BRAND_NAME_MAX) return { code: 'brand_name_too_long', field: 'name' };
  const website = (values.website ?? '').trim();
  if (website !== '' && !isHttpUrl(website)) return { code: 'invalid_website', field: 'website' };
  return null;
}
