import { describe, expect, it } from 'vitest';
import { checkTypeCode, normalisePlate } from './type-code.ts';

describe('checkTypeCode', () => {
  it('accepts 4 digits and 3 letters/digits, normalised, keeping the first 3 TSN characters', () => {
    expect(checkTypeCode({ hsn: ' 0603 ', tsn: 'bnu' })).toEqual({ ok: true, hsn: '0603', tsn: 'BNU' });
    expect(checkTypeCode({ hsn: '0005', tsn: 'ANX12345' })).toEqual({ ok: true, hsn: '0005', tsn: 'ANX' });
  });

  it('names the empty fields', () => {
    expect(checkTypeCode({ hsn: '', tsn: '  ' })).toEqual({
      ok: false,
      errors: { hsn: 'vehicle.hsnRequired', tsn: 'vehicle.tsnRequired' },
    });
  });

  it('rejects an HSN that is not 4 digits and a TSN with other characters or too short', () => {
    expect(checkTypeCode({ hsn: '603', tsn: 'BNU' })).toEqual({
      ok: false,
      errors: { hsn: 'vehicle.hsnInvalid' },
    });
    expect(checkTypeCode({ hsn: '06A3', tsn: 'BNU' })).toEqual({
      ok: false,
      errors: { hsn: 'vehicle.hsnInvalid' },
    });
    expect(checkTypeCode({ hsn: '0603', tsn: 'B-N' })).toEqual({
      ok: false,
      errors: { tsn: 'vehicle.tsnInvalid' },
    });
    expect(checkTypeCode({ hsn: '0603', tsn: 'BN' })).toEqual({
      ok: false,
      errors: { tsn: 'vehicle.tsnInvalid' },
    });
  });
});

describe('normalisePlate', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normalisePlate(' wx 123-45 ')).toBe('WX12345');
  });
});
