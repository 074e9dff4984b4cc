/**
 * Catalogue pages rendered on the server: the home page, product lists and searches, category pages,
 * product pages and the information pages arrive as HTML with their content, their head (title,
 * description, canonical and language alternates, Open Graph, structured data) and the catalogue
 * answers the app needs to take them over without asking again. The renderer is the web app's own
 * (built by `npm run build` into dist/ssr/); it reads the API in-process.
 *
 * Pages are answers of the catalogue cache, one copy per language, currency and country (the
 * `Vary` headers say so to shared caches), with ETags: a repeat visit is a 304 with no rendering.
 * Account, cart, checkout and back-office pages are the app's shell, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GeoDefaults } from '#api/contract/geo.ts';
import { geoDefaults } from '../services/geo.ts';

/** What the web app's server entry exports (web/entry-server.tsx). */
interface Renderer {
  render(request: {
    url: string;
    cookie: string | undefined;
    geo: GeoDefaults;
    origin: string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{
    status: number;
    html: string;
    head: { tags: string };
    payload: unknown;
    preferences: { language: string; currency: string; country: string };
    passes: number;
  }>;
  variantOf(url: string, cookie: string | undefined, geo: GeoDefaults): string;
  payloadJson(payload: unknown): string;
  SSR_PAYLOAD_ID: string;
}

export interface PageRenderingOptions {
  webRoot: string;
  /** The built renderer; by default dist/ssr/entry-server.js beside the web root. */
  entry?: string;
  geoCountryHeader: string | undefined;
  /** The shop's public address: canonical links and structured data never take the request's Host. */
  publicUrl: string;
}

/** First path segments of the app's own screens: personal or back-office pages, never rendered here. */
const SHELL_SECTIONS = new Set([
  'admin',
  'cart',
  'checkout',
  'confirm-email',
  'forgot-password',
  'orders',
  'profile',
  'register',
  'reset-password',
  'scraper',
  'sign-in',
  'signin',
  'track',
  'wishlist',
]);

/** First path segments that belong to the server, not to the app: their unknown addresses are 404s. */
const NEVER_PAGES = new Set(['api', 'uploads']);

/** The rendered addresses (category pages are /{mother}[/{sub}[/{subSub}]]). */
const PAGE_ROUTES = [
  '/',
  '/products',
  '/products/:id',
  '/product/:id',
  '/category/:slug',
  '/:mother',
  '/:mother/:sub',
  '/:mother/:sub/:subSub',
];

/** The built index.html split around the app's root element, without its fixed title and description. */
function loadTemplate(webRoot: string) {
  const html = fs
    .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '');
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < 0) throw new Error('index.html has no root element or head');
  return {
    /** Up to `</head>`, with `{lang}` for the document's language. */
    head: html.slice(0, headEnd).replace(/<html lang="[^"]*"/, '<html lang="{lang}"'),
    /** From `</head>` to the root element's content. */
    bodyStart: `${html.slice(headEnd, at)}<div id="root">`,
    /** After the root element's content. */
    bodyEnd: `</div>${html.slice(at + root.length)}`,
  };
}

/**
 * Registers the rendered pages when the renderer is built; returns whether it was. Without it (a
 * checkout that ran only `vite build` before this existed, or the API tests) every page is the shell.
 */
export async function registerPageRendering(
  app: FastifyInstance,
  options: PageRenderingOptions,
): Promise<boolean> {
  const entry = options.entry ?? path.resolve(options.webRoot, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'no page renderer built: pages are rendered in the browser (`npm run build`)');
    return false;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const template = loadTemplate(options.webRoot);
  const geoOf = (request: FastifyRequest) => geoDefaults(request.headers, options.geoCountryHeader);
  const vary = ['cookie', ...geoOf({ headers: {} } as FastifyRequest).varyOn];

  /** API answers for the renderer, in-process (never over the network); public reads only. */
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
    });
    return new Response(answer.statusCode === 304 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const origin = new URL(options.publicUrl).origin;

  function sendShell(reply: FastifyReply) {
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', options.webRoot);
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const first = pathname.split('/')[1] ?? '';
    // Files (a missing asset, robots.txt), the API and uploads are never pages.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) || NEVER_PAGES.has(first.toLowerCase()))
      return reply.callNotFound();
    if (SHELL_SECTIONS.has(first.toLowerCase())) return sendShell(reply);
    let page: Awaited<ReturnType<Renderer['render']>>;
    const started = performance.now();
    try {
      page = await renderer.render({
        url: request.url,
        cookie: request.headers.cookie,
        geo: geoOf(request).defaults,
        origin,
        transport,
      });
    } catch (error) {
      // A page that cannot be rendered here is still the shop: the app renders it in the browser.
      request.log.error({ err: error }, 'page rendering failed');
      return sendShell(reply);
    }
    const html =
      template.head.replace('{lang}', page.preferences.language) +
      `  ${page.head.tags}\n  ` +
      template.bodyStart +
      page.html +
      template.bodyEnd.replace(
        '</body>',
        `<script type="application/json" id="${renderer.SSR_PAYLOAD_ID}">${renderer.payloadJson(page.payload)}</script>\n  </body>`,
      );
    if (page.status !== 200) reply.header('cache-control', 'no-cache');
    // What rendering cost (browser dev tools show it); a copy from the cache carries none.
    reply.header(
      'server-timing',
      `render;dur=${(performance.now() - started).toFixed(1)};desc="${page.passes} pass${page.passes === 1 ? '' : 'es'}"`,
    );
    return reply.code(page.status).type('text/html; charset=utf-8').send(html);
  }

  const variant = (request: FastifyRequest) =>
    renderer.variantOf(request.url, request.headers.cookie, geoOf(request).defaults);
  for (const url of PAGE_ROUTES) {
    app.get(url, { config: { catalogueCache: { variant, vary } } }, renderPage);
  }
  return true;
}
