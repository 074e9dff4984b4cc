/**
 * buildApp(): the whole server as a Fastify instance (plugins, then route plugins). The process
 * entry (server.ts) and the tests both call it; tests pass their own database.
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DbHandle } from '#db/client.ts';
import type { AppConfig } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { staticPlugin } from './plugins/static.ts';
import catalogRoutes from './routes/catalog.ts';
import currencyRoutes from './routes/currency.ts';
import healthRoutes from './routes/health.ts';
import vehicleRoutes from './routes/vehicles.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'webRoot' | 'uploadsDir' | 'production'>;
  db: DbHandle;
  /** Close the database when the app closes (the server does; tests keep it to assert on it). */
  closeDb?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.production,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  await app.register(helmet, {
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
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(dbPlugin, { handle: options.db, closeWithApp: options.closeDb ?? false });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(currencyRoutes);
  await app.register(vehicleRoutes);

  await app.register(staticPlugin, {
    webRoot: options.config.webRoot,
    uploadsDir: options.config.uploadsDir,
  });
  return app;
}
