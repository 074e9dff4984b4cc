/**
 * The gateway side of PaynetEasy API v2 (sale-form, status, redirect and callback), simulated: the
 * tests talk to it over real HTTP, and the `sandbox` provider talks to it in process, so our client is
 * always exercised against one strict implementation of the protocol rather than hand-written stubs.
 * Orders live behind GatewayStore (memory here; the sandbox may keep them in SQLite).
 */
import { randomUUID } from 'node:crypto';
import {
  MAX_LENGTHS,
  SALE_FORM_PATH,
  STATUS_PATH,
  controlMatches,
  encodeForm,
  formatAmount,
  noticeControl,
  parseAmount,
  parseKeyValues,
  saleControl,
  statusControl,
} from './payneteasy-protocol.ts';
import { SALE_REQUIRED_FIELDS } from './payneteasy-sale-fields.ts';
import type { GatewayFetch } from './payneteasy.ts';

export type GatewayOrderStatus = 'processing' | 'approved' | 'declined';

export interface GatewayOrder {
  gatewayOrderId: string;
  clientOrderId: string;
  endpointId: string;
  amountCents: number;
  currency: string;
  email: string;
  redirectUrl: string;
  /** server_callback_url is optional in the protocol. */
  callbackUrl: string | null;
  status: GatewayOrderStatus;
  /** ISO 8601. */
  createdAt: string;
}

export interface GatewayStore {
  insert(order: GatewayOrder): Promise<void>;
  get(gatewayOrderId: string): Promise<GatewayOrder | undefined>;
  update(gatewayOrderId: string, patch: Partial<Omit<GatewayOrder, 'gatewayOrderId'>>): Promise<void>;
}

export interface GatewayAnswer {
  status: number;
  body: string;
}

export interface GatewayCompletion {
  /** The shopper's way back: redirect_url with orderid, merchant_order, client_orderid, status, control. */
  browserRedirect: string;
  /** The server callback to make (HTTP GET to `url` with `params` in the query); null without a callback URL. */
  callback: { url: string; params: Record<string, string> } | null;
}

export interface GatewaySimulator {
  saleForm(endpointId: string, formBody: string): Promise<GatewayAnswer>;
  status(endpointId: string, formBody: string): Promise<GatewayAnswer>;
  complete(gatewayOrderId: string, decision: 'approved' | 'declined'): Promise<GatewayCompletion>;
}

export interface GatewaySimulatorOptions {
  endpointId: string;
  login: string;
  controlKey: string;
  store: GatewayStore;
  /** The hosted payment page of an order (the sandbox serves it). */
  /** The hosted page of a sale; `redirectUrl` is the merchant's way back it was opened with. */
  hostedPageUrl: (gatewayOrderId: string, redirectUrl: string) => string;
  newId?: () => string;
}

export function memoryGatewayStore(): GatewayStore {
  const orders = new Map<string, GatewayOrder>();
  return {
    async insert(order) {
      if (orders.has(order.gatewayOrderId))
        throw new Error(`duplicate gateway order ${order.gatewayOrderId}`);
      orders.set(order.gatewayOrderId, { ...order });
    },
    async get(gatewayOrderId) {
      const order = orders.get(gatewayOrderId);
      return order && { ...order };
    },
    async update(gatewayOrderId, patch) {
      const order = orders.get(gatewayOrderId);
      if (order) orders.set(gatewayOrderId, { ...order, ...patch, gatewayOrderId });
    },
  };
}

/** The simulator's own error codes (the real gate's numbering is not public). */
const CODES = {
  missing: '1',
  invalid: '2',
  control: '3',
  endpoint: '4',
  notFound: '5',
  declined: '100',
} as const;

const DECLINE_MESSAGE = 'Declined by the simulated card issuer';

function answer(fields: Record<string, string | undefined>): GatewayAnswer {
  // Line-separated `key=value`, each value form-encoded, as the real gate answers.
  return { status: 200, body: encodeForm(fields).split('&').join('\n') + '\n' };
}

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);

/** Appends form-encoded pairs to a URL, keeping its existing query byte for byte and its fragment last. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${encodeForm(params)}${hash}`;
}

export function createGatewaySimulator(options: GatewaySimulatorOptions): GatewaySimulator {
  const { endpointId, login, controlKey, store, hostedPageUrl } = options;
  const newId = options.newId ?? randomUUID;
  // complete() reads then writes; serialise it per order so two decisions cannot both win.
  const locks = new Map<string, Promise<unknown>>();

  function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = locks.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    locks.set(key, tail);
    void tail.then(() => {
      if (locks.get(key) === tail) locks.delete(key);
    });
    return run;
  }

  const invalid = (message: string, code: string, extra: Record<string, string | undefined> = {}) =>
    answer({
      type: 'validation-error',
      'serial-number': newId(),
      ...extra,
      'error-message': message,
      'error-code': code,
    });

  function completion(order: GatewayOrder): GatewayCompletion {
    const control = noticeControl({
      status: order.status,
      gatewayOrderId: order.gatewayOrderId,
      clientOrderId: order.clientOrderId,
      controlKey,
    });
    const ids = {
      orderid: order.gatewayOrderId,
      merchant_order: order.clientOrderId,
      client_orderid: order.clientOrderId,
    };
    return {
      browserRedirect: appendQuery(order.redirectUrl, { ...ids, status: order.status, control }),
      callback: order.callbackUrl
        ? {
            url: order.callbackUrl,
            params: {
              ...ids,
              amount: formatAmount(order.amountCents),
              status: order.status,
              type: 'sale',
              control,
            },
          }
        : null,
    };
  }

  return {
    async saleForm(requestEndpointId, formBody) {
      const raw = parseKeyValues(formBody);
      // The gate ignores leading and trailing whitespace.
      const form = (key: string) => raw[key]?.trim() ?? '';
      const clientOrderId = form('client_orderid');
      const echo = { 'merchant-order-id': clientOrderId || undefined };
      if (requestEndpointId !== endpointId)
        return invalid(`Unknown endpoint ${requestEndpointId}`, CODES.endpoint, echo);

      const missing = [...SALE_REQUIRED_FIELDS, 'control'].filter((key) => form(key) === '');
      if (missing.length > 0)
        return invalid(`Missing required field(s): ${missing.join(', ')}`, CODES.missing, echo);

      for (const [key, max] of Object.entries(MAX_LENGTHS)) {
        if (Array.from(form(key)).length > max)
          return invalid(`${key} is longer than ${max}`, CODES.invalid, echo);
      }
      const amountCents = /^\d+(\.\d{1,2})?$/.test(form('amount')) ? parseAmount(form('amount')) : undefined;
      if (amountCents === undefined || amountCents <= 0)
        return invalid('Invalid amount', CODES.invalid, echo);
      if (!/^[A-Z]{3}$/.test(form('currency'))) return invalid('Invalid currency', CODES.invalid, echo);
      if (!/^[A-Z]{2}$/.test(form('country'))) return invalid('Invalid country', CODES.invalid, echo);
      if (!/^\+?\d{5,14}$/.test(form('phone'))) return invalid('Invalid phone', CODES.invalid, echo);
      if (!/^[^\s@]+@[^\s@]+$/.test(form('email'))) return invalid('Invalid email', CODES.invalid, echo);
      if (!isHttpUrl(form('redirect_url'))) return invalid('Invalid redirect_url', CODES.invalid, echo);
      const callbackUrl = form('server_callback_url');
      if (callbackUrl && !isHttpUrl(callbackUrl))
        return invalid('Invalid server_callback_url', CODES.invalid, echo);

      const expected = saleControl({
        endpointId,
        clientOrderId,
        amountCents,
        email: form('email'),
        controlKey,
      });
      if (!controlMatches(expected, form('control')))
        return invalid('INVALID_CONTROL_CODE', CODES.control, echo);

      const order: GatewayOrder = {
        gatewayOrderId: newId(),
        clientOrderId,
        endpointId,
        amountCents,
        currency: form('currency'),
        email: form('email'),
        redirectUrl: form('redirect_url'),
        callbackUrl: callbackUrl || null,
        status: 'processing',
        createdAt: new Date().toISOString(),
      };
      await store.insert(order);
      return answer({
        type: 'async-form-response',
        status: 'processing',
        'paynet-order-id': order.gatewayOrderId,
        'merchant-order-id': clientOrderId,
        'serial-number': newId(),
        'redirect-url': hostedPageUrl(order.gatewayOrderId, order.redirectUrl),
      });
    },

    async status(requestEndpointId, formBody) {
      const raw = parseKeyValues(formBody);
      const form = (key: string) => raw[key]?.trim() ?? '';
      if (requestEndpointId !== endpointId)
        return invalid(`Unknown endpoint ${requestEndpointId}`, CODES.endpoint);
      const missing = ['login', 'client_orderid', 'orderid', 'control'].filter((key) => form(key) === '');
      if (missing.length > 0)
        return invalid(`Missing required field(s): ${missing.join(', ')}`, CODES.missing);
      if (form('login') !== login) return invalid('Unknown login', CODES.invalid);
      const expected = statusControl({
        login,
        clientOrderId: form('client_orderid'),
        gatewayOrderId: form('orderid'),
        controlKey,
      });
      if (!controlMatches(expected, form('control'))) return invalid('INVALID_CONTROL_CODE', CODES.control);

      const order = await store.get(form('orderid'));
      if (!order || order.clientOrderId !== form('client_orderid') || order.endpointId !== endpointId)
        return answer({
          type: 'error',
          'serial-number': newId(),
          'error-message': 'Order not found',
          'error-code': CODES.notFound,
        });
      const declined = order.status === 'declined';
      return answer({
        type: 'status-response',
        status: order.status,
        amount: formatAmount(order.amountCents),
        currency: order.currency,
        'paynet-order-id': order.gatewayOrderId,
        'merchant-order-id': order.clientOrderId,
        'serial-number': newId(),
        'error-message': declined ? DECLINE_MESSAGE : undefined,
        'error-code': declined ? CODES.declined : undefined,
      });
    },

    complete(gatewayOrderId, decision) {
      return serialised(gatewayOrderId, async () => {
        if (decision !== 'approved' && decision !== 'declined')
          throw new Error(`Not a decision: ${String(decision)}`);
        const order = await store.get(gatewayOrderId);
        if (!order) throw new Error(`Unknown gateway order ${gatewayOrderId}`);
        // A final order keeps its outcome: completing again only repeats it.
        if (order.status !== 'processing') return completion(order);
        await store.update(gatewayOrderId, { status: decision });
        return completion({ ...order, status: decision });
      });
    },
  };
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The simulator behind the provider's `fetch` option: `{any base}/paynet/api/v2/sale-form/:endpoint`
 * and `/status/:endpoint` (POST) reach it; anything else is a 404, another method a 405.
 */
export function createInProcessFetch(simulator: GatewaySimulator): GatewayFetch {
  const saleForm = new RegExp(`${SALE_FORM_PATH}([^/]+)$`);
  const status = new RegExp(`${STATUS_PATH}([^/]+)$`);
  return async (url, init) => {
    init.signal.throwIfAborted();
    const { pathname } = new URL(url);
    const sale = saleForm.exec(pathname);
    const stat = status.exec(pathname);
    const endpoint = decodeSegment((sale ?? stat)?.[1]);
    let result: GatewayAnswer;
    if (endpoint === undefined) result = { status: 404, body: 'Not found\n' };
    else if (init.method.toUpperCase() !== 'POST') result = { status: 405, body: 'Method not allowed\n' };
    else if (sale) result = await simulator.saleForm(endpoint, init.body);
    else result = await simulator.status(endpoint, init.body);
    return { status: result.status, text: async () => result.body };
  };
}
