/**
 * Window events that can fire before the app has started (on a rendered page it starts after the
 * first paint): held here from the page's first script until the app takes them.
 */
let installPrompt: Event | null = null;
let installed = false;

const holdInstallPrompt = (event: Event) => {
  // Keeps Chromium's own mini-infobar away until the app offers installing itself.
  event.preventDefault();
  installPrompt = event;
};
const holdInstalled = () => {
  installed = true;
  installPrompt = null;
};

export function holdEarlyEvents(): void {
  window.addEventListener('beforeinstallprompt', holdInstallPrompt);
  window.addEventListener('appinstalled', holdInstalled);
}

/** What arrived before the app listened; the app's own listeners take over from here. */
export function takeEarlyEvents(): { installPrompt: Event | null; installed: boolean } {
  window.removeEventListener('beforeinstallprompt', holdInstallPrompt);
  window.removeEventListener('appinstalled', holdInstalled);
  const taken = { installPrompt, installed };
  installPrompt = null;
  return taken;
}
