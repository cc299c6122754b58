// Fast calendar helpers for the generators, which touch hundreds of thousands of dates: day
// numbers from the ISO string itself instead of a date-library round trip. Business rules about
// exchange days stay in app/domain/dates.ts.
import type { HolidaySet, IsoDate } from '~/domain/dates';
import { addMonthsClamped, isExchangeDay, previousExchangeDay } from '~/domain/dates';

/** Days since 1970-01-01 of an ISO date (time-zone free). */
export function dayNumber(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

/** Monday-based week number: dates of one Monday–Sunday week share it (1970-01-05 was a Monday). */
export function weekNumber(date: IsoDate): number {
  return Math.floor((dayNumber(date) - 4) / 7);
}

/** "YYYY-MM" of a date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** The last exchange day of a month ("YYYY-MM"). */
export function lastExchangeDayOfMonth(month: string, holidays: HolidaySet): IsoDate {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  for (let day = lastDay; day >= 1; day--) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (isExchangeDay(date, holidays)) return date;
  }
  throw new RangeError(`${month} has no exchange day`);
}

/** The month after "YYYY-MM". */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/**
 * The first day of a seeded history of `years` years, and the launch of the oldest funds: the last
 * exchange day on or before the last NAV date less `years` calendar years. The ten-year statistics and
 * the simulation count calendar months back from the last NAV date, so a fund launched on it has its
 * `years` whole years of history whatever the day the seed runs (decision 036); a count of days
 * (years × 365.25) gave it on some days and not on others.
 */
export function historyStart(lastNavDate: IsoDate, years: number, holidays: HolidaySet): IsoDate {
  const date = addMonthsClamped(lastNavDate, -12 * years);
  return isExchangeDay(date, holidays) ? date : previousExchangeDay(date, holidays);
}
