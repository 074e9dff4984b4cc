/** The mapping form's model: column choices, guesses from header names, the remembered mapping first. */
import { describe, expect, it } from 'vitest';
import type { PriceListMapping } from '#api/contract/admin-price-lists.ts';
import { columnChoices, draftProblem, guessColumns, initialDraft, toMapping } from './price-list-mapping.ts';

const preview = [
  { line: 1, cells: ['Price list, December'] },
  { line: 2, cells: ['Nr katalogowy', 'Producent', 'Cena brutto', 'Waluta', 'Stan', 'EAN', 'Nazwa'] },
  { line: 3, cells: ['0986494024', 'Bosch', '12,50', 'PLN', '4', '', 'Klocki'] },
];

describe('columnChoices', () => {
  it('takes the header row of the preview, or numbers without one', () => {
    expect(columnChoices(preview, 2)).toEqual(preview[1]?.cells);
    expect(columnChoices(preview, 0)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(columnChoices(preview, 9)).toEqual([]);
  });
});

describe('guessColumns', () => {
  it('recognises Polish, English and German header names, each column once', () => {
    expect(guessColumns(preview[1]?.cells ?? [])).toEqual({
      partNumber: 'Nr katalogowy',
      brand: 'Producent',
      price: 'Cena brutto',
      currencyColumn: 'Waluta',
      stock: 'Stan',
      ean: 'EAN',
      name: 'Nazwa',
    });
    expect(guessColumns(['Artikelnummer', 'Hersteller', 'Preis', 'Bestand', 'Bezeichnung'])).toEqual({
      partNumber: 'Artikelnummer',
      brand: 'Hersteller',
      price: 'Preis',
      stock: 'Bestand',
      name: 'Bezeichnung',
    });
  });
});

describe('initialDraft and toMapping', () => {
  it('starts from guesses with the currency from its column when one is found', () => {
    const draft = initialDraft(null, preview[1]?.cells ?? []);
    expect(draft).toMatchObject({ currencySource: 'column', currencyColumn: 'Waluta', headerRow: 1 });
    expect(toMapping({ ...draft, headerRow: 2 })).toEqual({
      delimiter: null,
      headerRow: 2,
      partNumber: 'Nr katalogowy',
      brand: 'Producent',
      price: 'Cena brutto',
      stock: 'Stan',
      ean: 'EAN',
      name: 'Nazwa',
      currencyColumn: 'Waluta',
      currency: null,
      decimalSeparator: null,
    });
  });

  it('prefers the remembered mapping and gives it back unchanged', () => {
    const remembered: PriceListMapping = {
      delimiter: ';',
      headerRow: 3,
      partNumber: 'A',
      brand: 'B',
      price: 'C',
      currencyColumn: null,
      currency: 'GBP',
      stock: 'D',
      ean: null,
      name: null,
      decimalSeparator: ',',
    };
    expect(toMapping(initialDraft(remembered, ['X', 'Y']))).toEqual(remembered);
  });
});

describe('draftProblem', () => {
  const draft = initialDraft(null, preview[1]?.cells ?? []);

  it('names the first required column left empty, then the contract rules', () => {
    expect(draftProblem(draft)).toBeNull();
    expect(draftProblem({ ...draft, brand: '' })).toEqual({
      message: 'form.mapping_column_required',
      field: 'brand',
    });
    expect(draftProblem({ ...draft, currencyColumn: '' })).toMatchObject({ field: 'currencyColumn' });
    expect(draftProblem({ ...draft, stock: 'Cena brutto' })).toEqual({
      message: 'form.mapping_column_repeated',
    });
    expect(draftProblem({ ...draft, headerRow: 0 })).toEqual({
      message: 'form.mapping_column_number',
    });
  });
});
