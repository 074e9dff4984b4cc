import { describe, expect, it } from 'vitest';
import { foldText, normalizeCode } from './search-text.ts';

describe('foldText', () => {
  it('folds Polish and other diacritics to ASCII lower case', () => {
    expect(foldText('Klocki HAMULCOWE ŁĄCZNIK źródło')).toBe('klocki hamulcowe lacznik zrodlo');
    expect(foldText('Straße Øl Citroën')).toBe('strasse ol citroen');
  });
});

describe('normalizeCode', () => {
  it('removes separators and upper-cases', () => {
    expect(normalizeCode('0 986-494.052')).toBe('0986494052');
    expect(normalizeCode('w 712/75')).toBe('W71275');
  });
});
