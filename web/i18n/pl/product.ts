/** Product detail page and the product card actions. */
import type { productEn } from '../en/product.ts';
import type { CatalogueOf } from '../types.ts';

export const productPl: CatalogueOf<typeof productEn> = {
  'product.inclVat': 'z VAT',
  'product.inStock': 'Dostępny',
  'product.outOfStock': 'Brak w magazynie',
  'product.partNumber': 'Nr części {number}',
  'product.noImage': 'Brak zdjęcia',
  'product.addToCart': 'Do koszyka',
  'product.addToCartLabel': 'Do koszyka: {name}',
  'product.addToWishlistLabel': 'Dodaj {name} do listy życzeń',
};
