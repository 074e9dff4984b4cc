/**
 * Vite plugin: finds the chunks only the back office loads, so the service worker does not precache
 * them (a shopper's phone never downloads the admin code, not even in the background), and the
 * shopper's chunks that can wait until the worker is ready (it installs sooner without them).
 *
 * The router splits every route's component into its own chunk. A chunk is "admin only" when it cannot
 * be reached from the app's entry without passing through an admin route's chunk or the back office's
 * messages (which the route tree imports on demand).
 */
import type { Plugin } from 'vite';

/** Route files of the back office: web/routes/admin*.tsx and web/routes/scraper*.tsx. */
export const ADMIN_ROUTE_MODULE = /[\\/]web[\\/]routes[\\/](admin|scraper)[.\w$-]*\.tsx/;
/** The back office's messages (web/i18n/admin-en.ts, admin-pl.ts), loaded by its routes only. */
export const ADMIN_MESSAGES_MODULE = /[\\/]web[\\/]i18n[\\/]admin-(en|pl)\.ts$/;
/** The route tree: it names every route (the admin ones too), and every page needs it. */
const ROUTE_TREE_MODULE = /[\\/]web[\\/]routeTree\.gen\.ts$/;

interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/**
 * Route files a shopper needs first, offline included: the catalogue (landing, lists, categories,
 * product pages, search), the cart and the wishlist. Every other shopper route (checkout, account,
 * orders, information pages ...) is cached after the worker is ready.
 */
export const FIRST_ROUTE_MODULE =
  /[\\/]web[\\/]routes[\\/](index|products\.[\w$-]+|product\.[\w$-]+|category\.[\w$-]+|\$motherSlug[.\w$-]*|cart|wishlist)\.tsx/;

/**
 * File names of the chunks reachable from the entries only through a chunk `isRoot` picks (the
 * entry and the chunk holding the route tree never count as such).
 */
function reachableOnlyThrough(chunks: ChunkNode[], isRoot: (chunk: ChunkNode) => boolean): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const other = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    const chunk = byName.get(name);
    if (!chunk || other.has(name)) continue;
    // The entry and the chunk holding the route tree (which names every route) are never roots.
    const holdsRouteTree = chunk.moduleIds.some((id) => ROUTE_TREE_MODULE.test(id));
    if (!chunk.isEntry && !holdsRouteTree && isRoot(chunk)) continue;
    other.add(name);
    stack.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return new Set(chunks.map((chunk) => chunk.fileName).filter((name) => !other.has(name)));
}

const moduleIdsOf = (chunk: ChunkNode) => [chunk.facadeModuleId ?? '', ...chunk.moduleIds];

/** File names of the chunks reachable from the entries only through an admin route chunk. */
export function adminOnlyChunks(chunks: ChunkNode[]): Set<string> {
  return reachableOnlyThrough(chunks, (chunk) =>
    moduleIdsOf(chunk).some((id) => ADMIN_ROUTE_MODULE.test(id) || ADMIN_MESSAGES_MODULE.test(id)),
  );
}

/**
 * File names of the shopper's chunks that can wait until the worker is ready: reachable only
 * through a route chunk other than the first ones (FIRST_ROUTE_MODULE); admin-only chunks excluded.
 */
export function laterChunks(chunks: ChunkNode[]): Set<string> {
  const admin = adminOnlyChunks(chunks);
  const isRoute = (id: string) => /[\\/]web[\\/]routes[\\/]/.test(id) && !/[\\/]__root\.tsx/.test(id);
  const later = reachableOnlyThrough(chunks, (chunk) => {
    const ids = moduleIdsOf(chunk);
    return ids.some(isRoute) && !ids.some((id) => FIRST_ROUTE_MODULE.test(id));
  });
  return new Set([...later].filter((name) => !admin.has(name)));
}

/** Where the list of later chunks is written (read by the service worker once it is ready). */
export const LATER_CHUNKS_FILE = 'precache-later.json';

/**
 * The plugin fills `found` (admin only) at bundle time, for the PWA plugin's manifest transform, and
 * writes the list of chunks cached after the worker is ready (LATER_CHUNKS_FILE).
 */
export function adminChunks(found: Set<string>, later: Set<string>): Plugin {
  return {
    name: 'partspoint:admin-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      found.clear();
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
              },
            ]
          : [],
      );
      for (const name of adminOnlyChunks(chunks)) found.add(name);
      later.clear();
      for (const name of laterChunks(chunks)) later.add(name);
      const base = this.environment?.config.base ?? '/';
      this.emitFile({
        type: 'asset',
        fileName: LATER_CHUNKS_FILE,
        source: JSON.stringify([...later].sort().map((name) => `${base}${name}`)),
      });
    },
  };
}
