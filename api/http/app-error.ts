/**
 * The failure every service and route throws: a status and a message code, answered by the errors
 * plugin as `{ error, message }` with the message in the shopper's language.
 */
import type { AdminRuleProblem } from '#api/contract/admin-form-messages.ts';
import type { RuleProblem } from '#api/contract/form-messages.ts';
import type { MessageCode } from './messages.ts';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: MessageCode;
  readonly params: Record<string, string | number>;
  /** The `error` field when it is not the message code (a code the contract fixes, e.g. upper case). */
  readonly error: string;
  /** A value proposed instead of the refused one, sent beside the message (the body's `suggestion`). */
  suggestion: string | undefined;

  constructor(
    statusCode: number,
    code: MessageCode,
    params: Record<string, string | number> = {},
    error: string = code,
  ) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.error = error;
  }
}

export const notFound = (code: MessageCode = 'not_found') => new AppError(404, code);
/** A shared form rule's problem as the 400 the form itself would have shown. */
export const ruleError = (problem: RuleProblem | AdminRuleProblem) =>
  badRequest(problem.code, problem.vars ?? {});
export const badRequest = (code: MessageCode, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params);
