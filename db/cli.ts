/** `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start. */
import path from 'node:path';
import { openAndMigrate, seedIfEmpty } from './setup.ts';

const command = process.argv[2];
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const log = { info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)) };

if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx db/cli.ts migrate|seed');
  process.exit(2);
}

const handle = await openAndMigrate(path.join(dataDir, 'shop.sqlite'), log);
try {
  if (command === 'seed') {
    const summary = await seedIfEmpty(handle, path.join(dataDir, 'uploads'), log);
    if (!summary) console.log('catalogue is not empty: nothing seeded');
  } else {
    console.log('database is up to date');
  }
} finally {
  await handle.close();
}
