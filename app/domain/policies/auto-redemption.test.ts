import { describe, expect, it } from 'vitest';
import type { AutoRedemptionStatus } from '../service-enums';
import {
  bpsFromPercentText,
  doneAfterOrder,
  latestPeriodDue,
  nextPeriodRunDate,
  nextStatus,
  profitReached,
  termsOf,
  triggerKeyOn,
  unitsToSell,
  type AutoRedemptionAction,
  type HoldingAtNav,
  type SellFundLimits,
} from './auto-redemption';

const NO_HOLIDAYS = new Set<string>();
// 2026: Idul Fitri 20 March (Friday) as an exchange holiday, for the "holiday moves it" rows.
const HOLIDAYS = new Set(['2026-03-20', '2026-12-25']);

describe('terms', () => {
  it.each<[string, Parameters<typeof termsOf>[0], ReturnType<typeof termsOf>]>([
    ['1% profit', { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 100, scope: 'ALL' }, { ok: true, terms: { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 100, periodMonths: null, scope: 'ALL' } }],
    ['100% profit', { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 10_000, scope: 'PROFIT_ONLY' }, { ok: true, terms: { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 10_000, periodMonths: null, scope: 'PROFIT_ONLY' } }],
    ['0.99% is too small', { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 99, scope: 'ALL' }, { ok: false, problem: { field: 'profitTarget', code: 'PROFIT_TARGET_RANGE', min: 100, max: 10_000 } }],
    ['100.01% is too large', { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 10_001, scope: 'ALL' }, { ok: false, problem: { field: 'profitTarget', code: 'PROFIT_TARGET_RANGE', min: 100, max: 10_000 } }],
    ['a profit rule needs its target', { triggerType: 'PERCENTAGE_PROFIT', scope: 'ALL' }, { ok: false, problem: { field: 'profitTarget', code: 'PROFIT_TARGET_RANGE', min: 100, max: 10_000 } }],
    ['monthly; a target sent with it is dropped', { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: 500, scope: 'ALL' }, { ok: true, terms: { triggerType: 'PERIOD', profitTargetBps: null, periodMonths: 1, scope: 'ALL' } }],
    ['quarterly', { triggerType: 'PERIOD', periodMonths: 3, scope: 'PROFIT_ONLY' }, { ok: true, terms: { triggerType: 'PERIOD', profitTargetBps: null, periodMonths: 3, scope: 'PROFIT_ONLY' } }],
    ['biannually', { triggerType: 'PERIOD', periodMonths: 6, scope: 'ALL' }, { ok: true, terms: { triggerType: 'PERIOD', profitTargetBps: null, periodMonths: 6, scope: 'ALL' } }],
    ['2 months is no period', { triggerType: 'PERIOD', periodMonths: 2, scope: 'ALL' }, { ok: false, problem: { field: 'periodMonths', code: 'PERIOD_MONTHS' } }],
    ['a period rule needs its months', { triggerType: 'PERIOD', scope: 'ALL' }, { ok: false, problem: { field: 'periodMonths', code: 'PERIOD_MONTHS' } }],
  ])('%s', (_name, input, expected) => {
    expect(termsOf(input)).toEqual(expected);
  });

  it.each([
    ['10', 1000],
    ['12,5', 1250],
    ['12.50', 1250],
    ['1', 100],
    ['100', 10_000],
    [' 7,25 ', 725],
    ['12,345', null],
    ['-5', null],
    ['lima', null],
    ['', null],
    ['1000', null],
  ])('percent text %j is %s basis points', (text, bps) => {
    expect(bpsFromPercentText(text)).toBe(bps);
  });
});

describe('status transitions (decision 087)', () => {
  const rows: [AutoRedemptionStatus, AutoRedemptionAction, AutoRedemptionStatus | null][] = [
    ['PENDING_ACTIVATION_APPROVAL', 'CONSENT', 'ACTIVE'],
    ['PENDING_ACTIVATION_APPROVAL', 'EDIT', 'PENDING_ACTIVATION_APPROVAL'],
    ['PENDING_ACTIVATION_APPROVAL', 'CANCEL', 'INACTIVE'],
    ['PENDING_ACTIVATION_APPROVAL', 'WITHDRAW', 'INACTIVE'],
    ['ACTIVE', 'EDIT', 'PENDING_EDIT_APPROVAL'],
    ['ACTIVE', 'CANCEL', 'PENDING_CANCELLATION_APPROVAL'],
    ['ACTIVE', 'CONSENT', null],
    ['ACTIVE', 'WITHDRAW', null],
    ['PENDING_EDIT_APPROVAL', 'CONSENT', 'ACTIVE'],
    ['PENDING_EDIT_APPROVAL', 'WITHDRAW', 'ACTIVE'],
    ['PENDING_EDIT_APPROVAL', 'EDIT', 'PENDING_EDIT_APPROVAL'],
    ['PENDING_EDIT_APPROVAL', 'CANCEL', 'PENDING_CANCELLATION_APPROVAL'],
    ['PENDING_CANCELLATION_APPROVAL', 'CONSENT', 'INACTIVE'],
    ['PENDING_CANCELLATION_APPROVAL', 'WITHDRAW', 'ACTIVE'],
    ['PENDING_CANCELLATION_APPROVAL', 'EDIT', 'PENDING_EDIT_APPROVAL'],
    ['PENDING_CANCELLATION_APPROVAL', 'CANCEL', 'PENDING_CANCELLATION_APPROVAL'],
    ['INACTIVE', 'CONSENT', null],
    ['INACTIVE', 'EDIT', null],
    ['INACTIVE', 'CANCEL', null],
    ['INACTIVE', 'WITHDRAW', null],
  ];
  it.each(rows)('%s + %s → %s', (status, action, next) => {
    expect(nextStatus(status, action)).toBe(next);
  });
});

describe('period triggers (decision 088)', () => {
  it.each<[string, string, number, string, Set<string>, string | null]>([
    ['before the first period', '2026-01-15', 1, '2026-02-13', NO_HOLIDAYS, null],
    ['on the anchor day itself', '2026-01-15', 1, '2026-01-15', NO_HOLIDAYS, null],
    ['the 15th of February 2026 is a Sunday: not on the Friday before', '2026-01-15', 1, '2026-02-13', NO_HOLIDAYS, null],
    ['... but on the Monday after', '2026-01-15', 1, '2026-02-16', NO_HOLIDAYS, '2026-02-15'],
    ['a weekday period date, a NAV date after it', '2026-01-13', 1, '2026-02-16', NO_HOLIDAYS, '2026-02-13'],
    ['exactly on it', '2026-01-16', 1, '2026-02-16', NO_HOLIDAYS, '2026-02-16'],
    ['the 31st is clamped to February 28', '2026-01-31', 1, '2026-03-02', NO_HOLIDAYS, '2026-02-28'],
    ['... and back to the 31st in March (from the anchor, not the previous date)', '2026-01-31', 1, '2026-03-31', NO_HOLIDAYS, '2026-03-31'],
    ['a holiday moves it to the next exchange day: not yet on the holiday eve', '2025-12-20', 3, '2026-03-19', HOLIDAYS, null],
    ['... nor on the holiday', '2025-12-20', 3, '2026-03-20', HOLIDAYS, null],
    ['... but on the Monday after', '2025-12-20', 3, '2026-03-23', HOLIDAYS, '2026-03-20'],
    ['quarterly: the second quarter once it came', '2026-01-05', 3, '2026-07-06', NO_HOLIDAYS, '2026-07-05'],
    ['biannually', '2026-01-05', 6, '2026-06-30', NO_HOLIDAYS, null],
    ['biannually, due', '2026-01-05', 6, '2026-07-06', NO_HOLIDAYS, '2026-07-05'],
  ])('%s', (_name, anchor, months, navDate, holidays, due) => {
    expect(latestPeriodDue(anchor, months, navDate, holidays)).toBe(due);
  });

  it('the period key is the period date: one key for every NAV date until the next period', () => {
    const rule = { triggerType: 'PERIOD' as const, profitTargetBps: null, periodMonths: 1, anchorDate: '2026-01-16' };
    const holding: HoldingAtNav = { units: 10_000, heldUnits: 0, costBasis: 1_000, nav: 10_000_000, currency: 'IDR' };
    expect(triggerKeyOn(rule, holding, '2026-02-16', NO_HOLIDAYS)).toBe('PERIOD:2026-02-16');
    expect(triggerKeyOn(rule, holding, '2026-02-17', NO_HOLIDAYS)).toBe('PERIOD:2026-02-16');
    expect(triggerKeyOn(rule, holding, '2026-03-16', NO_HOLIDAYS)).toBe('PERIOD:2026-03-16');
    expect(triggerKeyOn({ ...rule, anchorDate: null }, holding, '2026-03-16', NO_HOLIDAYS)).toBeNull();
  });

  it('the next run date shown on the page', () => {
    expect(nextPeriodRunDate('2026-01-31', 1, '2026-01-31', NO_HOLIDAYS)).toBe('2026-03-02'); // Feb 28 is a Saturday
    expect(nextPeriodRunDate('2025-12-20', 3, '2026-01-01', HOLIDAYS)).toBe('2026-03-23');
    expect(nextPeriodRunDate('2026-01-05', 6, '2026-07-06', NO_HOLIDAYS)).toBe('2027-01-05');
  });
});

describe('profit triggers (decision 088)', () => {
  // 100 units (× 10^4) bought for Rp 1.000.000, NAV Rp 11.000 (× 10^4): worth Rp 1.100.000, 10% profit.
  const holding: HoldingAtNav = { units: 1_000_000, heldUnits: 0, costBasis: 1_000_000, nav: 110_000_000, currency: 'IDR' };
  it.each<[string, Partial<HoldingAtNav>, number, boolean]>([
    ['10% reaches 10%', {}, 1000, true],
    ['10% reaches 9.99%', {}, 999, true],
    ['10% does not reach 10.01%', {}, 1001, false],
    ['a loss never reaches', { nav: 90_000_000 }, 100, false],
    ['no cost basis: never', { costBasis: 0 }, 100, false],
    ['no units: never', { units: 0 }, 100, false],
    ['100%: the holding doubled', { nav: 200_000_000 }, 10_000, true],
  ])('%s', (_name, patch, target, reached) => {
    expect(profitReached({ ...holding, ...patch }, target)).toBe(reached);
  });

  it('the profit key is the NAV date', () => {
    const rule = { triggerType: 'PERCENTAGE_PROFIT' as const, profitTargetBps: 1000, periodMonths: null, anchorDate: '2026-01-02' };
    expect(triggerKeyOn(rule, holding, '2026-02-02', NO_HOLIDAYS)).toBe('PROFIT:2026-02-02');
    expect(triggerKeyOn({ ...rule, profitTargetBps: 1500 }, holding, '2026-02-02', NO_HOLIDAYS)).toBeNull();
  });
});

describe('what a triggered rule sells', () => {
  const holding: HoldingAtNav = { units: 1_000_000, heldUnits: 0, costBasis: 1_000_000, nav: 110_000_000, currency: 'IDR' };
  const limits: SellFundLimits = { minimumRedemptionAmount: 10_000, minimumSubscriptionAmount: 10_000 };
  it.each<[string, 'ALL' | 'PROFIT_ONLY', Partial<HoldingAtNav>, Partial<typeof limits>, ReturnType<typeof unitsToSell>]>([
    ['ALL: every unit', 'ALL', {}, {}, { ok: true, sell: { mode: 'all' } }],
    ['ALL at a loss still sells', 'ALL', { nav: 90_000_000 }, {}, { ok: true, sell: { mode: 'all' } }],
    // Rp 100.000 of profit at Rp 11.000 a unit: 9,0909 units (rounded down)
    ['PROFIT_ONLY: the units worth the profit, rounded down', 'PROFIT_ONLY', {}, {}, { ok: true, sell: { mode: 'units', units: 90_909 } }],
    ['PROFIT_ONLY at a loss: nothing', 'PROFIT_ONLY', { nav: 90_000_000 }, {}, { ok: false, reason: 'NO_PROFIT' }],
    ['PROFIT_ONLY at cost: nothing', 'PROFIT_ONLY', { nav: 100_000_000 }, {}, { ok: false, reason: 'NO_PROFIT' }],
    ['PROFIT_ONLY below the minimum redemption', 'PROFIT_ONLY', {}, { minimumRedemptionAmount: 100_000 }, { ok: false, reason: 'BELOW_MINIMUM_REDEMPTION' }],
    ['PROFIT_ONLY with no minimum redemption', 'PROFIT_ONLY', {}, { minimumRedemptionAmount: null }, { ok: true, sell: { mode: 'units', units: 90_909 } }],
    ['PROFIT_ONLY leaving less than the minimum holding', 'PROFIT_ONLY', {}, { minimumSubscriptionAmount: 1_000_002 }, { ok: false, reason: 'REMAINING_BELOW_MINIMUM' }],
    ['a pending sale holds units: skipped', 'ALL', { heldUnits: 1 }, {}, { ok: false, reason: 'PENDING_ORDER' }],
    ['no units', 'ALL', { units: 0 }, {}, { ok: false, reason: 'NO_UNITS' }],
  ])('%s', (_name, scope, patch, fundPatch, expected) => {
    expect(unitsToSell(scope, { ...holding, ...patch }, { ...limits, ...fundPatch })).toEqual(expected);
  });

  it('a dollar holding: the profit in cents', () => {
    // 10 units bought for $100.00 (10 000 cents), NAV $12.5000: profit $25.00 = 2 units
    expect(unitsToSell('PROFIT_ONLY', { units: 100_000, heldUnits: 0, costBasis: 10_000, nav: 125_000, currency: 'USD' }, { minimumRedemptionAmount: null, minimumSubscriptionAmount: 0 })).toEqual({
      ok: true,
      sell: { mode: 'units', units: 20_000 },
    });
  });

  it.each([
    ['PERCENTAGE_PROFIT', 'PROFIT_ONLY', true],
    ['PERCENTAGE_PROFIT', 'ALL', true],
    ['PERIOD', 'ALL', true],
    ['PERIOD', 'PROFIT_ONLY', false],
  ] as const)('%s %s is done after its order: %s', (triggerType, scope, done) => {
    expect(doneAfterOrder({ triggerType, scope })).toBe(done);
  });
});
