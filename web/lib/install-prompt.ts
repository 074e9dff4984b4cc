/**
 * Installing the app. Chromium offers `beforeinstallprompt`: kept here (its mini-infobar suppressed)
 * until the shopper presses "Install app". iOS Safari has no prompt, only Share > Add to Home Screen,
 * so it gets a hint instead. Pure detection functions, and a small zustand store fed by window events.
 */
import { create } from 'zustand';
import { takeEarlyEvents } from './early-events.ts';

/** Chromium's install prompt event (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Browsers on iOS other than Safari (and in-app web views), whose menus differ from Safari's. */
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram|Line\//;

/**
 * Safari on an iPhone, iPod or iPad. iPadOS 13+ sends the desktop Mac user agent: a Mac with a touch
 * screen is an iPad. In-app web views carry no `Safari/` token; Chrome, Firefox and Edge name themselves.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return (
    apple &&
    /Version\/[\d.]+/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !OTHER_IOS_BROWSERS.test(userAgent)
  );
}

/** Running as the installed app: Chromium's display mode, or iOS's `navigator.standalone`. */
export function isStandalone(env: {
  displayModeStandalone: boolean;
  navigatorStandalone?: unknown;
}): boolean {
  return env.displayModeStandalone || env.navigatorStandalone === true;
}

export interface InstallState {
  /** The browser handed over its install prompt and it has not been used yet. */
  canPrompt: boolean;
  /** `appinstalled` fired in this page. */
  installed: boolean;
  standalone: boolean;
  iosSafari: boolean;
  iosHintDismissed: boolean;
}

export type InstallOffer = 'prompt' | 'ios-hint' | null;

/** What to offer: the browser's prompt, the iOS hint, or nothing (installed, running as the app, no way). */
export function installOffer(state: InstallState): InstallOffer {
  if (state.installed || state.standalone) return null;
  if (state.canPrompt) return 'prompt';
  if (state.iosSafari && !state.iosHintDismissed) return 'ios-hint';
  return null;
}

/** The localStorage key remembering that the iOS hint was dismissed. */
export const IOS_HINT_DISMISSED_KEY = 'partspoint-install-hint-dismissed';

function readHintDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  } catch {
    // Storage blocked: the hint shows again next time, nothing worse.
    return false;
  }
}

function rememberHintDismissed(): void {
  try {
    globalThis.localStorage?.setItem(IOS_HINT_DISMISSED_KEY, '1');
  } catch {
    // As above: dismissed for this page only.
  }
}

export type PromptOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallStore extends Omit<InstallState, 'canPrompt'> {
  deferredPrompt: BeforeInstallPromptEvent | null;
  /** Shows the browser's install dialog; a prompt event can be used once. */
  promptInstall: () => Promise<PromptOutcome>;
  dismissIosHint: () => void;
}

export const useInstall = create<InstallStore>()((set, get) => ({
  deferredPrompt: null,
  installed: false,
  standalone: false,
  iosSafari: false,
  iosHintDismissed: false,
  promptInstall: async () => {
    const event = get().deferredPrompt;
    if (!event) return 'unavailable';
    set({ deferredPrompt: null });
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  },
  dismissIosHint: () => {
    rememberHintDismissed();
    set({ iosHintDismissed: true });
  },
}));

/** The offer for the current page; re-renders the caller when it changes. */
export function useInstallOffer(): InstallOffer {
  return useInstall((state) =>
    installOffer({
      canPrompt: state.deferredPrompt !== null,
      installed: state.installed,
      standalone: state.standalone,
      iosSafari: state.iosSafari,
      iosHintDismissed: state.iosHintDismissed,
    }),
  );
}

/**
 * Listens for the browser's install events. Called once at start-up, before the app renders:
 * Chromium may fire `beforeinstallprompt` as soon as the manifest and the worker are in place.
 */
export function listenForInstallPrompt(): void {
  const displayMode = window.matchMedia('(display-mode: standalone)');
  const standalone = () =>
    isStandalone({
      displayModeStandalone: displayMode.matches,
      navigatorStandalone: (navigator as Navigator & { standalone?: unknown }).standalone,
    });
  useInstall.setState({
    standalone: standalone(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    iosHintDismissed: readHintDismissed(),
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the shop offers installing where it fits.
    event.preventDefault();
    useInstall.setState({ deferredPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    useInstall.setState({ installed: true, deferredPrompt: null }),
  );
  displayMode.addEventListener('change', () => useInstall.setState({ standalone: standalone() }));
  // A prompt (or an install) that came before the app started.
  const early = takeEarlyEvents();
  if (early.installed) useInstall.setState({ installed: true, deferredPrompt: null });
  else if (early.installPrompt)
    useInstall.setState({ deferredPrompt: early.installPrompt as BeforeInstallPromptEvent });
}
