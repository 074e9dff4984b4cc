/** Shared primitives: notifications, tooltips, dialogs. */
import type { Message } from '../types.ts';

export const uiEn = {
  'toast.region': 'Notifications ({hotkey})',
  'toast.dismiss': 'Dismiss notification',
} as const satisfies Record<string, Message>;
