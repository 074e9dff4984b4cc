/**
 * Pure helpers of the back office's Orders tab: the filters (from the URL or local state) and the
 * API query they make, offset paging, badge looks, the return transitions, and the rules of the
 * status-change and return-decision forms (the server enforces the same; these answer first).
 */
import type { AdminOrderQuery } from '#api/contract/admin-orders.ts';
import {
  ORDER_STATUSES,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  type Order,
  type OrderStatus,
  type Return,
} from '#api/contract/orders.ts';
import type { FormProblem } from '../../lib/forms.ts';
import type { TextKey } from '../../lib/i18n.ts';
import { LOCALE_TAGS } from '../../lib/locale.ts';
import type { Language } from '../../lib/preferences.ts';

export type ReturnStatus = Return['status'];

/** Orders per request, and per "Load more". */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
/** The contract's limits on the status change (note, carrier, tracking number) and return notes. */
export const STATUS_NOTE_MAX = 500;
export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 60;
export const RETURN_NOTE_MAX = 1000;
export const SEARCH_MAX = 100;

// ---- Filters ----------------------------------------------------------------------------------------

export type AdminOrdersView = 'orders' | 'returns';

/**
 * What the tab shows, in URL-friendly form (every field optional, absent = no filter), so a route can
 * keep it in its search params: which sub-tab, the order filters and the returns' status filter.
 */
export interface AdminOrdersFilters {
  view?: AdminOrdersView;
  status?: OrderStatus;
  /** Calendar days YYYY-MM-DD (UTC on the server), both inclusive. */
  from?: string;
  to?: string;
  search?: string;
  returnStatus?: ReturnStatus;
}

/** A real calendar day as YYYY-MM-DD: 2026-02-31 is not one (the server answers 400 for it). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Filters from untrusted input (search params): unknown or malformed values are dropped, not errors. */
export function parseAdminOrdersFilters(raw: Record<string, unknown>): AdminOrdersFilters {
  const filters: AdminOrdersFilters = {};
  if (raw.view === 'orders' || raw.view === 'returns') filters.view = raw.view;
  if (isOneOf(ORDER_STATUSES, raw.status)) filters.status = raw.status;
  if (typeof raw.from === 'string' && isCalendarDay(raw.from)) filters.from = raw.from;
  if (typeof raw.to === 'string' && isCalendarDay(raw.to)) filters.to = raw.to;
  if (typeof raw.search === 'string' && raw.search.trim() !== '') {
    filters.search = raw.search.trim().slice(0, SEARCH_MAX);
  }
  if (isOneOf(RETURN_STATUSES, raw.returnStatus)) filters.returnStatus = raw.returnStatus;
  return filters;
}

export type OrderListQuery = Pick<AdminOrderQuery, 'status' | 'from' | 'to' | 'search'>;

/** The list's API query from the filters: blanks and malformed days left out, the search trimmed. */
export function toOrderListQuery(filters: AdminOrdersFilters): OrderListQuery {
  const query: OrderListQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.from && isCalendarDay(filters.from)) query.from = filters.from;
  if (filters.to && isCalendarDay(filters.to)) query.to = filters.to;
  const search = filters.search?.trim().slice(0, SEARCH_MAX);
  if (search) query.search = search;
  return query;
}

export function hasOrderFilters(filters: AdminOrdersFilters): boolean {
  return Object.keys(toOrderListQuery(filters)).length > 0;
}

/** `filters` with one field set, or removed when blank (so the URL never carries `status=`). */
export function withFilter<K extends keyof AdminOrdersFilters>(
  filters: AdminOrdersFilters,
  key: K,
  value: AdminOrdersFilters[K] | '',
): AdminOrdersFilters {
  const next = { ...filters };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** The filters without the order filters (the "Clear filters" button); the view and returns stay. */
export function clearOrderFilters(filters: AdminOrdersFilters): AdminOrdersFilters {
  const next: AdminOrdersFilters = {};
  if (filters.view) next.view = filters.view;
  if (filters.returnStatus) next.returnStatus = filters.returnStatus;
  return next;
}

// ---- Paging -----------------------------------------------------------------------------------------

export interface OrderPage {
  orders: Order[];
  total: number;
}

/** The next page's offset, or undefined once every order the server counted is loaded. */
export function nextOrdersOffset(pages: readonly OrderPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.orders.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0);
  return loaded < last.total ? loaded : undefined;
}

/**
 * The loaded pages as one list. Offset paging over a list that grows at the top (a new order while
 * staff page) repeats an order across pages: each id is kept once, where it first appeared.
 */
export function mergeOrderPages(pages: readonly OrderPage[]): { orders: Order[]; total: number } {
  const seen = new Set<number>();
  const orders: Order[] = [];
  for (const page of pages) {
    for (const order of page.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  return { orders, total: pages.at(-1)?.total ?? 0 };
}

// ---- Looks ------------------------------------------------------------------------------------------

export interface BadgeLook {
  label: TextKey;
  /** Tailwind classes; text keeps at least 4.5:1 on its background. The words carry the meaning. */
  className: string;
}

const NEUTRAL = 'bg-slate-100 text-slate-900 ring-slate-300';

export const ORDER_STATUS_BADGES: Record<OrderStatus, BadgeLook> = {
  pending: { label: 'orderStatus.pending', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  confirmed: { label: 'orderStatus.confirmed', className: 'bg-sky-100 text-sky-900 ring-sky-300' },
  shipped: { label: 'orderStatus.shipped', className: 'bg-indigo-100 text-indigo-900 ring-indigo-300' },
  delivered: { label: 'orderStatus.delivered', className: 'bg-green-100 text-green-900 ring-green-300' },
  cancelled: { label: 'orderStatus.cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
};

export const RETURN_STATUS_BADGES: Record<ReturnStatus, BadgeLook> = {
  requested: { label: 'returns.status.requested', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  approved: { label: 'returns.status.approved', className: 'bg-sky-100 text-sky-900 ring-sky-300' },
  rejected: { label: 'returns.status.rejected', className: 'bg-red-100 text-red-900 ring-red-300' },
  received: { label: 'returns.status.received', className: 'bg-indigo-100 text-indigo-900 ring-indigo-300' },
  refunded: { label: 'returns.status.refunded', className: 'bg-green-100 text-green-900 ring-green-300' },
};

/** A status this build does not know (a newer server) still gets a neutral badge. */
export function orderStatusBadge(status: string): BadgeLook {
  return ORDER_STATUS_BADGES[status as OrderStatus] ?? { label: 'orderStatus.unknown', className: NEUTRAL };
}

export function returnStatusBadge(status: string): BadgeLook {
  return (
    RETURN_STATUS_BADGES[status as ReturnStatus] ?? {
      label: 'adminReturns.statusUnknown',
      className: NEUTRAL,
    }
  );
}

export const PAYMENT_METHOD_LABELS: Record<Order['paymentMethod'], TextKey> = {
  payneteasy: 'orderDetail.method.payneteasy',
  bank_transfer: 'orderDetail.method.bank_transfer',
};

export const PAYMENT_STATUS_LABELS: Record<Order['paymentStatus'], TextKey> = {
  pending: 'orderDetail.paid.pending',
  approved: 'orderDetail.paid.approved',
  declined: 'orderDetail.paid.declined',
  error: 'orderDetail.paid.error',
};

export const RETURN_REASON_LABELS: Record<Return['reason'], TextKey> = {
  wrong_part: 'returns.reason.wrong_part',
  not_needed: 'returns.reason.not_needed',
  damaged: 'returns.reason.damaged',
  defective: 'returns.reason.defective',
  other: 'returns.reason.other',
};

/** The customer as the list shows them: the billing name, and the company for a company order. */
export function customerName(order: Pick<Order, 'billingAddress' | 'company'>): string {
  const name = `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim();
  return order.company ? `${name} (${order.company})` : name;
}

/** '3 Mar 2026, 14:05' / '3 mar 2026, 14:05': compact enough for a table cell. */
export function formatAdminDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

// ---- Order status change ----------------------------------------------------------------------------

/** Carriers offered when shipping; anything else goes in as "Other" with its name typed. */
export const CARRIERS = ['UPS', 'DHL', 'FedEx', 'GLS', 'DPD', 'Hermes', 'InPost', 'Poczta Polska'] as const;
export const OTHER_CARRIER = 'other';

export const STATUS_CHANGE_FIELDS = ['status', 'note', 'carrier', 'carrierOther', 'trackingNumber'] as const;
export type StatusChangeField = (typeof STATUS_CHANGE_FIELDS)[number];
export type StatusChangeValues = Record<StatusChangeField, string>;

export interface StatusChangeBody {
  status: OrderStatus;
  note?: string;
  carrier?: string;
  trackingNumber?: string;
}

function chosenCarrier(values: StatusChangeValues): string {
  return (values.carrier === OTHER_CARRIER ? values.carrierOther : values.carrier).trim();
}

/** The first problem of the form (in its field order), or null. */
export function validateStatusChange(
  values: StatusChangeValues,
  allowed: readonly OrderStatus[],
): FormProblem<StatusChangeField> | null {
  if (!isOneOf(allowed, values.status))
    return { message: 'adminOrders.change.statusRequired', field: 'status' };
  if (values.status === 'shipped') {
    const carrierField = values.carrier === OTHER_CARRIER ? 'carrierOther' : 'carrier';
    const carrier = chosenCarrier(values);
    if (!carrier) return { message: 'adminOrders.change.carrierRequired', field: carrierField };
    if (carrier.length > CARRIER_MAX) {
      return { message: 'adminOrders.change.tooLong', vars: { count: CARRIER_MAX }, field: carrierField };
    }
    const tracking = values.trackingNumber.trim();
    if (!tracking) return { message: 'adminOrders.change.trackingRequired', field: 'trackingNumber' };
    if (tracking.length > TRACKING_NUMBER_MAX) {
      return {
        message: 'adminOrders.change.tooLong',
        vars: { count: TRACKING_NUMBER_MAX },
        field: 'trackingNumber',
      };
    }
  }
  if (values.note.trim().length > STATUS_NOTE_MAX) {
    return { message: 'adminOrders.change.tooLong', vars: { count: STATUS_NOTE_MAX }, field: 'note' };
  }
  return null;
}

/** The PATCH body of a validated form: a blank note left out, carrier and tracking only when shipping. */
export function toStatusChangeBody(values: StatusChangeValues): StatusChangeBody {
  const body: StatusChangeBody = { status: values.status as OrderStatus };
  const note = values.note.trim();
  if (note) body.note = note;
  if (values.status === 'shipped') {
    body.carrier = chosenCarrier(values);
    body.trackingNumber = values.trackingNumber.trim();
  }
  return body;
}

// ---- Return decisions -------------------------------------------------------------------------------

export interface ReturnAction {
  to: ReturnStatus;
  /** The button ("Approve"), the confirmation's title and the note's label. */
  label: TextKey;
  title: TextKey;
  noteLabel: TextKey;
  /** A rejection must say why: the customer is mailed the note. */
  noteRequired: boolean;
  /** The server mails the customer on approval, rejection and refund, not on receipt. */
  mailsCustomer: boolean;
  variant: 'primary' | 'secondary' | 'danger';
}

/** A return starts as requested and never goes back to it. */
type ReturnTarget = Exclude<ReturnStatus, 'requested'>;

const ACTIONS: Record<ReturnTarget, ReturnAction> = {
  approved: {
    to: 'approved',
    label: 'adminReturns.action.approve',
    title: 'adminReturns.confirm.approve',
    noteLabel: 'adminReturns.note.approve',
    noteRequired: false,
    mailsCustomer: true,
    variant: 'primary',
  },
  rejected: {
    to: 'rejected',
    label: 'adminReturns.action.reject',
    title: 'adminReturns.confirm.reject',
    noteLabel: 'adminReturns.note.reject',
    noteRequired: true,
    mailsCustomer: true,
    variant: 'danger',
  },
  received: {
    to: 'received',
    label: 'adminReturns.action.receive',
    title: 'adminReturns.confirm.receive',
    noteLabel: 'adminReturns.note.receive',
    noteRequired: false,
    mailsCustomer: false,
    variant: 'primary',
  },
  refunded: {
    to: 'refunded',
    label: 'adminReturns.action.refund',
    title: 'adminReturns.confirm.refund',
    noteLabel: 'adminReturns.note.refund',
    noteRequired: false,
    mailsCustomer: true,
    variant: 'primary',
  },
};

export function returnActions(status: string): ReturnAction[] {
  return (RETURN_TRANSITIONS[status as ReturnStatus] ?? []).map((to) => ACTIONS[to]);
}

export function validateReturnNote(action: ReturnAction, note: string): FormProblem<'note'> | null {
  const text = note.trim();
  if (action.noteRequired && !text) return { message: 'adminReturns.note.required', field: 'note' };
  if (text.length > RETURN_NOTE_MAX) {
    return { message: 'adminOrders.change.tooLong', vars: { count: RETURN_NOTE_MAX }, field: 'note' };
  }
  return null;
}
