/**
 * "Change status": the statuses the server allows next, a note for the history, and for shipping the
 * carrier and tracking number (checked here with translated messages; the server checks again). The
 * customer is e-mailed by the server on every change.
 */
import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '#api/contract/orders.ts';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import {
  CARRIER_MAX,
  CARRIERS,
  orderStatusBadge,
  OTHER_CARRIER,
  STATUS_NOTE_MAX,
  toStatusChangeBody,
  TRACKING_NUMBER_MAX,
  validateStatusChange,
  type StatusChangeField,
  type StatusChangeValues,
} from '../admin-orders.ts';
import { useChangeOrderStatus } from '../api/admin-orders.ts';
import { NoteField } from './admin-order-note-field.tsx';

const EMPTY: StatusChangeValues = { status: '', note: '', carrier: '', carrierOther: '', trackingNumber: '' };

interface AdminOrderStatusFormProps {
  orderId: number;
  orderNumber: string;
  nextStatuses: readonly OrderStatus[];
  /** Called once the change is saved and the order reloaded (the form itself is then replaced). */
  onChanged: () => void;
}

export function AdminOrderStatusForm({
  orderId,
  orderNumber,
  nextStatuses,
  onChanged,
}: AdminOrderStatusFormProps) {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const problem = useFormProblem<StatusChangeField>();
  const change = useChangeOrderStatus();
  const set = (field: StatusChangeField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const shipping = values.status === 'shipped';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateStatusChange(values, nextStatuses);
    if (found) {
      problem.report(found, form);
      return;
    }
    problem.clear();
    try {
      // mutateAsync: the success path runs even though the order's reload replaces this form.
      const order = await change.mutateAsync({ id: orderId, body: toStatusChangeBody(values) });
      toast({
        title: t('adminOrders.change.done', {
          number: order.orderNumber,
          status: t(orderStatusBadge(order.status).label),
        }),
        variant: 'success',
      });
      setValues(EMPTY);
      onChanged();
    } catch (error) {
      notifyFailure(t, error, { fallback: 'adminOrders.change.failed' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('adminOrders.change.formLabel', { number: orderNumber })}
      className="flex flex-col gap-4"
    >
      <SelectField
        name="status"
        label={t('adminOrders.change.newStatus')}
        required
        value={values.status}
        invalid={problem.isInvalid('status')}
        onChange={(event) => set('status')(event.target.value)}
      >
        <option value="">{t('adminOrders.change.chooseStatus')}</option>
        {nextStatuses.map((status) => (
          <option key={status} value={status}>
            {t(orderStatusBadge(status).label)}
          </option>
        ))}
      </SelectField>

      {shipping && (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t('adminOrders.change.shipment')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="carrier"
              label={t('track.carrier')}
              required
              value={values.carrier}
              invalid={problem.isInvalid('carrier')}
              onChange={(event) => set('carrier')(event.target.value)}
            >
              <option value="">{t('adminOrders.change.chooseCarrier')}</option>
              {CARRIERS.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carrier}
                </option>
              ))}
              <option value={OTHER_CARRIER}>{t('adminOrders.change.otherCarrier')}</option>
            </SelectField>
            {values.carrier === OTHER_CARRIER && (
              <TextField
                name="carrierOther"
                label={t('adminOrders.change.carrierName')}
                required
                maxLength={CARRIER_MAX}
                autoComplete="off"
                value={values.carrierOther}
                invalid={problem.isInvalid('carrierOther')}
                onChange={(event) => set('carrierOther')(event.target.value)}
              />
            )}
            <TextField
              name="trackingNumber"
              label={t('track.trackingNumber')}
              required
              maxLength={TRACKING_NUMBER_MAX}
              autoComplete="off"
              spellCheck={false}
              value={values.trackingNumber}
              invalid={problem.isInvalid('trackingNumber')}
              onChange={(event) => set('trackingNumber')(event.target.value)}
              className={values.carrier === OTHER_CARRIER ? 'sm:col-span-2' : undefined}
            />
          </div>
        </fieldset>
      )}

      <NoteField
        name="note"
        label={t('adminOrders.change.note')}
        value={values.note}
        maxLength={STATUS_NOTE_MAX}
        invalid={problem.isInvalid('note')}
        onValueChange={set('note')}
      />
      <p className="text-sm text-slate-600">{t('adminOrders.change.mailNote')}</p>
      <SubmitButton
        pending={change.isPending}
        label={t('adminOrders.change.submit')}
        pendingLabel={t('common.saving')}
        className="w-full sm:w-auto sm:self-start"
      />
    </form>
  );
}
