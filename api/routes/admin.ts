/** Admin-only endpoints under /api/admin (guarded by default): the mail outbox. */
import * as contract from '#api/contract/auth.ts';
import { listOutboxMails } from '#db/repositories/mail-outbox.ts';
import type { App } from './types.ts';

export default async function adminRoutes(app: App) {
  app.route({
    ...contract.listMailOutbox,
    handler: async (request) =>
      (await listOutboxMails(app.db, request.query.limit ?? 50)).map(({ toAddress, ...mail }) => ({
        ...mail,
        to: toAddress,
      })),
  });
}
