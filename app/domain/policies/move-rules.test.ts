import { describe, expect, it } from 'vitest';
import { decideMove, freeUnits, targetRefusal, type MoveDecision, type MoveRuleInput, type MoveTarget } from './move-rules';

const FUND = 7;
const SOURCE = 10;
const plain: MoveTarget = { id: 11, active: true, roboCermat: false, recommendedFundIds: [] };
const roboWithFund: MoveTarget = { id: 12, active: true, roboCermat: true, recommendedFundIds: [3, FUND] };
const roboWithout: MoveTarget = { id: 13, active: true, roboCermat: true, recommendedFundIds: [3, 4] };
const closed: MoveTarget = { id: 14, active: false, roboCermat: false, recommendedFundIds: [] };
const self: MoveTarget = { id: SOURCE, active: true, roboCermat: false, recommendedFundIds: [] };

const base: MoveRuleInput = {
  sourcePortfolioId: SOURCE,
  fundId: FUND,
  position: { units: 100_0000, heldUnits: 0 },
  target: plain,
  orderPending: false,
  amount: { mode: 'units', units: 40_0000 },
};

describe('a move of a fund between portfolios (issue 15 item 3; decision 061)', () => {
  it.each<[string, Partial<MoveRuleInput>, MoveDecision]>([
    ['part of the units to a plain portfolio', {}, { allowed: true, units: 40_0000 }],
    ['all units', { amount: { mode: 'all' } }, { allowed: true, units: 100_0000 }],
    ['exactly the units held', { amount: { mode: 'units', units: 100_0000 } }, { allowed: true, units: 100_0000 }],
    ['the smallest step, 0.0001 unit', { amount: { mode: 'units', units: 1 } }, { allowed: true, units: 1 }],
    ['to a robo portfolio whose model has the fund', { target: roboWithFund }, { allowed: true, units: 40_0000 }],
    ['to a robo portfolio whose model lacks the fund', { target: roboWithout }, { allowed: false, reason: 'ROBO_TARGET' }],
    ['to the same portfolio', { target: self }, { allowed: false, reason: 'SAME_PORTFOLIO' }],
    ['to a closed portfolio', { target: closed }, { allowed: false, reason: 'TARGET_INACTIVE' }],
    ["to a portfolio not the investor's", { target: null }, { allowed: false, reason: 'TARGET_NOT_FOUND' }],
    ['without a position', { position: null }, { allowed: false, reason: 'NO_POSITION' }],
    ['from a position sold to zero', { position: { units: 0, heldUnits: 0 } }, { allowed: false, reason: 'NO_POSITION' }],
    ['while an order touching the fund is under way', { orderPending: true }, { allowed: false, reason: 'ORDER_PENDING' }],
    ['all units while an order is under way', { orderPending: true, amount: { mode: 'all' } }, { allowed: false, reason: 'ORDER_PENDING' }],
    ['more units than held', { amount: { mode: 'units', units: 100_0001 } }, { allowed: false, reason: 'MORE_THAN_FREE' }],
    ['more units than free (some held for a sale)', { position: { units: 100_0000, heldUnits: 70_0000 } }, { allowed: false, reason: 'MORE_THAN_FREE' }],
    ['the free units beside held ones', { position: { units: 100_0000, heldUnits: 60_0000 } }, { allowed: true, units: 40_0000 }],
    ['all, with every unit held', { position: { units: 100_0000, heldUnits: 100_0000 }, amount: { mode: 'all' } }, { allowed: false, reason: 'MORE_THAN_FREE' }],
    ['all, with some held: the free ones', { position: { units: 100_0000, heldUnits: 1_0000 }, amount: { mode: 'all' } }, { allowed: true, units: 99_0000 }],
    ['zero units', { amount: { mode: 'units', units: 0 } }, { allowed: false, reason: 'INVALID_UNITS' }],
    ['negative units', { amount: { mode: 'units', units: -5 } }, { allowed: false, reason: 'INVALID_UNITS' }],
    ['a fraction of 10^-4 unit', { amount: { mode: 'units', units: 1.5 } }, { allowed: false, reason: 'INVALID_UNITS' }],
    // The target is judged first: a wrong portfolio is what to say, whatever else is wrong.
    ['a robo target and a pending order', { target: roboWithout, orderPending: true }, { allowed: false, reason: 'ROBO_TARGET' }],
    ['the same portfolio without a position', { target: self, position: null }, { allowed: false, reason: 'SAME_PORTFOLIO' }],
    ['no position and a pending order', { position: null, orderPending: true }, { allowed: false, reason: 'NO_POSITION' }],
    ['a pending order and too many units', { orderPending: true, amount: { mode: 'units', units: 200_0000 } }, { allowed: false, reason: 'ORDER_PENDING' }],
  ])('%s', (_case, change, expected) => {
    expect(decideMove({ ...base, ...change })).toEqual(expected);
  });
});

describe('the target picker', () => {
  it.each<[MoveTarget | null, ReturnType<typeof targetRefusal>]>([
    [plain, null],
    [roboWithFund, null],
    [roboWithout, 'ROBO_TARGET'],
    [self, 'SAME_PORTFOLIO'],
    [closed, 'TARGET_INACTIVE'],
    [null, 'TARGET_NOT_FOUND'],
  ])('%o → %s', (target, expected) => {
    expect(targetRefusal({ sourcePortfolioId: SOURCE, fundId: FUND, target })).toBe(expected);
  });
});

describe('free units', () => {
  it.each<[{ units: number; heldUnits: number } | null, number]>([
    [null, 0],
    [{ units: 10, heldUnits: 0 }, 10],
    [{ units: 10, heldUnits: 4 }, 6],
    [{ units: 10, heldUnits: 10 }, 0],
  ])('%o → %d', (position, expected) => {
    expect(freeUnits(position)).toBe(expected);
  });
});
