/** ECB rate refresh against a local HTTP server: parsing, storing, and keeping old rates on any failure. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '#db/client.ts';
import { getRateTable, upsertRates } from '#db/repositories/exchange-rates.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { parseEcbXml, refreshExchangeRates, startExchangeRatesRefresher } from './exchange-rates.ts';
import { convertCents } from './money.ts';

const fixture = fs.readFileSync(new URL('./fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');

function envelope(cubes: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>${cubes}</Cube>
</gesmes:Envelope>`;
}

const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/eurofxref-daily.xml': (res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(fixture),
  '/error': (res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'),
  // A download cut off in the middle of the file.
  '/malformed': (res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(fixture.slice(0, 900)),
  '/no-pln': (res) =>
    res
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(fixture.replace(/\s*<Cube currency="PLN"[^>]*\/>/, '')),
  '/html': (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>'),
  // Never answers: only the client's timeout ends the request.
  '/hang': () => {},
};

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The /hang requests may still hold sockets open.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function fakeLog() {
  return {
    info: vi.fn<(obj: object, msg: string) => void>(),
    warn: vi.fn<(obj: object, msg: string) => void>(),
  };
}

let handle: DbHandle;

beforeEach(async () => {
  handle = await createTestDb();
});

afterEach(async () => {
  await handle.close();
});

function readRows() {
  return handle.db.selectFrom('exchangeRates').selectAll().orderBy('currency').execute();
}

describe('parseEcbXml', () => {
  it('reads the date and every currency of a real-shaped daily file', () => {
    const { date, rates } = parseEcbXml(fixture);
    expect(date).toBe('2026-11-20');
    expect(Object.keys(rates)).toHaveLength(29);
    expect(rates.PLN).toBe('4.2650');
    expect(rates.GBP).toBe('0.8760');
    expect(rates.JPY).toBe('164.21');
  });

  it('accepts single and double quotes, reordered attributes and arbitrary whitespace', () => {
    const xml = envelope(`
      <Cube time='2026-11-19'>
        <Cube currency='PLN' rate='4.2700'/>
        <Cube
          rate="0.8755"
            currency = "GBP" />
        <Cube rate='1.0801' currency="USD"></Cube>
      </Cube>`);
    expect(parseEcbXml(xml)).toEqual({
      date: '2026-11-19',
      rates: { PLN: '4.2700', GBP: '0.8755', USD: '1.0801' },
    });
  });

  it.each([
    ['a truncated file', fixture.slice(0, 900), /truncated/],
    ['an HTML page', '<html><body>Maintenance</body></html>', /malformed/],
    ['a different root element', '<?xml version="1.0"?><Cube><Cube time="2026-11-20"/></Cube>', /malformed/],
    ['no dated Cube', envelope('<Cube currency="PLN" rate="4.2"/>'), /one dated Cube, found 0/],
    [
      'two dated Cubes',
      envelope('<Cube time="2026-11-20"><Cube currency="PLN" rate="4.2"/></Cube><Cube time="2026-11-19"/>'),
      /one dated Cube, found 2/,
    ],
    [
      'an invalid date',
      envelope('<Cube time="2026-02-30"><Cube currency="PLN" rate="4.2"/></Cube>'),
      /invalid date/,
    ],
    [
      'a comma decimal',
      envelope('<Cube time="2026-11-20"><Cube currency="PLN" rate="4,2650"/></Cube>'),
      /PLN/,
    ],
    ['a zero rate', envelope('<Cube time="2026-11-20"><Cube currency="PLN" rate="0.0000"/></Cube>'), /PLN/],
    [
      'a negative rate',
      envelope('<Cube time="2026-11-20"><Cube currency="GBP" rate="-0.87"/></Cube>'),
      /GBP/,
    ],
    [
      'a missing rate',
      envelope('<Cube time="2026-11-20"><Cube currency="GBP"/></Cube>'),
      /invalid rate for GBP/,
    ],
    [
      'a bad currency code',
      envelope('<Cube time="2026-11-20"><Cube currency="pln" rate="4.2"/></Cube>'),
      /currency/,
    ],
    [
      'a duplicated currency',
      envelope(
        '<Cube time="2026-11-20"><Cube currency="PLN" rate="4.2"/><Cube currency="PLN" rate="4.3"/></Cube>',
      ),
      /twice/,
    ],
    ['no PLN', fixture.replace(/<Cube currency="PLN"[^>]*\/>/, ''), /no rate for PLN/],
    [
      'neither PLN nor GBP',
      envelope('<Cube time="2026-11-20"><Cube currency="USD" rate="1.08"/></Cube>'),
      /PLN, GBP/,
    ],
  ])('rejects %s', (_name, xml, message) => {
    expect(() => parseEcbXml(xml)).toThrow(message);
  });
});

describe('refreshExchangeRates', () => {
  it('stores the PLN and GBP rates of the file with source ecb and the file date', async () => {
    const log = fakeLog();
    const now = new Date('2026-11-21T08:00:00.000Z');
    const result = await refreshExchangeRates(handle.db, {
      url: `${baseUrl}/eurofxref-daily.xml`,
      log,
      now: () => now,
    });
    expect(result).toEqual({ updated: true, date: '2026-11-20' });
    expect(await readRows()).toEqual([
      {
        currency: 'GBP',
        rate: '0.8760',
        rateDate: '2026-11-20',
        source: 'ecb',
        updatedAt: now.toISOString(),
      },
      {
        currency: 'PLN',
        rate: '4.2650',
        rateDate: '2026-11-20',
        source: 'ecb',
        updatedAt: now.toISOString(),
      },
    ]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledOnce();
  });

  it('converts prices with the refreshed rates read back from the database', async () => {
    await refreshExchangeRates(handle.db, { url: `${baseUrl}/eurofxref-daily.xml`, log: fakeLog() });
    const { rates, date } = await getRateTable(handle.db);
    expect(rates).toEqual({ EUR: '1', PLN: '4.2650', GBP: '0.8760' });
    expect(date).toBe('2026-11-20');
    // 49.99 EUR * 4.2650 = 213.20735 -> 213.21 PLN
    expect(convertCents(4999, 'EUR', 'PLN', rates)).toBe(21321);
    // 49.99 EUR * 0.8760 = 43.79124 -> 43.79 GBP
    expect(convertCents(4999, 'EUR', 'GBP', rates)).toBe(4379);
    // 100 PLN * 0.8760 / 4.2650 = 20.5393... -> 20.54 GBP
    expect(convertCents(10000, 'PLN', 'GBP', rates)).toBe(2054);
  });

  it.each([
    ['an HTTP 500', '/error', /HTTP 500/],
    ['a 404', '/missing.xml', /HTTP 404/],
    ['a truncated file', '/malformed', /truncated/],
    ['a file without PLN', '/no-pln', /no rate for PLN/],
    ['an HTML page', '/html', /malformed/],
    ['a server that never answers', '/hang', /timeout|aborted/i],
  ])('keeps the stored rates and warns on %s', async (_name, path, message) => {
    // Start from rates a previous refresh stored, not only the migration's snapshot.
    await upsertRates(handle.db, [
      { currency: 'PLN', rate: '4.2500', rateDate: '2026-11-19', source: 'ecb' },
      { currency: 'GBP', rate: '0.8800', rateDate: '2026-11-19', source: 'ecb' },
    ]);
    const before = await readRows();
    const log = fakeLog();
    const result = await refreshExchangeRates(handle.db, { url: `${baseUrl}${path}`, log, timeoutMs: 200 });
    expect(result).toEqual({ updated: false });
    expect(await readRows()).toEqual(before);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledOnce();
    const [obj] = log.warn.mock.calls[0] ?? [];
    expect(obj).toMatchObject({ url: `${baseUrl}${path}` });
    expect(String((obj as { err?: unknown }).err)).toMatch(message);
  });

  it('keeps the migration snapshot when nothing is listening', async () => {
    const before = await readRows();
    const log = fakeLog();
    // Port 1 on loopback: connection refused.
    const result = await refreshExchangeRates(handle.db, { url: 'http://127.0.0.1:1/x.xml', log });
    expect(result).toEqual({ updated: false });
    expect(await readRows()).toEqual(before);
    expect(before.map((row) => row.source)).toEqual(['default', 'default']);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('does not throw when the database write fails', async () => {
    const log = fakeLog();
    await handle.db.schema.dropTable('exchangeRates').execute();
    const result = await refreshExchangeRates(handle.db, { url: `${baseUrl}/eurofxref-daily.xml`, log });
    expect(result).toEqual({ updated: false });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

describe('startExchangeRatesRefresher', () => {
  const url = () => `${baseUrl}/eurofxref-daily.xml`;
  const countingFetch = () => vi.fn<typeof fetch>((input, init) => fetch(input, init));

  it('refreshes at start while the stored rates are the built-in snapshot', async () => {
    const fetchSpy = countingFetch();
    const refresher = startExchangeRatesRefresher(handle.db, { url: url(), fetch: fetchSpy, log: fakeLog() });
    await refresher.ready;
    refresher.stop();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect((await readRows()).map((row) => [row.currency, row.rate, row.source])).toEqual([
      ['GBP', '0.8760', 'ecb'],
      ['PLN', '4.2650', 'ecb'],
    ]);
  });

  it('skips the start-up refresh when the rates were fetched less than a day ago', async () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    await upsertRates(
      handle.db,
      [
        { currency: 'PLN', rate: '4.2500', rateDate: '2026-11-20', source: 'ecb' },
        { currency: 'GBP', rate: '0.8800', rateDate: '2026-11-20', source: 'ecb' },
      ],
      new Date('2026-11-20T16:30:00.000Z'),
    );
    const fetchSpy = countingFetch();
    const refresher = startExchangeRatesRefresher(handle.db, {
      url: url(),
      fetch: fetchSpy,
      log: fakeLog(),
      now: () => now,
    });
    await refresher.ready;
    refresher.stop();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refreshes at start when the rates were fetched a day or more ago', async () => {
    await upsertRates(
      handle.db,
      [
        { currency: 'PLN', rate: '4.2500', rateDate: '2026-11-19', source: 'ecb' },
        { currency: 'GBP', rate: '0.8800', rateDate: '2026-11-19', source: 'ecb' },
      ],
      new Date('2026-11-20T12:00:00.000Z'),
    );
    const fetchSpy = countingFetch();
    const refresher = startExchangeRatesRefresher(handle.db, {
      url: url(),
      fetch: fetchSpy,
      log: fakeLog(),
      now: () => new Date('2026-11-21T12:00:00.000Z'),
    });
    await refresher.ready;
    refresher.stop();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect((await getRateTable(handle.db)).rates.PLN).toBe('4.2650');
  });

  it('checks every interval, fetches only once the rates are a day old, and stops', async () => {
    const fetchSpy = countingFetch();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const refresher = startExchangeRatesRefresher(handle.db, {
      url: url(),
      fetch: fetchSpy,
      log: fakeLog(),
      intervalMs: 20,
      now: () => new Date(clock),
    });
    await refresher.ready;
    // The fresh database holds the default snapshot: fetched at start.
    expect(fetchSpy.mock.calls.length).toBe(1);
    // Checks go on, but the rates are fresh: no new fetch.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchSpy.mock.calls.length).toBe(1);
    // A day later the next check fetches again, once.
    clock += 24 * 60 * 60 * 1000;
    await vi.waitFor(() => expect(fetchSpy.mock.calls.length).toBe(2), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchSpy.mock.calls.length).toBe(2);
    refresher.stop();
    clock += 24 * 60 * 60 * 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchSpy.mock.calls.length).toBe(2);
  });

  it('retries a failed fetch at the next check instead of a day later', async () => {
    let calls = 0;
    const flaky = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) return new Response('down', { status: 503 });
      return fetch(input, init);
    });
    const refresher = startExchangeRatesRefresher(handle.db, {
      url: url(),
      fetch: flaky,
      log: fakeLog(),
      intervalMs: 20,
    });
    await refresher.ready;
    // The snapshot shares the file's date, so wait for the source to change, not the date.
    await vi.waitFor(
      async () => {
        const rows = await handle.db.selectFrom('exchangeRates').select(['source']).execute();
        expect(rows.map((r) => r.source)).toEqual(['ecb', 'ecb']);
      },
      { timeout: 2000 },
    );
    expect(calls).toBeGreaterThanOrEqual(2);
    refresher.stop();
  });
});
