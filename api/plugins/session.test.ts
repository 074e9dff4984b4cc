/**
 * Sessions are read only where an answer may depend on the visitor: public catalogue reads run
 * without one (no cookie parsed, no session row read, no id signed), signed-in routes still see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '#db/test/test-db.ts';
import { registerTestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

const handle = await createTestDb();
/** Every statement executed on the connection while `recording` is on (prepared ones are cached). */
const statements: string[] = [];
let recording = false;
const prepare = handle.sqlite.prepare.bind(handle.sqlite);
handle.sqlite.prepare = ((sql: string) => {
  const statement = prepare(sql);
  for (const method of ['all', 'get', 'run', 'iterate'] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    Object.defineProperty(statement, method, {
      value: (...args: unknown[]) => {
        if (recording) statements.push(sql);
        return original(...args);
      },
    });
  }
  return statement;
}) as typeof handle.sqlite.prepare;

const { app, close } = await createTestApp({ handle });

async function sessionQueriesOf(url: string, cookie: string) {
  statements.length = 0;
  recording = true;
  try {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    return {
      status: response.statusCode,
      setCookie: response.headers['set-cookie'],
      sessionQueries: statements.filter((sql) => /\bsessions\b/.test(sql)).length,
    };
  } finally {
    recording = false;
  }
}

let cookie = '';
beforeAll(async () => {
  cookie = (await registerTestUser(app)).cookie;
});
afterAll(async () => {
  await close();
});

describe('session scope', () => {
  it('reads the session of a signed-in request', async () => {
    const profile = await sessionQueriesOf('/api/auth/user', cookie);
    expect(profile.status).toBe(200);
    expect(profile.sessionQueries).toBeGreaterThan(0);
  });

  it.each([
    '/api/products?limit=5',
    '/api/products/count',
    '/api/categories',
    '/api/categories/mother',
    '/api/brands',
    '/api/currency/rates',
    '/api/vehicles/makes',
    '/api/health',
  ])('answers %s without reading or creating a session', async (url) => {
    const result = await sessionQueriesOf(url, cookie);
    expect(result.status).toBe(200);
    expect(result.sessionQueries).toBe(0);
    expect(result.setCookie).toBeUndefined();
  });

  it('keeps the admin category tree behind the admin session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/categories/hierarchy',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    const guest = await app.inject({ method: 'GET', url: '/api/categories/hierarchy' });
    expect(guest.statusCode).toBe(401);
  });
});
