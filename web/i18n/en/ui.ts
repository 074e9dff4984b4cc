/** Shared primitives: notifications, tooltips, dialogs. */
import type { Message } from '../types.ts';

export const uiEn = {
  'toast.region': 'Notifications ({hotkey})',
  'toast.dismiss': 'Dismiss notification',
  /** Read out before each notification's text. */
  'toast.announce': 'Notification',
} as const satisfies Record<string, Message>;
