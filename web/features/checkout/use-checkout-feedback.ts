/**
 * What the shopper sees after a checkout request fails or succeeds, shared by the checkout form and a
 * kept offline order's Confirm: an ended session goes to sign-in, a refusal is toasted with the
 * server's message (a 409 price_changed also fetches the prices and the quote again), and the
 * order-placed toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PRODUCT_LISTS_KEY } from '../../lib/catalogue-products.ts';
import { useT } from '../../lib/i18n.ts';
import { wasHandledAsSessionEnd } from '../../lib/session-expiry.ts';
import { toast } from '../../lib/toast.ts';
import { QUOTE_QUERY_KEY } from './api/checkout.ts';
import { failureOutcome, type CheckoutKind } from './checkout-submit.ts';

export function useCheckoutFeedback() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const failed = useCallback(
    (kind: CheckoutKind, error: unknown) => {
      // A signed-in shopper whose session ended: the session-expiry handler toasts and sends to sign-in.
      if (wasHandledAsSessionEnd(error)) return;
      const outcome = failureOutcome(kind, error);
      if (outcome.kind === 'sign-in') {
        void navigate({ to: '/sign-in', search: { redirect: '/checkout' } });
        return;
      }
      toast({
        title: t(outcome.title),
        description: 'text' in outcome.message ? outcome.message.text : t(outcome.message.key),
        variant: 'error',
      });
      if (outcome.refetchPrices) {
        void queryClient.invalidateQueries({ queryKey: PRODUCT_LISTS_KEY });
        void queryClient.invalidateQueries({ queryKey: QUOTE_QUERY_KEY });
      }
    },
    [t, navigate, queryClient],
  );

  const orderPlaced = useCallback(
    () =>
      toast({
        title: t('checkout.orderPlacedTitle'),
        description: t('checkout.orderPlaced'),
        variant: 'success',
      }),
    [t],
  );

  return { failed, orderPlaced };
}
