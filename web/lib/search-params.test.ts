/** parseSearch: conversion of URL strings and dropping of invalid fields. */
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-params.ts';

const Search = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 10 })),
  categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  priceMin: Type.Optional(Type.Number({ minimum: 0 })),
});

describe('parseSearch', () => {
  it('converts strings to numbers and keeps valid fields', () => {
    expect(parseSearch(Search, { search: 'pads', categoryId: '5', priceMin: '9.5' })).toEqual({
      search: 'pads',
      categoryId: 5,
      priceMin: 9.5,
    });
  });

  it('drops invalid, empty and unknown fields', () => {
    expect(parseSearch(Search, { search: '', categoryId: 'abc', priceMin: -1, sortBy: 'name' })).toEqual({});
    expect(parseSearch(Search, { search: 'x'.repeat(11), categoryId: 0 })).toEqual({});
  });
});
