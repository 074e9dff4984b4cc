/**
 * Back-office brands: the add-brand form's rules, a logo set by path (the file must exist), and real
 * logo uploads: type read from the bytes, pictures re-encoded, SVGs rasterised, executables and
 * oversize files refused with nothing written, stored files served with a long cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '#api/contract/admin-catalog.ts';
import { insertTestBrand } from '#db/test/factories.ts';
import { registerTestAdmin, registerTestUser } from '../test/auth-helpers.ts';
import { multipart, type Part } from '../test/multipart.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';
let customer = '';
let uploads = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerTestAdmin(t.app, t.db)).cookie;
  customer = (await registerTestUser(t.app)).cookie;
  uploads = path.join(t.tmp, 'uploads');
});
afterAll(async () => t.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin, ...headers } });

const brandRow = (id: number) =>
  t.db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function upload(
  brandId: number,
  parts: Part[],
  cookie: string | null = admin,
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/brands/${brandId}/logo`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}), ...headers },
  });
}

const logoFile = (data: Buffer, filename: string, type: string): Part => ({
  name: 'logo',
  data,
  filename,
  type,
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

const brandFiles = () =>
  fs.existsSync(path.join(uploads, 'brands')) ? fs.readdirSync(path.join(uploads, 'brands')) : [];

describe('POST /api/brands', () => {
  it('creates a brand with a trimmed name, an optional website and the OEM flag', async () => {
    const res = await call('POST', '/api/brands', {
      name: '  Lemförder ',
      website: 'https://www.zf.com',
      isOem: true,
    });
    expect(res.statusCode).toBe(201);
    const brand = res.json();
    expect(brand).toEqual({
      id: expect.any(Number),
      name: 'Lemförder',
      website: 'https://www.zf.com',
      isOem: true,
      logo: null,
    });
    expect(await brandRow(brand.id)).toMatchObject({ name: 'Lemförder', isOem: 1, logo: null });
    const plain = await call('POST', '/api/brands', { name: 'Meyle', website: '  ' });
    expect(plain.json()).toMatchObject({ name: 'Meyle', website: null, isOem: false });
  });

  it('refuses a name another brand has, whatever its case (409)', async () => {
    await call('POST', '/api/brands', { name: 'Łuczniczka' });
    for (const name of ['łuczniczka', 'ŁUCZNICZKA', ' Łuczniczka ']) {
      const res = await call('POST', '/api/brands', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('brand_name_taken');
    }
    const pl = await call('POST', '/api/brands', { name: 'MEYLE' }, { 'x-language': 'pl' });
    expect(pl.json()).toEqual({ error: 'brand_name_taken', message: 'Marka o nazwie MEYLE już istnieje.' });
  });

  it.each([
    [{ name: ' ' }, 'brand_name_required', 'Brand name is required'],
    [{ name: 'b'.repeat(101) }, 'brand_name_too_long', 'Brand name must be at most 100 characters'],
    [
      { name: 'Web one', website: 'not a url' },
      'invalid_website',
      'Website must be a valid URL, for example https://example.com',
    ],
    [
      { name: 'Web two', website: 'javascript:alert(1)' },
      'invalid_website',
      'Website must be a valid URL, for example https://example.com',
    ],
    [
      { name: 'Web three', website: 'ftp://example.com' },
      'invalid_website',
      'Website must be a valid URL, for example https://example.com',
    ],
  ])('refuses %j', async (body, error, message) => {
    const res = await call('POST', '/api/brands', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, message });
  });

  it('speaks Polish', async () => {
    const res = await call('POST', '/api/brands', { name: 'X', website: 'nope' }, { 'x-language': 'pl' });
    expect(res.json().message).toBe(
      'Strona internetowa musi być prawidłowym adresem URL, np. https://example.com',
    );
  });
});

describe('PATCH /api/admin/brands/:brandId/logo', () => {
  it('sets a logo to a file that exists under /uploads/', async () => {
    const brand = await insertTestBrand(t.db, { logo: null });
    fs.mkdirSync(path.join(uploads, 'brands'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'brands', 'febi.png'), await picture(8, 8).png().toBuffer());
    const res = await call('PATCH', `/api/admin/brands/${brand}/logo`, { logo: '/uploads/brands/febi.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({ id: brand, logo: '/uploads/brands/febi.png' });
    expect((await brandRow(brand)).logo).toBe('/uploads/brands/febi.png');
  });

  it.each([
    '/uploads/brands/missing.png',
    '/uploads/../package.json',
    '/etc/passwd',
    '/uploads/brands',
    'https://x.test/a.png',
  ])('refuses %s and keeps the old logo', async (logo) => {
    const brand = await insertTestBrand(t.db, { logo: '/uploads/brands/old.svg' });
    const res = await call('PATCH', `/api/admin/brands/${brand}/logo`, { logo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'logo_file_not_found',
      message: `Logo file not found: ${logo}. Please give the path of a file under /uploads/.`,
    });
    expect((await brandRow(brand)).logo).toBe('/uploads/brands/old.svg');
  });

  it('answers 404 Brand not found for an unknown brand', async () => {
    const res = await call('PATCH', '/api/admin/brands/999999/logo', { logo: '/uploads/brands/febi.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'brand_not_found', message: 'Brand not found' });
  });
});

describe('POST /api/admin/brands/:brandId/logo', () => {
  let before: string[] = [];
  beforeEach(() => {
    before = brandFiles();
  });

  it.each([
    ['png', async () => picture(1024, 256).png().toBuffer(), 'image/png', 'png', 512, 128],
    ['jpeg', async () => picture(64, 48).jpeg().toBuffer(), 'image/jpeg', 'jpg', 64, 48],
    ['webp', async () => picture(300, 600).webp().toBuffer(), 'image/webp', 'webp', 256, 512],
  ] as const)(
    'stores a %s logo, re-encoded within 512x512, and serves it cached for a year',
    async (_kind, make, type, ext, width, height) => {
      const brand = await insertTestBrand(t.db, { name: `Upload ${ext} Brand`, logo: null });
      const res = await upload(brand, [logoFile(await make(), `logo.${ext}`, type)]);
      expect(res.statusCode, res.body).toBe(200);
      const logo: string = res.json().brand.logo;
      expect(logo).toMatch(new RegExp(`^/uploads/brands/upload-${ext}-brand-[0-9a-f]{12}\\.${ext}$`));
      expect((await brandRow(brand)).logo).toBe(logo);

      const onDisk = path.join(uploads, logo.slice('/uploads/'.length));
      const meta = await sharp(fs.readFileSync(onDisk)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([ext === 'jpg' ? 'jpeg' : ext, width, height]);

      const served = await t.app.inject(logo);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(fs.readFileSync(onDisk))).toBe(true);
    },
  );

  it('rasterises an SVG (script and all) to a PNG', async () => {
    const brand = await insertTestBrand(t.db, { name: 'Vector', logo: null });
    const svg = `<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><script>alert(document.cookie)</script><rect width="64" height="32" fill="#c00"/><use href="#r"/></svg>`;
    const res = await upload(brand, [logoFile(Buffer.from(svg), 'logo.svg', 'image/svg+xml')]);
    expect(res.statusCode, res.body).toBe(200);
    const logo: string = res.json().brand.logo;
    expect(logo).toMatch(/^\/uploads\/brands\/vector-[0-9a-f]{12}\.png$/);
    const stored = fs.readFileSync(path.join(uploads, logo.slice('/uploads/'.length)));
    expect(stored.includes('<script')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);
    expect((await t.app.inject(logo)).headers['content-type']).toBe('image/png');
  });

  it.each([
    [
      'an ELF executable named logo.png',
      Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(200, 1)]),
    ],
    [
      'a Windows executable named logo.png',
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 0)]),
    ],
    ['an HTML page named logo.png', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'an SVG with an entity',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
    ],
    [
      'an SVG with an external picture',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://127.0.0.1/x.png"/></svg>'),
    ],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])('refuses %s with 415 and writes nothing', async (_name, data) => {
    const brand = await insertTestBrand(t.db, { logo: '/uploads/brands/old.svg' });
    const res = await upload(brand, [logoFile(data, 'logo.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'logo_type_not_supported',
      message: 'The logo must be a PNG, JPEG, WebP or SVG image.',
    });
    expect(brandFiles()).toEqual(before);
    expect((await brandRow(brand)).logo).toBe('/uploads/brands/old.svg');
  });

  it('refuses a file over 512 KiB with 413 and writes nothing', async () => {
    const brand = await insertTestBrand(t.db, { logo: '/uploads/brands/old.svg' });
    const png = await picture(16, 16).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES + 1 - png.length, 7)]);
    const res = await upload(brand, [logoFile(big, 'logo.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'logo_too_large', message: 'The logo must be at most 512 KB' });
    const pl = await upload(brand, [logoFile(big, 'logo.png', 'image/png')], admin, { 'x-language': 'pl' });
    expect(pl.json().message).toBe('Logo może mieć najwyżej 512 KB');
    expect(brandFiles()).toEqual(before);
    expect((await brandRow(brand)).logo).toBe('/uploads/brands/old.svg');
  });

  it('replaces its own previous upload and removes the old file', async () => {
    const brand = await insertTestBrand(t.db, { name: 'Replaced', logo: null });
    const first = (
      await upload(brand, [logoFile(await picture(10, 10).png().toBuffer(), 'a.png', 'image/png')])
    ).json().brand.logo;
    const second = (
      await upload(brand, [logoFile(await picture(20, 10).png().toBuffer(), 'b.png', 'image/png')])
    ).json().brand.logo;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(uploads, first.slice('/uploads/'.length)))).toBe(false);
    expect(fs.existsSync(path.join(uploads, second.slice('/uploads/'.length)))).toBe(true);
  });

  it('asks for a file: none sent, another field name, or not multipart', async () => {
    const brand = await insertTestBrand(t.db, { logo: null });
    const noFile = await upload(brand, [{ name: 'note', data: 'hello' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      error: 'logo_file_required',
      message: 'Please choose a logo file to upload.',
    });
    const otherField = await upload(brand, [
      { name: 'image', data: await picture(4, 4).png().toBuffer(), filename: 'a.png', type: 'image/png' },
    ]);
    expect(otherField.json().error).toBe('logo_file_required');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brand}/logo`,
      payload: { logo: 'x' },
      headers: { cookie: admin },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('logo_multipart_required');
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brand}/logo`,
      payload: await picture(4, 4).png().toBuffer(),
      headers: { cookie: admin, 'content-type': 'image/png' },
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().error).toBe('logo_multipart_required');
    expect(brandFiles()).toEqual(before);
  });

  it('answers 404 for an unknown brand, 401 signed out and 403 for customers', async () => {
    const png = await picture(4, 4).png().toBuffer();
    const unknown = await upload(999999, [logoFile(png, 'a.png', 'image/png')]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'brand_not_found', message: 'Brand not found' });
    const brand = await insertTestBrand(t.db, { logo: null });
    expect((await upload(brand, [logoFile(png, 'a.png', 'image/png')], null)).statusCode).toBe(401);
    expect((await upload(brand, [logoFile(png, 'a.png', 'image/png')], customer)).statusCode).toBe(403);
    expect((await brandRow(brand)).logo).toBeNull();
    expect(brandFiles()).toEqual(before);
  });
});
