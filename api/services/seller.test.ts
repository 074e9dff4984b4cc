/** The seller's legal numbers (api/contract/seller.ts) are checked the way the registers check them. */
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, isValidKrs, isValidNip, isValidRegon } from '#api/contract/seller.ts';

describe('seller numbers', () => {
  it('accepts the demo numbers', () => {
    expect(isValidNip(DEMO_SELLER.nip)).toBe(true);
    expect(isValidRegon(DEMO_SELLER.regon)).toBe(true);
    expect(isValidKrs(DEMO_SELLER.krs)).toBe(true);
  });

  it('refuses a wrong check digit or length', () => {
    expect(isValidNip('5252248482')).toBe(false);
    expect(isValidNip('525224848')).toBe(false);
    expect(isValidRegon('140731207')).toBe(false);
    expect(isValidKrs('12345')).toBe(false);
  });
});
