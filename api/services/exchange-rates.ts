/**
 * Daily refresh of the PLN and GBP rates from the ECB reference-rate file (eurofxref-daily.xml). A failed
 * refresh only logs: the shop keeps converting with the last stored rates.
 */
import { linkedom } from './linkedom.ts';
import type { Db } from '#db/client.ts';
import { getRatesStatus, upsertRates } from '#db/repositories/exchange-rates.ts';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The shop's non-EUR currencies: the only rates stored, and both must be in the file. */
const SHOP_CURRENCIES = ['PLN', 'GBP'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface RefreshLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RefreshOptions {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log: RefreshLog;
  /** Aborts an in-flight request (the refresher's stop()); an aborted refresh is not logged as a failure. */
  signal?: AbortSignal;
  now?: () => Date;
}

export interface RefresherOptions extends RefreshOptions {
  intervalMs?: number;
}

export interface RefreshResult {
  updated: boolean;
  date?: string;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Round-tripping through Date rejects 2026-02-30 and friends.
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The name without its prefix: linkedom is not namespace-aware, so its localName is "gesmes:Envelope". */
function localName(element: { tagName: string }): string {
  return element.tagName.slice(element.tagName.indexOf(':') + 1);
}

function isPositiveDecimal(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value) && /[1-9]/.test(value);
}

/**
 * Parses the ECB daily file: Envelope > Cube > Cube[time] > Cube[currency][rate]. Throws on anything
 * that is not a complete, well-formed daily file with PLN and GBP, so a bad download never replaces
 * good rates.
 */
export function parseEcbXml(xml: string): { date: string; rates: Record<string, string> } {
  // linkedom's XML mode is forgiving and silently closes a cut-off document, so check the end ourselves.
  if (!/<\/(?:[\w.-]+:)?Envelope\s*>\s*$/.test(xml)) {
    throw new Error('ECB rates file is malformed: missing closing Envelope tag (truncated or not XML)');
  }
  const doc = new (linkedom().DOMParser)().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root || localName(root) !== 'Envelope') {
    throw new Error(`ECB rates file is malformed: root element is ${root ? `<${root.tagName}>` : 'missing'}`);
  }
  const dated = [...doc.getElementsByTagName('Cube')].filter((cube) => cube.hasAttribute('time'));
  const day = dated[0];
  if (!day || dated.length !== 1) {
    throw new Error(`ECB rates file is malformed: expected one dated Cube, found ${dated.length}`);
  }
  const date = (day.getAttribute('time') ?? '').trim();
  if (!isCalendarDate(date)) throw new Error(`ECB rates file has an invalid date: "${date}"`);

  const rates: Record<string, string> = {};
  for (const cube of day.children) {
    if (localName(cube) !== 'Cube') continue;
    const currency = (cube.getAttribute('currency') ?? '').trim();
    const rate = (cube.getAttribute('rate') ?? '').trim();
    if (!/^[A-Z]{3}$/.test(currency)) {
      throw new Error(`ECB rates file has an invalid currency: "${currency}"`);
    }
    if (!isPositiveDecimal(rate)) {
      throw new Error(`ECB rates file has an invalid rate for ${currency}: "${rate}"`);
    }
    if (currency in rates) throw new Error(`ECB rates file lists ${currency} twice`);
    rates[currency] = rate;
  }
  const missing = SHOP_CURRENCIES.filter((currency) => !(currency in rates));
  if (missing.length > 0) throw new Error(`ECB rates file has no rate for ${missing.join(', ')}`);
  return { date, rates };
}

/** Fetches and stores the current rates. Never throws: a failure is logged and the stored rates stay. */
export async function refreshExchangeRates(db: Db, options: RefreshOptions): Promise<RefreshResult> {
  const { url, log } = options;
  const doFetch = options.fetch ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    // The signal also bounds reading the body, so a server that stalls mid-file times out too.
    const response = await doFetch(url, { signal, headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`ECB rates request failed with HTTP ${response.status}`);
    }
    const { date, rates } = parseEcbXml(await response.text());
    const rows = SHOP_CURRENCIES.map((currency) => ({
      currency,
      rate: rates[currency] ?? '',
      rateDate: date,
      source: 'ecb',
    }));
    const now = options.now?.() ?? new Date();
    await db.transaction().execute((trx) => upsertRates(trx, rows, now));
    log.info({ date, PLN: rates.PLN, GBP: rates.GBP }, 'Exchange rates refreshed from the ECB');
    return { updated: true, date };
  } catch (err) {
    if (options.signal?.aborted) return { updated: false };
    log.warn({ err, url }, 'Exchange rate refresh failed; keeping the stored rates');
    return { updated: false };
  }
}

/** True when the stored rates are the built-in snapshot, incomplete, or were last fetched a day or more ago. */
async function ratesAreStale(db: Db, now: Date): Promise<boolean> {
  const { oldestUpdatedAt, usesDefault } = await getRatesStatus(db);
  if (usesDefault || oldestUpdatedAt === null) return true;
  const updated = Date.parse(oldestUpdatedAt);
  return Number.isNaN(updated) || now.getTime() - updated >= DAY_MS;
}

/**
 * Checks at start and then every `intervalMs` (default 1 h) and refreshes when the stored rates are
 * stale: so rates are fetched once a day, and a failed fetch is retried within the hour instead of a
 * day later. The timer is unref'd so it never keeps the process alive; `ready` settles when the
 * start-up check is done.
 */
export function startExchangeRatesRefresher(
  db: Db,
  options: RefresherOptions,
): { stop(): void; ready: Promise<void> } {
  const controller = new AbortController();
  const refreshOptions: RefreshOptions = { ...options, signal: controller.signal };
  const now = options.now ?? (() => new Date());

  const refreshIfStale = async () => {
    try {
      if (await ratesAreStale(db, now())) await refreshExchangeRates(db, refreshOptions);
    } catch (err) {
      options.log.warn({ err }, 'Could not check the stored exchange rates');
    }
  };
  const ready = refreshIfStale();
  const timer = setInterval(() => void refreshIfStale(), options.intervalMs ?? HOUR_MS);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      controller.abort();
    },
    ready,
  };
}
