/** Landing page. */
import type { homeEn } from '../en/home.ts';
import type { CatalogueOf } from '../types.ts';

export const homePl: CatalogueOf<typeof homeEn> = {
  'home.heroTitle': 'Właściwa część, od ręki',
  'home.heroSubtitle':
    'Oryginalne części i zamienniki do Twojego samochodu z dostawą w całej Europie. Wszystkie ceny zawierają VAT.',
  'home.shopNow': 'Kup teraz',

  'home.categoriesTitle': 'Kategorie części',
  'home.viewAllCategories': 'Zobacz wszystkie kategorie',
  'home.tile.engine': 'Silnik',
  'home.tile.filters': 'Filtry',
  'home.tile.brakes': 'Hamulce',
  'home.tile.body': 'Karoseria',
  'home.tile.electrics': 'Elektryka',
  'home.tile.lights': 'Oświetlenie',
  'home.tile.suspension': 'Zawieszenie',
  'home.tile.exhaust': 'Układ wydechowy',

  'home.brandsTitle': 'Najlepsze marki',
  'home.brandsLoading': 'Wczytywanie marek…',
  'home.brandLink': 'Części marki {brand}',

  'home.topProductsTitle': 'Najpopularniejsze części',
  'home.topProductsLoading': 'Wczytywanie produktów…',
  'home.topProductsError': 'Nie udało się wczytać produktów.',
  'home.allProducts': 'Zobacz wszystkie produkty',

  'home.makesTitle': 'Części do tych marek',
  'home.makesText': 'Wybierz swój samochód w wyszukiwarce powyżej, aby zobaczyć tylko pasujące części.',

  'home.howTitle': 'Jak to działa',
  'home.step1Title': 'Wybierz pojazd',
  'home.step1Text': 'Wskaż markę, model i silnik albo wpisz HSN/TSN z dowodu rejestracyjnego.',
  'home.step2Title': 'Znajdź właściwą część',
  'home.step2Text': 'Przeglądaj kategorie lub szukaj po numerze części – pokażemy tylko pasujące.',
  'home.step3Title': 'Zamów bezpiecznie',
  'home.step3Text': 'Zapłać kartą lub przelewem, z kontem lub bez. Ceny zawierają VAT.',
  'home.step4Title': 'Szybka dostawa',
  'home.step4Text': 'Wysyłamy w całej UE bez opłat, a na zwrot masz 30 dni.',
  // Strona główna zalogowanego
  'home.welcomeBack': 'Witaj ponownie, {name}',
  'home.welcomeBackNameless': 'Witaj ponownie',
  'home.recentOrders': 'Twoje ostatnie zamówienia',
  'home.allOrders': 'Wszystkie zamówienia',
  'home.recentOrdersFailed': 'Nie udało się teraz wczytać Twoich zamówień.',
  'home.noOrders': 'Nie masz jeszcze zamówień: zamówione części pojawią się tutaj wraz ze statusem.',
  'home.orderAgain': 'Zamów ponownie',
  'home.orderingAgain': 'Dodawanie…',
  'home.orderAgainOf': 'Zamów ponownie części z zamówienia {number}',
  'home.vehicleParts': 'Części do pojazdu: {vehicle}',
  'home.vehiclePartsAll': 'Wszystkie części do tego pojazdu',
  'home.vehiclePartsLoading': 'Wczytywanie części…',
  'home.vehiclePartsNone': 'Nie mamy jeszcze części do tego pojazdu.',
  'home.chooseVehicle': 'Wybierz pojazd w wyszukiwarce powyżej, a pokażemy tu pasujące do niego części.',
};
