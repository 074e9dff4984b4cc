/**
 * A product's card in a list of rows (a cart line, a saved product): its picture, linking to the
 * product, beside `children` (the name heading with the id `nameId`, details, actions).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProductThumbnail } from './product-thumbnail.tsx';

const PICTURES = {
  small: {
    className: 'block w-20 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-28',
    width: 112,
    height: 84,
    iconClassName: 'size-8',
  },
  large: {
    className: 'block w-24 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-44',
    width: 176,
    height: 132,
    iconClassName: 'size-10',
  },
};

export function ProductRowCard({
  nameId,
  href,
  image,
  picture,
  children,
}: {
  nameId: string;
  href: string;
  image: string | undefined;
  picture: keyof typeof PICTURES;
  children: ReactNode;
}) {
  const { className, ...size } = PICTURES[picture];
  return (
    <article
      aria-labelledby={nameId}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4"
    >
      {/* The name link is the one for assistive tech; this copy is for pointer users. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={className}>
        <ProductThumbnail src={image} {...size} />
      </Link>
      {children}
    </article>
  );
}
