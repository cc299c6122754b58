import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addExchangeDays,
  daysBetween,
  addMonthsClamped,
  exchangeDaysBetween,
  isExchangeDay,
  isIsoDate,
  latestDate,
  type IsoDate,
  jakartaDate,
  jakartaInstant,
  lastPublishedNavDate,
  navDateForOrder,
  navDateForPayment,
  nextExchangeDay,
  previousExchangeDay,
} from './dates';

// 2025-03-31 to 2025-04-07: Idul Fitri holidays and cuti bersama on the exchange.
const holidays = new Set(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-07']);
const wib = (date: string, time: string) => jakartaInstant(date, time);

describe('dates', () => {
  it.each([
    // from, days, to: month and year ends, leap days, backwards
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-11-07', 0, '2025-11-07'],
    ['2025-11-07', 365, '2026-11-07'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('counts calendar days: %s + %i = %s, and back', (from, days, to) => {
    expect(addCalendarDays(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
    expect(daysBetween(to, from)).toBe(0 - days);
  });

  it('validates ISO calendar dates', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
  });

  it('reads the Jakarta calendar date of an instant', () => {
    expect(jakartaDate(new Date('2025-02-06T16:59:00Z'))).toBe('2025-02-06');
    expect(jakartaDate(new Date('2025-02-06T17:00:00Z'))).toBe('2025-02-07');
    expect(wib('2025-02-07', '13:00').toISOString()).toBe('2025-02-07T06:00:00.000Z');
  });

  it('skips weekends and holidays', () => {
    expect(isExchangeDay('2025-03-28', holidays)).toBe(true); // Friday
    expect(isExchangeDay('2025-03-29', holidays)).toBe(false); // Saturday
    expect(isExchangeDay('2025-04-02', holidays)).toBe(false); // holiday
    expect(nextExchangeDay('2025-03-28', holidays)).toBe('2025-04-08');
    expect(previousExchangeDay('2025-04-08', holidays)).toBe('2025-03-28');
    expect(addExchangeDays('2025-03-27', 2, holidays)).toBe('2025-04-08');
    expect(exchangeDaysBetween('2025-03-27', '2025-04-09', holidays)).toEqual([
      '2025-03-27',
      '2025-03-28',
      '2025-04-08',
      '2025-04-09',
    ]);
  });

  it.each([
    // paid at (WIB), cut-off, NAV date
    ['2025-03-27', '12:59', '13:00', '2025-03-27'],
    ['2025-03-27', '13:00', '13:00', '2025-03-28'], // at the cut-off is after it
    ['2025-03-28', '14:00', '13:00', '2025-04-08'], // Friday afternoon before the holidays
    ['2025-03-29', '09:00', '13:00', '2025-04-08'], // Saturday
    ['2025-03-27', '09:29', '09:30', '2025-03-27'], // the fund with a 09:30 cut-off
    ['2025-03-27', '09:30', '09:30', '2025-03-28'],
    ['2025-03-27', '12:00', '12:00', '2025-03-28'], // index fund, 12:00
  ] as const)('an order paid %s %s (cut-off %s) is priced at %s', (date, time, cutoff, navDate) => {
    expect(navDateForOrder(wib(date, time), holidays, cutoff)).toBe(navDate);
  });

  it.each([
    ['2025-03-27', '16:59', '2025-03-26'],
    ['2025-03-27', '17:00', '2025-03-27'],
    ['2025-03-29', '20:00', '2025-03-28'], // Saturday
    ['2025-04-08', '08:00', '2025-03-28'], // morning after the holidays
  ] as const)('at %s %s the last published NAV is %s', (date, time, expected) => {
    expect(lastPublishedNavDate(wib(date, time), holidays)).toBe(expected);
  });

  it('adds months from an anchor, clamped to the month length', () => {
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2025-01-31', 2)).toBe('2025-03-31'); // from the anchor, not from 28 Feb
    expect(addMonthsClamped('2025-10-15', 3)).toBe('2026-01-15');
  });
});

describe('navDateForPayment: never a published NAV date, never before the launch (decision 026)', () => {
  const fund = { cutoffTime: '13:00', launchDate: '2020-01-02', newestNavDate: '2025-03-26' };
  it.each([
    ['the cut-off rule when nothing ahead is published', '2025-03-27', '10:00', fund, '2025-03-27'],
    ['after the cut-off', '2025-03-27', '14:00', fund, '2025-03-28'],
    ['the day’s NAV already published: the next exchange day', '2025-03-27', '10:00', { ...fund, newestNavDate: '2025-03-27' }, '2025-03-28'],
    ['published days ahead, over the holidays', '2025-03-27', '10:00', { ...fund, newestNavDate: '2025-03-28' }, '2025-04-08'],
    ['a fund without any NAV yet', '2025-03-27', '10:00', { ...fund, newestNavDate: null }, '2025-03-27'],
    ['before the launch: the launch day', '2025-03-27', '10:00', { ...fund, launchDate: '2025-04-05', newestNavDate: null }, '2025-04-08'],
    ['the launch day itself', '2025-04-08', '10:00', { ...fund, launchDate: '2025-04-08', newestNavDate: null }, '2025-04-08'],
  ] as const)('%s', (_, date, time, terms, expected) => {
    expect(navDateForPayment(wib(date, time), holidays, terms)).toBe(expected);
  });
});

describe('latestDate (an order’s NAV date is its items’ latest)', () => {
  it.each<[(IsoDate | null)[], IsoDate | null]>([
    [[], null],
    [[null, null], null],
    [['2025-11-10'], '2025-11-10'],
    [['2025-11-10', null, '2025-11-12', '2025-11-11'], '2025-11-12'],
    [['2025-12-31', '2026-01-02'], '2026-01-02'],
  ])('%j → %s', (dates, latest) => {
    expect(latestDate(dates)).toBe(latest);
  });
});
