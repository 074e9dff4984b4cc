/**
 * The tracking form: its URL (?order= prefills the number, as the order e-mails link to it), its
 * rules (a number always; the e-mail unless signed in, since the server finds a signed-in shopper's
 * own orders by number alone), and what a failed lookup means to the shopper.
 */
import { Type, type Static } from 'typebox';
import { ApiError } from '../../lib/api-client.ts';
import type { TextKey } from '../../lib/i18n.ts';
import type { TrackInput } from './api/orders.ts';

export const TrackSearch = Type.Object({
  order: Type.Optional(Type.String({ maxLength: 40 })),
});
export type TrackSearch = Static<typeof TrackSearch>;

export interface TrackValues {
  orderNumber: string;
  email: string;
}

export type TrackField = keyof TrackValues;

export function validateTrack(
  values: TrackValues,
  signedIn: boolean,
): { field: TrackField; message: TextKey } | null {
  if (values.orderNumber.trim() === '') return { field: 'orderNumber', message: 'track.numberRequired' };
  if (!signedIn && values.email.trim() === '') return { field: 'email', message: 'track.emailRequired' };
  return null;
}

/** Order numbers are upper case (the server folds them too); a blank e-mail is not sent. */
export function trackRequest(values: TrackValues): TrackInput {
  const email = values.email.trim();
  return { orderNumber: values.orderNumber.trim().toUpperCase(), ...(email ? { email } : {}) };
}

export type TrackFailure =
  | { kind: 'not-found' }
  /** A rate limit or a refused request: the server's own (translated) message. */
  | { kind: 'server-message'; message: string }
  | { kind: 'failed' };

/** Unknown number and wrong e-mail are the same 404; 429 says when to try again; the rest failed. */
export function classifyTrackFailure(error: unknown): TrackFailure {
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'not-found' };
    if ((error.status === 429 || error.status === 400) && error.body?.message)
      return { kind: 'server-message', message: error.body.message };
  }
  return { kind: 'failed' };
}
