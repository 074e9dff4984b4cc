/**
 * What the checkout needs from a card gateway, whatever the gateway: start a sale on a hosted payment
 * page, verify what comes back through the browser (redirect) and server to server (callback), and ask
 * the gateway for the truth (status). Two providers implement it: `payneteasy` (the real protocol,
 * shared/notes/payneteasy.md) and `sandbox` (the same protocol against a gateway simulated inside our
 * server, signed with a local key), chosen by PAYMENT_PROVIDER.
 */
import type { Currency } from '#api/contract/currency.ts';

export type ProviderName = 'sandbox' | 'payneteasy';

/** PaynetEasy's statuses; approved, declined, error and filtered are final. */
export type GatewayStatus = 'approved' | 'declined' | 'error' | 'filtered' | 'processing' | 'unknown';

export const FINAL_GATEWAY_STATUSES: readonly GatewayStatus[] = ['approved', 'declined', 'error', 'filtered'];

export interface SaleRequest {
  /** Our reference for this payment (client_orderid, at most 128 characters): the order number. */
  clientOrderId: string;
  description: string;
  /** Integer minor units; the gateway gets major units with a dot (1999 -> "19.99"). */
  amountCents: number;
  currency: Currency;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
  ipAddress: string;
  /** Where the gateway sends the shopper's browser back. */
  redirectUrl: string;
  /** Where the gateway calls us server to server. */
  callbackUrl: string;
}

export interface SaleStarted {
  /** The gateway's id of the payment (paynet-order-id). */
  gatewayOrderId: string;
  /** The hosted payment page to send the browser to. */
  redirectUrl: string;
}

/** A redirect or callback whose control signature was verified. */
export interface GatewayNotice {
  status: string;
  gatewayOrderId: string;
  clientOrderId: string;
  /** Callbacks: sale, reversal, chargeback. Absent on redirects. */
  type?: string;
  /** Callbacks: the amount as the gateway wrote it (major units). */
  amount?: string;
}

export interface StatusAnswer {
  status: GatewayStatus;
  gatewayOrderId: string;
  clientOrderId: string;
  /** Minor units, when the gateway said. */
  amountCents?: number;
  currency?: string;
  errorMessage?: string;
  errorCode?: string;
}

/** The gateway refused or could not be reached; `message` is safe to log (never the control key). */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Throws PaymentGatewayError on a validation error, an error answer, a timeout or a network failure. */
  startSale(request: SaleRequest): Promise<SaleStarted>;
  /** The browser's return: undefined unless every field is there and the control matches. */
  verifyRedirect(params: Record<string, string | undefined>): GatewayNotice | undefined;
  /** The gateway's server callback: undefined unless every field is there and the control matches. */
  verifyCallback(params: Record<string, string | undefined>): GatewayNotice | undefined;
  /** Asks the gateway; throws PaymentGatewayError when it cannot answer. */
  queryStatus(ids: { clientOrderId: string; gatewayOrderId: string }): Promise<StatusAnswer>;
}
