/**
 * Reads a shop's price text ("1 234,56 zł", "€12.99", "63<sup>07</sup> Lei", "CHF <!-- -->19.50")
 * into an amount and an ISO 4217 currency. Pure string work: no DOM, no locale tables.
 */

export interface ParsedPrice {
  amount: number;
  /** ISO 4217 when known (EUR, PLN, GBP, CHF, USD, ...); null when the text names no currency. */
  currency: string | null;
}

/** Codes we recognise when written as a three-letter code in the text. */
const ISO_CODES = new Set(
  (
    'EUR PLN GBP CHF USD CAD AUD NZD CZK SEK NOK DKK ISK HUF RON BGN RUB UAH BYN MDL KZT PKR INR BRL ' +
    'IDR VND KRW JPY CNY TRY HRK RSD BAM MKD GEL AZN ZAR SGD HKD THB MYR ILS AED SAR MXN'
  ).split(' '),
);
/** Codes that are also safe to read in lower case ("140,00 pln"); "all", "try", "php" are words. */
const LOWER_CASE_CODES = new Set(
  'eur pln gbp chf usd cad aud czk sek nok dkk huf ron bgn rub uah kzt pkr'.split(' '),
);

/**
 * Currency signs and words. `iso: null` marks an ambiguous sign ("kr", "Rs"): it names a currency
 * but not which one, so a hint decides. Longer signs come first so "R$" wins over "$".
 */
const SIGNS: { re: RegExp; iso: string | null; rank: number }[] = [
  { re: /US\$/g, iso: 'USD', rank: 3 },
  { re: /(?:CA|C)\$/g, iso: 'CAD', rank: 3 },
  { re: /(?:AU|A)\$/g, iso: 'AUD', rank: 3 },
  { re: /NZ\$/g, iso: 'NZD', rank: 3 },
  { re: /R\$/g, iso: 'BRL', rank: 3 },
  { re: /€/g, iso: 'EUR', rank: 2 },
  { re: /£/g, iso: 'GBP', rank: 2 },
  { re: /₽/g, iso: 'RUB', rank: 2 },
  { re: /₴/g, iso: 'UAH', rank: 2 },
  { re: /₸/g, iso: 'KZT', rank: 2 },
  { re: /₹/g, iso: 'INR', rank: 2 },
  { re: /₺/g, iso: 'TRY', rank: 2 },
  { re: /₫/g, iso: 'VND', rank: 2 },
  { re: /[₩원]/g, iso: 'KRW', rank: 2 },
  { re: /[¥円]/g, iso: 'JPY', rank: 2 },
  { re: /(?<!\p{L})zł(?!\p{L})/giu, iso: 'PLN', rank: 2 },
  { re: /(?<!\p{L})kč(?!\p{L})/giu, iso: 'CZK', rank: 2 },
  { re: /(?<!\p{L})Ft(?!\p{L})/gu, iso: 'HUF', rank: 2 },
  { re: /(?<!\p{L})lei(?!\p{L})/giu, iso: 'RON', rank: 2 },
  { re: /(?<!\p{L})лв(?!\p{L})\.?/giu, iso: 'BGN', rank: 2 },
  { re: /(?<!\p{L})(?:руб|р)(?!\p{L})\.?/giu, iso: 'RUB', rank: 2 },
  { re: /(?<!\p{L})грн(?!\p{L})\.?/giu, iso: 'UAH', rank: 2 },
  { re: /(?<!\p{L})(?:тг|тенге)(?!\p{L})\.?/giu, iso: 'KZT', rank: 2 },
  { re: /(?<!\p{L})(?:euro|euros)(?!\p{L})/giu, iso: 'EUR', rank: 2 },
  { re: /(?<!\p{L})(?:S?Fr)\.(?!\p{L})/gu, iso: 'CHF', rank: 2 },
  { re: /(?<!\p{L})Rp(?!\p{L})\.?/gu, iso: 'IDR', rank: 2 },
  { re: /(?<!\p{L})TL(?!\p{L})/gu, iso: 'TRY', rank: 2 },
  { re: /(?<!\p{L})(?:kr|kr\.)(?!\p{L})/giu, iso: null, rank: 1 },
  { re: /(?<!\p{L})Rs(?!\p{L})\.?|₨/gu, iso: null, rank: 1 },
  { re: /\$/g, iso: null, rank: 1 },
];

/** What an ambiguous sign means when nothing else (a code in the text, a hint) says otherwise. */
const SIGN_DEFAULTS: Record<string, string | null> = { $: 'USD' };

/** Currency hints that settle an ambiguous sign. */
const HINTS_FOR_SIGN: Record<string, Set<string>> = {
  $: new Set(['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'SGD', 'HKD']),
  kr: new Set(['SEK', 'NOK', 'DKK', 'ISK']),
  rs: new Set(['PKR', 'INR']),
};

interface Token {
  start: number;
  end: number;
  iso: string | null;
  rank: number;
  sign: string;
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  euro: '€',
  pound: '£',
  dollar: '$',
  yen: '¥',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Turns a raw snippet into plain text: comments dropped, `<sup>07</sup>` (cents written raised) kept
 * as a decimal part, other tags dropped, entities decoded, exotic spaces made plain.
 */
function plainText(input: string): string {
  let text = input;
  if (text.includes('<')) {
    text = text
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/(\d)\s*<sup[^>]*>\s*(\d{1,2})\s*<\/sup>/gi, '$1.$2')
      .replace(/<[^>]*>/g, ' ');
  }
  if (text.includes('&')) {
    text = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[body.toLowerCase()] ?? whole;
    });
  }
  return text.replace(/[\u00a0\u2007\u2009\u202f\u2002-\u2006\u200a]/g, ' ').replace(/[’‘]/g, "'");
}

function currencyTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const taken = new Array<boolean>(text.length).fill(false);
  const add = (start: number, end: number, iso: string | null, rank: number, sign: string) => {
    for (let i = start; i < end; i++) if (taken[i]) return;
    for (let i = start; i < end; i++) taken[i] = true;
    tokens.push({ start, end, iso, rank, sign });
  };
  for (const match of text.matchAll(/(?<![\p{L}])([A-Za-z]{3})(?![\p{L}])/gu)) {
    const code = match[1]!;
    const upper = code.toUpperCase();
    // "Rub" in "BBQ Rub" is a word: a code counts in upper case, or in lower case for the safe ones.
    if (
      ISO_CODES.has(upper) &&
      (code === upper || (code === code.toLowerCase() && LOWER_CASE_CODES.has(code)))
    ) {
      add(match.index, match.index + 3, upper, 4, code);
    }
  }
  for (const { re, iso, rank } of SIGNS) {
    re.lastIndex = 0;
    for (const match of text.matchAll(re)) {
      add(match.index, match.index + match[0].length, iso, rank, match[0]);
    }
  }
  return tokens.sort((a, b) => a.start - b.start);
}

interface NumberMatch {
  start: number;
  end: number;
  amount: number;
}

/** Reads digits and separators ("1.234,56", "3 250 000", "130, 38", ".75") starting at `from`. */
function readNumber(text: string, from: number): NumberMatch | null {
  const first = text.slice(from).search(/\.?\d/);
  if (first < 0) return null;
  const start = from + first;
  let end = start;
  let raw = '';
  while (end < text.length) {
    const ch = text[end]!;
    if (/\d/.test(ch)) {
      raw += ch;
      end++;
      continue;
    }
    const rest = text.slice(end);
    // A separator followed by a space and one or two digits: "130, 38", "$119. 95".
    const spacedDecimal = /^([.,]) (\d{1,2})(?!\d)/.exec(rest);
    if (spacedDecimal && raw) {
      raw += spacedDecimal[1]! + spacedDecimal[2]!;
      end += spacedDecimal[0].length;
      break;
    }
    if ((ch === '.' || ch === ',' || ch === "'") && /^.\d/.test(rest)) {
      raw += ch;
      end++;
      continue;
    }
    // A space separates thousands only when exactly three digits follow: "3 250 000", "2 499,00".
    if (ch === ' ' && raw && /^ \d{3}(?!\d)/.test(rest) && !/[.,]\d*$/.test(raw)) {
      end++;
      continue;
    }
    if ((ch === ',' || ch === '.') && raw && /^[.,](?:-|$|\D)/.test(rest)) {
      end++; // "610," or "50,-": a separator with no cents
    }
    break;
  }
  const amount = interpretDigits(raw);
  return amount === null ? null : { start, end, amount };
}

/** Decides which separator is the decimal one. */
function interpretDigits(raw: string): number | null {
  let digits = raw.replace(/'/g, '');
  if (!/\d/.test(digits)) return null;
  if (digits.startsWith('.') || digits.startsWith(',')) digits = '0' + digits;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normal = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(sep);
    const tail = parts[parts.length - 1]!;
    if (parts.length > 2) {
      // "1.550.000" is thousands; "1.234.56" (cents split off by markup) ends in a decimal part.
      normal = tail.length === 3 ? parts.join('') : parts.slice(0, -1).join('') + '.' + tail;
    } else if (tail.length === 3 && parts[0] !== '0') {
      normal = parts.join(''); // "3,990 Ft", "$699,000": a lone group of three is thousands
    } else {
      normal = parts[0] + '.' + tail;
    }
  } else {
    normal = digits;
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function resolveToken(token: Token, hint: string | null): string | null {
  if (token.iso) return token.iso;
  const key = token.sign.toLowerCase().replace(/[.\s]/g, '').replace('₨', 'rs');
  const allowed = HINTS_FOR_SIGN[key];
  if (hint && (!allowed || allowed.has(hint))) return hint;
  return SIGN_DEFAULTS[key] ?? null;
}

/**
 * The first amount in `text` with the currency written next to it. A three-letter code beats a sign
 * beside the same amount ("$1,190.00 AUD" is AUD); an ambiguous sign ("$", "kr") takes the hint
 * when the hint fits, and "$" alone reads as USD. Without any currency in the text, the hint is used.
 */
export function parsePrice(text: string, currencyHint?: string | null): ParsedPrice | null {
  if (!text) return null;
  const plain = plainText(text);
  const hint = currencyHint ? currencyHint.trim().toUpperCase() || null : null;
  const tokens = currencyTokens(plain);
  // Digits inside a currency token ("US$" has none, but be safe) never start the amount.
  let number = readNumber(plain, 0);
  while (number && tokens.some((t) => number!.start >= t.start && number!.start < t.end)) {
    number = readNumber(plain, number.end);
  }
  if (!number) return null;
  let amount = number.amount;
  const end = number.end;
  // "35€ 99": the sign sits between units and cents.
  const split = /^ ?(€|£|zł|kr|lei) (\d{2})(?!\d|[.,]\d)/i.exec(plain.slice(end));
  if (split && Number.isInteger(amount)) amount = Number(`${amount}.${split[2]}`);
  const near = tokens
    .map((t) => ({ t, gap: t.end <= number.start ? number.start - t.end : t.start - end }))
    .filter(({ gap }) => gap >= 0);
  const close = near.filter(
    ({ gap, t }) =>
      gap <= 4 && !/\d/.test(plain.slice(Math.min(t.end, end), Math.max(t.start, number.start))),
  );
  const pick = (list: typeof near) => list.sort((a, b) => b.t.rank - a.t.rank || a.gap - b.gap)[0]?.t ?? null;
  const token = pick(close) ?? pick(near.filter(({ gap }) => gap <= 8));
  const currency = token ? resolveToken(token, hint) : hint;
  return { amount: Math.round(amount * 1e6) / 1e6, currency };
}

/** Currency written as a code or sign on its own ("zł", "pln", "€"), for priceCurrency fields. */
export function currencyFromText(text: string | null | undefined, hint?: string | null): string | null {
  if (!text) return null;
  const plain = plainText(text).trim();
  if (/^[A-Za-z]{3}$/.test(plain)) return plain.toUpperCase();
  const token = currencyTokens(plain)[0];
  return token ? resolveToken(token, hint ? hint.toUpperCase() : null) : null;
}
