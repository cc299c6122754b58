import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatClockDuration,
  formatCompactMoney,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatMaskedMoney,
  formatMoney,
  formatMoneyInText,
  formatSignedMoney,
  formatNav,
  formatPercent,
  formatPpmPercent,
  formatShortDate,
  formatSignedPercent,
  formatTime,
  formatUnits,
  isoDuration,
  waitInMinutes,
} from './format';

// Intl separates "Rp" with a no-break space in some ICU versions; compare on plain spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('format', () => {
  it.each([
    [10_000, 'IDR', 'Rp 10.000'],
    [1_234_567, 'IDR', 'Rp 1.234.567'],
    [0, 'IDR', 'Rp 0'],
    [-5_000, 'IDR', '-Rp 5.000'],
    [100_000, 'USD', 'US$1.000,00'],
    [1_050, 'USD', 'US$10,50'],
  ] as const)('formats %s %s as %s', (minor, currency, expected) => {
    expect(plain(formatMoney(minor, currency))).toBe(expected);
  });

  it('formats money in English with English separators', () => {
    expect(plain(formatMoney(1_234_567, 'IDR', 'en'))).toBe('Rp 1,234,567');
    expect(plain(formatMoney(1_050, 'USD', 'en'))).toBe('US$10.50');
  });

  it.each([
    [999, 'IDR', 'Rp 999'],
    [10_000, 'IDR', 'Rp 10 Rb'],
    [1_500_000, 'IDR', 'Rp 1,5 Jt'],
    [2_345_678_901, 'IDR', 'Rp 2,34 M'], // truncated, never rounded up
    [1_200_000_000_000, 'IDR', 'Rp 1,2 T'],
    [150_000, 'USD', 'US$1,5 K'],
    [250_000_000, 'USD', 'US$2,5 Mio'],
    [300_000_000_000, 'USD', 'US$3 Bio'],
  ] as const)('abbreviates %s %s as %s', (minor, currency, expected) => {
    expect(plain(formatCompactMoney(minor, currency))).toBe(expected);
  });

  it('formats NAV with 2 digits for IDR and 4 for USD', () => {
    expect(formatNav(15_234_567, 'IDR')).toBe('1.523,46');
    expect(formatNav(12_345, 'USD')).toBe('1,2345');
  });

  it('formats units with exactly 4 decimals in both languages (issue 13 item 14: not "581,584" beside "5.689,9645")', () => {
    expect(formatUnits(6_564_019)).toBe('656,4019');
    expect(formatUnits(5_815_840)).toBe('581,5840');
    expect(formatUnits(1_000_000)).toBe('100,0000');
    expect(formatUnits(56_899_645)).toBe('5.689,9645');
    expect(formatUnits(0)).toBe('0,0000');
    expect(formatUnits(5_815_840, 'en')).toBe('581.5840');
    expect(formatUnits(56_899_645, 'en')).toBe('5,689.9645');
  });

  it('formats percentages with two decimals', () => {
    expect(formatPercent(0.1234)).toBe('12,34%');
    expect(formatPercent(0.1234, 'en')).toBe('12.34%');
    expect(formatBasisPoints(175)).toBe('1,75%');
    expect(formatPpmPercent(123_456)).toBe('12,35%');
    expect(formatPpmPercent(null)).toBe('-');
    expect(formatSignedPercent(0.05)).toBe('+5,00%');
    expect(formatSignedPercent(-0.031)).toBe('-3,10%');
    expect(formatSignedPercent(0)).toBe('0,00%');
  });

  it('formats dates in Jakarta', () => {
    expect(formatDate('2025-02-07')).toBe('7 Februari 2025');
    expect(formatDate('2025-02-07', 'en')).toBe('February 7, 2025');
    // 17:30 UTC on 6 Feb is already 7 Feb in Jakarta
    expect(formatDate(new Date('2025-02-06T17:30:00Z'))).toBe('7 Februari 2025');
    expect(formatShortDate('2025-02-07')).toBe('07/02/2025');
    expect(formatDayMonthYear('2025-08-31')).toBe('31 Agu 2025');
  });
});

describe('signed and masked amounts', () => {
  it.each([
    [50_000, 'IDR', '+Rp 50.000'],
    [-30_000, 'IDR', '-Rp 30.000'],
    [0, 'IDR', 'Rp 0'],
    [86, 'USD', '+US$0,86'],
  ] as const)('formatSignedMoney(%d, %s) = %s', (minor, currency, expected) => {
    expect(formatSignedMoney(minor, currency, 'id').replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it.each([
    ['IDR', 'id', 'Rp ••••••'],
    ['USD', 'id', 'US$••••••'],
    ['USD', 'en', 'US$••••••'],
  ] as const)('formatMaskedMoney(%s) in %s = %s', (currency, _locale, expected) => {
    expect(formatMaskedMoney(currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
describe('formatMoneyInText', () => {
  it('keeps "Rp" and the figure together with a no-break space', () => {
    expect(formatMoneyInText(10_000, 'IDR')).toBe('Rp\u00a010.000');
    expect(formatMoneyInText(1_050, 'USD', 'en')).toBe('US$10.50');
  });
});

describe('times of day (Jakarta, 24-hour clock)', () => {
  it.each([
    // instant, id, en
    ['2025-02-07T07:05:00Z', '14.05', '14:05', '7 Februari 2025, 14.05', 'February 7, 2025, 14:05'],
    // 17:05 UTC on 6 Feb is 00:05 on 7 Feb in Jakarta: midnight is 00, never 24
    ['2025-02-06T17:05:00Z', '00.05', '00:05', '7 Februari 2025, 00.05', 'February 7, 2025, 00:05'],
    ['2025-02-07T16:59:00Z', '23.59', '23:59', '7 Februari 2025, 23.59', 'February 7, 2025, 23:59'],
  ])('%s → %s / %s', (iso, timeId, timeEn, dateTimeId, dateTimeEn) => {
    const at = new Date(iso);
    expect(formatTime(at)).toBe(timeId);
    expect(formatTime(at, 'en')).toBe(timeEn);
    expect(formatDateTime(at, 'id')).toBe(dateTimeId);
    expect(formatDateTime(at, 'en')).toBe(dateTimeEn);
  });
});

describe('waitInMinutes (a "try again in N minutes" text)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [119, 2],
    [120, 2],
    [3_600, 60],
    [86_399, 1_440],
  ])('%s s → %s min', (seconds, minutes) => {
    expect(waitInMinutes(seconds)).toBe(minutes);
  });
});

describe('durations', () => {
  it.each([
    [0, '00:00', 'PT0S'],
    [5, '00:05', 'PT5S'],
    [60, '01:00', 'PT1M'],
    [274, '04:34', 'PT4M34S'],
    [599.6, '10:00', 'PT10M'],
    [3723, '1:02:03', 'PT1H2M3S'],
    [3600, '1:00:00', 'PT1H'],
    [-3, '00:00', 'PT0S'],
  ])('%s seconds → %s, %s', (seconds, clock, iso) => {
    expect(formatClockDuration(seconds)).toBe(clock);
    expect(isoDuration(seconds)).toBe(iso);
  });
});
