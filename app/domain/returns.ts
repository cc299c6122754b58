// Returns that tell the truth (issue 16 item 7; decision 068). Pure: no I/O, no clock.
//
// - Money-weighted return ("your return"): the internal rate of return of the investor's own cash flows (XIRR):
//   buys negative at what was paid, sales' proceeds and cash dividends positive, today's value as the last flow.
//   It answers "what did my money earn", so it moves with the timing and size of the investor's buys and sales.
// - Time-weighted return ("the funds' return"): the daily chain of the holdings' NAV changes; money coming in or
//   going out on a day is taken out of that day's change, so the timing of flows does not move it.
// - Over a history shorter than a year neither is annualised: the cumulative figure over the period is given
//   with `annualised: false` (GIPS 2020 §2.A.37: returns for periods under a year must not be annualised).
//
// Amounts are minor units of one currency (the model converts dollars first). Rates are fractions (0.0734 = 7.34%),
// floating point: a rate is a measurement, never money that is paid or kept.
import { daysBetween, type IsoDate } from './dates';

/** A cash flow from the investor's point of view: negative when they pay in, positive when they receive. */
export interface CashFlow {
  date: IsoDate;
  /** Minor units; negative paid in, positive received. */
  amount: number;
}

/** A return over the history: annualised when the history spans a year or more, else cumulative over it. */
export interface ReturnFigure {
  /** Fraction (0.0734 = 7.34%); null when it cannot be measured (nothing invested, or no solution). */
  rate: number | null;
  annualised: boolean;
}

/** Days in the year the annualisation counts (Excel's and LibreOffice's XIRR count 365). */
export const YEAR_DAYS = 365;

/** Whether a history from `from` to `to` is long enough to annualise (a year or more). */
export function spansAYear(from: IsoDate, to: IsoDate): boolean {
  return daysBetween(from, to) >= YEAR_DAYS;
}

/** A cumulative return over `days` as a yearly rate: (1 + r)^(365 / days) − 1. */
export function annualise(cumulative: number, days: number): number {
  return Math.pow(1 + cumulative, YEAR_DAYS / days) - 1;
}

/** Days since 1970-01-01 of a calendar date, remembered: a history of years asks for the same few thousand dates. */
const dayNumbers = new Map<IsoDate, number>();
function dayNumber(date: IsoDate): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = daysBetween('1970-01-01', date);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/** The net present value of the flows at rate `rate` per `unitDays` days, and its derivative. */
function presentValue(flows: readonly { t: number; amount: number }[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  const base = 1 + rate;
  for (const { t, amount } of flows) {
    const discount = Math.pow(base, -t);
    value += amount * discount;
    slope -= (t * amount * discount) / base;
  }
  return { value, slope };
}

const LOWEST_RATE = -0.999_999_999;

/**
 * The rate per period of `unitDays` days at which the flows' present value is zero; null when none exists (all
 * flows of one sign) or none is found. Newton's method from a simple first guess; when it does not converge to a
 * rate above −100%, bisection on a bracket widened until the present value changes sign.
 */
export function internalRate(flows: readonly CashFlow[], unitDays: number = YEAR_DAYS): number | null {
  // Flows of one day added up first (the same present value; years of daily saving solve in fewer terms).
  const byDate = new Map<IsoDate, number>();
  for (const flow of flows) byDate.set(flow.date, (byDate.get(flow.date) ?? 0) + flow.amount);
  const nonZero = [...byDate].map(([date, amount]) => ({ date, amount })).filter((flow) => flow.amount !== 0);
  if (!nonZero.some((flow) => flow.amount < 0) || !nonZero.some((flow) => flow.amount > 0)) return null;
  const first = nonZero.reduce((earliest, flow) => (flow.date < earliest ? flow.date : earliest), nonZero[0]!.date);
  const firstDay = dayNumber(first);
  // Amounts scaled to about 1 so that the tolerance means the same for rupiah and cents.
  const scale = nonZero.reduce((largest, flow) => Math.max(largest, Math.abs(flow.amount)), 0);
  const timed = nonZero.map((flow) => ({ t: (dayNumber(flow.date) - firstDay) / unitDays, amount: flow.amount / scale }));
  const paidIn = -timed.reduce((total, flow) => total + Math.min(flow.amount, 0), 0);
  const received = timed.reduce((total, flow) => total + Math.max(flow.amount, 0), 0);

  // Newton: quadratic near the root; the first guess is the plain gain over what was paid in.
  let rate = Math.min(Math.max(received / paidIn - 1, -0.9), 10);
  for (let i = 0; i < 100; i++) {
    const { value, slope } = presentValue(timed, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) <= 1e-12 * Math.max(1, Math.abs(next))) {
      if (Math.abs(presentValue(timed, next).value) < 1e-9) return next;
      break;
    }
    rate = next;
  }

  // Bisection: slow but sure once a sign change is bracketed.
  let low = LOWEST_RATE;
  let high = 1;
  let lowValue = presentValue(timed, low).value;
  let highValue = presentValue(timed, high).value;
  for (let i = 0; i < 80 && Math.sign(lowValue) === Math.sign(highValue); i++) {
    high *= 2;
    highValue = presentValue(timed, high).value;
  }
  if (!Number.isFinite(lowValue) || !Number.isFinite(highValue) || Math.sign(lowValue) === Math.sign(highValue)) return null;
  for (let i = 0; i < 300 && high - low > 1e-13 * Math.max(1, Math.abs(high)); i++) {
    const middle = (low + high) / 2;
    const middleValue = presentValue(timed, middle).value;
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}

/** XIRR as Excel and LibreOffice compute it: the yearly rate (365-day years) that zeroes the flows' value. */
export function xirr(flows: readonly CashFlow[]): number | null {
  return internalRate(flows, YEAR_DAYS);
}

/**
 * The money-weighted return of the investor's flows with today's value as the last flow (dated `asOf`). Over a
 * year or more of history: the XIRR (annualised). Under a year: the rate over the whole period, solved with the
 * period as the time unit (the XIRR de-annualised, without first raising a short period's gain to a yearly power);
 * when every flow is on the valuation day there is no time to measure, and the plain gain is given.
 */
export function moneyWeightedReturn(flows: readonly CashFlow[], valuation: { date: IsoDate; value: number }): ReturnFigure {
  const all = [...flows, { date: valuation.date, amount: valuation.value }];
  const dated = all.filter((flow) => flow.amount !== 0);
  if (dated.length === 0) return { rate: null, annualised: false };
  const first = dated.reduce((earliest, flow) => (flow.date < earliest ? flow.date : earliest), dated[0]!.date);
  const days = daysBetween(first, valuation.date);
  if (days >= YEAR_DAYS) return { rate: internalRate(all, YEAR_DAYS), annualised: true };
  if (days > 0) return { rate: internalRate(all, days), annualised: false };
  const paidIn = -dated.reduce((total, flow) => total + Math.min(flow.amount, 0), 0);
  const received = dated.reduce((total, flow) => total + Math.max(flow.amount, 0), 0);
  return { rate: paidIn > 0 ? received / paidIn - 1 : null, annualised: false };
}

/** One day of the holdings, for the time-weighted return (amounts in minor units of one currency). */
export interface DailyHoldings {
  date: IsoDate;
  /** Value at the day's NAV after the day's flows (units × NAV). */
  value: number;
  /**
   * Value the day's flows brought into the holdings (units × the NAV they were priced at): positive for units
   * bought, switched in or moved in, negative for units sold, switched out or moved out. Reinvested dividends are
   * no flow: they are the funds' return.
   */
  flow: number;
  /** Cash dividends paid out of the holdings that day (income of the funds, returned to the investor). */
  distribution: number;
}

/**
 * The time-weighted return: each day's return (value + cash dividends − the day's flows) ÷ the previous day's
 * value, chained. A day after a day with nothing held starts a new sub-period (its return is not measurable and
 * is left out). Annualised over a year or more, from the first day to the last; cumulative otherwise.
 */
export function timeWeightedReturn(days: readonly DailyHoldings[]): ReturnFigure {
  return timeWeightedReturnOfSeries({
    dates: days.map((day) => day.date),
    value: days.map((day) => day.value),
    flow: days.map((day) => day.flow),
    distribution: days.map((day) => day.distribution),
    first: 0,
  });
}

/** The same over parallel arrays (index: day) from `first` on: how the model passes years of days without objects. */
export function timeWeightedReturnOfSeries(series: {
  dates: readonly IsoDate[];
  value: ArrayLike<number>;
  flow: ArrayLike<number>;
  distribution: ArrayLike<number>;
  first: number;
}): ReturnFigure {
  const { dates, value, flow, distribution, first } = series;
  const last = dates.length - 1;
  if (first > last) return { rate: null, annualised: false };
  let growth = 1;
  let measured = false;
  for (let i = first + 1; i <= last; i++) {
    const previous = value[i - 1]!;
    if (previous <= 0) continue;
    growth *= (value[i]! + distribution[i]! - flow[i]!) / previous;
    measured = true;
  }
  if (!measured) return { rate: value[last]! > 0 ? 0 : null, annualised: false };
  const span = daysBetween(dates[first]!, dates[last]!);
  const cumulative = growth - 1;
  return span >= YEAR_DAYS ? { rate: annualise(cumulative, span), annualised: true } : { rate: cumulative, annualised: false };
}
