import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '#db/client.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { bankDetails } from './seller.ts';
import { isValidIban, readShopSettings, setShopSetting, ShopSettingError } from './shop-settings.ts';

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => handle.close());

describe('shop settings', () => {
  it('checks IBANs by their checksum', () => {
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('PL62 1090 1014 0000 0712 1981 2874')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('stores checked values in their usual form and refuses bad ones', async () => {
    expect(await setShopSetting(handle.db, 'bank.iban', 'de89370400440532013000')).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(await setShopSetting(handle.db, 'bank.bic', 'cobadeffxxx')).toBe('COBADEFFXXX');
    await expect(setShopSetting(handle.db, 'bank.iban', 'DE00370400440532013000')).rejects.toThrow(
      ShopSettingError,
    );
    await expect(setShopSetting(handle.db, 'bank.dueDays', '0')).rejects.toThrow(/1-60/);
    await expect(setShopSetting(handle.db, 'shop.colour', 'red')).rejects.toThrow(/Unknown setting/);
    expect((await readShopSettings(handle.db)).get('bank.iban')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('uses the demo account only outside production, and only for what is not set', async () => {
    const db = handle.db;
    expect(await bankDetails({ db, demoBankDetails: false })).toBeUndefined();
    expect((await bankDetails({ db, demoBankDetails: true }))?.iban).toBe(
      'PL61 1090 1014 0000 0712 1981 2874',
    );
    await setShopSetting(db, 'bank.iban', 'DE89370400440532013000');
    expect((await bankDetails({ db, demoBankDetails: true }))?.iban).toBe('DE89 3704 0044 0532 0130 00');
    expect(await bankDetails({ db, demoBankDetails: false })).toBeUndefined();
    await setShopSetting(db, 'bank.accountHolder', 'PartsPoint sp. z o.o.');
    await setShopSetting(db, 'bank.name', 'Commerzbank');
    await setShopSetting(db, 'bank.bic', 'COBADEFFXXX');
    expect(await bankDetails({ db, demoBankDetails: false })).toEqual({
      accountHolder: 'PartsPoint sp. z o.o.',
      bankName: 'Commerzbank',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      dueDays: 7,
    });
  });
});
