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
import { pwaIcons } from './web/lib/pwa-icons-plugin.ts';
import { localizedManifests, webManifest } from './web/lib/pwa-manifest.ts';
import { THEME_COLOR } from './web/lib/shop.ts';

// Absolute paths: the router plugin resolves relative ones against the Vite root (web/), not the repo.
const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/** Identifies this build (the query cache of another build is not restored). */
const buildId = new Date().toISOString();

/** Chunks only the back office loads: left out of the service worker's precache (filled at build). */
const adminOnlyChunks = new Set<string>();

export default defineConfig({
  define: { __APP_BUILD__: JSON.stringify(buildId) },
  root: fromRepo('./web'),
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRepo('./web/routes'),
      generatedRouteTree: fromRepo('./web/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    adminChunks(adminOnlyChunks),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest('en'),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Shoppers never download the admin code, not even into the precache.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !adminOnlyChunks.has(entry.url)) }),
        ],
        navigateFallback: '/index.html',
        // The API, uploads and any file (robots.txt, a missing asset) are never answered with the shell.
        navigateFallbackDenylist: [/^\/(api|uploads)(\/|$)/i, /\/[^/]+\.[a-z0-9]{1,8}$/i],
        // API responses are not cached by the worker yet: the offline issue decides what and how.
        runtimeCaching: [],
      },
    }),
    pwaIcons({ source: fromRepo('./web/assets/icon.svg'), background: THEME_COLOR }),
    localizedManifests(),
  ],
});
