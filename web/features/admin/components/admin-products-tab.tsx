/**
 * The Products tab: search, the table (Product, Part Number, Brand, Price, Status, Actions) in pages
 * of 50 with Load More, Add Product, and per row Edit and Delete (with a confirmation). On a phone
 * the table scrolls sideways inside its frame rather than squeezing the columns.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminProductQuery } from '#api/contract/admin-catalog.ts';
import type { Product } from '#api/contract/catalog.ts';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { INPUT_CLASS } from '../../../components/ui/form-field.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import { adminProductsQueryOptions, useDeleteProduct } from '../api/admin-catalog.ts';
import { ActiveBadge, AdminLoadError } from './admin-ui.tsx';
import { ColumnHeads } from './column-heads.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** `search` comes from the URL (`q`); a new search replaces it there. */
export function AdminProductsTab({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const products = useInfiniteQuery(adminProductsQueryOptions(search));

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };

  const rows = products.data?.pages.flatMap((page) => page.products) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="admin-products" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-products" className="text-xl font-bold">
          {t('adminProduct.heading')}
        </h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setEditing({ mode: 'add' })}>
          {t('adminProduct.add')}
        </button>
      </div>

      <form role="search" onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          {t('adminProduct.searchLabel')}
          <input
            name="search"
            type="search"
            // A search from the URL (back, a link) shows in the box.
            key={search}
            defaultValue={search}
            maxLength={maxLengthOf(AdminProductQuery, 'search')}
            placeholder={t('adminProduct.searchPlaceholder')}
            className={INPUT_CLASS}
          />
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('adminProduct.search')}
        </button>
      </form>

      {products.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : products.isError ? (
        <AdminLoadError onRetry={() => void products.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          {t('adminProduct.empty')}
        </p>
      ) : (
        <>
          <ProductTable
            rows={rows}
            onEdit={(id) => setEditing({ mode: 'edit', id })}
            onDelete={setDeleting}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('adminProduct.shown', { count: total, shown: rows.length })}
            </p>
            {products.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={products.isFetchingNextPage}
                onClick={() => void products.fetchNextPage()}
              >
                {products.isFetchingNextPage ? t('common.loading') : t('adminProduct.loadMore')}
              </button>
            )}
          </div>
        </>
      )}

      <ProductFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        productId={editing?.mode === 'edit' ? editing.id : undefined}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function ProductTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: Product[];
  onEdit: (id: number) => void;
  onDelete: (product: Product) => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <ScrollRegion label={t('adminProduct.heading')} className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="bg-slate-50">
          <ColumnHeads
            cellClassName={th}
            columns={[
              { label: t('adminProduct.colProduct') },
              { label: t('adminProduct.colPartNumber') },
              { label: t('adminProduct.colBrand') },
              { label: t('adminProduct.colPrice'), numeric: true },
              { label: t('adminProduct.stock'), numeric: true },
              { label: t('adminProduct.colStatus') },
              { label: t('adminProduct.colActions') },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((product) => {
            const name = localizedName(product, language);
            return (
              <tr key={product.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {name}
                </th>
                <td className="px-3 py-2 font-mono text-xs">{product.partNumber}</td>
                <td className="px-3 py-2">{product.brand?.name ?? '–'}</td>
                <td className="px-3 py-2 text-right">
                  <Price amount={product.basePrice} currency="EUR" />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{product.stock}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    <ActiveBadge active={product.isActive} />
                    {/* Listed in the shop, but no one can buy it: the admin should see it at once. */}
                    {product.isActive && product.stock === 0 && (
                      <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('adminProduct.noStockFlag')}
                      </span>
                    )}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={buttonClass('ghost')}
                      aria-label={t('adminProduct.editNamed', { name })}
                      onClick={() => onEdit(product.id)}
                    >
                      {t('adminProduct.edit')}
                    </button>
                    <button
                      type="button"
                      className={`${buttonClass('ghost')} text-red-700`}
                      aria-label={t('adminProduct.deleteNamed', { name })}
                      onClick={() => onDelete(product)}
                    >
                      {t('adminProduct.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onCancel={onClose}
      title={t('adminProduct.deleteTitle')}
      description={
        product
          ? t('adminProduct.deleteText', {
              name: localizedName(product, language),
              partNumber: product.partNumber,
            })
          : undefined
      }
      confirmLabel={t('adminProduct.deleteConfirm')}
      pendingLabel={t('adminProduct.deleting')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: () => {
            toast({ title: t('adminProduct.deleted'), variant: 'success' });
            onClose();
          },
          onError: (error) => notifyFailure(t, error, { fallback: 'adminProduct.deleteFailed' }),
        });
      }}
    />
  );
}
