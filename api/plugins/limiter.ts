/**
 * Abuse limits as preHandlers: each limiter keeps its own counters (its group prefixes the key), and
 * several may guard one route: @fastify/rate-limit's own preHandler runs only one per request, so its
 * checker is used directly. Exceeded: 429 `too_many_requests`, translated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

export function rateLimiter(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  group: string,
  key: (request: FastifyRequest) => string = (request) => request.ip,
) {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${group}:${key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'too_many_requests');
  };
}
