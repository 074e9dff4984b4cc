/** The name remembered for the header between a reload and the server's answer. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccountHint, rememberAccount } from './account-hint.ts';

const stored = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

describe('account hint', () => {
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', { localStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only the first name of the account the server named, and forgets it on null', () => {
    rememberAccount({ firstName: 'Anna', email: 'anna@example.com', phone: '+48512345678' } as {
      firstName: string;
    });
    expect(readAccountHint()).toEqual({ firstName: 'Anna' });
    expect([...stored.values()].join()).not.toContain('anna@example.com');
    // A stable snapshot while nothing changed.
    expect(readAccountHint()).toBe(readAccountHint());
    rememberAccount(null);
    expect(readAccountHint()).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    localStorage.setItem('partspoint-account-hint', '{"firstName":5}');
    expect(readAccountHint()).toBeNull();
    localStorage.setItem('partspoint-account-hint', 'not json');
    expect(readAccountHint()).toBeNull();
  });
});
