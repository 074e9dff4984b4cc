/**
 * The seller as the shop runs it: each `seller.*` shop setting over the demo value (api/contract/
 * seller.ts), and the bank account from `bank.*` (the demo account only outside production). The
 * contact page, terms, footer, e-mails and bank-transfer details all read this one answer.
 */
import { DEMO_BANK_ACCOUNT, DEMO_SELLER, type Seller } from '#api/contract/seller.ts';
import type { Db } from '#db/client.ts';
import { readShopSettings, type ShopSettingKey } from './shop-settings.ts';

export interface SellerDeps {
  db: Db;
  /** Outside production: the demo bank account stands in for one not set in the shop settings. */
  demoBankDetails?: boolean;
}

const range = (value: string): [string, string] => {
  const [open = '', close = ''] = value.split('-');
  return [open, close];
};

export async function readSeller(deps: SellerDeps): Promise<Seller> {
  const stored = await readShopSettings(deps.db);
  const text = (key: ShopSettingKey, demo: string) => stored.get(key) ?? demo;
  const saturday = stored.get('seller.hours.saturday');
  const weekdays = stored.get('seller.hours.weekdays');
  const capital = stored.get('seller.shareCapital');
  const bank = await bankDetails(deps, stored);
  return {
    companyName: text('seller.companyName', DEMO_SELLER.companyName),
    street: text('seller.street', DEMO_SELLER.street),
    postalCode: text('seller.postalCode', DEMO_SELLER.postalCode),
    city: text('seller.city', DEMO_SELLER.city),
    country: DEMO_SELLER.country,
    krs: text('seller.krs', DEMO_SELLER.krs),
    registryCourt: text('seller.registryCourt', DEMO_SELLER.registryCourt),
    shareCapital: capital === undefined ? DEMO_SELLER.shareCapital : Math.round(Number(capital) * 100),
    nip: text('seller.nip', DEMO_SELLER.nip),
    regon: text('seller.regon', DEMO_SELLER.regon),
    customerServiceEmail: text('seller.customerServiceEmail', DEMO_SELLER.customerServiceEmail),
    returnsEmail: text('seller.returnsEmail', DEMO_SELLER.returnsEmail),
    phone: text('seller.phone', DEMO_SELLER.phone),
    hours: {
      weekdays: weekdays ? range(weekdays) : DEMO_SELLER.hours.weekdays,
      saturday: saturday === 'closed' ? null : saturday ? range(saturday) : DEMO_SELLER.hours.saturday,
      sunday: null,
    },
    dataProtectionOfficerEmail: text(
      'seller.dataProtectionOfficerEmail',
      DEMO_SELLER.dataProtectionOfficerEmail,
    ),
    bankAccount: bank
      ? { holder: bank.accountHolder, bankName: bank.bankName, iban: bank.iban, bic: bank.bic }
      : null,
  };
}

/**
 * The demo shop's bank account (keys `bank.*` of the shop settings), from the seller's data: the Polish
 * example IBAN from the banks' documentation, so nothing real is implied. Never used in production.
 */
export const BANK_DEFAULTS = {
  'bank.accountHolder': DEMO_BANK_ACCOUNT.holder,
  'bank.name': DEMO_BANK_ACCOUNT.bankName,
  'bank.iban': DEMO_BANK_ACCOUNT.iban,
  'bank.bic': DEMO_BANK_ACCOUNT.bic,
  'bank.dueDays': '7',
} as const;

export interface BankDetails {
  accountHolder: string;
  bankName: string;
  iban: string;
  bic: string;
  dueDays: number;
}

/**
 * The account transfers go to, from the shop settings. With `demoBankDetails` (outside production)
 * missing keys take the demo account; in production an account not fully set is undefined, and the
 * shop offers no bank transfer rather than mail an account nobody owns.
 */
export async function bankDetails(
  deps: SellerDeps,
  /** The shop settings when the caller has read them already. */
  settings?: Map<string, string>,
): Promise<BankDetails | undefined> {
  const stored = settings ?? (await readShopSettings(deps.db));
  const value = (key: keyof typeof BANK_DEFAULTS) =>
    stored.get(key) ?? (deps.demoBankDetails ? BANK_DEFAULTS[key] : undefined);
  const [accountHolder, bankName, iban, bic] = [
    value('bank.accountHolder'),
    value('bank.name'),
    value('bank.iban'),
    value('bank.bic'),
  ];
  if (!accountHolder || !bankName || !iban || !bic) return undefined;
  return { accountHolder, bankName, iban, bic, dueDays: Number(value('bank.dueDays') ?? '7') || 7 };
}
