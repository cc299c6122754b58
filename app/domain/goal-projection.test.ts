// The goal projection's Monte Carlo (decision 067): seeded (the same figure twice), monotone in the saving, and
// exact on a history without volatility, where every path is the deterministic compound growth.
import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_DAYS_PER_MONTH,
  fundLogReturns,
  MIN_HISTORY_DAYS,
  portfolioLogReturns,
  projectGoal,
  SAVING_ROUNDING,
  seedOf,
  type NavPoint,
} from './goal-projection';

/** A NAV history from daily growth factors (dates are day numbers: only their order and matching matter). */
function history(factors: readonly number[], start = 10_000_000): NavPoint[] {
  const points: NavPoint[] = [{ date: 'd0000', nav: start }];
  factors.forEach((factor, i) => points.push({ date: `d${String(i + 1).padStart(4, '0')}`, nav: points[i]!.nav * factor }));
  return points;
}

/** A stock-like history: about 8 %/year with 18 % volatility, from a fixed pseudo-random sequence. */
function volatileFactors(days: number): number[] {
  let state = 7;
  const next = () => ((state = (state * 48271) % 2147483647) / 2147483647);
  return Array.from({ length: days }, () => {
    const z = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    return Math.exp(0.08 / 250 + (0.18 / Math.sqrt(250)) * z);
  });
}

const stock = portfolioLogReturns([{ returns: fundLogReturns(history(volatileFactors(750))), weight: 1 }]);
const base = { dailyLogReturns: stock, value: 10_000_000, target: 100_000_000, months: 60, monthlySaving: 1_200_000, seed: seedOf('42:2026-01-15') };

describe('projectGoal', () => {
  it('gives the same figures twice for the same seed, and others for another day', () => {
    const first = projectGoal(base);
    expect(projectGoal(base)).toEqual(first);
    expect(first.kind).toBe('PROJECTED');
    const otherDay = projectGoal({ ...base, seed: seedOf('42:2026-01-16') });
    expect(otherDay).not.toEqual(first);
  });

  it('gives a higher chance to more saving, and the saving it names reaches about 80 %', () => {
    const less = projectGoal({ ...base, monthlySaving: 800_000 });
    const more = projectGoal({ ...base, monthlySaving: 1_600_000 });
    if (less.kind !== 'PROJECTED' || more.kind !== 'PROJECTED') throw new Error('projected');
    expect(more.chance).toBeGreaterThan(less.chance);
    const at80 = projectGoal({ ...base, monthlySaving: less.savingForTargetChance });
    if (at80.kind !== 'PROJECTED') throw new Error('projected');
    expect(at80.chance).toBeGreaterThanOrEqual(80);
    const justBelow = projectGoal({ ...base, monthlySaving: less.savingForTargetChance - SAVING_ROUNDING });
    if (justBelow.kind !== 'PROJECTED') throw new Error('projected');
    expect(justBelow.chance).toBeLessThan(80);
    // The fan chart starts at today's value and spreads: 10th ≤ 50th ≤ 90th percentile.
    expect(less.fan[0]).toEqual({ month: 0, p10: 10_000_000, p50: 10_000_000, p90: 10_000_000 });
    expect(less.fan.at(-1)!.month).toBe(60);
    for (const point of less.fan) expect(point.p10 <= point.p50 && point.p50 <= point.p90).toBe(true);
    expect(less.fan.at(-1)!.p90).toBeGreaterThan(less.fan.at(-1)!.p10);
  });

  it('gives the deterministic answer for a history without volatility', () => {
    const daily = 0.0002;
    const flat = fundLogReturns(history(Array.from({ length: 300 }, () => Math.exp(daily))));
    const returns = portfolioLogReturns([{ returns: flat, weight: 1 }]);
    const growth = Math.exp(daily * EXCHANGE_DAYS_PER_MONTH);
    const months = 36;
    const value = 5_000_000;
    const saving = 500_000;
    // End-of-month savings: V₀·gⁿ + C·Σ_{k<n} gᵏ.
    const annuity = Array.from({ length: months }, (_, k) => growth ** k).reduce((a, b) => a + b, 0);
    const expected = value * growth ** months + saving * annuity;
    const below = projectGoal({ dailyLogReturns: returns, value, target: Math.floor(expected) - 1, months, monthlySaving: saving, seed: 1 });
    const above = projectGoal({ dailyLogReturns: returns, value, target: Math.ceil(expected) + 1, months, monthlySaving: saving, seed: 1 });
    if (below.kind !== 'PROJECTED' || above.kind !== 'PROJECTED') throw new Error('projected');
    expect(below.chance).toBe(100);
    expect(above.chance).toBe(0);
    const end = below.fan.at(-1)!;
    expect(end.p10).toBe(Math.round(expected));
    expect(end.p90).toBe(Math.round(expected));
    const target = 40_000_000;
    const needed = (target - value * growth ** months) / annuity;
    const exact = projectGoal({ dailyLogReturns: returns, value, target, months, monthlySaving: saving, seed: 1 });
    if (exact.kind !== 'PROJECTED') throw new Error('projected');
    expect(exact.savingForTargetChance).toBe(Math.ceil(needed / SAVING_ROUNDING) * SAVING_ROUNDING);
  });

  it('with no growth at all, saving (target − value) / months reaches the target exactly', () => {
    const flat = portfolioLogReturns([{ returns: fundLogReturns(history(Array.from({ length: 100 }, () => 1))), weight: 1 }]);
    const result = projectGoal({ dailyLogReturns: flat, value: 1_000_000, target: 13_000_000, months: 12, monthlySaving: 1_000_000, seed: 3 });
    expect(result).toMatchObject({ kind: 'PROJECTED', chance: 100, savingForTargetChance: 1_000_000 });
  });

  it('needs no saving once today’s value grows past the target on 80 % of paths', () => {
    const flat = portfolioLogReturns([{ returns: fundLogReturns(history(Array.from({ length: 100 }, () => 1.001))), weight: 1 }]);
    expect(projectGoal({ dailyLogReturns: flat, value: 10_000_000, target: 10_500_000, months: 12, monthlySaving: 0, seed: 3 })).toMatchObject({ chance: 100, savingForTargetChance: 0 });
  });

  it('does not project from fewer than MIN_HISTORY_DAYS daily returns', () => {
    const short = fundLogReturns(history(Array.from({ length: MIN_HISTORY_DAYS - 1 }, () => 1.0001)));
    expect(projectGoal({ ...base, dailyLogReturns: short.logReturns })).toEqual({ kind: 'NO_HISTORY', historyDays: MIN_HISTORY_DAYS - 1 });
  });

  it('runs 2,000 paths over 40 years well under 100 ms', () => {
    const started = performance.now();
    projectGoal({ ...base, months: 480 });
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('portfolioLogReturns', () => {
  it('weights the funds’ simple returns on the days all of them have one', () => {
    const a = fundLogReturns([
      { date: '2026-01-01', nav: 100 },
      { date: '2026-01-02', nav: 110 },
      { date: '2026-01-03', nav: 121 },
    ]);
    const b = fundLogReturns([
      { date: '2026-01-02', nav: 200 },
      { date: '2026-01-03', nav: 200 },
    ]);
    const combined = portfolioLogReturns([
      { returns: a, weight: 3 },
      { returns: b, weight: 1 },
    ]);
    // Only 2026-01-03 is common: 0.75 × 1.1 + 0.25 × 1.
    expect(Array.from(combined)).toEqual([Math.log(0.75 * 1.1 + 0.25)]);
  });
});
