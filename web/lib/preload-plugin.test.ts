/** Which chunks a dynamic import preloads: nothing from the entry, only what the app lacks for a route. */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appChunks, preloadLists, type PreloadChunk } from './preload-plugin.ts';

const chunk = (fileName: string, extra: Partial<PreloadChunk> = {}): PreloadChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...extra,
});

const chunks = [
  chunk('assets/index.js', { isEntry: true, facadeModuleId: '/repo/web/boot.ts' }),
  chunk('assets/main.js', {
    facadeModuleId: '/repo/web/main.tsx',
    imports: ['assets/api-client.js', 'assets/tooltip.js'],
  }),
  chunk('assets/api-client.js', { imports: ['assets/runtime.js'] }),
  chunk('assets/tooltip.js', { imports: ['assets/runtime.js'] }),
  chunk('assets/runtime.js'),
  chunk('assets/product.js', { imports: ['assets/gallery.js', 'assets/api-client.js'] }),
  chunk('assets/gallery.js'),
];

describe('appChunks', () => {
  it('finds the app module and everything it imports, directly or not', () => {
    expect([...appChunks(chunks)].sort()).toEqual([
      'assets/api-client.js',
      'assets/main.js',
      'assets/runtime.js',
      'assets/tooltip.js',
    ]);
  });

  it('finds nothing without the app module', () => {
    expect(appChunks(chunks.filter((c) => c.fileName !== 'assets/main.js')).size).toBe(0);
  });
});

describe('preloadLists', () => {
  const { plugin, resolveDependencies } = preloadLists();
  const bundle = Object.fromEntries(
    chunks.map((c) => [c.fileName, { ...c, type: 'chunk' as const }]),
  ) as unknown as Rollup.OutputBundle;
  const generate = plugin.generateBundle as unknown as {
    handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  generate.handler({}, bundle);

  it('preloads nothing for the entry: the app starts after the first paint', () => {
    const deps = ['assets/main.js', 'assets/api-client.js', 'assets/tooltip.js', 'assets/runtime.js'];
    expect(
      resolveDependencies('assets/main.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual([]);
  });

  it("preloads a route's own chunks, not those the app has loaded already", () => {
    const deps = ['assets/product.js', 'assets/gallery.js', 'assets/api-client.js', 'assets/runtime.js'];
    expect(
      resolveDependencies('assets/product.js', deps, { hostId: 'assets/main.js', hostType: 'js' }),
    ).toEqual(['assets/product.js', 'assets/gallery.js']);
  });
});
