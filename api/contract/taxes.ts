/**
 * VAT treatment of an order. Catalogue prices are gross (VAT included). How an order is taxed:
 * - `domestic`: delivery to Poland, any buyer: Polish VAT;
 * - `oss`: a consumer (or a business without a valid EU VAT ID) in another EU country: the
 *   destination country's standard rate, the gross price unchanged;
 * - `reverse_charge`: a business in another EU country with a valid EU VAT ID: charged net, the buyer
 *   accounts for the VAT;
 * - `export`: delivery outside the EU: charged net of VAT.
 * Net amounts are computed per line and summed; see api/services/order-pricing.ts for the rounding.
 */
export const VAT_SCHEMES = ['domestic', 'oss', 'reverse_charge', 'export'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];

/** How a buyer's VAT ID was checked: its format and check digits only, or also online (VIES). */
export const VAT_ID_CHECKS = ['format', 'vies_valid', 'vies_invalid', 'vies_unavailable'] as const;
export type VatIdCheck = (typeof VAT_ID_CHECKS)[number];

/** Schemes whose prices are charged net of VAT. */
export const isNetScheme = (scheme: VatScheme) => scheme === 'reverse_charge' || scheme === 'export';
