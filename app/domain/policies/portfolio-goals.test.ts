// Creating, editing and deleting a portfolio, and the goal card's progress and monthly saving (decision 066),
// row by row.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  createPortfolioDecision,
  deleteDecision,
  editableFields,
  goalIcon,
  goalProgress,
  isDeleteOffered,
  isTargetMonthInRange,
  matureAtOfMonth,
  matureAtOfRetirementAge,
  monthlySavingNeeded,
  retirementAges,
  targetMonthRange,
  type DeleteSnapshot,
} from './portfolio-goals';

describe('createPortfolioDecision', () => {
  const flags = { addPortfolioForOfflineUsers: false, roboAdvisor: true };
  it.each([
    { case: 'online customer, 1 portfolio', salesCode: null, activeCount: 1, robo: false, flags, expected: { allowed: true } },
    { case: 'online customer, 8 portfolios (add-new still shown)', salesCode: null, activeCount: 8, robo: false, flags, expected: { allowed: true } },
    { case: 'online customer, 9 portfolios', salesCode: null, activeCount: 9, robo: false, flags, expected: { allowed: false, reason: 'LIMIT_REACHED' } },
    { case: 'blank sales code is online', salesCode: '  ', activeCount: 1, robo: false, flags, expected: { allowed: true } },
    { case: 'offline customer, flag off', salesCode: 'S-01', activeCount: 1, robo: false, flags, expected: { allowed: false, reason: 'OFFLINE_CUSTOMER' } },
    { case: 'offline customer, flag on', salesCode: 'S-01', activeCount: 1, robo: false, flags: { ...flags, addPortfolioForOfflineUsers: true }, expected: { allowed: true } },
    { case: 'robo with the robo flag', salesCode: null, activeCount: 2, robo: true, flags, expected: { allowed: true } },
    { case: 'robo without the robo flag', salesCode: null, activeCount: 2, robo: true, flags: { ...flags, roboAdvisor: false }, expected: { allowed: false, reason: 'ROBO_DISABLED' } },
  ])('$case', ({ expected, ...input }) => {
    expect(createPortfolioDecision(input)).toEqual(expected);
  });
});

describe('target month and retirement age', () => {
  it('offers 1 month to 100 years ahead', () => {
    expect(targetMonthRange('2026-11-26')).toEqual({ min: '2026-12', max: '2126-11' });
    expect(targetMonthRange('2026-01-31')).toEqual({ min: '2026-02', max: '2126-01' });
    expect(isTargetMonthInRange('2026-11', '2026-11-26')).toBe(false);
    expect(isTargetMonthInRange('2026-12', '2026-11-26')).toBe(true);
    expect(isTargetMonthInRange('2126-11', '2026-11-26')).toBe(true);
    expect(isTargetMonthInRange('2126-12', '2026-11-26')).toBe(false);
    expect(isTargetMonthInRange('2030-13', '2026-11-26')).toBe(false);
  });

  it.each([
    ['2027-02', '2027-02-28'],
    ['2028-02', '2028-02-29'],
    ['2030-12', '2030-12-31'],
    ['2031-04', '2031-04-30'],
  ])('a target month %s is due on %s', (month, date) => {
    expect(matureAtOfMonth(month)).toBe(date);
  });

  it.each([
    { birth: '1990-11-27', today: '2026-11-26', age: 35 },
    { birth: '1990-11-26', today: '2026-11-26', age: 36 },
    { birth: '2000-02-29', today: '2026-03-01', age: 26 },
  ])('age on a day: $birth → $age', ({ birth, today, age }) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it.each([
    { case: 'young: from the minimum', birth: '2000-05-01', first: 40, count: 36 },
    { case: 'older: from the next birthday', birth: '1976-05-01', first: 51, count: 25 },
    { case: 'at the maximum: none', birth: '1951-05-01', first: undefined, count: 0 },
    { case: 'no verified birth date: none', birth: null, first: undefined, count: 0 },
  ])('retirement ages, $case', ({ birth, first, count }) => {
    const ages = retirementAges(birth, '2026-11-26');
    expect(ages[0]).toBe(first);
    expect(ages.length).toBe(count);
    if (count > 0) expect(ages.at(-1)).toBe(75);
  });

  it('dates a retirement age on that birthday', () => {
    expect(matureAtOfRetirementAge('1990-03-15', 55)).toBe('2045-03-15');
    expect(matureAtOfRetirementAge('1992-02-29', 55)).toBe('2047-02-28');
  });
});

describe('editableFields', () => {
  it.each([
    { isDefault: true, roboCermat: true, expected: { name: false, icon: false } },
    { isDefault: true, roboCermat: false, expected: { name: true, icon: false } },
    { isDefault: false, roboCermat: true, expected: { name: true, icon: true } },
    { isDefault: false, roboCermat: false, expected: { name: true, icon: true } },
  ])('default $isDefault, robo $roboCermat', ({ expected, ...portfolio }) => {
    expect(editableFields(portfolio)).toEqual(expected);
  });
});

describe('deleteDecision', () => {
  const empty: DeleteSnapshot = { isDefault: false, unitsHeld: 0, value: { IDR: 0, USD: 0 }, pendingOrders: 0, schedules: 0 };
  it.each([
    { case: 'empty, nothing pending', change: {}, expected: { allowed: true }, offered: true },
    { case: 'the default portfolio', change: { isDefault: true }, expected: { allowed: false, reason: 'DEFAULT_PORTFOLIO' }, offered: false },
    { case: 'a rupiah value', change: { unitsHeld: 10_000, value: { IDR: 1, USD: 0 } }, expected: { allowed: false, reason: 'NOT_EMPTY' }, offered: false },
    { case: 'a dollar value', change: { unitsHeld: 10_000, value: { IDR: 0, USD: 5 } }, expected: { allowed: false, reason: 'NOT_EMPTY' }, offered: false },
    { case: 'units without a NAV yet', change: { unitsHeld: 1 }, expected: { allowed: false, reason: 'NOT_EMPTY' }, offered: false },
    { case: 'a pending order', change: { pendingOrders: 1 }, expected: { allowed: false, reason: 'PENDING_ORDER' }, offered: true },
    { case: 'a recurring schedule', change: { schedules: 1 }, expected: { allowed: false, reason: 'RECURRING_SCHEDULE' }, offered: true },
    { case: 'value and schedule: the value first', change: { unitsHeld: 5, value: { IDR: 9, USD: 0 }, schedules: 2 }, expected: { allowed: false, reason: 'NOT_EMPTY' }, offered: false },
  ])('$case', ({ change, expected, offered }) => {
    const snapshot = { ...empty, ...change };
    expect(deleteDecision(snapshot)).toEqual(expected);
    expect(isDeleteOffered(snapshot)).toBe(offered);
  });
});

describe('goalProgress', () => {
  const today = '2026-11-26';
  it.each([
    { case: 'a third of the way, 24 months left', value: 3_333_333, target: 10_000_000, matureAt: '2028-11-30', expected: { percent: 33.33, status: 'ON_THE_WAY', monthsLeft: 24, remaining: 6_666_667, monthlySaving: 277_778 } },
    { case: 'rounded down, never up to 100', value: 9_999_999, target: 10_000_000, matureAt: '2027-11-30', expected: { percent: 99.99, status: 'ON_THE_WAY', monthsLeft: 12, remaining: 1, monthlySaving: 1 } },
    { case: 'exactly reached', value: 10_000_000, target: 10_000_000, matureAt: '2027-11-30', expected: { percent: 100, status: 'REACHED', monthsLeft: 12, remaining: 0, monthlySaving: 0 } },
    { case: 'beyond the target: capped at 100', value: 25_000_000, target: 10_000_000, matureAt: '2027-11-30', expected: { percent: 100, status: 'REACHED', monthsLeft: 12, remaining: 0, monthlySaving: 0 } },
    { case: 'reached after the date: still reached', value: 10_000_000, target: 10_000_000, matureAt: '2026-01-31', expected: { percent: 100, status: 'REACHED', monthsLeft: 0, remaining: 0, monthlySaving: 0 } },
    { case: 'date passed under 100', value: 4_000_000, target: 10_000_000, matureAt: '2026-10-31', expected: { percent: 40, status: 'PASSED', monthsLeft: 0, remaining: 6_000_000, monthlySaving: 0 } },
    { case: 'due this month: one month left', value: 0, target: 1_000_000, matureAt: '2026-11-30', expected: { percent: 0, status: 'ON_THE_WAY', monthsLeft: 1, remaining: 1_000_000, monthlySaving: 1_000_000 } },
    { case: 'nothing saved yet', value: 0, target: 12_000_000, matureAt: '2027-11-30', expected: { percent: 0, status: 'ON_THE_WAY', monthsLeft: 12, remaining: 12_000_000, monthlySaving: 1_000_000 } },
  ])('$case', ({ expected, ...input }) => {
    expect(goalProgress({ ...input, today })).toEqual(expected);
  });

  it('rounds the monthly saving up to the rupiah', () => {
    expect(monthlySavingNeeded(10, 3)).toBe(4);
    expect(monthlySavingNeeded(9, 3)).toBe(3);
    expect(monthlySavingNeeded(0, 3)).toBe(0);
  });
});

describe('goalIcon', () => {
  it('names each goal type’s icon', () => {
    expect(goalIcon('EMERGENCY')).toBe('emergency');
    expect(goalIcon('OTHERS')).toBe('others');
    expect(goalIcon('FURNITURE')).toBe('furniture');
  });
});
