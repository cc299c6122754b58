// What holdings are worth (spec landing §3 portfolio summary, spec funds §3 Portfolio "totalInvestment, profit,
// returnRate", §2.5 portfolio dashboard; decisions 014, 023, 024): a position is valued at its fund's latest NAV
// (units × NAV, rounded down, per position), its cost basis is what was paid (fees included), the unrealized
// profit is value − cost and the return is profit ÷ cost in percent with 4 decimals. The landing summary, its
// portfolio cards, the allocation detail and the portfolio dashboard all add positions up with these functions,
// so their figures agree. Amounts in one currency only (app/domain/money.ts): USD is never converted (the data
// has no exchange rate).
import type { Currency } from './enums';
import { add, money, returnPercent, subtract, valueOfUnits, zero, type Money } from './money';

export interface Position {
  /** Units × 10^4. */
  units: number;
  /** Minor units of the fund's currency, fees included. */
  costBasis: number;
  /** The fund's latest NAV × 10^4; null while it has none (its units are worth nothing yet). */
  nav: number | null;
  currency: Currency;
}

export interface Amounts {
  /** Value at the latest NAV. */
  value: Money;
  /** Cost basis. */
  cost: Money;
}

export interface ValueFigures {
  /** Minor units. */
  value: number;
  /** Minor units. */
  costBasis: number;
  /** value − costBasis (unrealized), minor units. */
  profit: number;
  /** profit ÷ costBasis in percent (4 decimals); null without a cost basis. */
  returnRate: number | null;
}

/** One position's value at its NAV (rounded down) and its cost. */
export function positionAmounts({ units, costBasis, nav, currency }: Position): Amounts {
  return { value: nav === null ? zero(currency) : valueOfUnits(units, nav, currency), cost: money(costBasis, currency) };
}

export const emptyAmounts = (): Record<Currency, Amounts> => ({
  IDR: { value: zero('IDR'), cost: zero('IDR') },
  USD: { value: zero('USD'), cost: zero('USD') },
});

/** Adds amounts to the running totals of their currency. */
export function addAmounts(totals: Record<Currency, Amounts>, amounts: Amounts): void {
  const current = totals[amounts.value.currency];
  totals[amounts.value.currency] = { value: add(current.value, amounts.value), cost: add(current.cost, amounts.cost) };
}

/** Value, cost, unrealized profit and return of some amounts. */
export function valueFigures({ value, cost }: Amounts): ValueFigures {
  const profit = subtract(value, cost).minor;
  return { value: value.minor, costBasis: cost.minor, profit, returnRate: returnPercent(profit, cost.minor) };
}

/** Positions added up per currency (each valued and rounded down on its own, as the landing summary adds them). */
export function totalsByCurrency(positions: readonly Position[]): Record<Currency, ValueFigures> {
  const totals = emptyAmounts();
  for (const position of positions) addAmounts(totals, positionAmounts(position));
  return { IDR: valueFigures(totals.IDR), USD: valueFigures(totals.USD) };
}
