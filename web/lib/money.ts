/**
 * Price formatting for the screens: the shop's one money format (api/contract/money-format.ts), which
 * the server's mails and messages use too.
 */
import type { Currency } from '#api/contract/currency.ts';
import { formatMoney } from '#api/contract/money-format.ts';
import type { Language } from './preferences.ts';

export function formatPrice(amount: number, currency: Currency, language: Language): string {
  return formatMoney(amount, currency, language);
}
