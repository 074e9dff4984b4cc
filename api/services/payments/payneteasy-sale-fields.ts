/**
 * The sale form's required fields in the documented order: our client sends them so, and the gateway
 * simulator refuses a form that lacks one. The optional fields follow them; `control`, required too,
 * comes last.
 */
export const SALE_REQUIRED_FIELDS = [
  'client_orderid',
  'order_desc',
  'amount',
  'currency',
  'address1',
  'city',
  'zip_code',
  'country',
  'phone',
  'email',
  'ipaddress',
  'redirect_url',
] as const;
