/**
 * The messages of the back office's rules that the forms check before sending and the server checks
 * again (products, categories, brands, suppliers, price-list mappings): one text per rule and language. The server's catalogue
 * includes them; the web registers them with the back office's texts, as `form.<code>`.
 */
import type { PolishTwin, Problem } from './messages.ts';

export const adminFormMessagesEn = {
  product_name_required: 'Product name is required',
  product_name_too_long: {
    one: 'Product name must be at most {count} character',
    other: 'Product name must be at most {count} characters',
  },
  part_number_required: 'Part number is required',
  part_number_too_long: {
    one: 'Part number must be at most {count} character',
    other: 'Part number must be at most {count} characters',
  },
  invalid_ean: 'An EAN has 8, 12, 13 or 14 digits.',
  too_many_images: {
    one: 'A product has at most {count} image',
    other: 'A product has at most {count} images',
  },
  invalid_image: 'Picture {position} must be a path under /uploads/ or an http(s) address.',
  weight_precision: 'Weight has at most 3 decimal places (whole grams).',
  category_name_required: 'Name is required',
  category_name_too_long: 'Name must be less than 100 characters',
  category_slug_required: 'Slug is required',
  category_slug_too_long: 'Slug must be less than 100 characters',
  category_slug_invalid: 'Slug may contain only letters a-z, digits 0-9 and single hyphens between them.',
  category_parent_required: 'Please choose a parent category',
  brand_name_required: 'Brand name is required',
  brand_name_too_long: 'Brand name must be at most 100 characters',
  invalid_website: 'Website must be a valid URL, for example https://example.com',
  // The scraper's URL and the category of an imported product
  scrape_url_required: 'Please enter a valid URL',
  scrape_category_required: 'Please select a category for the product',
  // Suppliers and price-list mappings (admin-price-lists.ts)
  supplier_name_required: 'Supplier name is required',
  supplier_name_too_long: 'Supplier name must be at most 100 characters',
  supplier_country_invalid: 'Please enter the supplier country as a two-letter code, such as PL or DE.',
  mapping_column_required: 'Please choose the columns of the part number, brand, price and stock.',
  mapping_currency_choice: 'Please choose either the currency column or one currency for the whole file.',
  mapping_column_number: 'Without a header row, columns are given by their number (1 for the first).',
  mapping_column_repeated: 'Each column can be used for one field only.',
};

export type AdminFormMessageCode = keyof typeof adminFormMessagesEn;

/** The Polish twin: the same codes. */
export const adminFormMessagesPl: PolishTwin<typeof adminFormMessagesEn> = {
  product_name_required: 'Nazwa produktu jest wymagana',
  product_name_too_long: {
    one: 'Nazwa produktu może mieć najwyżej {count} znak',
    few: 'Nazwa produktu może mieć najwyżej {count} znaki',
    many: 'Nazwa produktu może mieć najwyżej {count} znaków',
    other: 'Nazwa produktu może mieć najwyżej {count} znaku',
  },
  part_number_required: 'Numer części jest wymagany',
  part_number_too_long: {
    one: 'Numer części może mieć najwyżej {count} znak',
    few: 'Numer części może mieć najwyżej {count} znaki',
    many: 'Numer części może mieć najwyżej {count} znaków',
    other: 'Numer części może mieć najwyżej {count} znaku',
  },
  invalid_ean: 'Kod EAN ma 8, 12, 13 lub 14 cyfr.',
  too_many_images: {
    one: 'Produkt może mieć najwyżej {count} zdjęcie',
    few: 'Produkt może mieć najwyżej {count} zdjęcia',
    many: 'Produkt może mieć najwyżej {count} zdjęć',
    other: 'Produkt może mieć najwyżej {count} zdjęcia',
  },
  invalid_image: 'Zdjęcie nr {position} musi być ścieżką w /uploads/ albo adresem http(s).',
  weight_precision: 'Waga może mieć najwyżej 3 miejsca po przecinku (pełne gramy).',
  category_name_required: 'Nazwa jest wymagana',
  category_name_too_long: 'Nazwa może mieć najwyżej 100 znaków',
  category_slug_required: 'Slug jest wymagany',
  category_slug_too_long: 'Slug może mieć najwyżej 100 znaków',
  category_slug_invalid: 'Slug może zawierać tylko litery a-z, cyfry 0-9 i pojedyncze łączniki między nimi.',
  category_parent_required: 'Wybierz kategorię nadrzędną',
  brand_name_required: 'Nazwa marki jest wymagana',
  brand_name_too_long: 'Nazwa marki może mieć najwyżej 100 znaków',
  invalid_website: 'Strona internetowa musi być prawidłowym adresem URL, np. https://example.com',
  scrape_url_required: 'Podaj prawidłowy adres URL',
  scrape_category_required: 'Wybierz kategorię dla produktu',
  supplier_name_required: 'Nazwa dostawcy jest wymagana',
  supplier_name_too_long: 'Nazwa dostawcy może mieć najwyżej 100 znaków',
  supplier_country_invalid: 'Podaj kraj dostawcy jako dwuliterowy kod, np. PL lub DE.',
  mapping_column_required: 'Wybierz kolumny numeru części, marki, ceny i stanu magazynowego.',
  mapping_currency_choice: 'Wybierz kolumnę waluty albo jedną walutę dla całego pliku.',
  mapping_column_number: 'Bez wiersza nagłówka kolumny podaje się numerem (1 to pierwsza).',
  mapping_column_repeated: 'Każda kolumna może być użyta tylko dla jednego pola.',
};

/** What a shared rule reports: the message code, its slot values and the field to fix. */
export type AdminRuleProblem<F extends string = string> = Problem<AdminFormMessageCode, F>;
