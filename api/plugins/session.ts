/**
 * Cookie sessions kept server-side in SQLite (they survive a restart; expired ones are purged
 * hourly). Only signed-in visitors get a session: guests carry no cookie.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import session, { type SessionStore } from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#db/client.ts';
import { deleteSession, findSession, purgeExpiredSessions, saveSession } from '#db/repositories/sessions.ts';

declare module 'fastify' {
  interface Session {
    userId?: number;
  }
}

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: created below.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The store interface of @fastify/session over the sessions table. */
function sqliteStore(db: Db): SessionStore {
  return {
    set(sid, value, callback) {
      const expires = value.cookie.expires
        ? new Date(value.cookie.expires).getTime()
        : Date.now() + SESSION_DAYS * 86_400_000;
      saveSession(db, {
        sid,
        userId: value.userId ?? null,
        data: JSON.stringify(value),
        expiresAt: expires,
      }).then(() => callback(), callback);
    },
    get(sid, callback) {
      findSession(db, sid, Date.now()).then(
        (row) => callback(undefined, row ? JSON.parse(row.data) : null),
        callback,
      );
    },
    destroy(sid, callback) {
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}

export const sessionPlugin = fp<{ db: Db; secret: string; secure: boolean }>(async function sessions(
  app: FastifyInstance,
  options,
) {
  await app.register(cookie);
  await app.register(session, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: sqliteStore(options.db),
    saveUninitialized: false,
    // Saved only when changed (sign-in). With rolling saves, a request still in flight when the user
    // signed out wrote the destroyed session back and signed them in again. Sessions therefore last
    // SESSION_DAYS from sign-in.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: SESSION_DAYS * 86_400_000,
    },
  });
  const purge = () =>
    purgeExpiredSessions(options.db, Date.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'session purge failed'),
    );
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void (await purge()));
  app.addHook('onClose', async () => clearInterval(timer));
});
