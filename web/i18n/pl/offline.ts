/** Tryb offline i synchronizacja: baner, powody wyłączonych przycisków, zmiany cen, oczekujące zamówienia. */
import type { offlineEn } from '../en/offline.ts';
import type { CatalogueOf } from '../types.ts';

export const offlinePl: CatalogueOf<typeof offlineEn> = {
  'offline.banner': 'Jesteś offline. Widzisz sklep w stanie z ostatniego wczytania.',
  'offline.bannerNoAnswer':
    'Brak odpowiedzi ze sklepu: połączenie nie działa. Widzisz sklep w stanie z ostatniego wczytania.',
  'offline.bannerQueued': 'Zmiany w koszyku i na liście życzeń zachowamy i wyślemy po odzyskaniu połączenia.',
  'offline.pending': {
    one: '{count} zmiana czeka na połączenie',
    few: '{count} zmiany czekają na połączenie',
    many: '{count} zmian czeka na połączenie',
    other: '{count} zmiany czeka na połączenie',
  },
  'offline.backOnline': 'Połączenie wróciło.',
  'offline.synced': {
    one: 'Wysłano {count} zmianę wprowadzoną offline.',
    few: 'Wysłano {count} zmiany wprowadzone offline.',
    many: 'Wysłano {count} zmian wprowadzonych offline.',
    other: 'Wysłano {count} zmiany wprowadzonej offline.',
  },
  'offline.needsConnection': 'Wymaga połączenia z internetem',
  'offline.lastUpdated': 'Ceny i dostępność z {time}',
  'offline.accountAsOf': 'Twoje dane, koszyk i lista życzeń pochodzą z {time} (zapisane na tym urządzeniu).',
  'offline.cardNeedsConnection':
    'Płatność kartą wymaga połączenia z internetem. Wybierz przelew, aby zamówić teraz: zamówienie zachowamy i wyślemy po odzyskaniu połączenia.',
  'offline.priceChanged': 'Cena zmieniła się z {old} na {new}',
  'offline.onlyLeft': {
    one: 'Została tylko {count} sztuka',
    few: 'Zostały tylko {count} sztuki',
    many: 'Zostało tylko {count} sztuk',
    other: 'Zostało tylko {count} sztuki',
  },
  'offline.soldOut': 'Produkt jest już niedostępny',
  'offline.changesTitle': 'Ceny lub dostępność zmieniły się od Twojej ostatniej wizyty',
  'offline.changesAcknowledge': 'OK',
  'offline.intentTitle': 'Zamówienie czeka na połączenie',
  'offline.intentSaved':
    'Twoje zamówienie z płatnością przelewem jest zapisane na tym urządzeniu. Zostanie złożone dopiero, gdy potwierdzisz je online. Suma w chwili wypełnienia: {total}.',
  'offline.intentWaiting': 'Jesteś offline: zamówienie czeka na połączenie.',
  'offline.intentSame': 'Połączenie wróciło. Suma nadal wynosi {total}.',
  'offline.intentChanged': 'Połączenie wróciło. Suma zmieniła się z {old} na {new}.',
  'offline.intentConfirm': 'Potwierdź zamówienie',
  'offline.intentDiscard': 'Odrzuć zamówienie',
  'offline.intentSavedToast': 'Zamówienie zapisane: potwierdź je po odzyskaniu połączenia.',
  'offline.intentPricing': 'Sprawdzamy dzisiejsze ceny…',
  'offline.intentPricingFailed':
    'Nie udało się sprawdzić dzisiejszych cen, więc zamówienia nie można jeszcze potwierdzić.',
  'offline.intentPricingRetry': 'Sprawdź ponownie',
  'offline.addedQueued': 'Zapisano na tym urządzeniu: trafi do koszyka po odzyskaniu połączenia.',
  'offline.addedLocal':
    'Dodano do koszyka na tym urządzeniu. Ceny i dostępność sprawdzimy po odzyskaniu połączenia.',
  'offline.wishlistQueued':
    'Zapisano na tym urządzeniu: lista życzeń zostanie zaktualizowana po odzyskaniu połączenia.',
  'offline.waiting': {
    one: '{count} czeka',
    few: '{count} czekają',
    many: '{count} czeka',
    other: '{count} czeka',
  },
  'offline.unavailableTitle': 'Ta strona nie jest zapisana do użytku offline',
  'offline.unavailableText':
    'Nie była otwierana na tym urządzeniu z połączeniem. Otworzy się sama po odzyskaniu połączenia.',
  'offline.savedHere': 'Zapisane na tym urządzeniu',
  'offline.savedCategories': 'Kategorie',
  'offline.savedRecent': 'Ostatnio oglądane',
  'offline.readyTitle': 'Gotowe do pracy offline',
  'offline.ready': 'Oglądane strony, koszyk i lista życzeń otworzą się teraz bez połączenia.',
  'offline.readyState': 'Działa offline',
  'offline.preparingState': 'Przygotowanie do pracy offline…',
};
