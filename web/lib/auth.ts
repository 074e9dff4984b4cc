/**
 * The signed-in user, shared by every feature (header, account, checkout, orders, admin), hence in
 * lib/ rather than in one feature: features may not import each other. Everything tied to the session
 * lives under the `auth` query key, which is never persisted to localStorage.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getCurrentUser, logout, type User } from '#api/contract/auth.ts';
import { rememberAccount } from './account-hint.ts';
import { apiFetch, ApiError } from './api-client.ts';
import { localDb } from './local-db.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page is only for signed-in users: a 401 there means the session ended. */
    requiresAuth?: boolean;
  }
}

/** Prefix of every session-bound query: the user, their addresses, later cart and orders. */
export const AUTH_QUERY_KEY = ['auth'] as const;
export const CURRENT_USER_QUERY_KEY = ['auth', 'user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      let user: User | null;
      try {
        // null: nobody is signed in.
        user = await apiFetch(getCurrentUser, { signal });
      } catch (error) {
        // Any non-ok reply means signed out too. A network failure stays an error, so a shopper who
        // goes offline keeps the user already known in this tab.
        if (!(error instanceof ApiError)) throw error;
        user = null;
      }
      rememberAccount(user);
      return user;
    },
    // Rechecked whenever a screen that needs it mounts: the session may have ended elsewhere.
    staleTime: 0,
  });
}

export interface AuthState {
  user: User | null;
  /** No answer yet (the initial 'unknown and loading' state). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The user call has answered (or failed) at least once. */
  checked: boolean;
  refetch: () => Promise<unknown>;
}

export function useAuth(): AuthState {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    checked: !query.isPending,
    refetch: query.refetch,
  };
}

/** For route guards: the known user at once (rechecked in the background), else one call. */
export async function loadCurrentUser(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true });
  } catch {
    return null;
  }
}

/** `beforeLoad` of the pages for visitors (sign-in, register): a signed-in user goes to the profile. */
export async function redirectSignedInToProfile({ context }: { context: { queryClient: QueryClient } }) {
  if (await loadCurrentUser(context.queryClient)) throw redirect({ to: '/profile' });
}

let sessionEndedHere = false;

/**
 * The shopper ended the session on this page (the account was deleted): the calls still under way
 * or made before the page moves on answer 401, which is expected rather than news of a lost session.
 * Holds until a user is set again.
 */
export function markSessionEndedHere(): void {
  sessionEndedHere = true;
}

export function wasSessionEndedHere(): boolean {
  return sessionEndedHere;
}

/**
 * Sets the user after sign-in, registration or admin login (a user) and after account deletion or an
 * ended session (null), dropping every other session-bound query of the earlier session. The user
 * query itself is updated in place, not removed, so mounted observers (the header) follow it.
 */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  if (user) sessionEndedHere = false;
  rememberAccount(user);
  queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'user' });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

/**
 * Sign-out is a full-page navigation: a form post (a GET could be triggered by any other site), the
 * server ends the session and redirects home, and the app restarts clean. The account kept on this
 * device for offline use (web/lib/account-snapshot.ts) and its remembered name are dropped first.
 */
export function signOut(): void {
  rememberAccount(null);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = logout.url;
  document.body.append(form);
  void localDb.accountSnapshot
    .clear()
    .catch(() => {})
    .finally(() => form.submit());
}

/**
 * A 401 that means 'not signed in' (code `unauthorized`, or no JSON body at all); wrong credentials at
 * login are a 401 too (`invalid_credentials`) but are the form's own failure, not an ended session.
 */
export function isSignedOutError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.body === undefined || error.body.error === 'unauthorized')
  );
}

/**
 * The signed-in user's id for per-user data (cart, wishlist), read from the shared user query without
 * rechecking the session on every component that mounts (the header and guarded pages do that).
 * `undefined` while the user call has not answered yet, `null` when signed out.
 */
export function useSessionUserId(): number | null | undefined {
  const { data } = useQuery({ ...currentUserQueryOptions(), refetchOnMount: false });
  return data === undefined ? undefined : (data?.id ?? null);
}

/** Asks the server who the session belongs to right now (null when signed out or unreachable). */
export async function fetchSessionUserId(): Promise<number | null> {
  try {
    return (await apiFetch(getCurrentUser))?.id ?? null;
  } catch {
    return null;
  }
}
