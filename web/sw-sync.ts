/**
 * Added to the generated service worker (importScripts, built by web/lib/sw-extension-plugin.ts):
 * Background Sync of the outbox. Where the browser offers it (Chromium), queued cart and wishlist
 * changes are sent when the connection returns even if the shop's tab was closed meanwhile; open
 * tabs are told so they fetch the server's cart again. A replay that could not finish asks the
 * browser to try again later. A new worker also starts with an empty cache of pages; once active,
 * it fetches the code it was installed without and keeps the pages an open tab names.
 */
import { OUTBOX_SYNC_TAG, replayOutbox } from './lib/outbox.ts';
import { LATER_CHUNKS_FILE } from './lib/admin-chunks-plugin.ts';
import { LATER_ASSETS_CACHE, PAGES_CACHE, WARM_CACHE_MESSAGE } from './lib/sw-caches.ts';

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly origin: string;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    replayOutbox().then(async (result) => {
      if (result.sent + result.refused > 0) {
        for (const client of await scope.clients.matchAll({ type: 'window' }))
          client.postMessage({ type: 'outbox-replayed', sent: result.sent, refused: result.refused });
      }
      // Rejecting asks the browser to fire the sync again later (it backs off on its own).
      if (result.userId !== null && result.remaining > 0) throw new Error('outbox not empty');
    }),
  );
});

// A new worker drops the pages an older one kept: they name scripts its precache no longer holds
// (offline, such a page would stay blank). Pages are cached again as they are visited.
scope.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** How many of the later files are fetched at once: a slow line stays usable for the shopper. */
const WARM_CONCURRENCY = 2;

/** Puts each URL in `cacheName` unless it is there; a failed fetch is left for the next start. */
async function cacheMissing(cacheName: string, urls: string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline or dropped: tried again at the next start.
      }
    }
  };
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
}

/** The later code (its list is written at build time), then the pages the tab asked for. */
async function warm(pages: string[]): Promise<void> {
  try {
    const response = await fetch(`/${LATER_CHUNKS_FILE}`, { cache: 'no-cache' });
    if (response.ok) await cacheMissing(LATER_ASSETS_CACHE, (await response.json()) as string[]);
  } catch {
    // Offline: the next start tries again.
  }
  const sameOrigin = pages.filter(
    (page) => URL.canParse(page) && new URL(page).origin === self.location.origin,
  );
  await cacheMissing(PAGES_CACHE, sameOrigin);
}

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; pages?: unknown } | null;
  if (data?.type !== WARM_CACHE_MESSAGE) return;
  const pages = Array.isArray(data.pages) ? data.pages.filter((page) => typeof page === 'string') : [];
  event.waitUntil(warm(pages));
});
