/**
 * The two checkout request shapes that came before `POST /api/checkout`, kept working for one release
 * (deprecated): the bank-transfer order (`POST /api/orders`: `totalAmount`, `orderReference`) and the
 * card payment (`POST /api/payments/create`: `amount`, `customerEmail`, gateway-shaped addresses with
 * `street`). Each is read into the one checkout body; their `orderReference` stands in for the
 * Idempotency-Key the new request requires.
 */
import type { CheckoutBody, OfflineOrderBody, OrderAddress, PaymentBody } from '#api/contract/orders.ts';

/** The successor named in the deprecated routes' `Link` header. */
export const CHECKOUT_SUCCESSOR = '</api/checkout>; rel="successor-version"';

export function checkoutOfOrderBody(body: OfflineOrderBody): CheckoutBody {
  const { totalAmount, orderReference: _reference, paymentMethod: _method, ...fields } = body;
  return {
    ...fields,
    paymentMethod: 'bank_transfer',
    ...(totalAmount === undefined ? {} : { expectedTotal: totalAmount }),
  };
}

function fromPaymentAddress(address: PaymentBody['shippingAddress']): OrderAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.street,
    city: address.city,
    postalCode: address.postalCode,
    country: address.country,
  };
}

export function checkoutOfPaymentBody(body: PaymentBody): CheckoutBody {
  const {
    amount,
    orderReference: _reference,
    customerEmail,
    customerName: _name,
    shippingAddress,
    billingAddress,
    ...fields
  } = body;
  return {
    ...fields,
    email: customerEmail ?? fields.email,
    paymentMethod: 'card',
    shippingAddress: fromPaymentAddress(shippingAddress),
    ...(billingAddress ? { billingAddress: fromPaymentAddress(billingAddress) } : {}),
    ...(amount === undefined ? {} : { expectedTotal: amount }),
  };
}
