/**
 * buildApp(): the whole server as a Fastify instance (plugins, then route plugins). The process
 * entry (server.ts) and the tests both call it; tests pass their own database.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import helmet from 'helmet';
import type { DbHandle } from '#db/client.ts';
import { catalogueVersionReader, optimizeDatabase } from '#db/repositories/maintenance.ts';
import { cacheRowsOf } from '#db/repositories/row-cache.ts';
import type { AppConfig } from './config/config.ts';
import { accessOf, authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { resolveSessionSecret, sessionPlugin } from './plugins/session.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { idempotencyPlugin, pruneIdempotencyRecords } from './plugins/idempotency.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { staticPlugin } from './plugins/static.ts';
import { catalogueCachePlugin } from './plugins/catalogue-cache.ts';
import addressRoutes from './routes/addresses.ts';
import adminCatalogRoutes from './routes/admin-catalog.ts';
import adminPriceListRoutes from './routes/admin-price-lists.ts';
import adminRoutes from './routes/admin.ts';
import authRoutes, { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/auth.ts';
import cartRoutes from './routes/cart.ts';
import orderRoutes, { DEFAULT_ORDER_RATE_LIMITS, type OrderRateLimits } from './routes/orders.ts';
import paymentRoutes from './routes/payments.ts';
import pricingRoutes from './routes/pricing.ts';
import invoiceRoutes from './routes/invoices.ts';
import { createViesChecker, type ViesOptions } from './services/vies.ts';
import { scheduledBackup } from './services/backup/scheduled.ts';
import scraperRoutes from './routes/scraper.ts';
import seoRoutes from './routes/seo.ts';
import catalogRoutes from './routes/catalog.ts';
import currencyRoutes from './routes/currency.ts';
import geoRoutes from './routes/geo.ts';
import healthRoutes from './routes/health.ts';
import openApiRoutes from './routes/openapi.ts';
import sellerRoutes from './routes/seller.ts';
import vehicleRoutes from './routes/vehicles.ts';
import { createMailer, type Mailer } from './services/mail.ts';
import { createPlateLookup, type PlateLookupOptions } from './services/plate-lookup.ts';
import type { LogoRasterLimits } from './services/logo-raster.ts';
import type { PageReaderLimits } from './services/scraper/extract-isolated.ts';
import { createFetcher, type Fetcher } from './services/scraper/fetcher.ts';
import { cancelAbandonedOrders } from './services/payments/abandoned-orders.ts';
import { releaseLapsedTransferHolds } from './services/stock-holds.ts';
import { endExpiredReductions } from './services/product-prices.ts';
import { createPaynetEasyProvider } from './services/payments/payneteasy.ts';
import type { PaymentProvider } from './services/payments/provider.ts';
import { createSandbox } from './services/payments/sandbox.ts';

export interface BuildAppOptions {
  config: Pick<
    AppConfig,
    | 'webRoot'
    | 'uploadsDir'
    | 'production'
    | 'dataDir'
    | 'sessionSecret'
    | 'publicUrl'
    | 'smtpUrl'
    | 'mailFrom'
    | 'geoCountryHeader'
    | 'plateLookupUrl'
    | 'plateLookupToken'
    | 'payment'
  > &
    Partial<Pick<AppConfig, 'viesUrl'>> &
    Partial<Pick<AppConfig, 'backup'>> &
    Partial<
      Pick<AppConfig, 'trustProxy' | 'scraperAllowHosts' | 'demoShop' | 'renderPages' | 'metricsToken'>
    >;
  db: DbHandle;
  /** Close the database when the app closes (the server does; tests keep it to assert on it). */
  closeDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer built from the config (tests). */
  mailer?: Mailer;
  /** Overrides of the abuse limits (tests use low ones to reach them). */
  rateLimits?: Partial<RateLimits & OrderRateLimits>;
  /** Replaces the card gateway built from the config (tests: PaynetEasy against a local gateway). */
  paymentProvider?: PaymentProvider;
  /** Replaces the scraper's fetcher built from the config (tests: an injected resolver and connector). */
  fetcher?: Fetcher;
  /** Overrides for the plate lookup provider client (tests: a short timeout, a stub fetch). */
  plateLookup?: Pick<PlateLookupOptions, 'fetch' | 'timeoutMs' | 'maxBytes'>;
  /** The readiness check's free-space threshold and reader (tests). */
  readiness?: { minFreeBytes?: number; freeBytes?: (dir: string) => Promise<number> };
  /** The VIES check's fetch and timeout (tests); it runs only when `config.viesUrl` is set. */
  vies?: Pick<ViesOptions, 'fetch' | 'timeoutMs'>;
  /** Largest price-list upload in bytes (tests lower it). */
  priceListMaxBytes?: number;
  /** The scraper's page reader limits (tests lower the time limit). */
  pageReader?: PageReaderLimits;
  /** The SVG logo rasteriser's time limit (tests lower it). */
  logoRaster?: LogoRasterLimits;
  /** Addresses per sitemap page (tests lower it to reach the paged index). */
  sitemapPageSize?: number;
  /** The page renderer's module when pages are rendered (default: the built one beside the web root). */
  pageRenderer?: string;
}

/**
 * One access line per answered request (method, URL, status, time) instead of Fastify's two
 * ("incoming request" and "request completed", each serialising the request): at cached-answer rates
 * the two lines cost half the throughput and 60 MB of memory.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Every default abuse limit times `factor` (RATE_LIMIT_FACTOR). */
export function scaledRateLimits(factor: number): RateLimits & OrderRateLimits {
  const defaults = { ...DEFAULT_RATE_LIMITS, ...DEFAULT_ORDER_RATE_LIMITS };
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [key, value * factor]),
  ) as unknown as RateLimits & OrderRateLimits;
}

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLog(),
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  // Before every route: its request counter and timer hook into all of them, the 404s too.
  await app.register(metricsPlugin, { db: options.db, token: options.config.metricsToken });
  // helmet's middleware, built once: @fastify/helmet rebuilt it (every option parsed again) on each
  // request, which was half of what a cached catalogue answer cost.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.config.production ? [] : null,
      },
    },
    strictTransportSecurity: options.config.production,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
  // Before compression (it keeps the plain body, and serves its own compressed copies), after
  // helmet (whose headers every answer carries).
  const readCatalogueVersion = catalogueVersionReader(options.db.sqlite);
  await app.register(catalogueCachePlugin, { readVersion: readCatalogueVersion });
  cacheRowsOf(options.db.db, readCatalogueVersion);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(dbPlugin, { handle: options.db, closeWithApp: options.closeDb ?? false });
  const secret = resolveSessionSecret(options.config.sessionSecret, options.config.dataDir);
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { publicUrl: options.config.publicUrl });
  // Before the routes: it hooks into the ones whose config says `idempotent`.
  await app.register(idempotencyPlugin);

  const mailerHandle = options.mailer
    ? undefined
    : createMailer({
        db: options.db.db,
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        log: app.log,
      });
  const mailer = options.mailer ?? mailerHandle;
  if (!mailer) throw new Error('no mailer');
  if (mailerHandle) app.addHook('onClose', async () => mailerHandle.close());
  const deps = {
    db: options.db.db,
    mailer,
    publicUrl: options.config.publicUrl,
    demoBankDetails: !options.config.production,
  };
  const limits = { ...DEFAULT_RATE_LIMITS, ...DEFAULT_ORDER_RATE_LIMITS, ...options.rateLimits };
  const paymentConfig = options.config.payment;
  const sandbox =
    paymentConfig.provider === 'sandbox' ? createSandbox({ db: options.db.db, secret }) : undefined;
  const paymentProvider =
    options.paymentProvider ??
    sandbox?.provider ??
    (paymentConfig.provider === 'payneteasy' ? createPaynetEasyProvider(paymentConfig) : undefined);
  if (!paymentProvider) throw new Error('no payment provider');
  const paymentDeps = { ...deps, provider: paymentProvider, log: app.log, statusSecret: secret };
  const backup = options.config.backup;
  await app.register(jobsPlugin, {
    jobs: [
      {
        // Unpaid bank-transfer orders past their hold give their units back and keep awaiting payment.
        // Two steps, each failing on its own: a failed cancel still releases the lapsed holds.
        name: 'payment sweep',
        everyMs: 10 * 60 * 1000,
        run: async () => {
          await cancelAbandonedOrders(paymentDeps).catch((err: unknown) =>
            app.log.warn({ err }, 'abandoned orders sweep failed'),
          );
          await releaseLapsedTransferHolds(options.db.db).catch((err: unknown) =>
            app.log.warn({ err }, 'stock holds sweep failed'),
          );
        },
      },
      // Answers kept for Idempotency-Key replays are dropped after 7 days (checked every hour).
      {
        name: 'idempotency records prune',
        everyMs: 60 * 60 * 1000,
        run: () => pruneIdempotencyRecords(options.db.db),
      },
      // Planner statistics follow the catalogue as it grows: SQLite re-analyses, hourly (and when the
      // database is closed), only the tables that changed a lot since their last statistics.
      { name: 'PRAGMA optimize', everyMs: 60 * 60 * 1000, run: () => optimizeDatabase(options.db.db) },
      // Price reductions past their 30 days are cleared, so cached answers and pages showing them go.
      {
        name: 'price reductions sweep',
        everyMs: 10 * 60 * 1000,
        run: () => endExpiredReductions(options.db.db),
      },
      // BACKUP_INTERVAL set: a backup of DATA_DIR into BACKUP_DIR each interval, the newest BACKUP_KEEP kept.
      ...(backup?.intervalMs
        ? [
            scheduledBackup({
              dataDir: options.config.dataDir,
              backup: { ...backup, intervalMs: backup.intervalMs },
              log: app.log,
            }),
          ]
        : []),
    ],
  });
  const { plateLookupUrl, plateLookupToken } = options.config;
  const plateLookup = plateLookupUrl
    ? createPlateLookup({ url: plateLookupUrl, token: plateLookupToken, ...options.plateLookup })
    : undefined;
  const vies = options.config.viesUrl
    ? createViesChecker({ url: options.config.viesUrl, ...options.vies })
    : undefined;

  // Public reads whose answers never depend on who asks: no cookie is parsed and no session read or
  // created for them (that was a signed id and two hashes on every catalogue request).
  await app.register(async function publicReads(scope) {
    scope.addHook('onRoute', (route) => {
      if (accessOf(String(route.method), route.url, route.access) !== 'public') {
        throw new Error(
          `${String(route.method)} ${route.url} needs a session: register it with the session routes`,
        );
      }
    });
    await scope.register(openApiRoutes);
    await scope.register(healthRoutes, {
      dataDir: options.config.dataDir,
      ...(options.readiness ?? {}),
    });
    await scope.register(sellerRoutes, {
      demoBankDetails: deps.demoBankDetails,
      demoShop: options.config.demoShop ?? false,
    });
    await scope.register(catalogRoutes);
    await scope.register(currencyRoutes);
    await scope.register(geoRoutes, { countryHeader: options.config.geoCountryHeader });
    await scope.register(vehicleRoutes, { plateLookup, plateLookupPerIp: limits.plateLookupPerIp });
    await scope.register(seoRoutes, {
      publicUrl: options.config.publicUrl,
      ...(options.sitemapPageSize ? { sitemapPageSize: options.sitemapPageSize } : {}),
    });
  });
  // Everything that may know the visitor: the session cookie is read here.
  await app.register(async function sessionRoutes(scope) {
    await scope.register(sessionPlugin, { db: options.db.db, secret, secure: options.config.production });
    await scope.register(authRoutes, { deps, limits });
    await scope.register(addressRoutes);
    await scope.register(cartRoutes);
    await scope.register(orderRoutes, { deps, limits, clientSecret: secret });
    await scope.register(pricingRoutes, { vies });
    await scope.register(invoiceRoutes, { deps, limits });
    await scope.register(paymentRoutes, {
      deps: paymentDeps,
      sandbox,
      // Outside production the shop is opened under any host name (localhost, 127.0.0.1, a LAN
      // address): the payment's ways back follow the address it was opened under.
      originFromRequest: !options.config.production,
      checkoutPerIp: limits.checkoutPerIp,
      vies,
      unpaidCardLimits: {
        perClient: limits.unpaidCardOrdersPerClient,
        perEmail: limits.unpaidCardOrdersPerEmail,
      },
      statusPerIp: limits.paymentStatusPerIp,
    });
    await scope.register(adminRoutes);
    await scope.register(scraperRoutes, {
      fetcher: options.fetcher ?? createFetcher({ allowHosts: options.config.scraperAllowHosts ?? [] }),
      uploadsDir: options.config.uploadsDir,
      ...(options.pageReader ? { readerLimits: options.pageReader } : {}),
    });
    await scope.register(adminCatalogRoutes, {
      uploadsDir: options.config.uploadsDir,
      ...(options.logoRaster ? { logoRaster: options.logoRaster } : {}),
    });
    await scope.register(adminPriceListRoutes, {
      sqlite: options.db.sqlite,
      filesDir: path.join(options.config.dataDir, 'price-lists'),
      maxBytes: options.priceListMaxBytes,
    });
  });

  await app.register(staticPlugin, {
    webRoot: options.config.webRoot,
    uploadsDir: options.config.uploadsDir,
    geoCountryHeader: options.config.geoCountryHeader,
    publicUrl: options.config.publicUrl,
    ...(!options.config.renderPages
      ? { renderer: false as const }
      : options.pageRenderer
        ? { renderer: options.pageRenderer }
        : {}),
  });
  return app;
}
