import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { isProductNotFound, parseProductId } from './product-details.ts';

describe('parseProductId', () => {
  it('reads a positive whole number', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('2147483647')).toBe(2147483647);
  });

  it('refuses what cannot name a product', () => {
    for (const param of ['', 'abc', '0', '-1', '1.5', '1e3', ' 7', '2147483648', '99999999999'])
      expect(parseProductId(param), param).toBeUndefined();
  });
});

describe('isProductNotFound', () => {
  it('is true for the server’s 404 and 400, not for other failures', () => {
    expect(isProductNotFound(new ApiError(404, 'Not Found', ''))).toBe(true);
    expect(isProductNotFound(new ApiError(400, 'Bad Request', ''))).toBe(true);
    expect(isProductNotFound(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isProductNotFound(new TypeError('Failed to fetch'))).toBe(false);
  });
});
