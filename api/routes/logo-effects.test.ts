/**
 * SVG logos that would keep a core busy: refused by the effects budget before anything is rendered,
 * or killed with their rendering process past the time limit; the brand keeps its logo either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestBrand } from '#db/test/factories.ts';
import { registerTestAdmin } from '../test/auth-helpers.ts';
import { multipart } from '../test/multipart.ts';
import { createTestApp } from '../test/test-app.ts';

/** About 10 KB of filters: blurs of thousands of pixels over a region fifty times the picture. */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000">
<filter id="f" x="-2500%" y="-2500%" width="5000%" height="5000%">
${'<feGaussianBlur stdDeviation="1000"/><feTurbulence baseFrequency="0.9" numOctaves="40"/><feMorphology radius="500"/>'.repeat(30)}
</filter><rect width="2000" height="2000" filter="url(#f)"/></svg>`;

const PLAIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#06c"/></svg>';

async function setUp(timeoutMs?: number) {
  const t = await createTestApp(timeoutMs === undefined ? {} : { logoRaster: { timeoutMs } });
  const admin = (await registerTestAdmin(t.app, t.db)).cookie;
  const upload = (brandId: number, svg: string, language = 'en') => {
    const body = multipart([
      { name: 'logo', data: Buffer.from(svg), filename: 'logo.svg', type: 'image/svg+xml' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/logo`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: admin, 'accept-language': language },
    });
  };
  const logoOf = async (id: number) =>
    (await t.db.selectFrom('brands').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo;
  return { t, upload, logoOf };
}

describe('the effects budget', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => s.t.close());

  it(`refuses a ${(HOSTILE.length / 1024).toFixed(0)} KB SVG of heavy filters with a translated 422`, async () => {
    const brand = await insertTestBrand(s.t.db, { logo: '/uploads/brands/old.png' });
    const english = await s.upload(brand, HOSTILE);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      error: 'logo_too_complex',
      message:
        'This SVG uses more filters or effects than a logo needs and cannot be converted. Please upload a simpler SVG or a PNG.',
    });
    const polish = await s.upload(brand, HOSTILE, 'pl');
    expect(polish.json<{ message: string }>().message).toContain('Ten plik SVG');
    expect(await s.logoOf(brand)).toBe('/uploads/brands/old.png');
  });
});

describe('the time limit', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // Shorter than starting a process at all: every rendering is over the limit.
    s = await setUp(1);
  });
  afterAll(async () => s.t.close());

  it('kills a rendering past the limit; the brand keeps its logo', async () => {
    const brand = await insertTestBrand(s.t.db, { logo: '/uploads/brands/old.png' });
    const response = await s.upload(brand, PLAIN);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'logo_too_complex' });
    expect(await s.logoOf(brand)).toBe('/uploads/brands/old.png');
  });
});
