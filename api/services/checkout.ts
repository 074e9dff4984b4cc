/**
 * What both checkouts (card and bank transfer) check before an order is built: the checkout form's
 * shared rules (required fields, company name for companies, postal codes, e-mail, phone) run again,
 * and the lines come from the signed-in shopper's server cart or, for guests, from the request. The
 * answer is the order service's input; prices are never part of it.
 */
import { parsePhoneNumber, type CountryCode } from 'libphonenumber-js';
import type { CheckoutBody, OrderAddress } from '#api/contract/orders.ts';
import { checkoutProblem, vatIdOfCompany, type CheckoutRuleValues } from '#api/contract/form-rules.ts';
import { HOME_COUNTRY } from '#api/contract/delivery-rules.ts';
import { isEuCountry, type ParsedVatId } from '#api/contract/vat-id.ts';
import type { ViesChecker } from './vies.ts';
import { normalizePostalCode } from '#api/contract/postal-codes.ts';
import type { UserRow } from '#db/repositories/users.ts';
import { AppError, badRequest, ruleError } from '../http/app-error.ts';
import type { CreateOrderInput } from './orders.ts';
import type { UnpaidCardLimits } from './stock-holds.ts';
import { toCents } from './money.ts';

/** The checkout request as the service reads it (the contract's body; `lines` absent: the account's cart). */
export type CheckoutRequest = CheckoutBody;

export interface CheckoutContext {
  user: UserRow | null;
  language: 'en' | 'pl';
  idempotencyKey?: string | null;
  /** Keyed hash of the client's address: unpaid orders are capped per client. */
  clientKey?: string | null;
  /** Card checkouts: how many unfinished card payments a client or e-mail may have. */
  unpaidCardLimits?: UnpaidCardLimits;
  /** The online VAT ID check, when configured. */
  vies?: ViesChecker;
}

/**
 * A reverse-charge candidate (a company with an EU VAT ID, delivered to another EU country) has its
 * VAT ID checked online when the check is configured. The check never blocks: a service that is down
 * answers 'unavailable' and the order goes on on the format and check-digit test.
 */
export async function withVies(
  input: CreateOrderInput,
  vies: ViesChecker | undefined,
): Promise<CreateOrderInput> {
  const vatId = input.vatId;
  const country = input.shipping.country;
  const candidate =
    vatId && input.customerType === 'company' && isEuCountry(country) && country !== HOME_COUNTRY;
  if (!vies || !candidate || vatId.country === HOME_COUNTRY) return input;
  return { ...input, vies: await vies.check(vatId) };
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => trimmed(value) || null;

const cleanAddress = (address: OrderAddress): OrderAddress => ({
  firstName: trimmed(address.firstName),
  lastName: trimmed(address.lastName),
  address: trimmed(address.address),
  city: trimmed(address.city),
  postalCode: trimmed(address.postalCode),
  country: address.country,
});

/** The address with its postal code in the country's usual spelling (the rules passed). */
function normalizedAddress(address: OrderAddress): OrderAddress {
  return {
    ...address,
    postalCode: normalizePostalCode(address.country, address.postalCode) ?? address.postalCode,
  };
}

/** The checkout form's flat fields, as the shared rules read them. */
function ruleValues(
  request: CheckoutRequest,
  email: string,
  phone: string,
  shipping: OrderAddress,
  billing: OrderAddress | undefined,
): CheckoutRuleValues {
  return {
    email,
    phone,
    customerType: request.customerType ?? 'person',
    company: trimmed(request.company),
    ...shipping,
    sameAsShipping: billing === undefined,
    billingFirstName: billing?.firstName ?? '',
    billingLastName: billing?.lastName ?? '',
    billingAddress: billing?.address ?? '',
    billingCity: billing?.city ?? '',
    billingPostalCode: billing?.postalCode ?? '',
    billingCountry: billing?.country ?? shipping.country,
    vatNumber: trimmed(request.vatNumber),
  };
}

/** The company's EU VAT ID that passed the rules (an invalid one was refused already). */
function parsedVatId(values: CheckoutRuleValues): ParsedVatId | null {
  const vatId = vatIdOfCompany(values);
  return typeof vatId === 'object' ? vatId : null;
}

/** A phone number the rules accepted, stored as E.164. */
const e164 = (phone: string, country: string) =>
  parsePhoneNumber(phone.trim(), country as CountryCode).number;

/** The order service's input from a checkout request, or a 400 with the form's message. */
export function checkoutInput(request: CheckoutRequest, context: CheckoutContext): CreateOrderInput {
  const { user } = context;
  // No lines means "order my account's cart": without a session that account is gone (signed out or
  // expired), which the shopper must hear as such, not as an empty cart or a missing e-mail.
  if (!user && request.lines === undefined) throw new AppError(401, 'unauthorized');
  const shipping = cleanAddress(request.shippingAddress);
  const billing = request.billingAddress ? cleanAddress(request.billingAddress) : undefined;
  const email = trimmed(request.email) || user?.email || '';
  const phone = trimmed(request.phone) || user?.phone || '';
  // The checkout form's own rules, run again on what arrived: the same message the form shows.
  const values = ruleValues(request, email, phone, shipping, billing);
  const problem = checkoutProblem(values);
  if (problem) throw ruleError(problem);
  const customerType = request.customerType ?? 'person';
  const company = orNull(request.company);
  if (user && request.lines) throw badRequest('checkout_uses_account_cart');
  if (!user && !request.lines?.length) throw badRequest('cart_empty');
  return {
    lines: user ? 'cart' : (request.lines ?? []),
    currency: request.currency,
    email,
    phone: e164(phone, shipping.country),
    paymentMethod: request.paymentMethod === 'card' ? 'payneteasy' : 'bank_transfer',
    shipping: normalizedAddress(shipping),
    ...(billing ? { billing: normalizedAddress(billing) } : {}),
    customerType,
    company: customerType === 'company' ? company : null,
    vatNumber: customerType === 'company' ? orNull(request.vatNumber) : null,
    vatId: customerType === 'company' ? parsedVatId(values) : null,
    notes: orNull(request.notes),
    userId: user?.id ?? null,
    idempotencyKey: context.idempotencyKey ?? null,
    clientKey: context.clientKey ?? null,
    ...(context.unpaidCardLimits ? { unpaidCardLimits: context.unpaidCardLimits } : {}),
    language: context.language,
    ...(request.expectedTotal === undefined ? {} : { expectedTotalCents: toCents(request.expectedTotal) }),
  };
}
