/** Query keys come from the route definition, scoped by its access: personal answers are never kept. */
import { describe, expect, it } from 'vitest';
import { listAddresses } from '#api/contract/auth.ts';
import { listBrands } from '#api/contract/catalog.ts';
import { shouldPersistQuery } from './query-client.ts';
import { routeKey, routeQuery } from './route-query.ts';

const succeeded = { status: 'success', data: [], dataUpdatedAt: 1 } as never;

describe('routeKey', () => {
  it('puts a customer route under auth and a public one under public, by method and URL', () => {
    expect(routeKey(listAddresses)).toEqual(['auth', 'GET /api/addresses']);
    expect(routeKey(listBrands)).toEqual(['public', 'GET /api/brands']);
    expect(routeKey(listBrands, { q: 1 })).toEqual(['public', 'GET /api/brands', { q: 1 }]);
  });

  it('gives two features asking the same route the same key', () => {
    expect(routeQuery(listAddresses).queryKey).toEqual(routeQuery(listAddresses).queryKey);
  });

  it('never persists an answer of a customer route', () => {
    expect(shouldPersistQuery({ queryKey: [...routeKey(listAddresses)], state: succeeded })).toBe(false);
  });
});
