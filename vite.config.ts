/**
 * Vite build of the PWA in web/: file routes, React, Tailwind v4, a generated service worker and
 * web manifest, and icons rendered from web/assets/icon.svg. The dev server proxies the API.
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminChunks } from './web/lib/admin-chunks-plugin.ts';
import { preloadLists } from './web/lib/preload-plugin.ts';
import { pwaIcons } from './web/lib/pwa-icons-plugin.ts';
import { pwaRegisterStub } from './web/lib/pwa-register-stub-plugin.ts';
import { LATER_ASSETS_CACHE, PAGES_CACHE } from './web/lib/sw-caches.ts';
import { SW_EXTENSION_FILE, swExtension } from './web/lib/sw-extension-plugin.ts';
import { localizedManifests, webManifest } from './web/lib/pwa-manifest.ts';
import { THEME_COLOR } from './web/lib/shop.ts';

// Absolute paths: the router plugin resolves relative ones against the Vite root (web/), not the repo.
const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/** Identifies this build (the query cache of another build is not restored). */
const buildId = new Date().toISOString();

/** Chunks only the back office loads: left out of the service worker's precache (filled at build). */
const adminOnlyChunks = new Set<string>();
const laterChunkFiles = new Set<string>();

const routerPlugin = (codeSplitting: boolean) =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: codeSplitting,
    routesDirectory: fromRepo('./web/routes'),
    generatedRouteTree: fromRepo('./web/routeTree.gen.ts'),
    quoteStyle: 'single',
    semicolons: true,
  });

/**
 * The server's page renderer (`vite build --ssr`): the same app as one self-contained module in
 * dist/ssr/ (every package bundled, no route chunks to wait for), without the service worker.
 */
const ssrConfig = defineConfig({
  define: { __APP_BUILD__: JSON.stringify(buildId) },
  root: fromRepo('./web'),
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: fromRepo('./dist/ssr'),
    emptyOutDir: true,
    ssr: fromRepo('./web/entry-server.tsx'),
    rollupOptions: { output: { entryFileNames: 'entry-server.js', format: 'es' } },
  },
  plugins: [routerPlugin(false), react(), pwaRegisterStub()],
});

const preload = preloadLists();

const browserConfig = defineConfig({
  define: { __APP_BUILD__: JSON.stringify(buildId) },
  root: fromRepo('./web'),
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
    // Every browser the shop supports preloads modules itself; the lists are cut (preload-plugin).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  plugins: [
    routerPlugin(true),
    react(),
    tailwindcss(),
    adminChunks(adminOnlyChunks, laterChunkFiles),
    preload.plugin,
    swExtension(fromRepo('./web/sw-sync.ts')),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest('en'),
      workbox: {
        // The app icons (PNG) are the browser's to fetch for installing; the Background Sync script
        // is kept by the browser with the worker itself (importScripts).
        globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2}'],
        globIgnores: [SW_EXTENSION_FILE],
        // Shoppers never download the admin code, not even into the precache. The worker installs
        // (the shop works offline) once the catalogue, cart and wishlist code is in; the other
        // shopper routes' code is fetched right after (web/sw-sync.ts, LATER_CHUNKS_FILE).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !adminOnlyChunks.has(entry.url) && !laterChunkFiles.has(entry.url),
            ),
          }),
        ],

        // A new worker waits for the shopper's "Reload" (web/lib/pwa.ts); until then the old one keeps
        // serving the old hashed assets from its precache.
        cleanupOutdatedCaches: true,
        // The first worker takes the open page at once, so a first visit already works offline; later
        // versions still wait for the shopper's Reload (no skipWaiting).
        clientsClaim: true,
        // The outbox's Background Sync (web/sw-sync.ts).
        importScripts: [`/${SW_EXTENSION_FILE}`],
        // Navigations are handled by the first runtime route below (the plugin would add a shell-first one).
        navigateFallback: null,
        runtimeCaching: [
          {
            // Pages: the server renders catalogue pages, so a navigation asks the network first (a
            // fresh page with fresh prices); offline or after 4 s, the page as last seen, else the
            // app's shell, which renders any page from the data cached below. The API (the sandbox
            // payment page included), uploads and files (robots.txt, a missing asset) are never
            // answered from here. Workbox serialises these functions into sw.js: no outer variables.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.mode === 'navigate' &&
              !/^\/(api|uploads)(\/|$)/i.test(url.pathname) &&
              !/\/[^/]+\.[a-z0-9]{1,8}$/i.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: PAGES_CACHE,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 100, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
              // Rendered pages and the shell (404 pages are not kept: they say noindex and "not found").
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // Offline with no copy of this page: the precached shell (its key carries a revision).
                  handlerDidError: async () =>
                    (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
                  // No answer within the limit (a dead connection the phone calls online) and no copy
                  // of this page: the shell too, rather than waiting for the network for ever.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
                    cachedResponse ?? (await caches.match('/index.html', { ignoreSearch: true })),
                },
              ],
            },
          },
          {
            // The public catalogue: network first (fresh prices and stock), the last answer after 3 s
            // or offline. Admin-only, session-bound and personal calls (auth, cart, wishlist, orders,
            // payments, the plate lookup) match nothing here and always go to the network.
            // Workbox serialises this function into sw.js: it may not use outer variables.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              // A price the shopper confirms an order against must be the server's of this moment.
              !request.headers.has('X-Network-Only') &&
              /^\/api\/(categories(?!\/hierarchy)(\/|$)|brands$|products(\/|$)|vehicles\/(makes|models|lookup-options|type-code|\d+)|currency\/|seller$)/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'catalogue-api',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 400, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // An answer from this cache says so: the page then knows the network did not answer
                  // (the connection is checked, and the offline banner shows if it is down).
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('X-Served-From-Cache', '1');
                    return new Response(cachedResponse.body, {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
          {
            // The app's code not in the precache (hashed names, never change): the shopper routes'
            // code fetched once the worker is ready, and the back office's for an admin.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: LATER_ASSETS_CACHE,
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Product pictures and brand logos (content-addressed, never change): cache first, bounded
            // by count and age; a full quota empties this cache rather than failing the page.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 500, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    pwaIcons({ source: fromRepo('./web/assets/icon.svg'), background: THEME_COLOR }),
    localizedManifests(),
  ],
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : browserConfig));
