/**
 * Vite plugin for code that runs outside the browser (the page renderer, tests): the service
 * worker's registration is the browser's business, so `virtual:pwa-register` registers nothing.
 */
import type { Plugin } from 'vite';

const ID = 'virtual:pwa-register';

export function pwaRegisterStub(): Plugin {
  return {
    name: 'pwa-register-stub',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? 'export function registerSW() { return async () => {}; }' : undefined),
  };
}
