/** Breadcrumbs against the category tree, manufacturers against brands. */
import { describe, expect, it } from 'vitest';
import { deepestDetected, detectCategories, matchBrand, type CategoryLike } from './catalogue-match.ts';

const cat = (
  id: number,
  level: number,
  parentId: number | null,
  name: string,
  namePl: string | null = null,
  isActive = 1,
): CategoryLike => ({ id, level, parentId, name, nameEn: name, namePl, isActive });

const tree = [
  cat(1, 1, null, 'Brake system', 'Układ hamulcowy'),
  cat(2, 2, 1, 'Brake pads & discs', 'Klocki i tarcze hamulcowe'),
  cat(3, 3, 2, 'Brake pads', 'Klocki hamulcowe'),
  cat(4, 3, 2, 'Brake discs', 'Tarcze hamulcowe'),
  cat(5, 1, null, 'Filters', 'Filtry'),
  cat(6, 2, 5, 'Brake pads'), // a namesake elsewhere in the tree
  cat(7, 3, 2, 'Drums', 'Bębny', 0),
];

describe('detectCategories', () => {
  it('finds the deepest category and fills its parents', () => {
    const found = detectCategories(['Home', 'Brake system', 'Brake pads & discs', 'Brake discs'], tree);
    expect(found).toEqual({
      detected: true,
      motherCategory: { id: 1, name: 'Brake system' },
      subCategory: { id: 2, name: 'Brake pads & discs' },
      subSubCategory: { id: 4, name: 'Brake discs' },
    });
    expect(deepestDetected(found)).toBe(4);
  });

  it('matches Polish names with case and diacritics folded', () => {
    const found = detectCategories(['Strona główna', 'UKLAD HAMULCOWY', 'klocki i tarcze hamulcowe'], tree);
    expect(found.subCategory).toEqual({ id: 2, name: 'Brake pads & discs' });
    expect(found.subSubCategory).toBeNull();
    expect(deepestDetected(found)).toBe(2);
  });

  it('prefers a match under a matched parent over a namesake elsewhere', () => {
    expect(
      detectCategories(['Brake system', 'Brake pads & discs', 'Brake pads'], tree).subSubCategory?.id,
    ).toBe(3);
    expect(detectCategories(['Filters', 'Brake pads'], tree).subCategory?.id).toBe(6);
  });

  it('ignores inactive categories and says when nothing matched', () => {
    expect(detectCategories(['Drums'], tree).detected).toBe(false);
    expect(detectCategories([], tree)).toEqual({
      detected: false,
      motherCategory: null,
      subCategory: null,
      subSubCategory: null,
    });
  });
});

describe('matchBrand', () => {
  const brands = [
    { id: 1, name: 'Bosch' },
    { id: 2, name: 'ATE' },
    { id: 3, name: 'Bosch Car Service' },
  ];

  it('takes an equal name first, without regard to case', () => {
    expect(matchBrand('BOSCH', brands)?.id).toBe(1);
  });

  it('else a name containing the other, either way, the longest first', () => {
    expect(matchBrand('Robert Bosch GmbH', brands)?.id).toBe(1);
    expect(matchBrand('Bosch Car', brands)?.id).toBe(3);
  });

  it('finds nothing for an empty or unknown manufacturer', () => {
    expect(matchBrand('', brands)).toBeNull();
    expect(matchBrand('Brembo', brands)).toBeNull();
  });
});
