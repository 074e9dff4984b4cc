/** A built app on a fresh migrated in-memory database, for API tests through app.inject. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '#db/client.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { AppError } from '../http/app-error.ts';
import type { Fetcher } from '../services/scraper/fetcher.ts';

const refusingFetcher: Fetcher = {
  fetchPage: () => Promise.reject(new AppError(502, 'scrape_fetch_failed', { host: 'test' })),
  fetchImage: () => Promise.reject(new AppError(502, 'scrape_fetch_failed', { host: 'test' })),
};

export async function createTestApp(
  options: {
    webRoot?: string;
    rateLimits?: BuildAppOptions['rateLimits'];
    paymentProvider?: BuildAppOptions['paymentProvider'];
    handle?: DbHandle;
    /** Settings beyond the test defaults (GEO_COUNTRY_HEADER, PLATE_LOOKUP_URL...). */
    config?: Partial<BuildAppOptions['config']>;
    plateLookup?: BuildAppOptions['plateLookup'];
    fetcher?: BuildAppOptions['fetcher'];
    priceListMaxBytes?: BuildAppOptions['priceListMaxBytes'];
    pageReader?: BuildAppOptions['pageReader'];
    logoRaster?: BuildAppOptions['logoRaster'];
    sitemapPageSize?: BuildAppOptions['sitemapPageSize'];
    logger?: BuildAppOptions['logger'];
    pageRenderer?: BuildAppOptions['pageRenderer'];
    readiness?: BuildAppOptions['readiness'];
  } = {},
) {
  const handle = options.handle ?? (await createTestDb());
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const app = await buildApp({
    config: {
      webRoot: options.webRoot ?? path.join(tmp, 'no-web'),
      uploadsDir: path.join(tmp, 'uploads'),
      production: false,
      dataDir: tmp,
      sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
      publicUrl: 'http://shop.test',
      smtpUrl: undefined,
      mailFrom: 'PartsPoint <no-reply@partspoint.eu>',
      geoCountryHeader: undefined,
      plateLookupUrl: undefined,
      plateLookupToken: undefined,
      payment: { provider: 'sandbox' },
      ...options.config,
    },
    ...(options.plateLookup ? { plateLookup: options.plateLookup } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.priceListMaxBytes ? { priceListMaxBytes: options.priceListMaxBytes } : {}),
    ...(options.pageReader ? { pageReader: options.pageReader } : {}),
    ...(options.logoRaster ? { logoRaster: options.logoRaster } : {}),
    ...(options.sitemapPageSize ? { sitemapPageSize: options.sitemapPageSize } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    // No test may let the scraper reach the network: without a fetcher of its own, every URL is refused.
    fetcher: options.fetcher ?? refusingFetcher,
    db: handle,
    // High limits: tests sign in often from one address; the limit test sets its own.
    rateLimits: {
      loginPerIp: 10_000,
      loginPerEmail: 10_000,
      registerPerIp: 10_000,
      forgotPerIp: 10_000,
      forgotPerEmail: 10_000,
      plateLookupPerIp: 10_000,
      profilePerUser: 10_000,
      profilePerIp: 10_000,
      passwordChangePerUser: 10_000,
      passwordChangePerIp: 10_000,
      checkoutPerIp: 10_000,
      trackPerIp: 10_000,
      trackPerOrder: 10_000,
      returnsPerIp: 10_000,
      paymentStatusPerIp: 10_000,
      unpaidCardOrdersPerClient: 10_000,
      unpaidCardOrdersPerEmail: 10_000,
      ...options.rateLimits,
    },
  });
  return {
    app,
    db: handle.db,
    tmp,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
