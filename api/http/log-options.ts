/**
 * The logger's settings, for the server and the tests: structured pino lines, each request's lines
 * carrying its id, and no personal data or secrets in them. Every line is masked once, as written,
 * whatever field or message the data sits in: e-mail addresses, card numbers, and the values of
 * sensitive names (passwords, tokens, session ids, cookies, card data, addresses) in query strings,
 * JSON and echoed input.
 */
import type { FastifyServerOptions } from 'fastify';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const CENSOR = '***';

/**
 * Names whose values are never logged, in any spelling (`newPassword`, `reset_token`,
 * `card-exp-month`, `shippingAddress`): passwords and their hashes, tokens and secrets, the gateway's
 * control signature, session ids and cookies, card data, street addresses, e-mail addresses, phones
 * and names.
 */
const SENSITIVE_NAME = [
  String.raw`(?:[a-z]+[-_]?)?(?:password|passwd|pwd|passphrase)(?:[-_]?hash)?`,
  String.raw`(?:[a-z]+[-_]?)?(?:token|secret)`,
  String.raw`control|sid|session[-_]?id|cookie|set-cookie|authorization`,
  String.raw`cvv2?|cvc2?|csc|pan|card[-_]?(?:number|num|no)|credit[-_]?card`,
  String.raw`(?:card[-_]?)?exp(?:iry|iration)?(?:[-_]?(?:date|month|year))?`,
  String.raw`(?:shipping|billing|street|postal|home)?[-_]?address[-_]?\d?|street`,
  String.raw`(?:[a-z]+[-_]?)?e-?mail|phone|(?:first|last)[-_]?name`,
  String.raw`card[-_]?(?:holder|printed)(?:[-_]?name)?|cardholder(?:[-_]?name)?`,
].join('|');

/** A whole name (a JSON key, a query parameter) that is sensitive. */
const SENSITIVE = new RegExp(`^(?:${SENSITIVE_NAME})$`, 'i');
/**
 * Cheap first looks (a log line is written on every request): a JSON key or a parameter name with
 * one of these stems; lines without one skip the slower passes.
 */
const STEM =
  'pass|pwd|token|secret|control|sid|session|cookie|authori|cvv|cvc|csc|pan|card|exp|address|street|mail|phone|first|last|holder';
const KEY_HINT = new RegExp(`(?:${STEM})[\\w-]*\\\\?"\\s*:`, 'i');
const PARAM_HINT = new RegExp(`(?:${STEM})[\\w-]*(?:=|%3D)`, 'i');
const EMAIL_NAME = /e-?mail$/i;

/** `"name": "value"` or `"name": 123` in a JSON line. */
const JSON_FIELD = /"([\w-]{1,64})"(\s*:\s*)(?:"((?:[^"\\]|\\.)*)"|(-?\d[\d.eE+-]*|true|false))/g;
/**
 * The same inside a logged string that holds JSON (echoed input): its quotes and backslashes are
 * escaped once more, so a quote inside the value is `\\\"` and its end is `\"`.
 */
const ESCAPED_JSON_FIELD =
  /\\"([\w-]{1,64})\\"(\s*:\s*)(?:\\"((?:[^"\\]|\\[^"\\]|\\\\(?:\\\\|\\"|[^"\\]))*)\\"|(-?\d[\d.eE+-]*|true|false))/g;
/**
 * `name=` in a query string, form body or cookie, and `name%3D` inside an encoded URL (a name may
 * follow an encoded `?` or `&`); the value runs to the next separator.
 */
const PARAM_NAME = /(?<=^|[^\w-]|%[0-9a-f]{2})([a-z][\w-]{0,63})(=|%3D)/gi;
const PLAIN_VALUE = /[^&\s"\\#;]*/y;
const ENCODED_VALUE = /(?:%(?!26)|[^&\s"\\#;%])*/y;
/** An Authorization header's credentials in free text. */
const BEARER = /\b(Bearer|Basic)\s+(?=[\w.~+/=-]{8,})[\w.~+/=-]+/gi;
/**
 * An e-mail address, also percent-encoded (`%40`); keeps its first character and its domain. Tried
 * only where a run of address characters starts, so a long run without `@` is read once.
 */
const EMAIL =
  /(?<![\p{L}\p{N}_.%+-])([\p{L}\p{N}_.%+-])[\p{L}\p{N}_.%+-]*(?:@|%40)((?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,})/giu;
/**
 * 14 to 19 digits, maybe grouped by spaces or dashes, starting as card numbers do (2-6), and not part
 * of a longer run of digits (an IBAN).
 */
const CARD_NUMBER = /(?<![\w.]|\d[ -])[2-6](?:[ -]?\d){13,18}(?![\w.]|[ -]\d)/g;

function maskEmail(text: string): string {
  return text.replace(EMAIL, (_all, first: string, domain: string) => `${first}${CENSOR}@${domain}`);
}

/** The Luhn check that every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A sensitive value's replacement: an e-mail keeps its masked form, anything else is censored. */
function censor(name: string, value: string): string {
  if (value === '') return value;
  if (EMAIL_NAME.test(name)) {
    const masked = maskEmail(value);
    return masked !== value ? masked : CENSOR;
  }
  return CENSOR;
}

/** Sensitive query, form and cookie values censored; other values are searched for nested ones. */
function maskParams(text: string): string {
  let out = '';
  let done = 0;
  PARAM_NAME.lastIndex = 0;
  for (let match = PARAM_NAME.exec(text); match; match = PARAM_NAME.exec(text)) {
    const name = match[1] ?? '';
    if (!SENSITIVE.test(name)) continue;
    const start = match.index + match[0].length;
    const value = match[2] === '=' ? PLAIN_VALUE : ENCODED_VALUE;
    value.lastIndex = start;
    const end = start + (value.exec(text)?.[0].length ?? 0);
    out += text.slice(done, start) + censor(name, text.slice(start, end));
    done = end;
    PARAM_NAME.lastIndex = end;
  }
  return done === 0 ? text : out + text.slice(done);
}

/**
 * `text` without personal data or secrets. Safe on a serialised JSON line: only whole values and
 * whole escape sequences are replaced, so the line stays valid JSON.
 */
export function maskLogText(text: string): string {
  let out = text;
  if (KEY_HINT.test(out)) {
    out = out.replace(JSON_FIELD, (all, name: string, colon: string, quoted: string | undefined) =>
      SENSITIVE.test(name)
        ? `"${name}"${colon}"${quoted === undefined ? CENSOR : censor(name, quoted)}"`
        : all,
    );
    if (out.includes('\\"')) {
      out = out.replace(
        ESCAPED_JSON_FIELD,
        (all, name: string, colon: string, quoted: string | undefined, bare: string | undefined) =>
          SENSITIVE.test(name) ? `\\"${name}\\"${colon}\\"${censor(name, quoted ?? bare ?? '')}\\"` : all,
      );
    }
  }
  if (PARAM_HINT.test(out)) out = maskParams(out);
  if (/bearer|basic/i.test(out)) out = out.replace(BEARER, `$1 ${CENSOR}`);
  if (out.includes('@') || out.includes('%40')) out = maskEmail(out);
  return out.replace(CARD_NUMBER, (match) => {
    const digits = match.replace(/\D/g, '');
    return passesLuhn(digits) ? `${CENSOR}${digits.slice(-4)}` : match;
  });
}

/** Header values and bodies that are never logged, whatever masking would leave of them. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'req.body',
  'body',
  'password',
  '*.password',
];

/** The pino settings of the shop's logger; `stream` replaces stdout (tests capture lines with it). */
export function loggerOptions(options: { level: string; stream?: LoggerOptions['stream'] }): LoggerOptions {
  return {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: maskLogText },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
