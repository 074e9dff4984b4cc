/**
 * The card order this browser tab sent to the payment page. The status page clears a guest's cart
 * only for that order, once: opening an old status link later must not empty a newer cart.
 * sessionStorage is per tab and survives the trip to the payment provider and back.
 */

const KEY = 'partspoint-pending-card-order';

type SmallStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SmallStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (some privacy settings): clear the cart on a confirmed payment anyway.
    return undefined;
  }
}

export function rememberPendingPayment(orderNumber: string, storage = sessionStore()): void {
  try {
    storage?.setItem(KEY, orderNumber);
  } catch {
    // A full or refused storage only loses the guard, not the payment.
  }
}

/**
 * Whether a confirmed payment of `orderNumber` should empty the guest cart: true for the order this
 * tab sent (then forgotten, so it happens once) and when there is no storage to ask.
 */
export function takePendingPayment(orderNumber: string, storage = sessionStore()): boolean {
  if (!storage) return true;
  try {
    if (storage.getItem(KEY) !== orderNumber) return false;
    storage.removeItem(KEY);
    return true;
  } catch {
    return true;
  }
}
