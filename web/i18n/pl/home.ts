/** Landing page. */
import type { homeEn } from '../en/home.ts';
import type { CatalogueOf } from '../types.ts';

export const homePl: CatalogueOf<typeof homeEn> = {
  'home.heroTitle': 'Właściwa część, od ręki',
  'home.heroSubtitle':
    'Oryginalne części i zamienniki do Twojego samochodu z dostawą w całej Europie. Wszystkie ceny zawierają VAT.',
  'home.shopNow': 'Kup teraz',
};
