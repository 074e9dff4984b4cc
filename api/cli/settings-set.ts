/**
 * `npm run settings:set -- <key> <value>` stores a shop setting (checked: an IBAN must pass its
 * checksum); `npm run settings:set` alone lists the keys and what is stored.
 */
import path from 'node:path';
import { openAndMigrate } from '#db/setup.ts';
import {
  readShopSettings,
  setShopSetting,
  SHOP_SETTING_KEYS,
  ShopSettingError,
} from '../services/shop-settings.ts';

const [key, ...rest] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const handle = await openAndMigrate(path.join(dataDir, 'shop.sqlite'), { info: () => {} });
try {
  if (!key) {
    const stored = await readShopSettings(handle.db);
    for (const name of SHOP_SETTING_KEYS) console.log(`${name} = ${stored.get(name) ?? '(not set)'}`);
    console.log('usage: npm run settings:set -- <key> <value>');
  } else {
    const value = await setShopSetting(handle.db, key, rest.join(' '));
    console.log(`${key} = ${value}`);
  }
} catch (error) {
  console.error(error instanceof ShopSettingError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
