import { describe, expect, it } from 'vitest';
import { EU_VAT_COUNTRIES, isEuCountry, parseVatId, vatPrefix } from './vat-id.ts';

/**
 * One published or registered number per member state, as written with its prefix, and the same
 * number with one check character changed. Each comment works the check out by hand.
 */
const VALID_AND_MANGLED: [country: string, valid: string, wrongCheck: string][] = [
  // U1358562|7: digit sums of 1·1,3·2,5·1,8·2,5·1,6·2,2·1 = 1+6+5+7+5+3+2 = 29; (96 − 29) mod 10 = 7.
  ['AT', 'ATU13585627', 'ATU13585626'],
  // 02022399|51: 2022399 mod 97 = 46; 97 − 46 = 51.
  ['BE', 'BE0202239951', 'BE0202239952'],
  // 17507475|2: 1·1+2·7+3·5+4·0+5·7+6·4+7·7+8·5 = 178; 178 mod 11 = 2.
  ['BG', 'BG175074752', 'BG175074753'],
  // 10263870|R: mapped 1→0, 2→5, 3→7, 7→17 at odd places: 0+0+5+6+7+8+17+0 = 43; 43 mod 26 = 17 = R.
  ['CY', 'CY10263870R', 'CY10263870S'],
  // 2512389|1: 8·2+7·5+6·1+5·2+4·3+3·8+2·9 = 121; 121 mod 11 = 0, written 1.
  ['CZ', 'CZ25123891', 'CZ25123890'],
  // ISO 7064 MOD 11,10 over 13669597: running value 2,10,1,3,4,7,1,5; 11 − 5 = 6.
  ['DE', 'DE136695976', 'DE136695977'],
  // 2·1+7·3+6·5+5·8+4·5+3·6+2·2+1·8 = 143 = 13·11.
  ['DK', 'DK13585628', 'DK13585629'],
  // 3·1+7·0+1·0+3·9+7·3+1·1+3·5+7·5+1·8 = 110, a multiple of 10.
  ['EE', 'EE100931558', 'EE100931559'],
  // 09401283|4: 128·9+64·4+16·1+8·2+4·8+2·3 = 1478; 1478 mod 11 = 4.
  ['GR', 'EL094012834', 'EL094012835'],
  // CIF A|2818466|1: doubled odd places 4,2,8,3 (12→3) plus 8,8,6 = 39; (10 − 9) mod 10 = 1.
  ['ES', 'ESA28184661', 'ESA28184662'],
  // 7·2+9·0+10·7+5·7+8·4+4·7+2·4+1·0 = 187 = 17·11.
  ['FI', 'FI20774740', 'FI20774741'],
  // SIREN 303265045 (Luhn sum 30); key (30326504500 + 12) mod 97 = 40.
  ['FR', 'FR40303265045', 'FR41303265045'],
  // ISO 7064 MOD 11,10 over 3339200596: the running value ends at 10; 11 − 10 = 1.
  ['HR', 'HR33392005961', 'HR33392005962'],
  // 9·1+7·0+3·6+1·7+9·2+7·1+3·0+1·1 = 60, a multiple of 10.
  ['HU', 'HU10672101', 'HU10672102'],
  // 6433435|F: 8·6+7·4+6·3+5·3+4·4+3·3+2·5 = 144; 144 mod 23 = 6 = F (W=0, A=1, …).
  ['IE', 'IE6433435F', 'IE6433435E'],
  // Luhn over 00743110157: sum 30.
  ['IT', 'IT00743110157', 'IT00743110158'],
  // 11951151|5: 1·1+2·1+3·9+4·5+5·1+6·1+7·5+8·1 = 104; 104 mod 11 = 5.
  ['LT', 'LT119511515', 'LT119511516'],
  // 150274 mod 89 = 42.
  ['LU', 'LU15027442', 'LU15027443'],
  // 9·4+3·3+10·5+2·2+5·1+7·6 = 146; 146 mod 11 = 3.
  ['LV', 'LV40003521600', 'LV40003521601'],
  // 3·1+4·1+6·6+7·7+8·9+9·1 = 173; 173 + 12 = 185 = 5·37.
  ['MT', 'MT11679112', 'MT11679113'],
  // 9·8+8·2+7·0+6·6+5·0+4·5+3·8+2·7 = 182; 182 − 6 = 176 = 16·11.
  ['NL', 'NL820605876B01', 'NL820605875B01'],
  // 6·5+5·2+7·6+2·0+3·2+4·5+5·0+6·9+7·9 = 225; 225 mod 11 = 5.
  ['PL', 'PL5260250995', 'PL5260250996'],
  // 9·5+8·0+7·1+6·9+5·6+4·4+3·8+2·4 = 184; 184 mod 11 = 8; 11 − 8 = 3.
  ['PT', 'PT501964843', 'PT501964844'],
  // 182296 padded to 000182296: 2·1+1·8+7·2+5·2+3·9+2·6 = 73; 730 mod 11 = 4.
  ['RO', 'RO1822964', 'RO1822965'],
  // 5560581158 (Luhn sum 30) and 01.
  ['SE', 'SE556058115801', 'SE556058115701'],
  // 5022305|4: 8·5+6·2+5·2+4·3+2·5 = 84; 84 mod 11 = 7; 11 − 7 = 4.
  ['SI', 'SI50223054', 'SI50223055'],
  // 2020257679 = 11 · 183659789.
  ['SK', 'SK2020257679', 'SK2020257670'],
];

describe('EU_VAT_COUNTRIES', () => {
  it('lists the 27 member states by ISO code', () => {
    expect(EU_VAT_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_VAT_COUNTRIES).size).toBe(27);
    expect(EU_VAT_COUNTRIES).toContain('GR');
    for (const outside of ['EL', 'GB', 'CH', 'NO', 'XI', 'EU'])
      expect(EU_VAT_COUNTRIES).not.toContain(outside);
  });

  it('isEuCountry takes ISO codes in upper case', () => {
    expect(isEuCountry('GR')).toBe(true);
    expect(isEuCountry('PL')).toBe(true);
    for (const code of ['EL', 'GB', 'CH', 'NO', 'de', '']) expect(isEuCountry(code)).toBe(false);
  });

  it('vatPrefix writes Greece as EL', () => {
    expect(vatPrefix('GR')).toBe('EL');
    expect(vatPrefix('DE')).toBe('DE');
  });

  it('has a valid and a mangled example for every member state', () => {
    expect(VALID_AND_MANGLED.map(([country]) => country).sort()).toEqual([...EU_VAT_COUNTRIES].sort());
  });
});

describe('parseVatId: each member state', () => {
  it.each(VALID_AND_MANGLED)('%s: accepts %s, rejects the check digit of %s', (country, valid, wrong) => {
    const parsed = parseVatId(valid, 'XX');
    expect(parsed).toEqual({
      ok: true,
      country,
      prefix: valid.slice(0, 2),
      number: valid.slice(2),
      normalized: valid,
    });
    expect(parseVatId(wrong, 'XX')).toEqual({ ok: false, reason: 'checksum' });
  });
});

describe('parseVatId: other forms per country', () => {
  const accepted: [string, string][] = [
    // BE: 9-digit numbers are today's with a leading 0.
    ['BE 202.239.951', 'BE0202239951'],
    // CZ: the special 9-digit numbers starting 6 (8·4+6·9+4·3+3·9+2·2 = 129, mod 11 = 8, table → 6).
    ['CZ640903926', 'CZ640903926'],
    // CZ: a birth number, 1971-03-19, 7103192745 = 11 · 645744795.
    ['CZ 710319/2745', 'CZ7103192745'],
    // CZ: 29 February 1964, 6402294448 = 11 · 582026768.
    ['CZ 640229/4448', 'CZ6402294448'],
    // CZ: 6402290004 = 11 · 582026364; its twin 6502290003 below fails on the date alone.
    ['CZ6402290004', 'CZ6402290004'],
    // ES: DNI 54362315 mod 23 = 21 = K.
    ['ES54362315K', 'ES54362315K'],
    // ES: NIE X → 0, 02482300 mod 23 = 2 = W.
    ['es x-2482300w', 'ESX2482300W'],
    // ES: CIF with a check letter: Q|0818001: 0+8+2+8+0+0+2 = 20, check 0 = J.
    ['ES Q0818001J', 'ESQ0818001J'],
    // FR: alphanumeric key K7 = 19·34 + 7 − 100 = 553; (399859412 + 1 + 50) mod 11 = 3 = 553 mod 11.
    ['FR K7 399 859 412', 'FRK7399859412'],
    // FI: written with its dash: 9·9+10·8+5·2+8·6+4·5+2·1+1·1 = 242 = 22·11.
    ['FI 0982651-1', 'FI09826511'],
    // FR: key 4Z = 4·24 + 33 − 10 = 119; (123456782 + 1 + 10) mod 11 = 9 = 119 mod 11.
    ['FR 4Z 123 456 782', 'FR4Z123456782'],
    // CZ: a 9-digit birth number (no check digit), 1953-01-01.
    ['CZ530101123', 'CZ530101123'],
    // EL: the older 8 digits.
    ['EL 94012834', 'EL094012834'],
    // IE: second letter A counts 9·1: 144 + 9 = 153, mod 23 = 15 = O.
    ['IE 6433435OA', 'IE6433435OA'],
    // IE: old form 8D79739I is checked as 0797398: 193 mod 23 = 9 = I.
    ['IE 8D79739I', 'IE8D79739I'],
    // LT: 12 digits, 11th is 1: 1·1+6·1+7·9+8·1+9·9+2·1 = 161, mod 11 = 7.
    ['LT 100001919017', 'LT100001919017'],
    // NL: sole trader, 'NL002455799B11' as 2321 002455799 11 11 is 1 mod 97.
    ['NL002455799B11', 'NL002455799B11'],
    // NL: leading zeros left out.
    ['NL 4495445B01', 'NL004495445B01'],
  ];
  it.each(accepted)('%s → %s', (raw, normalized) => {
    const parsed = parseVatId(raw, 'XX');
    expect(parsed.ok && parsed.normalized).toBe(normalized);
  });

  const rejected: [string, 'format' | 'checksum'][] = [
    ['CZ640903925', 'checksum'],
    // Divisible by 11 but 29 February 1965 does not exist.
    ['CZ6502290003', 'checksum'],
    ['ESX2482300A', 'checksum'],
    ['ESQ0818001A', 'checksum'],
    ['FRK7399859413', 'checksum'],
    // 4Y = 118; 9 ≠ 118 mod 11 = 8.
    ['FR4Y123456782', 'checksum'],
    // 9-digit birth numbers ended in 1953.
    ['CZ540101123', 'checksum'],
    // A right key for a SIREN that fails Luhn: (30326504600 + 12) mod 97 = 43.
    ['FR43303265046', 'checksum'],
    ['IE6433435OB', 'checksum'],
    ['IE8D79739J', 'checksum'],
    ['NL002455799B12', 'checksum'],
    ['NL820605876B00', 'format'],
    ['LT100001919018', 'checksum'],
    // LT: the 8th of 9 digits must be 1.
    ['LT119511525', 'format'],
    // SE: the suffix is 01.
    ['SE556058115802', 'format'],
    ['CY12000000A', 'format'],
    ['DE036695976', 'format'],
    ['DE13669597', 'format'],
    ['ATU1358562', 'format'],
    ['AT13585627', 'format'],
    ['PL526025099X', 'format'],
    ['IT00000000000', 'format'],
  ];
  it.each(rejected)('%s → %s', (raw, reason) => {
    expect(parseVatId(raw, 'XX')).toEqual({ ok: false, reason });
  });
});

describe('parseVatId: less common branches', () => {
  const accepted: [string, string][] = [
    // SK: a birth number, a woman (+50) born 2005-02-15 after the day's serials ran out (+20);
    // 0572150007 = 11 · 52013637.
    ['SK 057215/0007', 'SK0572150007'],
    // BG: 9 digits whose first sum gives 10: 1·1+2·4+3·9+4·2+5·5+6·8+7·9+8·9 = 252, mod 11 = 10;
    // again with weights 3-10: 3+16+45+12+35+64+81+90 = 346, mod 11 = 5.
    ['BG149258995', 'BG149258995'],
    // BG: EGN 1985-06-14: 2·8+4·5+8·0+5·6+10·1+9·4+7·1+3·2+6·3 = 143, mod 11 = 0.
    ['BG8506141230', 'BG8506141230'],
    // BG: EGN 2000-02-29 (month +40; 1900 had no 29 February): 32+10+20+81+7 = 150, mod 11 = 7.
    ['BG0042291007', 'BG0042291007'],
    // BG: a foreigner's number: 21·1+17·1+13·2+11·3+9·4+7·5+3·6+1·7 = 193, mod 10 = 3.
    ['BG1012345673', 'BG1012345673'],
    // BG: other 10-digit numbers: 4·9+3·9+2·9+7·1+6·2+5·3+4·4+3·5+2·6 = 158, mod 11 = 4; 11 − 4 = 7.
    ['BG9991234567', 'BG9991234567'],
    // LT: 1·1+2·3+3·2+4·3+5·6+6·4+7·0+8·1 = 87, mod 11 = 10; with weights 3-9,1:
    // 3+12+10+18+42+32+0+1 = 118, mod 11 = 8.
    ['LT132364018', 'LT132364018'],
    // LT: 1·1+6·4+7·8+9·1+1·6+2·1 = 98, mod 11 = 10; with weights 3-9,1-4: 3+32+72+2+18+4 = 131,
    // mod 11 = 10 again, written 0.
    ['LT100004801610', 'LT100004801610'],
    // LV: a person born 15.11.1980: 1·1+6·5+3·1+7·1+9·8+5·1+8·2+4·3+2·4 = 154; (1101 − 154) mod 11 = 1.
    ['LV 151180-12341', 'LV15118012341'],
    // LV: a personal code without a date (32…): 216; (1101 − 216) mod 11 = 5.
    ['LV 32123456785', 'LV32123456785'],
  ];
  it.each(accepted)('%s → %s', (raw, normalized) => {
    const parsed = parseVatId(raw, 'XX');
    expect(parsed.ok && parsed.normalized).toBe(normalized);
  });

  const rejected: string[] = [
    'SK0572150008',
    'BG149258990',
    'BG8506141232',
    'BG0042291000',
    'BG1012345674',
    'BG9991234568',
    'LT100004801611',
    'LT132364010',
    'LV15118012342',
    // 31 February.
    'LV31028012348',
    // SI: 8·1+2·7 = 22, mod 11 = 0; 11 − 0 = 11 is never issued, so no last digit is right.
    'SI10000071',
    'SI10000070',
  ];
  it.each(rejected)('%s → checksum', (raw) => {
    expect(parseVatId(raw, 'XX')).toEqual({ ok: false, reason: 'checksum' });
  });
});

describe('parseVatId: input as typed', () => {
  it('ignores spaces, dots, dashes, slashes and case', () => {
    for (const raw of [
      'de 136 695 976',
      'DE-136.695.976',
      '  De136695976 ',
      'DE 136–695–976',
      'DE: 136695976',
    ]) {
      expect(parseVatId(raw, 'PL')).toMatchObject({ ok: true, normalized: 'DE136695976' });
    }
    expect(parseVatId('pl 526-025-09-95', 'DE')).toMatchObject({ ok: true, normalized: 'PL5260250995' });
    expect(parseVatId('atu 1358 5627', 'DE')).toMatchObject({ ok: true, normalized: 'ATU13585627' });
    expect(parseVatId('BE (0)202.239.951', 'DE')).toMatchObject({ ok: true, normalized: 'BE0202239951' });
  });

  it('takes the prefix from the buyer country when the number has none', () => {
    expect(parseVatId('526-025-09-95', 'PL')).toEqual({
      ok: true,
      country: 'PL',
      prefix: 'PL',
      number: '5260250995',
      normalized: 'PL5260250995',
    });
    expect(parseVatId('5260250995', 'pl')).toMatchObject({ ok: true, normalized: 'PL5260250995' });
    expect(parseVatId('136695976', 'DE')).toMatchObject({ ok: true, normalized: 'DE136695976' });
    expect(parseVatId('U13585627', 'AT')).toMatchObject({ ok: true, normalized: 'ATU13585627' });
    expect(parseVatId('X2482300W', 'ES')).toMatchObject({ ok: true, normalized: 'ESX2482300W' });
    // The default country's rules apply: a valid NIP is no German number.
    expect(parseVatId('5260250995', 'DE')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatId('5260250996', 'PL')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('a written prefix wins over the buyer country', () => {
    expect(parseVatId('DE136695976', 'PL')).toMatchObject({ ok: true, country: 'DE' });
    expect(parseVatId('DE136695976', 'CH')).toMatchObject({ ok: true, country: 'DE' });
  });

  it('writes Greece as EL, from EL, GR or a Greek buyer', () => {
    const greek = { ok: true, country: 'GR', prefix: 'EL', number: '094012834', normalized: 'EL094012834' };
    expect(parseVatId('EL 094012834', 'DE')).toEqual(greek);
    expect(parseVatId('el094012834', 'DE')).toEqual(greek);
    expect(parseVatId('GR094012834', 'DE')).toEqual(greek);
    expect(parseVatId('094012834', 'GR')).toEqual(greek);
    expect(parseVatId('EL094012835', 'GR')).toEqual({ ok: false, reason: 'checksum' });
  });

  it("answers 'country' only for a prefix or buyer country outside the EU", () => {
    for (const raw of [
      'CHE-123.456.789 MWST',
      'CHE123456789',
      'GB 123 4567 89',
      'NO 123456789 MVA',
      'XI123456789',
    ]) {
      expect(parseVatId(raw, 'DE')).toEqual({ ok: false, reason: 'country' });
    }
    expect(parseVatId('123456789', 'CH')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatId('123456789', '')).toEqual({ ok: false, reason: 'country' });
    // EU prefixes with a wrong number are format errors, even if the buyer is outside the EU.
    expect(parseVatId('DE12345', 'CH')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatId('PL', 'PL')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatId('', 'PL')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatId('DE 136 695 976 !', 'DE')).toEqual({ ok: false, reason: 'format' });
  });
});
