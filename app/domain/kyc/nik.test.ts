import { describe, expect, it } from 'vitest';
import { checkNik, normalizeNik, parseNik, PROVINCE_CODES } from './nik';

describe('parseNik: the structure of a NIK', () => {
  it.each([
    // [nik, expected]
    ['3171012501900001', { provinceCode: '31', gender: 'MALE', birthDay: 25, birthMonth: 1, birthYearOfCentury: 90 }],
    ['3171016501900001', { provinceCode: '31', gender: 'FEMALE', birthDay: 25, birthMonth: 1, birthYearOfCentury: 90 }],
    // the first and the last day a woman can be born on: 41 and 71
    ['3273044101000002', { provinceCode: '32', gender: 'FEMALE', birthDay: 1, birthMonth: 1, birthYearOfCentury: 0 }],
    ['3273047112990002', { provinceCode: '32', gender: 'FEMALE', birthDay: 31, birthMonth: 12, birthYearOfCentury: 99 }],
    // 29 February of a year of either century that leapt (2000 for "00", 1904/2004 for "04")
    ['1101012902000001', { provinceCode: '11', gender: 'MALE', birthDay: 29, birthMonth: 2, birthYearOfCentury: 0 }],
    ['9601016902040001', { provinceCode: '96', gender: 'FEMALE', birthDay: 29, birthMonth: 2, birthYearOfCentury: 4 }],
  ] as const)('%s reads as %o', (nik, facts) => {
    expect(parseNik(nik)).toEqual({ ok: true, facts });
  });

  it.each([
    ['', 'FORMAT'],
    ['317101250190000', 'FORMAT'], // 15 digits
    ['31710125019000011', 'FORMAT'], // 17 digits
    ['317101250190000A', 'FORMAT'],
    ['3171 0125 0190 0001', 'FORMAT'], // not normalised
    ['-171012501900001', 'FORMAT'],
    ['１１71012501900001', 'FORMAT'], // full-width digits are not digits here
    ['0071012501900001', 'PROVINCE'],
    ['1071012501900001', 'PROVINCE'],
    ['2071012501900001', 'PROVINCE'], // there is no 20
    ['3771012501900001', 'PROVINCE'],
    ['9771012501900001', 'PROVINCE'],
    ['9971012501900001', 'PROVINCE'],
    ['3100012501900001', 'REGION'], // regency 00
    ['3171002501900001', 'REGION'], // district 00
    ['3171010001900001', 'BIRTH_DATE'], // day 00
    ['3171013201900001', 'BIRTH_DATE'], // day 32 (neither a man's nor a woman's)
    ['3171014001900001', 'BIRTH_DATE'], // day 40: a woman's 0
    ['3171017201900001', 'BIRTH_DATE'], // day 72: a woman's 32
    ['3171012500900001', 'BIRTH_DATE'], // month 00
    ['3171012513900001', 'BIRTH_DATE'], // month 13
    ['3171013102900001', 'BIRTH_DATE'], // 31 February
    ['3171013104900001', 'BIRTH_DATE'], // 31 April
    ['3171012902010001', 'BIRTH_DATE'], // 29 February 1901 / 2001
    ['3171016902010001', 'BIRTH_DATE'], // the same for a woman
    ['3171012501900000', 'SERIAL'],
  ] as const)('%s is refused: %s', (nik, problem) => {
    expect(parseNik(nik)).toEqual({ ok: false, problem });
  });
});

describe('checkNik: with the date of birth entered', () => {
  it.each([
    ['3171012501900001', '1990-01-25', { ok: true, gender: 'MALE' }],
    ['3171016501900001', '1990-01-25', { ok: true, gender: 'FEMALE' }],
    // the century is not in the NIK: 2003 and 1903 read the same
    ['3171010107030001', '2003-07-01', { ok: true, gender: 'MALE' }],
    ['3171010107030001', '1903-07-01', { ok: true, gender: 'MALE' }],
    // without a date of birth only the structure counts
    ['3171012501900001', null, { ok: true, gender: 'MALE' }],
    ['3171012501900001', '1990-01-26', { ok: false, problem: 'DATE_OF_BIRTH_MISMATCH' }],
    ['3171012501900001', '1990-02-25', { ok: false, problem: 'DATE_OF_BIRTH_MISMATCH' }],
    ['3171012501900001', '1991-01-25', { ok: false, problem: 'DATE_OF_BIRTH_MISMATCH' }],
    ['3171012501900001', '2090-01-25', { ok: true, gender: 'MALE' }],
    // a woman's NIK with the day not offset is a man's: the day 65 is not the date entered
    ['3171016501900001', '1990-01-05', { ok: false, problem: 'DATE_OF_BIRTH_MISMATCH' }],
    // a structural problem comes first
    ['3771012501900001', '1990-01-25', { ok: false, problem: 'PROVINCE' }],
  ] as const)('%s born %s → %o', (nik, dateOfBirth, expected) => {
    expect(checkNik(nik, dateOfBirth)).toEqual(expected);
  });
});

describe('the province table', () => {
  it('has the 38 provinces, 11 to 96, each code two digits', () => {
    const codes = Object.keys(PROVINCE_CODES);
    expect(codes).toHaveLength(38);
    expect(codes.every((code) => /^[1-9][1-9]$/.test(code))).toBe(true);
    expect(codes[0]).toBe('11');
    expect(codes.at(-1)).toBe('96');
    expect(PROVINCE_CODES['31']).toBe('DKI Jakarta');
  });
});

describe('normalizeNik', () => {
  it.each([
    ['3171 0125 0190 0001', '3171012501900001'],
    ['3171.0125.0190.0001', '3171012501900001'],
    ['3171-0125-0190-0001', '3171012501900001'],
    [' 3171012501900001\t', '3171012501900001'],
    ['3171/0125', '3171/0125'],
  ])('%s → %s', (input, output) => {
    expect(normalizeNik(input)).toBe(output);
  });
});
