/** Landing page. */
import type { Message } from '../types.ts';

export const homeEn = {
  'home.heroTitle': 'The Right Part, Right Now',
  'home.heroSubtitle':
    'Genuine and aftermarket parts for your car, delivered across Europe. All prices include VAT.',
  'home.shopNow': 'Shop now',
} as const satisfies Record<string, Message>;
