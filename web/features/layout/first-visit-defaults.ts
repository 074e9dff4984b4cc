/**
 * First-visit defaults: when this browser has no saved language/currency yet, ask the
 * shop's own server (`GET /api/geo`, which reads the proxy's country header or Accept-Language) and
 * apply its answer. A failure keeps en + EUR silently; a choice made while the call runs wins, in this
 * tab or another one (`applyGeoDefaults` ignores the answer once anything is saved, and loads a choice
 * another tab saved to localStorage meanwhile). No third-party lookup.
 */
import { useEffect } from 'react';
import { getGeoDefaults } from '#api/contract/geo.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreferences } from '../../lib/preferences.ts';

export function useFirstVisitDefaults(): void {
  useEffect(() => {
    if (usePreferences.getState().saved) return;
    const controller = new AbortController();
    apiFetch(getGeoDefaults, { signal: controller.signal })
      .then((geo) => usePreferences.getState().applyGeoDefaults(geo))
      .catch(() => {
        // Defaults stay: a failed location lookup is silent.
      });
    return () => controller.abort();
  }, []);
}
