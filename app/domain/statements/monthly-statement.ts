// One investor's month, computed from plain inputs (issue 18 item 1; decision 081). Pure: no I/O, no clock.
//
// For each portfolio and fund: the opening units and value (units of the entries priced before the month, at the
// fund's last NAV on or before the previous month's last day: the opening is last month's closing), every ledger
// entry of the month by NAV date (buys, sales, switch legs, moves, dividends: transaction date, NAV date, NAV, units,
// amount, fee), the closing units and value (at the last NAV on or before the month's last day), and the realized
// profit of the month (the ledger's own figure, average cost: decision 070). Per currency (never mixed): the totals
// and the money-weighted return of the month and of the year to date, with decision 068's flows (buys paid in, sales'
// proceeds and cash dividends back, moves a flow of each portfolio that cancels in the total, switches and reinvested
// dividends no flow), solved as an internal rate over the period (returns.ts internalRate), never annualised.
//
// Units are exact: opening + the month's signed units = closing, always (the ledger is the only source of both).
import { addCalendarDays, daysBetween, type IsoDate } from '../dates';
import type { Currency, LedgerEntryType } from '../enums';
import { valueOfUnits } from '../money';
import { internalRate, type CashFlow } from '../returns';

/** A calendar month, YYYY-MM. */
export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a month YYYY-MM (years 2000 to 2099: what a statement can be about). */
export function isYearMonth(value: string): value is YearMonth {
  const match = YEAR_MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2099;
}

/** The month's first day. */
export function monthStart(month: YearMonth): IsoDate {
  return `${month}-01`;
}

/** The month's last day. */
export function monthEnd(month: YearMonth): IsoDate {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addCalendarDays(next, -1);
}

/** The month of a calendar date. */
export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}

/** The month after `month`. */
export function nextMonth(month: YearMonth): YearMonth {
  return monthOf(addCalendarDays(monthEnd(month), 1));
}

/** The last day of the year before the month's (the year-to-date return starts there). */
export function previousYearEnd(month: YearMonth): IsoDate {
  return `${Number(month.slice(0, 4)) - 1}-12-31`;
}

// ---------------------------------------------------------------------------------------------
// Inputs

/** One unit-ledger entry with what its order says (the fee, the transaction number and date). */
export interface StatementEntry {
  /** The ledger entry's id (orders entries of one NAV date). */
  id: number;
  portfolioId: number;
  fundId: number;
  entryType: LedgerEntryType;
  /** Signed units × 10^4 (as the ledger keeps them). */
  units: number;
  nav: number;
  navDate: IsoDate;
  /** The investor's cash of the entry, minor units, unsigned (ledger.server.ts). */
  amount: number;
  /** Realized profit of the entry (REDEMPTION, SWITCH_OUT, DIVIDEND_CASH), minor units, signed. */
  realizedProfit: number;
  /** The order item's fee, minor units; 0 without an order (dividends) or fee. */
  fee: number;
  /** The day the order was placed (Jakarta); null for a dividend (its NAV date stands). */
  orderDate: IsoDate | null;
  transactionNumber: string | null;
}

export interface StatementFund {
  id: number;
  name: string;
  currency: Currency;
  /** The custodian bank (the statement's issuer for this fund). */
  custodian: string;
}

export interface NavPoint {
  date: IsoDate;
  nav: number;
}

/** The fund's last NAV on or before each valuation day (null before its first NAV). */
export interface FundNavs {
  /** On or before the last day of the previous year. */
  yearOpening: NavPoint | null;
  /** On or before the last day of the previous month. */
  opening: NavPoint | null;
  /** On or before the month's last day. */
  closing: NavPoint | null;
}

export interface MonthlyStatementInput {
  month: YearMonth;
  portfolios: ReadonlyArray<{ id: number; name: string }>;
  funds: ReadonlyArray<StatementFund>;
  /** Every entry of the investor priced on or before the month's last day, in any order. */
  entries: readonly StatementEntry[];
  /** By fund id. */
  navs: Readonly<Record<number, FundNavs>>;
}

// ---------------------------------------------------------------------------------------------
// Result

export interface Valuation {
  units: number;
  /** The NAV used and its date; null with no units and no NAV. */
  nav: NavPoint | null;
  /** units × NAV, rounded down (what the dashboard shows), minor units. */
  value: number;
}

export interface StatementTransaction {
  entryId: number;
  type: LedgerEntryType;
  fundId: number;
  fundName: string;
  currency: Currency;
  /** The order's date, or the NAV date for a dividend. */
  date: IsoDate;
  navDate: IsoDate;
  nav: number;
  /** Signed units × 10^4: positive in, negative out, 0 for a cash dividend. */
  units: number;
  amount: number;
  fee: number;
  realizedProfit: number;
  transactionNumber: string | null;
}

export interface StatementFundLine {
  fund: StatementFund;
  opening: Valuation;
  closing: Valuation;
  /** The month's signed units (opening.units + netUnits = closing.units). */
  netUnits: number;
  realizedProfit: number;
}

/** A rate over the period (0.0123 = 1.23 %), or null when nothing was invested or no rate solves the flows. */
export interface PeriodReturn {
  rate: number | null;
  /** The first day the rate runs from: the valuation before the period, or the first flow within it. */
  from: IsoDate | null;
  to: IsoDate;
}

export interface CurrencyTotals {
  currency: Currency;
  openingValue: number;
  closingValue: number;
  /** Paid in during the month (buys, fees included; moves in for a portfolio). */
  paidIn: number;
  /** Received during the month (sales' proceeds, cash dividends; moves out for a portfolio). */
  received: number;
  realizedProfit: number;
  monthReturn: PeriodReturn;
  yearToDateReturn: PeriodReturn;
}

export interface StatementPortfolio {
  id: number;
  name: string;
  funds: StatementFundLine[];
  /** The month's entries, by NAV date then entry. */
  transactions: StatementTransaction[];
  totals: CurrencyTotals[];
}

export interface MonthlyStatement {
  month: YearMonth;
  /** The previous month's last day (the opening valuation day) and the month's first and last days. */
  openingDate: IsoDate;
  start: IsoDate;
  end: IsoDate;
  /** Whether the month had activity or holdings (a statement exists). */
  hasStatement: boolean;
  portfolios: StatementPortfolio[];
  /** All portfolios together, per currency held (moves between the investor's portfolios cancel). */
  totals: CurrencyTotals[];
  /** Each custodian bank and the funds of the statement it keeps (the issuers, spec: issue 18 item 1). */
  custodians: Array<{ name: string; funds: string[] }>;
}

// ---------------------------------------------------------------------------------------------
// Returns

/**
 * The money-weighted return over a period: the internal rate of the flows with the value at the period's end as the
 * last flow, the time unit being the span from the first flow to the end (decision 068's rule for a history under a
 * year: the rate over the whole span, not raised to a yearly power). With every flow on the last day: the plain gain.
 */
export function periodMoneyWeightedReturn(flows: readonly CashFlow[], end: { date: IsoDate; value: number }): PeriodReturn {
  const all = [...flows, { date: end.date, amount: end.value }].filter((flow) => flow.amount !== 0);
  if (all.length === 0) return { rate: null, from: null, to: end.date };
  const from = all.reduce((earliest, flow) => (flow.date < earliest ? flow.date : earliest), all[0]!.date);
  const days = daysBetween(from, end.date);
  if (days > 0) return { rate: internalRate(all, days), from, to: end.date };
  const paidIn = -all.reduce((total, flow) => total + Math.min(flow.amount, 0), 0);
  const received = all.reduce((total, flow) => total + Math.max(flow.amount, 0), 0);
  return { rate: paidIn > 0 ? received / paidIn - 1 : null, from, to: end.date };
}

/** The investor's cash flow of an entry (decision 068), for one portfolio or for all of them (moves cancel). */
function flowOf(entry: StatementEntry, currency: Currency, scope: 'portfolio' | 'total'): number {
  switch (entry.entryType) {
    case 'SUBSCRIPTION':
      return -entry.amount;
    case 'REDEMPTION':
    case 'DIVIDEND_CASH':
      return entry.amount;
    case 'MOVE_IN':
    case 'MOVE_OUT':
      return scope === 'total' ? 0 : -Math.sign(entry.units) * valueOfUnits(Math.abs(entry.units), entry.nav, currency).minor;
    default:
      // SWITCH_IN / SWITCH_OUT stay inside the portfolio; a reinvested dividend is return.
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// The statement

const TYPE_ORDER: Record<LedgerEntryType, number> = {
  SUBSCRIPTION: 0,
  SWITCH_OUT: 1,
  SWITCH_IN: 2,
  MOVE_OUT: 3,
  MOVE_IN: 4,
  REDEMPTION: 5,
  DIVIDEND_REINVESTMENT: 6,
  DIVIDEND_CASH: 7,
};

/** The NAV to value units at: the fund's, else the newest entry's NAV on or before the day (a fund with no NAV row). */
function navFor(point: NavPoint | null, entries: readonly StatementEntry[], day: IsoDate): NavPoint | null {
  if (point) return point;
  let best: StatementEntry | null = null;
  for (const entry of entries) if (entry.navDate <= day && (!best || entry.navDate >= best.navDate)) best = entry;
  return best ? { date: best.navDate, nav: best.nav } : null;
}

function valuation(units: number, nav: NavPoint | null, currency: Currency): Valuation {
  return { units, nav, value: units > 0 && nav ? valueOfUnits(units, nav.nav, currency).minor : 0 };
}

interface Position {
  portfolioId: number;
  fund: StatementFund;
  entries: StatementEntry[];
  yearOpeningUnits: number;
  openingUnits: number;
  closingUnits: number;
}

/** Totals and returns of a set of positions (one portfolio, or all), per currency. */
function totalsOf(
  positions: readonly Position[],
  lines: ReadonlyMap<Position, { opening: Valuation; closing: Valuation; yearOpening: Valuation }>,
  scope: 'portfolio' | 'total',
  dates: { yearOpening: IsoDate; opening: IsoDate; start: IsoDate; end: IsoDate; yearStart: IsoDate },
): CurrencyTotals[] {
  const result: CurrencyTotals[] = [];
  for (const currency of ['IDR', 'USD'] as const) {
    const mine = positions.filter((p) => p.fund.currency === currency);
    if (mine.length === 0) continue;
    let openingValue = 0;
    let closingValue = 0;
    let yearOpeningValue = 0;
    let paidIn = 0;
    let received = 0;
    let realizedProfit = 0;
    const monthFlows: CashFlow[] = [];
    const yearFlows: CashFlow[] = [];
    for (const position of mine) {
      const line = lines.get(position)!;
      openingValue += line.opening.value;
      closingValue += line.closing.value;
      yearOpeningValue += line.yearOpening.value;
      for (const entry of position.entries) {
        if (entry.navDate < dates.yearStart) continue;
        const amount = flowOf(entry, currency, scope);
        if (amount !== 0) yearFlows.push({ date: entry.navDate, amount });
        if (entry.navDate < dates.start) continue;
        if (amount !== 0) monthFlows.push({ date: entry.navDate, amount });
        if (amount < 0) paidIn -= amount;
        else received += amount;
        realizedProfit += entry.realizedProfit;
      }
    }
    const monthReturn = periodMoneyWeightedReturn([{ date: dates.opening, amount: -openingValue }, ...monthFlows], { date: dates.end, value: closingValue });
    const yearToDateReturn = periodMoneyWeightedReturn([{ date: dates.yearOpening, amount: -yearOpeningValue }, ...yearFlows], {
      date: dates.end,
      value: closingValue,
    });
    result.push({ currency, openingValue, closingValue, paidIn, received, realizedProfit, monthReturn, yearToDateReturn });
  }
  return result;
}

export function monthlyStatement(input: MonthlyStatementInput): MonthlyStatement {
  const start = monthStart(input.month);
  const end = monthEnd(input.month);
  const opening = addCalendarDays(start, -1);
  const yearOpening = previousYearEnd(input.month);
  const yearStart = addCalendarDays(yearOpening, 1);
  const dates = { yearOpening, opening, start, end, yearStart };
  const fundsById = new Map(input.funds.map((fund) => [fund.id, fund]));

  // Positions (portfolio, fund) from the entries up to the month's end.
  const byKey = new Map<string, Position>();
  for (const entry of input.entries) {
    if (entry.navDate > end) continue;
    const fund = fundsById.get(entry.fundId);
    if (!fund) throw new Error(`monthlyStatement: fund ${entry.fundId} is not among the inputs`);
    const key = `${entry.portfolioId}:${entry.fundId}`;
    let position = byKey.get(key);
    if (!position) {
      position = { portfolioId: entry.portfolioId, fund, entries: [], yearOpeningUnits: 0, openingUnits: 0, closingUnits: 0 };
      byKey.set(key, position);
    }
    position.entries.push(entry);
    position.closingUnits += entry.units;
    if (entry.navDate < start) position.openingUnits += entry.units;
    if (entry.navDate < yearStart) position.yearOpeningUnits += entry.units;
  }

  const inStatement = (p: Position) => p.openingUnits > 0 || p.closingUnits > 0 || p.entries.some((e) => e.navDate >= start);
  const positions = [...byKey.values()].filter(inStatement);
  const lines = new Map<Position, { opening: Valuation; closing: Valuation; yearOpening: Valuation }>();
  for (const position of positions) {
    const navs = input.navs[position.fund.id] ?? { yearOpening: null, opening: null, closing: null };
    const { currency } = position.fund;
    lines.set(position, {
      yearOpening: valuation(position.yearOpeningUnits, navFor(navs.yearOpening, position.entries, yearOpening), currency),
      opening: valuation(position.openingUnits, navFor(navs.opening, position.entries, opening), currency),
      closing: valuation(position.closingUnits, navFor(navs.closing, position.entries, end), currency),
    });
  }

  const portfolios: StatementPortfolio[] = [];
  for (const portfolio of input.portfolios) {
    const mine = positions.filter((p) => p.portfolioId === portfolio.id);
    if (mine.length === 0) continue;
    mine.sort((a, b) => a.fund.currency.localeCompare(b.fund.currency) || a.fund.name.localeCompare(b.fund.name) || a.fund.id - b.fund.id);
    const transactions: StatementTransaction[] = mine
      .flatMap((p) => p.entries.filter((e) => e.navDate >= start).map((entry) => ({ entry, fund: p.fund })))
      .sort((a, b) => a.entry.navDate.localeCompare(b.entry.navDate) || TYPE_ORDER[a.entry.entryType] - TYPE_ORDER[b.entry.entryType] || a.entry.id - b.entry.id)
      .map(({ entry, fund }) => ({
        entryId: entry.id,
        type: entry.entryType,
        fundId: fund.id,
        fundName: fund.name,
        currency: fund.currency,
        date: entry.orderDate ?? entry.navDate,
        navDate: entry.navDate,
        nav: entry.nav,
        units: entry.units,
        amount: entry.amount,
        fee: entry.fee,
        realizedProfit: entry.realizedProfit,
        transactionNumber: entry.transactionNumber,
      }));
    portfolios.push({
      id: portfolio.id,
      name: portfolio.name,
      funds: mine.map((p) => {
        const line = lines.get(p)!;
        const month = p.entries.filter((e) => e.navDate >= start);
        return {
          fund: p.fund,
          opening: line.opening,
          closing: line.closing,
          netUnits: month.reduce((total, e) => total + e.units, 0),
          realizedProfit: month.reduce((total, e) => total + e.realizedProfit, 0),
        };
      }),
      transactions,
      totals: totalsOf(mine, lines, 'portfolio', dates),
    });
  }

  const included = positions.filter((p) => portfolios.some((portfolio) => portfolio.id === p.portfolioId));
  const custodians = new Map<string, Set<string>>();
  for (const p of included) {
    const names = custodians.get(p.fund.custodian) ?? new Set<string>();
    names.add(p.fund.name);
    custodians.set(p.fund.custodian, names);
  }
  return {
    month: input.month,
    openingDate: opening,
    start,
    end,
    hasStatement: included.length > 0,
    portfolios,
    totals: totalsOf(included, lines, 'total', dates),
    custodians: [...custodians]
      .map(([name, funds]) => ({ name, funds: [...funds].sort() }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The months with a statement, oldest first, from the first entry's month to `lastMonth`: a month with an entry, or
 * with units held at its start (the entries need only their NAV date, fund, portfolio and units).
 */
export function statementMonths(
  entries: ReadonlyArray<Pick<StatementEntry, 'navDate' | 'units' | 'portfolioId' | 'fundId'>>,
  lastMonth: YearMonth,
): YearMonth[] {
  if (entries.length === 0) return [];
  const sorted = [...entries].sort((a, b) => a.navDate.localeCompare(b.navDate));
  const months: YearMonth[] = [];
  const held = new Map<string, number>();
  let heldPositions = 0;
  let k = 0;
  for (let month = monthOf(sorted[0]!.navDate); month <= lastMonth; month = nextMonth(month)) {
    const end = monthEnd(month);
    const holdsAtStart = heldPositions > 0;
    let active = false;
    while (k < sorted.length && sorted[k]!.navDate <= end) {
      const entry = sorted[k]!;
      const key = `${entry.portfolioId}:${entry.fundId}`;
      const before = held.get(key) ?? 0;
      const after = before + entry.units;
      if (before <= 0 && after > 0) heldPositions++;
      if (before > 0 && after <= 0) heldPositions--;
      held.set(key, after);
      active = true;
      k++;
    }
    if (active || holdsAtStart) months.push(month);
  }
  return months;
}
