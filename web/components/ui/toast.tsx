/**
 * Renders the toast store (lib/toast.ts) with Radix Toast: one notification at a time at the bottom,
 * at most 420 px wide. It hides after its duration (paused while the area is hovered or focused), on
 * its close button, on Escape, or when swiped right by 50 px; F8 moves focus to the area.
 *
 * A modal dialog hides the rest of the page from assistive tech (aria-hidden), traps focus and blocks
 * pointer events outside itself. So while one is open the notification area moves into it: the dialog
 * renders a `<ToastHost />`, and the viewport (and the screen-reader announcement) portal there.
 */
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { useT } from '../../lib/i18n.ts';
import { TOAST_DURATION, useToasts, type Toast } from '../../lib/toast.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons.tsx';

export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

const VARIANT_CLASS: Record<Toast['variant'], string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

/** Elements inside open modal dialogs that can hold the notification area, innermost last. */
const useToastHosts = create<{ hosts: HTMLElement[] }>()(() => ({ hosts: [] }));

/** Registers `element` as where notifications show; the returned function gives the place back. */
export function pushToastHost(element: HTMLElement): () => void {
  useToastHosts.setState(({ hosts }) => ({ hosts: [...hosts, element] }));
  return () => useToastHosts.setState(({ hosts }) => ({ hosts: hosts.filter((host) => host !== element) }));
}

/** Placed inside a modal dialog's content: notifications show there while it is open. */
export function ToastHost() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) return pushToastHost(ref.current);
  }, []);
  return <div ref={ref} data-toast-host="" />;
}

export function Toaster() {
  const t = useT();
  const toasts = useToasts((state) => state.toasts);
  const host = useToastHosts((state) => state.hosts.at(-1));

  const viewport = (
    <RadixToast.Viewport
      hotkey={TOAST_HOTKEY}
      label={t('toast.region', { hotkey: TOAST_HOTKEY.join('+') })}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] m-0 flex list-none flex-col items-center gap-2 p-4 outline-none sm:left-auto sm:w-full sm:max-w-[420px] sm:items-stretch [&>li]:pointer-events-auto"
    />
  );

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('toast.announce')}
      announcerContainer={host}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
      {/* One viewport at a time: moving it into a dialog mounts it there afresh. */}
      {host ? createPortal(viewport, host) : viewport}
    </RadixToast.Provider>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useT();
  const Icon = toast.variant === 'error' ? AlertIcon : toast.variant === 'success' ? CheckCircleIcon : null;
  return (
    <RadixToast.Root
      open
      onOpenChange={(open) => {
        if (!open) useToasts.getState().dismiss(toast.id);
      }}
      duration={toast.duration}
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={toast.variant === 'error' ? 'foreground' : 'background'}
      className={`flex w-full max-w-[420px] items-start gap-3 rounded-xl border p-4 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-orange-500 data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${VARIANT_CLASS[toast.variant]}`}
    >
      {Icon && <Icon className="mt-0.5 size-5 shrink-0" />}
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="font-semibold">
          {toast.keys ? t(toast.keys.title) : toast.title}
        </RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className="mt-1 text-sm">
            {toast.keys?.description ? t(toast.keys.description) : toast.description}
          </RadixToast.Description>
        )}
      </div>
      <RadixToast.Close
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <CloseIcon className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
