/**
 * Vite plugin: renders the PWA and Apple touch icons from one SVG, and the manifest shortcuts' 96px
 * icons from line glyphs, with sharp; emitted into the build (so the service worker's glob precaches
 * them) and served from memory by the dev server.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface IconSpec {
  fileName: string;
  size: number;
  /** Drawn smaller on a full-bleed background: maskable icons and iOS (which has no transparency). */
  padded: boolean;
  /**
   * A 24x24 line glyph (SVG elements, as in components/ui/icons.tsx) drawn in white on the background
   * instead of the shop's mark: the manifest shortcuts' icons.
   */
  glyph?: string;
}

export const PWA_ICONS = {
  any192: { fileName: 'icons/icon-192.png', size: 192, padded: false },
  any512: { fileName: 'icons/icon-512.png', size: 512, padded: false },
  maskable512: { fileName: 'icons/maskable-512.png', size: 512, padded: true },
  appleTouch: { fileName: 'apple-touch-icon.png', size: 180, padded: true },
} as const satisfies Record<string, IconSpec>;

/** The manifest shortcuts' icons (96x96, as launchers ask), one glyph per shortcut. */
export const SHORTCUT_ICONS = {
  search: {
    fileName: 'icons/shortcut-search-96.png',
    size: 96,
    padded: true,
    glyph: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  },
  cart: {
    fileName: 'icons/shortcut-cart-96.png',
    size: 96,
    padded: true,
    glyph:
      '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/>' +
      '<path d="M2.5 3h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6"/>',
  },
  orders: {
    fileName: 'icons/shortcut-orders-96.png',
    size: 96,
    padded: true,
    glyph: '<path d="M21 8 12 3 3 8v8l9 5 9-5z"/><path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5"/>',
  },
} as const satisfies Record<string, IconSpec>;

/**
 * Share of the canvas the mark takes on a padded icon: the disc then stays inside the maskable safe
 * zone (a centred circle of 80% diameter) whatever shape the launcher cuts.
 */
const PADDED_SCALE = 0.8;

/** A glyph on a full-bleed background; at half the canvas it stays inside the maskable safe zone. */
function glyphSvg(glyph: string, size: number, background: string): Buffer {
  const scale = size / 48;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${background}"/>` +
      `<g transform="translate(${size / 4} ${size / 4}) scale(${scale})" fill="none" stroke="#fff" ` +
      `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`,
  );
}

export async function renderIcon(svg: Buffer, icon: IconSpec, background: string): Promise<Buffer> {
  if (icon.glyph)
    return sharp(glyphSvg(icon.glyph, icon.size, background))
      .png()
      .toBuffer();
  if (!icon.padded) return sharp(svg).resize(icon.size, icon.size).png().toBuffer();
  const inner = Math.round(icon.size * PADDED_SCALE);
  const mark = await sharp(svg).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function pwaIcons(options: { source: string; background: string }): Plugin {
  const icons: IconSpec[] = [...Object.values(PWA_ICONS), ...Object.values(SHORTCUT_ICONS)];
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
