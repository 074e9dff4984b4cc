/** First-visit language and currency from the proxy's country header or Accept-Language. */
import * as contract from '#api/contract/geo.ts';
import { geoDefaults } from '../services/geo.ts';
import type { App } from './types.ts';

export default async function geoRoutes(app: App, options: { countryHeader: string | undefined }) {
  app.route({
    ...contract.getGeoDefaults,
    handler: async (request, reply) => {
      const { defaults, varyOn } = geoDefaults(request.headers, options.countryHeader);
      // Per shopper: no shared cache may hand one shopper's defaults to another.
      reply.header('vary', varyOn.join(', ')).header('cache-control', 'private, no-store');
      return defaults;
    },
  });
}
