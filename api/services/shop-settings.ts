/**
 * The shop's own settings, checked before they are stored: the seller's data (`seller.*`: company,
 * address, register numbers with their check digits, e-mails, phone, opening hours) and the bank
 * account that bank-transfer customers pay into (`bank.*`), and the money tables (`delivery.*`: bulky
 * surcharges, delivery times and offered countries; `vat.rates`). Set with `npm run settings:set`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isValidKrs, isValidNip, isValidRegon } from '#api/contract/seller.ts';
import type { Db } from '#db/client.ts';
import { readSettings, writeSetting } from '#db/repositories/settings.ts';
import { RULE_SETTINGS } from './pricing/shop-rules.ts';

/** ISO 13616 check: moves the first four characters to the end, letters to numbers, mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The IBAN in groups of four, as banks print it. */
function formatIban(value: string): string {
  return (
    value
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? value
  );
}

const text = (min: number, max: number) => (v: string) => v.length >= min && v.length <= max;
/** A plain address: one @, a dot in the domain, no spaces or brackets (what mail clients accept). */
const isEmail = (v: string) =>
  v.length <= 254 && /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}$/i.test(v);
const email = { describe: 'e-mail address', check: isEmail, normalise: (v: string) => v.toLowerCase() };
const phone = (v: string) => parsePhoneNumberFromString(v, 'PL');
const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
const isTimeRange = (v: string) => {
  const match = new RegExp(`^(${TIME})\\s*[-–]\\s*(${TIME})$`).exec(v);
  return !!match && match[1]! < match[3]!;
};
const timeRange = (v: string) => v.replace(/\s*[-–]\s*/, '-');

const SETTINGS = {
  'seller.companyName': { describe: 'company name (2-140 characters)', check: text(2, 140) },
  'seller.street': { describe: 'street and number (2-140 characters)', check: text(2, 140) },
  'seller.postalCode': {
    describe: 'Polish postal code (00-000)',
    check: (v: string) => /^\d{2}-\d{3}$/.test(v),
  },
  'seller.city': { describe: 'city (2-80 characters)', check: text(2, 80) },
  'seller.krs': { describe: 'KRS number (10 digits)', check: isValidKrs },
  'seller.registryCourt': { describe: 'registry court (5-200 characters)', check: text(5, 200) },
  'seller.shareCapital': {
    describe: 'share capital in PLN (e.g. 5000.00)',
    check: (v: string) => /^\d{1,12}([.,]\d{1,2})?$/.test(v),
    normalise: (v: string) => Number(v.replace(',', '.')).toFixed(2),
  },
  'seller.nip': {
    describe: 'NIP (10 digits, check digit verified)',
    check: (v: string) => isValidNip(v.replace(/[\s-]/g, '')),
    normalise: (v: string) => v.replace(/[\s-]/g, ''),
  },
  'seller.regon': {
    describe: 'REGON (9 digits, check digit verified)',
    check: (v: string) => isValidRegon(v.replace(/\s/g, '')),
    normalise: (v: string) => v.replace(/\s/g, ''),
  },
  'seller.customerServiceEmail': email,
  'seller.returnsEmail': email,
  'seller.dataProtectionOfficerEmail': email,
  'seller.phone': {
    describe: 'phone number (e.g. +48 22 123 45 67)',
    check: (v: string) => phone(v)?.isValid() ?? false,
    normalise: (v: string) => phone(v)!.formatInternational(),
  },
  'seller.hours.weekdays': {
    describe: 'opening hours (e.g. 09:00-20:00)',
    check: isTimeRange,
    normalise: timeRange,
  },
  'seller.hours.saturday': {
    describe: "opening hours (e.g. 10:00-16:00) or 'closed'",
    check: (v: string) => v.toLowerCase() === 'closed' || isTimeRange(v),
    normalise: (v: string) => (v.toLowerCase() === 'closed' ? 'closed' : timeRange(v)),
  },
  'bank.accountHolder': {
    describe: 'account holder',
    check: (v: string) => v.length >= 2 && v.length <= 140,
  },
  'bank.name': { describe: 'bank name', check: (v: string) => v.length >= 2 && v.length <= 140 },
  'bank.iban': { describe: 'IBAN (checksum verified)', check: isValidIban, normalise: formatIban },
  'bank.bic': {
    describe: 'BIC/SWIFT (8 or 11 characters)',
    check: (v: string) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v.toUpperCase()),
    normalise: (v: string) => v.toUpperCase(),
  },
  'bank.dueDays': {
    describe: 'days to pay a transfer (1-60)',
    check: (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 60,
  },
  ...RULE_SETTINGS,
} as const satisfies Record<
  string,
  { describe: string; check: (v: string) => boolean; normalise?: (v: string) => string }
>;

export type ShopSettingKey = keyof typeof SETTINGS;
export const SHOP_SETTING_KEYS = Object.keys(SETTINGS) as ShopSettingKey[];

export class ShopSettingError extends Error {
  override name = 'ShopSettingError';
}

/** Stores a checked setting; throws ShopSettingError naming what is wrong. */
export async function setShopSetting(db: Db, key: string, value: string): Promise<string> {
  if (!(key in SETTINGS))
    throw new ShopSettingError(`Unknown setting ${key}; known: ${SHOP_SETTING_KEYS.join(', ')}`);
  const setting: { describe: string; check: (v: string) => boolean; normalise?: (v: string) => string } =
    SETTINGS[key as ShopSettingKey];
  const trimmed = value.trim();
  if (!setting.check(trimmed)) throw new ShopSettingError(`${key} must be a valid ${setting.describe}`);
  const stored = setting.normalise ? setting.normalise(trimmed) : trimmed;
  await writeSetting(db, key, stored);
  return stored;
}

export function readShopSettings(db: Db) {
  return readSettings(db, SHOP_SETTING_KEYS);
}
