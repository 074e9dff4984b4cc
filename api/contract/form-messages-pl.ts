/** The Polish texts of the shared form rules (form-messages.ts), in a module of their own. */
import type { formMessagesEn } from './form-messages.ts';
import type { PolishTwin } from './messages.ts';

/** The Polish twin: the same codes, plural entries with all four forms. */
export const formMessagesPl: PolishTwin<typeof formMessagesEn> = {
  fields_required: 'Wypełnij wszystkie pola.',
  required_fields: 'Wypełnij wszystkie wymagane pola',
  passwords_mismatch: 'Hasła nie są zgodne',
  password_too_short: {
    one: 'Hasło musi mieć co najmniej {count} znak',
    few: 'Hasło musi mieć co najmniej {count} znaki',
    many: 'Hasło musi mieć co najmniej {count} znaków',
    other: 'Hasło musi mieć co najmniej {count} znaku',
  },
  email_required: 'Adres e-mail jest wymagany.',
  invalid_email: 'Podaj prawidłowy adres e-mail.',
  invalid_phone: 'Podaj prawidłowy numer telefonu.',
  company_required: 'Nazwa firmy jest wymagana po wybraniu opcji Firma',
  invalid_postal_code: 'Wpisz kod pocztowy w formacie {form}, np. {example}.',
  invalid_vat_id:
    'Ten numer VAT UE jest nieprawidłowy: sprawdź prefiks kraju i numer (np. DE136695976) albo zostaw pole puste.',
};
