/** Exchange rates and the single-amount converter. */
import * as contract from '#api/contract/currency.ts';
import { getRateTable } from '#db/repositories/exchange-rates.ts';
import { badRequest } from '../http/app-error.ts';
import { convertCents, crossRate, fromCents, isWholeCents, toCents } from '../services/money.ts';
import type { App } from './types.ts';

export default async function currencyRoutes(app: App) {
  app.route({
    ...contract.getRates,
    config: { catalogueCache: true },
    handler: async () => {
      const { rates, date } = await getRateTable(app.db);
      return { base: 'EUR' as const, rates, date };
    },
  });

  app.route({
    ...contract.convertCurrency,
    handler: async (request) => {
      const { amount, from, to } = request.query;
      // Money is exact to the cent: a third decimal would be silently rounded away otherwise.
      if (!isWholeCents(amount)) throw badRequest('amount_precision');
      const { rates, date } = await getRateTable(app.db);
      return {
        amount,
        from,
        to,
        converted: fromCents(convertCents(toCents(amount), from, to, rates)),
        rate: crossRate(from, to, rates),
        rateDate: date,
      };
    },
  });
}
