/**
 * Vite plugin: bundles web/sw-sync.ts (TypeScript, with Dexie) into `sw-sync.js` beside the generated
 * service worker, which loads it with importScripts (vite.config.ts). The worker itself stays
 * Workbox's generated one; this adds only what Workbox does not generate: the outbox's Background Sync.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const SW_EXTENSION_FILE = 'sw-sync.js';

export function swExtension(entry: string): Plugin {
  return {
    name: 'partspoint-sw-extension',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
      });
      const output = result.outputFiles[0];
      if (!output) throw new Error(`no output for ${entry}`);
      this.emitFile({ type: 'asset', fileName: SW_EXTENSION_FILE, source: output.contents });
    },
  };
}
