/** One product in a grid: image, brand, name, part number, price incl. VAT, stock, cart and wishlist. */
import { Link } from '@tanstack/react-router';
import type { Product } from '#api/contract/catalog.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CartIcon, HeartIcon, ImageIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';

/** Badge text length for brands without a logo (spec s.9). */
const BRAND_BADGE_CHARS = 6;

export interface ProductCardProps {
  product: Product;
  /** h2 where the grid sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const t = useT();
  const name = localizedName(
    product,
    usePreferences((state) => state.language),
  );
  // The detail route is added by a later issue; a plain string keeps the typed Link happy until then.
  const href: string = `/products/${product.id}`;
  const image = product.images[0];

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        {/* The name link below is the one for assistive tech; this copy is for pointer users. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-slate-100">
          {image ? (
            <img
              src={image}
              alt=""
              loading="lazy"
              decoding="async"
              width={400}
              height={300}
              className="aspect-[4/3] w-full object-contain"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center text-slate-400">
              <ImageIcon className="size-12" />
            </div>
          )}
        </Link>
        {product.brand && <BrandBadge brand={product.brand} />}
        {/* Placeholder until the wishlist issue wires it. */}
        <button
          type="button"
          disabled
          aria-label={t('product.addToWishlistLabel', { name })}
          className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-slate-700 shadow disabled:opacity-60"
        >
          <HeartIcon />
        </button>
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
            className="text-lg font-bold"
          />{' '}
          <span className="text-xs text-slate-600">{t('product.inclVat')}</span>
        </p>
        <p className={`text-xs font-medium ${product.stock > 0 ? 'text-green-700' : 'text-slate-600'}`}>
          {product.stock > 0 ? t('product.inStock') : t('product.outOfStock')}
        </p>
        {/* Placeholder until the cart issue wires it. */}
        <button
          type="button"
          disabled
          aria-label={t('product.addToCartLabel', { name })}
          className={`${buttonClass('primary')} mt-2 w-full`}
        >
          <CartIcon className="size-4" />
          {t('product.addToCart')}
        </button>
      </div>
    </article>
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
