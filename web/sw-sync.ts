/**
 * Added to the generated service worker (importScripts, built by web/lib/sw-extension-plugin.ts):
 * Background Sync of the outbox. Where the browser offers it (Chromium), queued cart and wishlist
 * changes are sent when the connection returns even if the shop's tab was closed meanwhile; open
 * tabs are told so they fetch the server's cart again. A replay that could not finish asks the
 * browser to try again later. A new worker also starts with an empty cache of pages.
 */
import { OUTBOX_SYNC_TAG, replayOutbox } from './lib/outbox.ts';
import { PAGES_CACHE } from './lib/sw-caches.ts';

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
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
