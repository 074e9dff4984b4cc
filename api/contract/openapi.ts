/** The API's machine-readable description (OpenAPI 3.1), built from the registered routes' contract schemas. */
import { Type } from 'typebox';
import { defineRoute, ErrorBody } from './define-route.ts';

export const getOpenApi = defineRoute({
  method: 'GET',
  url: '/api/openapi.json',
  access: 'public',
  schema: {
    response: {
      200: Type.Object(
        {
          openapi: Type.String(),
          info: Type.Object({}, { additionalProperties: true }),
          paths: Type.Object({}, { additionalProperties: true }),
        },
        { additionalProperties: true },
      ),
    },
  },
});

/** The files of the reference page: the renderer's own, and the page's start script. */
export const API_DOCS_ASSETS = [
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'start.js',
] as const;

/** A human-readable reference of the API, rendered in the browser from GET /api/openapi.json. */
export const getApiDocs = defineRoute({
  method: 'GET',
  url: '/api/docs',
  access: 'public',
  schema: {
    response: { 200: Type.Unsafe<string>({ type: 'string', contentMediaType: 'text/html' }) },
  },
});

export const getApiDocsAsset = defineRoute({
  method: 'GET',
  url: '/api/docs/:file',
  access: 'public',
  schema: {
    params: Type.Object({ file: Type.Union(API_DOCS_ASSETS.map((name) => Type.Literal(name))) }),
    response: {
      200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
      400: ErrorBody,
    },
  },
});
