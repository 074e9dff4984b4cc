/** Cart and wishlist actions (product cards, header counts) and their notifications. */
import type { shoppingEn } from '../en/shopping.ts';
import type { CatalogueOf } from '../types.ts';

export const shoppingPl: CatalogueOf<typeof shoppingEn> = {
  'shopping.errorTitle': 'Błąd',

  'cart.added': 'Produkt został dodany do koszyka!',
  'cart.addFailed': 'Nie udało się dodać produktu do koszyka',
  'cart.addFailedDetail': 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.',
  'cart.adding': 'Dodawanie do koszyka',
  'cart.addedButton': 'Dodano',
  'cart.addedLabel': 'Dodano do koszyka: {name}',
  'cart.unavailableLabel': 'Do koszyka: {name} (brak w magazynie)',

  'wishlist.addedTitle': 'Dodano do listy życzeń',
  'wishlist.added': 'Produkt został dodany do Twojej listy życzeń!',
  'wishlist.removedTitle': 'Usunięto z listy życzeń',
  'wishlist.removed': 'Produkt został usunięty z Twojej listy życzeń!',
  'wishlist.updateFailed': 'Nie udało się zaktualizować listy życzeń',
  'wishlist.updateFailedDetail': 'Nie udało się zaktualizować listy życzeń. Spróbuj ponownie.',
  'wishlist.toggleLabel': 'Zapisz {name} na liście życzeń',
  'reorder.title': 'Znów w koszyku',
  'reorder.added': {
    one: '{count} część z zamówienia jest znów w koszyku.',
    few: '{count} części z zamówienia są znów w koszyku.',
    many: '{count} części z zamówienia jest znów w koszyku.',
    other: '{count} części z zamówienia jest znów w koszyku.',
  },
  'reorder.partly': {
    one: 'Pozostałe części są w koszyku; {count} część nie jest już dostępna.',
    few: 'Pozostałe części są w koszyku; {count} części nie są już dostępne.',
    many: 'Pozostałe części są w koszyku; {count} części nie jest już dostępnych.',
    other: 'Pozostałe części są w koszyku; {count} części nie jest już dostępne.',
  },
  'reorder.none': 'Żadnej z części tego zamówienia nie można już zamówić.',
};
