import { describe, expect, it } from 'vitest';
import {
  dayMonthYearFromIso,
  dueOccurrence,
  endDateWindow,
  isEndDateInWindow,
  isoFromDayMonthYear,
  isoWeekday,
  nextRunDate,
  occurrenceOnOrAfter,
  recurringRule,
  runDateOf,
  startDateOf,
  type RecurringRule,
} from './recurring-schedule';

// 2025-03-31 to 2025-04-07: Idul Fitri holidays and cuti bersama on the exchange (as in dates.test.ts).
const holidays = new Set(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-07']);
const none = new Set<string>();
const monthly = (day: number): RecurringRule => ({ period: 'MONTHLY', day });
const weekly = (day: number): RecurringRule => ({ period: 'WEEKLY', day });
const daily: RecurringRule = { period: 'DAILY', day: null };
const forever = (startDate: string) => ({ startDate, endDate: null });

describe('recurring schedule calendar', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-26', 4],
    ['2026-11-29', 7],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
  ])('weekday of %s is %i', (date, weekday) => expect(isoWeekday(date)).toBe(weekday));

  it.each([
    // rule, from, occurrence: the 31st, February, leap years, year end, clamping never drifts
    [monthly(31), '2026-01-01', '2026-01-31'],
    [monthly(31), '2026-02-01', '2026-02-28'],
    [monthly(31), '2028-02-01', '2028-02-29'],
    [monthly(30), '2028-02-01', '2028-02-29'],
    [monthly(29), '2027-02-01', '2027-02-28'],
    [monthly(31), '2026-03-01', '2026-03-31'],
    [monthly(31), '2026-04-01', '2026-04-30'],
    [monthly(31), '2026-03-01', '2026-03-31'],
    [monthly(15), '2026-01-15', '2026-01-15'],
    [monthly(15), '2026-01-16', '2026-02-15'],
    [monthly(5), '2026-12-06', '2027-01-05'],
    [monthly(31), '2026-02-28', '2026-02-28'],
    [monthly(1), '2026-02-28', '2026-03-01'],
    [weekly(1), '2026-11-26', '2026-11-30'],
    [weekly(4), '2026-11-26', '2026-11-26'],
    [weekly(7), '2026-11-26', '2026-11-29'],
    [weekly(3), '2026-12-31', '2027-01-06'],
    [daily, '2025-03-28', '2025-03-28'],
    [daily, '2025-03-29', '2025-04-08'],
    [daily, '2025-04-08', '2025-04-08'],
  ] as const)('%o from %s occurs on %s', (rule, from, occurrence) => {
    expect(occurrenceOnOrAfter(rule, from, holidays)).toBe(occurrence);
  });

  it('a 31st clamped to February is the 31st again in March (computed from the month, not the previous date)', () => {
    const rule = monthly(31);
    const feb = occurrenceOnOrAfter(rule, '2026-02-01', none);
    expect(feb).toBe('2026-02-28');
    expect(occurrenceOnOrAfter(rule, '2026-03-01', none)).toBe('2026-03-31');
  });

  it.each([
    ['2026-01-31', '2026-02-02'], // Saturday → Monday
    ['2026-03-31', '2026-03-31'],
    ['2025-04-02', '2025-04-08'], // Idul Fitri week → the Tuesday after
  ])('occurrence %s runs on %s', (occurrence, run) => expect(runDateOf(occurrence, holidays)).toBe(run));

  it.each([
    // rule, start, date, due occurrence (null: not due)
    [monthly(31), '2026-01-31', '2026-02-02', '2026-01-31'], // the Saturday 31st runs Monday
    [monthly(31), '2026-01-31', '2026-01-30', null],
    [monthly(31), '2026-01-31', '2026-02-03', null],
    [monthly(31), '2026-01-31', '2026-03-02', '2026-02-28'], // 28 Feb 2026 is a Saturday
    [monthly(30), '2026-03-30', '2026-03-30', '2026-03-30'],
    [monthly(31), '2028-02-29', '2028-02-29', '2028-02-29'],
    [monthly(31), '2026-01-31', '2026-01-31', null], // a Saturday: nothing runs on a weekend
    [monthly(10), '2026-12-10', '2026-11-10', null], // before the start date
    [weekly(3), '2025-03-26', '2025-04-08', '2025-04-02'], // Wednesday in the holiday week → Tuesday after
    [weekly(1), '2025-03-24', '2025-04-08', '2025-03-31'], // two Mondays in the holidays → one run
    [weekly(3), '2025-03-26', '2025-04-09', '2025-04-09'],
    [weekly(2), '2025-03-26', '2025-04-09', null],
    [daily, '2025-03-27', '2025-03-28', '2025-03-28'],
    [daily, '2025-03-27', '2025-04-08', '2025-04-08'],
    [daily, '2025-03-27', '2025-04-05', null],
    [daily, '2025-03-27', '2025-03-31', null],
  ] as const)('%o started %s is due on %s: %s', (rule, start, date, occurrence) => {
    expect(dueOccurrence(rule, forever(start), date, holidays)).toBe(occurrence);
  });

  it('is not due after its end date', () => {
    expect(dueOccurrence(monthly(16), { startDate: '2026-01-16', endDate: '2026-03-01' }, '2026-03-16', none)).toBeNull();
    expect(dueOccurrence(monthly(16), { startDate: '2026-01-16', endDate: '2026-03-15' }, '2026-03-16', none)).toBeNull();
    expect(dueOccurrence(monthly(16), { startDate: '2026-01-16', endDate: '2026-03-16' }, '2026-03-16', none)).toBe('2026-03-16');
  });

  it('an occurrence on the end date runs on the next exchange day', () => {
    // 2026-03-14 is a Saturday, the end date; it runs Monday 16 March.
    expect(dueOccurrence(monthly(14), { startDate: '2026-01-14', endDate: '2026-03-14' }, '2026-03-16', none)).toBe('2026-03-14');
  });

  it.each([
    [monthly(31), '2026-01-31', '2026-01-29', '2026-02-02'],
    [monthly(31), '2026-01-31', '2026-02-02', '2026-02-02'],
    [monthly(31), '2026-01-31', '2026-02-03', '2026-03-02'],
    [weekly(3), '2025-03-26', '2025-03-29', '2025-04-08'],
    [daily, '2025-03-27', '2025-03-29', '2025-04-08'],
    [monthly(10), '2026-12-10', '2026-11-01', '2026-12-10'],
  ] as const)('%o started %s next runs after %s on %s', (rule, start, today, next) => {
    expect(nextRunDate(rule, forever(start), today, holidays)).toBe(next);
  });

  it('has no next run once the end date has passed', () => {
    expect(nextRunDate(monthly(10), { startDate: '2026-01-10', endDate: '2026-03-01' }, '2026-03-02', none)).toBeNull();
  });

  it.each([
    // the start date is the next occurrence strictly after today (decision 072)
    [monthly(26), '2026-11-26', '2026-12-26'],
    [monthly(27), '2026-11-26', '2026-11-27'],
    [monthly(31), '2026-11-26', '2026-11-30'],
    [monthly(31), '2026-01-31', '2026-02-28'],
    [weekly(4), '2026-11-26', '2026-12-03'],
    [weekly(5), '2026-11-26', '2026-11-27'],
    [daily, '2025-03-28', '2025-04-08'],
    [daily, '2026-11-26', '2026-11-27'],
  ] as const)('%o made on %s starts on %s', (rule, today, start) => {
    expect(startDateOf(rule, today, holidays)).toBe(start);
  });

  it.each([
    ['2026-11-26', '2027-01-01', '2036-11-26'],
    ['2026-12-31', '2027-02-01', '2036-12-31'],
    ['2028-02-29', '2028-04-01', '2038-02-28'],
    ['2026-11-01', '2027-01-01', '2036-11-01'],
  ])('made on %s the end date goes from %s to %s', (today, min, max) => {
    expect(endDateWindow(today)).toEqual({ min, max });
    expect(isEndDateInWindow(min, today)).toBe(true);
    expect(isEndDateInWindow(max, today)).toBe(true);
  });

  it('refuses an end date just outside the window', () => {
    expect(isEndDateInWindow('2026-12-31', '2026-11-26')).toBe(false);
    expect(isEndDateInWindow('2036-11-27', '2026-11-26')).toBe(false);
  });

  it.each([
    ['31-01-2026', '2026-01-31'],
    ['29-02-2028', '2028-02-29'],
    ['29-02-2027', null],
    ['31-04-2026', null],
    ['2026-01-31', null],
    ['1-1-2026', null],
    ['00-01-2026', null],
    ['01-13-2026', null],
  ])('reads the end date %s as %s', (text, iso) => {
    expect(isoFromDayMonthYear(text)).toBe(iso);
    if (iso) expect(dayMonthYearFromIso(iso)).toBe(text);
  });

  it('checks a stored rule', () => {
    expect(recurringRule('DAILY', null)).toEqual(daily);
    expect(recurringRule('MONTHLY', 31)).toEqual(monthly(31));
    expect(() => recurringRule('WEEKLY', 8)).toThrow(RangeError);
    expect(() => recurringRule('MONTHLY', null)).toThrow(RangeError);
  });
});
