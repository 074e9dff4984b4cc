/**
 * PaymentProvider over PaynetEasy API v2 (hosted payment form + status), shared/notes/payneteasy.md.
 * The transport is injectable so the `sandbox` provider runs this very code against the in-process
 * gateway simulator; calls are bounded in time and size, and no message ever carries the control key.
 */
import { readBoundedText } from '../bounded-body.ts';
import {
  FINAL_GATEWAY_STATUSES,
  PaymentGatewayError,
  type GatewayNotice,
  type GatewayStatus,
  type PaymentProvider,
  type StatusAnswer,
} from './provider.ts';
import {
  SALE_FORM_PATH,
  STATUS_PATH,
  controlMatches,
  encodeForm,
  noticeControl,
  parseAmount,
  parseKeyValues,
  saleFormFields,
  statusFormFields,
} from './payneteasy-protocol.ts';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

export interface GatewayFetchInit {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

export interface GatewayFetchResponse {
  status: number;
  text(): Promise<string>;
}

/** The one HTTP call the provider needs; the global fetch by default, the simulator in the sandbox. */
export type GatewayFetch = (url: string, init: GatewayFetchInit) => Promise<GatewayFetchResponse>;

export interface PaynetEasyOptions {
  name?: 'payneteasy' | 'sandbox';
  /** The gate's base URL as configured (sandbox and production differ); a trailing slash is ignored. */
  baseUrl: string;
  endpointId: string;
  login: string;
  controlKey: string;
  fetch?: GatewayFetch;
  /** For connecting and reading the answer together; 15 s by default. */
  timeoutMs?: number;
  /** The largest answer read; 64 KB by default. */
  maxBytes?: number;
}

const KNOWN_STATUSES: readonly GatewayStatus[] = [...FINAL_GATEWAY_STATUSES, 'processing', 'unknown'];

export function toGatewayStatus(value: string | undefined): GatewayStatus {
  const status = (value ?? '').trim().toLowerCase();
  return KNOWN_STATUSES.find((known) => known === status) ?? 'unknown';
}

/** The global fetch without following redirects (the request goes only where configured), size-capped. */
function defaultFetch(maxBytes: number): GatewayFetch {
  return async (url, init) => {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    return { status: response.status, text: () => readBounded(response, maxBytes) };
  };
}

function readBounded(response: Response, maxBytes: number): Promise<string> {
  return readBoundedText(response, maxBytes, (reason) => new PaymentGatewayError(reason));
}

/** Rejects when the signal aborts, even if the transport ignores the signal. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function createPaynetEasyProvider(options: PaynetEasyOptions): PaymentProvider {
  const baseUrl = options.baseUrl.trim().replace(/\/+$/, '');
  const { endpointId, login, controlKey } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const doFetch = options.fetch ?? defaultFetch(maxBytes);
  const endpointPath = encodeURIComponent(endpointId);

  /** Gateway texts are quoted in our errors; make sure the secret can never ride along. */
  const safe = (text: string) => (controlKey ? text.split(controlKey).join('[redacted]') : text);

  /** POSTs the form and returns the parsed answer of the expected type; throws PaymentGatewayError. */
  async function call(
    command: string,
    path: string,
    fields: Record<string, string>,
    expectedType: string,
  ): Promise<Record<string, string>> {
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await raceAbort(
        doFetch(`${baseUrl}${path}${endpointPath}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            accept: 'text/plain, application/x-www-form-urlencoded',
          },
          body: encodeForm(fields),
          signal,
        }),
        signal,
      );
      status = response.status;
      text = await raceAbort(response.text(), signal);
    } catch (error) {
      if (error instanceof PaymentGatewayError)
        throw new PaymentGatewayError(`PaynetEasy ${command}: ${error.message}`);
      const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : safe((error as Error).message);
      throw new PaymentGatewayError(`PaynetEasy ${command}: gateway unreachable: ${reason}`);
    }
    if (Buffer.byteLength(text, 'utf8') > maxBytes)
      throw new PaymentGatewayError(`PaynetEasy ${command}: answer larger than ${maxBytes} bytes`);
    if (status < 200 || status > 299)
      throw new PaymentGatewayError(`PaynetEasy ${command}: gateway answered HTTP ${status}`);

    const answer = parseKeyValues(text);
    const type = answer.type;
    if (type === 'validation-error' || type === 'error') {
      const message = safe(answer['error-message'] || 'no error message');
      const code = answer['error-code'] ? safe(answer['error-code']) : undefined;
      throw new PaymentGatewayError(`PaynetEasy ${command}: ${type}: ${message}`, code);
    }
    if (type !== expectedType)
      throw new PaymentGatewayError(
        `PaynetEasy ${command}: unexpected answer (type ${JSON.stringify(type ?? null)})`,
      );
    return answer;
  }

  function verifyNotice(params: Record<string, string | undefined>, withCallbackFields: boolean) {
    const field = (key: string) => {
      const value: unknown = params[key];
      return typeof value === 'string' ? value.trim() : '';
    };
    const status = field('status');
    const gatewayOrderId = field('orderid');
    const clientOrderId = field('client_orderid');
    const control = field('control');
    if (!status || !gatewayOrderId || !clientOrderId || !control) return undefined;
    const expected = noticeControl({ status, gatewayOrderId, clientOrderId, controlKey });
    if (!controlMatches(expected, control)) return undefined;
    const notice: GatewayNotice = { status, gatewayOrderId, clientOrderId };
    if (withCallbackFields) {
      if (field('type')) notice.type = field('type');
      if (field('amount')) notice.amount = field('amount');
    }
    return notice;
  }

  return {
    name: options.name ?? 'payneteasy',

    async startSale(request) {
      let fields: Record<string, string>;
      try {
        fields = saleFormFields(request, { endpointId, controlKey });
      } catch (error) {
        throw new PaymentGatewayError(`PaynetEasy sale-form: ${(error as Error).message}`);
      }
      const answer = await call('sale-form', SALE_FORM_PATH, fields, 'async-form-response');
      const gatewayOrderId = answer['paynet-order-id']?.trim();
      const redirectUrl = answer['redirect-url']?.trim();
      if (!gatewayOrderId || !redirectUrl || !/^https?:\/\//i.test(redirectUrl) || !URL.canParse(redirectUrl))
        throw new PaymentGatewayError('PaynetEasy sale-form: answer lacks paynet-order-id or a redirect-url');
      const merchantOrderId = answer['merchant-order-id']?.trim();
      if (merchantOrderId && merchantOrderId !== fields.client_orderid)
        throw new PaymentGatewayError('PaynetEasy sale-form: answer is for another order');
      return { gatewayOrderId, redirectUrl };
    },

    verifyRedirect: (params) => verifyNotice(params, false),
    verifyCallback: (params) => verifyNotice(params, true),

    async queryStatus(ids) {
      const fields = statusFormFields(ids, { login, controlKey });
      const answer = await call('status', STATUS_PATH, fields, 'status-response');
      const gatewayOrderId = answer['paynet-order-id']?.trim() || ids.gatewayOrderId;
      const clientOrderId = answer['merchant-order-id']?.trim() || ids.clientOrderId;
      if (gatewayOrderId !== ids.gatewayOrderId || clientOrderId !== ids.clientOrderId)
        throw new PaymentGatewayError('PaynetEasy status: answer is for another order');
      const result: StatusAnswer = { status: toGatewayStatus(answer.status), gatewayOrderId, clientOrderId };
      const amount = answer.amount?.trim();
      if (amount) {
        const amountCents = parseAmount(amount);
        if (amountCents === undefined)
          throw new PaymentGatewayError(
            `PaynetEasy status: unreadable amount ${JSON.stringify(safe(amount))}`,
          );
        result.amountCents = amountCents;
      }
      if (answer.currency?.trim()) result.currency = answer.currency.trim();
      if (answer['error-message']) result.errorMessage = safe(answer['error-message']);
      if (answer['error-code']) result.errorCode = safe(answer['error-code']);
      return result;
    },
  };
}
