/** Sign-up and sign-in through the real endpoints, for API tests that need a session cookie. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import { updateUser } from '#db/repositories/users.ts';

let counter = 0;

export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  // The last one counts, as in a browser (a rotated session clears the old cookie first).
  const sid = all.findLast((c): c is string => typeof c === 'string' && /^sid=[^;]/.test(c));
  if (!sid) throw new Error('no session cookie was set');
  return sid.split(';')[0] ?? '';
}

export async function registerTestUser(
  app: FastifyInstance,
  fields: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    language: 'en' | 'pl';
  }> = {},
) {
  counter += 1;
  const body = {
    email: fields.email ?? `user${counter}-${Date.now()}@example.com`,
    password: fields.password ?? 'secret123',
    confirmPassword: fields.password ?? 'secret123',
    firstName: fields.firstName ?? 'Anna',
    lastName: fields.lastName ?? 'Nowak',
    language: fields.language,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const user = response.json() as { id: number; email: string };
  return { ...user, password: body.password, cookie: cookieFrom(response) };
}

/** A registered user made admin in the database, signed in again through the admin login. */
export async function registerTestAdmin(app: FastifyInstance, db: Db) {
  const user = await registerTestUser(app);
  await updateUser(db, user.id, { isAdmin: 1 });
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: user.email, password: user.password },
  });
  return { ...user, cookie: cookieFrom(response) };
}
