/** A delivery time in words, the same wherever it is shown: a range takes the form of its upper bound. */
import { describe, expect, it } from 'vitest';
import { workingDaysText } from './delivery-rules.ts';
import { createTranslator } from './i18n.ts';

const en = createTranslator('en');
const pl = createTranslator('pl');

describe('workingDaysText', () => {
  it('says it in English', () => {
    expect(workingDaysText(en, '1')).toBe('1 working day');
    expect(workingDaysText(en, '2')).toBe('2 working days');
    expect(workingDaysText(en, '2-3')).toBe('2–3 working days');
    expect(workingDaysText(en, '3-5+')).toBe('3–5+ working days');
  });

  it('says it in Polish, a range with the form of its upper bound', () => {
    expect(workingDaysText(pl, '1')).toBe('1 dzień roboczy');
    expect(workingDaysText(pl, '2')).toBe('2 dni robocze');
    expect(workingDaysText(pl, '5')).toBe('5 dni roboczych');
    expect(workingDaysText(pl, '2-3')).toBe('2–3 dni robocze');
    expect(workingDaysText(pl, '3-5')).toBe('3–5 dni roboczych');
    expect(workingDaysText(pl, '3-5+')).toBe('3–5+ dni roboczych');
    expect(workingDaysText(pl, '12-22')).toBe('12–22 dni robocze');
  });

  it('shows an unreadable value as it came, and nothing as null', () => {
    expect(workingDaysText(en, 'soon')).toBe('soon');
    expect(workingDaysText(en, null)).toBeNull();
  });
});
