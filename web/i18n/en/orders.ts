/** Order history, order detail, tracking and returns. */
import type { Message } from '../types.ts';

export const ordersEn = {} as const satisfies Record<string, Message>;
