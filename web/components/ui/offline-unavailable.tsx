/**
 * A page (or a part of one) asked for offline that was never loaded on this device: it says so
 * instead of a generic error, offers what is saved here (the cart, the wishlist, and what the
 * catalogue plugs in: the products viewed last, the categories the shop has shown), and tries again
 * by itself once the connection returns.
 */
import { Link } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { lastReconnect, onReconnect, useOnline } from '../../lib/network.ts';
import { buttonClass } from './button-styles.ts';

/** More of what is saved on this device, as links (the root layout plugs in the catalogue's). */
const SavedOffline = createContext<ComponentType | null>(null);
export const SavedOfflineProvider = SavedOffline.Provider;

/** The link style of the saved things' lists. */
export const SAVED_LINK_CLASS = 'text-orange-700 underline underline-offset-2 hover:text-orange-800';

/** After the connection returns: at once, then again in case the first try came too early. */
const RETRY_AFTER_ONLINE_MS = [0, 2_000, 6_000];

/**
 * Calls `retry` when the connection is back (the browser's network, or the server answering again),
 * and twice more a little later: the first request after it may still fail. A view that mounts just
 * after the return (a failed first try replaced the one that was waiting) keeps the tries still due.
 * Unmounting (the load succeeded) stops the tries.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    const schedule = (since: number) => {
      timers.forEach(clearTimeout);
      const elapsed = performance.now() - since;
      timers = RETRY_AFTER_ONLINE_MS.filter((ms) => ms > elapsed).map((ms) =>
        setTimeout(() => latest.current(), ms - elapsed),
      );
    };
    // lastReconnect() also starts recording the returns, before this view's own listener runs.
    const since = lastReconnect();
    const stop = onReconnect(() => schedule(performance.now()));
    if (since > -Infinity) schedule(since);
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, []);
}

/**
 * A failed load's view: offline, the page-not-saved view; online, `children` (the error with its
 * button). Either way it tries again by itself once the connection returns.
 */
export function OfflineAwareError({
  onRetry,
  heading = 'h2',
  children,
}: {
  onRetry: () => void;
  heading?: 'h1' | 'h2';
  children: ReactNode;
}) {
  const online = useOnline();
  useRetryWhenOnline(onRetry);
  if (online) return children;
  return heading === 'h1' ? (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <OfflineUnavailable onRetry={onRetry} heading="h1" />
    </div>
  ) : (
    <OfflineUnavailable onRetry={onRetry} />
  );
}

export function OfflineUnavailable({
  onRetry,
  heading = 'h2',
}: {
  onRetry: () => void;
  heading?: 'h1' | 'h2';
}) {
  const t = useT();
  const More = useContext(SavedOffline);
  const Heading = heading;
  return (
    <section
      role="status"
      data-testid="offline-unavailable"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <Heading className="text-lg font-bold">{t('offline.unavailableTitle')}</Heading>
      <p className="mt-1">{t('offline.unavailableText')}</p>
      <p className="mt-4 font-semibold">{t('offline.savedHere')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <Link to="/cart" className={SAVED_LINK_CLASS}>
            {t('cartPage.title')}
          </Link>
        </li>
        <li>
          <Link to="/wishlist" className={SAVED_LINK_CLASS}>
            {t('wishlistPage.title')}
          </Link>
        </li>
      </ul>
      {More && <More />}
      <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-5`}>
        {t('app.retry')}
      </button>
    </section>
  );
}
