/**
 * A modal dialog on Radix Dialog (Radix AlertDialog for `role="alertdialog"`): the rest of the page is
 * hidden from assistive tech and focus stays inside; Escape and the close button close it, and so does
 * a click on the overlay unless it is an alert dialog (a confirmation must be answered). Focus returns
 * to whatever opened it. Children mount only while open, so a form inside starts from its defaults
 * every time; `data-autofocus` picks the first focus. On phones it is a full-width sheet at the bottom
 * that scrolls inside; notifications shown while it is open appear inside it (see ToastHost).
 */
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { CloseIcon } from './icons.tsx';
import { ToastHost } from './toast.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'alertdialog' for confirmations: announced as one, and the overlay does not close it. */
  role?: 'dialog' | 'alertdialog';
}

/** AlertDialog's parts wrap Dialog's with the same props; `Close` is its `Cancel`. */
const PARTS = {
  dialog: {
    Root: RadixDialog.Root,
    Portal: RadixDialog.Portal,
    Overlay: RadixDialog.Overlay,
    Content: RadixDialog.Content,
    Title: RadixDialog.Title,
    Description: RadixDialog.Description,
    Close: RadixDialog.Close,
  },
  alertdialog: {
    Root: RadixAlertDialog.Root,
    Portal: RadixAlertDialog.Portal,
    Overlay: RadixAlertDialog.Overlay,
    Content: RadixAlertDialog.Content,
    Title: RadixAlertDialog.Title,
    Description: RadixAlertDialog.Description,
    Close: RadixAlertDialog.Cancel,
  },
} as const;

export function Dialog({ open, onClose, title, description, children, role = 'dialog' }: DialogProps) {
  const t = useT();
  const { Root, Portal, Overlay, Content, Title, Description, Close } = PARTS[role];
  /** The element focused when the dialog opened (there is no Radix Trigger to return to). */
  const opener = useRef<HTMLElement | null>(null);
  /** Radix restores focus after unmounting; StrictMode's trial unmount of an open dialog must not. */
  const isOpen = useRef(open);
  isOpen.current = open;

  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Portal>
        {/* The content sits inside the overlay so the overlay can centre it (no transform, which
            would make the fixed notification area inside it relative to the dialog). */}
        <Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 sm:items-center sm:p-4">
          <Content
            // Without a description, say so rather than point at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              // Focus has not moved yet: remember where it was, then start on `data-autofocus`.
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const target = event.currentTarget;
              const preferred =
                target instanceof HTMLElement ? target.querySelector<HTMLElement>('[data-autofocus]') : null;
              if (preferred) {
                event.preventDefault();
                preferred.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (isOpen.current) return;
              if (opener.current?.isConnected) opener.current.focus();
              opener.current = null;
            }}
            className="max-h-[92dvh] w-full scroll-pt-24 overflow-y-auto overscroll-contain rounded-t-2xl bg-white text-slate-900 shadow-2xl outline-none sm:max-h-[90dvh] sm:w-[min(100%,40rem)] sm:rounded-2xl"
          >
            <div className="sticky top-0 z-10 flex items-start justify-between gap-4 bg-white px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
              <Title className="text-lg font-bold">{title}</Title>
              <Close
                aria-label={t('common.close')}
                className="-m-2 shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </Close>
            </div>
            <div className="px-5 pb-5 sm:px-6 sm:pb-6">
              {description && <Description className="mb-4 text-slate-700">{description}</Description>}
              {children}
            </div>
            <ToastHost />
          </Content>
        </Overlay>
      </Portal>
    </Root>
  );
}
