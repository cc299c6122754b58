import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonthsClamped } from './dates';
import { maskAmount } from './amount-mask';
import { money } from './money';
import {
  defaultAmountText,
  parseSimulationAmount,
  parseYears,
  simulate,
  simulateInput,
  simulationInputFromQuery,
  wholeMonthsBetween,
  type NavSample,
} from './simulation';

const s = (date: string, adjustedNav: number): NavSample => ({ date, adjustedNav });
const idr = (minor: number) => money(minor, 'IDR');

/** A fund two years old: 1,0000 → 1,2500 a year later → 1,5000 today. */
const TWO_YEARS: NavSample[] = [
  s('2023-01-02', 10000),
  s('2023-07-03', 11000),
  s('2024-01-02', 12500),
  s('2024-07-01', 14000),
  s('2025-01-02', 15000),
];

/** Monthly samples on the 2nd, 2024-01-02 … 2024-12-02 at 1,0000, then 1,1000 on 2025-01-02. */
const MONTHLY_FLAT: NavSample[] = [
  ...Array.from({ length: 12 }, (_, i) => s(`2024-${String(i + 1).padStart(2, '0')}-02`, 10000)),
  s('2025-01-02', 11000),
];

describe('parseYears: typed values are clamped into 1..10, a non-number is null', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    ['0', 1],
    ['-3', 1],
    ['11', 10],
    ['15', 10],
    ['2.6', 3],
    ['2,4', 2],
    [' 4 ', 4],
    [7, 7],
    [100, 10],
    ['abc', null],
    ['', null],
    ['3 tahun', null],
    [null, null],
    [Number.NaN, null],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseYears(text)).toBe(expected);
  });
});

describe('maskAmount: Indonesian grouping, at most 19 characters', () => {
  it.each([
    ['1000000', 'IDR', '1.000.000'],
    ['Rp 1.000.000', 'IDR', '1.000.000'],
    ['12a34', 'IDR', '1.234'],
    ['0001', 'IDR', '1'],
    ['', 'IDR', ''],
    ['1,5', 'IDR', '15'],
    ['99999999999999999999', 'IDR', '999.999.999.999.999'],
    ['1000', 'USD', '1.000'],
    ['1250,567', 'USD', '1.250,56'],
    [',5', 'USD', '0,5'],
    ['1.000,', 'USD', '1.000,'],
  ] as const)('%j (%s) → %j', (text, currency, expected) => {
    const masked = maskAmount(text, currency);
    expect(masked).toBe(expected);
    expect(masked.length).toBeLessThanOrEqual(19);
  });

  it('defaults to Rp 1.000.000 and US$1.000 (spec funds §5)', () => {
    expect(defaultAmountText('IDR')).toBe('1.000.000');
    expect(defaultAmountText('USD')).toBe('1.000');
    expect(parseSimulationAmount(defaultAmountText('IDR'), 'IDR')).toEqual(idr(1_000_000));
    expect(parseSimulationAmount(defaultAmountText('USD'), 'USD')).toEqual(money(100_000, 'USD'));
  });

  it.each([
    ['1.000.000', 'IDR', 1_000_000],
    ['1000000', 'IDR', 1_000_000],
    ['1.250,50', 'USD', 125_050],
    ['0', 'IDR', null],
    ['abc', 'IDR', null],
    ['', 'IDR', null],
    ['1,5', 'IDR', null],
    ['12345678901234567890', 'IDR', null],
  ] as const)('parseSimulationAmount(%j, %s) → %j', (text, currency, minor) => {
    expect(parseSimulationAmount(text, currency)?.minor ?? null).toBe(minor);
  });
});

describe('simulationInputFromQuery', () => {
  it('uses the defaults without a query', () => {
    expect(simulationInputFromQuery(new URLSearchParams(), 'IDR')).toEqual({ mode: 'once', amountText: '1.000.000', yearsText: '1' });
    expect(simulationInputFromQuery(new URLSearchParams(), 'USD')).toEqual({ mode: 'once', amountText: '1.000', yearsText: '1' });
  });

  it('reads simulasi, jumlah and tahun', () => {
    const params = new URLSearchParams({ simulasi: 'rutin', jumlah: '500.000', tahun: '15' });
    expect(simulationInputFromQuery(params, 'IDR')).toEqual({ mode: 'regular', amountText: '500.000', yearsText: '15' });
    expect(simulationInputFromQuery(new URLSearchParams({ simulasi: 'lain' }), 'IDR').mode).toBe('once');
    // The amount is masked like typed input; a non-number leaves nothing (a dash in the card).
    expect(simulationInputFromQuery(new URLSearchParams({ jumlah: '2500000' }), 'IDR').amountText).toBe('2.500.000');
    expect(simulationInputFromQuery(new URLSearchParams({ jumlah: 'abc' }), 'IDR').amountText).toBe('');
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2023-01-02', '2025-01-02', 24],
    ['2024-07-15', '2025-01-02', 5],
    ['2025-01-28', '2025-02-28', 1],
    // Counted back from the end, as purchases are dated: 28 Feb − 1 month = 28 Jan, before 31 Jan.
    ['2025-01-31', '2025-02-28', 0],
    ['2025-01-02', '2025-01-20', 0],
    ['2025-02-01', '2025-01-01', 0],
  ] as const)('%s → %s: %i months', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });

  it('is the largest n with `to` − n months (clamped) still on or after `from`, for every pair of dates tried', () => {
    const days = Array.from({ length: 40 }, (_, i) => addCalendarDays('2023-12-20', i * 19));
    for (const from of days) {
      for (const to of days) {
        let byDefinition = 0;
        while (to >= from && addMonthsClamped(to, -(byDefinition + 1)) >= from) byDefinition++;
        expect(wholeMonthsBetween(from, to), `${from} → ${to}`).toBe(byDefinition);
      }
    }
  });
});

describe('simulate: lump sum ("sekali")', () => {
  it.each([
    // Rp 1.000.000 a year ago at 1,2500 = 800.000,0000 units, worth 800.000 × 1,5 today.
    { years: 1, start: '2024-01-02', value: 1_200_000, profit: 200_000, returnFraction: 0.2 },
    // Two years ago at 1,0000 = 1.000.000 units, worth 1.500.000.
    { years: 2, start: '2023-01-02', value: 1_500_000, profit: 500_000, returnFraction: 0.5 },
  ])('$years year(s): bought on $start, worth $value', ({ years, start, value, profit, returnFraction }) => {
    const result = simulate({ mode: 'once', amount: idr(1_000_000), years, series: TWO_YEARS });
    expect(result).toEqual({
      kind: 'ok',
      mode: 'once',
      years,
      invested: idr(1_000_000),
      value: idr(value),
      profit: idr(profit),
      returnFraction,
      instalments: 1,
      startDate: start,
      endDate: '2025-01-02',
      shortHistory: null,
    });
  });

  it('buys at the first NAV on or after the date N years back (a weekend or holiday takes the next day)', () => {
    const series = [s('2024-01-03', 10000), s('2024-06-03', 20000), s('2025-01-02', 20000)];
    // 2025-01-02 − 12 months = 2024-01-02, no NAV that day: bought on 2024-01-03 at 1,0000.
    const result = simulate({ mode: 'once', amount: idr(1_000_000), years: 1, series });
    expect(result).toMatchObject({ kind: 'ok', startDate: '2024-01-03', value: idr(2_000_000), shortHistory: { years: 0, months: 11 } });
  });

  it('simulates a fund younger than the years asked for over the history it has, and says how long that is', () => {
    const result = simulate({ mode: 'once', amount: idr(1_000_000), years: 3, series: TWO_YEARS });
    expect(result).toMatchObject({
      kind: 'ok',
      years: 3,
      startDate: '2023-01-02',
      value: idr(1_500_000),
      shortHistory: { years: 2, months: 0 },
    });
  });

  it('rounds units down to 4 decimals and the value down to the minor unit (USD, cents)', () => {
    // US$1.000 at 1,2345: 810,04455… → 810,0445 units; × 1,3000 = 1.053,05785 → US$1.053,05.
    const series = [s('2024-01-02', 12345), s('2025-01-02', 13000)];
    const result = simulate({ mode: 'once', amount: money(100_000, 'USD'), years: 1, series });
    expect(result).toMatchObject({
      kind: 'ok',
      invested: money(100_000, 'USD'),
      value: money(105_305, 'USD'),
      profit: money(5_305, 'USD'),
    });
  });

  it('shows a loss as a negative profit', () => {
    const series = [s('2024-01-02', 20000), s('2025-01-02', 15000)];
    const result = simulate({ mode: 'once', amount: idr(1_000_000), years: 1, series });
    expect(result).toMatchObject({ kind: 'ok', value: idr(750_000), profit: idr(-250_000), returnFraction: -0.25 });
  });
});

describe('simulate: monthly ("rutin", 12 × years instalments)', () => {
  it('makes 12 instalments for a year, each at its month\'s NAV, valued at the latest NAV', () => {
    // 12 × Rp 1.000.000 at 1,0000 = 12.000.000 units, × 1,1 = 13.200.000.
    const result = simulate({ mode: 'regular', amount: idr(1_000_000), years: 1, series: MONTHLY_FLAT });
    expect(result).toEqual({
      kind: 'ok',
      mode: 'regular',
      years: 1,
      invested: idr(12_000_000),
      value: idr(13_200_000),
      profit: idr(1_200_000),
      returnFraction: 0.1,
      instalments: 12,
      startDate: '2024-01-02',
      endDate: '2025-01-02',
      shortHistory: null,
    });
  });

  it('rounds the units of every instalment down to 4 decimals', () => {
    // Rp 100 at 3,0000 = 33,3333 units (not 33,33333…); 12 × = 399,9996 units; × 3,0000 = 1.199,9988 → Rp 1.199.
    const series = MONTHLY_FLAT.map((p) => s(p.date, 30000));
    const result = simulate({ mode: 'regular', amount: idr(100), years: 1, series });
    expect(result).toMatchObject({ kind: 'ok', invested: idr(1_200), value: idr(1_199), profit: idr(-1), instalments: 12 });
  });

  it('uses each instalment\'s own NAV (the first on or after its date)', () => {
    const series = [s('2024-01-02', 10000), s('2024-02-02', 20000), s('2024-03-04', 40000), s('2024-04-02', 40000)];
    // Latest 2024-04-02, 1 year: instalments dated 2023-04-02 … 2024-03-02; only 2024-01-02, 2024-02-02 and
    // 2024-03-02 fall within the history: bought at 1,0000, 2,0000 and (next NAV, 4 March) 4,0000.
    // Units 100 + 50 + 25 = 175 (Rp 100 each), worth 175 × 4 = Rp 700.
    const result = simulate({ mode: 'regular', amount: idr(100), years: 1, series });
    expect(result).toMatchObject({
      kind: 'ok',
      instalments: 3,
      invested: idr(300),
      value: idr(700),
      startDate: '2024-01-02',
      shortHistory: { years: 0, months: 3 },
    });
  });

  it('clamps instalment dates to the month\'s length (31 July − 3 months = 30 April)', () => {
    const series = [s('2024-04-30', 10000), s('2024-05-31', 20000), s('2024-06-28', 80000), s('2024-07-31', 40000)];
    // Instalments dated 2024-04-30, 2024-05-31 and 2024-06-30 (no NAV: the next is 31 July's 4,0000).
    // Rp 1.000 each: 1.000 + 500 + 250 = 1.750 units, × 4 = Rp 7.000.
    const result = simulate({ mode: 'regular', amount: idr(1_000), years: 1, series });
    expect(result).toMatchObject({ kind: 'ok', instalments: 3, startDate: '2024-04-30', invested: idr(3_000), value: idr(7_000) });
  });

  it('skips the instalments before a young fund\'s first NAV and reports years and months available', () => {
    const series = [s('2024-07-15', 10000), s('2024-08-02', 10000), s('2024-10-02', 10000), s('2024-12-02', 10000), s('2025-01-02', 12000)];
    // Instalments dated 2024-08-02, -09-02, -10-02, -11-02, -12-02: five of twelve.
    const result = simulate({ mode: 'regular', amount: idr(1_000_000), years: 1, series });
    expect(result).toMatchObject({
      kind: 'ok',
      instalments: 5,
      invested: idr(5_000_000),
      value: idr(6_000_000),
      shortHistory: { years: 0, months: 5 },
    });
  });

  it('makes 12 × years instalments for several years', () => {
    const series = Array.from({ length: 37 }, (_, i) => s(`${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-02`, 10000));
    expect(series.at(-1)!.date).toBe('2025-01-02');
    const result = simulate({ mode: 'regular', amount: idr(1_000), years: 3, series });
    expect(result).toMatchObject({ kind: 'ok', instalments: 36, invested: idr(36_000), value: idr(36_000), shortHistory: null });
  });
});

describe('simulate: what shows a dash or no data', () => {
  it.each([
    { amountText: 'abc', yearsText: '1' },
    { amountText: '', yearsText: '1' },
    { amountText: '0', yearsText: '1' },
    { amountText: '1.000.000', yearsText: 'x' },
    { amountText: '1.000.000', yearsText: '' },
    // Units beyond the safe-integer range: not simulable.
    { amountText: '999.999.999.999.999', yearsText: '1' },
  ])('amount $amountText, years $yearsText → invalid', ({ amountText, yearsText }) => {
    for (const mode of ['once', 'regular'] as const) {
      expect(simulateInput({ mode, amountText, yearsText }, 'IDR', TWO_YEARS)).toEqual({ kind: 'invalid' });
    }
  });

  it('clamps the years typed before simulating', () => {
    const result = simulateInput({ mode: 'once', amountText: '1.000.000', yearsText: '0' }, 'IDR', TWO_YEARS);
    expect(result).toMatchObject({ kind: 'ok', years: 1, startDate: '2024-01-02' });
    const many = simulateInput({ mode: 'once', amountText: '1.000.000', yearsText: '25' }, 'IDR', TWO_YEARS);
    expect(many).toMatchObject({ kind: 'ok', years: 10, shortHistory: { years: 2, months: 0 } });
  });

  it('has no data without NAV, with a single NAV, or with less than a month for instalments', () => {
    expect(simulate({ mode: 'once', amount: idr(1_000), years: 1, series: [] })).toEqual({ kind: 'noData', available: { years: 0, months: 0 } });
    expect(simulate({ mode: 'once', amount: idr(1_000), years: 1, series: [s('2025-01-02', 10000)] })).toMatchObject({ kind: 'noData' });
    const young = [s('2025-01-02', 10000), s('2025-01-20', 10100)];
    expect(simulate({ mode: 'regular', amount: idr(1_000), years: 1, series: young })).toMatchObject({ kind: 'noData' });
    expect(simulate({ mode: 'once', amount: idr(1_000), years: 1, series: young })).toMatchObject({
      kind: 'ok',
      startDate: '2025-01-02',
      shortHistory: { years: 0, months: 0 },
    });
  });
});
