/**
 * The web manifest, built per shop language from the i18n catalogues (build time only: vite.config.ts
 * hands the English one to vite-plugin-pwa; `localizedManifests()` emits the others beside it, where
 * the service worker's glob precaches them and web/lib/manifest-link.ts points the page at them).
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { en } from '../i18n/en.ts';
import { pl } from '../i18n/pl.ts';
import { MANIFEST_FILES } from './manifest-link.ts';
import type { Language } from './preferences.ts';
import { PWA_ICONS, SHORTCUT_ICONS, type IconSpec } from './pwa-icons-plugin.ts';
import { BACKGROUND_COLOR, SHOP_NAME, THEME_COLOR } from './shop.ts';

/**
 * Screenshots of the shop itself, taken by scripts/capture-screenshots.ts into web/public/ (sizes
 * here are the images' real pixel sizes: browsers drop a screenshot whose size does not match).
 */
export const SCREENSHOTS = {
  narrow: { width: 540, height: 1200, viewport: { width: 360, height: 800 }, scale: 1.5 },
  wide: { width: 1280, height: 800, viewport: { width: 1280, height: 800 }, scale: 1 },
} as const;
export type FormFactor = keyof typeof SCREENSHOTS;

export function screenshotFile(language: Language, formFactor: FormFactor): string {
  return `screenshots/home-${formFactor}.${language}.webp`;
}

const catalogues = { en, pl } as const;
type ManifestKey = Extract<keyof typeof en, `manifest.${string}`>;

const icon = (spec: IconSpec, purpose: 'any' | 'maskable') => ({
  src: `/${spec.fileName}`,
  sizes: `${spec.size}x${spec.size}`,
  type: 'image/png',
  purpose,
});

export function webManifest(language: Language): Partial<ManifestOptions> {
  const t = (key: ManifestKey) => catalogues[language][key].replace('{shop}', SHOP_NAME);
  const screenshot = (formFactor: FormFactor, label: string) => ({
    src: `/${screenshotFile(language, formFactor)}`,
    sizes: `${SCREENSHOTS[formFactor].width}x${SCREENSHOTS[formFactor].height}`,
    type: 'image/webp',
    form_factor: formFactor,
    label,
  });
  const shortcut = (name: string, description: string, url: string, spec: IconSpec) => ({
    name,
    short_name: name,
    description,
    url,
    icons: [icon(spec, 'any')],
  });
  return {
    // One app whatever the language it was installed in: the id never changes with the manifest.
    id: '/',
    name: t('manifest.name'),
    short_name: SHOP_NAME,
    description: t('manifest.description'),
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'auto'],
    icons: [
      icon(PWA_ICONS.any192, 'any'),
      icon(PWA_ICONS.any512, 'any'),
      icon(PWA_ICONS.maskable512, 'maskable'),
    ],
    screenshots: [
      screenshot('narrow', t('manifest.screenshotNarrow')),
      screenshot('wide', t('manifest.screenshotWide')),
    ],
    // The header search lands on /products; the cart and orders pages are the others a buyer returns to.
    shortcuts: [
      shortcut(
        t('manifest.shortcutSearch'),
        t('manifest.shortcutSearchDescription'),
        '/products',
        SHORTCUT_ICONS.search,
      ),
      shortcut(
        t('manifest.shortcutCart'),
        t('manifest.shortcutCartDescription'),
        '/cart',
        SHORTCUT_ICONS.cart,
      ),
      shortcut(
        t('manifest.shortcutOrders'),
        t('manifest.shortcutOrdersDescription'),
        '/orders',
        SHORTCUT_ICONS.orders,
      ),
    ],
  };
}

/** The manifest file as served: JSON with the web manifest's own media type. */
export function manifestJson(language: Language): string {
  return `${JSON.stringify(webManifest(language))}\n`;
}

/**
 * Vite plugin: writes the manifests of the languages other than English (vite-plugin-pwa writes that
 * one) into the build, and serves them from the dev server.
 */
export function localizedManifests(): Plugin {
  const others = (Object.keys(MANIFEST_FILES) as Language[]).filter((language) => language !== 'en');
  return {
    name: 'partspoint:localized-manifests',
    generateBundle() {
      for (const language of others) {
        this.emitFile({ type: 'asset', fileName: MANIFEST_FILES[language], source: manifestJson(language) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const language = others.find((l) => req.url === `/${MANIFEST_FILES[l]}`);
        if (!language) return next();
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(manifestJson(language));
      });
    },
  };
}
