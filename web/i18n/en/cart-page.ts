/** Cart and wishlist pages (/cart, /wishlist). */
import type { Message } from '../types.ts';

export const cartPageEn = {} as const satisfies Record<string, Message>;
