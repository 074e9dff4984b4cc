import { describe, expect, it } from 'vitest';
import { copyrightYears, FOUNDED_YEAR } from './shop.ts';

describe('copyrightYears', () => {
  it('shows only the founding year while it is the current year', () => {
    expect(FOUNDED_YEAR).toBe(2025);
    expect(copyrightYears(new Date(2025, 5, 1))).toBe('2025');
  });

  it('shows the range from 2025 to the current year afterwards', () => {
    expect(copyrightYears(new Date(2026, 0, 1))).toBe('2025–2026');
    expect(copyrightYears(new Date(2031, 11, 31))).toBe('2025–2031');
  });
});
