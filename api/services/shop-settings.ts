/**
 * The shop's own settings, checked before they are stored: today the bank account that bank-transfer
 * customers pay into (set with `npm run settings:set`; the back office will edit them too).
 */
import type { Db } from '#db/client.ts';
import { readSettings, writeSetting } from '#db/repositories/settings.ts';

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

const SETTINGS = {
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
