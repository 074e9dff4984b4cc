/** Installing the app: the install button, the iOS hint, and the web manifest's own texts. */
import type { Message } from '../types.ts';

export const installEn = {
  'install.button': 'Install app',
  'install.buttonHint': 'Add {shop} to your home screen or desktop',
  'install.iosTitle': 'Install {shop}',
  /** `{share}` is replaced by the Share icon, as Safari shows it. */
  'install.iosHint': 'Tap Share {share}, then “Add to Home Screen”.',
  'install.dismiss': 'Dismiss the install hint',

  'manifest.name': '{shop} — car parts',
  'manifest.description': 'Car spare parts for Poland and the EU: search by vehicle, category or brand.',
  'manifest.shortcutSearch': 'Search parts',
  'manifest.shortcutSearchDescription': 'Find a part by name, part number or brand',
  'manifest.shortcutCart': 'Cart',
  'manifest.shortcutCartDescription': 'The parts in your cart',
  'manifest.shortcutOrders': 'My orders',
  'manifest.shortcutOrdersDescription': 'Follow your orders and returns',
  'manifest.screenshotNarrow': 'The shop on a phone: search, categories and parts for your vehicle',
  'manifest.screenshotWide': 'The shop on a desktop: categories, vehicle finder and popular parts',
} as const satisfies Record<string, Message>;
