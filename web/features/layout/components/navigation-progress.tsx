/**
 * A thin bar at the top of the window while a navigation is under way (the next page's code or
 * data is loading): the shopper sees at once that Enter in the search or a chosen make did
 * something, also on a slow line where the old page would otherwise stay for a second or more.
 * It appears after a short delay, so instant navigations do not flash it.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';

/** Navigations shorter than this show nothing. */
const SHOW_AFTER_MS = 120;

export function NavigationProgress() {
  const t = useT();
  const pending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingPage')}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-orange-200"
    >
      <div className="h-full w-1/3 animate-[navigation-progress_1.2s_ease-in-out_infinite] bg-orange-500 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
