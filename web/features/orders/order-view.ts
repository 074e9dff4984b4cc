/**
 * Pure helpers of the order screens: how each status looks, the first items of a list card and the
 * '+ N more items' line, dates in the interface language, and the tracking steps built from the
 * order's real status history.
 */
import type { Order, OrderItem, OrderStatus, StatusEvent } from '#api/contract/orders.ts';
import type { Translate, TextKey } from '../../lib/i18n.ts';
import { LOCALE_TAGS } from '../../lib/locale.ts';
import type { Language } from '../../lib/preferences.ts';

export type StatusIcon = 'clock' | 'check' | 'truck' | 'package' | 'cancel';

export interface StatusLook {
  label: TextKey;
  /** Tailwind classes: each status its own colour (text at least 4.5:1 on its background). */
  className: string;
  icon: StatusIcon;
}

export const ORDER_STATUS_LOOKS: Record<OrderStatus, StatusLook> = {
  pending: {
    label: 'orderStatus.pending',
    className: 'bg-amber-100 text-amber-900 ring-amber-300',
    icon: 'clock',
  },
  confirmed: {
    label: 'orderStatus.confirmed',
    className: 'bg-sky-100 text-sky-900 ring-sky-300',
    icon: 'check',
  },
  shipped: {
    label: 'orderStatus.shipped',
    className: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
    icon: 'truck',
  },
  delivered: {
    label: 'orderStatus.delivered',
    className: 'bg-green-100 text-green-900 ring-green-300',
    icon: 'package',
  },
  cancelled: {
    label: 'orderStatus.cancelled',
    className: 'bg-red-100 text-red-900 ring-red-300',
    icon: 'cancel',
  },
};

/** An unknown status (a newer server) still gets a neutral badge rather than breaking the page. */
export function statusLook(status: string): StatusLook {
  return (
    ORDER_STATUS_LOOKS[status as OrderStatus] ?? {
      label: 'orderStatus.unknown',
      className: 'bg-slate-100 text-slate-900 ring-slate-300',
      icon: 'clock',
    }
  );
}

/** An order card in the history shows its first 3 items. */
export const ORDER_CARD_ITEMS = 3;

export function previewItems<T>(items: readonly T[], limit = ORDER_CARD_ITEMS): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** '+ 2 more items' ('+ jeszcze 2 pozycje'), or null when every item is shown. */
export function moreItemsText(t: Translate, more: number): string | null {
  return more > 0 ? t('orders.moreItems', { count: more }) : null;
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '3 March 2026' / '3 marca 2026'. */
export function formatOrderDate(iso: string, language: Language, timeZone?: string): string {
  const date = validDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** '3 March 2026, 14:05' / '3 marca 2026 14:05': the moment of a status change. */
export function formatOrderDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = validDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** The lines a shopper may still send back (within the window, not all returned yet). */
export function returnableItems(items: readonly OrderItem[]): OrderItem[] {
  return items.filter((item) => item.returnableQuantity > 0);
}

/** The normal path of an order; cancelled leaves it. */
const LIFECYCLE: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

export const TRACK_EVENT_LABELS: Record<OrderStatus, TextKey> = {
  pending: 'track.event.pending',
  confirmed: 'track.event.confirmed',
  shipped: 'track.event.shipped',
  delivered: 'track.event.delivered',
  cancelled: 'track.event.cancelled',
};

export interface TrackingStep {
  status: OrderStatus;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

/**
 * The tracking history: every real status change, oldest first, then the steps still ahead on the
 * normal path (none once delivered or cancelled). An order without recorded events (never expected)
 * shows its current status at its creation time.
 */
export function trackingSteps(order: Pick<Order, 'status' | 'createdAt' | 'history'>): {
  done: TrackingStep[];
  upcoming: TrackingStep[];
} {
  const events: StatusEvent[] =
    order.history.length > 0 ? order.history : [{ status: order.status, createdAt: order.createdAt }];
  const done = [...events]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((event) => ({ status: event.status, at: event.createdAt }));
  if (order.status === 'cancelled') return { done, upcoming: [] };
  const reached = LIFECYCLE.indexOf(order.status);
  const upcoming = LIFECYCLE.slice(reached + 1).map((status) => ({ status, at: null }));
  return { done, upcoming };
}
