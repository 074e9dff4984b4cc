/**
 * Messages arrive per language (a fresh copy of the module, without the test setup's catalogues):
 * the back office's extra messages never make a language count as loaded, so until its own catalogue
 * arrives the translator keeps to the language that has.
 */
import { describe, expect, it, vi } from 'vitest';

describe('loading messages', () => {
  it('speaks the loaded language until the chosen one arrives, whatever the back office loaded', async () => {
    vi.resetModules();
    const i18n = await import('./i18n.ts');
    await i18n.loadMessages('en');
    await i18n.loadAdminMessages();
    expect(i18n.getTranslator('pl')('notFound.title')).toBe('Page Not Found');
    await i18n.loadMessages('pl');
    expect(i18n.getTranslator('pl')('notFound.title')).toBe('Nie znaleziono strony');
    expect(i18n.getTranslator('pl')('adminOrders.hold.release')).toBe('Zwolnij rezerwację');
  });
});
