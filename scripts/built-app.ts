/**
 * The built app on the real server, for the scripts that look at it in a browser (screenshots,
 * Lighthouse): scripts/start.mjs (builds when stale) on a free loopback port with a fresh data folder
 * seeded with the demo catalogue; `close()` stops it and removes the folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BuiltApp {
  baseURL: string;
  close: () => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export async function startBuiltApp(name: string): Promise<BuiltApp> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `partsshop-${name}-`));
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const close = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, 300_000);
  } catch (error) {
    close();
    throw error;
  }
  return { baseURL, close };
}

/** CHROMIUM_PATH, then Debian's chromium (as playwright.config.ts looks for it). */
export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
  );
}

/** As playwright.config.ts launches it: nothing phoned home, no GPU. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
];

/**
 * The pages the browser benchmarks measure: the landing page, a search, a top-level category page
 * and a product page, as [name, path] picked from the running shop's catalogue.
 */
export async function benchmarkPages(baseURL: string): Promise<[string, string][]> {
  const [product] = (await (await fetch(`${baseURL}/api/products?limit=1&sortBy=name`)).json()) as {
    id: number;
  }[];
  const [category] = (await (await fetch(`${baseURL}/api/categories/mother`)).json()) as {
    slug: string;
  }[];
  if (!product || !category) throw new Error('the demo catalogue has no products or categories');
  return [
    ['landing', '/'],
    ['search', '/products?search=brake'],
    ['category', `/${category.slug}`],
    ['product', `/products/${product.id}`],
  ];
}
