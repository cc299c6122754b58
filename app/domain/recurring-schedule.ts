// Nabung Rutin's calendar (issue 17 items 1-2; spec funds §5 "Recurring purchase", §9; decision 072), pure: when a
// schedule's occurrences fall, on which exchange day each one runs, whether a schedule is due on a day, its start
// date and the window its end date may take. Dates are ISO calendar dates in Jakarta; holidays are passed in, as
// everywhere in ./dates.ts.
import type { RecurringPeriod } from './enums';
import { addCalendarDays, addMonthsClamped, isExchangeDay, onOrAfterExchangeDay, previousExchangeDay, type HolidaySet, type IsoDate } from './dates';

/** spec funds §5/§9 "Monthly date 1 to 31". */
export const MONTHLY_DAYS = { min: 1, max: 31 } as const;
/** spec funds §4.5 "weekday values 1 (Monday) to 7 (Sunday)". */
export const WEEKDAYS = { min: 1, max: 7 } as const;
/** spec funds §9 "Recurring end date: from the 1st of the month 2 months ahead to 10 years ahead". */
export const END_DATE_MONTHS_AHEAD = 2;
export const END_DATE_YEARS_AHEAD = 10;

/** When a schedule's occurrences fall: a day of the month, a weekday, or every exchange day. */
export type RecurringRule = { period: 'MONTHLY'; day: number } | { period: 'WEEKLY'; day: number } | { period: 'DAILY'; day: null };

/** The rule of a stored schedule (period and day columns); throws on a row the table's check would refuse. */
export function recurringRule(period: RecurringPeriod, day: number | null): RecurringRule {
  if (period === 'DAILY') return { period, day: null };
  const bounds = period === 'MONTHLY' ? MONTHLY_DAYS : WEEKDAYS;
  if (day === null || !Number.isInteger(day) || day < bounds.min || day > bounds.max) throw new RangeError(`invalid ${period} day ${day}`);
  return { period, day };
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO weekday of a date: 1 Monday … 7 Sunday (UTC arithmetic: no time zone enters). */
export function isoWeekday(date: IsoDate): number {
  const epochDay = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  // 1970-01-01 was a Thursday (4).
  return ((((epochDay + 3) % 7) + 7) % 7) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A monthly occurrence in the month of `year`/`month`: the day clamped to the month's length (a 31st runs on
 * the 30th, 29 February or 28 February). Computed from the month itself, never by adding a month to the
 * previous occurrence (DESIGN.md): a 31st clamped to 28 February is the 31st again in March.
 */
export function monthlyOccurrence(year: number, month: number, day: number): IsoDate {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/**
 * The first occurrence on or after `date` (a calendar date; it may fall on a weekend or holiday, and then runs on
 * the next exchange day: runDateOf). DAILY occurs on exchange days only.
 */
export function occurrenceOnOrAfter(rule: RecurringRule, date: IsoDate, holidays: HolidaySet): IsoDate {
  switch (rule.period) {
    case 'MONTHLY': {
      const year = Number(date.slice(0, 4));
      const month = Number(date.slice(5, 7));
      const inMonth = monthlyOccurrence(year, month, rule.day);
      if (inMonth >= date) return inMonth;
      return month === 12 ? monthlyOccurrence(year + 1, 1, rule.day) : monthlyOccurrence(year, month + 1, rule.day);
    }
    case 'WEEKLY':
      return addCalendarDays(date, (rule.day - isoWeekday(date) + 7) % 7);
    case 'DAILY':
      return remembered(exchangeDaysOnOrAfter, holidays, date, () => onOrAfterExchangeDay(date, holidays));
  }
}

/** The exchange day an occurrence runs on: itself, or the next exchange day after a weekend or holiday. */
export function runDateOf(occurrence: IsoDate, holidays: HolidaySet): IsoDate {
  return remembered(exchangeDaysOnOrAfter, holidays, occurrence, () => onOrAfterExchangeDay(occurrence, holidays));
}

/**
 * The occurrences that run on exchange day `date` start the day after the previous exchange day: those falling
 * on the weekend or holidays just before `date` run on it too.
 */
function windowStart(date: IsoDate, holidays: HolidaySet): IsoDate {
  return remembered(windowStarts, holidays, date, () => addCalendarDays(previousExchangeDay(date, holidays), 1));
}

// A run asks the same few dates for each of a hundred thousand schedules (decision 073): the answers per holiday
// set are remembered (a set is one load of the holiday table; answers never change for it).
const windowStarts = new WeakMap<HolidaySet, Map<IsoDate, IsoDate>>();
const exchangeDaysOnOrAfter = new WeakMap<HolidaySet, Map<IsoDate, IsoDate>>();
function remembered(cache: WeakMap<HolidaySet, Map<IsoDate, IsoDate>>, holidays: HolidaySet, date: IsoDate, compute: () => IsoDate): IsoDate {
  let answers = cache.get(holidays);
  if (!answers) {
    answers = new Map();
    cache.set(holidays, answers);
  }
  let answer = answers.get(date);
  if (answer === undefined) {
    if (answers.size >= 1_000) answers.clear();
    answer = compute();
    answers.set(date, answer);
  }
  return answer;
}

/** A schedule's bounds: its start date (the first occurrence) and its end date (the last day an occurrence may fall on). */
export interface ScheduleBounds {
  startDate: IsoDate;
  endDate: IsoDate | null;
}

/**
 * The occurrence a schedule runs on exchange day `date`, or null when it is not due: an occurrence in the days
 * since the previous exchange day (catching one that fell on the weekend or holidays before), not before the
 * start date and not after the end date. Several occurrences in one window (a weekly day across a long holiday)
 * make one run: the first is the one named.
 */
export function dueOccurrence(rule: RecurringRule, bounds: ScheduleBounds, date: IsoDate, holidays: HolidaySet): IsoDate | null {
  if (!isExchangeDay(date, holidays)) return null;
  const from = windowStart(date, holidays);
  const occurrence = occurrenceOnOrAfter(rule, from > bounds.startDate ? from : bounds.startDate, holidays);
  if (occurrence > date) return null;
  if (bounds.endDate !== null && occurrence > bounds.endDate) return null;
  return occurrence;
}

/** Whether a schedule runs on `date` (see dueOccurrence). */
export function isDueOn(rule: RecurringRule, bounds: ScheduleBounds, date: IsoDate, holidays: HolidaySet): boolean {
  return dueOccurrence(rule, bounds, date, holidays) !== null;
}

/**
 * The next run date on or after `date` (what the list shows as the next run), or null when the end date comes
 * first. An occurrence on the weekend before `date` already runs on `date` when it is an exchange day.
 */
export function nextRunDate(rule: RecurringRule, bounds: ScheduleBounds, date: IsoDate, holidays: HolidaySet): IsoDate | null {
  const from = isExchangeDay(date, holidays) ? windowStart(date, holidays) : date;
  const start = from > bounds.startDate ? from : bounds.startDate;
  const occurrence = occurrenceOnOrAfter(rule, start, holidays);
  if (bounds.endDate !== null && occurrence > bounds.endDate) return null;
  return runDateOf(occurrence, holidays);
}

/**
 * spec funds §5 "The start date is the next occurrence" (decision 072): the first occurrence strictly after
 * `today`. Today never counts: the day's runs happen at 07:00 WIB, so a schedule made on its day would run or not
 * by the minute it was made; the cart's own order already buys today.
 */
export function startDateOf(rule: RecurringRule, today: IsoDate, holidays: HolidaySet): IsoDate {
  return occurrenceOnOrAfter(rule, addCalendarDays(today, 1), holidays);
}

/**
 * spec funds §5/§9: the end date goes from the 1st of the month two months ahead of today to 10 years ahead
 * (today's date ten years on, clamped: 29 February → 28 February).
 */
export function endDateWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  const inTwoMonths = addMonthsClamped(today, END_DATE_MONTHS_AHEAD);
  return { min: `${inTwoMonths.slice(0, 7)}-01`, max: addMonthsClamped(today, END_DATE_YEARS_AHEAD * 12) };
}

export function isEndDateInWindow(endDate: IsoDate, today: IsoDate): boolean {
  const { min, max } = endDateWindow(today);
  return endDate >= min && endDate <= max;
}

/** DD-MM-YYYY (the API's and the form's end date, spec funds §3) ↔ ISO. */
export function isoFromDayMonthYear(text: string): IsoDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(Number(yyyy), month)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export function dayMonthYearFromIso(date: IsoDate): string {
  return `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
}
