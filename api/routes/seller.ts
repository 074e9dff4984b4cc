/** GET /api/seller: the seller's data as the shop runs it (shop settings over the demo values). */
import * as contract from '#api/contract/seller.ts';
import { readSeller } from '../services/seller.ts';
import type { App } from './types.ts';

export default async function sellerRoutes(
  app: App,
  options: { demoBankDetails: boolean; demoShop: boolean },
) {
  app.route({
    ...contract.getSeller,
    handler: async (_request, reply) => {
      // Changes seldom; a setting changed is seen by every page within five minutes.
      reply.header('cache-control', 'public, max-age=300');
      const seller = await readSeller({ db: app.db, demoBankDetails: options.demoBankDetails });
      return { ...seller, demoShop: options.demoShop };
    },
  });
}
