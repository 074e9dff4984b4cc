/**
 * The server's quote for the checkout form's current choices: delivery country, customer type, VAT
 * number (after a pause in typing) and billing country, in the chosen currency, for the cart's lines.
 * Asked again whenever one of them changes; the last answer stays on screen meanwhile. Offline, the
 * answer already had for the same choices still holds; for other choices offline, or when the quote
 * fails for another reason, the page falls back to its own pricing of the cart.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useOnline } from '../../lib/network.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { checkoutQuoteQueryOptions } from './api/checkout.ts';
import type { CheckoutCartLine } from './checkout-cart-slot.ts';
import type { CheckoutValues } from './checkout-form.ts';
import {
  buildQuoteRequest,
  localQuoteProblem,
  quoteFailure,
  type QuoteInputs,
  type QuoteState,
} from './checkout-quote.ts';

/** The VAT number is quoted once typing pauses this long. */
export const VAT_NUMBER_DEBOUNCE_MS = 400;

/** `value`, once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useCheckoutQuote({
  values,
  lines,
  userId,
}: {
  values: CheckoutValues;
  lines: readonly CheckoutCartLine[];
  /** The signed-in shopper (their server cart is quoted), or null for a guest (the lines are sent). */
  userId: number | null;
}): QuoteState {
  const t = useT();
  const online = useOnline();
  const currency = usePreferences((state) => state.currency);
  const vatNumber = useDebouncedValue(values.vatNumber, VAT_NUMBER_DEBOUNCE_MS);
  const inputs: QuoteInputs = {
    country: values.country,
    customerType: values.customerType,
    vatNumber,
    sameAsShipping: values.sameAsShipping,
    billingCountry: values.billingCountry,
  };
  const local = localQuoteProblem(inputs);
  const request = buildQuoteRequest(inputs, { currency, lines: userId === null ? lines : undefined });
  const query = useQuery({
    ...checkoutQuoteQueryOptions(request, { userId, lines }),
    enabled: online && lines.length > 0 && local === null,
    // A changed choice keeps the last summary on screen until the new quote comes.
    placeholderData: keepPreviousData,
  });
  // Still typing: the quote on screen is for the number as it was.
  const typing = values.customerType === 'company' && vatNumber.trim() !== values.vatNumber.trim();

  if (local) return { source: 'refused', field: local.field, message: t(`form.${local.code}`) };
  // Offline: the server's last answer for these very choices still holds (the order kept on the device
  // is confirmed against the server's total when back online); only other choices fall back.
  if (!online) {
    return query.data && !query.isPlaceholderData && !typing
      ? { source: 'quote', quote: query.data, updating: false }
      : { source: 'estimate', reason: 'offline' };
  }
  if (query.isError) {
    const failure = quoteFailure(query.error);
    return failure.kind === 'refused'
      ? { source: 'refused', field: failure.field, message: failure.message }
      : { source: 'estimate', reason: failure.kind };
  }
  if (query.data) return { source: 'quote', quote: query.data, updating: query.isPlaceholderData || typing };
  return { source: 'loading' };
}
