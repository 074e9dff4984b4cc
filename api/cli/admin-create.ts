/** `npm run admin:create -- <email> <password>`: creates an admin (or makes the account admin). */
import path from 'node:path';
import { openAndMigrate } from '#db/setup.ts';
import { ensureAdmin } from '../services/admin-accounts.ts';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('usage: npm run admin:create -- <email> <password>');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const handle = await openAndMigrate(path.join(dataDir, 'shop.sqlite'), { info: () => {} });
try {
  const result = await ensureAdmin(handle.db, email, password);
  console.log(`admin ${email} ${result}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
