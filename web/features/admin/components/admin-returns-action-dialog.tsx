/**
 * Confirms one step of a return (approve, reject, received, refunded) with staff's note: the reason
 * for a rejection (required), a refund note such as the credit note's number. The customer is mailed
 * on approval, rejection and refund, with the note.
 */
import { useState, type FormEvent } from 'react';
import type { Return } from '#api/contract/orders.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import {
  RETURN_NOTE_MAX,
  returnStatusBadge,
  validateReturnNote,
  type ReturnAction,
} from '../admin-orders.ts';
import { useChangeReturnStatus } from '../api/admin-orders.ts';
import { NoteField } from './admin-order-note-field.tsx';

interface AdminReturnsActionDialogProps {
  item: Return | null;
  action: ReturnAction | null;
  onClose: () => void;
  /** After the change is saved and the lists reloaded. */
  onDone: (returnId: number) => void;
}

export function AdminReturnsActionDialog({ item, action, onClose, onDone }: AdminReturnsActionDialogProps) {
  const t = useT();
  const open = item !== null && action !== null;
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onClose}
      title={open ? t(action.title, { number: item.returnNumber }) : ''}
      description={
        open
          ? t(action.mailsCustomer ? 'adminReturns.confirm.mailed' : 'adminReturns.confirm.notMailed')
          : undefined
      }
    >
      {open && <ActionForm item={item} action={action} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ActionForm({
  item,
  action,
  onCancel,
  onDone,
}: {
  item: Return;
  action: ReturnAction;
  onCancel: () => void;
  onDone: (returnId: number) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const problem = useFormProblem<'note'>();
  const change = useChangeReturnStatus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReturnNote(action, note);
    if (found) {
      problem.report(found, event.currentTarget);
      return;
    }
    try {
      // mutateAsync: the card that opened this may leave the list when it reloads.
      const updated = await change.mutateAsync({ id: item.id, status: action.to, note: note.trim() || null });
      const vars = { number: updated.returnNumber, status: t(returnStatusBadge(updated.status).label) };
      toast({
        title: action.mailsCustomer ? t('adminReturns.doneMailed', vars) : t('adminReturns.done', vars),
        variant: 'success',
      });
      onDone(item.id);
    } catch (error) {
      notifyFailure(t, error, { fallback: 'adminReturns.failed' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <NoteField
        name="note"
        data-autofocus
        label={t(action.noteLabel)}
        required={action.noteRequired}
        value={note}
        maxLength={RETURN_NOTE_MAX}
        invalid={problem.isInvalid('note')}
        onValueChange={setNote}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('common.cancel')}
        </button>
        <button type="submit" disabled={change.isPending} className={buttonClass(action.variant)}>
          {change.isPending ? t('common.saving') : t(action.label)}
        </button>
      </div>
    </form>
  );
}
