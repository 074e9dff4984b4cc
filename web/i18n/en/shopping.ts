/** Cart and wishlist actions (product cards, header counts) and their notifications. */
import type { Message } from '../types.ts';

export const shoppingEn = {} as const satisfies Record<string, Message>;
