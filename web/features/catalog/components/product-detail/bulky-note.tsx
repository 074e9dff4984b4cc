/**
 * The bulky-item note by the price: what one piece adds to delivery to the shopper's country, from the
 * published delivery rules (per piece to Poland, once per order elsewhere), or that bulky items are not
 * delivered there. The euro amount is shown in the shopper's currency, converted by the server as
 * product prices are (GET /api/currency/convert); until that answer the note waits rather than show
 * euros first. Nothing for an ordinary product, or while the class is not known.
 */
import { useQuery } from '@tanstack/react-query';
import { convertCurrency } from '#api/contract/currency.ts';
import { type BulkyClass, rulesFromBody, surchargeForOnePiece } from '#api/contract/delivery-rules.ts';
import { LOCALE_TAGS } from '#api/contract/money-format.ts';
import { TruckIcon } from '../../../../components/ui/icons.tsx';
import { deliveryRulesQueryOptions } from '../../../../lib/delivery-rules.ts';
import { useT } from '../../../../lib/i18n.ts';
import { formatPrice } from '../../../../lib/money.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { routeQuery } from '../../../../lib/route-query.ts';

export function BulkyNote({ bulkyClass }: { bulkyClass: BulkyClass | undefined }) {
  const t = useT();
  const country = usePreferences((state) => state.country);
  const currency = usePreferences((state) => state.currency);
  const language = usePreferences((state) => state.language);
  const bulky = bulkyClass !== undefined && bulkyClass !== 'none';
  const rules = useQuery({ ...deliveryRulesQueryOptions(), enabled: bulky });
  const surcharge =
    bulky && rules.data ? surchargeForOnePiece(rulesFromBody(rules.data), country, bulkyClass) : null;
  const cents = surcharge && !('refused' in surcharge) ? surcharge.cents : undefined;
  const converted = useQuery({
    ...routeQuery(convertCurrency, { query: { amount: (cents ?? 0) / 100, from: 'EUR', to: currency } }),
    enabled: cents !== undefined && currency !== 'EUR',
    staleTime: 60 * 60_000,
  });

  if (!surcharge) return null;
  const countryName = new Intl.DisplayNames(LOCALE_TAGS[language], { type: 'region' }).of(country) ?? country;
  let text: string;
  if ('refused' in surcharge) {
    text = t('product.bulkyRefused', { country: countryName });
  } else {
    const amount = currency === 'EUR' ? surcharge.cents / 100 : converted.data?.converted;
    if (amount === undefined) return null;
    text = t(surcharge.perPiece ? 'product.bulkyPerPiece' : 'product.bulkyPerOrder', {
      amount: formatPrice(amount, currency, language),
      country: countryName,
    });
  }
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
      <TruckIcon className="mt-0.5 size-4 shrink-0 text-slate-600" />
      {text}
    </p>
  );
}
