/**
 * What both checkouts (card and bank transfer) check before an order is built: every rule the form
 * checks (required fields, company name for companies, e-mail, phone, postal code, countries) is
 * checked here again, and the lines come from the signed-in shopper's server cart or, for guests, from
 * the request. The answer is the order service's input; prices are never part of it.
 */
import { isValidPhoneNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js';
import type { Currency } from '#api/contract/currency.ts';
import type { OrderAddress, PaymentMethod } from '#api/contract/orders.ts';
import { normalizePostalCode, POSTAL_CODE_FORMATS } from '#api/contract/postal-codes.ts';
import type { UserRow } from '#db/repositories/users.ts';
import { AppError, badRequest } from '../plugins/errors.ts';
import type { CreateOrderInput } from './orders.ts';
import type { UnpaidCardLimits } from './stock-holds.ts';
import { toCents } from './money.ts';
import { isEmailAddress } from '#api/contract/define-route.ts';

export interface CheckoutRequest {
  email?: string | undefined;
  phone?: string | undefined;
  customerType?: 'person' | 'company' | undefined;
  company?: string | null | undefined;
  vatNumber?: string | null | undefined;
  notes?: string | null | undefined;
  currency: Currency;
  lines?: { productId: number; quantity: number }[] | undefined;
  shipping: OrderAddress;
  billing?: OrderAddress | undefined;
  /** The total the shopper was shown, as the API decimal. */
  expectedTotal?: number | undefined;
}

export interface CheckoutContext {
  user: UserRow | null;
  language: 'en' | 'pl';
  idempotencyKey?: string | null;
  /** Keyed hash of the client's address: unpaid orders are capped per client. */
  clientKey?: string | null;
  /** Card checkouts: how many unfinished card payments a client or e-mail may have. */
  unpaidCardLimits?: UnpaidCardLimits;
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => trimmed(value) || null;

function checkedAddress(address: OrderAddress): OrderAddress {
  const clean = {
    firstName: trimmed(address.firstName),
    lastName: trimmed(address.lastName),
    address: trimmed(address.address),
    city: trimmed(address.city),
    postalCode: trimmed(address.postalCode),
    country: address.country,
  };
  if (Object.values(clean).some((value) => value === '')) throw badRequest('required_fields');
  // The country's own shape (PL 00-000, DE 00000, GB SW1A 1AA ...), stored in its usual spelling.
  const postalCode = normalizePostalCode(clean.country, clean.postalCode);
  if (postalCode === null) {
    const { form, example } = POSTAL_CODE_FORMATS[clean.country];
    throw badRequest('invalid_postal_code', { form, example });
  }
  return { ...clean, postalCode };
}

/** A valid phone number for the shipping country (or in international form), stored as E.164. */
export function checkedPhone(phone: string, country: string): string {
  const text = phone.trim();
  if (text === '') throw badRequest('required_fields');
  const region = country as CountryCode;
  if (!isValidPhoneNumber(text, region)) throw badRequest('invalid_phone');
  return parsePhoneNumber(text, region).number;
}

/** The order service's input from a checkout request, or a 400 with the form's message. */
export function checkoutInput(
  request: CheckoutRequest,
  context: CheckoutContext,
  paymentMethod: PaymentMethod,
): CreateOrderInput {
  const { user } = context;
  // No lines means "order my account's cart": without a session that account is gone (signed out or
  // expired), which the shopper must hear as such, not as an empty cart or a missing e-mail.
  if (!user && request.lines === undefined) throw new AppError(401, 'unauthorized');
  const shipping = checkedAddress(request.shipping);
  const billing = request.billing ? checkedAddress(request.billing) : undefined;
  const email = trimmed(request.email) || user?.email || '';
  const phone = trimmed(request.phone) || user?.phone || '';
  if (email === '' || phone === '') throw badRequest('required_fields');
  if (!isEmailAddress(email)) throw badRequest('invalid_email');
  const customerType = request.customerType ?? 'person';
  const company = orNull(request.company);
  if (customerType === 'company' && company === null) throw badRequest('company_required');
  if (user && request.lines) throw badRequest('checkout_uses_account_cart');
  if (!user && !request.lines?.length) throw badRequest('cart_empty');
  return {
    lines: user ? 'cart' : (request.lines ?? []),
    currency: request.currency,
    email,
    phone: checkedPhone(phone, shipping.country),
    paymentMethod,
    shipping,
    ...(billing ? { billing } : {}),
    customerType,
    company: customerType === 'company' ? company : null,
    vatNumber: customerType === 'company' ? orNull(request.vatNumber) : null,
    notes: orNull(request.notes),
    userId: user?.id ?? null,
    idempotencyKey: context.idempotencyKey ?? null,
    clientKey: context.clientKey ?? null,
    ...(context.unpaidCardLimits ? { unpaidCardLimits: context.unpaidCardLimits } : {}),
    language: context.language,
    ...(request.expectedTotal === undefined ? {} : { expectedTotalCents: toCents(request.expectedTotal) }),
  };
}
