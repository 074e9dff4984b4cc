/**
 * Vite plugin: finds the chunks only the back office loads, so the service worker does not precache
 * them (a shopper's phone never downloads the admin code, not even in the background).
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

/** File names of the chunks reachable from the entries only through an admin route chunk. */
export function adminOnlyChunks(chunks: ChunkNode[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isAdminRoot = (chunk: ChunkNode) =>
    [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some(
      (id) => ADMIN_ROUTE_MODULE.test(id) || ADMIN_MESSAGES_MODULE.test(id),
    );
  const shopper = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    const chunk = byName.get(name);
    if (!chunk || shopper.has(name)) continue;
    // The entry and the chunk holding the route tree (which names every route) are never admin roots.
    const holdsRouteTree = chunk.moduleIds.some((id) => ROUTE_TREE_MODULE.test(id));
    if (!chunk.isEntry && !holdsRouteTree && isAdminRoot(chunk)) continue;
    shopper.add(name);
    stack.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return new Set(chunks.map((chunk) => chunk.fileName).filter((name) => !shopper.has(name)));
}

/** The plugin fills `found` at bundle time; the PWA plugin's manifest transform reads it afterwards. */
export function adminChunks(found: Set<string>): Plugin {
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
    },
  };
}
