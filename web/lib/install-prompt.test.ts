import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installOffer,
  isIosSafari,
  isStandalone,
  IOS_HINT_DISMISSED_KEY,
  useInstall,
  type BeforeInstallPromptEvent,
  type InstallState,
} from './install-prompt.ts';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  /** iPadOS 13+ asks for desktop sites: the Mac user agent. */
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  iPhoneFacebookApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.107]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari, 5],
    ['iPad Safari', UA.iPadSafari, 5],
    ['iPad Safari asking for the desktop site', UA.iPadDesktopMode, 5],
  ])('recognises %s', (_name, userAgent, touchPoints) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(true);
  });

  it.each([
    ['Chrome on iPhone', UA.iPhoneChrome, 5],
    ['Firefox on iPhone', UA.iPhoneFirefox, 5],
    ['Edge on iPhone', UA.iPhoneEdge, 5],
    ['an in-app web view', UA.iPhoneFacebookApp, 5],
    ['Chrome on Android (it has a real prompt)', UA.androidChrome, 5],
    ['Safari on a Mac (no touch screen)', UA.macSafari, 0],
  ])('leaves out %s', (_name, userAgent, touchPoints) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(false);
  });
});

describe('isStandalone', () => {
  it('is true in Chromium’s standalone display mode or with iOS’s navigator.standalone', () => {
    expect(isStandalone({ displayModeStandalone: true })).toBe(true);
    expect(isStandalone({ displayModeStandalone: false, navigatorStandalone: true })).toBe(true);
  });

  it('is false in a browser tab, whatever else navigator.standalone holds', () => {
    expect(isStandalone({ displayModeStandalone: false })).toBe(false);
    expect(isStandalone({ displayModeStandalone: false, navigatorStandalone: false })).toBe(false);
    expect(isStandalone({ displayModeStandalone: false, navigatorStandalone: 'yes' })).toBe(false);
  });
});

describe('installOffer', () => {
  const none: InstallState = {
    canPrompt: false,
    installed: false,
    standalone: false,
    iosSafari: false,
    iosHintDismissed: false,
  };

  it('offers the browser’s prompt while it has one', () => {
    expect(installOffer({ ...none, canPrompt: true })).toBe('prompt');
  });

  it('offers the hint on iOS Safari until it is dismissed', () => {
    expect(installOffer({ ...none, iosSafari: true })).toBe('ios-hint');
    expect(installOffer({ ...none, iosSafari: true, iosHintDismissed: true })).toBeNull();
  });

  it('offers nothing once installed or when running as the app', () => {
    expect(installOffer({ ...none, canPrompt: true, installed: true })).toBeNull();
    expect(installOffer({ ...none, canPrompt: true, standalone: true })).toBeNull();
    expect(installOffer({ ...none, iosSafari: true, standalone: true })).toBeNull();
  });

  it('offers nothing when the browser has no way to install', () => {
    expect(installOffer(none)).toBeNull();
  });
});

describe('the install store', () => {
  afterEach(() => {
    useInstall.setState({ deferredPrompt: null, iosHintDismissed: false });
    vi.unstubAllGlobals();
  });

  function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
    const prompt = vi.fn(async () => undefined);
    const event = { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) };
    return { event: event as unknown as BeforeInstallPromptEvent, prompt };
  }

  it('prompts once with the kept event and reports the shopper’s answer', async () => {
    const { event, prompt } = fakePromptEvent('accepted');
    useInstall.setState({ deferredPrompt: event });
    await expect(useInstall.getState().promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(useInstall.getState().deferredPrompt).toBeNull();
    await expect(useInstall.getState().promptInstall()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('remembers a dismissed iOS hint in localStorage', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    useInstall.getState().dismissIosHint();
    expect(useInstall.getState().iosHintDismissed).toBe(true);
    expect(stored.get(IOS_HINT_DISMISSED_KEY)).toBe('1');
  });
});
