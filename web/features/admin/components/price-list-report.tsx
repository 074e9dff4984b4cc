/**
 * A price list's dry run (how many rows end which way, the first examples of each, the malformed lines
 * with their reasons) and, once applied, what was written.
 */
import {
  PRICE_LIST_OUTCOMES,
  type PriceListExample,
  type PriceListReport,
  type PriceListResult,
} from '#api/contract/admin-price-lists.ts';
import { Price } from '../../../components/ui/price.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatAdminDateTime } from '../admin-orders.ts';
import { CountTile } from './admin-ui.tsx';

type ExampleOutcome = Exclude<(typeof PRICE_LIST_OUTCOMES)[number], 'malformed'>;

const CELL = 'px-3 py-2 whitespace-nowrap';

export function PriceListReportView({ report }: { report: PriceListReport }) {
  const t = useT();
  const malformed = report.counts.malformed;
  return (
    <section
      aria-labelledby="price-list-report"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <h3 id="price-list-report" className="text-lg font-semibold">
          {t('adminPrices.reportHeading')}
        </h3>
        <p className="text-slate-600">{t('adminPrices.rowsChecked', { count: report.dataRows })}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {PRICE_LIST_OUTCOMES.map((outcome) => (
          <CountTile
            key={outcome}
            label={t(`adminPrices.outcome.${outcome}`)}
            value={report.counts[outcome]}
          />
        ))}
        <CountTile label={t('adminPrices.eanFills')} value={report.eanFills} />
      </dl>
      {malformed > 0 && (
        <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
          <h4 className="font-semibold text-red-900">
            {t('adminPrices.malformedHeading', { count: malformed })}
          </h4>
          <p className="text-sm text-red-900">{t('adminPrices.malformedIntro')}</p>
          {report.malformed.length < malformed && (
            <p className="text-sm text-red-900">
              {t('adminPrices.malformedListed', { shown: report.malformed.length })}
            </p>
          )}
          <ScrollRegion label={t('adminPrices.malformedTable')}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('adminPrices.malformedTable')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={CELL}>
                    {t('adminPrices.col.line')}
                  </th>
                  <th scope="col" className={CELL}>
                    {t('adminPrices.col.problem')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.malformed.map((row) => (
                  <tr key={row.line} className="border-t border-red-100">
                    <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                      {row.line}
                    </th>
                    <td className="px-3 py-2">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
      {PRICE_LIST_OUTCOMES.filter((o): o is ExampleOutcome => o !== 'malformed').map((outcome) =>
        report.examples[outcome].length > 0 ? (
          <ExampleTable key={outcome} outcome={outcome} examples={report.examples[outcome]} />
        ) : null,
      )}
      <p className="text-sm text-slate-600">
        {t('adminPrices.ratesNote', {
          date: report.rates.date,
          pln: report.rates.PLN,
          gbp: report.rates.GBP,
        })}
      </p>
    </section>
  );
}

function ExampleTable({ outcome, examples }: { outcome: ExampleOutcome; examples: PriceListExample[] }) {
  const t = useT();
  const caption = t('adminPrices.examplesOf', { outcome: t(`adminPrices.outcome.${outcome}`) });
  const price = (amount: number | null) => (amount === null ? '–' : <Price amount={amount} currency="EUR" />);
  return (
    <ScrollRegion label={caption} className="rounded-lg border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            {(
              [
                'line',
                'partNumber',
                'brand',
                'name',
                'filePrice',
                'oldPrice',
                'newPrice',
                'oldStock',
                'newStock',
              ] as const
            ).map((column) => (
              <th key={column} scope="col" className={`${CELL} font-semibold`}>
                {t(`adminPrices.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {examples.map((example) => (
            <tr key={example.line} className="border-t border-slate-100">
              <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                {example.line}
              </th>
              <td className={CELL}>{example.partNumber}</td>
              <td className={CELL}>{example.brand}</td>
              <td className="max-w-56 truncate px-3 py-2">{example.name ?? ''}</td>
              <td className={`${CELL} tabular-nums`}>
                {example.currency ? `${example.filePrice} ${example.currency}` : example.filePrice}
              </td>
              <td className={CELL}>{price(example.oldPrice)}</td>
              <td className={CELL}>{price(example.newPrice)}</td>
              <td className={`${CELL} tabular-nums`}>{example.oldStock ?? '–'}</td>
              <td className={`${CELL} tabular-nums`}>{example.newStock ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const RESULT_FIELDS = [
  'offersCreated',
  'pricesChanged',
  'stocksChanged',
  'unchanged',
  'skipped',
  'eanFilled',
  'historyRows',
] as const;

export function PriceListResultView({ result }: { result: PriceListResult }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return (
    <section
      aria-labelledby="price-list-result"
      className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4"
    >
      <h3 id="price-list-result" className="text-lg font-semibold text-green-900">
        {t('adminPrices.resultHeading', { date: formatAdminDateTime(result.appliedAt, language) })}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {RESULT_FIELDS.map((field) => (
          <CountTile key={field} label={t(`adminPrices.result.${field}`)} value={result[field]} />
        ))}
      </dl>
    </section>
  );
}
