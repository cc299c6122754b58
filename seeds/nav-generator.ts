// The demo NAV generator (docs/decisions/003-demo-data.md). Each fund's dividend-adjusted NAV is a
// geometric random walk on exchange days, driven by a shared market factor, the fund's own noise
// and the 2020 crash; its drift is then set so that the walk ends exactly at the fund's annual
// return (a Brownian bridge), so a "stock fund, 9 %/yr" really shows 9 %/yr over its life. The
// unadjusted NAV follows the same walk and drops by the distributed income on each dividend's
// cumulative date. Values are NAV × 10^4 integers (DESIGN.md "Money, units, time").
import type { FundType } from '~/domain/enums';
import { addExchangeDays, type HolidaySet, type IsoDate } from '~/domain/dates';
import { dayNumber, lastExchangeDayOfMonth, monthOf, nextMonth } from './calendar';
import type { Random } from './random';

export interface NavProfile {
  /** Total return per year of the adjusted series, as a fraction (0.07 = 7 %). */
  annualReturn: number;
  /** Annualised volatility of daily log returns (ignored for money market). */
  volatility: number;
  /** Weight of the shared market factor in the fund's noise, 0..1. */
  marketCorrelation: number;
  /** Share of the 2020 crash and recovery the fund takes, 0..1. */
  crashExposure: number;
}

interface ProfileRange {
  annualReturn: readonly [number, number];
  volatility: readonly [number, number];
  marketCorrelation: number;
  crashExposure: readonly [number, number];
}

/**
 * Parameters per fund type (issue 2 / DESIGN.md "Data"): money market about 5 %/yr with tiny
 * volatility; fixed income 6-8 %/yr, low volatility; mixed in between; stock 3-12 %/yr with
 * 15-22 % volatility.
 */
export const NAV_PROFILE_RANGES: Record<FundType, ProfileRange> = {
  PASAR_UANG: { annualReturn: [0.045, 0.055], volatility: [0, 0], marketCorrelation: 0, crashExposure: [0, 0] },
  PENDAPATAN_TETAP: { annualReturn: [0.06, 0.08], volatility: [0.025, 0.045], marketCorrelation: 0.3, crashExposure: [0.1, 0.18] },
  CAMPURAN: { annualReturn: [0.055, 0.1], volatility: [0.08, 0.12], marketCorrelation: 0.75, crashExposure: [0.45, 0.6] },
  SAHAM: { annualReturn: [0.03, 0.12], volatility: [0.15, 0.22], marketCorrelation: 0.85, crashExposure: [0.85, 1] },
};

export function drawNavProfile(type: FundType, random: Random, options: { indexFund?: boolean } = {}): NavProfile {
  const range = NAV_PROFILE_RANGES[type];
  return {
    annualReturn: random.between(...range.annualReturn),
    volatility: random.between(...range.volatility),
    // An index fund tracks the market: almost all of its noise is the market's.
    marketCorrelation: options.indexFund ? 0.97 : range.marketCorrelation,
    crashExposure: options.indexFund ? 1 : random.between(...range.crashExposure),
  };
}

/**
 * The COVID-19 sell-off: the Jakarta Composite fell about a third from 20 February to 24 March
 * 2020, won back most of it by June and the rest by the end of the year. Log returns at full
 * exposure, spread evenly over the exchange days of each leg and scaled by each fund's exposure.
 */
export const CRASH_2020 = [
  { after: '2020-02-20', through: '2020-03-24', log: Math.log(0.72) },
  { after: '2020-03-24', through: '2020-06-30', log: Math.log(1.2) },
  { after: '2020-06-30', through: '2020-12-30', log: Math.log(1.08) },
] as const;

export interface MarketPath {
  dates: readonly IsoDate[];
  /** Index of each date in `dates`. */
  indexOf: ReadonlyMap<IsoDate, number>;
  /** Standard normal shock of the return that ends on dates[i] (shocks[0] unused). */
  shocks: Float64Array;
  /** Crash log return that ends on dates[i] at full exposure. */
  overlay: Float64Array;
}

/** The market shared by all funds, over every exchange day of the demo. */
export function generateMarket(dates: readonly IsoDate[], random: Random): MarketPath {
  const shocks = new Float64Array(dates.length);
  const overlay = new Float64Array(dates.length);
  for (let i = 1; i < dates.length; i++) shocks[i] = random.normal();
  for (const leg of CRASH_2020) {
    const days = dates.flatMap((date, i) => (date > leg.after && date <= leg.through ? [i] : []));
    for (const i of days) overlay[i] = leg.log / days.length;
  }
  return { dates, indexOf: new Map(dates.map((d, i) => [d, i])), shocks, overlay };
}

export type DividendFrequency = 'MONTHLY' | 'QUARTERLY' | 'ANNUAL';

export interface DividendPlan {
  frequency: DividendFrequency;
  /** Distributed income per year as a fraction of the NAV. */
  annualYield: number;
  /** Month (1-12) of an annual distribution. */
  month?: number;
}

export interface GeneratedDividend {
  cumulativeDate: IsoDate;
  paymentDate: IsoDate;
  /** × 10^4; null for a scheduled dividend whose amount is not known yet (spec funds §2.2). */
  distributedIncomePerUnit: number | null;
}

export interface GeneratedNav {
  dates: IsoDate[];
  nav: number[];
  adjustedNav: number[];
  dividends: GeneratedDividend[];
}

const PER_YEAR: Record<DividendFrequency, number> = { MONTHLY: 12, QUARTERLY: 4, ANNUAL: 1 };
/** Exchange days from the cumulative date to the payment date. */
export const DIVIDEND_PAYMENT_LAG = 5;
/** A fund distributes for the first time after this many months (its first income must accrue). */
const FIRST_DIVIDEND_AFTER_MONTHS = 3;

function distributesInMonth(plan: DividendPlan, month: string): boolean {
  const m = Number(month.slice(5, 7));
  if (plan.frequency === 'MONTHLY') return true;
  if (plan.frequency === 'QUARTERLY') return m % 3 === 0;
  return m === (plan.month ?? 12);
}

/** Cumulative dates of a plan: paid ones up to the last NAV date, then the next scheduled ones. */
function dividendDates(
  plan: DividendPlan,
  launchDate: IsoDate,
  lastNavDate: IsoDate,
  holidays: HolidaySet,
): { paid: IsoDate[]; scheduled: IsoDate[] } {
  let month = monthOf(launchDate);
  for (let i = 0; i < FIRST_DIVIDEND_AFTER_MONTHS; i++) month = nextMonth(month);
  const paid: IsoDate[] = [];
  const scheduled: IsoDate[] = [];
  const wantedScheduled = plan.frequency === 'MONTHLY' ? 2 : 1;
  while (scheduled.length < wantedScheduled) {
    if (distributesInMonth(plan, month)) {
      const date = lastExchangeDayOfMonth(month, holidays);
      (date <= lastNavDate ? paid : scheduled).push(date);
    }
    month = nextMonth(month);
  }
  return { paid, scheduled };
}

export interface NavSeriesInput {
  market: MarketPath;
  launchDate: IsoDate;
  /** Up to (and including) this date; an exchange day of the market. */
  lastNavDate: IsoDate;
  /** NAV × 10^4 at launch (IDR funds 1000.0000, USD funds 1.0000). */
  startNav: number;
  type: FundType;
  profile: NavProfile;
  dividend: DividendPlan | null;
  random: Random;
  holidays: HolidaySet;
}

export function generateNavSeries(input: NavSeriesInput): GeneratedNav {
  const { market, profile, random } = input;
  const first = market.indexOf.get(input.launchDate);
  const last = market.indexOf.get(input.lastNavDate);
  if (first === undefined || last === undefined || last < first) {
    throw new RangeError(`No market path from ${input.launchDate} to ${input.lastNavDate}`);
  }
  const dates = market.dates.slice(first, last + 1);
  const n = dates.length - 1;
  const years = (dayNumber(input.lastNavDate) - dayNumber(input.launchDate)) / 365.25;
  const targetLog = Math.log(1 + profile.annualReturn) * years;

  // Daily log returns r[1..n]; r[0] stays 0 (the launch day).
  const r = new Float64Array(n + 1);
  if (input.type === 'PASAR_UANG') {
    // Money market accrues interest every calendar day (a Monday carries the weekend) with a
    // little variation in the daily yield and, in practice, no down days.
    let total = 0;
    for (let i = 1; i <= n; i++) {
      const gap = dayNumber(dates[i]!) - dayNumber(dates[i - 1]!);
      r[i] = gap * Math.max(0, 1 + 0.3 * random.normal());
      total += r[i]!;
    }
    for (let i = 1; i <= n; i++) r[i] = total > 0 ? (r[i]! / total) * targetLog : 0;
  } else if (n > 0) {
    const daysPerYear = years > 0 ? n / years : 244;
    const sigma = profile.volatility / Math.sqrt(daysPerYear);
    const rho = profile.marketCorrelation;
    const own = Math.sqrt(1 - rho * rho);
    let noise = 0;
    for (let i = 1; i <= n; i++) {
      const m = first + i;
      r[i] = sigma * (rho * market.shocks[m]! + own * random.normal()) + profile.crashExposure * market.overlay[m]!;
      noise += r[i]!;
    }
    // The bridge: the drift that makes the whole walk end at the target return.
    const drift = (targetLog - noise) / n;
    for (let i = 1; i <= n; i++) r[i] = r[i]! + drift;
  }

  const plan = input.dividend;
  const { paid, scheduled } = plan
    ? dividendDates(plan, input.launchDate, input.lastNavDate, input.holidays)
    : { paid: [], scheduled: [] };
  const paidSet = new Set(paid);

  const nav: number[] = new Array<number>(n + 1);
  const adjustedNav: number[] = new Array<number>(n + 1);
  const dividends: GeneratedDividend[] = [];
  let logLevel = 0;
  // Unadjusted = adjusted × factor; the factor is exactly 1 until the first dividend, so both
  // series are equal before it (and stored integers too).
  let factor = 1;
  for (let i = 0; i <= n; i++) {
    logLevel += r[i]!;
    const adjusted = input.startNav * Math.exp(logLevel);
    let unadjusted = adjusted * factor;
    if (plan && paidSet.has(dates[i]!)) {
      const income = Math.max(1, Math.round((unadjusted * plan.annualYield) / PER_YEAR[plan.frequency]));
      unadjusted -= income;
      factor = unadjusted / adjusted;
      dividends.push({
        cumulativeDate: dates[i]!,
        paymentDate: addExchangeDays(dates[i]!, DIVIDEND_PAYMENT_LAG, input.holidays),
        distributedIncomePerUnit: income,
      });
    }
    nav[i] = Math.round(unadjusted);
    adjustedNav[i] = Math.round(adjusted);
  }
  for (const date of scheduled) {
    dividends.push({
      cumulativeDate: date,
      paymentDate: addExchangeDays(date, DIVIDEND_PAYMENT_LAG, input.holidays),
      distributedIncomePerUnit: null,
    });
  }
  return { dates, nav, adjustedNav, dividends };
}
