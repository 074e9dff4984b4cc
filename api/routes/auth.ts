/** Sign-in, registration, password reset and change, profile, account deletion, sign-out. */
import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import * as contract from '#api/contract/auth.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { requireUser } from '../plugins/auth.ts';
import {
  type AccountDeps,
  authenticate,
  confirmEmailChange,
  changePassword,
  deleteAccount,
  normalizeEmail,
  pendingEmailOf,
  registerUser,
  requestPasswordReset,
  resetPassword,
  toApiUser,
  updateProfile,
} from '../services/accounts.ts';
import { rateLimiter } from '../plugins/limiter.ts';
import type { App } from './types.ts';

export interface RateLimits {
  /** Attempts per 15 minutes. */
  loginPerIp: number;
  loginPerEmail: number;
  /** Per hour. */
  registerPerIp: number;
  forgotPerIp: number;
  forgotPerEmail: number;
  /** Registration-number lookups per IP and hour (vehicle routes). */
  plateLookupPerIp: number;
  /** Profile changes per hour (each may answer "e-mail taken": no enumeration at speed). */
  profilePerUser: number;
  profilePerIp: number;
  /** Password changes per 15 minutes (each checks the current password: no guessing at speed). */
  passwordChangePerUser: number;
  passwordChangePerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 30,
  loginPerEmail: 10,
  registerPerIp: 10,
  forgotPerIp: 10,
  forgotPerEmail: 3,
  plateLookupPerIp: 60,
  profilePerUser: 20,
  profilePerIp: 60,
  passwordChangePerUser: 5,
  passwordChangePerIp: 20,
};

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
};

/** Signs the user in on this request: a new session id, so a planted cookie gains nothing. */
async function startSession(request: FastifyRequest, userId: number) {
  await request.session.regenerate();
  request.session.userId = userId;
  await request.session.save();
}

export default async function authRoutes(app: App, options: { deps: AccountDeps; limits: RateLimits }) {
  const { deps, limits } = options;
  const limiter = (
    max: number,
    timeWindow: string,
    group: string,
    key: (request: FastifyRequest) => string,
  ) => rateLimiter(app, max, timeWindow, group, key);
  const perIp = (max: number, timeWindow: string, group: string) =>
    limiter(max, timeWindow, group, (r) => r.ip);
  const perEmail = (max: number, timeWindow: string, group: string) =>
    limiter(max, timeWindow, group, emailKey);
  // Runs after the access guard, so the session names a user.
  const perUser = (max: number, timeWindow: string, group: string) =>
    limiter(max, timeWindow, group, (r) => `user:${r.session.userId ?? ''}`);

  const loginLimits = (group: string) => [
    perIp(limits.loginPerIp, '15 minutes', `${group}-ip`),
    perEmail(limits.loginPerEmail, '15 minutes', `${group}-email`),
  ];

  app.route({
    ...contract.getCurrentUser,
    handler: async (request) => {
      const user = await request.currentUser();
      if (!user) return null;
      return { ...toApiUser(user), pendingEmail: await pendingEmailOf(app.db, user.id) };
    },
  });

  app.route({
    ...contract.login,
    preHandler: loginLimits('login'),
    handler: async (request) => {
      const user = await authenticate(app.db, request.body);
      await startSession(request, user.id);
      return toApiUser(user);
    },
  });

  app.route({
    ...contract.adminLogin,
    preHandler: loginLimits('admin-login'),
    handler: async (request) => {
      const user = await authenticate(app.db, request.body);
      // Anyone but an admin gets exactly the answer of a wrong password.
      if (user.isAdmin !== 1) throw new AppError(401, 'invalid_credentials');
      await startSession(request, user.id);
      return toApiUser(user);
    },
  });

  app.route({
    ...contract.register,
    preHandler: [perIp(limits.registerPerIp, '1 hour', 'register-ip')],
    handler: async (request, reply) => {
      const user = await registerUser(deps, request.body);
      await startSession(request, user.id);
      return reply.status(201).send(toApiUser(user));
    },
  });

  app.route({
    ...contract.forgotPassword,
    preHandler: [
      perIp(limits.forgotPerIp, '1 hour', 'forgot-ip'),
      perEmail(limits.forgotPerEmail, '1 hour', 'forgot-email'),
    ],
    handler: async (request, reply) => {
      const { email } = request.body;
      if (!email.trim()) throw badRequest('email_required');
      // The account is looked up after the answer has gone: the answer cannot say, even by its
      // timing, whether the address has an account.
      reply.raw.once('finish', () => {
        requestPasswordReset(deps, email).catch((err: unknown) =>
          request.log.error({ err }, 'password reset request failed'),
        );
      });
      return { success: true as const };
    },
  });

  app.route({
    ...contract.resetPassword,
    preHandler: [perIp(limits.forgotPerIp, '1 hour', 'reset-ip')],
    handler: async (request) => {
      await resetPassword(deps, request.body);
      return { success: true as const };
    },
  });

  app.route({
    ...contract.changePassword,
    preHandler: [
      perUser(limits.passwordChangePerUser, '15 minutes', 'password-change-user'),
      perIp(limits.passwordChangePerIp, '15 minutes', 'password-change-ip'),
    ],
    handler: async (request) => {
      const user = await requireUser(request);
      // Every session of the account ends, this one included; the shopper goes on in a new one.
      await changePassword(deps, user.id, request.body);
      await startSession(request, user.id);
      return { success: true as const };
    },
  });

  app.route({
    ...contract.updateCurrentUser,
    preHandler: [
      perUser(limits.profilePerUser, '1 hour', 'profile-user'),
      perIp(limits.profilePerIp, '1 hour', 'profile-ip'),
    ],
    handler: async (request) => {
      const user = await requireUser(request);
      const updated = await updateProfile(deps, user.id, request.body);
      return { ...toApiUser(updated.user), pendingEmail: updated.pendingEmail };
    },
  });

  app.route({
    ...contract.deleteCurrentUser,
    // A request without a body gets the translated "enter your current password", not a schema error.
    preValidation: async (request) => {
      request.body ??= {};
    },
    // Wrong passwords count like a password change's.
    preHandler: [
      perUser(limits.passwordChangePerUser, '15 minutes', 'password-change-user'),
      perIp(limits.passwordChangePerIp, '15 minutes', 'password-change-ip'),
    ],
    handler: async (request) => {
      const user = await requireUser(request);
      await deleteAccount(app.db, user, request.body?.currentPassword);
      await request.session.destroy();
      return { success: true as const };
    },
  });

  app.route({
    ...contract.confirmEmailChange,
    // The link may be opened signed out, or on another device: the token is the proof.
    preHandler: [perIp(limits.forgotPerIp, '15 minutes', 'confirm-email-ip')],
    handler: async (request) => ({
      success: true as const,
      email: await confirmEmailChange(deps, request.body.token),
    }),
  });

  // The sign-out form posts an empty urlencoded body: accepted (and ignored) here only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, undefined),
    );
    scope.route({
      ...contract.logout,
      handler: async (request, reply) => {
        if (request.session.userId !== undefined) await request.session.destroy();
        return reply.redirect('/', 303);
      },
    });
  });

  app.route({
    ...contract.logoutPage,
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(logoutPage(languageOf(request.headers['accept-language']))),
  });

  app.route({
    ...contract.loginPage,
    handler: async (request, reply) => {
      const back = request.query.redirect;
      // Only a path of this shop: "//other.site" or "/\\other.site" would leave it.
      const safe = back !== undefined && /^\/(?![/\\])/.test(back) ? back : undefined;
      const target = safe ? `/sign-in?${new URLSearchParams({ redirect: safe }).toString()}` : '/sign-in';
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  });
}

const LOGOUT_TEXTS = {
  en: {
    title: 'Sign out',
    question: 'Sign out of PartsPoint on this device?',
    button: 'Sign out',
    back: 'Back to the shop',
  },
  pl: {
    title: 'Wyloguj',
    question: 'Wylogować się z PartsPoint na tym urządzeniu?',
    button: 'Wyloguj',
    back: 'Wróć do sklepu',
  },
} as const;

/** Polish when the browser prefers it over English, else English. */
function languageOf(acceptLanguage: string | undefined): 'en' | 'pl' {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'pl') return 'pl';
    if (tag === 'en') return 'en';
  }
  return 'en';
}

function logoutPage(language: 'en' | 'pl'): string {
  const t = LOGOUT_TEXTS[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} - PartsPoint</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}a{display:inline-block;margin-top:1rem;color:#1d4ed8}</style>
</head><body><h1>${t.title}</h1><p>${t.question}</p>
<form method="post" action="/api/logout"><button type="submit">${t.button}</button></form>
<a href="/">${t.back}</a></body></html>`;
}
