/**
 * One cart line: image, name (to /products/{id}), part number, unit price, a quantity stepper (1-99;
 * decrease disabled at 1; a typed value below 1 or not a number is ignored), the line total, a stock
 * note when the shop holds fewer than asked, and remove. A product no longer in the catalogue shows as
 * unavailable with only the remove button.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { MAX_LINE_QUANTITY } from '#api/contract/cart.ts';
import type { Currency } from '#api/contract/currency.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon, ImageIcon, makeIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ProductRowCard } from '../../../components/ui/product-row-card.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useCartLineEdits, type CartLineEdits } from '../cart-editing.ts';
import { parseCartQuantity, type CartRow } from '../cart-view.ts';

const MinusIcon = makeIcon(<path d="M5 12h14" />);

const STEP_BUTTON =
  'flex size-10 items-center justify-center text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

interface CartLineItemProps {
  row: CartRow;
  currency: Currency;
  /** The signed-in shopper's id (server cart), null for a guest (IndexedDB). */
  userId: number | null;
  /** Text for the page's status region after a change went through. */
  onAnnounce: (text: string) => void;
}

interface LineProps {
  currency: Currency;
  edits: CartLineEdits;
  onAnnounce: (text: string) => void;
}

export function CartLineItem({ row, currency, userId, onAnnounce }: CartLineItemProps) {
  // One per line: its remove button shows its own pending state.
  const edits = useCartLineEdits(userId);
  return row.kind === 'available' ? (
    <AvailableLine row={row} currency={currency} edits={edits} onAnnounce={onAnnounce} />
  ) : (
    <UnavailableLine lineId={row.line.id} edits={edits} onAnnounce={onAnnounce} />
  );
}

function AvailableLine({
  row,
  currency,
  edits,
  onAnnounce,
}: LineProps & { row: Extract<CartRow, { kind: 'available' }> }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { line, product } = row;
  const name = localizedName(product, language);
  const href = `/products/${product.id}`;
  const image = product.images[0];
  const nameId = useId();
  // What is being typed; null shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const change = (quantity: number) => {
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY || quantity === line.quantity) return;
    void edits.setQuantity(line.id, quantity).then((done) => {
      if (done) onAnnounce(t('cartPage.quantityChanged', { name, quantity }));
    });
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const quantity = parseCartQuantity(draft);
    if (quantity !== null) change(quantity);
  };

  return (
    <ProductRowCard nameId={nameId} href={href} image={image} picture="small">
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-slate-900">
            <Link to={href} className="hover:text-orange-700 hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-xs text-slate-600">{t('product.partNumber', { number: product.partNumber })}</p>
          {!image && <p className="sr-only">{t('product.noImage')}</p>}
          <dl className="mt-1 text-sm">
            <Figure label={t('cartPage.unitPrice')}>
              <Price amount={row.unitPrice} currency={currency} />
            </Figure>
          </dl>
          {row.stock !== 'ok' && (
            <p className="mt-1 flex items-start gap-1 text-sm font-medium text-amber-800">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              {row.stock === 'out'
                ? t('cartPage.outOfStock')
                : t('cartPage.lowStock', { count: product.stock })}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
          <div className="flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
            <button
              type="button"
              onClick={() => change(line.quantity - 1)}
              disabled={line.quantity <= 1}
              aria-label={t('cartPage.decrease', { name })}
              className={STEP_BUTTON}
            >
              <MinusIcon className="size-4" />
            </button>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={t('cartPage.quantityLabel', { name })}
              value={draft ?? String(line.quantity)}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit();
                if (event.key === 'Escape') setDraft(null);
              }}
              className="h-10 w-12 border-x border-slate-300 text-center text-base tabular-nums"
            />
            <button
              type="button"
              onClick={() => change(line.quantity + 1)}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              aria-label={t('cartPage.increase', { name })}
              className={STEP_BUTTON}
            >
              <PlusIcon className="size-4" />
            </button>
          </div>
          <dl>
            <Figure label={t('cartPage.lineTotal')} strong className="text-base sm:justify-end">
              <Price amount={row.lineTotal} currency={currency} />
            </Figure>
          </dl>
          <RemoveButton lineId={line.id} name={name} edits={edits} onAnnounce={onAnnounce} />
        </div>
      </div>
    </ProductRowCard>
  );
}

function UnavailableLine({ lineId, edits, onAnnounce }: Omit<LineProps, 'currency'> & { lineId: string }) {
  const t = useT();
  const nameId = useId();
  const name = t('cartPage.unavailableName');
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 sm:gap-4 sm:p-4"
    >
      <div className="flex aspect-[4/3] w-20 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-500 sm:w-28">
        <ImageIcon className="size-8" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 id={nameId} className="font-semibold text-slate-900">
          {name}
        </h3>
        <p className="text-sm text-slate-700">{t('cartPage.unavailable')}</p>
      </div>
      <RemoveButton lineId={lineId} name={name} edits={edits} onAnnounce={onAnnounce} />
    </article>
  );
}

function RemoveButton({
  lineId,
  name,
  edits,
  onAnnounce,
}: Omit<LineProps, 'currency'> & { lineId: string; name: string }) {
  const t = useT();
  // Focusable while removing (aria-disabled), so keyboard focus is not dropped before the line goes.
  return (
    <button
      type="button"
      aria-label={t('cartPage.removeLabel', { name })}
      aria-disabled={edits.removing || undefined}
      onClick={() => {
        if (edits.removing) return;
        void edits.remove(lineId).then((done) => {
          if (done) onAnnounce(t('cartPage.removed', { name }));
        });
      }}
      className={`${buttonClass('ghost')} -mx-2 text-red-700 hover:bg-red-50 aria-disabled:cursor-default aria-disabled:opacity-60`}
    >
      <TrashIcon className="size-4" />
      {t('cartPage.remove')}
    </button>
  );
}

/** A labelled amount in a <dl> (term and its definition): "Price", "Total" and so on. */
export function Figure({
  label,
  strong = false,
  className = '',
  children,
}: {
  label: string;
  strong?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-baseline gap-2 ${className}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className={strong ? 'font-bold text-slate-900' : 'text-slate-900'}>{children}</dd>
    </div>
  );
}
