/**
 * Vite plugin: which chunks a dynamic import preloads (Vite adds a `<link rel="modulepreload">` per
 * chunk from script, and on a slow phone each link costs main-thread time while the page is being
 * taken over).
 *
 * - The entry starts the app after the first paint of a rendered page: it preloads nothing, the
 *   app's chunks arrive as the app's own imports name them.
 * - A route's chunk preloads only what the app has not loaded already: everything the app module
 *   imports, directly or not, is in memory before any route is asked for.
 */
import type { ModulePreloadOptions, Plugin } from 'vite';

/** The app module (web/main.tsx), imported by the entry once the page is painted. */
const APP_MODULE = /[\\/]web[\\/]main\.tsx$/;

export interface PreloadChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** File names of the app module's chunk and of every chunk it imports statically, directly or not. */
export function appChunks(chunks: PreloadChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const stack = chunks
    .filter((chunk) => chunk.facadeModuleId !== null && APP_MODULE.test(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    stack.push(...(byName.get(name)?.imports ?? []));
  }
  return found;
}

/** The plugin reads the bundle before Vite writes the preload lists; `resolveDependencies` cuts them. */
export function preloadLists(): {
  plugin: Plugin;
  resolveDependencies: NonNullable<ModulePreloadOptions['resolveDependencies']>;
} {
  let entries = new Set<string>();
  let loaded = new Set<string>();
  return {
    plugin: {
      name: 'partspoint:preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
          entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
          loaded = appChunks(chunks);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) =>
      entries.has(hostId) ? [] : deps.filter((dep) => !loaded.has(dep)),
  };
}
