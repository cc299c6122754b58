// Calendar rules in Asia/Jakarta (WIB, UTC+7, no daylight saving): exchange days, the order
// cut-off and NAV publication (DESIGN.md "Money, units, time"). Calendar dates are ISO strings
// (YYYY-MM-DD); instants are Date objects. Pure functions: the clock and the holiday list are
// passed in.
import { TZDate } from '@date-fns/tz';
import { addMonths, format, getDay, parseISO } from 'date-fns';

export const JAKARTA = 'Asia/Jakarta';
/** NAV of a day is published in the evening; after 17:00 WIB today's NAV counts as published. */
export const NAV_PUBLISH_TIME = '17:00';
/** DESIGN.md: a buy before 13:00 WIB gets that day's NAV, unless the fund overrides the cut-off. */
export const DEFAULT_CUTOFF_TIME = '13:00';

export type IsoDate = string;
export type HolidaySet = ReadonlySet<IsoDate>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  const parsed = parseISO(value);
  return !Number.isNaN(parsed.getTime()) && format(parsed, 'yyyy-MM-dd') === value;
}

/** Answers of jakartaDate by the minute they were asked for (pages ask for "today" and a few expiries on every request). */
const datesByMinute = new Map<number, IsoDate>();
const DATES_KEPT = 256;

/** The Jakarta calendar date of an instant. */
export function jakartaDate(instant: Date): IsoDate {
  // A time-zone conversion costs a fifth of a millisecond; a date cannot change within a minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  let date = datesByMinute.get(minute);
  if (date === undefined) {
    date = format(new TZDate(instant, JAKARTA), 'yyyy-MM-dd');
    if (datesByMinute.size >= DATES_KEPT) datesByMinute.delete(datesByMinute.keys().next().value!);
    datesByMinute.set(minute, date);
  }
  return date;
}

/** The Jakarta wall-clock time of an instant, HH:MM. */
export function jakartaTime(instant: Date): string {
  return format(new TZDate(instant, JAKARTA), 'HH:mm');
}

/** The instant at a Jakarta wall-clock time on a date. */
export function jakartaInstant(date: IsoDate, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, JAKARTA).getTime());
}

// Month arithmetic and weekdays run on local-midnight Date objects of the process; the result is
// only ever formatted back to a calendar date, so the process time zone does not matter.
const toDate = (date: IsoDate): Date => parseISO(date);
const toIso = (date: Date): IsoDate => format(date, 'yyyy-MM-dd');

/** One day of 24 hours, in milliseconds (Jakarta keeps no daylight saving). */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date: UTC arithmetic, so no time zone or daylight saving enters. */
function epochDay(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

// Plain day arithmetic (pages count days to an expiry on every request; parsing through date-fns
// cost a tenth of a millisecond each time).
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/**
 * `anchor + n months`, clamped to the length of the target month (DESIGN.md: recurring dates are
 * computed from the anchor, never by adding a month to the previous date).
 */
export function addMonthsClamped(anchor: IsoDate, months: number): IsoDate {
  return toIso(addMonths(toDate(anchor), months));
}

export function isWeekend(date: IsoDate): boolean {
  const day = getDay(toDate(date));
  return day === 0 || day === 6;
}

export function isExchangeDay(date: IsoDate, holidays: HolidaySet): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

export function nextExchangeDay(date: IsoDate, holidays: HolidaySet): IsoDate {
  let d = addCalendarDays(date, 1);
  while (!isExchangeDay(d, holidays)) d = addCalendarDays(d, 1);
  return d;
}

export function previousExchangeDay(date: IsoDate, holidays: HolidaySet): IsoDate {
  let d = addCalendarDays(date, -1);
  while (!isExchangeDay(d, holidays)) d = addCalendarDays(d, -1);
  return d;
}

/** The date itself when it is an exchange day, else the next one. */
export function onOrAfterExchangeDay(date: IsoDate, holidays: HolidaySet): IsoDate {
  return isExchangeDay(date, holidays) ? date : nextExchangeDay(date, holidays);
}

/** Adds n exchange days (n ≥ 0) to a date. */
export function addExchangeDays(date: IsoDate, n: number, holidays: HolidaySet): IsoDate {
  let d = date;
  for (let i = 0; i < n; i++) d = nextExchangeDay(d, holidays);
  return d;
}

/** Exchange days from `from` to `to`, both included. */
export function exchangeDaysBetween(from: IsoDate, to: IsoDate, holidays: HolidaySet): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = onOrAfterExchangeDay(from, holidays); d <= to; d = nextExchangeDay(d, holidays)) days.push(d);
  return days;
}

/**
 * The newest NAV date that has been published at an instant: today's after 17:00 WIB on an
 * exchange day, otherwise the previous exchange day's (issue 2, demo data).
 */
export function lastPublishedNavDate(now: Date, holidays: HolidaySet): IsoDate {
  const today = jakartaDate(now);
  if (isExchangeDay(today, holidays) && jakartaTime(now) >= NAV_PUBLISH_TIME) return today;
  return previousExchangeDay(today, holidays);
}

/**
 * The NAV date an order paid at an instant is priced at: that day's NAV when paid on an exchange
 * day before the fund's cut-off, otherwise the next exchange day's.
 */
export function navDateForOrder(paidAt: Date, holidays: HolidaySet, cutoffTime = DEFAULT_CUTOFF_TIME): IsoDate {
  const day = jakartaDate(paidAt);
  if (isExchangeDay(day, holidays) && jakartaTime(paidAt) < cutoffTime) return day;
  return nextExchangeDay(day, holidays);
}

/** What decides a fund's NAV date for a payment besides the paid time. */
export interface NavDateFund {
  cutoffTime: string;
  launchDate: IsoDate;
  /** The fund's newest NAV date in the database (null: none yet). */
  newestNavDate: IsoDate | null;
}

/**
 * The NAV date a payment at `paidAt` buys a fund at (decisions 021 and 026): the cut-off rule, but never a
 * date whose NAV is already published (after `nav:publish` ran ahead of the day, the price would be known
 * before paying) nor one before the fund's launch (its NAV would never come).
 */
export function navDateForPayment(paidAt: Date, holidays: HolidaySet, fund: NavDateFund): IsoDate {
  let date = navDateForOrder(paidAt, holidays, fund.cutoffTime);
  const launch = onOrAfterExchangeDay(fund.launchDate, holidays);
  if (date < launch) date = launch;
  if (fund.newestNavDate !== null && date <= fund.newestNavDate) date = nextExchangeDay(fund.newestNavDate, holidays);
  return date;
}

/** The latest of calendar dates, or null for none: an order's NAV date is the latest of its items'. */
export function latestDate<D extends string>(dates: readonly (D | null)[]): D | null {
  return dates.reduce<D | null>((latest, date) => (date !== null && (latest === null || date > latest) ? date : latest), null);
}
