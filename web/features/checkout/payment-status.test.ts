/** The payment page's states, and which failed status checks are repeated. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  keepsPolling,
  orderNumberOf,
  pageStateOf,
  retriesAfter,
  stateAfterFailure,
} from './payment-status.ts';

describe('pageStateOf', () => {
  it('approved or capture: success; declined or error: failed', () => {
    expect(pageStateOf('approved')).toBe('success');
    expect(pageStateOf('capture')).toBe('success');
    expect(pageStateOf('APPROVED')).toBe('success');
    expect(pageStateOf('declined')).toBe('failed');
    expect(pageStateOf('error')).toBe('failed');
  });

  it('anything else, or nothing, is processing and keeps polling', () => {
    for (const status of ['processing', 'pending', 'filtered?', '', undefined, null]) {
      expect(pageStateOf(status)).toBe('processing');
    }
    expect(keepsPolling('processing')).toBe(true);
    expect(keepsPolling('success')).toBe(false);
    expect(keepsPolling('failed')).toBe(false);
  });
});

describe('orderNumberOf', () => {
  it('accepts the shop’s order numbers (upper-cased) and nothing else', () => {
    expect(orderNumberOf('PP-7Q2M9XK4TB')).toBe('PP-7Q2M9XK4TB');
    expect(orderNumberOf(' pp-7q2m9xk4tb ')).toBe('PP-7Q2M9XK4TB');
    expect(orderNumberOf('PP-123')).toBeUndefined();
    expect(orderNumberOf('../logout')).toBeUndefined();
    expect(orderNumberOf(undefined)).toBeUndefined();
  });
});

describe('retriesAfter', () => {
  it('repeats after a network failure or a server error, not for an order the server does not know', () => {
    expect(retriesAfter(new TypeError('Failed to fetch'))).toBe(true);
    expect(retriesAfter(new ApiError(503, 'Service Unavailable', ''))).toBe(true);
    expect(retriesAfter(new ApiError(404, 'Not Found', '{"error":"order_not_found","message":"x"}'))).toBe(
      false,
    );
    expect(retriesAfter(new ApiError(400, 'Bad Request', ''))).toBe(false);
  });
});

describe('stateAfterFailure', () => {
  it('is "not found" when the server says there is no such order, and stops the checks', () => {
    for (const status of [400, 404]) {
      const error = new ApiError(status, 'Not Found', '{"error":"not_found","message":"Order not found"}');
      expect(stateAfterFailure(error)).toBe('not-found');
      expect(keepsPolling(stateAfterFailure(error))).toBe(false);
    }
  });

  it('stays processing after no answer or a server error', () => {
    expect(stateAfterFailure(new TypeError('Failed to fetch'))).toBe('processing');
    expect(stateAfterFailure(new ApiError(503, 'Unavailable', ''))).toBe('processing');
  });
});
