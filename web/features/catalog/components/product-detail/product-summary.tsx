/**
 * The top of the product's text column: brand logo, name (the page's h1), part number, and the
 * details block read from the specifications (application, quantity, guarantee) with the
 * applicability text behind a show/hide toggle.
 */
import * as Collapsible from '@radix-ui/react-collapsible';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product } from '#api/contract/catalog.ts';
import { ChevronDownIcon } from '../../../../components/ui/icons.tsx';
import { useT } from '../../../../lib/i18n.ts';
import type { ProductSpecifications } from './specifications.ts';

export function ProductSummary({
  product,
  name,
  specifications,
}: {
  product: Product;
  name: string;
  specifications: ProductSpecifications;
}) {
  const t = useT();
  const { brand } = product;
  const details = [
    { label: t('product.application'), value: specifications.application },
    { label: t('product.packQuantity'), value: specifications.quantity },
    { label: t('product.guarantee'), value: specifications.guarantee },
  ].filter((row): row is { label: string; value: string } => row.value !== undefined);
  // Plain-text specifications have no fields to pick: the text itself is the details block.
  const plainText =
    details.length === 0 && specifications.rows.length === 0 ? specifications.text : undefined;

  return (
    <div className="flex flex-col gap-3">
      {brand && (
        <Link
          to="/products"
          search={{ search: brand.name }}
          aria-label={brand.logo ? undefined : t('product.brandProducts', { brand: brand.name })}
          className="self-start rounded-md border border-slate-200 bg-white px-2 py-1 hover:border-slate-400"
        >
          {brand.logo ? (
            <img
              src={brand.logo}
              alt={t('product.brandProducts', { brand: brand.name })}
              width={96}
              height={32}
              className="h-8 w-auto"
            />
          ) : (
            <span className="text-sm font-bold tracking-wide text-slate-800 uppercase">{brand.name}</span>
          )}
        </Link>
      )}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
      <p className="text-sm text-slate-600">{t('product.partNumber', { number: product.partNumber })}</p>

      {(details.length > 0 || plainText || product.applicability) && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          {details.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {details.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-medium text-slate-600">{row.label}</dt>
                  <dd className="text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {plainText && <p className="text-sm whitespace-pre-line text-slate-800">{plainText}</p>}
          {product.applicability && <Applicability text={product.applicability} />}
        </div>
      )}
    </div>
  );
}

function Applicability({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The demo catalogue separates vehicles with semicolons: one per line reads far better.
  const lines = text
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="inline-flex items-center gap-1 text-sm font-semibold text-orange-700 underline-offset-2 hover:underline">
        {open ? t('product.hideApplicability') : t('product.showApplicability')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
