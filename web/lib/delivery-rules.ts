/**
 * The published delivery rules (GET /api/delivery-rules: bulky surcharges and delivery times from the
 * shop settings), read by the information pages and the product page. The key sits under the seller's
 * prefix: like the seller's data these are shop settings, public, so the answer is fetched and carried
 * by a page rendered on the server and kept with the persisted query cache for offline use (a key
 * under `public`, as `routeQuery` makes, would be neither).
 */
import { queryOptions } from '@tanstack/react-query';
import { deliveryDaysParts } from '#api/contract/delivery-rules.ts';
import { deliveryRules } from '#api/contract/pricing.ts';
import { apiFetch } from './api-client.ts';
import type { Translate } from './i18n.ts';

/**
 * A delivery time in working days as the shopper reads it ('2–3 working days', '3–5 dni roboczych'),
 * everywhere it is shown; an unreadable value as it came, null and empty as null.
 */
export function workingDaysText(t: Translate, spec: string | null | undefined): string | null {
  const parts = deliveryDaysParts(spec);
  if (!parts) return spec?.trim() ? spec : null;
  return t('ui.workingDays', { days: parts.days, count: parts.count });
}

export function deliveryRulesQueryOptions() {
  return queryOptions({
    queryKey: ['seller', 'delivery-rules'],
    queryFn: ({ signal }) => apiFetch(deliveryRules, { signal }),
    // The server lets the answer be cached for a minute; an admin's change shows after that.
    staleTime: 60_000,
  });
}
