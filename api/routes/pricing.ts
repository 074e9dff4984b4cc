/** The checkout's price preview (lines, bulky surcharge, VAT for a country and buyer) and the delivery rules. */
import { rulesToBody } from '#api/contract/delivery-rules.ts';
import { vatIdOfCompany } from '#api/contract/form-rules.ts';
import * as contract from '#api/contract/pricing.ts';
import { AppError, ruleError } from '../http/app-error.ts';
import { requestLanguage } from '../http/messages.ts';
import { rateLimiter } from '../plugins/limiter.ts';
import { quoteOrder } from '../services/orders.ts';
import { toBreakdownLine } from '../services/order-views.ts';
import { fromCents } from '../services/money.ts';
import { readShopRules } from '../services/pricing/shop-rules.ts';
import { HOME_COUNTRY } from '#api/contract/delivery-rules.ts';
import { isEuCountry } from '#api/contract/vat-id.ts';
import type { ViesChecker } from '../services/vies.ts';
import type { App } from './types.ts';

/** Quotes follow every change of the checkout form: generous, but not unlimited. */
const QUOTES_PER_IP = 600;

export default async function pricingRoutes(app: App, options: { vies: ViesChecker | undefined }) {
  app.route({
    ...contract.deliveryRules,
    handler: async (_request, reply) => {
      // Settings change rarely; a minute of caching keeps the pages that read them cheap.
      reply.header('cache-control', 'public, max-age=60');
      return rulesToBody((await readShopRules(app.db)).delivery);
    },
  });

  app.route({
    ...contract.quoteCheckout,
    preHandler: [rateLimiter(app, QUOTES_PER_IP, '15 minutes', 'quote-ip')],
    handler: async (request, reply) => {
      const body = request.body;
      const user = await request.currentUser();
      if (!user && !body.lines) throw new AppError(401, 'unauthorized');
      const customerType = body.customerType ?? 'person';
      const vatId =
        customerType === 'company'
          ? vatIdOfCompany({
              vatNumber: body.vatNumber ?? '',
              country: body.country,
              billingCountry: body.billingCountry ?? body.country,
              sameAsShipping: body.billingCountry === undefined,
            })
          : 'none';
      if (vatId === 'invalid') throw ruleError({ code: 'invalid_vat_id', field: 'vatNumber' });
      const parsed = typeof vatId === 'object' ? vatId : null;
      const checkOnline =
        options.vies &&
        parsed &&
        parsed.country !== HOME_COUNTRY &&
        isEuCountry(body.country) &&
        body.country !== HOME_COUNTRY;
      const vies = checkOnline ? await options.vies!.check(parsed) : undefined;
      const priced = await quoteOrder(app.db, {
        lines: body.lines ?? 'cart',
        userId: user?.id ?? null,
        currency: body.currency,
        language: requestLanguage(request),
        country: body.country,
        customerType,
        vatId: parsed,
        ...(vies ? { vies } : {}),
      });
      const { money } = priced;
      reply.header('cache-control', 'private, no-store');
      return {
        currency: body.currency,
        country: body.country,
        vatScheme: money.treatment.scheme,
        vatIdCheck: money.treatment.vatIdCheck,
        lines: money.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          unitPrice: fromCents(line.unitPriceCents),
          totalPrice: fromCents(line.totalPriceCents),
          netAmount: fromCents(line.netCents),
          vatRate: line.vatRateBp / 100,
          vatAmount: fromCents(line.vatCents),
          bulkyClass: line.bulkyClass,
          bulkySurcharge: fromCents(line.surchargeCents),
        })),
        subtotal: fromCents(money.subtotalCents),
        shipping: fromCents(money.shippingCents),
        bulkyPerPiece: money.bulkyPerPiece,
        total: fromCents(money.totalCents),
        netAmount: fromCents(money.netCents),
        vatAmount: fromCents(money.vatCents),
        vatBreakdown: money.vatLines.map(toBreakdownLine),
        deliveryDays: priced.deliveryDays,
      };
    },
  });
}
