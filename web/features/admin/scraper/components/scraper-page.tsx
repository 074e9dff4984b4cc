/**
 * /admin/scraper and /scraper: scrape a product page, check and edit what was
 * found on the Scraped Product card, and Add to Catalog with a required category and an optional
 * brand; plus the quick tools to delete a product by id and set a brand logo by path. A scrape
 * preselects the deepest detected category and the matching brand, creating the brand from the
 * manufacturer when none matches; a successful add clears the card, the URL and the selections.
 */
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { TEXT_LINK_CLASS } from '../../../../components/ui/button-styles.ts';
import { SubmitButton, TextField } from '../../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../../lib/api-errors.ts';
import { useT } from '../../../../lib/i18n.ts';
import { SHOP_NAME } from '../../../../lib/shop.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useCreateBrandByName, useScrapeProduct } from '../api/scraper.ts';
import { ScrapedCard } from './scraped-card.tsx';
import { ScraperTools } from './scraper-tools.tsx';

interface AddedProduct {
  id: number;
  name: string;
}

export function ScraperPage() {
  const t = useT();
  useDocumentTitle(t('scraper.documentTitle', { shop: SHOP_NAME }));
  const scrape = useScrapeProduct();
  const createBrand = useCreateBrandByName();
  const [url, setUrl] = useState('');
  const [scraped, setScraped] = useState<ScrapedProduct | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [brandId, setBrandId] = useState('');
  const [lastAdded, setLastAdded] = useState<AddedProduct | null>(null);
  // A new scrape starts the card's edit fields afresh.
  const [scrapeCount, setScrapeCount] = useState(0);

  const onScrape = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      toast({ title: t('form.scrape_url_required'), variant: 'error' });
      return;
    }
    scrape.mutate(trimmed, {
      onSuccess: (product) => {
        setScraped(product);
        setScrapeCount((n) => n + 1);
        const detected = product.detectedCategories;
        const deepest = detected.subSubCategory ?? detected.subCategory ?? detected.motherCategory;
        setCategoryId(deepest ? String(deepest.id) : '');
        if (product.detectedBrand) {
          setBrandId(String(product.detectedBrand.id));
        } else if (product.manufacturer) {
          // No brand matches the manufacturer: create it with only the name and select it.
          setBrandId('');
          createBrand.mutate(product.manufacturer, {
            onSuccess: (brand) => {
              setBrandId(String(brand.id));
              toast({ title: t('scraper.brandCreated', { brand: brand.name }), variant: 'success' });
            },
            onError: () => toast({ title: t('scraper.brandCreateFailed'), variant: 'error' }),
          });
        } else {
          setBrandId('');
        }
      },
      onError: (error) =>
        notifyFailure(t, error, {
          title: 'scraper.scrapeFailed',
          fallback: 'app.somethingWrong',
          serverMessage: 'always',
        }),
    });
  };

  const onAdded = (product: AddedProduct) => {
    setScraped(null);
    setUrl('');
    setCategoryId('');
    setBrandId('');
    setLastAdded(product);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('scraper.title')}</h1>
        <p className="mt-1 max-w-2xl text-slate-600">{t('scraper.intro')}</p>
      </header>

      <ScrapeForm url={url} onUrlChange={setUrl} onSubmit={onScrape} pending={scrape.isPending} />

      {lastAdded && <LastAdded product={lastAdded} />}

      {scraped && (
        <ScrapedCard
          key={scrapeCount}
          product={scraped}
          categoryId={categoryId}
          onCategoryChange={setCategoryId}
          brandId={brandId}
          onBrandChange={setBrandId}
          onAdded={onAdded}
        />
      )}

      <ScraperTools />
    </div>
  );
}

interface ScrapeFormProps {
  url: string;
  onUrlChange: (url: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
}

/** The address of the product page to scrape, and the Scrape button. */
function ScrapeForm({ url, onUrlChange, onSubmit, pending }: ScrapeFormProps) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        name="url"
        type="url"
        inputMode="url"
        label={t('scraper.urlLabel')}
        placeholder="https://"
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        className="flex-1"
        autoComplete="off"
      />
      <SubmitButton
        pending={pending}
        label={t('scraper.scrape')}
        pendingLabel={t('scraper.scraping')}
        className="sm:w-auto"
      />
    </form>
  );
}

/** The product the last Add to Catalog created, linked to its page. */
function LastAdded({ product }: { product: AddedProduct }) {
  const t = useT();
  return (
    <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
      {t('scraper.lastAdded')}{' '}
      <Link to="/products/$id" params={{ id: String(product.id) }} className={TEXT_LINK_CLASS}>
        {product.name}
      </Link>
    </p>
  );
}
