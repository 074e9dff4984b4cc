/**
 * Reads product pages off the server's thread: a worker thread with its own memory limit runs the
 * extraction, and a page that takes longer than the time limit (counted from when the worker is
 * ready) ends the worker (a new one starts for the next page). The admin gets a 422 `scrape_page_too_complex`; every other request goes on being
 * answered meanwhile.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';
import { workerEntry } from '../worker-entry.ts';
import type { ExtractedProduct } from './extract.ts';

export interface PageReaderLimits {
  /** A page still being read after this long is given up (default 15 s). */
  timeoutMs?: number;
  /** The worker's heap (default 384 MB: a 5 MB page parses in about a third of it). */
  maxHeapMb?: number;
}

export interface PageReader {
  extract(html: string, url: string): Promise<ExtractedProduct>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  html: string;
  url: string;
  resolve: (product: ExtractedProduct) => void;
  reject: (error: unknown) => void;
}

/**
 * The worker's entry: the compiled `scrape-worker.js` beside the server bundle in production; from
 * TypeScript sources (tests, `npm run dev`), the .ts module loaded through tsx, whose hooks Node 20
 * applies to the main thread only.
 */
function spawnWorker(maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
  const entry = workerEntry(import.meta.url, './extract-worker.ts', 'scrape-worker');
  if (entry.source) {
    return new Worker(
      `const { workerData } = require('node:worker_threads');
       import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`,
      {
        eval: true,
        workerData: {
          entry: entry.url.href,
          tsx: import.meta.resolve('tsx/esm/api'),
        },
        resourceLimits,
      },
    );
  }
  return new Worker(entry.url, { resourceLimits });
}

/** How long a new worker may take to load its modules. */
const STARTUP_LIMIT_MS = 30_000;

export function createPageReader(limits: PageReaderLimits = {}): PageReader {
  const timeoutMs = limits.timeoutMs ?? 15_000;
  const maxHeapMb = limits.maxHeapMb ?? 384;
  const queue: Job[] = [];
  let worker: Worker | undefined;
  /** Whether the worker has loaded its modules (a page's time limit starts then). */
  let ready = false;
  let current: (Job & { timer: NodeJS.Timeout | undefined; startup?: NodeJS.Timeout }) | undefined;
  let nextId = 1;
  let closed = false;

  const tooComplex = () =>
    new AppError(422, 'scrape_page_too_complex', { seconds: Math.max(1, Math.ceil(timeoutMs / 1000)) });

  /** Ends the worker (a stuck or broken one): the next page starts a new one. */
  const discard = () => {
    const old = worker;
    worker = undefined;
    ready = false;
    if (old) {
      old.removeAllListeners();
      // A worker that failed still gets an 'error' listener: terminating must not throw unhandled.
      old.on('error', () => undefined);
      void old.terminate();
    }
  };

  const finish = (outcome: { product: ExtractedProduct } | { error: unknown }) => {
    const job = current;
    if (!job) return;
    current = undefined;
    clearTimeout(job.timer);
    clearTimeout(job.startup);
    if ('product' in outcome) job.resolve(outcome.product);
    else job.reject(outcome.error);
    pump();
  };

  /** Sends the current page to a ready worker and starts its clock. */
  const send = () => {
    if (!current || !worker || !ready || current.timer) return;
    clearTimeout(current.startup);
    current.timer = setTimeout(() => {
      discard();
      finish({ error: tooComplex() });
    }, timeoutMs);
    worker.postMessage({ id: current.id, html: current.html, url: current.url });
  };

  const start = (): Worker => {
    const w = spawnWorker(maxHeapMb);
    w.unref();
    w.on(
      'message',
      (message: {
        ready?: boolean;
        id?: number;
        product?: ExtractedProduct;
        error?: string;
        tooComplex?: boolean;
      }) => {
        if (message.ready) {
          if (worker === w) {
            ready = true;
            send();
          }
          return;
        }
        if (!current || message.id !== current.id) return;
        if (message.product) finish({ product: message.product });
        else if (message.tooComplex) finish({ error: tooComplex() });
        else finish({ error: new Error(`page reader failed: ${message.error ?? 'unknown error'}`) });
      },
    );
    // Out of memory, or a crash: this page is given up, like one that takes too long.
    w.on('error', () => {
      discard();
      finish({ error: tooComplex() });
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = undefined;
      ready = false;
      finish({ error: tooComplex() });
    });
    return w;
  };

  function pump() {
    if (current || closed) return;
    const job = queue.shift();
    if (!job) return;
    worker ??= start();
    current = { ...job, timer: undefined };
    // A worker that never gets ready (it should take well under a second) is given up too.
    if (!ready) {
      current.startup = setTimeout(() => {
        discard();
        finish({ error: tooComplex() });
      }, STARTUP_LIMIT_MS);
    }
    send();
  }

  return {
    extract(html, url) {
      if (closed) return Promise.reject(new Error('page reader closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, html, url, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('page reader closed'));
      if (current) finish({ error: new Error('page reader closed') });
      const old = worker;
      worker = undefined;
      if (old) {
        old.removeAllListeners();
        await old.terminate();
      }
    },
  };
}
