/**
 * /admin/scraper and /scraper: scrape a product page, check and edit what was
 * found on the Scraped Product card, and Add to Catalog with a required category and an optional
 * brand; plus the quick tools to delete a product by id and set a brand logo by path. A scrape
 * preselects the deepest detected category and the matching brand, creating the brand from the
 * manufacturer when none matches; a successful add clears the card, the URL and the selections.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { SCRAPED_IMAGE_PREVIEW, type ScrapedProduct } from '#api/contract/scraper.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { buildCategoryTree, categoryPathLabel, flattenTree } from '../../../lib/category-tree.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  scraperBrandsQueryOptions,
  scraperCategoriesQueryOptions,
  useAddScrapedProduct,
  useCreateBrandByName,
  useScrapeProduct,
} from '../api/scraper.ts';
import { parseStock, toScrapedInput, type EditableField } from '../scraper-form.ts';
import { ScraperTools } from './scraper-tools.tsx';

export function ScraperPage() {
  const t = useT();
  useDocumentTitle(t('scraper.documentTitle', { shop: SHOP_NAME }));
  const scrape = useScrapeProduct();
  const createBrand = useCreateBrandByName();
  const [url, setUrl] = useState('');
  const [scraped, setScraped] = useState<ScrapedProduct | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [brandId, setBrandId] = useState('');
  const [lastAdded, setLastAdded] = useState<{ id: number; name: string } | null>(null);
  // A new scrape starts the card's edit fields afresh.
  const [scrapeCount, setScrapeCount] = useState(0);

  const onScrape = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      toast({ title: t('scraper.urlRequired'), variant: 'error' });
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

  const onAdded = (product: { id: number; name: string }) => {
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

      <form noValidate onSubmit={onScrape} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          name="url"
          type="url"
          inputMode="url"
          label={t('scraper.urlLabel')}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          className="flex-1"
          autoComplete="off"
        />
        <SubmitButton
          pending={scrape.isPending}
          label={t('scraper.scrape')}
          pendingLabel={t('scraper.scraping')}
          className="sm:w-auto"
        />
      </form>

      {lastAdded && (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {t('scraper.lastAdded')}{' '}
          <Link to="/products/$id" params={{ id: String(lastAdded.id) }} className={TEXT_LINK_CLASS}>
            {lastAdded.name}
          </Link>
        </p>
      )}

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

interface CardProps {
  product: ScrapedProduct;
  categoryId: string;
  onCategoryChange: (id: string) => void;
  brandId: string;
  onBrandChange: (id: string) => void;
  onAdded: (product: { id: number; name: string }) => void;
}

function ScrapedCard({ product, categoryId, onCategoryChange, brandId, onBrandChange, onAdded }: CardProps) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const categories = useQuery(scraperCategoriesQueryOptions());
  const brands = useQuery(scraperBrandsQueryOptions());
  const add = useAddScrapedProduct();
  const [categoryMissing, setCategoryMissing] = useState(false);
  const [stockInvalid, setStockInvalid] = useState(false);

  const categoryOptions = useMemo(() => {
    const all = categories.data ?? [];
    const byId = new Map(all.map((c) => [c.id, c]));
    return flattenTree(buildCategoryTree(all)).map((c) => ({
      id: c.id,
      label: categoryPathLabel(c, byId, language),
    }));
  }, [categories.data, language]);

  const detected = product.detectedCategories;
  const detectedPath = [detected.motherCategory, detected.subCategory, detected.subSubCategory]
    .filter((c): c is { id: number; name: string } => c !== null)
    .map((c) => {
      const full = categories.data?.find((x) => x.id === c.id);
      return full ? localizedName(full, language) : c.name;
    })
    .join(' > ');

  const preview = product.images.slice(0, SCRAPED_IMAGE_PREVIEW);
  const moreImages = product.images.length - preview.length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!categoryId) {
      setCategoryMissing(true);
      toast({ title: t('scraper.categoryRequired'), variant: 'error' });
      form.querySelector<HTMLSelectElement>('select[name="categoryId"]')?.focus();
      return;
    }
    setCategoryMissing(false);
    const data = new FormData(form);
    const field = (name: EditableField) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const stockText = data.get('stock');
    const stock = parseStock(typeof stockText === 'string' ? stockText : '');
    if (stock === null) {
      setStockInvalid(true);
      toast({ title: t('scraper.stockRequired'), variant: 'error' });
      form.querySelector<HTMLInputElement>('input[name="stock"]')?.focus();
      return;
    }
    setStockInvalid(false);
    add.mutate(
      {
        scrapedProduct: toScrapedInput(product, field),
        categoryId: Number(categoryId),
        ...(brandId ? { brandId: Number(brandId) } : {}),
        stock,
      },
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

  const original =
    product.originalPrice !== null && product.originalCurrency
      ? (['EUR', 'PLN', 'GBP'] as const).includes(product.originalCurrency as 'EUR')
        ? formatPrice(product.originalPrice, product.originalCurrency as 'EUR', language)
        : `${product.originalPrice} ${product.originalCurrency}`
      : null;

  return (
    <section
      aria-labelledby="scraped-product"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="scraped-product" className="text-xl font-bold">
        {t('scraper.cardTitle')}
      </h2>
      {preview.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {preview.map((src, index) => (
            <li
              key={src}
              className="aspect-square overflow-hidden rounded-lg border border-slate-100 bg-slate-50"
            >
              {/* The source site's picture, shown to the admin only; the shop gets our copy. */}
              <img
                src={src}
                alt={t('scraper.imageAlt', { number: index + 1, name: product.name })}
                className="size-full object-contain"
                referrerPolicy="no-referrer"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {moreImages > 0 && (
        <p className="mt-2 text-sm text-slate-600">{t('scraper.moreImages', { count: moreImages })}</p>
      )}
      <p className="mt-4 text-lg font-semibold">{product.name}</p>
      {product.shortDescription && <p className="mt-1 text-slate-700">{product.shortDescription}</p>}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {product.condition && (
          <>
            <dt className="text-slate-600">{t('scraper.condition')}</dt>
            <dd>{product.condition}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('scraper.source')}</dt>
        <dd className="break-all">{product.sourceUrl}</dd>
      </dl>
      {product.vehicleCompatibility.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">{t('scraper.compatibility')}</h3>
          <ul className="mt-1 flex flex-wrap gap-1">
            {product.vehicleCompatibility.map((vehicle) => (
              <li key={vehicle} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {vehicle}
              </li>
            ))}
          </ul>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('scraper.fields')}</legend>
          <TextField
            name="name"
            label={t('scraper.name')}
            defaultValue={product.name}
            className="sm:col-span-2"
          />
          <TextField
            name="articleNumber"
            label={t('scraper.articleNumber')}
            defaultValue={product.articleNumber}
          />
          <TextField
            name="price"
            label={t('scraper.price')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            defaultValue={product.price === null ? '' : product.price.toFixed(2)}
            hint={
              original
                ? product.price === null
                  ? t('scraper.priceNotConverted', { price: original })
                  : t('scraper.priceOriginal', { price: original })
                : undefined
            }
          />
          <TextField
            name="stock"
            label={t('scraper.stock')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue=""
            hint={t('adminProduct.stockHint')}
            invalid={stockInvalid}
          />
          <TextField
            name="manufacturerNumber"
            label={t('scraper.manufacturerNumber')}
            defaultValue={product.manufacturerNumber}
          />
          <TextField
            name="manufacturer"
            label={t('scraper.manufacturer')}
            defaultValue={product.manufacturer}
          />
          <TextField
            name="eanNumber"
            label={t('scraper.ean')}
            inputMode="numeric"
            defaultValue={product.eanNumber}
          />
          <TextAreaField
            name="applicability"
            label={t('scraper.applicability')}
            defaultValue={product.applicability}
            className="sm:col-span-2"
          />
          <TextAreaField
            name="manufacturerInfo"
            label={t('scraper.manufacturerInfo')}
            defaultValue={product.manufacturerInfo}
            className="sm:col-span-2"
          />
          <TextAreaField
            name="specifications"
            label={t('scraper.specifications')}
            defaultValue={product.specifications}
            rows={6}
            className="font-mono sm:col-span-2"
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('scraper.addHeading')}</legend>
          <SelectField
            name="categoryId"
            label={t('scraper.category')}
            required
            value={categoryId}
            onChange={(event) => {
              onCategoryChange(event.target.value);
              setCategoryMissing(false);
            }}
            invalid={categoryMissing}
            hint={
              detected.detected
                ? t('scraper.detectedCategories', { path: detectedPath })
                : t('scraper.noDetectedCategories')
            }
          >
            <option value="">{t('scraper.chooseCategory')}</option>
            {categoryOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="brandId"
            label={t('scraper.brand')}
            value={brandId}
            onChange={(event) => onBrandChange(event.target.value)}
            hint={
              product.detectedBrand
                ? `${t('scraper.detectedBrand', { brand: product.detectedBrand.name })} ${t('scraper.brandHint')}`
                : t('scraper.brandHint')
            }
          >
            <option value="">{t('scraper.noBrand')}</option>
            {(brands.data ?? []).map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <SubmitButton
            pending={add.isPending}
            label={t('scraper.add')}
            pendingLabel={t('scraper.adding')}
            className="sm:col-span-2 sm:w-auto sm:justify-self-start"
          />
        </fieldset>
      </form>
    </section>
  );
}
