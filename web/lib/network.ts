/**
 * Whether the browser has a connection (`navigator.onLine` and its `online`/`offline` events), for
 * the offline banner and for buttons that need the network. `onLine` false is certain (no network);
 * true may still mean a dead connection, which the calls themselves find out.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** A failed fetch (no answer at all), as opposed to an answer with an error status. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError');
}
