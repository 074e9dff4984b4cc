/**
 * Unit tests translate synchronously: every catalogue, the back office's included, is in place for
 * the web's tests (the API's tests do not load them).
 */
import { expect } from 'vitest';

if (/[\\/]web[\\/]/.test(expect.getState().testPath ?? '')) {
  const [{ adminEn }, { adminPl }, { en }, { pl }, { registerMessages }] = await Promise.all([
    import('../i18n/admin-en.ts'),
    import('../i18n/admin-pl.ts'),
    import('../i18n/en.ts'),
    import('../i18n/pl.ts'),
    import('../lib/i18n.ts'),
  ]);
  registerMessages('en', { ...en, ...adminEn });
  registerMessages('pl', { ...pl, ...adminPl });
}
