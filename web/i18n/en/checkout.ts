/** Checkout, payment status and order-placed pages. */
import type { Message } from '../types.ts';

export const checkoutEn = {} as const satisfies Record<string, Message>;
