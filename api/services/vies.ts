/**
 * Optional online check of an EU VAT ID against the EU's VIES service, off until its URL is set.
 * REST shape: POST `{url}/check-vat-number` with JSON `{ countryCode, vatNumber }` (countryCode is the
 * VAT prefix, EL for Greece); the answer has `valid: boolean` and may have `userError`, where anything
 * but VALID or INVALID (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, …) means no verdict.
 * Never throws: no URL, a network error, a timeout, a non-2xx status or an answer we cannot read is
 * 'unavailable', and the caller decides what that means.
 */
import { readBoundedText } from './bounded-body.ts';

export type ViesResult = 'valid' | 'invalid' | 'unavailable';

export interface ViesChecker {
  check(id: { prefix: string; number: string }): Promise<ViesResult>;
}

export interface ViesOptions {
  /** The service's base URL; undefined (or empty) turns the check off. */
  url: string | undefined;
  /** For the whole exchange, answer included; default 3 s. */
  timeoutMs?: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 3_000;
/** The answer is a small JSON object (name and address included). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The verdict in a VIES answer, or 'unavailable' when it carries none. */
function verdict(answer: unknown): ViesResult {
  if (typeof answer !== 'object' || answer === null) return 'unavailable';
  const { valid, userError } = answer as { valid?: unknown; userError?: unknown };
  if (typeof valid !== 'boolean') return 'unavailable';
  // A userError must agree with `valid`; any other value means the member state gave no answer.
  if (userError !== undefined && userError !== (valid ? 'VALID' : 'INVALID')) return 'unavailable';
  return valid ? 'valid' : 'invalid';
}

export function createViesChecker(options: ViesOptions): ViesChecker {
  const base = options.url?.trim().replace(/\/+$/, '');
  if (!base) return { check: () => Promise.resolve('unavailable') };
  const endpoint = `${base}/check-vat-number`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async check({ prefix, number }) {
      try {
        // The signal also bounds reading the answer, so a service that stalls mid-answer times out too.
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: prefix, vatNumber: number }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
        if (!response.ok) {
          await response.body?.cancel();
          return 'unavailable';
        }
        const text = await readBoundedText(response, MAX_ANSWER_BYTES, (reason) => new Error(reason));
        return verdict(JSON.parse(text));
      } catch {
        return 'unavailable';
      }
    },
  };
}
