/** GET /api/seller: the seller's data as the shop runs it (shop settings over the demo values). */
import * as contract from '#api/contract/seller.ts';
import { readSeller } from '../services/seller.ts';
import type { App } from './types.ts';

export default async function sellerRoutes(app: App, options: { demoBankDetails: boolean }) {
  app.route({
    ...contract.getSeller,
    handler: async (_request, reply) => {
      // Changes seldom; a setting changed is seen by every page within five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return readSeller({ db: app.db, demoBankDetails: options.demoBankDetails });
    },
  });
}
