/**
 * One product in a grid: image, brand, name, part number, price incl. VAT (with the price before an
 * announced reduction struck through and the lowest price of the 30 days before it), stock, cart and
 * wishlist.
 * The cart button goes idle -> '...' while adding -> 'Added' for 3 s (inactive) -> idle;
 * out-of-stock products cannot be added. The heart is a toggle button (aria-pressed, filled when saved).
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Product } from '#api/contract/catalog.ts';
import { AddToCartButton } from '../../../components/ui/add-to-cart-button.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ProductThumbnail } from '../../../components/ui/product-thumbnail.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useCatalogSlots } from '../catalog-slots.tsx';
import { LowestPrice30d, PreviousPrice, reductionOf } from './price-reduction.tsx';

/** Brands without a logo show a text badge of at most this many characters. */
const BRAND_BADGE_CHARS = 6;

export interface ProductCardProps {
  product: Product;
  /** h2 where the grid sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'row': image left, details right (the list view of category pages). */
  layout?: 'card' | 'row';
  /** Its picture is on screen when the page opens: loaded at once (see ProductThumbnail). */
  priority?: boolean;
}

export function ProductCard({
  product,
  headingLevel: Heading = 'h3',
  layout = 'card',
  priority = false,
}: ProductCardProps) {
  const t = useT();
  const name = localizedName(
    product,
    usePreferences((state) => state.language),
  );
  const href = `/products/${product.id}`;
  const row = layout === 'row';
  const image = product.images[0];
  const inStock = product.stock > 0;
  const stockId = useId();
  const reduced = reductionOf(product) !== null;

  return (
    <article
      className={`flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${row ? 'flex-row' : 'flex-col'}`}
    >
      <div className={row ? 'relative w-32 shrink-0 sm:w-56' : 'relative'}>
        {/* The name link below is the one for assistive tech; this copy is for pointer users. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-slate-100">
          <ProductThumbnail
            src={image}
            width={400}
            height={300}
            iconClassName="size-12"
            priority={priority}
          />
        </Link>
        {product.brand && <BrandBadge brand={product.brand} />}
        <WishlistButton productId={product.id} name={name} />
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
          <Link to={href} className="hover:text-orange-700 hover:underline">
            {name}
          </Link>
        </Heading>
        <p className="text-xs text-slate-600">{t('product.partNumber', { number: product.partNumber })}</p>
        {!image && <p className="sr-only">{t('product.noImage')}</p>}
        <p className="mt-auto pt-2">
          <Price
            amount={product.displayPrice}
            currency={product.displayCurrency}
            className={`text-lg font-bold ${reduced ? 'text-red-700' : ''}`}
          />{' '}
          {reduced && (
            <>
              <PreviousPrice product={product} className="text-sm" />{' '}
            </>
          )}
          <span className="text-xs text-slate-600">{t('product.inclVat')}</span>
        </p>
        <LowestPrice30d product={product} className="text-xs" />
        <p id={stockId} className={`text-xs font-medium ${inStock ? 'text-green-700' : 'text-slate-600'}`}>
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <CardAddToCart productId={product.id} name={name} inStock={inStock} stockId={stockId} />
      </div>
    </article>
  );
}

function CardAddToCart(props: { productId: number; name: string; inStock: boolean; stockId: string }) {
  return <AddToCartButton {...props} cart={useCatalogSlots().useAddToCart()} className="mt-2 w-full" />;
}

function WishlistButton({ productId, name }: { productId: number; name: string }) {
  const t = useT();
  const { saved, toggle, pending } = useCatalogSlots().useWishlistToggle(productId);
  const label = t('wishlist.toggleLabel', { name });
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) void toggle();
        }}
        className={`absolute top-2 right-2 rounded-full bg-white/90 p-2 shadow hover:bg-white ${saved ? 'text-red-600' : 'text-slate-700'}`}
      >
        <HeartIcon fill={saved ? 'currentColor' : 'none'} />
      </button>
    </Tooltip>
  );
}

function BrandBadge({ brand }: { brand: NonNullable<Product['brand']> }) {
  const badge = 'absolute top-2 left-2 rounded bg-white/95 px-1.5 py-0.5 shadow';
  if (brand.logo) {
    return (
      <img
        src={brand.logo}
        alt={brand.name}
        loading="lazy"
        width={64}
        height={24}
        className={`${badge} h-6 w-auto`}
      />
    );
  }
  return (
    <span className={`${badge} text-xs font-bold tracking-wide text-slate-800 uppercase`}>
      <span aria-hidden="true">{brand.name.slice(0, BRAND_BADGE_CHARS)}</span>
      <span className="sr-only">{brand.name}</span>
    </span>
  );
}
