/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every registered route, built once on first ask.
 * GET /api/docs: a reference page rendering it (Swagger UI, served from the shop itself: the page's
 * scripts are files of this origin, as the content security policy requires).
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as contract from '#api/contract/openapi.ts';
import { buildOpenApi, type OpenApiDocument } from '../services/openapi.ts';
import type { App } from './types.ts';

/** The API's own version: the contract's, raised when a change would break a client. */
const API_VERSION = '1';
const TITLE = 'PartsPoint API';

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE} reference</title>
<link rel="icon" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<div id="api"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// No URL bar and no ?url= parameter: the page only ever renders this shop's own document.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api',
    deepLinking: true,
    showExtensions: true,
    queryConfigEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
};

/** The renderer's folder in node_modules (found at run time: the compiled server bundles no assets). */
function rendererDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

export default async function openApiRoutes(app: App) {
  let document: OpenApiDocument | undefined;
  app.route({
    ...contract.getOpenApi,
    handler: async (_request, reply) => {
      // Routes are all registered once the server is ready; the document never changes afterwards.
      document ??= buildOpenApi(app.routeAccess, { title: TITLE, version: API_VERSION });
      reply.header('cache-control', 'public, max-age=300');
      return document;
    },
  });

  app.route({
    ...contract.getApiDocs,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return reply.type('text/html; charset=utf-8').send(DOCS_PAGE);
    },
  });

  const assets = new Map<string, Buffer>();
  app.route({
    ...contract.getApiDocsAsset,
    handler: async (request, reply) => {
      const { file } = request.params;
      let body = assets.get(file);
      if (!body) {
        body =
          file === 'start.js' ? Buffer.from(START_SCRIPT) : await fs.readFile(path.join(rendererDir(), file));
        assets.set(file, body);
      }
      reply.header('cache-control', 'public, max-age=86400');
      return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(body);
    },
  });
}
