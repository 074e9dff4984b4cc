/** The shop's identity, shared by the app, the web manifest and the generated icons. */

export const SHOP_NAME = 'PartsPoint';
export const SHOP_DOMAIN = 'partspoint.eu';
/** The year the shop opened: the footer notice reads '© 2025' or '© 2025–<current year>'. */
export const FOUNDED_YEAR = 2025;
/** The footer's social-media link (the shop's page; the address to be confirmed by the shop owner). */
export const SOCIAL_MEDIA = { name: 'Facebook', url: 'https://www.facebook.com/partspoint.eu' } as const;

/** The notice's years: '2025' in the founding year, then '2025–<current year>'. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > FOUNDED_YEAR ? `${FOUNDED_YEAR}–${year}` : String(FOUNDED_YEAR);
}

/** Header and browser-chrome colour (Tailwind slate-900). */
export const THEME_COLOR = '#0f172a';
/** Page background (Tailwind slate-50), also the splash screen's. */
export const BACKGROUND_COLOR = '#f8fafc';
