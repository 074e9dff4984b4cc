/**
 * A modal dialog on the native <dialog>: `showModal()` makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to whatever opened it. Children mount only while open,
 * so a form inside starts from its defaults every time; `data-autofocus` picks the first focus.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { CloseIcon } from './icons.tsx';
import { pushToastHost } from './toast.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'alertdialog' for confirmations: the dialog announces itself as one. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ open, onClose, title, description, children, role = 'dialog' }: DialogProps) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  /** The press began on the backdrop (a text selection dragged out of a field must not close it). */
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const releaseToasts = pushToastHost(dialog);
    // showModal focuses the first focusable element (the close button); a form names a better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      releaseToasts();
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      // Escape fires 'cancel': let the parent close it, so its state and the element agree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may still close it itself (a repeated Escape): keep the parent's state in step. A
      // 'close' queued by our own cleanup may arrive after it was reopened (StrictMode): ignore that.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      // A press on the backdrop lands on the <dialog> itself (its content is wrapped in a div).
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[90dvh] w-[min(100%-2rem,40rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          {description && (
            <p id={`${id}-description`} className="mb-4 text-slate-700">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
