/**
 * The OpenAPI 3.1 document of the API, built from the routes as registered: their method, URL, access
 * level (`x-access`, and the session cookie as security for customer and admin routes) and the
 * contract's own TypeBox schemas (JSON Schema already) for the path, query, body and every answer,
 * errors included. Nothing is written twice: a route is in the document because it is registered.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: 'public' | 'customer' | 'admin';
  schema?: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: Record<string | number, unknown>;
  };
}

type Json = Record<string, unknown>;

/** A schema as plain JSON (TypeBox's symbol keys dropped). */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema ?? {})) as Json;

/** `/api/orders/:id/invoices/:invoiceId` -> `/api/orders/{id}/invoices/{invoiceId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: unknown, where: 'path' | 'query'): Json[] {
  const object = plain(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content',
  '302': 'Redirect',
  '303': 'See other',
  '400': 'Bad request: the message names what is wrong',
  '401': 'Not signed in',
  '403': 'Not allowed',
  '404': 'Not found',
  '409': 'Conflict',
  '413': 'Too large',
  '415': 'Unsupported content type',
  '422': 'Unprocessable',
  '429': 'Too many requests',
  '502': 'Outside service failed',
  '503': 'Unavailable',
};

function responses(response: Record<string | number, unknown> | undefined): Json {
  const out: Json = {};
  for (const [status, schema] of Object.entries(response ?? {})) {
    const json = plain(schema);
    const media = typeof json.contentMediaType === 'string' ? json.contentMediaType : 'application/json';
    out[status] = {
      description: REASONS[status] ?? `HTTP ${status}`,
      content: { [media]: { schema: json } },
    };
  }
  if (Object.keys(out).length === 0) out.default = { description: 'The answer' };
  return out;
}

export interface OpenApiDocument extends Json {
  openapi: '3.1.0';
  info: Json;
  paths: Record<string, Json>;
}

export function buildOpenApi(
  routes: readonly RegisteredRoute[],
  info: { title: string; version: string },
): OpenApiDocument {
  const paths: Record<string, Json> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (method === 'head' || method === 'options' || !route.url.startsWith('/api/')) continue;
    const path = openApiPath(route.url);
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schema = route.schema ?? {};
    const operation: Json = {
      operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      tags: [path.split('/')[2] ?? 'api'],
      'x-access': route.access,
      security: route.access === 'public' ? [] : [{ session: [] }],
      parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
      responses: responses(schema.response),
    };
    if (schema.body !== undefined) {
      const body = plain(schema.body);
      const media = typeof body.contentMediaType === 'string' ? body.contentMediaType : 'application/json';
      operation.requestBody = { required: true, content: { [media]: { schema: body } } };
    }
    paths[path] = { ...(paths[path] ?? {}), [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every endpoint of the shop. `x-access` is who may call it: public, a signed-in customer (session cookie) or an administrator. Errors answer `{ error, message }` with the message in the request language.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
    paths,
  };
}
