import { describe, expect, it } from 'vitest';
import { nameSortKey, type NameLanguage } from './name-order.ts';

const sorted = (names: string[], language: NameLanguage) =>
  [...names].sort((a, b) => {
    const [x, y] = [nameSortKey(a, language), nameSortKey(b, language)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('nameSortKey', () => {
  it('ignores case: "ATE" sorts with "Air"', () => {
    expect(sorted(['Brake disc', 'ATE brake pads', 'Air filter', 'alternator'], 'en')).toEqual([
      'Air filter',
      'alternator',
      'ATE brake pads',
      'Brake disc',
    ]);
  });

  it('orders Polish letters after their base letter in Polish', () => {
    expect(
      sorted(
        ['Łożysko', 'Lusterko', 'Zawór', 'Żarówka', 'Źródło', 'Świeca', 'Sprężyna', 'Ćwiek', 'Cewka'],
        'pl',
      ),
    ).toEqual(['Cewka', 'Ćwiek', 'Lusterko', 'Łożysko', 'Sprężyna', 'Świeca', 'Zawór', 'Źródło', 'Żarówka']);
    // A word with ą comes after every word of a-: "ab" < "ąa".
    expect(sorted(['ąa', 'ab', 'az'], 'pl')).toEqual(['ab', 'az', 'ąa']);
  });

  it('treats letters with diacritics as their base letter in English', () => {
    // "lozysko" < "lusterko": Ł is an L with a stroke here.
    expect(sorted(['Lusterko', 'Łożysko', 'Lampa'], 'en')).toEqual(['Lampa', 'Łożysko', 'Lusterko']);
    expect(sorted(['ąa', 'ab'], 'en')).toEqual(['ąa', 'ab']);
    expect(nameSortKey('  Müller   Öl ', 'en')).toBe('muller ol');
  });
});
