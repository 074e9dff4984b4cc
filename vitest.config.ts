/** Unit and API tests (vitest). Kept apart from vite.config.ts so the web build plugins stay out. */
import { defineConfig } from 'vitest/config';
import { pwaRegisterStub } from './web/lib/pwa-register-stub-plugin.ts';

export default defineConfig({
  define: { __APP_BUILD__: JSON.stringify('test') },
  // The page renderer's tests load the web app, whose service worker registration is the browser's.
  plugins: [pwaRegisterStub()],
  test: {
    include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'e2e'],
    environment: 'node',
    // The web's messages load on demand in the app; tests have them all up front.
    setupFiles: ['web/test/i18n-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
