/**
 * A delivery table (or the countries that take no bulky items) from the published delivery rules, in
 * the page's language. A page rendered on the server arrives with the rules (its route loader fetches
 * them); otherwise, until they come, the table's place says they are loading, and if they cannot be
 * had (offline, never seen), that they could not be loaded, with a retry.
 */
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { deliveryRulesQueryOptions } from '../../../lib/delivery-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { buildDeliveryRulesBlock, type DeliveryRulesBlock } from '../delivery-tables.ts';
import { InfoTable } from './info-table.tsx';

export function DeliveryRules({ block }: { block: DeliveryRulesBlock }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const rules = useQuery(deliveryRulesQueryOptions());

  if (rules.data) {
    const built = buildDeliveryRulesBlock(block, rules.data, language, t);
    if (!built) return null;
    return built.kind === 'table' ? (
      <InfoTable block={built} />
    ) : (
      <p className="text-slate-700">{built.text}</p>
    );
  }
  // The sentence about refused countries is left out until the rules come; the tables hold their place.
  if (block.table === 'noBulky') return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p className="font-semibold text-slate-900">{block.caption}</p>
      {rules.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
          <p>{t('infoPages.deliveryRulesFailed')}</p>
          <button
            type="button"
            onClick={() => void rules.refetch()}
            disabled={rules.isFetching}
            className={buttonClass('secondary')}
          >
            {t('infoPages.deliveryRulesRetry')}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t('infoPages.deliveryRulesLoading')}
        </p>
      )}
    </div>
  );
}
