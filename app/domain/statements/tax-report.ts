// The yearly tax report's figures (issue 18 item 2; spec funds §7 "E-statements: tax-report?year="; decision 083):
// what an investor copies into the SPT Tahunan. Pure: the model (models/tax-report.server.ts) reads the investor's
// unit-ledger entries, the funds, the NAVs and the dollar rate, and this module makes
//
// - the "harta" list: each fund held at the report's date (31 December, or today in the running year), its units,
//   the last NAV on or before that date and the market value, the acquisition cost of the units still held and the
//   acquisition year. The cost is the ledger's own average cost (decision 070): the sum of the cost-basis changes
//   the ledger booked for the fund, so the report never recomputes what the realized-profit pages show. Holdings
//   are per fund, the portfolios added together (a move between one's portfolios nets to nothing);
// - the year's returns: sales and switch-outs (their realized profit as booked), cash and reinvested dividends.
//   They are not income tax objects for the unit holder (UU PPh art. 4 ayat (3) huruf i: the share of profit a
//   holder of units of a collective investment contract receives), and the report says so;
// - totals per currency (rupiah and dollars are never added; a dollar holding also gets an indicative rupiah value
//   at the app's buy rate, the SPT wanting the Minister of Finance's rate).
//
// Every figure names the orders behind it (transaction numbers); entries without an order (a dividend) are named by
// their ledger entry.
import { jakartaDate, type IsoDate } from '../dates';
import type { Currency, FundType, LedgerEntryType } from '../enums';
import { money, usdToIdr, valueOfUnits } from '../money';

/** SPT 1770 S Lampiran II (e-Filing, PER-19/PJ/2014): "036 Reksadana"; Coretax (tax year 2025 on): 0307 KIK/Reksa Dana. */
export const HARTA_CODE_1770S = '036';
export const HARTA_CODE_CORETAX = '0307';

/** One unit-ledger entry of the investor, as booked (units signed, money in minor units of `currency`). */
export interface TaxLedgerEntry {
  id: number;
  fundId: number;
  entryType: LedgerEntryType;
  /** Signed units × 10^4. */
  units: number;
  nav: number;
  navDate: IsoDate;
  currency: Currency;
  amount: number;
  costBasisChange: number;
  realizedProfit: number;
  /** The order's transaction number; null for an entry no order made (a dividend). */
  transactionNumber: string | null;
}

export interface TaxFund {
  id: number;
  code: string;
  name: string;
  type: FundType;
  currency: Currency;
}

export interface TaxNav {
  navDate: IsoDate;
  /** × 10^4. */
  nav: number;
}

export interface TaxReportInput {
  year: number;
  /** The day the holdings are valued at: 31 December of `year`, or today while the year runs. */
  asOf: IsoDate;
  funds: readonly TaxFund[];
  /** The investor's entries; those after `asOf` are left out here. */
  entries: readonly TaxLedgerEntry[];
  /** Per fund id, the last NAV on or before `asOf`. */
  navs: ReadonlyMap<number, TaxNav>;
  /** Rupiah per dollar × 10^4 on or before `asOf`, for the indicative rupiah value of dollar holdings. */
  usdRate: { buyRate: number; valueAt: IsoDate } | null;
}

export interface TaxHolding {
  fund: TaxFund;
  /** × 10^4. */
  units: number;
  nav: TaxNav | null;
  /** units × NAV, rounded down (minor units); null without a NAV. */
  marketValue: number | null;
  /** Rupiah value of a dollar holding at `usdRate`; null for rupiah funds or without a rate. */
  marketValueIdr: number | null;
  /** The acquisition cost of the units held (average cost, decision 070), minor units. */
  cost: number;
  /** The year the holding began: its first purchase since the fund was last not held (decision 083). */
  acquisitionYear: number;
  /** The orders behind the units and their cost since the holding began, oldest first. */
  transactions: string[];
}

export type TaxGainKind = 'SALE' | 'SWITCH_OUT' | 'DIVIDEND_CASH' | 'DIVIDEND_REINVESTMENT';

export interface TaxGain {
  kind: TaxGainKind;
  fund: TaxFund;
  navDate: IsoDate;
  /** Units sold or switched out, reinvested units of a dividend (× 10^4, unsigned); 0 for a cash dividend. */
  units: number;
  /** Cash received (a sale after its fee), the dividend. */
  amount: number;
  /** The average cost of what was sold; 0 for a dividend. */
  cost: number;
  /** amount − cost (a loss is negative); the whole dividend. */
  gain: number;
  /** The order's transaction number, or `#<ledger entry id>` for a dividend. */
  reference: string;
}

export interface TaxTotals {
  currency: Currency;
  marketValue: number;
  cost: number;
  /** Realized profit of sales and switch-outs (net of losses). */
  realizedProfit: number;
  dividends: number;
}

export interface TaxReportFigures {
  year: number;
  asOf: IsoDate;
  holdings: TaxHolding[];
  gains: TaxGain[];
  totals: TaxTotals[];
  usdRate: { buyRate: number; valueAt: IsoDate } | null;
  /** Whether the year had any ledger entry (a report exists for a year with holdings at its end or activity). */
  hadActivity: boolean;
}

const MOVES: ReadonlySet<LedgerEntryType> = new Set(['MOVE_IN', 'MOVE_OUT']);
const GAIN_KIND: Partial<Record<LedgerEntryType, TaxGainKind>> = {
  REDEMPTION: 'SALE',
  SWITCH_OUT: 'SWITCH_OUT',
  DIVIDEND_CASH: 'DIVIDEND_CASH',
  DIVIDEND_REINVESTMENT: 'DIVIDEND_REINVESTMENT',
};

const byBooking = (a: TaxLedgerEntry, b: TaxLedgerEntry) => (a.navDate < b.navDate ? -1 : a.navDate > b.navDate ? 1 : a.id - b.id);
const yearOf = (date: IsoDate) => Number(date.slice(0, 4));
export const referenceOf = (entry: Pick<TaxLedgerEntry, 'id' | 'transactionNumber'>) => entry.transactionNumber ?? `#${entry.id}`;

/** The report's date for a year at `now`: 31 December, or today (Jakarta) while the year runs. */
export function taxReportDate(year: number, now: Date): IsoDate {
  const yearEnd = `${year}-12-31`;
  const today = jakartaDate(now);
  return today < yearEnd ? today : yearEnd;
}

/** A 4-digit year between the investor's first activity and this year (the API's valid range, decision 083). */
export function taxYearRange(firstActivity: IsoDate | null, now: Date): { from: number; to: number } {
  const to = yearOf(jakartaDate(now));
  return { from: firstActivity ? Math.min(yearOf(firstActivity), to) : to, to };
}

export function makeTaxReport(input: TaxReportInput): TaxReportFigures {
  const { year, asOf } = input;
  const yearStart = `${year}-01-01`;
  const fundsById = new Map(input.funds.map((fund) => [fund.id, fund]));
  const entries = input.entries.filter((entry) => entry.navDate <= asOf).sort(byBooking);
  const perFund = new Map<number, TaxLedgerEntry[]>();
  for (const entry of entries) {
    const list = perFund.get(entry.fundId) ?? [];
    list.push(entry);
    perFund.set(entry.fundId, list);
  }

  const holdings: TaxHolding[] = [];
  for (const [fundId, fundEntries] of perFund) {
    const fund = fundsById.get(fundId);
    if (!fund) throw new Error(`tax report: fund ${fundId} of a ledger entry is missing`);
    let units = 0;
    let cost = 0;
    let heldSince = 0; // index of the entry that began the current holding
    for (const [index, entry] of fundEntries.entries()) {
      // A move between one's portfolios neither begins nor ends a holding of the fund.
      if (!MOVES.has(entry.entryType) && units === 0 && entry.units > 0) heldSince = index;
      units += entry.units;
      cost += entry.costBasisChange;
    }
    if (units <= 0) continue;
    const current = fundEntries.slice(heldSince);
    const nav = input.navs.get(fundId) ?? null;
    const marketValue = nav ? valueOfUnits(units, nav.nav, fund.currency, 'down').minor : null;
    holdings.push({
      fund,
      units,
      nav,
      marketValue,
      marketValueIdr:
        fund.currency === 'USD' && marketValue !== null && input.usdRate ? usdToIdr(money(marketValue, 'USD'), input.usdRate.buyRate).minor : null,
      cost,
      acquisitionYear: yearOf(current[0]!.navDate),
      transactions: [...new Set(current.filter((entry) => entry.units !== 0 && !MOVES.has(entry.entryType)).map(referenceOf))],
    });
  }
  holdings.sort((a, b) => a.fund.currency.localeCompare(b.fund.currency) || a.fund.name.localeCompare(b.fund.name) || a.fund.id - b.fund.id);

  const gains: TaxGain[] = [];
  for (const entry of entries) {
    const kind = GAIN_KIND[entry.entryType];
    if (!kind || entry.navDate < yearStart) continue;
    const fund = fundsById.get(entry.fundId)!;
    const isSale = kind === 'SALE' || kind === 'SWITCH_OUT';
    const gain = isSale || kind === 'DIVIDEND_CASH' ? entry.realizedProfit : entry.amount;
    gains.push({
      kind,
      fund,
      navDate: entry.navDate,
      units: Math.abs(entry.units),
      amount: entry.amount,
      cost: isSale ? entry.amount - entry.realizedProfit : 0,
      gain,
      reference: referenceOf(entry),
    });
  }

  const totalsBy = new Map<Currency, TaxTotals>();
  const totalsOf = (currency: Currency) => {
    let totals = totalsBy.get(currency);
    if (!totals) {
      totals = { currency, marketValue: 0, cost: 0, realizedProfit: 0, dividends: 0 };
      totalsBy.set(currency, totals);
    }
    return totals;
  };
  for (const holding of holdings) {
    const totals = totalsOf(holding.fund.currency);
    totals.marketValue += holding.marketValue ?? 0;
    totals.cost += holding.cost;
  }
  for (const gain of gains) {
    const totals = totalsOf(gain.fund.currency);
    if (gain.kind === 'SALE' || gain.kind === 'SWITCH_OUT') totals.realizedProfit += gain.gain;
    else totals.dividends += gain.gain;
  }
  const totals = [...totalsBy.values()].sort((a, b) => a.currency.localeCompare(b.currency));

  return {
    year,
    asOf,
    holdings,
    gains,
    totals,
    usdRate: holdings.some((holding) => holding.fund.currency === 'USD') ? input.usdRate : null,
    hadActivity: entries.some((entry) => entry.navDate >= yearStart),
  };
}

/** A year with neither holdings at its end nor any activity has no report (the API's 404). */
export function hasTaxReport(figures: Pick<TaxReportFigures, 'holdings' | 'hadActivity'>): boolean {
  return figures.holdings.length > 0 || figures.hadActivity;
}
