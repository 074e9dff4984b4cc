/**
 * The vehicle finder's lookups: options, KBA type code (HSN/TSN) and registration number through a
 * provider served on 127.0.0.1 inside the test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import {
  insertVehicle,
  insertVehicleMake,
  insertVehicleModel,
  insertVehicleTypeCodes,
} from '#db/repositories/vehicles.ts';
import { createTestApp } from '../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What the fake provider answers per registration (after our normalisation). */
const ANSWERS: Record<string, { status: number; body: string }> = {
  WOB123: { status: 200, body: JSON.stringify({ make: 'VW', model: 'Golf', hsn: '0603', tsn: 'BFY' }) },
  KR4711A: {
    status: 200,
    body: JSON.stringify({ make: 'VOLKSWAGEN', model: 'GOLF VII', year: 2015, kw: 81, fuel: 'Diesel' }),
  },
  // An HSN/TSN we do not have: the names decide.
  B4242: {
    status: 200,
    body: JSON.stringify({
      make: 'Volkswagen',
      model: 'Golf',
      year: 2016,
      ccm: 1984,
      hsn: '0603',
      tsn: 'ZZZ',
    }),
  },
  PO55555: { status: 200, body: JSON.stringify({ make: 'Citroen', model: 'Berlingo', fuel: 'Benzyna' }) },
  NOCAR1: { status: 200, body: JSON.stringify({ make: 'Lada', model: 'Niva', year: 2010 }) },
  UNKNOWN1: { status: 404, body: JSON.stringify({ error: 'not found' }) },
  BROKEN1: { status: 500, body: 'Internal Server Error' },
  BADJSON1: { status: 200, body: '{"make": "VW", "model": ' },
  NOMAKE1: { status: 200, body: JSON.stringify({ model: 'Golf' }) },
  HUGE1: { status: 200, body: JSON.stringify({ make: 'VW', model: 'Golf', padding: 'x'.repeat(70 * 1024) }) },
};

let provider: http.Server;
let requests: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let withProvider: TestApp;
let noProvider: TestApp;

type Variant = 'golf7tdi' | 'golf7gti' | 'golf6tdi' | 'berlingoVti' | 'berlingoHdi';
/** The variants' ids, set by insertCatalogue. */
const ids = {} as Record<Variant, number>;

async function insertCatalogue(db: Db) {
  const vw = await insertVehicleMake(db, { name: 'Volkswagen', slug: 'volkswagen' });
  const citroen = await insertVehicleMake(db, { name: 'Citroën', slug: 'citroen' });
  const golf7 = await insertVehicleModel(db, {
    makeId: vw,
    name: 'Golf VII (5G1)',
    yearFrom: 2012,
    yearTo: 2020,
  });
  const golf6 = await insertVehicleModel(db, {
    makeId: vw,
    name: 'Golf VI (5K1)',
    yearFrom: 2008,
    yearTo: 2013,
  });
  const berlingo = await insertVehicleModel(db, {
    makeId: citroen,
    name: 'Berlingo II (B9)',
    yearFrom: 2008,
    yearTo: 2018,
  });
  const allYear = { monthFrom: 1, monthTo: 12 };
  // [variant, model, name, fuel, kW, ccm, built from, built to]
  const variants: [Variant, number, string, string, number, number, number, number][] = [
    ['golf7tdi', golf7, '1.6 TDI', 'diesel', 81, 1598, 2012, 2020],
    ['golf7gti', golf7, '2.0 GTI', 'petrol', 162, 1984, 2013, 2017],
    ['golf6tdi', golf6, '1.6 TDI', 'diesel', 77, 1598, 2009, 2012],
    ['berlingoVti', berlingo, '1.6 VTi', 'petrol', 72, 1598, 2008, 2018],
    ['berlingoHdi', berlingo, '1.6 HDi', 'diesel', 66, 1560, 2008, 2018],
  ];
  for (const [key, modelId, name, fuel, kw, ccm, yearFrom, yearTo] of variants)
    ids[key] = await insertVehicle(db, { ...allYear, modelId, name, fuel, kw, ccm, yearFrom, yearTo });
  await insertVehicleTypeCodes(db, [
    { hsn: '0603', tsn: 'BFY', vehicleId: ids.golf7tdi },
    // One code, two variants (a facelift registered under the same type).
    { hsn: '0603', tsn: 'AXU', vehicleId: ids.golf7tdi },
    { hsn: '0603', tsn: 'AXU', vehicleId: ids.golf7gti },
    { hsn: '3004', tsn: 'AAW', vehicleId: ids.berlingoHdi },
  ]);
}

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const registration = new URL(req.url ?? '/', 'http://x').searchParams.get('registration') ?? '';
    if (registration === 'SLOW1') return; // never answers: the client's timeout must end the call
    const answer = ANSWERS[registration] ?? { status: 404, body: '{}' };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  withProvider = await createTestApp({
    config: { plateLookupUrl: `http://127.0.0.1:${port}/v1/lookup`, plateLookupToken: 'test-token' },
    // Shorter than the real 5 s so the stalling provider case ends sooner; ample for the others.
    plateLookup: { timeoutMs: 2_500 },
  });
  await insertCatalogue(withProvider.db);
  noProvider = await createTestApp();
});

afterAll(async () => {
  await withProvider.close();
  await noProvider.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const names = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((v) => v.id);

describe('GET /api/vehicles/lookup-options', () => {
  it('offers plate lookup only with a configured provider', async () => {
    expect((await noProvider.app.inject('/api/vehicles/lookup-options')).json()).toEqual({
      plateLookup: false,
    });
    expect((await withProvider.app.inject('/api/vehicles/lookup-options')).json()).toEqual({
      plateLookup: true,
    });
  });
});

describe('GET /api/vehicles/type-code', () => {
  const lookup = (hsn: string, tsn: string, headers: Record<string, string> = {}) =>
    withProvider.app.inject({ url: '/api/vehicles/type-code', query: { hsn, tsn }, headers });

  it('finds the vehicle of an HSN/TSN, reading only the first 3 TSN characters in any case', async () => {
    for (const [hsn, tsn] of [
      ['0603', 'BFY'],
      [' 0603 ', ' bfy '],
      ['0603', 'BFY12345'],
    ] as const) {
      const res = await lookup(hsn, tsn);
      expect(res.statusCode, `${hsn}/${tsn}`).toBe(200);
      expect(res.json()).toEqual([
        {
          id: ids.golf7tdi,
          modelId: expect.any(Number),
          make: 'Volkswagen',
          model: 'Golf VII (5G1)',
          name: '1.6 TDI',
          fuel: 'diesel',
          kw: 81,
          hp: 110,
          ccm: 1598,
          yearFrom: 2012,
          monthFrom: 1,
          yearTo: 2020,
          monthTo: 12,
        },
      ]);
    }
  });

  it('lists every variant registered under one code, by name', async () => {
    expect(names(await lookup('0603', 'AXU'))).toEqual([ids.golf7tdi, ids.golf7gti]);
  });

  it('refuses an HSN that is not exactly 4 digits and a TSN without 3 letters or digits', async () => {
    for (const hsn of ['603', '06031', '06O3', '06 3', '-603']) {
      const res = await lookup(hsn, 'BFY');
      expect(res.statusCode, hsn).toBe(400);
      expect(res.json(), hsn).toMatchObject({ error: 'invalid_hsn' });
    }
    for (const tsn of ['BF', 'B-Y', 'ŻFY', '   ']) {
      const res = await lookup('0603', tsn);
      expect(res.statusCode, tsn).toBe(400);
      expect(res.json(), tsn).toMatchObject({ error: 'invalid_tsn' });
    }
    expect((await withProvider.app.inject('/api/vehicles/type-code?hsn=0603')).statusCode).toBe(400);
  });

  it('answers 404 naming the codes when no vehicle has them, in English or Polish', async () => {
    const en = await lookup('0603', 'qqq1');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      error: 'type_code_not_found',
      message:
        'We have no vehicle with HSN 0603 and TSN QQQ. Please check the codes or choose the vehicle with the make, model and engine selects.',
    });
    const pl = await lookup('9999', 'ABC', { 'x-language': 'pl' });
    expect(pl.statusCode).toBe(404);
    expect(pl.json().message).toBe(
      'Nie mamy pojazdu o kodach HSN 9999 i TSN ABC. Sprawdź kody albo wybierz pojazd z list marki, modelu i silnika.',
    );
  });

  it('explains a bad HSN in Polish', async () => {
    const res = await lookup('12', 'ABC', { 'x-language': 'pl' });
    expect(res.json().message).toBe(
      'Kod HSN (pole 2.1 niemieckiego dowodu rejestracyjnego) musi mieć dokładnie 4 cyfry.',
    );
  });
});

describe('GET /api/vehicles/plate', () => {
  const plate = (registration: string, app = withProvider.app, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/vehicles/plate', query: { registration, country: 'DE' }, headers });

  it('asks the provider with the normalised registration, country, JSON accept and the token', async () => {
    requests = [];
    const res = await plate('wob-12 3');
    expect(res.statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const sent = new URL(requests[0]!.url, 'http://x');
    expect(sent.pathname).toBe('/v1/lookup');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ registration: 'WOB123', country: 'DE' });
    expect(requests[0]!.headers.accept).toBe('application/json');
    expect(requests[0]!.headers.authorization).toBe('Bearer test-token');
  });

  it('matches the answer by HSN/TSN when the provider gives them', async () => {
    expect(names(await plate('WOB 123'))).toEqual([ids.golf7tdi]);
  });

  it('matches by make and model names, narrowed by year, kW and fuel', async () => {
    expect(names(await plate('KR 4711A'))).toEqual([ids.golf7tdi]);
    // Unknown code: names; "Golf" fits both generations, 2016 and 1984 ccm only the GTI.
    expect(names(await plate('B-4242'))).toEqual([ids.golf7gti]);
    // "Citroen" without the diaeresis, Polish fuel word.
    expect(names(await plate('PO55555'))).toEqual([ids.berlingoVti]);
  });

  it('answers 404 for a plate the provider does not know and for a car we do not list', async () => {
    const unknown = await plate('UNKNOWN1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'plate_not_found' });
    expect(unknown.json().message).toContain('UNKNOWN1');
    const lada = await plate('NOCAR1', withProvider.app, { 'x-language': 'pl' });
    expect(lada.statusCode).toBe(404);
    expect(lada.json()).toEqual({
      error: 'plate_vehicle_not_found',
      message:
        'Pojazdu o numerze rejestracyjnym NOCAR1 (Lada Niva 2010) nie ma w naszym katalogu. Wybierz podobny pojazd z list marki, modelu i silnika.',
    });
  });

  it('answers 502 when the provider fails, stalls, or sends bad, incomplete or oversized JSON', async () => {
    for (const registration of ['BROKEN1', 'SLOW1', 'BADJSON1', 'NOMAKE1', 'HUGE1']) {
      const res = await plate(registration);
      expect(res.statusCode, registration).toBe(502);
      expect(res.json(), registration).toEqual({
        error: 'plate_lookup_failed',
        message:
          'The registration number lookup is not answering right now. Please try again later or choose your vehicle with the make, model and engine selects.',
      });
    }
  });

  it('refuses a registration that is not 2-10 letters and digits', async () => {
    requests = [];
    for (const registration of ['A', 'KR 12345678901', 'KR_1234', 'ŁDZ1234', '--']) {
      const res = await plate(registration);
      expect(res.statusCode, registration).toBe(400);
      expect(res.json(), registration).toMatchObject({ error: 'invalid_registration' });
    }
    expect(requests).toEqual([]);
    const badCountry = await withProvider.app.inject({
      url: '/api/vehicles/plate',
      query: { registration: 'WOB123', country: 'US' },
    });
    expect(badCountry.statusCode).toBe(400);
  });

  it('answers 503 PLATE_LOOKUP_UNAVAILABLE pointing to the selects without a provider', async () => {
    const en = await plate('WOB123', noProvider.app);
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      error: 'PLATE_LOOKUP_UNAVAILABLE',
      message:
        'Lookup by registration number is not available. Please choose your vehicle with the make, model and engine selects.',
    });
    const pl = await plate('WOB123', noProvider.app, { 'x-language': 'pl' });
    expect(pl.json()).toEqual({
      error: 'PLATE_LOOKUP_UNAVAILABLE',
      message:
        'Wyszukiwanie po numerze rejestracyjnym jest niedostępne. Wybierz pojazd z list marki, modelu i silnika.',
    });
  });

  it('limits lookups per IP address', async () => {
    const limited = await createTestApp({ rateLimits: { plateLookupPerIp: 2 } });
    try {
      expect((await plate('WOB123', limited.app)).statusCode).toBe(503);
      expect((await plate('WOB123', limited.app)).statusCode).toBe(503);
      const third = await plate('WOB123', limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: 'too_many_requests' });
      // Another address has its own allowance.
      const other = await limited.app.inject({
        url: '/api/vehicles/plate',
        query: { registration: 'WOB123', country: 'DE' },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(503);
    } finally {
      await limited.close();
    }
  });
});
