/**
 * The first name of the account last seen signed in on this device, so that a reload shows it in the
 * header at once instead of "Sign In" until the server answers who is signed in. Only the first name
 * is kept (localStorage); it is replaced by every answer of the server, and dropped when the server
 * says nobody is signed in and at sign-out. It is never taken as proof of a session: pages and calls
 * still wait for the server.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'partspoint-account-hint';

export interface AccountHint {
  firstName: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedHint: AccountHint | null = null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null): AccountHint | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const firstName = (value as { firstName?: unknown } | null)?.firstName;
    return typeof firstName === 'string' ? { firstName } : null;
  } catch {
    return null;
  }
}

export function readAccountHint(): AccountHint | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  // The same object while the stored text is the same (a stable snapshot for React).
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedHint = parse(raw);
  }
  return cachedHint;
}

/** Keeps the name of the account the server just named, or forgets it (null: nobody signed in). */
export function rememberAccount(user: { firstName: string } | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (user) {
      const raw = JSON.stringify({ firstName: user.firstName });
      if (store.getItem(STORAGE_KEY) === raw) return;
      store.setItem(STORAGE_KEY, raw);
    } else {
      if (store.getItem(STORAGE_KEY) === null) return;
      store.removeItem(STORAGE_KEY);
    }
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The remembered account, live. The server-rendered page and the first render that takes it over
 * show none (the server renders for everyone); the name follows right after.
 */
export function useAccountHint(): AccountHint | null {
  return useSyncExternalStore(subscribe, readAccountHint, () => null);
}
