/**
 * The checkout's submit: the form's rules, the quote's refusals, then one checkout request (its
 * `expectedTotal` the quote's total shown) whose Idempotency-Key is kept for a retry of the same
 * order when the outcome is unknown. Card: on to the hosted payment page.
 * Bank transfer: the order placed, or, without a connection, kept on the device as an intent to
 * confirm online.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { User } from '#api/contract/auth.ts';
import type { FormProblem } from '../../lib/forms.ts';
import { useT } from '../../lib/i18n.ts';
import { isNetworkError, isOnline } from '../../lib/network.ts';
import { toast } from '../../lib/toast.ts';
import { useCheckout } from './api/checkout.ts';
import type { CheckoutCartLine } from './checkout-cart-slot.ts';
import {
  buildCheckoutBody,
  termsProblem,
  validateCheckout,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-form.ts';
import {
  attemptKey,
  hostedPaymentUrl,
  NoPaymentPageError,
  referenceAfterFailure,
  referenceForAttempt,
  type CheckoutKind,
  type KeptReference,
} from './checkout-submit.ts';
import { pricingCheck, type SummaryState } from './checkout-quote.ts';
import { saveOrderIntent } from './order-intents.ts';
import { rememberPendingPayment } from './pending-payment.ts';
import { useCheckoutFeedback } from './use-checkout-feedback.ts';

/** What the page does once the server has taken the order. */
export type CheckoutCompletion =
  | { kind: 'payment'; orderNumber: string }
  | { kind: 'order'; orderNumber: string }
  /** A bank-transfer order kept offline (order-intents.ts) until the shopper confirms it online. */
  | { kind: 'intent' };

interface SubmitOptions {
  user: User | null;
  lines: readonly CheckoutCartLine[];
  summary: SummaryState;
  onCompleted: (completion: CheckoutCompletion) => void;
  /** Reports a form problem (marks and focuses the field). */
  report: (problem: FormProblem<CheckoutField>, form: HTMLFormElement) => void;
  clearProblems: () => void;
}

export function useCheckoutSubmit({
  user,
  lines,
  summary,
  onCompleted,
  report,
  clearProblems,
}: SubmitOptions) {
  const t = useT();
  // The key of a failed attempt whose outcome is unknown, for a retry of the same order.
  const kept = useRef<KeptReference | undefined>(undefined);
  const checkout = useCheckout();
  const feedback = useCheckoutFeedback();
  const [done, setDone] = useState(false);

  const fail = (kind: CheckoutKind, attempt: KeptReference, error: unknown) => {
    const reference = referenceAfterFailure(attempt.reference, error);
    kept.current = reference === undefined ? undefined : { ...attempt, reference };
    feedback.failed(kind, error);
  };

  const payByCard = async (body: ReturnType<typeof buildCheckoutBody>, sent: KeptReference) => {
    try {
      const answer = await checkout.mutateAsync({ body, key: sent.reference });
      const paymentPage = hostedPaymentUrl(answer, window.location.href);
      if (!paymentPage) throw new NoPaymentPageError();
      setDone(true);
      rememberPendingPayment(answer.orderNumber);
      onCompleted({ kind: 'payment', orderNumber: answer.orderNumber });
      window.location.assign(paymentPage);
    } catch (error) {
      fail('card', sent, error);
    }
  };

  const payByTransfer = async (
    body: ReturnType<typeof buildCheckoutBody>,
    sent: KeptReference,
    total: number,
  ) => {
    // Without a connection the order is kept on the device and placed once confirmed online.
    const keepForLater = async () => {
      await saveOrderIntent({
        body,
        key: sent.reference,
        userId: user?.id ?? null,
        total,
        currency: body.currency,
      });
      toast({ title: t('offline.intentSavedToast'), variant: 'success' });
      onCompleted({ kind: 'intent' });
    };
    if (!isOnline()) return void (await keepForLater());
    try {
      const answer = await checkout.mutateAsync({ body, key: sent.reference });
      setDone(true);
      feedback.orderPlaced();
      onCompleted({ kind: 'order', orderNumber: answer.orderNumber });
    } catch (error) {
      if (isNetworkError(error)) return void (await keepForLater());
      fail('transfer', sent, error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>, values: CheckoutValues) => {
    event.preventDefault();
    if (checkout.isPending || done) return;
    const form = event.currentTarget;
    const problem = validateCheckout(values) ?? termsProblem(values);
    if (problem) return report(problem, form);
    clearProblems();
    if (summary.status !== 'ready') {
      toast({ title: t('checkout.pricesLoading'), variant: 'error' });
      return;
    }
    if (summary.summary.hasUnavailable) {
      toast({ title: t('checkout.unavailableLines'), variant: 'error' });
      return;
    }
    // The total sent must be the quote's for these choices; refused choices cannot be ordered.
    const pricing = pricingCheck(summary.pricing);
    if (!pricing.ok && pricing.reason === 'updating') {
      toast({ title: t('checkout.pricesLoading'), variant: 'error' });
      return;
    }
    if (!pricing.ok) {
      toast({ title: t('checkout.orderErrorTitle'), description: pricing.message, variant: 'error' });
      const control = form.elements.namedItem(pricing.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const attempt = attemptKey(values, lines, summary.summary.currency);
    const sent: KeptReference = { reference: referenceForAttempt(kept.current, attempt), attempt };
    const body = buildCheckoutBody(values, {
      total: summary.summary.total,
      currency: summary.summary.currency,
      // Signed-in shoppers order their server cart: sending lines would be refused.
      lines: user ? undefined : lines,
    });
    if (body.paymentMethod === 'card') await payByCard(body, sent);
    else await payByTransfer(body, sent, summary.summary.total);
  };

  return { submit, pending: checkout.isPending || done };
}
