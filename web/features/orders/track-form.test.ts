/** The tracking form's rules, its request, and the meaning of a failed lookup. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createTranslator } from '../../lib/i18n.ts';
import { parseSearch } from '../../lib/search-params.ts';
import { classifyTrackFailure, trackRequest, TrackSearch, validateTrack } from './track-form.ts';

describe('validateTrack', () => {
  it('wants an order number, blank or not', () => {
    const problem = validateTrack({ orderNumber: '   ', email: 'a@example.com' }, false);
    expect(problem).toEqual({ field: 'orderNumber', message: 'track.numberRequired' });
    expect(createTranslator('en')(problem!.message)).toBe('Please enter an order number');
  });

  it('wants the e-mail from guests only', () => {
    expect(validateTrack({ orderNumber: 'PP-1', email: ' ' }, false)?.field).toBe('email');
    expect(validateTrack({ orderNumber: 'PP-1', email: '' }, true)).toBeNull();
    expect(validateTrack({ orderNumber: 'PP-1', email: 'a@example.com' }, false)).toBeNull();
  });
});

describe('trackRequest', () => {
  it('trims, upper-cases the number and leaves out a blank e-mail', () => {
    expect(trackRequest({ orderNumber: ' pp-7q2m9xk4tb ', email: ' ' })).toEqual({
      orderNumber: 'PP-7Q2M9XK4TB',
    });
    expect(trackRequest({ orderNumber: 'PP-7Q2M9XK4TB', email: ' a@example.com' })).toEqual({
      orderNumber: 'PP-7Q2M9XK4TB',
      email: 'a@example.com',
    });
  });
});

describe('classifyTrackFailure', () => {
  const body = (error: string, message: string) => JSON.stringify({ error, message });

  it('reads 404 as not found and shows the server message of a rate limit', () => {
    expect(classifyTrackFailure(new ApiError(404, 'Not Found', body('order_not_found', 'x')))).toEqual({
      kind: 'not-found',
    });
    expect(
      classifyTrackFailure(new ApiError(429, 'Too Many Requests', body('too_many_requests', 'Try later'))),
    ).toEqual({ kind: 'server-message', message: 'Try later' });
  });

  it('treats anything else as a failed search', () => {
    expect(classifyTrackFailure(new ApiError(500, 'Internal Server Error', ''))).toEqual({ kind: 'failed' });
    expect(classifyTrackFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});

describe('TrackSearch', () => {
  it('prefills the order number from ?order=', () => {
    expect(parseSearch(TrackSearch, { order: 'PP-7Q2M9XK4TB' })).toEqual({ order: 'PP-7Q2M9XK4TB' });
    expect(parseSearch(TrackSearch, { order: 'x'.repeat(41) })).toEqual({});
  });
});
