// How the investor's portfolios did (issue 16 item 7; decision 068): for each active portfolio and for all of them
// together, the value, the money put in net of what came back, the profit, the money-weighted return ("your
// return", XIRR of the investor's own flows) and the time-weighted return ("the funds' return", the daily chain
// of the holdings' NAV changes), per currency and in rupiah with dollars converted (decision 069).
//
// Everything comes from the unit ledger (app/models/ledger.server.ts: every settled buy, sale, switch leg, move and
// dividend is an entry with its units, NAV, NAV date and cash), the funds' NAV history and the dollar rates:
//   - the investor's flows: a SUBSCRIPTION pays its amount (fee included) in, a REDEMPTION's proceeds and a
//     DIVIDEND_CASH come back, each on the entry's NAV date; a MOVE_OUT / MOVE_IN is a flow of the units' value at
//     the move's NAV for the one portfolio, and cancels out in the total (decision 068); switch legs stay inside
//     the portfolio and are no flow; a reinvested dividend is return.
//   - the holdings per day: units (running sum of the ledger) × the fund's NAV of the day (the last one before on
//     a day the fund has none), with each day's units-changing entries as flows at their own NAV and cash dividends
//     as distributions (app/domain/returns.ts DailyHoldings).
// The valuation day (`asOf`) is the newest NAV date of the funds ever held: the value there equals the dashboard's
// (units × latest NAV, rounded down per position).
//
// Queries: 1 for the portfolios, 1 for the ledger, 1 for the NAVs of the funds held (from the first entry on), 2
// for the dollar rates; never one per day or per fund. Results are kept per user and scope until the database
// changes (lib/db-version.server.ts).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';
import { daysBetween, type IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import { allocate, money, usdToIdr, valueOfUnits } from '~/domain/money';
import { moneyWeightedReturn, timeWeightedReturnOfSeries, type CashFlow, type ReturnFigure } from '~/domain/returns';
import { db as defaultDb } from '~/lib/db.server';
import { perDatabase, versionedCache } from '~/lib/db-version.server';
import { latestUsdRate, usdRatesFor, type UsdRate } from './usd-rates.server';

export interface PerformanceFigures {
  /** Value at the latest NAV, minor units (rupiah for the rupiah figures). */
  value: number;
  /** Paid in − received back (sales' proceeds, cash dividends): the money still invested, minor units; may be negative. */
  totalInvestment: number;
  /** value − totalInvestment. */
  profit: number;
  moneyWeightedReturn: ReturnFigure;
  timeWeightedReturn: ReturnFigure;
  /** The first flow; null without any. */
  since: IsoDate | null;
  /** The valuation day; null without any history. */
  asOf: IsoDate | null;
}

export interface ScopePerformance {
  /** In rupiah, dollar holdings and flows converted (the value at the latest rate, each flow at its date's). */
  rupiah: PerformanceFigures;
  /** Each currency on its own (USD in cents, never converted). */
  byCurrency: Record<Currency, PerformanceFigures>;
  /** Whether anything of this scope is in dollars. */
  holdsUsd: boolean;
}

export interface ValuePoint {
  date: IsoDate;
  /** Rupiah (dollars at the day's rate). */
  value: number;
  /** Paid in − received back up to that day, rupiah. */
  invested: number;
}

export interface PerformanceReport {
  /** The latest dollar rate, used for the rupiah values; null while there is none (dollars then left out of rupiah). */
  usdRate: UsdRate | null;
  /** All the scope's portfolios together (moves between them cancel out). */
  total: ScopePerformance;
  /** Per portfolio id. */
  portfolios: Record<number, ScopePerformance>;
  /** The total's value and net investment per day, oldest first (every 'step'-th exchange day and the last). */
  series: ValuePoint[];
}

const EMPTY_FIGURES: PerformanceFigures = {
  value: 0,
  totalInvestment: 0,
  profit: 0,
  moneyWeightedReturn: { rate: null, annualised: false },
  timeWeightedReturn: { rate: null, annualised: false },
  since: null,
  asOf: null,
};

const MINOR: Record<Currency, number> = { IDR: 1, USD: 100 };

// ---------------------------------------------------------------------------------------------
// Reading (prepared once per database; raw rows: thousands of NAVs are read per request, in the primary key's order
// so that SQLite sorts nothing)

type LedgerRow = [portfolioId: number, fundId: number, entryType: string, units: number, nav: number, navDate: IsoDate, currency: Currency, amount: number];
type NavRow = [fundId: number, navDate: IsoDate, nav: number];

const statementsFor = perDatabase((database: Db) => ({
  portfolios: database.$client.prepare('SELECT id FROM portfolios WHERE user_id = ? AND active = 1 ORDER BY is_default DESC, created_at, id').pluck() as Statement<[number], number>,
  ledger: database.$client
    .prepare(
      `SELECT portfolio_id, fund_id, entry_type, units, nav, nav_date, currency, amount FROM unit_ledger
       WHERE user_id = ? AND portfolio_id IN (SELECT value FROM json_each(?)) ORDER BY nav_date, id`,
    )
    .raw() as Statement<[number, string], LedgerRow>,
  navs: database.$client
    .prepare('SELECT fund_id, nav_date, nav FROM fund_navs WHERE fund_id IN (SELECT value FROM json_each(?)) AND nav_date >= ? ORDER BY fund_id, nav_date')
    .raw() as Statement<[string, IsoDate], NavRow>,
}));

// ---------------------------------------------------------------------------------------------
// Computing

/** Per portfolio and currency: the day-indexed holdings, the flows and the final units per fund. */
interface Track {
  value: Float64Array;
  flow: Float64Array;
  distribution: Float64Array;
  /** Paid in − received, running, minor units (index: day). */
  invested: Float64Array;
  flows: CashFlow[];
  first: number;
  /** fund id → units at the end. */
  units: Map<number, number>;
}

function newTrack(days: number): Track {
  return {
    value: new Float64Array(days),
    flow: new Float64Array(days),
    distribution: new Float64Array(days),
    invested: new Float64Array(days),
    flows: [],
    first: Number.POSITIVE_INFINITY,
    units: new Map(),
  };
}

/** One currency's or the rupiah arrays (index: day), from `first` on. */
interface Holdings {
  dates: readonly IsoDate[];
  value: Float64Array;
  flow: Float64Array;
  distribution: Float64Array;
  first: number;
}

function figures(flows: readonly CashFlow[], value: number, holdings: Holdings, asOf: IsoDate): PerformanceFigures {
  if (flows.length === 0) return { ...EMPTY_FIGURES, value };
  const totalInvestment = -flows.reduce((total, flow) => total + flow.amount, 0);
  const since = flows.reduce((earliest, flow) => (flow.date < earliest ? flow.date : earliest), flows[0]!.date);
  return {
    value,
    totalInvestment,
    profit: value - totalInvestment,
    moneyWeightedReturn: moneyWeightedReturn(flows, { date: asOf, value }),
    timeWeightedReturn: timeWeightedReturnOfSeries(holdings),
    since,
    asOf,
  };
}

/** The rate in force on each day (the newest on or before it; before the first rate, the first), × 10^4. */
function ratesByDay(dates: readonly IsoDate[], rates: readonly UsdRate[]): Float64Array {
  const byDay = new Float64Array(dates.length);
  let k = 0;
  for (let i = 0; i < dates.length; i++) {
    while (k + 1 < rates.length && rates[k + 1]!.valueAt <= dates[i]!) k++;
    byDay[i] = rates[k]?.buyRate ?? 0;
  }
  return byDay;
}

/** A flow's amount in rupiah at a rate (× 10^4), rounded down in size like every converted value. */
function toRupiah(amount: number, rate: number): number {
  const converted = usdToIdr(money(Math.abs(amount), 'USD'), rate).minor;
  return amount < 0 ? -converted : converted;
}

function computeReport(userId: number, portfolioIds: readonly number[], database: Db, step: number): PerformanceReport {
  const statements = statementsFor(database);
  const usdRate = latestUsdRate(database);
  const ledger = portfolioIds.length === 0 ? [] : statements.ledger.all(userId, JSON.stringify(portfolioIds));
  const emptyScope = (): ScopePerformance => ({ rupiah: EMPTY_FIGURES, byCurrency: { IDR: EMPTY_FIGURES, USD: EMPTY_FIGURES }, holdsUsd: false });
  if (ledger.length === 0) {
    return { usdRate, total: emptyScope(), portfolios: Object.fromEntries(portfolioIds.map((id) => [id, emptyScope()])), series: [] };
  }

  // ---- the day axis: every NAV date of the funds held from the first entry on, and every entry's date
  const firstDate = ledger[0]![5];
  const fundIds = [...new Set(ledger.map((row) => row[1]))];
  const navRows = statements.navs.all(JSON.stringify(fundIds), firstDate);
  const dateSet = new Set<IsoDate>();
  for (const row of navRows) dateSet.add(row[1]);
  for (const row of ledger) dateSet.add(row[5]);
  const dates = [...dateSet].sort();
  const dayIndex = new Map(dates.map((date, i) => [date, i]));
  const asOf = dates[dates.length - 1]!;

  // ---- each fund's NAV per day, carried forward over days it has none (0 before its first)
  const navByFund = new Map<number, Float64Array>();
  for (const id of fundIds) navByFund.set(id, new Float64Array(dates.length));
  for (const [fundId, navDate, nav] of navRows) navByFund.get(fundId)![dayIndex.get(navDate)!] = nav;
  const latestNavByFund = new Map<number, number>();
  for (const [id, navs] of navByFund) {
    let last = 0;
    for (let i = 0; i < navs.length; i++) navs[i] = navs[i]! > 0 ? (last = navs[i]!) : last;
    latestNavByFund.set(id, last);
  }

  // ---- the ledger into tracks (portfolio × currency), fund by fund
  const tracks = new Map<string, Track>();
  const trackOf = (portfolioId: number, currency: Currency) => {
    const key = `${portfolioId}:${currency}`;
    let track = tracks.get(key);
    if (!track) tracks.set(key, (track = newTrack(dates.length)));
    return track;
  };
  const unitChanges = new Map<string, { track: Track; fundId: number; currency: Currency; changes: Float64Array }>();
  for (const [portfolioId, fundId, entryType, units, nav, navDate, currency, amount] of ledger) {
    const track = trackOf(portfolioId, currency);
    const i = dayIndex.get(navDate)!;
    track.first = Math.min(track.first, i);
    const minor = MINOR[currency];
    // The investor's flows (decision 068): what they paid and got back; a move as the units' value at its NAV.
    let cash = 0;
    if (entryType === 'SUBSCRIPTION') cash = -amount;
    else if (entryType === 'REDEMPTION' || entryType === 'DIVIDEND_CASH') cash = amount;
    else if (entryType === 'MOVE_IN' || entryType === 'MOVE_OUT') cash = -valueOfUnits(Math.abs(units), nav, currency).minor * Math.sign(units);
    if (cash !== 0) {
      track.flows.push({ date: navDate, amount: cash });
      track.invested[i] = track.invested[i]! - cash;
    }
    // The holdings' flows for the time-weighted return: units in or out at their own NAV; cash dividends paid out.
    if (entryType === 'DIVIDEND_CASH') track.distribution[i] = track.distribution[i]! + amount;
    else if (entryType !== 'DIVIDEND_REINVESTMENT') track.flow[i] = track.flow[i]! + (units * nav * minor) / 1e8;
    if (units !== 0) {
      const key = `${portfolioId}:${fundId}`;
      let position = unitChanges.get(key);
      if (!position) unitChanges.set(key, (position = { track, fundId, currency, changes: new Float64Array(dates.length) }));
      position.changes[i] = position.changes[i]! + units;
    }
  }
  for (const { track, fundId, currency, changes } of unitChanges.values()) {
    const navs = navByFund.get(fundId)!;
    const factor = MINOR[currency] / 1e8;
    let units = 0;
    for (let i = 0; i < dates.length; i++) {
      units += changes[i]!;
      if (units !== 0) track.value[i] = track.value[i]! + units * navs[i]! * factor;
    }
    track.units.set(fundId, units);
  }
  for (const track of tracks.values()) {
    for (let i = 1; i < dates.length; i++) track.invested[i] = track.invested[i]! + track.invested[i - 1]!;
  }

  // ---- rates per day for the rupiah figures (none: the rupiah figures leave dollars out)
  const hasUsd = [...tracks.keys()].some((key) => key.endsWith(':USD'));
  const rates = hasUsd && usdRate ? usdRatesFor(firstDate, asOf, database) : [];
  const rateByDay = rates.length > 0 ? ratesByDay(dates, rates) : null;

  /** The figures of a set of tracks (one portfolio's, or every portfolio's). */
  const scope = (selected: readonly { currency: Currency; track: Track }[]): ScopePerformance & { rupiahDays: Holdings | null; invested: Float64Array } => {
    const perCurrency = {} as Record<Currency, PerformanceFigures>;
    const rupiah = { value: new Float64Array(dates.length), flow: new Float64Array(dates.length), distribution: new Float64Array(dates.length), invested: new Float64Array(dates.length) };
    const rupiahFlows: CashFlow[] = [];
    let rupiahValue = 0;
    let rupiahFirst = Number.POSITIVE_INFINITY;
    for (const currency of ['IDR', 'USD'] as const) {
      const ofCurrency = selected.filter((s) => s.currency === currency).map((s) => s.track);
      if (ofCurrency.length === 0) {
        perCurrency[currency] = EMPTY_FIGURES;
        continue;
      }
      const value = new Float64Array(dates.length);
      const flow = new Float64Array(dates.length);
      const distribution = new Float64Array(dates.length);
      const flows: CashFlow[] = [];
      let first = Number.POSITIVE_INFINITY;
      let finalValue = 0;
      for (const track of ofCurrency) {
        for (let i = 0; i < dates.length; i++) {
          value[i] = value[i]! + track.value[i]!;
          flow[i] = flow[i]! + track.flow[i]!;
          distribution[i] = distribution[i]! + track.distribution[i]!;
        }
        flows.push(...track.flows);
        first = Math.min(first, track.first);
        // The value as the dashboard shows it: each position at the latest NAV, rounded down.
        for (const [fundId, units] of track.units) if (units > 0) finalValue += valueOfUnits(units, latestNavByFund.get(fundId)!, currency).minor;
      }
      perCurrency[currency] = figures(flows, finalValue, { dates, value, flow, distribution, first }, asOf);

      const rateAt = currency === 'IDR' ? () => 1e4 : rateByDay ? (i: number) => rateByDay[i]! : null;
      if (!rateAt) continue;
      rupiahFirst = Math.min(rupiahFirst, first);
      const toIdr = currency === 'IDR' ? 1 : 1 / 1e6;
      for (let i = 0; i < dates.length; i++) {
        const factor = currency === 'IDR' ? 1 : rateAt(i) * toIdr;
        rupiah.value[i] = rupiah.value[i]! + value[i]! * factor;
        rupiah.flow[i] = rupiah.flow[i]! + flow[i]! * factor;
        rupiah.distribution[i] = rupiah.distribution[i]! + distribution[i]! * factor;
      }
      for (const cash of flows) {
        const amount = currency === 'IDR' ? cash.amount : toRupiah(cash.amount, rateAt(dayIndex.get(cash.date)!));
        rupiahFlows.push({ date: cash.date, amount });
        rupiah.invested[dayIndex.get(cash.date)!] = rupiah.invested[dayIndex.get(cash.date)!]! - amount;
      }
      rupiahValue += currency === 'IDR' ? finalValue : usdToIdr(money(finalValue, 'USD'), usdRate!.buyRate).minor;
    }
    for (let i = 1; i < dates.length; i++) rupiah.invested[i] = rupiah.invested[i]! + rupiah.invested[i - 1]!;
    const rupiahDays: Holdings | null = Number.isFinite(rupiahFirst) ? { dates, value: rupiah.value, flow: rupiah.flow, distribution: rupiah.distribution, first: rupiahFirst } : null;
    return {
      rupiah: rupiahFlows.length > 0 && rupiahDays ? figures(rupiahFlows, rupiahValue, rupiahDays, asOf) : { ...EMPTY_FIGURES, value: rupiahValue },
      byCurrency: perCurrency,
      holdsUsd: selected.some((s) => s.currency === 'USD' && [...s.track.units.values()].some((units) => units > 0)),
      rupiahDays,
      invested: rupiah.invested,
    };
  };

  const entries = [...tracks.entries()].map(([key, track]) => {
    const [portfolioId, currency] = key.split(':') as [string, Currency];
    return { portfolioId: Number(portfolioId), currency, track };
  });
  const portfolios: Record<number, ScopePerformance> = {};
  for (const id of portfolioIds) {
    const selected = entries.filter((entry) => entry.portfolioId === id);
    if (selected.length === 0) {
      portfolios[id] = emptyScope();
      continue;
    }
    const { rupiah, byCurrency, holdsUsd } = scope(selected);
    portfolios[id] = { rupiah, byCurrency, holdsUsd };
  }
  const all = scope(entries);
  const series: ValuePoint[] = [];
  const start = all.rupiahDays ? all.rupiahDays.first : dates.length;
  for (let i = start; i < dates.length; i++) {
    if ((i - start) % step !== 0 && i !== dates.length - 1) continue;
    series.push({ date: dates[i]!, value: Math.floor(all.rupiahDays!.value[i]!), invested: Math.round(all.invested[i]!) });
  }
  // The last point is the value the page shows (each position rounded down, dollars at the latest rate).
  const lastPoint = series.at(-1);
  if (lastPoint) {
    lastPoint.value = all.rupiah.value;
    lastPoint.invested = all.rupiah.totalInvestment;
  }
  return { usdRate, total: { rupiah: all.rupiah, byCurrency: all.byCurrency, holdsUsd: all.holdsUsd }, portfolios, series };
}

const remember = versionedCache<PerformanceReport>(64);

/** The same as getPortfolioPerformance, computed anew (the benchmark times this: bench/returns.ts). */
export function computePortfolioPerformance(input: { userId: number; seriesStep?: number }, database: Db = defaultDb()): PerformanceReport {
  return computeReport(input.userId, statementsFor(database).portfolios.all(input.userId), database, input.seriesStep ?? 5);
}

/**
 * The performance of the user's active portfolios (all of them, or the one `portfolioId` names: then `total` is
 * that portfolio's), kept until the database changes. Null when `portfolioId` is not an active portfolio of theirs.
 * `seriesStep`: one point of the value series every that many exchange days (5: weekly).
 */
export function getPortfolioPerformance(
  input: { userId: number; portfolioId?: number; seriesStep?: number },
  database: Db = defaultDb(),
): PerformanceReport | null {
  const { userId, portfolioId, seriesStep = 5 } = input;
  const active = statementsFor(database).portfolios.all(userId);
  if (portfolioId !== undefined && !active.includes(portfolioId)) return null;
  const ids = portfolioId === undefined ? active : [portfolioId];
  return remember(database, `${userId}:${portfolioId ?? 'all'}:${seriesStep}`, () => computeReport(userId, ids, database, seriesStep));
}

/** Days between the first flow and the valuation day (what decides whether a return is annualised). */
export function historyDays(figures: PerformanceFigures): number | null {
  return figures.since && figures.asOf ? daysBetween(figures.since, figures.asOf) : null;
}

/** The user's active portfolios' ids and names, in the order the performance lists them (default first). */
export function listActivePortfolioNames(userId: number, database: Db = defaultDb()): { id: number; name: string }[] {
  return namesFor(database).all(userId);
}

const namesFor = perDatabase(
  (database: Db) =>
    database.$client.prepare('SELECT id, name FROM portfolios WHERE user_id = ? AND active = 1 ORDER BY is_default DESC, created_at, id') as Statement<[number], { id: number; name: string }>,
);

export interface TypeAllocation {
  type: FundType;
  /** Rupiah, dollar holdings at the latest rate (none without a rate: then left out). */
  value: number;
  /** Share of the total in basis points (rounded; the largest remainder keeps the sum at 10,000). */
  shareBp: number;
}

/**
 * The value of the user's active portfolios per fund type (spec funds §2.1 /performa "allocation by type"), largest
 * first: each position at its fund's latest NAV (rounded down, as the dashboard), dollars at `usdRate`. One query.
 */
export function allocationByType(userId: number, usdRate: UsdRate | null, database: Db = defaultDb()): TypeAllocation[] {
  const rows = allocationFor(database).all(userId);
  const byType = new Map<FundType, number>();
  for (const row of rows) {
    if (row.nav === null) continue;
    const value = valueOfUnits(row.units, row.nav, row.currency);
    const rupiah = row.currency === 'IDR' ? value.minor : usdRate ? usdToIdr(value, usdRate.buyRate).minor : 0;
    byType.set(row.type, (byType.get(row.type) ?? 0) + rupiah);
  }
  const total = [...byType.values()].reduce((sum, value) => sum + value, 0);
  const entries = [...byType.entries()].filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1]);
  if (total <= 0) return [];
  const shares = allocate(money(10_000, 'IDR'), entries.map(([, value]) => value)).map((share) => share.minor);
  return entries.map(([type, value], i) => ({ type, value, shareBp: shares[i]! }));
}

const allocationFor = perDatabase(
  (database: Db) =>
    database.$client.prepare(
      `SELECT f.type AS type, f.currency AS currency, p.units AS units,
              (SELECT n.nav FROM fund_navs n WHERE n.fund_id = f.id ORDER BY n.nav_date DESC LIMIT 1) AS nav
         FROM positions p JOIN funds f ON f.id = p.fund_id JOIN portfolios pf ON pf.id = p.portfolio_id
        WHERE p.user_id = ? AND pf.active = 1 AND p.units > 0`,
    ) as Statement<[number], { type: FundType; currency: Currency; units: number; nav: number | null }>,
);
