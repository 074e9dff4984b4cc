/**
 * One SVG logo rasterised in a process of its own (see `logo-raster.ts`): librsvg's work cannot be
 * interrupted inside the server, a process can be killed. Reads one message, answers one, exits.
 */
import { loadSharp } from './sharp.ts';

const LOGO_SIZE = 512;
const MAX_INPUT_PIXELS = 4096 * 4096;

interface Request {
  svg: Uint8Array;
}

type Answer = { png: Uint8Array } | { error: 'unsupported' };

async function rasterise(svg: Buffer): Promise<Answer> {
  const sharp = await loadSharp();
  // One thread and no cache: the parent limits the time, this keeps the memory small.
  sharp.concurrency(1);
  sharp.cache(false);
  try {
    // Only the declared size is read first; the rendering is sized to fit 512 px, and limited.
    const meta = await sharp(svg, { limitInputPixels: false }).metadata();
    if (meta.format !== 'svg') return { error: 'unsupported' };
    const longest = Math.max(meta.width, meta.height, 1);
    const density = Math.min(Math.max((72 * LOGO_SIZE) / longest, 1), 72 * 64);
    const png = await sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png };
  } catch {
    return { error: 'unsupported' };
  }
}

process.once('message', (request: Request) => {
  void rasterise(Buffer.from(request.svg)).then((answer) => {
    process.send?.(answer, () => process.exit(0));
  });
});
