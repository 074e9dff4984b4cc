/** GET /api/openapi.json: the OpenAPI 3.1 document of every registered route, built once on first ask. */
import * as contract from '#api/contract/openapi.ts';
import { buildOpenApi, type OpenApiDocument } from '../services/openapi.ts';
import type { App } from './types.ts';

/** The API's own version: the contract's, raised when a change would break a client. */
const API_VERSION = '1';

export default async function openApiRoutes(app: App) {
  let document: OpenApiDocument | undefined;
  app.route({
    ...contract.getOpenApi,
    handler: async (_request, reply) => {
      // Routes are all registered once the server is ready; the document never changes afterwards.
      document ??= buildOpenApi(app.routeAccess, { title: 'PartsPoint API', version: API_VERSION });
      reply.header('cache-control', 'public, max-age=300');
      return document;
    },
  });
}
