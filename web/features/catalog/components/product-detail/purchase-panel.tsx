/**
 * Price incl. VAT (with an announced reduction: the price before it struck through and the lowest
 * price of the 30 days before it) and stock, the quantity field, add to cart and the wishlist toggle,
 * then the shop's promises and the ask-the-experts link. The cart and wishlist hooks give the toasts.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Product } from '#api/contract/catalog.ts';
import { buttonClass, TEXT_LINK_CLASS } from '../../../../components/ui/button-styles.ts';
import {
  CartIcon,
  ChatIcon,
  CheckCircleIcon,
  HeartIcon,
  PlusIcon,
  ShieldCheckIcon,
  TruckIcon,
} from '../../../../components/ui/icons.tsx';
import { Price } from '../../../../components/ui/price.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useCatalogSlots } from '../../catalog-slots.tsx';
import { LowestPrice30d, PreviousPrice, reductionOf } from '../price-reduction.tsx';
import { BulkyNote } from './bulky-note.tsx';
import { LockIcon, MinusIcon } from './detail-icons.tsx';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from './quantity.ts';

const STEP_BUTTON =
  'flex size-11 items-center justify-center text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

export function PurchasePanel({ product }: { product: Product }) {
  const t = useT();
  const quantityId = useId();
  // The field keeps what is typed; it is read (non-numeric -> 1) when it loses focus or on add.
  const [quantityText, setQuantityText] = useState(String(MIN_QUANTITY));
  const quantity = parseQuantity(quantityText);
  const setQuantity = (value: number) => setQuantityText(String(parseQuantity(String(value))));
  const slots = useCatalogSlots();
  const { addToCart, pending, added, isBusy } = slots.useAddToCart();
  const wishlist = slots.useWishlistToggle(product.id, { context: 'detail' });
  const inStock = product.stock > 0;
  const reduced = reductionOf(product) !== null;
  const unavailableId = useId();
  // Adding and 'Added' keep the button focusable (aria-disabled) so keyboard focus stays on it; Enter in
  // the quantity field goes through the same guard, so it cannot add twice or add an unavailable part.
  const busy = pending || added;

  const add = () => {
    setQuantity(quantity);
    if (!inStock || busy || isBusy()) return;
    void addToCart(product.id, quantity, { context: 'detail' });
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <p>
          <Price
            amount={product.displayPrice}
            currency={product.displayCurrency}
            className={`text-3xl font-bold ${reduced ? 'text-red-700' : 'text-slate-900'}`}
          />{' '}
          {reduced && (
            <>
              <PreviousPrice product={product} className="text-lg" />{' '}
            </>
          )}
          <span className="text-sm text-slate-600">{t('product.inclVat')}</span>
        </p>
        <LowestPrice30d product={product} className="mt-1 text-sm" />
        <p className={`mt-1 text-sm font-medium ${inStock ? 'text-green-700' : 'text-slate-600'}`}>
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <BulkyNote bulkyClass={product.bulkyClass} />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium text-slate-800">
            {t('product.quantity')}
          </label>
          <div className="flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
            <button
              type="button"
              onClick={() => setQuantity(quantity - 1)}
              disabled={quantity <= MIN_QUANTITY}
              aria-label={t('product.decreaseQuantity')}
              className={STEP_BUTTON}
            >
              <MinusIcon className="size-4" />
            </button>
            <input
              id={quantityId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantity(quantity)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') add();
              }}
              className="h-11 w-14 border-x border-slate-300 text-center text-base tabular-nums"
            />
            <button
              type="button"
              onClick={() => setQuantity(quantity + 1)}
              disabled={quantity >= MAX_QUANTITY}
              aria-label={t('product.increaseQuantity')}
              className={STEP_BUTTON}
            >
              <PlusIcon className="size-4" />
            </button>
          </div>
        </div>
        <button
          type="button"
          onClick={add}
          disabled={!inStock}
          aria-disabled={(inStock && busy) || undefined}
          aria-describedby={inStock ? undefined : unavailableId}
          className={`${buttonClass('primary', 'lg')} min-w-44 flex-1 aria-disabled:cursor-default`}
        >
          {added ? <CheckCircleIcon /> : <CartIcon />}
          {pending ? t('product.adding') : added ? t('product.added') : t('product.addToCart')}
        </button>
      </div>
      {!inStock && (
        <p id={unavailableId} className="-mt-2 text-sm text-slate-700">
          {t('product.unavailableReason')}
        </p>
      )}

      <button
        type="button"
        onClick={() => void wishlist.toggle()}
        disabled={wishlist.pending}
        className={`${buttonClass('secondary')} self-start`}
      >
        <HeartIcon
          className={`size-5 ${wishlist.saved ? 'text-red-600' : ''}`}
          fill={wishlist.saved ? 'currentColor' : 'none'}
        />
        {wishlist.saved ? t('product.removeFromWishlist') : t('product.addToWishlist')}
      </button>

      <ul className="grid gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700 sm:grid-cols-3">
        <li className="flex items-center gap-2">
          <TruckIcon className="size-5 shrink-0 text-slate-600" />
          {t('product.freeDelivery')}
        </li>
        <li className="flex items-center gap-2">
          <LockIcon className="size-5 shrink-0 text-slate-600" />
          {t('product.securePayment')}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheckIcon className="size-5 shrink-0 text-slate-600" />
          {t('product.qualityGuaranteed')}
        </li>
      </ul>
      <Link
        to={'/faq' as string}
        className={`${TEXT_LINK_CLASS} inline-flex items-center gap-2 self-start text-sm`}
      >
        <ChatIcon className="size-5 shrink-0" />
        {t('product.askExperts')}
      </Link>
    </div>
  );
}
