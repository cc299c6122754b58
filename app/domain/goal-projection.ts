// The chance of reaching a goal (issue 16 item 5 "Beyond the anchors"; decision 067): a Monte Carlo of the
// portfolio's value month by month until its target date, from daily log-returns resampled (bootstrap) from the
// NAV history of the funds it holds (or a robo portfolio's model), with the monthly saving added at each month's
// end. Pure and seeded: the same inputs and seed give the same figures (the page seeds with the portfolio id and
// the Jakarta date, so it shows one figure all day).
//
// The method, in short (decision 067 has the reasons):
// 1. Per fund, once: the daily log-returns ln(NAV_d / NAV_{d-1}) of its adjusted NAV (`fundLogReturns`).
// 2. Per portfolio: the days every fund has a return, and on each the weighted portfolio return
//    ln(Σ wᵢ · e^{rᵢ}) (weights by value held, or the model's target shares), so that funds that move together
//    stay together (`portfolioLogReturns`).
// 3. A pool of MONTH_POOL_SIZE monthly log-returns, each the sum of EXCHANGE_DAYS_PER_MONTH days drawn with
//    replacement from 2.; every path draws its months from the pool (a two-stage bootstrap: the cost is
//    paths × months whatever the horizon, about 10 ms for 2,000 paths over 40 years).
// 4. Each path keeps A = Π g (growth of today's value) and B = Σ growth of each saving, so that its final value is
//    V₀·A + C·B for ANY monthly saving C: the chance for a saving, the saving for a chance (the 80th percentile of
//    the per-path savings needed) and the fan chart come from one run with common random numbers.
// Floats are fine here: this is an estimate, not a ledger; amounts leave as whole rupiah.

/** issue 16 item 5: "2,000 paths". */
export const PROJECTION_PATHS = 2_000;
/** Exchange days in a month: about 250 a year (weekdays less holidays) / 12. */
export const EXCHANGE_DAYS_PER_MONTH = 21;
/** Monthly returns drawn for the pool (step 3). */
export const MONTH_POOL_SIZE = 4_096;
/** Fewer common daily returns than this is no history to resample from (about three months). */
export const MIN_HISTORY_DAYS = 60;
/** The chance the "save Rp X a month" figure aims for. */
export const TARGET_CHANCE = 0.8;
/** The saving for TARGET_CHANCE is rounded up to a multiple of this (a figure one can set as a transfer). */
export const SAVING_ROUNDING = 1_000;
/** Points of the fan chart (today and the target month included). */
export const FAN_POINTS = 25;

export interface NavPoint {
  date: string;
  /** Adjusted NAV × 10^4 (dividends reinvested). */
  nav: number;
}

/** One fund's daily log-returns by date (the return of `dates[i]` over the previous NAV date). */
export interface FundReturns {
  dates: string[];
  logReturns: Float64Array;
}

/** Step 1: NAV points in date order → daily log-returns. */
export function fundLogReturns(navs: readonly NavPoint[]): FundReturns {
  const count = Math.max(0, navs.length - 1);
  const dates: string[] = new Array(count);
  const logReturns = new Float64Array(count);
  for (let i = 1; i < navs.length; i++) {
    dates[i - 1] = navs[i]!.date;
    logReturns[i - 1] = Math.log(navs[i]!.nav / navs[i - 1]!.nav);
  }
  return { dates, logReturns };
}

/** Step 2: the weighted portfolio's daily log-returns on the days every fund has one (weights need not sum to 1). */
export function portfolioLogReturns(funds: ReadonlyArray<{ returns: FundReturns; weight: number }>): Float64Array {
  const used = funds.filter((f) => f.weight > 0 && f.returns.dates.length > 0);
  if (used.length === 0) return new Float64Array(0);
  const total = used.reduce((sum, f) => sum + f.weight, 0);
  if (used.length === 1) return used[0]!.returns.logReturns;
  const indexes = used.map((f) => new Map(f.returns.dates.map((date, i) => [date, i])));
  const out: number[] = [];
  for (const date of used[0]!.returns.dates) {
    let growth = 0;
    let everyFund = true;
    for (let k = 0; k < used.length; k++) {
      const i = indexes[k]!.get(date);
      if (i === undefined) {
        everyFund = false;
        break;
      }
      growth += (used[k]!.weight / total) * Math.exp(used[k]!.returns.logReturns[i]!);
    }
    if (everyFund) out.push(Math.log(growth));
  }
  return Float64Array.from(out);
}

/** A 32-bit seed from text (FNV-1a). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ProjectionInput {
  /** Step 2's daily log-returns. */
  dailyLogReturns: Float64Array;
  /** Today's value, whole rupiah. */
  value: number;
  target: number;
  /** Months to the target date (at least 1). */
  months: number;
  /** The monthly saving the chance and the fan chart assume, whole rupiah (the card's "monthly saving needed"). */
  monthlySaving: number;
  seed: number;
  paths?: number;
}

export interface FanPoint {
  /** Months from today. */
  month: number;
  /** Whole rupiah: 10 % of paths end below p10, half below p50, 90 % below p90. */
  p10: number;
  p50: number;
  p90: number;
}

export type GoalProjection =
  | { kind: 'NO_HISTORY'; historyDays: number }
  | {
      kind: 'PROJECTED';
      paths: number;
      months: number;
      historyDays: number;
      monthlySaving: number;
      /** Percent of paths at or above the target at its date, rounded down (0-100). */
      chance: number;
      /** The monthly saving for a TARGET_CHANCE chance, rounded up to SAVING_ROUNDING; 0 when none is needed. */
      savingForTargetChance: number;
      fan: FanPoint[];
    };

/** The q-quantile of sorted values (nearest rank below). */
function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.floor(q * (sorted.length - 1))]!;
}

/** Steps 3 and 4. */
export function projectGoal(input: ProjectionInput): GoalProjection {
  const daily = input.dailyLogReturns;
  if (daily.length < MIN_HISTORY_DAYS) return { kind: 'NO_HISTORY', historyDays: daily.length };
  const paths = input.paths ?? PROJECTION_PATHS;
  const months = Math.max(1, Math.floor(input.months));
  const random = seededRandom(input.seed);

  const pool = new Float64Array(MONTH_POOL_SIZE);
  for (let m = 0; m < MONTH_POOL_SIZE; m++) {
    let sum = 0;
    for (let d = 0; d < EXCHANGE_DAYS_PER_MONTH; d++) sum += daily[Math.floor(random() * daily.length)]!;
    pool[m] = Math.exp(sum);
  }

  // The fan chart's months: evenly spread, today and the target month included.
  const checkpoints = Array.from(new Set(Array.from({ length: FAN_POINTS }, (_, i) => Math.round((i * months) / (FAN_POINTS - 1))))).sort((a, b) => a - b);
  const atCheckpoint = checkpoints.map(() => new Float64Array(paths));
  const finalA = new Float64Array(paths);
  const finalB = new Float64Array(paths);
  const { value, monthlySaving } = input;
  for (let p = 0; p < paths; p++) {
    let a = 1;
    let b = 0;
    let next = 0;
    if (checkpoints[0] === 0) atCheckpoint[next++]![p] = value;
    for (let m = 1; m <= months; m++) {
      const growth = pool[Math.floor(random() * MONTH_POOL_SIZE)]!;
      a *= growth;
      // The month's saving arrives at its end: it grows from the next month on.
      b = b * growth + 1;
      if (checkpoints[next] === m) atCheckpoint[next++]![p] = value * a + monthlySaving * b;
    }
    finalA[p] = a;
    finalB[p] = b;
  }

  let reached = 0;
  const neededPerPath = new Float64Array(paths);
  for (let p = 0; p < paths; p++) {
    if (value * finalA[p]! + monthlySaving * finalB[p]! >= input.target) reached++;
    neededPerPath[p] = Math.max(0, (input.target - value * finalA[p]!) / finalB[p]!);
  }
  neededPerPath.sort();
  // The smallest saving that reaches the target on TARGET_CHANCE of the paths.
  const needed = neededPerPath[Math.ceil(TARGET_CHANCE * paths) - 1]!;
  const fan = checkpoints.map((month, i) => {
    const sorted = atCheckpoint[i]!.sort();
    return { month, p10: Math.round(quantile(sorted, 0.1)), p50: Math.round(quantile(sorted, 0.5)), p90: Math.round(quantile(sorted, 0.9)) };
  });
  return {
    kind: 'PROJECTED',
    paths,
    months,
    historyDays: daily.length,
    monthlySaving,
    chance: Math.floor((reached * 100) / paths),
    savingForTargetChance: needed <= 0 ? 0 : Math.ceil(needed / SAVING_ROUNDING) * SAVING_ROUNDING,
    fan,
  };
}
