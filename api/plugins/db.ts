/** Makes the Kysely instance available to every route as `app.db`; closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle, Db } from '#db/client.ts';
import { optimizeDatabase } from '#db/repositories/maintenance.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp<{ handle: DbHandle; closeWithApp: boolean }>(async function db(
  app: FastifyInstance,
  { handle, closeWithApp },
) {
  app.decorate('db', handle.db);
  if (closeWithApp)
    app.addHook('onClose', async () => {
      // SQLite's advice for long-lived connections: optimize before closing.
      await optimizeDatabase(handle.db).catch(() => undefined);
      await handle.close();
    });
});
