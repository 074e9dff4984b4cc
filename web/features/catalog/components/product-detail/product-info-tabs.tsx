/**
 * Tabs under the product: its specifications (description, the specification table or text, weight
 * and dimensions), and about the manufacturer when the catalogue has a text for it.
 */
import * as Tabs from '@radix-ui/react-tabs';
import type { Product } from '#api/contract/catalog.ts';
import { useT } from '../../../../lib/i18n.ts';
import type { ProductSpecifications } from './specifications.ts';

const TAB =
  'border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 ' +
  'data-[state=active]:border-orange-600 data-[state=active]:text-slate-900';

export function ProductInfoTabs({
  product,
  description,
  specifications,
}: {
  product: Product;
  description: string | undefined;
  specifications: ProductSpecifications;
}) {
  const t = useT();
  const rows: [string, string][] = [...specifications.rows];
  if (product.weight !== null)
    rows.push([t('product.weight'), t('product.weightValue', { value: product.weight })]);
  if (product.dimensions) rows.push([t('product.dimensions'), product.dimensions]);
  const hasSpecifications = rows.length > 0 || specifications.text !== undefined;

  return (
    <Tabs.Root defaultValue="specifications" className="rounded-xl border border-slate-200 bg-white">
      <Tabs.List
        aria-label={t('product.infoTabs')}
        className="flex overflow-x-auto border-b border-slate-200"
      >
        <Tabs.Trigger value="specifications" className={TAB}>
          {t('product.specificationsTab')}
        </Tabs.Trigger>
        {product.manufacturerInfo && (
          <Tabs.Trigger value="manufacturer" className={TAB}>
            {t('product.manufacturerTab')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="specifications" className="flex flex-col gap-4 p-4 text-sm">
        {description && <p className="text-slate-800">{description}</p>}
        {specifications.text && <p className="whitespace-pre-line text-slate-800">{specifications.text}</p>}
        {rows.length > 0 && (
          <table className="w-full border-collapse">
            <tbody>
              {rows.map(([name, value], index) => (
                <tr key={`${index}-${name}`} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-slate-600">
                    {name}
                  </th>
                  <td className="py-2 text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!hasSpecifications && !description && (
          <p className="text-slate-600">{t('product.noSpecifications')}</p>
        )}
      </Tabs.Content>
      {product.manufacturerInfo && (
        <Tabs.Content value="manufacturer" className="p-4 text-sm whitespace-pre-line text-slate-800">
          {product.manufacturerInfo}
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
