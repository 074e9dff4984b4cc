/**
 * The page reader's thread: reads product pages sent by `extract-isolated.ts`, one at a time, so that
 * a large or hostile page never blocks the server's own thread.
 */
import { parentPort } from 'node:worker_threads';
import { extractProduct } from './extract.ts';

export interface ExtractRequest {
  id: number;
  html: string;
  url: string;
}

parentPort?.on('message', ({ id, html, url }: ExtractRequest) => {
  try {
    parentPort?.postMessage({ id, product: extractProduct(html, url) });
  } catch (err) {
    // A RangeError is a page beyond the reader's limits (nesting past the stack); anything else a bug.
    const tooComplex = err instanceof RangeError;
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err), tooComplex });
  }
});

// Loaded (the page reader's clock starts only now: starting a thread is not reading a page).
parentPort?.postMessage({ ready: true });
