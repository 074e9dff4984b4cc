/**
 * Back-office brands: create one, set its logo to a file already under /uploads/, or store an
 * uploaded logo under uploads/brands/ with a content-hashed name (cached for a year) and make it the
 * brand's logo. The previous uploaded logo is removed when no other brand shows it.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { slugFromName, type BrandInput } from '#api/contract/admin-catalog.ts';
import type { Brand } from '#api/contract/catalog.ts';
import type { Db } from '#db/client.ts';
import {
  countBrandsWithLogo,
  findBrandById,
  insertBrand,
  listBrands,
  updateBrandLogo,
} from '#db/repositories/brands.ts';
import { AppError, badRequest, ruleError } from '../http/app-error.ts';
import { normaliseLogo } from './brand-logos.ts';
import type { LogoRasterLimits } from './logo-raster.ts';
import { optionalText } from './form-input.ts';
import { brandProblem } from '#api/contract/admin-form-rules.ts';

const LOGO_PATH = /^\/uploads\/[A-Za-z0-9._/-]+$/;
/** The names this module gives uploads: `<brand slug>-<12 hex of the content's SHA-256>.<ext>`. */
const UPLOADED_LOGO = /^\/uploads\/brands\/[a-z0-9-]+-[0-9a-f]{12}\.(png|jpg|webp)$/;

type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrandById>>>;

export const toApiBrand = (row: BrandRow): Brand => ({ ...row, isOem: row.isOem === 1 });

const brandNotFound = () => new AppError(404, 'brand_not_found');

export async function createBrand(db: Db, input: BrandInput): Promise<Brand> {
  // The brand form's own rules: a name of at most 100 characters, an optional http(s) website.
  const problem = brandProblem(input);
  if (problem) throw ruleError(problem);
  const name = input.name.trim();
  const website = optionalText(input.website) ?? null;
  return db.transaction().execute(async (trx) => {
    // The column's NOCASE only folds ASCII: compare in full Unicode too ('Łada' and 'ŁADA').
    const lower = name.toLowerCase();
    if ((await listBrands(trx)).some((b) => b.name.toLowerCase() === lower)) {
      throw new AppError(409, 'brand_name_taken', { name });
    }
    const id = await insertBrand(trx, { name, website, isOem: input.isOem ? 1 : 0, logo: null });
    const row = await findBrandById(trx, id);
    if (!row) throw brandNotFound();
    return toApiBrand(row);
  });
}

/** The file a /uploads/... path names, or null when it is no plain path inside the uploads folder. */
function uploadedFile(uploadsDir: string, logo: string): string | null {
  if (!LOGO_PATH.test(logo) || logo.split('/').some((part) => part === '..' || part === '.')) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, logo.slice('/uploads/'.length));
  return file.startsWith(root + path.sep) ? file : null;
}

/** Sets the logo to a file that exists under /uploads/ (the scraper screen's field). */
export async function setBrandLogo(db: Db, uploadsDir: string, brandId: number, logo: string) {
  const value = logo.trim();
  if (!(await findBrandById(db, brandId))) throw brandNotFound();
  const file = uploadedFile(uploadsDir, value);
  const exists = file !== null && (await fs.stat(file).catch(() => null))?.isFile() === true;
  if (!exists) throw badRequest('logo_file_not_found', { logo: value });
  return db.transaction().execute(async (trx) => {
    await updateBrandLogo(trx, brandId, value);
    const row = await findBrandById(trx, brandId);
    if (!row) throw brandNotFound();
    return toApiBrand(row);
  });
}

/** 404 before an upload is read when the brand does not exist. */
export async function assertBrandExists(db: Db, brandId: number): Promise<void> {
  if (!(await findBrandById(db, brandId))) throw brandNotFound();
}

/** Writes to a temporary name and renames, so a half-written logo is never served. */
async function writeAtomically(file: string, data: Buffer) {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await fs.writeFile(tmp, data, { flag: 'wx' });
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** Checks, normalises and stores an uploaded logo, then makes it the brand's logo. */
export async function storeBrandLogo(
  db: Db,
  uploadsDir: string,
  brandId: number,
  upload: Buffer,
  rasterLimits?: LogoRasterLimits,
) {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw brandNotFound();
  const { data, extension } = await normaliseLogo(upload, rasterLimits);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const name = `${slugFromName(brand.name, 60) || 'brand'}-${hash}.${extension}`;
  const dir = path.join(uploadsDir, 'brands');
  await fs.mkdir(dir, { recursive: true });
  await writeAtomically(path.join(dir, name), data);
  const logo = `/uploads/brands/${name}`;

  const { row, previous } = await db.transaction().execute(async (trx) => {
    const current = await findBrandById(trx, brandId);
    if (!current) throw brandNotFound();
    await updateBrandLogo(trx, brandId, logo);
    // The old logo goes only if it was one of ours and no other brand shows it.
    const old = current.logo;
    const unused =
      old !== null &&
      old !== logo &&
      UPLOADED_LOGO.test(old) &&
      (await countBrandsWithLogo(trx, old, brandId)) === 0;
    const updated = await findBrandById(trx, brandId);
    if (!updated) throw brandNotFound();
    return { row: updated, previous: unused ? old : null };
  });
  if (previous) await fs.rm(path.join(dir, path.basename(previous)), { force: true });
  return toApiBrand(row);
}
