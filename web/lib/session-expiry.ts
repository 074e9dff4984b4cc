/**
 * A 401 from an authenticated call while on a protected page means the session ended:
 * toast 'Unauthorized: You are logged out. Logging in again...' and go to sign-in after 500 ms.
 * The query client calls the handler for every failed query and mutation; main.tsx supplies the
 * router-bound parts.
 */
import type { TextKey } from './i18n.ts';
import { isSignedOutError, wasSessionEndedHere } from './auth.ts';

export const SESSION_END_REDIRECT_MS = 500;

/** Query and mutation `meta`: a screen may word the toast itself ('Please log in to update your profile'). */
export interface SessionMeta {
  [key: string]: unknown;
  unauthorizedMessage?: TextKey;
}

export interface SessionExpiryDeps {
  isProtectedPage: () => boolean;
  /** Forget the user and show the toast with this message. */
  onSessionEnd: (message: TextKey) => void;
  redirectToSignIn: () => void;
  delayMs?: number;
}

const handled = new WeakSet<object>();

/** Whether the handler took this error (so the screen does not toast it a second time). */
export function wasHandledAsSessionEnd(error: unknown): boolean {
  return typeof error === 'object' && error !== null && handled.has(error);
}

export function createSessionExpiryHandler({
  isProtectedPage,
  onSessionEnd,
  redirectToSignIn,
  delayMs = SESSION_END_REDIRECT_MS,
}: SessionExpiryDeps): (error: unknown, meta?: SessionMeta) => void {
  let redirecting = false;
  return (error, meta) => {
    if (!isSignedOutError(error) || !isProtectedPage()) return;
    handled.add(error as object);
    // Ended on purpose here (account deleted): the screen already said so; no second message.
    if (wasSessionEndedHere()) return;
    // Several calls of one page fail together: one toast, one redirect.
    if (redirecting) return;
    redirecting = true;
    onSessionEnd(meta?.unauthorizedMessage ?? 'auth.sessionEnded');
    setTimeout(() => {
      redirecting = false;
      redirectToSignIn();
    }, delayMs);
  };
}
