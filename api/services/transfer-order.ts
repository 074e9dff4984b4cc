/**
 * Placing a bank-transfer order: there must be a shop bank account to pay to, then the order is made
 * (checkout input, one transaction), and the confirmation with the bank details is mailed once (not
 * again when a retried submit gets the same order back).
 */
import type { CheckoutBody } from '#api/contract/orders.ts';
import { AppError } from '../http/app-error.ts';
import { checkoutInput, withVies, type CheckoutContext } from './checkout.ts';
import { sendOrderPlacedMails, type OrderMailDeps } from './order-mails.ts';
import { createOrder, type CreatedOrder } from './orders.ts';
import { bankDetails } from './seller.ts';

export async function placeTransferOrder(
  deps: OrderMailDeps,
  context: CheckoutContext,
  body: CheckoutBody,
): Promise<CreatedOrder> {
  if (body.paymentMethod !== 'bank_transfer') throw new Error('placeTransferOrder needs a bank transfer');
  // Never mail an account nobody owns: without the shop's bank account there is no transfer.
  if (!(await bankDetails(deps))) throw new AppError(503, 'bank_transfer_unavailable');
  const input = await withVies(checkoutInput(body, context), context.vies);
  const order = await createOrder(deps.db, { ...input, clearCart: context.user !== null });
  if (!order.replayed) await sendOrderPlacedMails(deps, order);
  return order;
}
