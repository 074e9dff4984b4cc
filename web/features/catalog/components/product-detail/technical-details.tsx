/** Technical details card: product and manufacturer numbers, manufacturer, EAN, condition (always new). */
import type { Product } from '#api/contract/catalog.ts';
import { useT } from '../../../../lib/i18n.ts';

export function TechnicalDetails({ product }: { product: Product }) {
  const t = useT();
  const missing = t('product.notProvided');
  const rows = [
    { label: t('product.productNumber'), value: product.partNumber },
    { label: t('product.manufacturerNumber'), value: product.manufacturerNumber ?? missing },
    { label: t('product.manufacturer'), value: product.brand?.name ?? missing },
    { label: t('product.ean'), value: product.eanNumber ?? missing },
    // The shop sells new parts only.
    { label: t('product.condition'), value: t('product.conditionNew') },
  ];
  return (
    <section aria-labelledby="technical-details" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="technical-details" className="mb-3 text-lg font-semibold text-slate-900">
        {t('product.technicalDetails')}
      </h2>
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right font-medium break-all text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
