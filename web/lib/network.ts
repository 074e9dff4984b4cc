/**
 * Whether the shop can reach its server, for the offline banner, the outbox and buttons that need the
 * network. `navigator.onLine` false is certain (no network); true may still be a dead connection
 * (lie-fi: a signal but no answers). So the calls report what they find: a request with no answer for
 * a few seconds, an answer from the worker's cache or a failed fetch makes the page ask the server for
 * a tiny answer (/api/health); none within a few seconds means the connection is down until one comes,
 * asked for every few seconds meanwhile.
 */
import { useSyncExternalStore } from 'react';

/** A request with no answer after this long makes the page check the connection. */
export const NO_ANSWER_MS = 5_000;
/** The check's own limit: no answer from /api/health within it means the connection is down. */
export const PROBE_TIMEOUT_MS = 5_000;
/** While the connection is down but the browser says online: how often it is checked again. */
export const PROBE_INTERVAL_MS = 5_000;
/** Header the service worker adds to an answer it gives from its cache (the network failed or was slow). */
export const FROM_CACHE_HEADER = 'X-Served-From-Cache';
/** Header of a request the service worker must pass to the network, never answering it from a cache. */
export const NETWORK_ONLY_HEADER = 'X-Network-Only';
const PROBE_URL = '/api/health';

let reachable = true;
const listeners = new Set<() => void>();
let checking: Promise<boolean> | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Online as far as this page knows: the browser has a network and the server has not gone silent. */
export function isOnline(): boolean {
  return browserOnline() && reachable;
}

/** Called on every change of `isOnline()` (browser events and the page's own findings). */
export function subscribeConnection(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

let lastReconnectAt = -Infinity;
let watchingReconnects = false;

/**
 * When the connection last came back (performance.now() milliseconds; -Infinity: not since the page
 * opened): a view that mounts just after, its first load having failed too early, still retries.
 */
export function lastReconnect(): number {
  if (!watchingReconnects) {
    watchingReconnects = true;
    onReconnect(() => (lastReconnectAt = performance.now()));
  }
  return lastReconnectAt;
}

/** Runs `callback` each time the connection comes back (offline or down -> online). */
export function onReconnect(callback: () => void): () => void {
  let last = isOnline();
  return subscribeConnection(() => {
    const now = isOnline();
    if (now && !last) callback();
    last = now;
  });
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}

/** 'offline': the browser has no network; 'no-answer': it has one, but the server does not answer. */
export type ConnectionState = 'online' | 'offline' | 'no-answer';

function connectionState(): ConnectionState {
  if (!browserOnline()) return 'offline';
  return reachable ? 'online' : 'no-answer';
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState, () => 'online');
}

/** A failed fetch (no answer at all), as opposed to an answer with an error status. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError');
}

function setReachable(next: boolean): void {
  if (reachable === next) return;
  reachable = next;
  if (next) clearTimeout(probeTimer);
  else scheduleProbe();
  notify();
}

function onBrowserOnline(): void {
  // The browser found a network again; whether the server answers is checked, not assumed.
  if (!reachable) void checkConnection();
  notify();
}

/** The server answered a request over the network: the connection works. */
export function reportAnswer(): void {
  setReachable(true);
}

/**
 * A request failed without an answer or has waited too long, or its answer came from the worker's
 * cache: the connection is checked (once, however many requests report it).
 */
export function reportNoAnswer(): void {
  if (!browserOnline()) return;
  void checkConnection();
}

/** Whether /api/health answers within the check's limit; the connection's state follows it. */
export function checkConnection(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  checking ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    try {
      const response = await fetchImpl(PROBE_URL, {
        cache: 'no-store',
        headers: { [NETWORK_ONLY_HEADER]: '1' },
        signal: controller.signal,
      });
      // Any answer (even a 503 from a server with a broken database) proves the network works.
      const answered = !response.headers.has(FROM_CACHE_HEADER);
      setReachable(answered);
      return answered;
    } catch {
      setReachable(false);
      return false;
    } finally {
      clearTimeout(timer);
      checking = null;
    }
  })();
  return checking;
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => {
    if (reachable) return;
    // Offline by the browser's word: its 'online' event starts the checks again.
    if (!browserOnline()) return scheduleProbe();
    void checkConnection().then((ok) => {
      if (!ok) scheduleProbe();
    });
  }, PROBE_INTERVAL_MS);
}

/**
 * Watches one request: the connection is checked when it has no answer after NO_ANSWER_MS, and
 * `onDown` runs if the connection is found down before it answers (a repeatable request then gives up
 * at once instead of waiting minutes for the browser's own limit). Returns the stop function.
 */
export function watchRequest(onDown?: () => void): () => void {
  const timer = setTimeout(reportNoAnswer, NO_ANSWER_MS);
  const unsubscribe = onDown
    ? subscribeConnection(() => {
        if (!isOnline()) onDown();
      })
    : () => {};
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Tests: back to a working connection with no check under way. */
export function resetConnectionForTests(): void {
  reachable = true;
  checking = null;
  clearTimeout(probeTimer);
}
