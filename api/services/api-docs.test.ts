/** docs/api.md holds the endpoint reference the contract gives: it cannot drift. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineRoute, ErrorBody, type RouteDef } from '#api/contract/define-route.ts';
import { apiDocument, loadContractModules } from './api-docs-file.ts';
import { contractSections, GENERATED_END, GENERATED_START, renderApiReference } from './api-docs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = path.resolve(here, '../../docs/api.md');
const contractDir = path.resolve(here, '../contract');

/** Every route object the contract modules export, found without the generator's loader. */
async function contractRoutes(): Promise<Set<RouteDef>> {
  const routes = new Set<RouteDef>();
  for (const name of fs
    .readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(contractDir, name))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const route = value as Partial<RouteDef> | null;
      if (
        route &&
        typeof route === 'object' &&
        typeof route.method === 'string' &&
        typeof route.url === 'string'
      )
        routes.add(route as RouteDef);
    }
  }
  return routes;
}

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes (run it after changing the contract)', async () => {
    const current = fs.readFileSync(file, 'utf8');
    expect(current).toBe(await apiDocument(current, file));
  });

  it('has one heading for every route the contract exports', async () => {
    const current = fs.readFileSync(file, 'utf8');
    const generated = current.slice(current.indexOf(GENERATED_START), current.indexOf(GENERATED_END));
    const headings = generated.match(/^### `(GET|POST|PUT|PATCH|DELETE) [^`]+`$/gm) ?? [];
    const routes = await contractRoutes();
    expect(routes.size).toBeGreaterThan(0);
    expect(headings).toHaveLength(routes.size);
    for (const route of routes) expect(headings).toContain(`### \`${route.method} ${route.url}\``);
  });

  it('writes types, flattened fields and grouped statuses readably', async () => {
    const reference = renderApiReference(await loadContractModules());
    expect(reference).toContain('### `POST /api/cart/merge`\n\nAccess: Signed-in customer.');
    expect(reference).toContain('| `lines` | body | array (at most 200 items) of objects | yes |');
    expect(reference).toContain('| `lines[].quantity` | body | integer (1 to 99) | yes |');
    expect(reference).toContain('| `limit` | query | integer (1 to 1000), default `20` | no |');
    expect(reference).toContain('| `delimiter` | body | one of `,`, `;`, `"\\t"` or null | yes |');
    expect(reference).toContain('- 200: `{ cart, skippedProductIds }`\n- 400, 401, 404: error');
    expect(reference).toContain(
      '- 200: `{ id, firstName, lastName, email, phone, countryCode, language, isAdmin, pendingEmail? } | null`',
    );
  });
});

describe('contractSections', () => {
  const route = (method: 'GET' | 'POST', url: string) =>
    defineRoute({ method, url, access: 'public', schema: { response: { 200: ErrorBody } } });
  const second = route('POST', '/b');
  const first = route('GET', '/a');
  const source = 'export const first = 1;\nexport const second = 2;\n';

  it('keeps the declaration order, files alphabetical, a route exported twice once', () => {
    const sections = contractSections([
      { file: 'z.ts', exports: { again: first }, source: '' },
      { file: 'a.ts', exports: { second, first, notARoute: Type.String() }, source },
    ]);
    expect(sections).toEqual([{ file: 'a.ts', routes: [first, second] }]);
  });
});
