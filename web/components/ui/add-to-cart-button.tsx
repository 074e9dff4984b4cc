/**
 * The add-to-cart button of product cards and the wishlist: idle, '...' while adding,
 * 'Added' for 3 s. Pending and Added keep it focusable (aria-disabled), so keyboard focus is not
 * lost; out of stock it is disabled and described by the stock note.
 */
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';
import { CartIcon, CheckCircleIcon } from './icons.tsx';

export interface AddToCartButtonProps {
  productId: number;
  name: string;
  inStock: boolean;
  /** The element that says the product is out of stock. */
  stockId: string;
  /** The cart feature's action and its state (features plug it in). */
  cart: {
    addToCart: (productId: number, quantity: number) => Promise<boolean>;
    pending: boolean;
    added: boolean;
    /** Adding or 'Added' at the moment of the press (a double click comes before the re-render). */
    isBusy: () => boolean;
  };
  /** Layout classes beyond the primary button look. */
  className?: string;
}

export function AddToCartButton({
  productId,
  name,
  inStock,
  stockId,
  cart,
  className = '',
}: AddToCartButtonProps) {
  const t = useT();
  const { addToCart, pending, added, isBusy } = cart;
  const busy = pending || added;
  const label = !inStock
    ? t('cart.unavailableLabel', { name })
    : pending
      ? t('cart.adding')
      : added
        ? t('cart.addedLabel', { name })
        : t('product.addToCartLabel', { name });
  return (
    <button
      type="button"
      disabled={!inStock}
      aria-disabled={busy || undefined}
      aria-label={label}
      aria-describedby={inStock ? undefined : stockId}
      onClick={() => {
        if (!busy && !isBusy()) void addToCart(productId, 1);
      }}
      className={`${buttonClass('primary')} ${className} aria-disabled:cursor-default`}
    >
      {pending ? (
        <span aria-hidden="true">...</span>
      ) : added ? (
        <>
          <CheckCircleIcon className="size-4" />
          {t('cart.addedButton')}
        </>
      ) : (
        <>
          <CartIcon className="size-4" />
          {t('product.addToCart')}
        </>
      )}
    </button>
  );
}
