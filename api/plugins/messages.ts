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
  price_range_invalid: 'The minimum price must not be higher than the maximum price.',
  amount_precision: 'Amounts have at most 2 decimal places.',
  too_many_requests: 'Too many requests. Please wait a moment and try again.',
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
  price_range_invalid: 'Cena minimalna nie może być wyższa niż cena maksymalna.',
  amount_precision: 'Kwota może mieć najwyżej 2 miejsca po przecinku.',
  too_many_requests: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
  internal_error: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
};

const catalogues: Record<Language, Record<MessageCode, string>> = { en, pl };

export function translate(
  language: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
) {
  return catalogues[language][code].replace(/\{(\w+)\}/g, (_, key: string) =>
    String(params[key] ?? `{${key}}`),
  );
}

/** The shop's language for this request: the app's `X-Language` header, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = request.headers['x-language'];
  if (typeof explicit === 'string') return explicit.toLowerCase().startsWith('pl') ? 'pl' : 'en';
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*pl\b/i.test(accept) ? 'pl' : 'en';
}
