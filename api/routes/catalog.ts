/**
 * Categories, brands and products: the storefront's read API. Public reads only: these routes are
 * served without a session (the admin's full category tree is in admin-catalog.ts).
 */
import type { FastifyReply } from 'fastify';
import * as contract from '#api/contract/catalog.ts';
import { listActiveCategories } from '#db/repositories/categories.ts';
import { listBrands } from '#db/repositories/brands.ts';
import {
  countCatalogueProducts,
  getCategoryPageDataBySlug,
  getProductFullDetails,
  listCatalogueProductsJson,
  resolveCategoryPath,
  toApiCategory,
} from '../services/catalog.ts';
import type { App } from './types.ts';

/** The product schema as Fastify's serialiser takes it (the same object, so compiled once). */
const productSchema = contract.Product as unknown as Record<string, unknown>;

export default async function catalogRoutes(app: App) {
  app.route({
    ...contract.listMotherCategories,
    config: { catalogueCache: true },
    handler: async () => (await listActiveCategories(app.db, 1)).map(toApiCategory),
  });

  app.route({
    ...contract.listCategories,
    config: { catalogueCache: true },
    handler: async () => (await listActiveCategories(app.db)).map(toApiCategory),
  });

  app.route({
    ...contract.resolveCategoryPath,
    config: { catalogueCache: true },
    handler: async (request) => resolveCategoryPath(app.db, request.params['*']),
  });

  app.route({
    ...contract.getCategoryPageData,
    config: { catalogueCache: true },
    handler: async (request) => getCategoryPageDataBySlug(app.db, request.params.slug),
  });

  app.route({
    ...contract.listBrands,
    config: { catalogueCache: true },
    handler: async () => (await listBrands(app.db)).map((b) => ({ ...b, isOem: b.isOem === 1 })),
  });

  app.route({
    ...contract.listProducts,
    config: { catalogueCache: true },
    // Stock and prices are live: the answer is revalidated (ETag) on every use, never reused stale.
    handler: async (request, reply) => {
      const body = await listCatalogueProductsJson(app.db, request.query, (product) =>
        reply.serializeInput(product, productSchema),
      );
      // Already the schema's JSON (made per product by its serialiser): sent as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  });

  app.route({
    ...contract.countProducts,
    config: { catalogueCache: true },
    handler: async (request) => countCatalogueProducts(app.db, request.query),
  });

  app.route({
    ...contract.getProductFullDetails,
    config: { catalogueCache: true },
    handler: async (request) =>
      getProductFullDetails(app.db, request.params.id, request.query.currency ?? 'EUR'),
  });
}
