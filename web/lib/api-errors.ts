/**
 * Turns a failed call into the text a screen shows: the server's own message (already in the shop's
 * language) for errors the shopper can act on, a connection hint when the server was not reached,
 * otherwise the screen's own message for that failure.
 */
import { ApiError } from './api-client.ts';
import type { TextKey, Translate } from './i18n.ts';
import { wasHandledAsSessionEnd } from './session-expiry.ts';
import { toast } from './toast.ts';

/** Validation (400), conflict (409) and rate limit (429) messages tell the shopper what to change. */
const ACTIONABLE_STATUSES = new Set([400, 409, 429]);

export interface ErrorTextOptions {
  /** 'actionable' (default): server text for 400/409/429 only; 'always': whenever the server gave one. */
  serverMessage?: 'actionable' | 'always';
}

export function errorText(
  t: Translate,
  error: unknown,
  fallback: TextKey,
  { serverMessage = 'actionable' }: ErrorTextOptions = {},
): string {
  if (error instanceof ApiError) {
    const useServer = serverMessage === 'always' || ACTIONABLE_STATUSES.has(error.status);
    return useServer && error.body?.message ? error.body.message : t(fallback);
  }
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError) return t('app.networkError');
  return t(fallback);
}

/**
 * An error toast for a failed call, unless the session-expiry handler already took it (a signed-out
 * 401 on a protected page has its own toast and redirect): one message for one cause.
 */
export function notifyFailure(
  t: Translate,
  error: unknown,
  { title, fallback, ...options }: ErrorTextOptions & { title?: TextKey; fallback: TextKey },
): void {
  if (wasHandledAsSessionEnd(error)) return;
  const text = errorText(t, error, fallback, options);
  toast(title ? { title: t(title), description: text, variant: 'error' } : { title: text, variant: 'error' });
}
