/**
 * Who may call what, enforced on the server for every route from the `access` its contract
 * definition declares ('public' | 'customer' | 'admin'): an /api route registered without one is
 * refused at start-up, so no endpoint is open by omission. Pages outside /api are public. Guests get
 * 401, signed-in customers 403 on admin routes. Also refuses state-changing requests from other sites
 * (Origin / Sec-Fetch-Site).
 */
import type { RegisteredRoute } from '../services/openapi.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '#api/contract/define-route.ts';
import { findUserById, type UserRow } from '#db/repositories/users.ts';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** From the route's contract definition (spread into `app.route`). */
    access?: Access;
  }
  interface FastifyContextConfig {
    /**
     * 'allow': a signed request from another site is expected here (the payment gateway's redirect
     * and callback, verified by their control signature instead).
     */
    crossSite?: 'allow';
  }
  interface FastifyRequest {
    /** The signed-in user (loaded once per request), or null. */
    currentUser(): Promise<UserRow | null>;
  }
  interface FastifyInstance {
    /** Every route with the access it was given: the route x role test walks this list. */
    /** Every registered route with its access and contract schemas (the OpenAPI document reads it). */
    routeAccess: { method: string; url: string; access: Access; schema?: RegisteredRoute['schema'] }[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route's access: what its contract says; pages and files outside /api are public. */
export function accessOf(method: string, url: string, declared: Access | undefined): Access {
  if (declared) return declared;
  if (url === '/api' || url.startsWith('/api/')) {
    throw new Error(`${method} ${url} has no access level: define it in api/contract with defineRoute`);
  }
  return 'public';
}

/** The signed-in user or a 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new AppError(401, 'unauthorized');
  return user;
}

async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await requireUser(request);
  if (user.isAdmin !== 1) throw new AppError(403, 'forbidden');
}

/** The request's own origin: scheme (X-Forwarded-Proto only from a trusted proxy), host and port. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from another site. Origin must be the request's own origin or the shop's
 * public one (PUBLIC_URL: behind a TLS proxy the connection itself is plain http), scheme included:
 * `https://shop` posting to `http://shop` is another site.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // An opaque origin ('null': a form posted under Referrer-Policy no-referrer, as ours are) says
  // nothing; the browser's Sec-Fetch-Site then decides, and without it the request is refused.
  if (origin === 'null') return site !== 'same-origin';
  if (origin) {
    let from: string;
    try {
      from = new URL(origin).origin;
    } catch {
      return true;
    }
    return from !== ownOrigin(request) && from !== publicOrigin;
  }
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

export const authPlugin = fp<{ publicUrl?: string | undefined }>(async function auth(
  app: FastifyInstance,
  options,
) {
  const publicOrigin =
    options.publicUrl && URL.canParse(options.publicUrl) ? new URL(options.publicUrl).origin : null;
  app.decorate('routeAccess', []);
  app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
    const cache = this as FastifyRequest & { userCache?: Promise<UserRow | null> };
    cache.userCache ??= (async () => {
      const id = this.session?.userId;
      if (id === undefined) return null;
      // The user is read fresh: a deleted account's cookie is dead at once.
      return (await findUserById(app.db, id)) ?? null;
    })();
    return cache.userCache;
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite === 'allow') return;
    if (isCrossSite(request, publicOrigin)) throw new AppError(403, 'cross_site');
  });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = accessOf(methods.join(','), route.url, route.access);
    for (const method of methods) {
      if (method !== 'HEAD')
        app.routeAccess.push({
          method,
          url: route.url,
          access,
          ...(route.schema ? { schema: route.schema as RegisteredRoute['schema'] } : {}),
        });
    }
    if (access === 'public') return;
    const guard = access === 'admin' ? requireAdmin : requireUser;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    // At onRequest (after the session is read): a guest learns nothing, not even which body is valid.
    route.onRequest = [async (request: FastifyRequest) => void (await guard(request)), ...existing];
  });
});
