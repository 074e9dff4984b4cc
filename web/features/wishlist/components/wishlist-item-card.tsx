/**
 * One saved product: image, name (to /product/{id}, the address form wishlist links use; both forms open the product), part and
 * manufacturer numbers, description, the price in euro (and in the chosen currency when that is not
 * EUR), stock, the date it was saved, add to cart and remove. A product no longer sold keeps only its
 * date and the remove button.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AddToCartButton } from '../../../components/ui/add-to-cart-button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ProductRowCard } from '../../../components/ui/product-row-card.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useRemoveFromWishlist } from '../wishlist-actions.ts';
import { formatAddedDate, localizedDescription, type WishlistRow } from '../wishlist-view.ts';
import type { WishlistCartSlot } from './wishlist-cart-slot.ts';

export function WishlistItemCard({ row, cart }: { row: WishlistRow; cart: WishlistCartSlot }) {
  return row.kind === 'available' ? <AvailableItem row={row} cart={cart} /> : <UnavailableItem row={row} />;
}

function AvailableItem({
  row,
  cart,
}: {
  row: Extract<WishlistRow, { kind: 'available' }>;
  cart: WishlistCartSlot;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { product, entry } = row;
  const name = localizedName(product, language);
  const description = localizedDescription(product, language);
  const href = `/product/${product.id}`;
  const image = product.images[0];
  const inStock = product.stock > 0;
  const nameId = useId();
  const stockId = useId();

  return (
    <ProductRowCard nameId={nameId} href={href} image={image} picture="large">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={nameId} className="text-base font-semibold text-slate-900 sm:text-lg">
          <Link to={href} className="hover:text-orange-700 hover:underline">
            {name}
          </Link>
        </h2>
        {!image && <p className="sr-only">{t('product.noImage')}</p>}
        <p className="text-xs text-slate-600">{t('product.partNumber', { number: product.partNumber })}</p>
        {product.manufacturerNumber && (
          <p className="text-xs text-slate-600">
            {t('wishlistPage.manufacturerNumber', { number: product.manufacturerNumber })}
          </p>
        )}
        {description && <p className="line-clamp-3 text-sm text-slate-700">{description}</p>}
        <p className="mt-1">
          <Price amount={product.basePrice} currency="EUR" className="text-lg font-bold" />
          {product.displayCurrency !== 'EUR' && (
            <span className="ml-2 text-sm text-slate-700">
              (
              <span className="sr-only">
                {t('wishlistPage.priceInCurrency', { currency: product.displayCurrency })}:{' '}
              </span>
              <Price amount={product.displayPrice} currency={product.displayCurrency} />)
            </span>
          )}{' '}
          <span className="text-xs text-slate-600">{t('product.inclVat')}</span>
        </p>
        <p id={stockId} className={`text-xs font-medium ${inStock ? 'text-green-700' : 'text-slate-600'}`}>
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <AddedDate iso={entry.createdAt} />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <WishlistAddToCart
            productId={product.id}
            name={name}
            inStock={inStock}
            stockId={stockId}
            cart={cart}
          />
          <RemoveButton productId={product.id} name={name} />
        </div>
      </div>
    </ProductRowCard>
  );
}

function UnavailableItem({ row }: { row: Extract<WishlistRow, { kind: 'unavailable' }> }) {
  const t = useT();
  const nameId = useId();
  const name = t('wishlistPage.unavailableName');
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-wrap items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id={nameId} className="font-semibold text-slate-900">
          {name}
        </h2>
        <p className="text-sm text-slate-700">{t('wishlistPage.unavailable')}</p>
        <AddedDate iso={row.entry.createdAt} />
      </div>
      <RemoveButton productId={row.entry.productId} name={name} />
    </article>
  );
}

function AddedDate({ iso }: { iso: string }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const date = formatAddedDate(iso, language);
  if (!date) return null;
  return (
    <p className="text-xs text-slate-600">
      <time dateTime={iso}>{t('wishlistPage.addedOn', { date })}</time>
    </p>
  );
}

/** Idle -> '...' while adding -> 'Added' for 3 s, as on the product cards. */
function WishlistAddToCart({
  cart,
  ...props
}: {
  productId: number;
  name: string;
  inStock: boolean;
  stockId: string;
  cart: WishlistCartSlot;
}) {
  return <AddToCartButton {...props} cart={cart.useAddToCart()} className="min-w-36" />;
}

function RemoveButton({ productId, name }: { productId: number; name: string }) {
  const t = useT();
  const { remove, pending } = useRemoveFromWishlist();
  return (
    <button
      type="button"
      aria-label={t('wishlistPage.removeLabel', { name })}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) void remove(productId);
      }}
      className={`${buttonClass('ghost')} text-red-700 hover:bg-red-50 aria-disabled:cursor-default aria-disabled:opacity-60`}
    >
      <TrashIcon className="size-4" />
      {t('wishlistPage.remove')}
    </button>
  );
}
