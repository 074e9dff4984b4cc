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
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, startBuiltApp } from './built-app.ts';
import { openMobileLine, SLOW_3G } from './mobile-line.ts';

const LINE = SLOW_3G;
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);

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
const proxy = await openMobileLine(new URL(app.baseURL), LINE);
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
