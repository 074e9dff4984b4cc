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

export function registerServiceWorker(): void {
  // The dev server has no generated worker; registering one there would only cache stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => usePwa.setState({ needRefresh: true }),
  });
  usePwa.setState({ update: () => updateSW(true) });
}
