/**
 * Toast notifications: a zustand store and `toast({ title, description })`, callable from anywhere
 * (components, mutations, the session-expiry handler). `<Toaster />` in components/ui renders them.
 */
import { create } from 'zustand';
import type { TextKey } from './i18n.ts';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; hovering or focusing the toast pauses it. */
  duration?: number;
  /** Texts shown in the language on screen at each render (the title and description are the fallback). */
  keys?: { title: TextKey; description?: TextKey };
}

export interface Toast extends Required<Omit<ToastInput, 'description' | 'keys'>> {
  id: number;
  description?: string;
  keys?: ToastInput['keys'];
}

/** At most one notification at once, shown for 5 seconds by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5_000;

/** The newest toast first; older ones beyond the limit are dropped, not queued. */
export function addToast(toasts: readonly Toast[], next: Toast, limit = TOAST_LIMIT): Toast[] {
  return [next, ...toasts].slice(0, limit);
}

interface ToastStore {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

export const useToasts = create<ToastStore>()((set) => ({
  toasts: [],
  dismiss: (id) => set(({ toasts }) => ({ toasts: toasts.filter((item) => item.id !== id) })),
}));

let lastId = 0;

export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION,
  keys,
}: ToastInput): number {
  lastId += 1;
  const next: Toast = { id: lastId, title, description, variant, duration, keys };
  useToasts.setState(({ toasts }) => ({ toasts: addToast(toasts, next) }));
  return next.id;
}

let waiting: ToastInput | null = null;

/**
 * A notice of the shop's own (not an answer to what the shopper did): shown when no other
 * notification is on screen, else once that one is gone, so it never replaces the shopper's feedback.
 * One waits at most (the latest).
 */
export function backgroundToast(input: ToastInput): void {
  if (useToasts.getState().toasts.length === 0) {
    toast(input);
    return;
  }
  waiting = input;
}

useToasts.subscribe(({ toasts }) => {
  if (toasts.length > 0 || !waiting) return;
  const next = waiting;
  waiting = null;
  toast(next);
});
