/**
 * Service-worker registration. With registerType 'prompt' a new version waits until the shopper
 * accepts it (a half-filled checkout is never reloaded under them); the store drives that prompt.
 */
import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';

interface PwaStore {
  needRefresh: boolean;
  /** Activates the waiting worker and reloads the page. */
  update: () => Promise<void>;
  dismiss: () => void;
}

export const usePwa = create<PwaStore>()((set) => ({
  needRefresh: false,
  update: async () => {},
  dismiss: () => set({ needRefresh: false }),
}));

/** How often an open app looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // The dev server has no generated worker; registering one there would only cache stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
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
