/** Shared primitives: notifications, tooltips, dialogs. */
import type { Message } from '../types.ts';

export const uiEn = {
  'toast.region': 'Notifications ({hotkey})',
  'toast.dismiss': 'Dismiss notification',
  /** Read out before each notification's text. */
  'toast.announce': 'Notification',
  /** A delivery time: '2 working days', '2–3 working days', '3–5+ working days'. */
  'ui.workingDays': { one: '{days} working day', other: '{days} working days' },
} as const satisfies Record<string, Message>;
