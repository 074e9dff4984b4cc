/**
 * The payment status page's states: processing (the default), success and failed, and how
 * the URL's and the server's payment statuses map onto them. The page shows only what the server
 * confirms: the URL's status is a hint, never the answer.
 */
import { ORDER_NUMBER_PATTERN } from '#api/contract/orders.ts';
import { ApiError } from '../../lib/api-client.ts';

export type PaymentPageState = 'processing' | 'success' | 'failed' | 'not-found';

/** The status call is repeated every 3 s while the payment is not final. */
export const PAYMENT_STATUS_POLL_MS = 3_000;

/** approved or capture: success; declined or error: failed; anything else (or none): processing. */
export function pageStateOf(status: string | undefined | null): PaymentPageState {
  switch (status?.trim().toLowerCase()) {
    case 'approved':
    case 'capture':
      return 'success';
    case 'declined':
    case 'error':
      return 'failed';
    default:
      return 'processing';
  }
}

/** Whether the page keeps asking the server after this state. */
export function keepsPolling(state: PaymentPageState): boolean {
  return state === 'processing';
}

const ORDER_NUMBER = new RegExp(ORDER_NUMBER_PATTERN);

/** An order number the server could know ('PP-' and 10 Crockford base32 characters), normalised. */
export function orderNumberOf(value: string | undefined | null): string | undefined {
  const number = value?.trim().toUpperCase();
  return number && ORDER_NUMBER.test(number) ? number : undefined;
}

/**
 * The page's state after a failed status check: the server saying there is no such order (400, 404)
 * is final; anything else (no answer, a server error) leaves it processing, asked again.
 */
export function stateAfterFailure(error: unknown): PaymentPageState {
  return retriesAfter(error) ? 'processing' : 'not-found';
}

/**
 * Whether a failed status check is worth repeating: yes after a network failure or a server error
 * (the next one may answer); no when the server says there is no such order (400, 404).
 */
export function retriesAfter(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 400 || error.status === 404));
}
