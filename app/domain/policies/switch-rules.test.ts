import { describe, expect, it } from 'vitest';
import { planSwitch, switchingFee, switchTargetRefusal, unitsCovering, type SwitchFund, type SwitchMode, type SwitchPlanInput } from './switch-rules';

const fund = (over: Partial<SwitchFund> = {}): SwitchFund => ({
  id: 1,
  investmentManagerId: 10,
  currency: 'IDR',
  status: 'active_subsenabled',
  minimumInitialSubscriptionAmount: 100_000,
  minimumSubscriptionAmount: 10_000,
  minimumRedemptionAmount: 50_000,
  switchingFeeBp: 50,
  ...over,
});
const SOURCE = fund();
const TARGET = fund({ id: 2, minimumInitialSubscriptionAmount: 200_000, minimumSubscriptionAmount: 20_000, switchingFeeBp: 0 });

describe('the switching list (spec funds §3 switchingList; issue 15 item 2)', () => {
  it.each<[string, Partial<SwitchFund>, boolean, ReturnType<typeof switchTargetRefusal>]>([
    ['a listed fund of the same manager and currency, open', {}, true, null],
    ['the fund itself', { id: 1 }, true, 'SAME_FUND'],
    ["another manager's fund", { investmentManagerId: 11 }, true, 'OTHER_MANAGER'],
    ["another manager's fund, even if listed", { investmentManagerId: 11 }, false, 'OTHER_MANAGER'],
    ['a fund in dollars', { currency: 'USD' }, true, 'OTHER_CURRENCY'],
    ['a fund closed for subscription', { status: 'active_subsdisabled' }, true, 'TARGET_CLOSED'],
    ['a fund not in fund_switchings', {}, false, 'NOT_IN_SWITCHING_LIST'],
  ])('%s', (_name, over, listed, expected) => {
    expect(switchTargetRefusal(SOURCE, { ...TARGET, ...over }, listed)).toBe(expected);
  });
});

describe('units covering an amount: rounded up to 4 decimals (decision 056)', () => {
  it.each<[number, 'IDR' | 'USD', number, number]>([
    // Rp 1.000.000 at NAV 1.000,0000 = 1000 units exactly
    [1_000_000, 'IDR', 10_000_000, 10_000_000],
    // Rp 100.000 at NAV 3.000,0000 = 33,33333… → 33,3334
    [100_000, 'IDR', 30_000_000, 333_334],
    // US$ 10.00 at NAV 1,2345 = 8,10044… → 8,1005
    [1_000, 'USD', 12_345, 81_005],
  ])('%i %s at NAV %i → %i', (amount, currency, nav, units) => {
    expect(unitsCovering(amount, currency, nav)).toBe(units);
  });
});

describe('the switching fee (source fund basis points of the gross, half up)', () => {
  it.each<[number, number, number]>([
    [1_000_000, 0, 0],
    [1_000_000, 50, 5_000],
    [1_000_001, 25, 2_500],
    [1_000_200, 25, 2_501],
  ])('%i at %i bp → %i', (gross, bp, fee) => {
    expect(switchingFee(gross, 'IDR', bp)).toBe(fee);
  });
});

describe('planning a switch', () => {
  // NAV 1.000,0000 for both; 1.000 units held (worth Rp 1.000.000), 100 of them held for another order.
  const base = (mode: SwitchMode, over: Partial<SwitchPlanInput> = {}): SwitchPlanInput => ({
    source: SOURCE,
    target: TARGET,
    listed: true,
    mode,
    position: { units: 10_000_000, heldUnits: 1_000_000 },
    sourceNav: 10_000_000,
    targetNav: 20_000_000,
    holdsTarget: false,
    ...over,
  });
  const code = (input: SwitchPlanInput) => {
    const result = planSwitch(input);
    return result.ok ? 'OK' : result.refusal.code;
  };

  it.each<[string, SwitchPlanInput, string]>([
    ['by amount, within the free units', base({ kind: 'amount', amount: 300_000 }), 'OK'],
    ['by units', base({ kind: 'units', units: 3_000_000 }), 'OK'],
    ['all free units', base({ kind: 'all' }), 'OK'],
    ['to another manager', base({ kind: 'all' }, { target: { ...TARGET, investmentManagerId: 99 } }), 'OTHER_MANAGER'],
    ['to another currency', base({ kind: 'all' }, { target: { ...TARGET, currency: 'USD' } }), 'OTHER_CURRENCY'],
    ['to a fund not listed', base({ kind: 'all' }, { listed: false }), 'NOT_IN_SWITCHING_LIST'],
    ['without a NAV of the source', base({ kind: 'all' }, { sourceNav: null }), 'NO_NAV'],
    ['without a NAV of the target', base({ kind: 'all' }, { targetNav: null }), 'NO_NAV'],
    ['without a position', base({ kind: 'all' }, { position: null }), 'NO_UNITS'],
    ['with every unit held', base({ kind: 'all' }, { position: { units: 5, heldUnits: 5 } }), 'NO_UNITS'],
    ['an amount of zero', base({ kind: 'amount', amount: 0 }), 'INVALID_AMOUNT'],
    ['zero units', base({ kind: 'units', units: 0 }), 'INVALID_AMOUNT'],
    // 900 free units: Rp 900.001 needs 900,0010 units
    ['more than the free units by amount', base({ kind: 'amount', amount: 900_001 }), 'INSUFFICIENT_UNITS'],
    ['more than the free units (held ones do not count)', base({ kind: 'units', units: 9_000_001 }), 'INSUFFICIENT_UNITS'],
    ['every free unit by units is all (no remaining minimum)', base({ kind: 'units', units: 9_000_000 }), 'OK'],
    ['below the minimum redemption', base({ kind: 'amount', amount: 49_999 }, { holdsTarget: true }), 'BELOW_MINIMUM_REDEMPTION'],
    ['no minimum redemption set', base({ kind: 'amount', amount: 49_999 }, { holdsTarget: true, source: { ...SOURCE, minimumRedemptionAmount: null } }), 'OK'],
    ['below the initial subscription of a target not held', base({ kind: 'amount', amount: 199_999 }), 'BELOW_MINIMUM_SUBSCRIPTION'],
    ['the next subscription minimum of a target held', base({ kind: 'amount', amount: 199_999 }, { holdsTarget: true }), 'OK'],
    ['all units below the target minimum', base({ kind: 'all' }, { position: { units: 1_000_000, heldUnits: 0 } }), 'BELOW_MINIMUM_SUBSCRIPTION'],
    ['all units below the minimum redemption (all may)', base({ kind: 'all' }, { position: { units: 400_000, heldUnits: 0 }, holdsTarget: true }), 'OK'],
    // 900 free units, switching 895: Rp 5.000 would stay, under the minimum subscription of Rp 10.000
    ['what stays below the minimum', base({ kind: 'units', units: 8_950_000 }), 'REMAINING_BELOW_MINIMUM'],
    ['what stays exactly the minimum', base({ kind: 'units', units: 8_900_000 }), 'OK'],
  ])('%s → %s', (_name, input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('estimates the gross, fee, proceeds and the units in', () => {
    const result = planSwitch(base({ kind: 'amount', amount: 333_333 }));
    expect(result).toEqual({
      ok: true,
      plan: {
        currency: 'IDR',
        // 333,3330 units at 1.000,0000 = Rp 333.333
        units: 3_333_330,
        all: false,
        gross: 333_333,
        feeBp: 50,
        fee: 1_667,
        proceeds: 331_666,
        sourceNav: 10_000_000,
        targetNav: 20_000_000,
        // Rp 331.666 at 2.000,0000 = 165,8330 units
        estimatedUnitsIn: 1_658_330,
        remainingUnits: 9_000_000 - 3_333_330,
      },
    });
  });

  it('takes every free unit when switching all', () => {
    const result = planSwitch(base({ kind: 'all' }));
    expect(result.ok && result.plan).toMatchObject({ units: 9_000_000, all: true, gross: 900_000, fee: 4_500, proceeds: 895_500, remainingUnits: 0 });
  });
});
