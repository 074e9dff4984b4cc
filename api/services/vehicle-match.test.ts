import { describe, expect, it } from 'vitest';
import { foldName, fuelOf, narrowByAnswer, parseHsn, parseTsn } from './vehicle-match.ts';

const v = (
  model: string,
  fuel: string,
  kw: number,
  ccm: number | null,
  yearFrom: number,
  yearTo: number | null,
) => ({
  model,
  fuel,
  kw,
  ccm,
  yearFrom,
  yearTo,
});

describe('type code parsing', () => {
  it('wants exactly 4 HSN digits and keeps the first 3 TSN characters, upper case', () => {
    expect(parseHsn(' 0603 ')).toBe('0603');
    for (const bad of ['603', '06031', 'O603', '０６０３']) expect(parseHsn(bad)).toBeNull();
    expect(parseTsn(' bfy123 ')).toBe('BFY');
    expect(parseTsn('A1b')).toBe('A1B');
    for (const bad of ['BF', 'B Y', 'ÄBC', '']) expect(parseTsn(bad)).toBeNull();
  });
});

describe('name folding', () => {
  it('folds case, diacritics and punctuation', () => {
    expect(foldName('Mégane III (BZ0)')).toBe('megane iii bz0');
    expect(foldName('MERCEDES-BENZ')).toBe('mercedes benz');
    expect(foldName('Citroën')).toBe(foldName('CITROEN'));
    expect(foldName('Doblò')).toBe('doblo');
  });

  it('maps fuel words of several languages, unknown ones to undefined', () => {
    expect(fuelOf('Diesel')).toBe('diesel');
    expect(fuelOf('Benzyna')).toBe('petrol');
    expect(fuelOf('Olej napędowy')).toBe('diesel');
    expect(fuelOf('Elektro')).toBe('electric');
    expect(fuelOf('wood gas')).toBeUndefined();
    expect(fuelOf(null)).toBeUndefined();
  });
});

describe('narrowByAnswer', () => {
  const golf6 = v('Golf VI (5K1)', 'diesel', 77, 1598, 2009, 2012);
  const golf7 = v('Golf VII (5G1)', 'diesel', 81, 1598, 2012, 2020);
  const gti = v('Golf VII (5G1)', 'petrol', 162, 1984, 2013, 2017);
  const egolf = v('Golf VII (5G1)', 'electric', 100, null, 2014, 2020);
  const all = [golf6, golf7, gti, egolf];

  it('matches model names by leading words, so "Golf VII" is not "Golf VI"', () => {
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf' })).toEqual(all);
    expect(narrowByAnswer(all, { make: 'VW', model: 'GOLF VII' })).toEqual([golf7, gti, egolf]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf VI' })).toEqual([golf6]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf Variant' })).toEqual(all);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Passat' })).toEqual([]);
  });

  it('narrows by year, kW (+-1), ccm (+-15) and fuel when given', () => {
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf', year: 2010 })).toEqual([golf6]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf', kw: 80 })).toEqual([golf7]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf', ccm: 1600, year: 2015 })).toEqual([golf7]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf', fuel: 'Elektro' })).toEqual([egolf]);
    expect(narrowByAnswer(all, { make: 'VW', model: 'Golf', fuel: 'steam', year: 2016, kw: null })).toEqual([
      golf7,
      gti,
      egolf,
    ]);
  });
});
