// The arithmetic of the performance detail pages and the portfolio API (issue 16 items 8, 9; spec funds §3
// "Portfolio allocation detail": idrCalculation and usdCalculation with totalInvestment, profit, returnRate; §7
// summary/allocation; decisions 070, 071): a dollar amount in rupiah at the latest buy rate, a fund's figures
// per currency, the allocation of everything held by fund type, and what a sale's realized profit is made of
// under the average-cost method the ledger applies (models/ledger.server.ts, decision 005).
//
// Pure: integers in, integers out (money in minor units, NAV and units × 10^4, shares in basis points;
// app/domain/money.ts does the rounding). USD is converted only here and only for display and totals in
// rupiah; nothing stored is ever converted.
import { moneyJson } from './api-json';
import { FUND_TYPES, type Currency, type FundType } from './enums';
import { FUND_TYPE_PATHS } from './fund-catalogue';
import { allocate, divideRounded, money, returnPercent, SCALE, usdToIdr } from './money';
import { positionAmounts, valueFigures, type Position, type ValueFigures } from './portfolio-value';

/** A day's dollar buy rate (usd_rates): rupiah per dollar × 10^4. */
export interface UsdRate {
  buyRate: number;
  /** The rate's date (YYYY-MM-DD). */
  valueAt: string;
}

/**
 * Dollar cents in whole rupiah at a buy rate (rupiah per dollar × 10^4), rounded towards −∞ so a converted
 * value never overstates what a sale would bring (decision 071); the money module's usdToIdr.
 */
export function usdInRupiah(cents: number, buyRate: number): number {
  return usdToIdr(money(cents, 'USD'), buyRate).minor;
}

/** spec funds §3 idrCalculation / usdCalculation: minor units of the calculation's currency. */
export interface CurrencyCalculation {
  /** Value at the latest NAV. */
  totalInvestment: number;
  /** What was paid, fees included. */
  costBasis: number;
  /** totalInvestment − costBasis (unrealized). */
  profit: number;
  /** profit ÷ costBasis in percent, 4 decimals; null without a cost. */
  returnRate: number | null;
}

const calculation = (figures: ValueFigures): CurrencyCalculation => ({
  totalInvestment: figures.value,
  costBasis: figures.costBasis,
  profit: figures.profit,
  returnRate: figures.returnRate,
});

/**
 * A holding's figures in rupiah and in dollars (decision 071): a rupiah fund has only idrCalculation; a dollar
 * fund has its own usdCalculation and, with a rate, idrCalculation = value and cost each converted at that one
 * rate (so its return is the dollar return: the page says the rupiah figures are at today's rate); without a
 * rate its idrCalculation is null.
 */
export function currencyCalculations(
  currency: Currency,
  figures: ValueFigures,
  rate: UsdRate | null,
): { idrCalculation: CurrencyCalculation | null; usdCalculation: CurrencyCalculation | null } {
  if (currency === 'IDR') return { idrCalculation: calculation(figures), usdCalculation: null };
  const usdCalculation = calculation(figures);
  if (!rate) return { idrCalculation: null, usdCalculation };
  const totalInvestment = usdInRupiah(figures.value, rate.buyRate);
  const costBasis = usdInRupiah(figures.costBasis, rate.buyRate);
  const profit = totalInvestment - costBasis;
  return { idrCalculation: { totalInvestment, costBasis, profit, returnRate: returnPercent(profit, costBasis) }, usdCalculation };
}

/** spec §3's calculation in JSON: totalInvestment, profit, returnRate (and the cost), decimals in the currency (decision 028). */
export function calculationJson(calc: CurrencyCalculation | null, currency: Currency) {
  if (!calc) return null;
  return {
    totalInvestment: moneyJson(calc.totalInvestment, currency),
    cost: moneyJson(calc.costBasis, currency),
    profit: moneyJson(calc.profit, currency),
    returnRate: calc.returnRate,
  };
}

/** Sums calculations of one currency (nulls skipped); null when every one is null. */
export function sumCalculations(items: readonly (CurrencyCalculation | null)[]): CurrencyCalculation | null {
  const present = items.filter((item): item is CurrencyCalculation => item !== null);
  if (present.length === 0) return null;
  const totalInvestment = present.reduce((s, c) => s + c.totalInvestment, 0);
  const costBasis = present.reduce((s, c) => s + c.costBasis, 0);
  const profit = totalInvestment - costBasis;
  return { totalInvestment, costBasis, profit, returnRate: returnPercent(profit, costBasis) };
}

// ---------------------------------------------------------------------------------------------
// Allocation by fund type (spec funds §7 summary/allocation; the performance page's allocation)

export interface TypedPosition extends Position {
  type: FundType;
}

export interface TypeAllocation {
  type: FundType;
  /** Rupiah funds of the type: value, cost, profit, return; null when none is held. */
  idr: CurrencyCalculation | null;
  /** Dollar funds of the type, in cents; null when none is held. */
  usd: CurrencyCalculation | null;
  /** Everything of the type in whole rupiah, dollar funds at the rate (or left out without one). */
  valueInRupiah: number;
  /** Share of valueInRupiah in the whole, basis points; the shares of all types add up to 10 000 (or all 0). */
  shareBp: number;
}

/**
 * The investor's positions grouped by fund type, in the fixed order of FUND_TYPES, types without a holding
 * left out. Each position is valued on its own (rounded down, as everywhere: app/domain/portfolio-value.ts).
 * Shares split 100 % by the rupiah values with largest remainders. Without a rate, dollar funds count 0 in
 * the shares (they still show their dollar figures).
 */
export function allocationByType(positions: readonly TypedPosition[], rate: UsdRate | null): TypeAllocation[] {
  const byType = new Map<FundType, { idr: CurrencyCalculation[]; usd: CurrencyCalculation[] }>();
  for (const position of positions) {
    if (position.units <= 0) continue;
    const entry = byType.get(position.type) ?? { idr: [], usd: [] };
    entry[position.currency === 'IDR' ? 'idr' : 'usd'].push(calculation(valueFigures(positionAmounts(position))));
    byType.set(position.type, entry);
  }
  const rows = FUND_TYPES.filter((type) => byType.has(type)).map((type) => {
    const entry = byType.get(type)!;
    const idr = sumCalculations(entry.idr);
    const usd = sumCalculations(entry.usd);
    const valueInRupiah = (idr?.totalInvestment ?? 0) + (usd && rate ? usdInRupiah(usd.totalInvestment, rate.buyRate) : 0);
    return { type, idr, usd, valueInRupiah };
  });
  const whole = rows.reduce((s, row) => s + row.valueInRupiah, 0);
  const shares = whole > 0 ? allocate(money(10_000, 'IDR'), rows.map((row) => row.valueInRupiah)).map((m) => m.minor) : rows.map(() => 0);
  return rows.map((row, i) => ({ ...row, shareBp: shares[i]! }));
}

// ---------------------------------------------------------------------------------------------
// Realized profit under the average-cost method (decision 070)

export interface Realization {
  /** Units sold or switched out (× 10^4, positive); 0 for a cash dividend. */
  units: number;
  /** Cash received after the fee (a sale, a switch-out) or the dividend cash, minor units. */
  amount: number;
  /** As booked by the ledger: amount − average cost of the units removed. */
  realizedProfit: number;
  currency: Currency;
}

export interface RealizationBreakdown {
  /** The average cost of the units removed (amount − realizedProfit); 0 for a cash dividend. */
  cost: number;
  /** cost per unit as a NAV-like figure (× 10^4 in major units), half up; null without units. */
  averageCostPerUnit: number | null;
  /** amount per unit, the same way; null without units. */
  proceedsPerUnit: number | null;
  /** realizedProfit ÷ cost in percent, 4 decimals; null without a cost (a cash dividend is all profit). */
  returnRate: number | null;
}

/** A per-unit figure of an amount over units: minor × 10^8 ÷ (minor-per-major × units), half up. */
function perUnit(minor: number, units: number, currency: Currency): number {
  const minorPerMajor = currency === 'USD' ? 100n : 1n;
  return Number(divideRounded(BigInt(minor) * BigInt(SCALE) * BigInt(SCALE), minorPerMajor * BigInt(units), 'halfUp'));
}

/**
 * What a realization is made of (decision 070): proceeds, the average cost of the units removed, their
 * difference (the profit, as booked), and both per unit; a cash dividend has no units and no cost.
 */
export function realizationBreakdown(entry: Realization): RealizationBreakdown {
  if (!Number.isSafeInteger(entry.units) || entry.units < 0) throw new RangeError('units must be a non-negative integer');
  const cost = entry.amount - entry.realizedProfit;
  const hasUnits = entry.units > 0;
  return {
    cost,
    averageCostPerUnit: hasUnits ? perUnit(cost, entry.units, entry.currency) : null,
    proceedsPerUnit: hasUnits ? perUnit(entry.amount, entry.units, entry.currency) : null,
    returnRate: returnPercent(entry.realizedProfit, cost),
  };
}

/** spec funds §2.1 "/reksadana/portfolio/performa/keuntungan-terealisasi": the realized-profit list. */
export const REALIZED_PROFIT_LIST_PATH = '/reksadana/portfolio/performa/keuntungan-terealisasi';

/** The spec's "/{type}/{id}" of that list: one realization, by its fund's type segment and its ledger entry id (decision 070). */
export function realizedProfitEntryPath(entry: { id: number; fund: { type: FundType } }): `/reksadana/${string}` {
  return `${REALIZED_PROFIT_LIST_PATH}/${FUND_TYPE_PATHS[entry.fund.type]}/${entry.id}` as `/reksadana/${string}`;
}
