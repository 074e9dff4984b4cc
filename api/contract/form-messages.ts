/**
 * The messages of the rules that forms check before sending and the server checks again: one text
 * per rule and language, so the shopper reads the same words whichever side refused the input. The
 * server's catalogue includes them; the web registers them as `form.<code>`. The Polish texts are in
 * form-messages-pl.ts, so a page in English downloads none of them.
 */
import type { Message, Problem } from './messages.ts';

export const formMessagesEn = {
  fields_required: 'Please fill in all fields.',
  required_fields: 'Please fill in all required fields',
  passwords_mismatch: 'Passwords do not match',
  password_too_short: {
    one: 'Password must be at least {count} character',
    other: 'Password must be at least {count} characters',
  },
  email_required: 'Email address is required.',
  invalid_email: 'Please enter a valid e-mail address.',
  invalid_phone: 'Please enter a valid phone number.',
  company_required: 'Company name is required when selecting Company option',
  invalid_postal_code: 'Enter the postal code in the form {form}, for example {example}.',
  invalid_vat_id:
    'This VAT ID is not valid: check the country prefix and the number (e.g. DE136695976), or leave it empty.',
} satisfies Record<string, Message>;

export type FormMessageCode = keyof typeof formMessagesEn;

/** What a shared rule reports: the message code, its slot values and the field to fix. */
export type RuleProblem<F extends string = string> = Problem<FormMessageCode, F>;
