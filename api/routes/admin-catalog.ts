/**
 * Back office catalogue: product, category and brand writes, the admin
 * product list, the dashboard's counts and brand logos. All admin-only; the logo upload's multipart
 * parser lives in its own encapsulated plugin, so no other route accepts multipart bodies.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import * as contract from '#api/contract/admin-catalog.ts';
import { getCategoryHierarchy } from '#api/contract/catalog.ts';
import { listAllCategories } from '#db/repositories/categories.ts';
import { LOGO_MAX_BYTES } from '#api/contract/admin-catalog.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { assertBrandExists, createBrand, setBrandLogo, storeBrandLogo } from '../services/admin-brands.ts';
import type { LogoRasterLimits } from '../services/logo-raster.ts';
import * as categories from '../services/admin-categories.ts';
import * as products from '../services/admin-products.ts';
import { getProductPriceHistory } from '../services/product-prices.ts';
import { toApiCategory } from '../services/catalog.ts';
import type { App } from './types.ts';

export interface AdminCatalogOptions {
  uploadsDir: string;
  /** The SVG logo rasteriser's time limit (tests lower it). */
  logoRaster?: LogoRasterLimits;
}

/** Multipart failures in our error shape: an oversize file is a 413, anything else a 400. */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'logo_too_large');
  return badRequest('invalid_upload');
}

async function logoUploadRoutes(app: App, options: AdminCatalogOptions) {
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  // Other body types reach the handler unread, which answers them clearly (instead of a bare 415).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    ...contract.uploadBrandLogo,
    handler: async (request) => {
      const { brandId } = request.params;
      await assertBrandExists(app.db, brandId);
      if (!request.isMultipart()) throw new AppError(415, 'logo_multipart_required');
      let file: MultipartFile | undefined;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file || file.fieldname !== 'logo') throw badRequest('logo_file_required');
        data = await file.toBuffer();
      } catch (err) {
        throw uploadError(err);
      }
      if (data.length === 0) throw badRequest('logo_file_required');
      return { brand: await storeBrandLogo(app.db, options.uploadsDir, brandId, data, options.logoRaster) };
    },
  });
}

export default async function adminCatalogRoutes(app: App, options: AdminCatalogOptions) {
  // The whole tree, inactive categories included.
  app.route({
    ...getCategoryHierarchy,
    handler: async () => (await listAllCategories(app.db)).map(toApiCategory),
  });

  // ---- Products
  app.route({
    ...contract.createProduct,
    handler: async (request, reply) =>
      reply.status(201).send(await products.createProduct(app.db, request.body)),
  });

  app.route({
    ...contract.updateProduct,
    handler: async (request) => products.updateProduct(app.db, request.params.id, request.body),
  });

  app.route({
    ...contract.deleteProduct,
    handler: async (request) => products.deleteProduct(app.db, request.params.id),
  });

  app.route({
    ...contract.deleteProductFromScraper,
    handler: async (request) => products.deleteProduct(app.db, request.params.id),
  });

  app.route({
    ...contract.listAdminProducts,
    handler: async (request) => products.listAdminProducts(app.db, request.query),
  });

  app.route({
    ...contract.getAdminProduct,
    handler: async (request) => products.getAdminProduct(app.db, request.params.id),
  });

  app.route({
    ...contract.getProductPriceHistory,
    handler: async (request) => getProductPriceHistory(app.db, request.params.id),
  });

  app.route({
    ...contract.getAdminStats,
    handler: async () => products.getAdminStats(app.db),
  });

  // ---- Categories
  app.route({
    ...contract.createCategory,
    handler: async (request, reply) =>
      reply.status(201).send(await categories.createCategory(app.db, request.body)),
  });

  app.route({
    ...contract.updateCategory,
    handler: async (request) => categories.updateCategory(app.db, request.params.id, request.body),
  });

  app.route({
    ...contract.deleteCategory,
    handler: async (request) => categories.deleteCategory(app.db, request.params.id, request.query),
  });

  app.route({
    ...contract.getCategoryContents,
    handler: async (request) => categories.getCategoryContents(app.db, request.params.id),
  });

  app.route({
    ...contract.seedCategories,
    handler: async () => categories.seedCategories(app.db),
  });

  // ---- Brands
  app.route({
    ...contract.createBrand,
    handler: async (request, reply) => reply.status(201).send(await createBrand(app.db, request.body)),
  });

  app.route({
    ...contract.setBrandLogo,
    handler: async (request) => ({
      brand: await setBrandLogo(app.db, options.uploadsDir, request.params.brandId, request.body.logo),
    }),
  });

  await app.register(logoUploadRoutes, options);
}
