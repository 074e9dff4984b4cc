import { describe, expect, it } from 'vitest';
import type { Product } from '#api/contract/catalog.ts';
import { buildApiProduct } from '../../test/factories.ts';
import {
  addableProductIds,
  buildWishlistRows,
  formatAddedDate,
  localizedDescription,
  mergeWishlistEntries,
} from './wishlist-view.ts';

const product = (id: number, fields: Partial<Product> = {}) => buildApiProduct(id, { stock: 5, ...fields });

const entry = (productId: number, createdAt: string) => ({ productId, createdAt });

describe('mergeWishlistEntries', () => {
  it('lists server and local entries once per product, newest first', () => {
    const server = [entry(1, '2026-03-01T10:00:00Z'), entry(2, '2026-03-03T10:00:00Z')];
    const local = [entry(2, '2026-03-05T10:00:00Z'), entry(3, '2026-03-02T10:00:00Z')];
    expect(mergeWishlistEntries(server, local)).toEqual([
      entry(2, '2026-03-03T10:00:00Z'),
      entry(3, '2026-03-02T10:00:00Z'),
      entry(1, '2026-03-01T10:00:00Z'),
    ]);
  });

  it('takes the local entries alone for a guest', () => {
    const local = [entry(4, '2026-03-01T10:00:00Z'), entry(5, '2026-03-09T10:00:00Z')];
    expect(mergeWishlistEntries(undefined, local).map((item) => item.productId)).toEqual([5, 4]);
  });
});

describe('buildWishlistRows and addableProductIds', () => {
  it('joins each entry with its product; products gone from the catalogue are unavailable', () => {
    const entries = [entry(1, '2026-03-03T10:00:00Z'), entry(9, '2026-03-02T10:00:00Z')];
    const rows = buildWishlistRows(entries, [product(1), product(2)]);
    expect(rows.map((row) => [row.kind, row.entry.productId])).toEqual([
      ['available', 1],
      ['unavailable', 9],
    ]);
  });

  it('adds only products still sold and in stock', () => {
    const entries = [1, 2, 3].map((id) => entry(id, '2026-03-01T10:00:00Z'));
    const rows = buildWishlistRows(entries, [product(1), product(2, { stock: 0 })]);
    expect(addableProductIds(rows)).toEqual([1]);
  });
});

describe('formatAddedDate', () => {
  it('writes the date in the shopper language', () => {
    expect(formatAddedDate('2026-03-05T12:00:00Z', 'en', 'UTC')).toBe('5 March 2026');
    expect(formatAddedDate('2026-03-05T12:00:00Z', 'pl', 'UTC')).toBe('5 marca 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatAddedDate('soon', 'en')).toBe('');
  });
});

describe('localizedDescription', () => {
  it('picks the language, then the stored description, else null', () => {
    const texts = { description: 'Stored', descriptionEn: 'English', descriptionPl: 'Polski' };
    expect(localizedDescription(texts, 'en')).toBe('English');
    expect(localizedDescription(texts, 'pl')).toBe('Polski');
    expect(localizedDescription({ ...texts, descriptionPl: null }, 'pl')).toBe('Stored');
    expect(
      localizedDescription({ description: null, descriptionEn: '', descriptionPl: null }, 'en'),
    ).toBeNull();
  });
});
