/**
 * `useMediaQuery('(min-width: 1024px)')`: whether a CSS media query matches, updated on change; false
 * while the server renders and while the page is hydrated.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // A server-rendered page is rendered for a phone first (no media query matches there); hydration
  // uses the same answer, then the real one applies.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
