/** Product lists: /products with its filters, category pages, product cards. */
import type { listingEn } from '../en/listing.ts';
import type { CatalogueOf } from '../types.ts';

export const listingPl: CatalogueOf<typeof listingEn> = {
  'products.title': 'Produkty',
  'products.searchTitle': 'Wyniki dla „{search}”',
  'products.count': {
    one: '{count} produkt',
    few: '{count} produkty',
    many: '{count} produktów',
    other: '{count} produktu',
  },
  'products.loading': 'Wczytywanie produktów…',
  'products.errorLabel': 'Błąd',
  'products.error': 'Nie udało się wczytać produktów. Spróbuj ponownie później.',
  'products.empty': 'Nie znaleziono produktów',
  'products.emptyHint': 'Spróbuj innego wyszukiwania lub wyczyść filtry.',
  'products.clearAll': 'Wyczyść wszystko',
  'products.showMore': 'Pokaż więcej wyników',
};
