/**
 * A confirmation in an alert dialog: Cancel (focused first) and a danger button that carries out the
 * action, disabled (and optionally relabelled) while it runs. ConfirmActions is that button row
 * alone, for a confirmation whose body decides when to offer it.
 */
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';
import { Dialog } from './dialog.tsx';

interface ConfirmActionsProps {
  /** The danger button's label. */
  confirmLabel: string;
  /** Its label while the action runs (by default it keeps confirmLabel). */
  pendingLabel?: string;
  /** The action is running: the danger button is disabled. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmActions({
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmActionsProps) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('secondary')} onClick={onCancel} data-autofocus>
        {t('common.cancel')}
      </button>
      <button type="button" className={buttonClass('danger')} disabled={pending} onClick={onConfirm}>
        {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
      </button>
    </div>
  );
}

interface ConfirmDialogProps extends ConfirmActionsProps {
  open: boolean;
  title: string;
  description?: string;
}

/** Closing the dialog (Escape, the close button) is the same as Cancel. */
export function ConfirmDialog({ open, title, description, onCancel, ...actions }: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" open={open} onClose={onCancel} title={title} description={description}>
      <ConfirmActions onCancel={onCancel} {...actions} />
    </Dialog>
  );
}
