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
};
