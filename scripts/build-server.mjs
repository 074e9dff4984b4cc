// `npm run build:server`: compiles the server and its command-line tools to JavaScript in
// dist/server/, so production starts without compiling TypeScript. The repository's modules and the
// pure-JavaScript packages are bundled; native addons load from node_modules, which ships beside it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Entry points: the server, its worker threads, and the CLIs an operator runs in the image. */
export const SERVER_ENTRIES = {
  server: 'api/server.ts',
  'admin-create': 'api/cli/admin-create.ts',
  'settings-set': 'api/cli/settings-set.ts',
  db: 'db/cli.ts',
  'catalogue-import': 'api/cli/catalogue-import.ts',
  backup: 'api/cli/backup.ts',
  restore: 'api/cli/restore.ts',
  // Scheduled backups copy the database in a worker thread of their own (found beside server.js).
  'backup-worker': 'api/services/backup/snapshot-worker.ts',
  // The scraper's page reader runs in a worker thread of its own (found beside server.js).
  'scrape-worker': 'api/services/scraper/extract-worker.ts',
  // SVG logos are rasterised in a child process of their own (killed past its time limit).
  'logo-raster': 'api/services/logo-raster-child.ts',
};

// Chunk names carry content hashes: a new build replaces the folder, so old chunks never pile up.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
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
  // Pure-JavaScript packages are bundled too: one file to load instead of hundreds to resolve and
  // read at every start. Native addons (and the packages that load them) stay in node_modules.
  external: ['better-sqlite3', 'sharp', '@node-rs/argon2'],
  // Bundled CommonJS packages call require(); ESM output gives them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
});
console.log('server compiled to dist/server/');
