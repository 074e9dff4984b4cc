/** Process entry: settings, database (migrate + demo seed), buildApp, listen, graceful close. */
import { inspect } from 'node:util';
import { DataLockBusyError, holdServerLock } from '#db/data-lock.ts';
import { findUserCredentialsByEmail } from '#db/repositories/users.ts';
import { addDemoTypeCodesIfMissing, openAndMigrate, seedIfEmpty } from '#db/setup.ts';
import { buildApp, scaledRateLimits } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { loggerOptions, maskLogText } from './http/log-options.ts';
import { DEMO_CUSTOMER_EMAIL, ensureAdmin, seedDemoAccounts } from './services/admin-accounts.ts';
import { applyCategoryBulkyDefaults } from './services/bulky-defaults.ts';
import { seedDemoCustomerHistory } from './services/demo-history.ts';
import { startExchangeRatesRefresher } from './services/exchange-rates.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // DATA_DIR/server.lock, held while this process runs: a restore refuses to replace a running shop's
  // files, and this shop does not start on a folder being restored.
  try {
    const dataLock = holdServerLock(config.dataDir);
    process.on('exit', () => dataLock.release());
  } catch (error) {
    if (error instanceof DataLockBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Lines without personal data or secrets (e-mails masked, tokens and card data censored).
  const logger = loggerOptions({ level: config.logLevel });
  const handle = await openAndMigrate(config.databaseFile, {
    info: (o, m) => console.log(m, JSON.stringify(o)),
  });
  const app = await buildApp({
    config,
    db: handle,
    closeDb: true,
    logger,
    rateLimits: scaledRateLimits(config.rateLimitFactor),
  });
  if (config.seedDemo) {
    if (await seedIfEmpty(handle, config.uploadsDir, app.log)) {
      const bulky = await applyCategoryBulkyDefaults(handle.db);
      app.log.info({ bulky }, "demo products put in their categories' bulky-goods groups");
    }
    // A demo catalogue seeded before the HSN/TSN codes existed gets them now (once).
    await addDemoTypeCodesIfMissing(handle, app.log);
    // Known demo passwords never reach a production shop.
    if (!config.production) {
      const added = await seedDemoAccounts(handle.db);
      if (added > 0) app.log.info({ added }, 'demo accounts added (admin@example.com, customer@example.com)');
      const customer = await findUserCredentialsByEmail(handle.db, DEMO_CUSTOMER_EMAIL);
      if (customer && (await seedDemoCustomerHistory(handle.db, customer.id)))
        app.log.info({ email: DEMO_CUSTOMER_EMAIL }, 'demo customer history added (4 orders, 1 return)');
    }
  }
  if (config.production && config.payment.provider === 'sandbox') {
    app.log.warn(
      'DEMO_SHOP=1 with PAYMENT_PROVIDER=sandbox: card payments are approved on a test page and no money is taken',
    );
  }
  if (config.admin) {
    const result = await ensureAdmin(handle.db, config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email, result }, 'admin account from ADMIN_EMAIL');
  }

  if (config.ecbRatesUrl) {
    const refresher = startExchangeRatesRefresher(handle.db, { url: config.ecbRatesUrl, log: app.log });
    app.addHook('onClose', async () => refresher.stop());
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Written without the logger, masked all the same: a failed start may echo an e-mail address.
  console.error(maskLogText(inspect(error)));
  process.exit(1);
});
