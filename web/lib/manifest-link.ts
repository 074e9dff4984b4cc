/**
 * One web manifest per shop language (names, shortcuts and screenshots in that language); the
 * `<link rel="manifest">` follows the language the shopper picks (syncDocumentLanguage), so the app
 * installs in it. No runtime imports: the build (web/lib/pwa-manifest.ts) reads the file names too.
 */
import type { Language } from './preferences.ts';

/** The English one is vite-plugin-pwa's default file name: the one its injected link names. */
export const MANIFEST_FILES = {
  en: 'manifest.webmanifest',
  pl: 'manifest.pl.webmanifest',
} as const satisfies Record<Language, string>;

export function manifestHref(language: Language): string {
  return `/${MANIFEST_FILES[language]}`;
}

/** Points the page's manifest link (when it has one) at the given language's manifest. */
export function setManifestLanguage(language: Language, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(language);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
