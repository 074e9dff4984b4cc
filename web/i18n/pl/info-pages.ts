/** Ramka stron informacyjnych: menu boczne, wyszukiwarka FAQ, przyciski kontaktu, słowa tabel dostawy. */
import type { infoPagesEn } from '../en/info-pages.ts';
import type { CatalogueOf } from '../types.ts';

export const infoPagesPl: CatalogueOf<typeof infoPagesEn> = {
  'infoPages.documentTitle': '{title} | {shop}',
  'infoPages.sidebar': 'Strony informacyjne',
  'infoPages.groupAbout': 'O nas',
  'infoPages.groupService': 'Obsługa klienta',
  'infoPages.contact': 'Kontakt',
  'infoPages.terms': 'Regulamin',
  'infoPages.privacy': 'Polityka prywatności',
  'infoPages.security': 'Bezpieczeństwo',
  'infoPages.faq': 'FAQ',
  'infoPages.faqOrders': 'Zamówienia',
  'infoPages.faqPayments': 'Płatności',
  'infoPages.faqDelivery': 'Dostawa',
  'infoPages.faqReturns': 'Wymiany i zwroty',
  'infoPages.searchLabel': 'Szukaj w pytaniach',
  'infoPages.searchPlaceholder': 'Na przykład: zwrot, czas dostawy, BLIK',
  'infoPages.searchResults': {
    one: '{count} pytanie pasuje do „{query}”',
    few: '{count} pytania pasują do „{query}”',
    many: '{count} pytań pasuje do „{query}”',
    other: '{count} pytania pasuje do „{query}”',
  },
  'infoPages.searchNone': 'Żadne pytanie nie pasuje do „{query}”. Napisz do nas: {email}.',
  'infoPages.searchOn': 'Na stronie {page}',
  'infoPages.emailUs': 'Napisz do nas',
  'infoPages.callUs': 'Zadzwoń do nas',
  'infoPages.contactActions': 'Skontaktuj się z nami',
  'infoPages.bulkyGroup.small': 'Kolektory, katalizatory, tłumiki',
  'infoPages.bulkyGroup.medium':
    'Akumulatory, błotniki, progi, zbiorniki paliwa, panele boczne, spojlery, zderzaki',
  'infoPages.bulkyGroup.large': 'Pasy przednie, haki holownicze, osłony silnika, maski',
  'infoPages.deliveryRulesLoading': 'Wczytywanie aktualnych zasad dostawy…',
  'infoPages.deliveryRulesFailed':
    'Nie udało się wczytać aktualnych zasad dostawy. Dopłatę i czas dostawy Twojego zamówienia pokażemy przy składaniu zamówienia.',
  'infoPages.deliveryRulesRetry': 'Spróbuj ponownie',
};
