/**
 * 'Request a return' for a delivered order within its window: choose lines and quantities (up to what
 * can still be returned), a reason and an optional comment; on success the return authorisation
 * (RMA) number is shown and announced. Signed-in shoppers use it on the order page, guests on the
 * tracking result (with the e-mail they tracked the order with).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { RETURN_REASONS, type Order, type Return } from '#api/contract/orders.ts';
import { INPUT_CLASS, SelectField, SubmitButton } from '../../../components/ui/form-field.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateReturn } from '../api/orders.ts';
import { formatOrderDate, returnableItems } from '../order-view.ts';
import {
  RETURN_COMMENT_MAX,
  RETURN_REASON_LABELS,
  returnRequestBody,
  validateReturnDraft,
  type ReturnableLine,
  type ReturnDraft,
  type ReturnField,
} from '../return-form.ts';

interface ReturnRequestProps {
  order: Pick<Order, 'orderNumber' | 'items' | 'returnableUntil'>;
  /** The e-mail a guest proved the order with; absent for a signed-in shopper's own order. */
  email?: string;
  /** After a return was created (the order's returnable quantities changed). */
  onReturned?: (created: Return) => void;
  headingLevel?: 'h2' | 'h3';
}

export function ReturnRequest({ order, email, onReturned, headingLevel = 'h2' }: ReturnRequestProps) {
  const t = useT();
  const headingId = useId();
  const [created, setCreated] = useState<Return | null>(null);
  const lines = returnableItems(order.items);
  if (lines.length === 0 && !created) return null;
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Heading id={headingId} className="text-lg font-bold">
        {t('returns.title')}
      </Heading>
      <div aria-live="polite">
        {created && (
          <div className="mt-3 flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
            <CheckCircleIcon className="size-6 shrink-0 text-green-700" />
            <div className="text-sm">
              <p className="font-bold">{t('returns.createdTitle')}</p>
              <p className="mt-1 font-semibold break-words">
                {t('returns.created', { number: created.returnNumber })}
              </p>
              <p className="mt-1">{t('returns.createdNext')}</p>
            </div>
          </div>
        )}
      </div>
      {lines.length > 0 && (
        <ReturnForm
          order={order}
          email={email}
          onCreated={(value) => {
            setCreated(value);
            onReturned?.(value);
          }}
        />
      )}
    </section>
  );
}

function ReturnForm({
  order,
  email,
  onCreated,
}: {
  order: ReturnRequestProps['order'];
  email?: string;
  onCreated: (created: Return) => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const errorId = useId();
  const commentId = useId();
  const form = useRef<HTMLFormElement>(null);
  const mutation = useCreateReturn();
  const [draft, setDraft] = useState<ReturnDraft>({ quantities: {}, reason: '', comment: '' });
  // One reference per submit: kept when the request got no answer (a retry must not create a second
  // return), new once the server answered.
  const [reference, setReference] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<{ field: ReturnField | null; text: string; itemId?: number } | null>(
    null,
  );

  const lines: (ReturnableLine & { partNumber: string })[] = returnableItems(order.items).map((item) => ({
    id: item.id,
    returnableQuantity: item.returnableQuantity,
    name: localizedName(item.product, language),
    partNumber: item.product.partNumber,
  }));

  const setQuantity = (id: number, quantity: number) =>
    setDraft((current) => ({ ...current, quantities: { ...current.quantities, [id]: quantity } }));

  const focusField = (field: ReturnField, itemId?: number) => {
    const name = field === 'items' ? `item-${itemId ?? lines[0]?.id}` : field;
    const control = form.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateReturnDraft(draft, lines);
    if (found) {
      setProblem({ field: found.field, text: t(found.message, found.vars), itemId: found.itemId });
      focusField(found.field, found.itemId);
      return;
    }
    setProblem(null);
    mutation.mutate(returnRequestBody(draft, lines, order.orderNumber, email, reference), {
      onSuccess: (created) => {
        setDraft({ quantities: {}, reason: '', comment: '' });
        setReference(crypto.randomUUID());
        onCreated(created);
      },
      onError: (error) => {
        if (error instanceof ApiError) setReference(crypto.randomUUID());
        setProblem({ field: null, text: errorText(t, error, 'returns.failed') });
      },
    });
  };

  const invalid = (field: ReturnField) => problem?.field === field || undefined;
  const describedBy = (field: ReturnField) => (problem?.field === field ? errorId : undefined);

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {t('returns.intro')}{' '}
        {order.returnableUntil &&
          t('returns.deadline', { date: formatOrderDate(order.returnableUntil, language) })}
      </p>
      <fieldset className="flex flex-col gap-3" aria-describedby={describedBy('items')}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('returns.itemsLegend')}</legend>
        {lines.map((line) => {
          const quantity = draft.quantities[line.id] ?? 0;
          const checked = quantity > 0;
          const hintId = `${errorId}-hint-${line.id}`;
          const checkboxId = `${errorId}-item-${line.id}`;
          return (
            <div key={line.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={checkboxId}
                  name={`item-${line.id}`}
                  checked={checked}
                  onChange={(event) => setQuantity(line.id, event.target.checked ? 1 : 0)}
                  aria-describedby={hintId}
                  aria-invalid={
                    (problem?.field === 'items' && (problem.itemId ?? line.id) === line.id) || undefined
                  }
                  className="mt-1 size-5 shrink-0 accent-orange-600"
                />
                <div className="flex flex-col text-sm">
                  <label htmlFor={checkboxId} className="font-medium text-slate-900">
                    {line.name}
                  </label>
                  <span id={hintId} className="text-xs text-slate-600">
                    {t('orders.partNumber', { number: line.partNumber })} ·{' '}
                    {t('returns.returnable', { count: line.returnableQuantity })}
                  </span>
                </div>
              </div>
              {checked && line.returnableQuantity > 1 && (
                <SelectField
                  label={t('returns.quantityOf', { name: line.name })}
                  name={`quantity-${line.id}`}
                  value={String(quantity)}
                  onChange={(event) => setQuantity(line.id, Number(event.target.value))}
                  invalid={problem?.itemId === line.id}
                  className="mt-3 sm:max-w-xs"
                >
                  {Array.from({ length: line.returnableQuantity }, (_, index) => (
                    <option key={index + 1} value={index + 1}>
                      {index + 1}
                    </option>
                  ))}
                </SelectField>
              )}
            </div>
          );
        })}
      </fieldset>
      <SelectField
        label={t('returns.reason')}
        name="reason"
        required
        value={draft.reason}
        onChange={(event) => setDraft((current) => ({ ...current, reason: event.target.value }))}
        invalid={invalid('reason')}
        aria-describedby={describedBy('reason')}
      >
        <option value="">{t('returns.chooseReason')}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(RETURN_REASON_LABELS[reason])}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-sm font-medium text-slate-800">
          {t('returns.comment')}
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={3}
          maxLength={RETURN_COMMENT_MAX}
          value={draft.comment}
          onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
          aria-invalid={invalid('comment')}
          aria-describedby={describedBy('comment')}
          className={INPUT_CLASS}
        />
      </div>
      {problem && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {problem.text}
        </p>
      )}
      <SubmitButton
        pending={mutation.isPending}
        label={t('returns.submit')}
        pendingLabel={t('returns.submitting')}
        className="w-full sm:w-auto sm:self-start"
      />
    </form>
  );
}
