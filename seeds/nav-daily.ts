// One day of the demo's simulated NAV (`nav:publish`, docs/decisions/008-nav-import-and-publish.md):
// the step that continues a fund's walk from its last NAV to the next exchange day, with the
// per-type parameters of the demo generator (seeds/nav-generator.ts NAV_PROFILE_RANGES).
//
// Deterministic given the date and the fund code, and independent of the seed the database was
// built with (which is not stored): the fund's profile is drawn from its type's range with a
// stream named after its code, the market's shock of the day from a stream named after the date
// (so every fund feels the same market on a day), the fund's own noise from code and date.
import type { FundType } from '~/domain/enums';
import { drawNavProfile, type NavProfile } from './nav-generator';
import { createRandom } from './random';

/** The stream seed of the daily cycle (the demo seed is not stored in the database). */
const PUBLISH_SEED = 0;
/** Exchange days per year, for the daily volatility. */
const EXCHANGE_DAYS_PER_YEAR = 244;

/** The fund's walk parameters: its type's range, drawn once per fund code. */
export function dailyNavProfile(code: string, type: FundType, isIndexFund: boolean): NavProfile {
  return drawNavProfile(type, createRandom(PUBLISH_SEED, `publish-profile:${code}`), { indexFund: isIndexFund });
}

export interface NavStepInput {
  code: string;
  type: FundType;
  isIndexFund: boolean;
  /** The date being published. */
  date: string;
  /** Calendar days since the fund's previous NAV (interest accrues over weekends and holidays). */
  calendarDays: number;
  /** Exchange days since the fund's previous NAV (1 on an ordinary day). */
  exchangeDays: number;
}

/**
 * The log return of the fund from its previous NAV to `date`: money market accrues its yield
 * every calendar day with a little variation and no down days; the other types take the market's
 * shock of the day (weighted by their market correlation), their own noise and the drift of their
 * annual return, like the generator's walk.
 */
export function navStepLogReturn(input: NavStepInput): number {
  const profile = dailyNavProfile(input.code, input.type, input.isIndexFund);
  const drift = (Math.log(1 + profile.annualReturn) * input.calendarDays) / 365.25;
  const own = createRandom(PUBLISH_SEED, `publish:${input.code}:${input.date}`);
  if (input.type === 'PASAR_UANG') return drift * Math.max(0, 1 + 0.3 * own.normal());
  const market = createRandom(PUBLISH_SEED, `publish-market:${input.date}`).normal();
  const sigma = (profile.volatility / Math.sqrt(EXCHANGE_DAYS_PER_YEAR)) * Math.sqrt(Math.max(1, input.exchangeDays));
  const rho = profile.marketCorrelation;
  return sigma * (rho * market + Math.sqrt(1 - rho * rho) * own.normal()) + drift;
}

/** Distributed income per year as a fraction of NAV, when a fund has not distributed before. */
export const DEFAULT_DIVIDEND_YIELD: Record<FundType, number> = {
  PASAR_UANG: 0.045,
  PENDAPATAN_TETAP: 0.05,
  CAMPURAN: 0.035,
  SAHAM: 0.03,
};
