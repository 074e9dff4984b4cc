/** A built app on a fresh migrated in-memory database, for API tests through app.inject. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '#db/test/test-db.ts';
import { buildApp } from '../app.ts';

export async function createTestApp(options: { webRoot?: string } = {}) {
  const handle = await createTestDb();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const app = await buildApp({
    config: {
      webRoot: options.webRoot ?? path.join(tmp, 'no-web'),
      uploadsDir: path.join(tmp, 'uploads'),
      production: false,
    },
    db: handle,
  });
  return {
    app,
    db: handle.db,
    tmp,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
