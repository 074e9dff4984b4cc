/**
 * The scraper's Add to Catalog form: the bulky-goods select starts from the chosen category's group
 * (the scrape's detected category or the admin's), and the body sent carries the group shown.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '#api/contract/catalog.ts';
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { shownBulkyClass } from '../bulky-class.ts';
import { scraperBrandsQueryOptions, scraperCategoriesQueryOptions } from './api/scraper.ts';
import { ScrapedAddSection } from './components/scraped-add-section.tsx';
import { toAddScrapedBody, type EditableField } from './scraper-form.ts';

const category = (id: number, name: string, parentId: number | null): Category => ({
  id,
  slug: `c-${id}`,
  name,
  nameEn: null,
  namePl: null,
  description: null,
  descriptionPl: null,
  parentId,
  level: parentId === null ? 1 : 2,
  sortOrder: id,
  isActive: true,
  path: '',
});

const CATEGORIES = [category(1, 'Body parts', null), category(2, 'Bumpers', 1), category(3, 'Bonnets', 1)];

const scraped: ScrapedProduct = {
  sourceUrl: 'https://parts.example.com/p/1',
  name: 'Front bumper',
  shortDescription: '',
  images: [],
  condition: 'New',
  vehicleCompatibility: [],
  articleNumber: 'FB-1',
  price: 120,
  originalPrice: 120,
  originalCurrency: 'EUR',
  manufacturerNumber: '',
  manufacturer: '',
  eanNumber: '',
  applicability: '',
  manufacturerInfo: '',
  specifications: '',
  breadcrumb: ['Body parts', 'Bumpers'],
  detectedCategories: {
    detected: true,
    motherCategory: { id: 1, name: 'Body parts' },
    subCategory: { id: 2, name: 'Bumpers' },
    subSubCategory: null,
  },
  detectedBrand: null,
};

const fields: Record<EditableField, string> = {
  name: ' Front bumper ',
  articleNumber: 'FB-1',
  price: '120',
  manufacturerNumber: '',
  manufacturer: '',
  eanNumber: '',
  applicability: '',
  manufacturerInfo: '',
  specifications: '',
};
const field = (name: EditableField) => fields[name];

/** The add section with the category chosen; `categories: null`: the list has not loaded yet. */
function render(categoryId: string, categories: Category[] | null = CATEGORIES) {
  const client = new QueryClient();
  if (categories) client.setQueryData(scraperCategoriesQueryOptions().queryKey, categories);
  client.setQueryData(scraperBrandsQueryOptions().queryKey, []);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ScrapedAddSection
        product={scraped}
        categoryId={categoryId}
        onCategoryChange={() => undefined}
        categoryMissing={false}
        brandId=""
        onBrandChange={() => undefined}
        pending={false}
      />
    </QueryClientProvider>,
  );
}

/** The bulky select's markup and the value of its selected option. */
const bulkySelect = (html: string) =>
  /<select[^>]*name="bulkyClass"[^>]*>.*?<\/select>/s.exec(html)?.[0] ?? '';
const selected = (select: string) => /<option value="(\w+)" selected="">/.exec(select)?.[1];

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('the bulky-goods select on the scraper screen', () => {
  it("preselects the chosen category's group: medium for Bumpers, large for Bonnets", () => {
    expect(selected(bulkySelect(render('2')))).toBe('medium');
    expect(selected(bulkySelect(render('3')))).toBe('large');
    expect(selected(bulkySelect(render('')))).toBe('none');
  });

  it('names the four choices, in English and Polish', () => {
    const en = bulkySelect(render('2'));
    expect(en).toContain('Not bulky');
    expect(en).toContain(
      'Bulky – medium (batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers)',
    );
    usePreferences.setState({ language: 'pl' });
    const pl = bulkySelect(render('2'));
    expect(pl).toContain('Niegabarytowy');
    expect(pl).toContain('Gabaryt – mały (kolektory, katalizatory, tłumiki)');
  });

  it('stays out of the form until the categories have loaded (the server then takes the default)', () => {
    expect(bulkySelect(render('2', null))).toContain('disabled=""');
    expect(bulkySelect(render('2'))).not.toContain('disabled=""');
  });

  it("keeps the admin's choice when the category changes afterwards", () => {
    expect(shownBulkyClass(null, '2', CATEGORIES)).toBe('medium');
    expect(shownBulkyClass('small', '3', CATEGORIES)).toBe('small');
  });

  it('sends the group shown, with the category, brand and stock', () => {
    const bulkyClass = shownBulkyClass(null, '2', CATEGORIES);
    const body = toAddScrapedBody(scraped, field, { categoryId: '2', brandId: '', stock: 3, bulkyClass });
    expect(body).toMatchObject({ categoryId: 2, stock: 3, bulkyClass: 'medium' });
    expect(body).not.toHaveProperty('brandId');
    expect(body.scrapedProduct).toMatchObject({ name: 'Front bumper', articleNumber: 'FB-1', price: 120 });
    const withBrand = toAddScrapedBody(scraped, field, {
      categoryId: '3',
      brandId: '7',
      stock: 0,
      bulkyClass: 'none',
    });
    expect(withBrand).toMatchObject({ categoryId: 3, brandId: 7, bulkyClass: 'none' });
  });

  it('leaves the group out when the select sent none (disabled)', () => {
    const body = toAddScrapedBody(scraped, field, { categoryId: '2', brandId: '', stock: 1, bulkyClass: '' });
    expect(body).not.toHaveProperty('bulkyClass');
  });
});
