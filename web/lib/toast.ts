/**
 * Toast notifications: a zustand store and `toast({ title, description })`, callable from anywhere
 * (components, mutations, the session-expiry handler). `<Toaster />` in components/ui renders them.
 */
import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; hovering or focusing the toast pauses it. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
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
}: ToastInput): number {
  lastId += 1;
  const next: Toast = { id: lastId, title, description, variant, duration };
  useToasts.setState(({ toasts }) => ({ toasts: addToast(toasts, next) }));
  return next.id;
}
