/** Sign-in, registration, password reset and change, profile, account deletion, sign-out (spec 000 s.7). */
import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import * as contract from '#api/contract/auth.ts';
import { AppError } from '../plugins/errors.ts';
import { requireUser } from '../plugins/auth.ts';
import {
  type AccountDeps,
  authenticate,
  changePassword,
  deleteAccount,
  normalizeEmail,
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
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 30,
  loginPerEmail: 10,
  registerPerIp: 10,
  forgotPerIp: 10,
  forgotPerEmail: 3,
  plateLookupPerIp: 60,
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

  const loginLimits = (group: string) => [
    perIp(limits.loginPerIp, '15 minutes', `${group}-ip`),
    perEmail(limits.loginPerEmail, '15 minutes', `${group}-email`),
  ];

  app.route({
    ...contract.getCurrentUser,
    config: { access: 'user' },
    handler: async (request) => toApiUser(await requireUser(request)),
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
    config: { access: 'public' },
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
    handler: async (request) => {
      await requestPasswordReset(deps, request.body.email);
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
    config: { access: 'user' },
    handler: async (request) => {
      const user = await requireUser(request);
      await changePassword(deps, user.id, request.body);
      return { success: true as const };
    },
  });

  app.route({
    ...contract.updateCurrentUser,
    config: { access: 'user' },
    handler: async (request) => {
      const user = await requireUser(request);
      return toApiUser(await updateProfile(app.db, user.id, request.body));
    },
  });

  app.route({
    ...contract.deleteCurrentUser,
    config: { access: 'user' },
    handler: async (request) => {
      const user = await requireUser(request);
      await deleteAccount(app.db, user);
      await request.session.destroy();
      return { success: true as const };
    },
  });

  // The one GET that changes state (spec: a full-page navigation); a cross-site link can only sign out.
  app.route({
    ...contract.logout,
    handler: async (request, reply) => {
      if (request.session.userId !== undefined) await request.session.destroy();
      return reply.redirect('/', 302);
    },
  });
}
