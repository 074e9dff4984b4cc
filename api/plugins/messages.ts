/**
 * Server-side messages in English and Polish. The API answers errors as `{ error, message }`: the
 * code is stable for the client, the message is already in the shopper's language.
 */
import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'pl';

const en = {
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
  fields_required: 'Please fill in all fields.',
  required_fields: 'Please fill in all required fields',
  passwords_mismatch: 'Passwords do not match',
  password_too_short: 'Password must be at least 6 characters',
  email_required: 'Email address is required.',
  invalid_email: 'Please enter a valid e-mail address.',
  invalid_phone: 'Please enter a valid phone number.',
  invalid_dial_code: 'Please choose a country code from the list.',
  invalid_credentials: 'Invalid email or password. Please try again.',
  email_taken: 'An account with this e-mail address already exists.',
  reset_token_invalid: 'This password reset link is invalid or has expired. Please request a new one.',
  wrong_current_password: 'The current password is not correct.',
  address_missing_fields: 'Missing Information: Please fill in all required fields marked with *',
  company_required: 'Company name is required when selecting Company option',
  address_not_found: 'Address not found.',
  product_unavailable: 'This product is no longer available.',
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
  invalid_status_transition: 'An order cannot go from {from} to {to}.',
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
  internal_error: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageCode = keyof typeof en;

const pl: Record<MessageCode, string> = {
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
  fields_required: 'Wypełnij wszystkie pola.',
  required_fields: 'Wypełnij wszystkie wymagane pola',
  passwords_mismatch: 'Hasła nie są zgodne',
  password_too_short: 'Hasło musi mieć co najmniej 6 znaków',
  email_required: 'Adres e-mail jest wymagany.',
  invalid_email: 'Podaj prawidłowy adres e-mail.',
  invalid_phone: 'Podaj prawidłowy numer telefonu.',
  invalid_dial_code: 'Wybierz numer kierunkowy z listy.',
  invalid_credentials: 'Nieprawidłowy e-mail lub hasło. Spróbuj ponownie.',
  email_taken: 'Konto z tym adresem e-mail już istnieje.',
  reset_token_invalid: 'Ten link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  wrong_current_password: 'Obecne hasło jest nieprawidłowe.',
  address_missing_fields: 'Brak informacji: wypełnij wszystkie wymagane pola oznaczone *',
  company_required: 'Nazwa firmy jest wymagana przy wyborze opcji Firma',
  address_not_found: 'Nie znaleziono adresu.',
  product_unavailable: 'Ten produkt nie jest już dostępny.',
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
  invalid_status_transition: 'Zamówienie nie może przejść ze statusu {from} do {to}.',
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
  internal_error: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
};

const catalogues: Record<Language, Record<MessageCode, string>> = { en, pl };

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
 * The message for `code` in `language` with its `{param}` slots filled; `from` and `to` of a status
 * transition are written as words of that language. A `{name}` has language twins `nameEn`/`namePl`.
 */
export function translate(
  language: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
) {
  return catalogues[language][code].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[`${key}${language === 'pl' ? 'Pl' : 'En'}`] ?? params[key];
    if (value === undefined) return `{${key}}`;
    if (code === 'invalid_status_transition' || code === 'invalid_return_transition') {
      return STATUS_WORDS[language][String(value)] ?? String(value);
    }
    return String(value);
  });
}

/** The shop's language for this request: the app's `X-Language` header, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers['x-language'];
  if (typeof explicit === 'string') return explicit.toLowerCase().startsWith('pl') ? 'pl' : 'en';
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*pl\b/i.test(accept) ? 'pl' : 'en';
}
