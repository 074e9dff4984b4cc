/** URL search params of the checkout routes, as TypeBox schemas read through lib/search-params. */
import { Type, type Static } from 'typebox';

export const CheckoutSearch = Type.Object({
  /** The visitor chose 'Continue as guest': the form instead of the three choices. */
  guest: Type.Optional(Type.Boolean()),
});
export type CheckoutSearch = Static<typeof CheckoutSearch>;

/**
 * /checkout/success?order=PP-...&status=approved|declined|error|processing&token=... (status is only
 * a hint; the token lets this browser read the order's payment status).
 */
export const PaymentStatusSearch = Type.Object({
  order: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  token: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PaymentStatusSearch = Static<typeof PaymentStatusSearch>;

/** /checkout/placed?order=PP-... */
export const OrderPlacedSearch = Type.Object({
  order: Type.Optional(Type.String({ maxLength: 40 })),
});
export type OrderPlacedSearch = Static<typeof OrderPlacedSearch>;
