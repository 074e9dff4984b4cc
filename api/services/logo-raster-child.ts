/**
 * One SVG (a logo, a scraped picture) rasterised in a process of its own (see `logo-raster.ts`): librsvg's work cannot be
 * interrupted inside the server, a process can be killed. Reads one message, answers one, exits.
 */
import { loadSharp } from './sharp.ts';

const MAX_SIZE = 2048;
const MAX_INPUT_PIXELS = 4096 * 4096;

interface Request {
  svg: Uint8Array;
  /** The longest side of the picture, at most. */
  size: number;
}

type Answer = { png: Uint8Array } | { error: 'unsupported' };

async function rasterise(svg: Buffer, size: number): Promise<Answer> {
  const sharp = await loadSharp();
  // One thread and no cache: the parent limits the time, this keeps the memory small.
  sharp.concurrency(1);
  sharp.cache(false);
  try {
    // Only the declared size is read first; the rendering is sized to fit, and limited.
    const meta = await sharp(svg, { limitInputPixels: false }).metadata();
    if (meta.format !== 'svg') return { error: 'unsupported' };
    const longest = Math.max(meta.width, meta.height, 1);
    const density = Math.min(Math.max((72 * size) / longest, 1), 72 * 64);
    const png = await sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png };
  } catch {
    return { error: 'unsupported' };
  }
}

process.once('message', (request: Request) => {
  const size = Math.min(Math.max(Math.round(Number(request.size) || 512), 16), MAX_SIZE);
  void rasterise(Buffer.from(request.svg), size).then((answer) => {
    process.send?.(answer, () => process.exit(0));
  });
});
