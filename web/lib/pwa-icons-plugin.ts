/**
 * Vite plugin: renders the PWA and Apple touch icons from one SVG with sharp, emitted into the build
 * (so the service worker's glob precaches them) and served from memory by the dev server.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface IconSpec {
  fileName: string;
  size: number;
  /** Drawn smaller on a full-bleed background: maskable icons and iOS (which has no transparency). */
  padded: boolean;
}

export const PWA_ICONS = {
  any192: { fileName: 'icons/icon-192.png', size: 192, padded: false },
  any512: { fileName: 'icons/icon-512.png', size: 512, padded: false },
  maskable512: { fileName: 'icons/maskable-512.png', size: 512, padded: true },
  appleTouch: { fileName: 'apple-touch-icon.png', size: 180, padded: true },
} as const satisfies Record<string, IconSpec>;

/**
 * Share of the canvas the mark takes on a padded icon: the disc then stays inside the maskable safe
 * zone (a centred circle of 80% diameter) whatever shape the launcher cuts.
 */
const PADDED_SCALE = 0.8;

export async function renderIcon(svg: Buffer, icon: IconSpec, background: string): Promise<Buffer> {
  if (!icon.padded) return sharp(svg).resize(icon.size, icon.size).png().toBuffer();
  const inner = Math.round(icon.size * PADDED_SCALE);
  const mark = await sharp(svg).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function pwaIcons(options: { source: string; background: string }): Plugin {
  const icons: IconSpec[] = Object.values(PWA_ICONS);
  const renderAll = async () => {
    const svg = await readFile(options.source);
    return Promise.all(
      icons.map(async (icon) => ({ icon, png: await renderIcon(svg, icon, options.background) })),
    );
  };

  return {
    name: 'partspoint:pwa-icons',
    buildStart() {
      this.addWatchFile(options.source);
    },
    async generateBundle() {
      for (const { icon, png } of await renderAll()) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: png });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = icons.find((i) => req.url === `/${i.fileName}`);
        if (!icon) return next();
        readFile(options.source)
          .then((svg) => renderIcon(svg, icon, options.background))
          .then((png) => {
            res.setHeader('Content-Type', 'image/png');
            res.end(png);
          })
          .catch(next);
      });
    },
  };
}
