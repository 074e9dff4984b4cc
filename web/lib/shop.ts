/** The shop's identity, shared by the app, the web manifest and the generated icons. */
export const SHOP_NAME = 'PartsPoint';
export const SHOP_DOMAIN = 'partspoint.eu';
export const SUPPORT_EMAIL = `support@${SHOP_DOMAIN}`;

/** Header and browser-chrome colour (Tailwind slate-900). */
export const THEME_COLOR = '#0f172a';
/** Page background (Tailwind slate-50), also the splash screen's. */
export const BACKGROUND_COLOR = '#f8fafc';
