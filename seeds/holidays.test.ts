import { describe, expect, it } from 'vitest';
import { isWeekend } from '~/domain/dates';
import { exchangeHolidays, HOLIDAY_YEARS } from './holidays';

describe('exchangeHolidays', () => {
  const all = exchangeHolidays(HOLIDAY_YEARS.first, HOLIDAY_YEARS.last);
  const byDate = new Map(all.map((h) => [h.date, h.name]));

  it('lists weekdays only, once each, in date order', () => {
    expect(all.every((h) => !isWeekend(h.date))).toBe(true);
    expect(new Set(all.map((h) => h.date)).size).toBe(all.length);
    expect(all.map((h) => h.date)).toEqual([...all.map((h) => h.date)].sort());
  });

  it.each([
    ['2025-03-31', 'Hari Raya Idul Fitri'],
    ['2025-04-07', 'Cuti Bersama Idul Fitri'],
    ['2025-04-18', 'Wafat Yesus Kristus'], // Good Friday, from Easter
    ['2025-05-29', 'Kenaikan Yesus Kristus'], // Ascension, Easter + 39
    ['2025-08-18', 'Cuti Bersama Hari Kemerdekaan'],
    ['2024-02-14', 'Hari Pemungutan Suara Pemilihan Umum'],
    ['2020-03-25', 'Hari Suci Nyepi'],
    ['2019-06-03', 'Cuti Bersama Idul Fitri'],
    ['2016-06-01', undefined], // Pancasila Day is a holiday from 2017
    ['2017-06-01', 'Hari Lahir Pancasila'],
    ['2013-05-01', undefined], // Labour Day from 2014
    ['2014-05-01', 'Hari Buruh Internasional'],
    ['2026-03-20', 'Cuti Bersama Idul Fitri'],
    ['2026-12-31', 'Libur Akhir Tahun Bursa'],
    ['2027-03-10', 'Hari Raya Idul Fitri (perkiraan)'],
  ])('%s is %s', (date, name) => {
    expect(byDate.get(date)).toBe(name);
  });

  it('has about 15 to 25 exchange holidays a year', () => {
    for (let year = HOLIDAY_YEARS.first; year <= HOLIDAY_YEARS.last; year++) {
      const n = all.filter((h) => h.date.startsWith(`${year}-`)).length;
      expect(n).toBeGreaterThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(25);
    }
  });

  it('refuses years it has no decree for, with a message saying so', () => {
    expect(() => exchangeHolidays(HOLIDAY_YEARS.first - 1, HOLIDAY_YEARS.first)).toThrow(/covers 2010-2028/);
    expect(() => exchangeHolidays(HOLIDAY_YEARS.last, HOLIDAY_YEARS.last + 1)).toThrow(RangeError);
  });
});
