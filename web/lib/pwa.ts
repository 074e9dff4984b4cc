/**
 * Service-worker registration. With registerType 'prompt' a new version waits until the shopper
 * accepts it (a half-filled checkout is never reloaded under them); the store drives that prompt.
 */
import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';
import { getTranslator } from './i18n.ts';
import { usePreferences } from './preferences.ts';
import { WARM_CACHE_MESSAGE } from './sw-caches.ts';
import { backgroundToast } from './toast.ts';

interface PwaStore {
  /**
   * 'ready': the worker is installed, the shop opens and shows what was seen without a connection;
   * 'preparing': it is being installed; 'off': no worker here (the server's render, a dev build).
   */
  offline: 'off' | 'preparing' | 'ready';
  needRefresh: boolean;
  /** Activates the waiting worker and reloads the page. */
  update: () => Promise<void>;
  dismiss: () => void;
}

export const usePwa = create<PwaStore>()((set) => ({
  offline: 'off',
  needRefresh: false,
  update: async () => {},
  dismiss: () => set({ needRefresh: false }),
}));

/** How often an open app looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // The dev server has no generated worker; registering one there would only cache stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A worker already controls this page: installed on an earlier visit.
  usePwa.setState({ offline: navigator.serviceWorker.controller ? 'ready' : 'preparing' });
  // Once a worker is active, it fetches the code it installed without (the routes after the
  // catalogue) and keeps this page as it is now, both skipped when already there.
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: WARM_CACHE_MESSAGE, pages: [window.location.href] }),
  );
  const updateSW = registerSW({
    onOfflineReady: () => {
      usePwa.setState({ offline: 'ready' });
      const t = getTranslator(usePreferences.getState().language);
      // The shop's own news: it waits for a free screen, and follows a change of language.
      backgroundToast({
        title: t('offline.readyTitle'),
        description: t('offline.ready'),
        variant: 'success',
        keys: { title: 'offline.readyTitle', description: 'offline.ready' },
      });
    },
    onNeedRefresh: () => usePwa.setState({ needRefresh: true }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // An installed app may stay open for days: look for a new version hourly and when it comes back.
      const check = () => void registration.update().catch(() => {});
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
  usePwa.setState({
    update: async () => {
      // The new worker takes over once told to skip waiting; the page then reloads into the new
      // version. (workbox-window reloads by itself only for updates it found, not for ones the browser
      // found on its own, such as the hourly check.)
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      await updateSW(true);
    },
  });
}
