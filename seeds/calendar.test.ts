// The seeded history's first day (decision 036): whatever the day the seed runs, a fund launched on it has
// exactly its whole years of history as the ten-year statistics and the simulation count them (calendar
// months back from the last NAV date), and no exchange day later would.
import { describe, expect, it } from 'vitest';
import { addCalendarDays, isExchangeDay, lastPublishedNavDate, nextExchangeDay } from '~/domain/dates';
import { wholeMonthsBetween } from '~/domain/simulation';
import { periodTargetDate } from '~/domain/statistics';
import { historyStart } from './calendar';
import { exchangeHolidays } from './holidays';

const HOLIDAYS = new Set(exchangeHolidays(2010, 2028).map((h) => h.date));

describe('historyStart', () => {
  it.each([
    // last NAV date, years, first day: an exchange day itself; a Saturday back to Friday; 29 February;
    // New Year's Day and IDX's 31 December closing back to the 30th.
    ['2025-11-07', 2, '2023-11-07'],
    ['2026-11-24', 10, '2016-11-24'],
    ['2026-11-23', 10, '2016-11-23'],
    ['2026-11-26', 10, '2016-11-25'],
    ['2028-02-29', 4, '2024-02-29'],
    ['2027-02-28', 3, '2024-02-28'],
    ['2026-01-01', 10, '2015-12-30'],
  ])('%s, %i years → %s', (lastNav, years, expected) => {
    expect(historyStart(lastNav, years, HOLIDAYS)).toBe(expected);
  });

  it('gives the whole years, and not a day more, for a seed run on any day of 2026, morning or evening', () => {
    const wrong: string[] = [];
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addCalendarDays(day, 1)) {
      for (const hour of ['08:00', '20:00']) {
        const lastNav = lastPublishedNavDate(new Date(`${day}T${hour}:00+07:00`), HOLIDAYS);
        for (const years of [1, 10]) {
          const start = historyStart(lastNav, years, HOLIDAYS);
          const whole =
            isExchangeDay(start, HOLIDAYS) &&
            // The simulation's short-history warning and the period statistics' base NAV.
            wholeMonthsBetween(start, lastNav) >= 12 * years &&
            start <= periodTargetDate(years === 10 ? 'tenYear' : 'oneYear', lastNav)! &&
            wholeMonthsBetween(nextExchangeDay(start, HOLIDAYS), lastNav) < 12 * years;
          if (!whole) wrong.push(`${day} ${hour}, ${years} years: ${start}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
