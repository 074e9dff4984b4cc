/** Product detail page and the product card actions. */
import type { productEn } from '../en/product.ts';
import type { CatalogueOf } from '../types.ts';

export const productPl: CatalogueOf<typeof productEn> = {
  'product.inclVat': 'z VAT',
  'product.previousPrice': 'Poprzednia cena:',
  'product.lowestPrice30d': 'Najniższa cena z ostatnich 30 dni: {price}',
  'product.inStock': 'Dostępny',
  'product.outOfStock': 'Brak w magazynie',
  'product.partNumber': 'Nr części {number}',
  'product.noImage': 'Brak zdjęcia',
  'product.addToCart': 'Do koszyka',
  'product.addToCartLabel': 'Do koszyka: {name}',

  'product.pageTitle': '{name} – {partNumber} | {shop}',
  'product.metaDescription':
    '{name}, nr części {partNumber} – kup online w {shop}. Ceny z VAT, darmowa dostawa w UE.',
  'product.loading': 'Wczytywanie produktu…',
  'product.loadFailed': 'Nie udało się wczytać produktu. Spróbuj ponownie.',
  'product.notFoundTitle': 'Nie znaleziono produktu',
  'product.notFoundText': 'Ten produkt nie istnieje lub nie jest już dostępny.',
  'product.goBack': 'Wróć',

  'product.breadcrumb': 'Ścieżka nawigacji',
  'product.home': 'Strona główna',
  'product.brandProducts': 'Wszystkie produkty marki {brand}',

  'product.gallery': 'Zdjęcia produktu',
  'product.imageAlt': '{name}, zdjęcie {number} z {total}',
  'product.imagePosition': 'Zdjęcie {number} z {total}',
  'product.previousImage': 'Poprzednie zdjęcie',
  'product.nextImage': 'Następne zdjęcie',
  'product.showImage': 'Pokaż zdjęcie {number}',

  'product.application': 'Zastosowanie',
  'product.packQuantity': 'Ilość w opakowaniu',
  'product.guarantee': 'Gwarancja',
  'product.showApplicability': 'Pokaż pasujące pojazdy',
  'product.hideApplicability': 'Ukryj pasujące pojazdy',

  'product.quantity': 'Liczba sztuk',
  'product.decreaseQuantity': 'Zmniejsz liczbę sztuk',
  'product.increaseQuantity': 'Zwiększ liczbę sztuk',
  'product.adding': 'Dodawanie…',
  'product.added': 'Dodano',
  'product.unavailableReason': 'Tej części nie ma w magazynie – nie można dodać jej do koszyka.',
  'product.addToWishlist': 'Dodaj do listy życzeń',
  'product.removeFromWishlist': 'Usuń z listy życzeń',
  'product.freeDelivery': 'Darmowa dostawa w UE',
  'product.securePayment': 'Bezpieczne płatności',
  'product.qualityGuaranteed': 'Gwarancja jakości',
  'product.askExperts': 'Nie wiesz, czy pasuje? Zapytaj naszych ekspertów',

  'product.offers': 'Oferty',
  'product.offerStock': {
    one: 'Dostępna {count} sztuka',
    few: 'Dostępne {count} sztuki',
    many: 'Dostępnych {count} sztuk',
    other: 'Dostępne {count} sztuki',
  },
  'product.offerDelivery': {
    one: 'Dostawa w {count} dzień roboczy',
    few: 'Dostawa w {count} dni robocze',
    many: 'Dostawa w {count} dni roboczych',
    other: 'Dostawa w {count} dnia roboczego',
  },

  'product.technicalDetails': 'Dane techniczne',
  'product.productNumber': 'Numer produktu',
  'product.manufacturerNumber': 'Numer producenta',
  'product.manufacturer': 'Producent',
  'product.ean': 'EAN',
  'product.condition': 'Stan',
  'product.conditionNew': 'Nowy',
  'product.notProvided': 'Brak danych',

  'product.infoTabs': 'Informacje o produkcie',
  'product.specificationsTab': 'Specyfikacja',
  'product.manufacturerTab': 'O producencie',
  'product.noSpecifications': 'Brak specyfikacji.',
  'product.weight': 'Waga',
  'product.weightValue': '{value} kg',
  'product.dimensions': 'Wymiary',

  'product.fitsVehicles': 'Pasuje do pojazdów',
  'product.yearsRange': '{from}–{to}',
  'product.yearsFrom': 'od {from}',
  'product.related': 'Podobne produkty',
  'product.recentlyViewed': 'Ostatnio oglądane',

  'product.bulkyPerPiece': 'Produkt gabarytowy: +{amount} za sztukę przy dostawie do kraju: {country}',
  'product.bulkyPerOrder':
    'Produkt gabarytowy: +{amount} raz za zamówienie przy dostawie do kraju: {country}',
  'product.bulkyRefused': 'Produktów gabarytowych nie dostarczamy do kraju: {country}',
};
