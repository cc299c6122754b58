import { describe, expect, it } from 'vitest';
import { ageOn, checkDateOfBirth, checkPersonName, normalizePersonName } from './person';

describe('checkPersonName: a name as on the ID card', () => {
  it.each([
    ['Budi Santoso', 'BUDI SANTOSO'],
    ['  budi   santoso ', 'BUDI SANTOSO'],
    ["Nur'aini", "NUR'AINI"],
    ['Muh. Rizky', 'MUH. RIZKY'],
    ['Andi Wijaya, S.Kom.', 'ANDI WIJAYA, S.KOM.'],
    ['Siti-Aisyah', 'SITI-AISYAH'],
    ['Al', 'AL'], // two letters: the shortest
    ['A'.repeat(60), 'A'.repeat(60)],
  ])('%s → %s', (input, value) => {
    expect(checkPersonName(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'TOO_SHORT'],
    ['   ', 'TOO_SHORT'],
    ['A', 'TOO_SHORT'],
    ['A'.repeat(61), 'TOO_LONG'],
    ['Budi2', 'CHARACTERS'],
    ['José', 'CHARACTERS'], // the card is printed in A-Z
    ['Бори', 'CHARACTERS'],
    ['.Budi', 'CHARACTERS'],
    ["'Budi", 'CHARACTERS'],
    ['-Budi', 'CHARACTERS'],
    ['Budi_Santoso', 'CHARACTERS'],
    ['Budi & Ani', 'CHARACTERS'],
    ['<script>', 'CHARACTERS'],
  ])('%s is refused: %s', (input, problem) => {
    expect(checkPersonName(input)).toEqual({ ok: false, problem });
  });

  it('normalises without checking', () => {
    expect(normalizePersonName(' dewi\u00a0 lestari ')).toBe('DEWI LESTARI');
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-11-07', '2025-11-07', 17],
    ['2008-11-08', '2025-11-07', 16],
    ['2008-11-06', '2025-11-07', 17],
    ['2008-12-01', '2025-11-30', 16],
    // 29 February: a year older on 1 March of a common year
    ['2008-02-29', '2025-02-28', 16],
    ['2008-02-29', '2025-03-01', 17],
    ['2008-02-29', '2028-02-29', 20],
    ['1990-01-25', '2025-11-07', 35],
  ])('born %s, on %s: %i', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });
});

describe('checkDateOfBirth: 17 or older today in Asia/Jakarta', () => {
  // Friday 7 November 2025, 20:00 WIB (13:00 UTC).
  const evening = new Date('2025-11-07T13:00:00Z');
  // 6 November 2025, 23:30 UTC: already 7 November 06:30 in Jakarta.
  const jakartaMorning = new Date('2025-11-06T23:30:00Z');

  it.each([
    ['2008-11-07', evening, { ok: true, value: '2008-11-07' }],
    ['2008-11-08', evening, { ok: false, problem: 'TOO_YOUNG' }],
    // the 17th birthday is today in Jakarta although it is still yesterday in UTC
    ['2008-11-07', jakartaMorning, { ok: true, value: '2008-11-07' }],
    ['1990-01-25', evening, { ok: true, value: '1990-01-25' }],
    [' 1990-01-25 ', evening, { ok: true, value: '1990-01-25' }],
    ['1900-01-01', evening, { ok: true, value: '1900-01-01' }],
    ['1899-12-31', evening, { ok: false, problem: 'TOO_EARLY' }],
    ['2025-11-08', evening, { ok: false, problem: 'IN_THE_FUTURE' }],
    ['2025-11-07', evening, { ok: false, problem: 'TOO_YOUNG' }],
    ['25/01/1990', evening, { ok: false, problem: 'FORMAT' }],
    ['1990-02-30', evening, { ok: false, problem: 'FORMAT' }],
    ['1990-1-5', evening, { ok: false, problem: 'FORMAT' }],
    ['', evening, { ok: false, problem: 'FORMAT' }],
  ] as const)('%s at %s → %o', (input, now, expected) => {
    expect(checkDateOfBirth(input, now)).toEqual(expected);
  });
});
