/**
 * linkedom takes about 0.2 s to load and only the scraper and the exchange-rate refresh parse
 * markup: it is loaded on first use (synchronously, its CommonJS build), so the server starts without.
 */
import { createRequire } from 'node:module';
import type * as Linkedom from 'linkedom';

const requireModule = createRequire(import.meta.url);
let loaded: typeof Linkedom | undefined;

export function linkedom(): typeof Linkedom {
  loaded ??= requireModule('linkedom') as typeof Linkedom;
  return loaded;
}
