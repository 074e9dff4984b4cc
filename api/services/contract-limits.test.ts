import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { BrandInput, productInputProps } from '#api/contract/admin-catalog.ts';
import { maxLengthOf, Nullable, OptionalText, Text } from '#api/contract/define-route.ts';
import { findVehiclesByTypeCode } from '#api/contract/vehicles.ts';

const Sample = Type.Object({
  plain: Text(40),
  optional: Type.Optional(Type.String({ maxLength: 254 })),
  nullable: Nullable(Type.String({ maxLength: 60 })),
  optionalNullable: OptionalText(2000),
  unlimited: Type.String(),
  count: Type.Integer({ maximum: 10 }),
  either: Type.Union([Type.String({ maxLength: 5 }), Type.String({ maxLength: 9 })]),
});

describe('maxLengthOf', () => {
  it('reads a text field’s maxLength', () => {
    expect(maxLengthOf(Sample, 'plain')).toBe(40);
  });

  it('reads through Optional, Nullable and both', () => {
    expect(maxLengthOf(Sample, 'optional')).toBe(254);
    expect(maxLengthOf(Sample, 'nullable')).toBe(60);
    expect(maxLengthOf(Sample, 'optionalNullable')).toBe(2000);
  });

  it('throws for a field without a maxLength', () => {
    expect(() => maxLengthOf(Sample, 'unlimited')).toThrow(/unlimited/);
    expect(() => maxLengthOf(Sample, 'count')).toThrow(/count/);
  });

  it('throws for a union of several texts (no single limit)', () => {
    expect(() => maxLengthOf(Sample, 'either')).toThrow(/either/);
  });

  it('throws for a field the schema does not have', () => {
    // A misspelt field name is a type error too; this is the check at run time.
    expect(() => maxLengthOf(Sample, 'missing' as 'plain')).toThrow(/missing/);
  });

  it('reads the contract’s own schemas: bodies and query strings', () => {
    expect(maxLengthOf(Type.Object(productInputProps), 'description')).toBe(5000);
    expect(maxLengthOf(BrandInput, 'website')).toBe(500);
    expect(maxLengthOf(findVehiclesByTypeCode.schema.querystring, 'hsn')).toBe(10);
  });
});
