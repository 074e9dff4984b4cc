/**
 * GET /api/health: 200 when the database answers, 503 otherwise (liveness; the container HEALTHCHECK).
 * GET /api/ready: 200 when the shop can take orders (database writable, migrated, disk space), 503
 * naming what fails (load balancers, deploys).
 */
import * as contract from '#api/contract/health.ts';
import { pingDatabase } from '#db/repositories/health.ts';
import { readiness } from '../services/readiness.ts';
import type { App } from './types.ts';

export default async function healthRoutes(
  app: App,
  options: { dataDir: string; minFreeBytes?: number; freeBytes?: (dir: string) => Promise<number> },
) {
  app.route({
    ...contract.getReady,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readiness(app.db, options);
      if (state.status === 'ready') return state;
      request.log.warn({ checks: state.checks }, 'readiness check failed');
      return reply.status(503).send(state);
    },
  });

  app.route({
    ...contract.getHealth,
    handler: async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error' as const, database: 'unavailable', uptimeSeconds });
      }
    },
  });
}
