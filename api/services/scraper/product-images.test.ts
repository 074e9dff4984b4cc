/**
 * Storing scraped pictures: the same picture stored by several imports at once is kept once, by all;
 * an SVG is drawn like an uploaded logo (within the effects budget, in its own process).
 */
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

  it('draws a plain SVG picture and skips one of heavy filters', async () => {
    const plain = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#2a6"/></svg>',
    );
    const stored = await storeProductImage(dir, plain);
    expect(stored?.url).toMatch(/^\/uploads\/products\/[0-9a-f]{20}\.webp$/);
    const sharp = await loadSharp();
    const meta = await sharp(path.join(dir, stored!.url.slice('/uploads/'.length))).metadata();
    // Vector art is drawn at the full picture size, in its own proportions.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);

    const hostile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><filter id="f">${'<feGaussianBlur stdDeviation="900"/>'.repeat(20)}</filter><rect width="3000" height="3000" filter="url(#f)"/></svg>`,
    );
    expect(await storeProductImage(dir, hostile)).toBeNull();
  });
});
