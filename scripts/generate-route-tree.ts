/**
 * Writes web/routeTree.gen.ts (gitignored) without a build, for `tsc` on a fresh checkout:
 * `npx tsx scripts/generate-route-tree.ts`. Resolving the Vite config runs the router plugin's
 * generator with exactly the options the build uses (@tanstack/router-cli is not installed).
 */
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

await resolveConfig({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) }, 'build');
