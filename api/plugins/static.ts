/**
 * Serves the built PWA and uploaded files. Hashed assets are cached for a year; the shell, the
 * service worker and the manifest are revalidated every time. Catalogue pages are rendered on the
 * server (./page-rendering.ts); a GET for HTML on any other non-API path gets index.html (client-side
 * routing); /api/* never does.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.ts';
import { registerPageRendering } from './page-rendering.ts';
import { requestLanguage, translate } from '../http/messages.ts';

export interface StaticOptions {
  webRoot: string;
  uploadsDir: string;
  /** For the first-visit language and currency of rendered pages. */
  geoCountryHeader?: string | undefined;
  /** The shop's public address (canonical links of rendered pages). */
  publicUrl?: string;
  /** The page renderer (default: dist/ssr beside the web root); false: every page is the shell. */
  renderer?: string | false;
}

const YEAR = 31536000;
/** Logos stored by the upload (api/services/admin-brands.ts): `brands/<slug>-<12 hex>.<ext>`. */
const HASHED_LOGO = /^brands\/[a-z0-9-]+-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** A navigation to a client route: accepts HTML and does not name a file (`/assets/x.js`). */
function isClientRoute(request: FastifyRequest, pathname: string): boolean {
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

export const staticPlugin = fp<StaticOptions>(async function staticFiles(app: FastifyInstance, options) {
  const indexFile = path.join(options.webRoot, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (!hasWeb) app.log.warn({ webRoot: options.webRoot }, 'no built web app found: run `npm run build`');

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    maxAge: '1d',
    setHeaders: (res, filePath) => {
      // Uploaded and scraped files are data, never active content (an SVG may carry script).
      res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.header('x-content-type-options', 'nosniff');
      // Uploaded brand logos are named after their content: a new logo is a new address.
      const relative = path.relative(options.uploadsDir, filePath).split(path.sep).join('/');
      if (HASHED_LOGO.test(relative)) res.header('cache-control', `public, max-age=${YEAR}, immutable`);
    },
  });

  const rendered =
    hasWeb &&
    options.renderer !== false &&
    (await registerPageRendering(app, {
      webRoot: options.webRoot,
      geoCountryHeader: options.geoCountryHeader,
      publicUrl: options.publicUrl ?? 'http://localhost',
      ...(options.renderer ? { entry: options.renderer } : {}),
    }));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      wildcard: false,
      // With rendered pages, `/` is the rendered home page; /index.html stays the app's shell.
      index: rendered ? false : ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.webRoot, filePath);
        const immutable = relative.startsWith(`assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/api(\/|$)/i.test(pathname)) return sendApiNotFound(request, reply);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isRead && !/^\/uploads(\/|$)/i.test(pathname) && isClientRoute(request, pathname)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', options.webRoot);
    }
    const language = requestLanguage(request);
    return reply.status(404).send({ error: 'not_found', message: translate(language, 'not_found') });
  });
});
