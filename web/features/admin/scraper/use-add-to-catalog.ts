/**
 * Add to Catalog from the scraped product card's form: a category must be chosen and the stock be a
 * whole number (the field that is not is flagged and focused), then the product is added with the
 * admin's edits and bulky group, and the copied images are reported.
 */
import { useState, type FormEvent } from 'react';
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddScrapedProduct } from './api/scraper.ts';
import { parseStock, toAddScrapedBody } from './scraper-form.ts';

interface AddToCatalogOptions {
  product: ScrapedProduct;
  categoryId: string;
  brandId: string;
  onAdded: (product: { id: number; name: string }) => void;
}

export function useAddToCatalog({ product, categoryId, brandId, onAdded }: AddToCatalogOptions) {
  const t = useT();
  const add = useAddScrapedProduct();
  const [categoryMissing, setCategoryMissing] = useState(false);
  const [stockInvalid, setStockInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!categoryId) {
      setCategoryMissing(true);
      toast({ title: t('form.scrape_category_required'), variant: 'error' });
      form.querySelector<HTMLSelectElement>('select[name="categoryId"]')?.focus();
      return;
    }
    setCategoryMissing(false);
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const stock = parseStock(text('stock'));
    if (stock === null) {
      setStockInvalid(true);
      toast({ title: t('scraper.stockRequired'), variant: 'error' });
      form.querySelector<HTMLInputElement>('input[name="stock"]')?.focus();
      return;
    }
    setStockInvalid(false);
    add.mutate(
      toAddScrapedBody(product, text, { categoryId, brandId, stock, bulkyClass: text('bulkyClass') }),
      {
        onSuccess: (added) => {
          const details = [
            t('scraper.imagesCopied', { count: added.imagesSaved }),
            added.imagesFailed > 0 ? t('scraper.imagesFailed', { count: added.imagesFailed }) : '',
          ]
            .filter(Boolean)
            .join(' ');
          toast({ title: t('scraper.added'), description: details, variant: 'success' });
          onAdded({ id: added.product.id, name: added.product.name });
        },
        onError: (error) =>
          notifyFailure(t, error, {
            title: 'scraper.addFailed',
            fallback: 'app.somethingWrong',
            serverMessage: 'always',
          }),
      },
    );
  };

  return {
    onSubmit,
    pending: add.isPending,
    categoryMissing,
    clearCategoryMissing: () => setCategoryMissing(false),
    stockInvalid,
  };
}
