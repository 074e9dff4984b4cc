/**
 * `npm run bench:offline`: how long a first visit takes to work offline on a slow mobile line. The
 * built app runs on the real server (demo catalogue, loopback only) behind a throttling proxy in
 * this process, so the service worker's own downloads are slowed as the page's are (the browser's
 * throttling slows the page only). Debian's Chromium opens the landing page once; printed: seconds
 * from the navigation to the worker being active (the shop opens offline: the "Ready to use
 * offline" notice), and to all of the shopper's code being cached (the routes fetched after that).
 *
 * Line: 400 kbit/s each way, 400 ms round trip (WebPageTest's "3G Slow"). BENCH_OFFLINE_RUNS=<n>
 * repeats (median printed); WEB_ROOT=<folder> measures another build of the app.
 */
import net from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, startBuiltApp } from './built-app.ts';

const LINE = { kbitPerSecond: 400, roundTripMs: 400 };
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);

/**
 * One direction of the line, shared by every connection (one radio link): bytes leave at the line's
 * rate, in order, and arrive half a round trip later. Returns when a chunk arrives.
 */
class Direction {
  private freeAt = 0;
  arrival(bytes: number): number {
    const start = Math.max(Date.now(), this.freeAt);
    this.freeAt = start + (bytes * 8) / LINE.kbitPerSecond;
    return this.freeAt + LINE.roundTripMs / 2;
  }
}

/**
 * Carries one socket's bytes over a direction: its chunks are written in the order they came, each
 * at its arrival time (one timer at a time, so timer rounding never reorders them).
 */
function pipe(from: net.Socket, to: net.Socket, line: Direction): void {
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0]!.at <= Date.now()) {
      const { chunk } = queue.shift()!;
      if (chunk === null) to.end();
      else if (to.writable) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - Date.now());
  };
  const push = (at: number, chunk: Buffer | null) => {
    queue.push({ at, chunk });
    if (!timer) timer = setTimeout(flush, Math.max(0, queue[0]!.at - Date.now()));
  };
  from.on('data', (chunk: Buffer) => push(line.arrival(chunk.length), chunk));
  from.on('end', () => push(Date.now() + LINE.roundTripMs / 2, null));
}

/** A TCP proxy on a free loopback port to `target`, throttled as LINE says. */
async function throttlingProxy(target: URL): Promise<{ url: string; close: () => void }> {
  const down = new Direction();
  const up = new Direction();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    pipe(client, upstream, up);
    pipe(upstream, client, down);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Seconds from the navigation to the worker being active, and to the later code being cached. */
async function firstVisit(url: string): Promise<{ ready: number; complete: number; files: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const started = Date.now();
    await page.goto(`${url}/`, { waitUntil: 'commit', timeout: 300_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 300_000,
      polling: 100,
    });
    const ready = (Date.now() - started) / 1000;
    // The list of code fetched once the worker is ready (absent from builds that precache it all).
    const later = await page.evaluate(async () => {
      const response = await fetch('/precache-later.json');
      return response.ok ? ((await response.json()) as string[]) : [];
    });
    await page.waitForFunction(
      async (files) => {
        const cache = await caches.open('assets-later');
        const cached = await Promise.all(files.map((file) => cache.match(file)));
        return cached.every(Boolean);
      },
      later,
      { timeout: 300_000, polling: 250 },
    );
    return { ready, complete: (Date.now() - started) / 1000, files: later.length };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startBuiltApp('offline');
const proxy = await throttlingProxy(new URL(app.baseURL));
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await firstVisit(proxy.url));
  const ready = median(runs.map((r) => r.ready));
  const complete = median(runs.map((r) => r.complete));
  console.log(
    `offline readiness, first visit to / on ${LINE.kbitPerSecond} kbit/s, ${LINE.roundTripMs} ms RTT ` +
      `(median of ${RUNS}): ready to use offline after ${ready.toFixed(1)} s; ` +
      `all shopper code cached after ${complete.toFixed(1)} s (${runs[0]?.files ?? 0} files fetched after ready); ` +
      `runs: ${runs.map((r) => `${r.ready.toFixed(1)}/${r.complete.toFixed(1)}`).join(', ')}`,
  );
} finally {
  proxy.close();
  app.close();
}
