/**
 * The card's Add to Catalog part: the required category (with the path detected on the source page as
 * a hint), the optional brand (with the detected one), the bulky-goods group (the category's default
 * until the admin picks one; the card starts afresh with each scrape) and the Add button.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BulkyClass } from '#api/contract/delivery-rules.ts';
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { SelectField, SubmitButton } from '../../../../components/ui/form-field.tsx';
import { buildCategoryTree, categoryPathLabel, flattenTree } from '../../../../lib/category-tree.ts';
import { localizedName, useT } from '../../../../lib/i18n.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { shownBulkyClass } from '../../bulky-class.ts';
import { BulkyClassField } from '../../components/bulky-class-field.tsx';
import { scraperBrandsQueryOptions, scraperCategoriesQueryOptions } from '../api/scraper.ts';

interface ScrapedAddSectionProps {
  product: ScrapedProduct;
  categoryId: string;
  onCategoryChange: (id: string) => void;
  categoryMissing: boolean;
  brandId: string;
  onBrandChange: (id: string) => void;
  pending: boolean;
}

export function ScrapedAddSection(props: ScrapedAddSectionProps) {
  const { product, categoryId, onCategoryChange, categoryMissing, brandId, onBrandChange, pending } = props;
  const t = useT();
  const language = usePreferences((state) => state.language);
  const categories = useQuery(scraperCategoriesQueryOptions());
  const brands = useQuery(scraperBrandsQueryOptions());
  const [bulkyChoice, setBulkyChoice] = useState<BulkyClass | null>(null);

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

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t('scraper.addHeading')}</legend>
      <SelectField
        name="categoryId"
        label={t('scraper.category')}
        required
        value={categoryId}
        onChange={(event) => onCategoryChange(event.target.value)}
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
      <BulkyClassField
        value={shownBulkyClass(bulkyChoice, categoryId, categories.data ?? [])}
        onChange={setBulkyChoice}
        followsCategory
        // Without the categories there is no default to show: the server takes the category's.
        disabled={categories.data === undefined}
        className="sm:col-span-2"
      />
      <SubmitButton
        pending={pending}
        label={t('scraper.add')}
        pendingLabel={t('scraper.adding')}
        className="sm:col-span-2 sm:w-auto sm:justify-self-start"
      />
    </fieldset>
  );
}
