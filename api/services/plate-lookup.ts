/**
 * The registration-number lookup provider (PLATE_LOOKUP_URL), protocol in docs/api.md, "Plate lookup provider":
 * `GET {url}?registration=&country=`, JSON `{ make, model, year?, kw?, ccm?, fuel?, hsn?, tsn? }`,
 * 404 for an unknown plate. Bounded: 5 s for connecting and reading, 64 KB of answer.
 */
import { readBoundedText } from './bounded-body.ts';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

const Opt = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const PlateAnswer = Type.Object({
  make: Type.String({ minLength: 1, maxLength: 100 }),
  model: Type.String({ minLength: 1, maxLength: 100 }),
  year: Opt(Type.Integer({ minimum: 1900, maximum: 2100 })),
  kw: Opt(Type.Number({ exclusiveMinimum: 0, maximum: 2000 })),
  ccm: Opt(Type.Integer({ minimum: 0, maximum: 20000 })),
  fuel: Opt(Type.String({ maxLength: 50 })),
  hsn: Opt(Type.String({ maxLength: 10 })),
  tsn: Opt(Type.String({ maxLength: 12 })),
});
export type PlateAnswer = Static<typeof PlateAnswer>;

/** The provider failed: unreachable, timed out, an error status, or an answer we cannot use. */
export class PlateLookupError extends Error {
  override name = 'PlateLookupError';
}

/** Resolves to the provider's answer, null for a plate it does not know; throws PlateLookupError. */
export type PlateLookup = (registration: string, country: string) => Promise<PlateAnswer | null>;

export interface PlateLookupOptions {
  url: string;
  token?: string | undefined;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Upper case without spaces and hyphens; null unless 2-10 letters and digits remain. */
export function normaliseRegistration(input: string): string | null {
  const registration = input.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{2,10}$/.test(registration) ? registration : null;
}

function readBounded(response: Response, maxBytes: number): Promise<string> {
  return readBoundedText(response, maxBytes, (reason) => new PlateLookupError(reason));
}

export function createPlateLookup(options: PlateLookupOptions): PlateLookup {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;

  return async (registration, country) => {
    const url = new URL(options.url);
    url.searchParams.set('registration', registration);
    url.searchParams.set('country', country);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // One signal for connecting and reading the body: a provider that stalls mid-answer times out too.
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    try {
      // Redirects are not followed: the token goes only to the configured address.
      const response = await doFetch(url, { headers, signal, redirect: 'manual' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        throw new PlateLookupError(`provider answered HTTP ${response.status}`);
      }
      text = await readBounded(response, maxBytes);
    } catch (error) {
      if (error instanceof PlateLookupError) throw error;
      const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new PlateLookupError(`provider unreachable: ${reason}`, { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PlateLookupError('answer is not JSON');
    }
    if (!Value.Check(PlateAnswer, json)) throw new PlateLookupError('answer lacks make and model');
    return json;
  };
}
