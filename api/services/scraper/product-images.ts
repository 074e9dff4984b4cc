/**
 * Copies a scraped product's pictures to our server, so the shop never hot-links another site: each
 * download goes through the SSRF-safe fetcher, must decode as a picture, and is re-encoded as WebP (at
 * most 1200 px, metadata stripped) with a 400 px WebP thumbnail beside it
 * (`/uploads/products/<hash>.webp` and `<hash>-thumb.webp`). Anything else is skipped and counted.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { rasteriseSvg, svgEffectsProblem } from '../logo-raster.ts';
import { loadSharp } from '../sharp.ts';
import type { Fetcher } from './fetcher.ts';

const FULL_SIZE = 1200;
const THUMB_SIZE = 400;
const MAX_INPUT_PIXELS = 8000 * 8000;
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'svg']);
/** Downloads at once: a few, to be quick without hammering the source site. */
const PARALLEL = 3;

export const PRODUCT_UPLOADS = 'products';

export interface StoredImage {
  /** Served path of the full picture. */
  url: string;
  thumbnailUrl: string;
}

/** Two imports of the same picture at once write the same file: each through a temporary name of its own. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** Re-encodes one downloaded picture and stores it with its thumbnail; null when it is no picture. */
export async function storeProductImage(uploadsDir: string, data: Buffer): Promise<StoredImage | null> {
  let full: Buffer;
  let thumb: Buffer;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !PICTURE_FORMATS.has(meta.format)) return null;
    if (meta.format === 'svg') {
      // Drawn like an uploaded logo: within the effects budget, in a process killed past its limit.
      if (svgEffectsProblem(data.toString('utf8')) !== null) return null;
      data = await rasteriseSvg(data, { size: FULL_SIZE });
    }
    const base = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    full = await base()
      .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await base()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 20);
  const dir = path.join(uploadsDir, PRODUCT_UPLOADS);
  await fs.mkdir(dir, { recursive: true });
  await writeAtomically(path.join(dir, `${hash}.webp`), full);
  await writeAtomically(path.join(dir, `${hash}-thumb.webp`), thumb);
  return {
    url: `/uploads/${PRODUCT_UPLOADS}/${hash}.webp`,
    thumbnailUrl: `/uploads/${PRODUCT_UPLOADS}/${hash}-thumb.webp`,
  };
}

/**
 * Downloads and stores the pictures in order; the same picture twice is kept once. Addresses already
 * on our server (`/uploads/...`) are kept as they are.
 */
export async function copyProductImages(
  fetcher: Fetcher,
  uploadsDir: string,
  urls: readonly string[],
): Promise<{ images: string[]; failed: number }> {
  const results: (string | null)[] = new Array<string | null>(urls.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index]!;
      if (url.startsWith('/uploads/')) {
        results[index] = url;
        continue;
      }
      try {
        const file = await fetcher.fetchImage(url);
        results[index] = (await storeProductImage(uploadsDir, file.data))?.url ?? null;
      } catch {
        results[index] = null;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker));
  const images = [...new Set(results.filter((r): r is string => r !== null))];
  return { images, failed: results.filter((r) => r === null).length };
}
