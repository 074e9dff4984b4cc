/** GET /api/health: 200 when the database answers, 503 otherwise (container HEALTHCHECK). */
import * as contract from '#api/contract/health.ts';
import { pingDatabase } from '#db/repositories/health.ts';
import type { App } from './types.ts';

export default async function healthRoutes(app: App) {
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
