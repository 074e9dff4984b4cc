/**
 * The cart's delivery estimate (delivery-estimate.ts) from the server: asked once the cart has stayed
 * the same for a moment (quantity steppers), the last answer kept on screen meanwhile. Hidden offline
 * and when the quote fails; bulky items the country takes none of are named (the server's message).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '#api/contract/orders.ts';
import type { Quote } from '#api/contract/pricing.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useOnline } from '../../lib/network.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { deliveryRulesQueryOptions } from '../../lib/delivery-rules.ts';
import { cartQuoteQueryOptions } from './api/cart.ts';
import type { CartView } from './cart-view.ts';
import { estimateCountry, estimateInput, type EstimateInput } from './delivery-estimate.ts';

/** The cart is quoted once it has stayed the same this long. */
export const ESTIMATE_DEBOUNCE_MS = 400;

export type DeliveryEstimate =
  | { status: 'hidden' }
  | { status: 'ready'; country: CheckoutCountry; quote: Quote }
  | { status: 'refused'; country: CheckoutCountry; message: string };

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const NOTHING: EstimateInput = { request: { currency: 'EUR', country: 'PL' }, lines: [] };

export function useDeliveryEstimate(view: CartView, userId: number | null): DeliveryEstimate {
  const online = useOnline();
  const preferred = usePreferences((state) => state.country);
  const rules = useQuery({ ...deliveryRulesQueryOptions(), enabled: online });
  const country = rules.data
    ? estimateCountry(
        preferred,
        rules.data.countries.map((rule) => rule.country),
      )
    : undefined;
  const input = country ? estimateInput(view, country, view.currency, userId !== null) : null;
  // Compared as text: the view is rebuilt on every render.
  const settled = JSON.parse(useSettled(JSON.stringify(input), ESTIMATE_DEBOUNCE_MS)) as EstimateInput | null;
  const query = useQuery({
    ...cartQuoteQueryOptions((settled ?? NOTHING).request, { userId, lines: (settled ?? NOTHING).lines }),
    enabled: online && settled !== null,
    placeholderData: keepPreviousData,
  });

  if (!online || !input || !settled) return { status: 'hidden' };
  const shownCountry = settled.request.country;
  if (query.isError) {
    const { error } = query;
    return error instanceof ApiError && error.body?.error === 'bulky_not_shipped'
      ? { status: 'refused', country: shownCountry, message: error.body.message }
      : { status: 'hidden' };
  }
  if (!query.data) return { status: 'hidden' };
  // The answer on screen may still be the one for the country asked before.
  const quoted = CHECKOUT_COUNTRIES.find((code) => code === query.data.country) ?? shownCountry;
  return { status: 'ready', country: quoted, quote: query.data };
}
