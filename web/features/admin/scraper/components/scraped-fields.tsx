/**
 * The scraped product card's editable fields, filled with what was found: the form sends the admin's
 * edits. The price hint shows the source's original price (and says when it could not be converted);
 * the stock starts empty and must be typed.
 */
import type { ScrapedProduct } from '#api/contract/scraper.ts';
import { TextAreaField, TextField } from '../../../../components/ui/form-field.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { formatPrice } from '../../../../lib/money.ts';
import { usePreferences, type Language } from '../../../../lib/preferences.ts';

/** The source's price in its own currency, or null when the page showed none. */
function originalPrice(product: ScrapedProduct, language: Language): string | null {
  if (product.originalPrice === null || !product.originalCurrency) return null;
  return (['EUR', 'PLN', 'GBP'] as const).includes(product.originalCurrency as 'EUR')
    ? formatPrice(product.originalPrice, product.originalCurrency as 'EUR', language)
    : `${product.originalPrice} ${product.originalCurrency}`;
}

export function ScrapedFields({ product, stockInvalid }: { product: ScrapedProduct; stockInvalid: boolean }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const original = originalPrice(product, language);

  return (
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
      <TextField name="manufacturer" label={t('scraper.manufacturer')} defaultValue={product.manufacturer} />
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
  );
}
