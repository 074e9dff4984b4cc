/** Storing scraped pictures: the same picture stored by several imports at once is kept once, by all. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSharp } from '../sharp.ts';
import { storeProductImage } from './product-images.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('storeProductImage', () => {
  it('stores one picture written by eight imports at the same moment', async () => {
    const sharp = await loadSharp();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const stored = await Promise.all(Array.from({ length: 8 }, () => storeProductImage(dir, png)));
    expect(stored.every((s) => s !== null)).toBe(true);
    expect(new Set(stored.map((s) => s!.url)).size).toBe(1);
    const files = fs.readdirSync(path.join(dir, 'products'));
    expect(files.sort()).toEqual(
      [path.basename(stored[0]!.url), path.basename(stored[0]!.thumbnailUrl)].sort(),
    );
  });
});
