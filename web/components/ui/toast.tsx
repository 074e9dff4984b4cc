/**
 * Renders the toast store (lib/toast.ts): one notification at a time in a live region at the bottom,
 * at most 420 px wide. It hides after its duration (paused while hovered or focused), on its close
 * button, or when swiped right by 50 px; F8 moves focus to the region. Inside an open modal dialog
 * the toasts show in the dialog, as the rest of the page is inert then.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { useT } from '../../lib/i18n.ts';
import { useToasts, type Toast } from '../../lib/toast.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons.tsx';

export const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

const VARIANT_CLASS: Record<Toast['variant'], string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-300 bg-green-50 text-green-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

/**
 * Open modal dialogs, innermost last. Everything outside a modal <dialog> is inert (not shown to
 * assistive tech, covered by the backdrop), so while one is open toasts are shown inside it.
 */
const useToastHosts = create<{ hosts: HTMLElement[] }>()(() => ({ hosts: [] }));

/** Called by a modal dialog when it opens; the returned function is called when it closes. */
export function pushToastHost(element: HTMLElement): () => void {
  useToastHosts.setState(({ hosts }) => ({ hosts: [...hosts, element] }));
  return () => useToastHosts.setState(({ hosts }) => ({ hosts: hosts.filter((host) => host !== element) }));
}

export function Toaster() {
  const host = useToastHosts((state) => state.hosts.at(-1));

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      document.querySelector<HTMLElement>('[data-toast-region="active"]')?.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, []);

  // The page's region stays mounted (a live region must exist before its message arrives to be
  // announced); a dialog gets its own region for as long as it is open.
  return (
    <>
      <ToastRegion active={!host} />
      {host && createPortal(<ToastRegion active />, host)}
    </>
  );
}

function ToastRegion({ active }: { active: boolean }) {
  const t = useT();
  const toasts = useToasts((state) => state.toasts);
  return (
    <section
      tabIndex={-1}
      data-toast-region={active ? 'active' : 'inactive'}
      aria-label={t('toast.region', { hotkey: HOTKEY })}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-[420px]">
        {active && toasts.map((item) => <ToastCard key={item.id} toast={item} />)}
      </div>
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const onDismiss = () => useToasts.getState().dismiss(toast.id);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => useToasts.getState().dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const Icon = toast.variant === 'error' ? AlertIcon : toast.variant === 'success' ? CheckCircleIcon : null;
  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, opacity: 1 - offset / 200 }}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg ${VARIANT_CLASS[toast.variant]}`}
    >
      {Icon && <Icon className="mt-0.5 size-5 shrink-0" />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
