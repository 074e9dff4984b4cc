// `npm run build:server`: compiles the server and its command-line tools to JavaScript in
// dist/server/, so production starts without compiling TypeScript. Packages stay external
// (node_modules ships beside it); only the repository's own modules are bundled.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Entry points: the server, and the CLIs an operator runs in the image. */
export const SERVER_ENTRIES = {
  server: 'api/server.ts',
  'admin-create': 'api/cli/admin-create.ts',
  'settings-set': 'api/cli/settings-set.ts',
  db: 'db/cli.ts',
  'catalogue-import': 'api/cli/catalogue-import.ts',
};

await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('server compiled to dist/server/');
