// AUM history of a demo fund (docs/decisions/003-demo-data.md): one value per week, on the last
// exchange day of each week the fund has a NAV (so the newest one is on the last NAV date). AUM =
// units outstanding × unadjusted NAV; the units follow a log random walk of net subscriptions,
// bridged from the launch size to the fund's target size today.
import { valueOfUnits, type Currency } from '~/domain/money';
import type { IsoDate } from '~/domain/dates';
import { weekNumber } from './calendar';
import type { Random } from './random';

export interface AumPoint {
  date: IsoDate;
  /** Minor units of the fund's currency. */
  amount: number;
}

/** Weekly standard deviation of net flows, in log units. */
const WEEKLY_FLOW_VOLATILITY = 0.03;

export function generateAumHistory(input: {
  dates: readonly IsoDate[];
  nav: readonly number[];
  currency: Currency;
  /** AUM on the last NAV date, minor units. */
  targetAum: number;
  /** AUM at launch as a share of the target. */
  launchShare: number;
  random: Random;
}): AumPoint[] {
  const { dates, nav } = input;
  const weekEnds: number[] = [];
  for (let i = 0; i < dates.length; i++) {
    const isLast = i === dates.length - 1 || weekNumber(dates[i + 1]!) !== weekNumber(dates[i]!);
    if (isLast) weekEnds.push(i);
  }
  const steps = weekEnds.length - 1;
  const lastNav = nav[nav.length - 1]!;
  // Units × 10^4 that make the AUM equal the target at the last NAV (amount = units × nav / 10^8
  // in major units, times the minor units per major).
  const minorPerMajor = input.currency === 'USD' ? 100 : 1;
  const endUnits = (input.targetAum / minorPerMajor / (lastNav / 10_000)) * 10_000;
  const startUnits = ((input.targetAum * input.launchShare) / minorPerMajor / (nav[0]! / 10_000)) * 10_000;
  const walk = [0];
  for (let k = 1; k <= steps; k++) walk.push(walk[k - 1]! + WEEKLY_FLOW_VOLATILITY * input.random.normal());
  const logStart = Math.log(startUnits);
  const logEnd = Math.log(endUnits);
  return weekEnds.map((i, k) => {
    const t = steps === 0 ? 1 : k / steps;
    const logUnits = logStart + t * (logEnd - logStart) + (walk[k]! - t * walk[steps]!);
    const units = Math.round(Math.exp(logUnits));
    return { date: dates[i]!, amount: valueOfUnits(units, nav[i]!, input.currency, 'halfUp').minor };
  });
}
