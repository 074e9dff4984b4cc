/**
 * The product scraper: scrape a page, add the edited result to the catalogue, and
 * create an imported product's category hierarchy. Admin-only; pages and pictures are fetched only
 * through the SSRF-safe fetcher.
 */
import * as contract from '#api/contract/scraper.ts';
import { createPageReader, type PageReaderLimits } from '../services/scraper/extract-isolated.ts';
import type { Fetcher } from '../services/scraper/fetcher.ts';
import { addScrapedProduct, moveToSourceCategories, scrapeProductPage } from '../services/scraper/scraper.ts';
import type { App } from './types.ts';

export interface ScraperRouteOptions {
  fetcher: Fetcher;
  uploadsDir: string;
  readerLimits?: PageReaderLimits;
}

export default async function scraperRoutes(app: App, options: ScraperRouteOptions) {
  const reader = createPageReader(options.readerLimits);
  app.addHook('onClose', async () => reader.close());
  const deps = { db: app.db, fetcher: options.fetcher, reader, uploadsDir: options.uploadsDir };

  app.route({
    ...contract.scrapeProduct,
    handler: async (request) => scrapeProductPage(deps, request.body.url),
  });

  app.route({
    ...contract.addScrapedProduct,
    handler: async (request, reply) => reply.status(201).send(await addScrapedProduct(deps, request.body)),
  });

  app.route({
    ...contract.moveProductToDetectedCategory,
    handler: async (request) => moveToSourceCategories(app.db, request.params.id),
  });
}
