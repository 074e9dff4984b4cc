/**
 * The price-list mapping form's model: the column choices of a file (its header row's names, or
 * numbers), a draft prefilled from the remembered mapping or guessed from the header names, and the
 * mapping the server takes (checked by the contract's rules, as the server checks them).
 */
import {
  mappingProblem,
  type DecimalSeparator,
  type Delimiter,
  type PriceListImport,
  type PriceListMapping,
} from '#api/contract/admin-price-lists.ts';
import type { Currency } from '#api/contract/currency.ts';
import type { TextKey } from '../../lib/i18n.ts';

export interface MappingDraft {
  delimiter: Delimiter | '';
  headerRow: number;
  partNumber: string;
  brand: string;
  price: string;
  stock: string;
  ean: string;
  name: string;
  currencySource: 'column' | 'fixed';
  currencyColumn: string;
  currency: Currency;
  decimalSeparator: DecimalSeparator | '';
}

export type ColumnField = 'partNumber' | 'brand' | 'price' | 'stock' | 'currencyColumn' | 'ean' | 'name';

/** The columns a mapping can name: the header row's cells, or numbers when there is no header row. */
export function columnChoices(preview: PriceListImport['preview'], headerRow: number): string[] {
  if (headerRow === 0) {
    const width = Math.max(0, ...preview.map((row) => row.cells.length));
    return Array.from({ length: width }, (_, i) => String(i + 1));
  }
  const header = preview.find((row) => row.line === headerRow);
  return (header?.cells ?? []).map((cell) => cell.trim()).filter((cell) => cell !== '');
}

/** Header names each field is usually given (English, Polish, German suppliers). */
const GUESSES: [ColumnField, RegExp][] = [
  ['ean', /\b(ean|gtin|barcode)/i],
  ['currencyColumn', /(currency|waluta|w(ä|ae)hrung)/i],
  ['stock', /(stock|qty|quantity|stan|ilo(ś|s)(ć|c)|bestand|menge|available|dost(ę|e)pn)/i],
  ['price', /(price|cena|preis|brutto)/i],
  ['brand', /(brand|marka|producent|manufacturer|hersteller|make)/i],
  ['partNumber', /(part|artikel|article|numer|\bnr\b|sku|index|indeks|code|kod)/i],
  ['name', /(name|nazwa|description|opis|bezeichnung)/i],
];

/** A first guess of each field's column from the header names; a column is used for one field only. */
export function guessColumns(columns: string[]): Partial<Record<ColumnField, string>> {
  const taken = new Set<string>();
  const guessed: Partial<Record<ColumnField, string>> = {};
  for (const [field, pattern] of GUESSES) {
    const column = columns.find((name) => !taken.has(name) && pattern.test(name));
    if (column) {
      guessed[field] = column;
      taken.add(column);
    }
  }
  return guessed;
}

/** The form's starting values: the mapping the import was checked with or the remembered one, else guesses. */
export function initialDraft(mapping: PriceListMapping | null, columns: string[]): MappingDraft {
  if (mapping) {
    return {
      delimiter: mapping.delimiter ?? '',
      headerRow: mapping.headerRow,
      partNumber: mapping.partNumber,
      brand: mapping.brand,
      price: mapping.price,
      stock: mapping.stock,
      ean: mapping.ean ?? '',
      name: mapping.name ?? '',
      currencySource: mapping.currencyColumn ? 'column' : 'fixed',
      currencyColumn: mapping.currencyColumn ?? '',
      currency: mapping.currency ?? 'EUR',
      decimalSeparator: mapping.decimalSeparator ?? '',
    };
  }
  const guessed = guessColumns(columns);
  return {
    delimiter: '',
    headerRow: 1,
    partNumber: guessed.partNumber ?? '',
    brand: guessed.brand ?? '',
    price: guessed.price ?? '',
    stock: guessed.stock ?? '',
    ean: guessed.ean ?? '',
    name: guessed.name ?? '',
    currencySource: guessed.currencyColumn ? 'column' : 'fixed',
    currencyColumn: guessed.currencyColumn ?? '',
    currency: 'EUR',
    decimalSeparator: '',
  };
}

export function toMapping(draft: MappingDraft): PriceListMapping {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  return {
    delimiter: draft.delimiter === '' ? null : draft.delimiter,
    headerRow: draft.headerRow,
    partNumber: draft.partNumber,
    brand: draft.brand,
    price: draft.price,
    stock: draft.stock,
    ean: optional(draft.ean),
    name: optional(draft.name),
    currencyColumn: draft.currencySource === 'column' ? optional(draft.currencyColumn) : null,
    currency: draft.currencySource === 'fixed' ? draft.currency : null,
    decimalSeparator: draft.decimalSeparator === '' ? null : draft.decimalSeparator,
  };
}

/** The first field the form must fix, with the message the server would answer, or null. */
export function draftProblem(draft: MappingDraft): { message: TextKey; field?: ColumnField } | null {
  for (const field of ['partNumber', 'brand', 'price', 'stock'] as const) {
    if (draft[field].trim() === '') return { message: 'form.mapping_column_required', field };
  }
  if (draft.currencySource === 'column' && draft.currencyColumn.trim() === '') {
    return { message: 'form.mapping_currency_choice', field: 'currencyColumn' };
  }
  const problem = mappingProblem(toMapping(draft));
  return problem ? { message: `form.${problem}` } : null;
}
