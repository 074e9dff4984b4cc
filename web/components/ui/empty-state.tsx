/** An empty list (cart, wishlist): its icon, what is missing, and a way into the catalogue. */
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { buttonClass } from './button-styles.ts';
import type { IconProps } from './icons.tsx';

export function EmptyState({
  Icon,
  title,
  text,
  browseLabel,
}: {
  Icon: ComponentType<IconProps>;
  title: string;
  text: string;
  browseLabel: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-10 text-center">
      <Icon className="size-12 text-slate-400" />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      <p className="mt-1 text-slate-600">{text}</p>
      <Link to="/products" className={`${buttonClass('primary')} mt-5`}>
        {browseLabel}
      </Link>
    </div>
  );
}
