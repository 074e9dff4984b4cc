/** Slug -> icon family, including the landing tiles' slugs. */
import { describe, expect, it } from 'vitest';
import { categoryFamily } from './category-icon.tsx';

describe('categoryFamily', () => {
  it('maps the landing slugs to their families', () => {
    const slugs = ['engine', 'filters', 'brake-system', 'body-panels', 'electrics', 'car-lights'];
    expect(slugs.map(categoryFamily)).toEqual(['engine', 'fluids', 'brake', 'body', 'electrics', 'lighting']);
    expect(categoryFamily('Drivetrain-suspension')).toBe('suspension');
    expect(categoryFamily('exhaust-system')).toBe('exhaust');
    expect(categoryFamily('oils-and-fluids')).toBe('fluids');
  });

  it('has no family for an unknown slug', () => {
    expect(categoryFamily('gift-cards')).toBeUndefined();
  });
});
