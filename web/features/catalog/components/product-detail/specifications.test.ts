import { describe, expect, it } from 'vitest';
import { parseSpecifications } from './specifications.ts';

describe('parseSpecifications', () => {
  it('reads the details block and the table from the JSON the catalogue stores', () => {
    const raw = JSON.stringify({
      application: 'Front axle',
      Quantity: '1 set (4 pcs)',
      Guarantee: '2 years',
      'Product Specifications': { Width: '111 mm', 'Test mark': 'ECE-R90', Holes: 5 },
    });
    expect(parseSpecifications(raw)).toEqual({
      application: 'Front axle',
      quantity: '1 set (4 pcs)',
      guarantee: '2 years',
      rows: [
        ['Width', '111 mm'],
        ['Test mark', 'ECE-R90'],
        ['Holes', '5'],
      ],
    });
  });

  it('matches the detail keys whatever their case and lists other fields after the table', () => {
    const raw = JSON.stringify({ QUANTITY: 2, guarantee: '1 year', Material: 'steel', Nested: { a: 1 } });
    expect(parseSpecifications(raw)).toEqual({
      quantity: '2',
      guarantee: '1 year',
      rows: [['Material', 'steel']],
    });
  });

  it('keeps plain text as text', () => {
    expect(parseSpecifications('  Diameter 280 mm, vented  ')).toEqual({
      rows: [],
      text: 'Diameter 280 mm, vented',
    });
  });

  it('treats broken JSON and JSON that is not an object as plain text', () => {
    expect(parseSpecifications('{"application": "Front')).toEqual({
      rows: [],
      text: '{"application": "Front',
    });
    expect(parseSpecifications('[1, 2]')).toEqual({ rows: [], text: '[1, 2]' });
  });

  it('takes a text Product Specifications field as the text', () => {
    expect(parseSpecifications(JSON.stringify({ 'Product Specifications': 'Bolt set M12' }))).toEqual({
      rows: [],
      text: 'Bolt set M12',
    });
  });

  it('gives nothing for a missing or blank text', () => {
    expect(parseSpecifications(null)).toEqual({ rows: [] });
    expect(parseSpecifications('   ')).toEqual({ rows: [] });
  });
});
