/**
 * One error shape for the whole API: `{ error, message }` with the right status. Validation errors
 * become 400s that name the field; unknown /api paths a JSON 404; anything unexpected a logged 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { requestLanguage, translate } from '../http/messages.ts';

function describeValidation(error: FastifyError): { field: string; reason: string } {
  const first = error.validation?.[0];
  if (!first) return { field: 'request', reason: error.message };
  const where = error.validationContext ?? 'request';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const pathPart = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = [
    where === 'querystring' || where === 'body' || where === 'params' ? '' : where,
    pathPart,
    missing,
  ]
    .filter(Boolean)
    .join('.');
  return { field: field || where, reason: first.message ?? 'invalid' };
}

/**
 * Ajv coerces "Infinity" and "1e400" to non-finite numbers, which pass minimum/maximum/integer
 * checks: refuse them after validation, before any handler does arithmetic with them.
 */
function assertFinite(values: unknown) {
  if (!values || typeof values !== 'object') return;
  for (const [field, value] of Object.entries(values)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
      throw new AppError(400, 'invalid_number', { field });
    }
  }
}

/**
 * The database refused a write because its disk is full, its file is read-only or its storage failed:
 * the change was not made (SQLite rolled it back), reads still work, and the shop recovers by itself
 * when space returns. Such a request answers 503 with a retry hint instead of a 500.
 */
export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (code === 'SQLITE_FULL' ||
      code.startsWith('SQLITE_READONLY') ||
      code.startsWith('SQLITE_IOERR') ||
      code === 'SQLITE_CANTOPEN' ||
      // The same for files the shop writes beside the database (uploads, price lists).
      code === 'ENOSPC' ||
      code === 'EROFS' ||
      code === 'EDQUOT')
  );
}

/** Seconds a client waits before retrying a write refused for storage. */
const STORAGE_RETRY_AFTER_SECONDS = 60;

/** Fastify's own errors before routing (a malformed URL), in our error shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router's own message echoes the whole URL back: answer with ours instead.
  const tooLong = error.statusCode === 414 || /max param length/i.test(error.message);
  const code = tooLong ? 'uri_too_long' : 'invalid_url';
  reply.status(tooLong ? 414 : 400).send({ error: code, message: translate(requestLanguage(request), code) });
}

export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    assertFinite(request.query);
    assertFinite(request.params);
    assertFinite(request.body);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: error.error,
        message: translate(language, error.code, error.params),
        ...(error.suggestion === undefined ? {} : { suggestion: error.suggestion }),
      });
    }
    if (error.validation) {
      const { field, reason } = describeValidation(error);
      return reply.status(400).send({
        error: 'invalid_request',
        message: translate(language, 'invalid_request', { field, reason }),
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: 'invalid_body', message: translate(language, 'invalid_body') });
    }
    const status = error.statusCode ?? 500;
    if (status === 414) {
      return reply.status(414).send({ error: 'uri_too_long', message: translate(language, 'uri_too_long') });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'too_many_requests', message: translate(language, 'too_many_requests') });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'bad_request', message: error.message });
    }
    if (isStorageUnavailable(error)) {
      request.log.error({ err: error }, 'storage unavailable: write refused');
      return reply
        .status(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
        .send({ error: 'storage_unavailable', message: translate(language, 'storage_unavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'internal_error', message: translate(language, 'internal_error') });
  });
});

/** JSON 404 for an unknown API path (the static plugin answers other paths with the app shell). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  return reply.status(404).send({
    error: 'route_not_found',
    message: translate(language, 'route_not_found', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    }),
  });
}
