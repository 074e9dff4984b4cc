/** Header, footer, preferences and the not-found page. */
import type { layoutEn } from '../en/layout.ts';
import type { CatalogueOf } from '../types.ts';

export const layoutPl: CatalogueOf<typeof layoutEn> = {
  'meta.defaultTitle': '{shop} — części samochodowe',
  'meta.defaultDescription':
    '{shop}: części zamienne do samochodów w Polsce i UE. Znajdź właściwą część według pojazdu, kategorii lub marki, z cenami brutto w PLN, EUR lub GBP.',

  'promise.returns': '30 dni na zwrot',
  'promise.quality': 'Wysokiej jakości części samochodowe',
  'promise.delivery': 'Darmowa dostawa w UE',

  'header.homeLink': '{shop} – strona główna',
  'header.tagline': 'Części samochodowe',
  'header.mainNav': 'Nawigacja główna',
  'header.categoriesNav': 'Kategorie',
  'header.openMenu': 'Otwórz menu',
  'header.closeMenu': 'Zamknij menu',
  'header.wishlistCount': {
    one: 'Lista życzeń, {count} produkt',
    few: 'Lista życzeń, {count} produkty',
    many: 'Lista życzeń, {count} produktów',
    other: 'Lista życzeń, {count} produktu',
  },
  'header.cartCount': {
    one: 'Koszyk, {count} produkt',
    few: 'Koszyk, {count} produkty',
    many: 'Koszyk, {count} produktów',
    other: 'Koszyk, {count} produktu',
  },
  'header.signIn': 'Zaloguj się',
  'header.myAccount': 'Moje konto',
  'header.accountMenu': 'menu konta',
  'header.myAccountLink': 'Moje konto',
  'header.orderHistory': 'Historia zamówień',
  'header.returnHistory': 'Historia zwrotów',
  'header.signOut': 'Wyloguj się',

  'search.label': 'Szukaj części',
  'search.placeholder': 'Nazwa, numer części lub marka',
  'search.submit': 'Szukaj',

  'prefs.country': 'Kraj i język',
  'prefs.currency': 'Waluta',
  'country.DE': 'Niemcy',
  'country.PL': 'Polska',
  'country.GB': 'Wielka Brytania',
  'country.FR': 'Francja',
  'country.IT': 'Włochy',
  'country.ES': 'Hiszpania',
  'country.NL': 'Holandia',

  'footer.about': 'O nas',
  'footer.contactUs': 'Kontakt z nami',
  'footer.faq': 'Najczęstsze pytania',
  'footer.delivery': 'Dostawa',
  'footer.payments': 'Płatności',
  'footer.returns': 'Wymiany i zwroty',
  'footer.helpful': 'Przydatne linki',
  'footer.terms': 'Regulamin',
  'footer.privacy': 'Polityka prywatności',
  'footer.security': 'Bezpieczeństwo',
  'footer.shop': 'Sklep',
  'footer.contact': 'Kontakt',
  'footer.liveChat': 'Czat na żywo',
  'footer.email': 'E-mail',
  'footer.carriers': 'Dostarczamy z',
  'footer.paymentMethods': 'Metody płatności',
  'footer.followUs': 'Obserwuj nas na Facebooku',
  'footer.opensInNewTab': 'otwiera się w nowej karcie',
  'footer.copyright': '© {years} {shop}. Wszelkie prawa zastrzeżone.',

  'demoShop.banner': 'Sklep demonstracyjny: płatności nie są pobierane, a zamówienia nie są wysyłane.',

  'notFound.title': 'Nie znaleziono strony',
  'notFound.text': 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
  'notFound.home': 'Przejdź na stronę główną',
  'notFound.products': 'Przeglądaj produkty',
};
