/**
 * Server-side messages in English and Polish. The API answers errors as `{ error, message }`: the
 * code is stable for the client, the message is already in the shopper's language.
 */
import type { FastifyRequest } from 'fastify';
import { adminFormMessagesEn, adminFormMessagesPl } from '#api/contract/admin-form-messages.ts';
import { formMessagesEn } from '#api/contract/form-messages.ts';
import { formMessagesPl } from '#api/contract/form-messages-pl.ts';
import { formatMessage, type Language, type Message } from '#api/contract/messages.ts';

export type { Language };

const en = {
  ...formMessagesEn,
  ...adminFormMessagesEn,
  not_found: 'The requested resource was not found.',
  route_not_found: 'There is no API endpoint {method} {url}.',
  invalid_request: 'Invalid value for {field}: {reason}.',
  invalid_body: 'The request body is not valid JSON.',
  invalid_number: 'Invalid value for {field}: not a finite number.',
  invalid_url: 'The address of this request is not valid.',
  uri_too_long: 'The address of this request is too long.',
  product_not_found: 'Product Not Found',
  category_not_found: 'Category not found',
  vehicle_not_found: 'Vehicle not found.',
  vehicle_make_not_found: 'Vehicle make not found.',
  vehicle_model_not_found: 'Vehicle model not found.',
  invalid_hsn: 'The HSN (field 2.1 of the German registration certificate) must be exactly 4 digits.',
  invalid_tsn:
    'The TSN (field 2.2 of the German registration certificate) must start with 3 letters or digits.',
  type_code_not_found:
    'We have no vehicle with HSN {hsn} and TSN {tsn}. Please check the codes or choose the vehicle with the make, model and engine selects.',
  invalid_registration: 'Please enter a registration number of 2 to 10 letters and digits.',
  plate_lookup_unavailable:
    'Lookup by registration number is not available. Please choose your vehicle with the make, model and engine selects.',
  plate_lookup_failed:
    'The registration number lookup is not answering right now. Please try again later or choose your vehicle with the make, model and engine selects.',
  plate_not_found:
    'No vehicle was found for registration number {registration}. Please choose your vehicle with the make, model and engine selects.',
  plate_vehicle_not_found:
    'The vehicle with registration number {registration} ({vehicle}) is not in our catalogue. Please choose a similar vehicle with the make, model and engine selects.',
  price_range_invalid: 'The minimum price must not be higher than the maximum price.',
  amount_precision: 'Amounts have at most 2 decimal places.',
  too_many_requests: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Unauthorized: You are logged out. Please sign in.',
  forbidden: 'Access Denied: You need admin privileges to access this page',
  cross_site: 'This request came from another site and was refused.',
  invalid_dial_code: 'Please choose a country code from the list.',
  invalid_credentials: 'Invalid email or password. Please try again.',
  email_taken: 'An account with this e-mail address already exists.',
  reset_token_invalid: 'This password reset link is invalid or has expired. Please request a new one.',
  wrong_current_password: 'The current password is not correct.',
  current_password_required: 'Please enter your current password to confirm this change.',
  email_change_token_invalid:
    'This confirmation link is invalid or has expired. Please change your e-mail address again from your profile.',
  address_missing_fields: 'Missing Information: Please fill in all required fields marked with *',
  address_not_found: 'Address not found.',
  product_unavailable: 'This product is no longer available.',
  order_product_unavailable: '{name} is no longer available. Remove it from your cart to order the rest.',
  cart_quantity_limit: 'You can have at most {max} of one product in your cart (you already have {inCart}).',
  cart_line_not_found: 'This item is not in your cart.',
  wishlist_item_not_found: 'This product is not on your wishlist.',
  cart_empty: 'Your cart is empty.',
  out_of_stock:
    'Not enough stock for {name}: {available} left. Please change the quantity in your cart and try again.',
  price_changed:
    'The prices have changed since you opened the checkout. The new total is {total}: please check it and submit again.',
  checkout_uses_account_cart:
    'You are signed in: your order is placed from the cart on your account. Please reload the page.',
  checkout_attempt_ended: 'This checkout attempt has ended. Please submit your order again.',
  country_not_offered: 'We do not deliver to {country}. Please choose another delivery country.',
  bulky_not_shipped:
    'Bulky items are not delivered to {country}: {names}. Remove them from your cart or choose another delivery country.',
  invoice_not_found: 'This order has no invoice yet: it is issued when the payment is received.',
  invalid_status_transition: 'An order cannot go from {from} to {to}.',
  unpaid_card_orders_limit:
    'You have card payments that were started but not finished. Please finish one, or wait up to {minutes} minutes for them to expire, before ordering again; or pay by bank transfer.',
  stock_not_held: 'This order holds no stock: it is paid, placed without a hold, or its hold has ended.',
  order_not_found: 'Order Not Found: No order found with this number. Please check and try again.',
  payment_failed:
    'The card payment could not be started, so your order was not placed. Please try again in a moment.',
  return_not_allowed: 'Returns can be requested for delivered orders within {days} days of delivery.',
  return_quantity: 'You can return at most {max} of {name}.',
  return_item_not_found: 'This item is not part of the order.',
  return_not_found: 'Return not found.',
  payment_in_progress: 'Your payment is being prepared. Please wait a moment and try again.',
  bank_transfer_unavailable: 'Payment by bank transfer is not available at the moment. Please pay by card.',
  shipment_required: 'Please enter the carrier and the tracking number of the parcel.',
  invalid_return_transition: 'A return cannot go from {from} to {to}.',
  brand_not_found: 'Brand not found',
  product_category_unavailable:
    'Please select a category for the product: the chosen one does not exist or has been deleted.',
  price_currency_together: 'Please send the price together with its currency.',
  active_product_price_zero:
    'A product on sale needs a price above 0.00. Enter the price, or save the product as inactive.',
  scraped_price_zero: 'Enter a price above 0.00: an imported product goes on sale at once.',
  slug_taken: 'A category with the slug {slug} already exists.',
  slug_taken_suggestion:
    'A category with the slug {slug} already exists. The next free slug is {suggestion}.',
  category_parent_invalid: 'The parent category must be an active category of level {level}.',
  category_has_children:
    'This category has subcategories, so its level cannot be changed. Move or delete them first.',
  category_not_empty:
    'This category has {children, plural, one {# subcategory} other {# subcategories}} and {products, plural, one {# product} other {# products}}. Choose whether to move them or delete them too.',
  category_move_target_required: 'Please choose the category to move the contents to.',
  category_move_target_invalid:
    'The contents can only be moved to another active category of the same level.',
  brand_name_taken: 'A brand named {name} already exists.',
  logo_file_not_found: 'Logo file not found: {logo}. Please give the path of a file under /uploads/.',
  logo_file_required: 'Please choose a logo file to upload.',
  logo_multipart_required: 'Please send the logo as a file upload (multipart/form-data).',
  logo_too_large: 'The logo must be at most 512 KB',
  logo_type_not_supported: 'The logo must be a PNG, JPEG, WebP or SVG image.',
  logo_too_complex:
    'This SVG uses more filters or effects than a logo needs and cannot be converted. Please upload a simpler SVG or a PNG.',
  invalid_upload: 'The upload could not be read. Please choose the logo file again.',
  scrape_nothing_found: 'No product was found on this page. Please check the URL and try again.',
  scrape_page_too_complex:
    'This page is too large or too complex to read (it took longer than {seconds} s). Try the product’s own page, or enter the product by hand.',
  product_duplicate:
    'This product is already in the catalogue: {name} (part number {partNumber}, product #{id}). Edit that product instead.',
  scrape_no_source_path: 'This product was not imported from a page with a category path.',
  scrape_url_invalid:
    'This is not a valid URL. Please enter the full address of the page, e.g. https://shop.example.com/product.',
  scrape_url_scheme: 'Only http:// and https:// addresses can be imported ({scheme}: is not supported).',
  scrape_url_credentials:
    'Addresses with a user name or password (user:password@) are not fetched. Please remove them from the URL.',
  scrape_address_blocked:
    '{host} points to a private, loopback or reserved network address, so it is not fetched.',
  scrape_too_many_redirects: 'The page redirected more than {max} times, so it was not fetched.',
  scrape_timeout: '{host} did not answer within {seconds} seconds. Please try again later.',
  scrape_too_large: 'The answer from {host} is larger than {limit}, so it was not downloaded.',
  scrape_not_html:
    'This address does not lead to a web page (the server sent {contentType}). Please enter the address of a product page.',
  scrape_not_image: 'This address does not lead to an image (the server sent {contentType}).',
  scrape_http_status: '{host} answered with HTTP status {status}, so the page could not be loaded.',
  scrape_fetch_failed:
    '{host} could not be reached: the name does not exist or the server refused the connection.',
  scrape_tls_failed: 'The secure connection to {host} failed: its certificate is not valid.',
  scrape_bad_response: 'The answer from {host} could not be read.',
  scrape_rate_limited: 'Too many requests to {host} in the last minute. Please wait a moment and try again.',
  supplier_not_found: 'Supplier not found.',
  supplier_name_taken: 'A supplier named {name} already exists.',
  price_list_not_found: 'Price list not found.',
  price_list_file_required: 'Please choose a price list file (CSV) to upload.',
  price_list_multipart_required: 'Please send the price list as a file upload (multipart/form-data).',
  price_list_too_large: 'The price list must be at most {limit}.',
  price_list_file_empty: 'The price list file is empty.',
  price_list_not_utf8:
    'The price list is not UTF-8 text. Please save it as CSV in UTF-8 (in Excel: CSV UTF-8) and upload it again.',
  price_list_upload_failed: 'The upload could not be read. Please choose the price list file again.',
  price_list_needs_mapping: 'Please map the columns of this price list and check it before applying it.',
  price_list_already_applied: 'This price list has already been applied.',
  price_list_superseded:
    'A newer price list of this supplier was uploaded after this one, so this one can no longer be applied.',
  price_list_file_gone: 'The file of this price list is no longer stored. Please upload it again.',
  price_list_changed:
    'This price list was checked again meanwhile. Please look at the new report and apply it again.',
  price_list_malformed:
    'The price list has {count, plural, one {# malformed row} other {# malformed rows}} (lines {lines}), so nothing was changed. Please correct the file and upload it again.',
  price_list_column_missing: 'The file has no column {column}. Please check the column mapping.',
  price_list_header_missing: 'Line {line}, the header row of the mapping, is empty or missing in this file.',
  price_row_missing_columns: 'The row has fewer columns than the mapping needs.',
  price_row_part_number_missing: 'The part number is empty.',
  price_row_brand_missing: 'The brand is empty.',
  price_row_price_missing: 'The price is empty.',
  price_row_price_invalid: 'The price "{value}" is not a number such as 12.50, 12,50 or 1 234,56.',
  price_row_price_currency_sign:
    'The price "{value}" contains a currency sign or code: the currency belongs in its own column or in the mapping.',
  price_row_price_ambiguous:
    'The price "{value}" can be read as thousands or as three decimals. Write it with two decimals or set the decimal separator in the mapping.',
  price_row_price_precision: 'The price "{value}" has more than two decimals.',
  price_row_price_not_positive: 'The price "{value}" is not above zero.',
  price_row_price_too_large: 'The price "{value}" is above 1,000,000.00.',
  price_row_currency_missing: 'The currency is empty.',
  price_row_currency_unknown: 'The currency "{value}" is not one of EUR, PLN or GBP.',
  price_row_stock_invalid: 'The stock "{value}" is not a whole number of 0 or more.',
  price_row_stock_too_large: 'The stock "{value}" is above 1,000,000.',
  price_row_conflicting_duplicate: 'The same product is on line {firstLine} with a different price or stock.',
  price_row_unclosed_quote:
    'A quote opened on this line is never closed, so the rest of the file could not be read.',
  invalid_idempotency_key:
    'The operation id (Idempotency-Key header) must be 8 to 64 letters, digits, hyphens or underscores.',
  idempotency_key_reused: 'This operation id was already used for a different request.',
  idempotency_key_required:
    'This request needs an operation id (Idempotency-Key header) so that sending it twice places one order.',
  idempotency_key_in_use: 'This operation is still being processed. Please try again in a moment.',
  internal_error: 'Something went wrong on our side. Please try again.',
  storage_unavailable:
    'The shop cannot save changes right now (its storage is full or read-only). Nothing was saved: please try again in a few minutes.',
} as const;

export type MessageCode = keyof typeof en;

const pl: Record<MessageCode, Message> = {
  ...formMessagesPl,
  ...adminFormMessagesPl,
  not_found: 'Nie znaleziono żądanego zasobu.',
  route_not_found: 'Nie ma punktu końcowego API {method} {url}.',
  invalid_request: 'Nieprawidłowa wartość pola {field}: {reason}.',
  invalid_body: 'Treść żądania nie jest poprawnym JSON-em.',
  invalid_number: 'Nieprawidłowa wartość pola {field}: to nie jest skończona liczba.',
  invalid_url: 'Adres tego żądania jest nieprawidłowy.',
  uri_too_long: 'Adres tego żądania jest zbyt długi.',
  product_not_found: 'Nie znaleziono produktu',
  category_not_found: 'Nie znaleziono kategorii',
  vehicle_not_found: 'Nie znaleziono pojazdu.',
  vehicle_make_not_found: 'Nie znaleziono marki pojazdu.',
  vehicle_model_not_found: 'Nie znaleziono modelu pojazdu.',
  invalid_hsn: 'Kod HSN (pole 2.1 niemieckiego dowodu rejestracyjnego) musi mieć dokładnie 4 cyfry.',
  invalid_tsn:
    'Kod TSN (pole 2.2 niemieckiego dowodu rejestracyjnego) musi zaczynać się od 3 liter lub cyfr.',
  type_code_not_found:
    'Nie mamy pojazdu o kodach HSN {hsn} i TSN {tsn}. Sprawdź kody albo wybierz pojazd z list marki, modelu i silnika.',
  invalid_registration: 'Podaj numer rejestracyjny składający się z 2–10 liter i cyfr.',
  plate_lookup_unavailable:
    'Wyszukiwanie po numerze rejestracyjnym jest niedostępne. Wybierz pojazd z list marki, modelu i silnika.',
  plate_lookup_failed:
    'Wyszukiwarka numerów rejestracyjnych chwilowo nie odpowiada. Spróbuj ponownie później albo wybierz pojazd z list marki, modelu i silnika.',
  plate_not_found:
    'Nie znaleziono pojazdu o numerze rejestracyjnym {registration}. Wybierz pojazd z list marki, modelu i silnika.',
  plate_vehicle_not_found:
    'Pojazdu o numerze rejestracyjnym {registration} ({vehicle}) nie ma w naszym katalogu. Wybierz podobny pojazd z list marki, modelu i silnika.',
  price_range_invalid: 'Cena minimalna nie może być wyższa niż cena maksymalna.',
  amount_precision: 'Kwota może mieć najwyżej 2 miejsca po przecinku.',
  too_many_requests: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
  unauthorized: 'Brak autoryzacji: zostałeś wylogowany. Zaloguj się ponownie.',
  forbidden: 'Odmowa dostępu: potrzebujesz uprawnień administratora, aby otworzyć tę stronę',
  cross_site: 'To żądanie pochodzi z innej witryny i zostało odrzucone.',
  invalid_dial_code: 'Wybierz numer kierunkowy z listy.',
  invalid_credentials: 'Nieprawidłowy e-mail lub hasło. Spróbuj ponownie.',
  email_taken: 'Konto z tym adresem e-mail już istnieje.',
  reset_token_invalid: 'Ten link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  wrong_current_password: 'Obecne hasło jest nieprawidłowe.',
  current_password_required: 'Wpisz obecne hasło, aby potwierdzić tę zmianę.',
  email_change_token_invalid:
    'Ten link potwierdzający jest nieprawidłowy lub wygasł. Zmień adres e-mail ponownie w swoim profilu.',
  address_missing_fields: 'Brak informacji: wypełnij wszystkie wymagane pola oznaczone *',
  address_not_found: 'Nie znaleziono adresu.',
  product_unavailable: 'Ten produkt nie jest już dostępny.',
  order_product_unavailable: 'Produkt {name} nie jest już dostępny. Usuń go z koszyka, aby zamówić resztę.',
  cart_quantity_limit: 'W koszyku może być najwyżej {max} szt. jednego produktu (masz już {inCart} szt.).',
  cart_line_not_found: 'Tej pozycji nie ma w Twoim koszyku.',
  wishlist_item_not_found: 'Tego produktu nie ma na Twojej liście życzeń.',
  cart_empty: 'Twój koszyk jest pusty.',
  out_of_stock:
    'Za mało sztuk produktu {name} w magazynie (zostało: {available}). Zmień ilość w koszyku i spróbuj ponownie.',
  price_changed:
    'Ceny zmieniły się od otwarcia strony zamówienia. Nowa suma to {total}: sprawdź ją i wyślij zamówienie ponownie.',
  checkout_uses_account_cart:
    'Jesteś zalogowany: zamówienie składamy z koszyka na Twoim koncie. Odśwież stronę.',
  checkout_attempt_ended: 'Ta próba złożenia zamówienia została zakończona. Złóż zamówienie ponownie.',
  country_not_offered: 'Nie dostarczamy do kraju: {country}. Wybierz inny kraj dostawy.',
  bulky_not_shipped:
    'Towary wielkogabarytowe nie są dostarczane do kraju: {country} ({names}). Usuń je z koszyka albo wybierz inny kraj dostawy.',
  invoice_not_found: 'To zamówienie nie ma jeszcze faktury: wystawiamy ją po otrzymaniu płatności.',
  invalid_status_transition: 'Zamówienie nie może przejść ze statusu {from} do {to}.',
  unpaid_card_orders_limit:
    'Masz rozpoczęte i niedokończone płatności kartą. Dokończ jedną z nich albo poczekaj do {minutes} minut, aż wygasną, zanim złożysz kolejne zamówienie; możesz też zapłacić przelewem.',
  stock_not_held:
    'To zamówienie nie rezerwuje towaru: jest opłacone, złożone bez rezerwacji albo jego rezerwacja wygasła.',
  order_not_found:
    'Nie znaleziono zamówienia: brak zamówienia o tym numerze. Sprawdź numer i spróbuj ponownie.',
  payment_failed:
    'Nie udało się rozpocząć płatności kartą, więc zamówienie nie zostało złożone. Spróbuj ponownie za chwilę.',
  return_not_allowed: 'Zwrot można zgłosić dla dostarczonych zamówień w ciągu {days} dni od dostawy.',
  return_quantity: 'Możesz zwrócić najwyżej {max} szt. produktu {name}.',
  return_item_not_found: 'Tej pozycji nie ma w zamówieniu.',
  return_not_found: 'Nie znaleziono zwrotu.',
  payment_in_progress: 'Przygotowujemy Twoją płatność. Poczekaj chwilę i spróbuj ponownie.',
  bank_transfer_unavailable: 'Płatność przelewem jest chwilowo niedostępna. Zapłać kartą.',
  shipment_required: 'Podaj przewoźnika i numer przesyłki.',
  invalid_return_transition: 'Zwrot nie może przejść ze statusu {from} do {to}.',
  brand_not_found: 'Nie znaleziono marki',
  product_category_unavailable:
    'Wybierz kategorię produktu: wybrana kategoria nie istnieje lub została usunięta.',
  price_currency_together: 'Podaj cenę razem z jej walutą.',
  active_product_price_zero:
    'Produkt w sprzedaży musi mieć cenę wyższą niż 0,00. Wpisz cenę albo zapisz produkt jako nieaktywny.',
  scraped_price_zero: 'Wpisz cenę wyższą niż 0,00: zaimportowany produkt od razu trafia do sprzedaży.',
  slug_taken: 'Kategoria o slugu {slug} już istnieje.',
  slug_taken_suggestion: 'Kategoria o slugu {slug} już istnieje. Najbliższy wolny slug to {suggestion}.',
  category_parent_invalid: 'Kategoria nadrzędna musi być aktywną kategorią poziomu {level}.',
  category_has_children:
    'Ta kategoria ma podkategorie, więc nie można zmienić jej poziomu. Najpierw je przenieś lub usuń.',
  category_not_empty:
    'Ta kategoria ma {children, plural, one {# podkategorię} few {# podkategorie} other {# podkategorii}} i {products, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}. Wybierz, czy je przenieść, czy usunąć razem z nią.',
  category_move_target_required: 'Wybierz kategorię, do której przenieść zawartość.',
  category_move_target_invalid:
    'Zawartość można przenieść tylko do innej aktywnej kategorii tego samego poziomu.',
  brand_name_taken: 'Marka o nazwie {name} już istnieje.',
  logo_file_not_found: 'Nie znaleziono pliku logo: {logo}. Podaj ścieżkę pliku w /uploads/.',
  logo_file_required: 'Wybierz plik logo do przesłania.',
  logo_multipart_required: 'Prześlij logo jako plik (multipart/form-data).',
  logo_too_large: 'Logo może mieć najwyżej 512 KB',
  logo_type_not_supported: 'Logo musi być obrazem PNG, JPEG, WebP lub SVG.',
  logo_too_complex:
    'Ten plik SVG używa więcej filtrów lub efektów, niż potrzeba w logo, i nie da się go przekształcić. Prześlij prostszy plik SVG albo PNG.',
  invalid_upload: 'Nie udało się odczytać przesłanego pliku. Wybierz plik logo ponownie.',
  scrape_nothing_found: 'Na tej stronie nie znaleziono produktu. Sprawdź adres URL i spróbuj ponownie.',
  scrape_page_too_complex:
    'Ta strona jest za duża lub zbyt złożona, by ją odczytać (trwało to ponad {seconds} s). Spróbuj strony samego produktu albo wpisz produkt ręcznie.',
  product_duplicate:
    'Ten produkt jest już w katalogu: {name} (numer części {partNumber}, produkt nr {id}). Edytuj tamten produkt.',
  scrape_no_source_path: 'Ten produkt nie został zaimportowany ze strony ze ścieżką kategorii.',
  scrape_url_invalid:
    'To nie jest prawidłowy adres URL. Podaj pełny adres strony, np. https://sklep.example.com/produkt.',
  scrape_url_scheme: 'Można importować tylko adresy http:// i https:// ({scheme}: nie jest obsługiwany).',
  scrape_url_credentials:
    'Adresy z nazwą użytkownika lub hasłem (użytkownik:hasło@) nie są pobierane. Usuń je z adresu URL.',
  scrape_address_blocked:
    '{host} wskazuje na prywatny, lokalny (loopback) lub zarezerwowany adres sieciowy, więc nie jest pobierany.',
  scrape_too_many_redirects: 'Strona przekierowała więcej niż {max} razy, więc nie została pobrana.',
  scrape_timeout: '{host} nie odpowiedział w ciągu {seconds} s. Spróbuj ponownie później.',
  scrape_too_large: 'Odpowiedź z {host} jest większa niż {limit}, więc nie została pobrana.',
  scrape_not_html:
    'Ten adres nie prowadzi do strony internetowej (serwer wysłał {contentType}). Podaj adres strony produktu.',
  scrape_not_image: 'Ten adres nie prowadzi do obrazu (serwer wysłał {contentType}).',
  scrape_http_status: '{host} odpowiedział kodem HTTP {status}, więc nie udało się wczytać strony.',
  scrape_fetch_failed:
    'Nie udało się połączyć z {host}: taka nazwa nie istnieje albo serwer odrzucił połączenie.',
  scrape_tls_failed: 'Bezpieczne połączenie z {host} nie powiodło się: jego certyfikat jest nieprawidłowy.',
  scrape_bad_response: 'Nie udało się odczytać odpowiedzi z {host}.',
  scrape_rate_limited: 'Zbyt wiele żądań do {host} w ostatniej minucie. Odczekaj chwilę i spróbuj ponownie.',
  supplier_not_found: 'Nie znaleziono dostawcy.',
  supplier_name_taken: 'Dostawca o nazwie {name} już istnieje.',
  price_list_not_found: 'Nie znaleziono cennika.',
  price_list_file_required: 'Wybierz plik cennika (CSV) do przesłania.',
  price_list_multipart_required: 'Prześlij cennik jako plik (multipart/form-data).',
  price_list_too_large: 'Cennik może mieć najwyżej {limit}.',
  price_list_file_empty: 'Plik cennika jest pusty.',
  price_list_not_utf8:
    'Cennik nie jest tekstem UTF-8. Zapisz go jako CSV w kodowaniu UTF-8 (w Excelu: CSV UTF-8) i prześlij ponownie.',
  price_list_upload_failed: 'Nie udało się odczytać przesłanego pliku. Wybierz plik cennika ponownie.',
  price_list_needs_mapping: 'Przypisz kolumny tego cennika i sprawdź go przed zastosowaniem.',
  price_list_already_applied: 'Ten cennik został już zastosowany.',
  price_list_superseded:
    'Po tym cenniku przesłano nowszy cennik tego dostawcy, więc tego nie można już zastosować.',
  price_list_file_gone: 'Plik tego cennika nie jest już przechowywany. Prześlij go ponownie.',
  price_list_changed:
    'Ten cennik został w międzyczasie sprawdzony ponownie. Przejrzyj nowy raport i zastosuj go jeszcze raz.',
  price_list_malformed:
    'Cennik ma {count, plural, one {# błędny wiersz} few {# błędne wiersze} many {# błędnych wierszy} other {# błędnego wiersza}} (wiersze {lines}), więc nic nie zostało zmienione. Popraw plik i prześlij go ponownie.',
  price_list_column_missing: 'W pliku nie ma kolumny {column}. Sprawdź przypisanie kolumn.',
  price_list_header_missing:
    'Wiersz {line}, czyli wiersz nagłówka z przypisania, jest w tym pliku pusty lub go nie ma.',
  price_row_missing_columns: 'Wiersz ma mniej kolumn, niż wymaga przypisanie.',
  price_row_part_number_missing: 'Numer części jest pusty.',
  price_row_brand_missing: 'Marka jest pusta.',
  price_row_price_missing: 'Cena jest pusta.',
  price_row_price_invalid: 'Cena „{value}” nie jest liczbą w rodzaju 12.50, 12,50 lub 1 234,56.',
  price_row_price_currency_sign:
    'Cena „{value}” zawiera symbol lub kod waluty: waluta należy do osobnej kolumny albo do przypisania.',
  price_row_price_ambiguous:
    'Cenę „{value}” można odczytać jako tysiące albo jako trzy miejsca po przecinku. Zapisz ją z dwoma miejscami po przecinku albo ustaw separator dziesiętny w przypisaniu.',
  price_row_price_precision: 'Cena „{value}” ma więcej niż dwa miejsca po przecinku.',
  price_row_price_not_positive: 'Cena „{value}” nie jest większa od zera.',
  price_row_price_too_large: 'Cena „{value}” przekracza 1 000 000,00.',
  price_row_currency_missing: 'Waluta jest pusta.',
  price_row_currency_unknown: 'Waluta „{value}” nie jest jedną z EUR, PLN lub GBP.',
  price_row_stock_invalid: 'Stan magazynowy „{value}” nie jest liczbą całkowitą równą 0 lub większą.',
  price_row_stock_too_large: 'Stan magazynowy „{value}” przekracza 1 000 000.',
  price_row_conflicting_duplicate: 'Ten sam produkt jest w wierszu {firstLine} z inną ceną lub stanem.',
  price_row_unclosed_quote:
    'Cudzysłów otwarty w tym wierszu nie jest nigdzie zamknięty, więc reszty pliku nie dało się odczytać.',
  invalid_idempotency_key:
    'Identyfikator operacji (nagłówek Idempotency-Key) musi mieć od 8 do 64 znaków: liter, cyfr, łączników lub podkreśleń.',
  idempotency_key_reused: 'Ten identyfikator operacji został już użyty dla innego żądania.',
  idempotency_key_required:
    'To żądanie wymaga identyfikatora operacji (nagłówek Idempotency-Key), aby wysłane dwa razy złożyło jedno zamówienie.',
  idempotency_key_in_use: 'Ta operacja jest jeszcze przetwarzana. Spróbuj ponownie za chwilę.',
  internal_error: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
  storage_unavailable:
    'Sklep nie może teraz zapisać zmian (jego pamięć jest pełna lub tylko do odczytu). Nic nie zostało zapisane: spróbuj ponownie za kilka minut.',
};

const catalogues: Record<Language, Record<MessageCode, Message>> = { en, pl };

/** Order and return statuses as words, for messages that name them (`from`, `to`). */
const STATUS_WORDS: Record<Language, Record<string, string>> = {
  en: {
    pending: 'pending',
    confirmed: 'confirmed',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
    requested: 'requested',
    approved: 'approved',
    rejected: 'rejected',
    received: 'received',
    refunded: 'refunded',
  },
  pl: {
    pending: 'oczekujące',
    confirmed: 'potwierdzone',
    shipped: 'wysłane',
    delivered: 'dostarczone',
    cancelled: 'anulowane',
    requested: 'zgłoszony',
    approved: 'zaakceptowany',
    rejected: 'odrzucony',
    received: 'odebrany',
    refunded: 'rozliczony',
  },
};

/**
 * The message for `code` in `language` with its `{param}` slots filled (counted nouns in the
 * language's plural forms); `from` and `to` of a status transition are written as words of that
 * language. A `{name}` has language twins `nameEn`/`namePl`.
 */
export function translate(
  language: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
) {
  const transition = code === 'invalid_status_transition' || code === 'invalid_return_transition';
  return formatMessage(language, catalogues[language][code], params, {
    slotText: (name, value) =>
      transition && (name === 'from' || name === 'to') ? STATUS_WORDS[language][String(value)] : undefined,
  });
}

/** The shop's language for this request: the app's `X-Language` header, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers['x-language'];
  if (typeof explicit === 'string') return explicit.toLowerCase().startsWith('pl') ? 'pl' : 'en';
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*pl\b/i.test(accept) ? 'pl' : 'en';
}
