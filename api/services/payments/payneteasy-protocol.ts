/**
 * The PaynetEasy API v2 hosted-form wire format (shared/notes/payneteasy.md), kept pure and in one place
 * so that our client (payneteasy.ts) and the gateway simulator (payneteasy-gateway.ts) cannot drift
 * apart on amounts, signatures or encoding.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SaleRequest } from './provider.ts';

export const SALE_FORM_PATH = '/paynet/api/v2/sale-form/';
export const STATUS_PATH = '/paynet/api/v2/status/';

/** The documented maximum lengths (characters) of the sale-form fields that have one. */
export const MAX_LENGTHS = {
  client_orderid: 128,
  address1: 50,
  city: 50,
  zip_code: 10,
  phone: 15,
  email: 50,
  first_name: 50,
  last_name: 50,
} as const;

/** Integer minor units -> the gateway's major units with a dot: 1999 -> "19.99", 1050 -> "10.50". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Not an amount in minor units: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The gateway's major units ("19.99", "10.5", "7") -> integer minor units, read from the digits as
 * written (never `Number(x) * 100`); undefined unless it is a plain non-negative decimal with at most
 * two significant decimals.
 */
export function parseAmount(text: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** Sale request: sha1(ENDPOINTID + client_orderid + amount in minor units + email + control key). */
export function saleControl(p: {
  endpointId: string;
  clientOrderId: string;
  amountCents: number;
  email: string;
  controlKey: string;
}): string {
  if (!Number.isSafeInteger(p.amountCents))
    throw new RangeError(`Not an amount in minor units: ${p.amountCents}`);
  return sha1Hex(p.endpointId + p.clientOrderId + String(p.amountCents) + p.email + p.controlKey);
}

/** Browser redirect and server callback: sha1(status + orderid + client_orderid + control key). */
export function noticeControl(p: {
  status: string;
  gatewayOrderId: string;
  clientOrderId: string;
  controlKey: string;
}): string {
  return sha1Hex(p.status + p.gatewayOrderId + p.clientOrderId + p.controlKey);
}

/** Status request: sha1(login + client_orderid + orderid + control key). */
export function statusControl(p: {
  login: string;
  clientOrderId: string;
  gatewayOrderId: string;
  controlKey: string;
}): string {
  return sha1Hex(p.login + p.clientOrderId + p.gatewayOrderId + p.controlKey);
}

/**
 * Constant-time check of a received control against the expected lower-case hex. Hex case carries no
 * meaning, so upper-case input is accepted; a length mismatch only reveals that it is not a SHA-1.
 */
export function controlMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Trimmed and cut to `maxLength` characters (code points, so no half surrogate pair is sent). */
export function cleanText(value: string, maxLength?: number): string {
  const trimmed = value.trim();
  if (maxLength === undefined) return trimmed;
  const chars = Array.from(trimmed);
  return chars.length <= maxLength ? trimmed : chars.slice(0, maxLength).join('').trimEnd();
}

/** Digits and `+` only, at most 15 characters: the gateway rejects spaces and dashes. */
export function cleanPhone(value: string): string {
  return value.replace(/[^0-9+]/g, '').slice(0, MAX_LENGTHS.phone);
}

/**
 * The signed sale-form fields for a request, in the documented order. The control is computed over
 * the values as sent (trimmed and truncated), else the gate would compute a different one.
 * client_orderid is refused rather than truncated when too long: a shortened reference would no
 * longer match our order when the gateway quotes it back.
 */
export function saleFormFields(
  request: SaleRequest,
  credentials: { endpointId: string; controlKey: string },
): Record<string, string> {
  const clientOrderId = request.clientOrderId.trim();
  if (clientOrderId === '' || Array.from(clientOrderId).length > MAX_LENGTHS.client_orderid)
    throw new RangeError(`client_orderid must be 1-${MAX_LENGTHS.client_orderid} characters`);
  const email = cleanText(request.email, MAX_LENGTHS.email);
  const fields: Record<string, string> = {
    client_orderid: clientOrderId,
    order_desc: cleanText(request.description),
    amount: formatAmount(request.amountCents),
    currency: request.currency.trim().toUpperCase(),
    address1: cleanText(request.address1, MAX_LENGTHS.address1),
    city: cleanText(request.city, MAX_LENGTHS.city),
    zip_code: cleanText(request.zipCode, MAX_LENGTHS.zip_code),
    country: request.country.trim().toUpperCase(),
    phone: cleanPhone(request.phone),
    email,
    ipaddress: request.ipAddress.trim(),
    redirect_url: request.redirectUrl.trim(),
  };
  const firstName = cleanText(request.firstName, MAX_LENGTHS.first_name);
  const lastName = cleanText(request.lastName, MAX_LENGTHS.last_name);
  const callbackUrl = request.callbackUrl.trim();
  if (firstName) fields.first_name = firstName;
  if (lastName) fields.last_name = lastName;
  if (callbackUrl) fields.server_callback_url = callbackUrl;
  fields.control = saleControl({
    endpointId: credentials.endpointId,
    clientOrderId,
    amountCents: request.amountCents,
    email,
    controlKey: credentials.controlKey,
  });
  return fields;
}

/** The signed status-request fields. */
export function statusFormFields(
  ids: { clientOrderId: string; gatewayOrderId: string },
  credentials: { login: string; controlKey: string },
): Record<string, string> {
  return {
    login: credentials.login,
    client_orderid: ids.clientOrderId,
    orderid: ids.gatewayOrderId,
    control: statusControl({ ...ids, ...credentials }),
  };
}

/** application/x-www-form-urlencoded (UTF-8; space as `+`, `+` as %2B); undefined values are left out. */
export function encodeForm(fields: Record<string, string | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form.toString();
}

/**
 * A form body or a gateway answer: form-encoded `key=value` pairs separated by `&` or line breaks
 * (raw line breaks never occur inside an encoded value). The first occurrence of a key wins, so a
 * value cannot be overridden by appending; the result has no prototype (`__proto__` is just a key).
 */
export function parseKeyValues(body: string): Record<string, string> {
  const result: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(body.replace(/\r?\n|\r/g, '&'))) {
    if (key !== '' && !(key in result)) result[key] = value;
  }
  return result;
}
