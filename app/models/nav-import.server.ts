// NAV import (`npm run cli -- nav:import FILE.csv`; issue 3 item 8, docs/decisions/008-nav-import-and-publish.md).
//
// Rows: fund code, date, NAV, optional adjusted NAV, optional AUM, below a header row. Decimals
// Indonesian ("1.234,5678") or plain ("1234.5678"); dates YYYY-MM-DD or DD/MM/YYYY. Every row is
// validated before anything is written, and a file with any rejected row changes nothing: the
// validation and the writes run in one immediate transaction, which commits only when no row was
// rejected. Statistics of the touched funds are refreshed after the commit (they are derived data;
// refreshFundStatistics opens its own transaction).
//
// A missing adjusted NAV is derived so that the adjusted series moves with the same daily return
// as the unadjusted one from the fund's previous NAV (in the file or the database), and on a
// dividend's cumulative date the distributed income is added back first, as the demo generator
// does: adjusted = (nav + income) × previous adjusted / previous nav.
import { and, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, exchangeHolidays, fundAums, fundDividends, fundNavs, funds } from '../../db/schema';
import { isExchangeDay, isIsoDate, isWeekend, jakartaDate, type IsoDate } from '../domain/dates';
import type { Currency } from '../domain/enums';
import { divideRounded, parseAmount, parseScaled } from '../domain/money';
import { refreshFundStatistics, type RefreshStatisticsReport } from './fund-statistics.server';
import { settleOrdersAtNav } from './order-settlement.server';
import { runAutoRedemptions, type AutoRedemptionRunReport } from './auto-redemptions.server';
import type { SellSettlementReport } from './sell-settlement.server';
import type { SettlementReport } from './settlement.server';
import type { SwitchSettlementReport } from './switch-settlement.server';

/** A row read from the file: its fields, or why it could not be read. */
export type NavImportRow = { line: number; fields: readonly string[] } | { line: number; error: string };

export interface NavImportRejection {
  line: number;
  reason: string;
}

export interface NavImportReport {
  /** Data rows below the header. */
  rows: number;
  added: number;
  updated: number;
  /** Rows equal to what the database already holds. */
  unchanged: number;
  /** Rows whose adjusted NAV was derived (no adjusted NAV column value). */
  derivedAdjusted: number;
  aumAdded: number;
  aumUpdated: number;
  rejected: NavImportRejection[];
  /** False when any row was rejected: then nothing was written. */
  committed: boolean;
  /** Codes of the funds the file touches, and the span of its dates. */
  fundCodes: string[];
  firstDate: IsoDate | null;
  lastDate: IsoDate | null;
  statistics: RefreshStatisticsReport | null;
  /** Paid buy orders priced at the imported NAV; null when nothing was committed. */
  settlement: SettlementReport | null;
  /** SELL orders and SWITCH legs priced at the imported NAV (issue 15); null when nothing was committed. */
  sells: SellSettlementReport | null;
  /** Auto-redemption rules triggered on the newest NAV this file brought (issue 18 item 4; decision 088). */
  autoRedemptions: AutoRedemptionRunReport | null;
  switches: SwitchSettlementReport | null;
}

export const NAV_IMPORT_COLUMNS = 'fund code, date, NAV, adjusted NAV (optional), AUM (optional)';

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** YYYY-MM-DD, or DD/MM/YYYY as Indonesians write it; null for anything else or an impossible date. */
export function parseNavDate(text: string): IsoDate | null {
  const trimmed = text.trim();
  const dmy = DMY.exec(trimmed);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : trimmed;
  return isIsoDate(iso) ? iso : null;
}

interface ValidRow {
  line: number;
  fundId: number;
  code: string;
  date: IsoDate;
  nav: number;
  adjustedNav: number | null;
  aum: number | null;
}

interface FundRef {
  id: number;
  code: string;
  currency: Currency;
  launchDate: IsoDate;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayName(date: IsoDate): string {
  return DAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

class Rollback extends Error {}

/**
 * Validates and imports the rows of a NAV file (the first row is the header). Returns the report;
 * `committed` says whether anything was written.
 */
/**
 * What is wrong with the header of an import file (nav:import, rates:import; first row a header): an empty file,
 * an unreadable header, a width outside min..max, a first row that is data, no rows below it. Empty when all is well.
 */
export function checkImportHeader(
  rows: readonly NavImportRow[],
  spec: { columns: string; min: number; max: number; looksLikeData: (fields: readonly string[]) => boolean },
): NavImportRejection[] {
  const [header, ...data] = rows;
  if (!header) return [{ line: 1, reason: `the file is empty (expected a header row: ${spec.columns})` }];
  const rejected: NavImportRejection[] = [];
  const width = spec.min === spec.max ? `${spec.min}` : `${spec.min} to ${spec.max}`;
  if ('error' in header) {
    rejected.push({ line: header.line, reason: `cannot read the header row: ${header.error}` });
  } else if (header.fields.length < spec.min || header.fields.length > spec.max) {
    rejected.push({ line: header.line, reason: `the header row has ${header.fields.length} column(s); expected ${width}: ${spec.columns}` });
  } else if (spec.looksLikeData(header.fields)) {
    rejected.push({ line: header.line, reason: `the first row is data, not a header: the file needs a header row (${spec.columns})` });
  }
  if (data.length === 0 && rejected.length === 0) rejected.push({ line: header.line, reason: 'no data rows below the header' });
  return rejected;
}

export function importNav(
  db: Db,
  input: { rows: readonly NavImportRow[]; now: Date; source: string },
): NavImportReport {
  const report: NavImportReport = {
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    derivedAdjusted: 0,
    aumAdded: 0,
    aumUpdated: 0,
    rejected: [],
    committed: false,
    fundCodes: [],
    firstDate: null,
    lastDate: null,
    statistics: null,
    settlement: null,
    sells: null,
    autoRedemptions: null,
    switches: null,
  };
  const [header, ...data] = input.rows;
  report.rows = data.length;
  const headerCheck = checkImportHeader(input.rows, {
    columns: NAV_IMPORT_COLUMNS,
    min: 3,
    max: 5,
    looksLikeData: (fields) => parseNavDate(fields[1] ?? '') !== null && parseScaled(fields[2] ?? '') !== null,
  });
  report.rejected.push(...headerCheck);
  if (!header) return report;
  const today = jakartaDate(input.now);

  let touchedFundIds: number[] = [];
  try {
    db.transaction(
      (tx) => {
        const fundsByCode = new Map<string, FundRef>(
          tx
            .select({ id: funds.id, code: funds.code, currency: funds.currency, launchDate: funds.launchDate })
            .from(funds)
            .all()
            .map((f) => [f.code.toUpperCase(), f]),
        );
        const holidayNames = new Map(tx.select().from(exchangeHolidays).all().map((h) => [h.date, h.name]));
        const holidays: ReadonlySet<IsoDate> = new Set(holidayNames.keys());

        // ---- validate every row --------------------------------------------------------------
        const valid: ValidRow[] = [];
        const seen = new Map<string, number>();
        for (const row of data) {
          const reject = (reason: string) => report.rejected.push({ line: row.line, reason });
          if ('error' in row) {
            reject(`cannot read the row: ${row.error}`);
            continue;
          }
          const fields = row.fields.map((f) => f.trim());
          if (fields.length < 3 || fields.length > 5) {
            reject(`expected 3 to 5 columns (${NAV_IMPORT_COLUMNS}), found ${fields.length}`);
            continue;
          }
          const [codeText, dateText, navText, adjustedText = '', aumText = ''] = fields as [string, string, string, string?, string?];
          const problems: string[] = [];
          const fund = fundsByCode.get(codeText.toUpperCase());
          if (!codeText) problems.push('the fund code is empty');
          else if (!fund) problems.push(`unknown fund code "${codeText}"`);
          const date = parseNavDate(dateText);
          if (!date) {
            problems.push(`bad date "${dateText}" (expected YYYY-MM-DD or DD/MM/YYYY)`);
          } else if (!isExchangeDay(date, holidays)) {
            problems.push(
              `${date} is not an exchange day (${isWeekend(date) ? dayName(date) : `holiday: ${holidayNames.get(date)}`})`,
            );
          } else if (date > today) {
            problems.push(`${date} is in the future (today is ${today})`);
          } else if (fund && date < fund.launchDate) {
            problems.push(`${date} is before the fund's launch date ${fund.launchDate}`);
          }
          const nav = parseNavValue(navText, 'NAV', problems);
          const adjustedNav = adjustedText === '' ? null : parseNavValue(adjustedText, 'adjusted NAV', problems);
          let aum: number | null = null;
          if (aumText !== '' && fund) {
            const parsed = parseAmount(aumText, fund.currency);
            if (parsed === null) {
              problems.push(
                `bad AUM "${aumText}" (expected an amount in ${fund.currency} with at most ${fund.currency === 'USD' ? 2 : 0} decimals)`,
              );
            } else aum = parsed.minor;
          }
          if (fund && date) {
            const key = `${fund.id}|${date}`;
            const first = seen.get(key);
            if (first !== undefined) problems.push(`duplicate of line ${first} (${fund.code} on ${date})`);
            else seen.set(key, row.line);
          }
          if (problems.length > 0) {
            reject(problems.join('; '));
            continue;
          }
          valid.push({ line: row.line, fundId: fund!.id, code: fund!.code, date: date!, nav: nav!, adjustedNav, aum });
        }
        if (report.rejected.length > 0) throw new Rollback();

        // ---- write ---------------------------------------------------------------------------
        const previousInDb = tx
          .select({ date: fundNavs.navDate, nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
          .from(fundNavs)
          .where(and(eq(fundNavs.fundId, sql.placeholder('fundId')), lt(fundNavs.navDate, sql.placeholder('date'))))
          .orderBy(desc(fundNavs.navDate))
          .limit(1)
          .prepare();
        const existingNav = tx
          .select({ nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
          .from(fundNavs)
          .where(and(eq(fundNavs.fundId, sql.placeholder('fundId')), eq(fundNavs.navDate, sql.placeholder('date'))))
          .prepare();
        const dividendOn = tx
          .select({ income: fundDividends.distributedIncomePerUnit })
          .from(fundDividends)
          .where(and(eq(fundDividends.fundId, sql.placeholder('fundId')), eq(fundDividends.cumulativeDate, sql.placeholder('date'))))
          .prepare();
        const existingAum = tx
          .select({ amount: fundAums.amount })
          .from(fundAums)
          .where(and(eq(fundAums.fundId, sql.placeholder('fundId')), eq(fundAums.aumDate, sql.placeholder('date'))))
          .prepare();

        // Per fund in date order, so that a derived adjusted NAV chains through the file's rows.
        valid.sort((a, b) => a.fundId - b.fundId || (a.date < b.date ? -1 : 1));
        const lastInFile = new Map<number, { date: IsoDate; nav: number; adjustedNav: number }>();
        const aumFunds = new Set<number>();
        const navFunds = new Set<number>();
        for (const row of valid) {
          let adjustedNav = row.adjustedNav;
          if (adjustedNav === null) {
            const fromFile = lastInFile.get(row.fundId);
            const fromDb = previousInDb.get({ fundId: row.fundId, date: row.date });
            const previous = fromFile && (!fromDb || fromFile.date >= fromDb.date) ? fromFile : fromDb;
            if (previous) {
              const income = dividendOn.get({ fundId: row.fundId, date: row.date })?.income ?? 0;
              adjustedNav = Number(
                divideRounded(BigInt(row.nav + income) * BigInt(previous.adjustedNav), BigInt(previous.nav), 'halfUp'),
              );
              adjustedNav = Math.max(1, adjustedNav);
            } else {
              adjustedNav = row.nav; // the fund's first NAV: both series start together
            }
            report.derivedAdjusted++;
          }
          lastInFile.set(row.fundId, { date: row.date, nav: row.nav, adjustedNav });

          const existing = existingNav.get({ fundId: row.fundId, date: row.date });
          if (!existing) {
            tx.insert(fundNavs).values({ fundId: row.fundId, navDate: row.date, nav: row.nav, adjustedNav }).run();
            report.added++;
            navFunds.add(row.fundId);
          } else if (existing.nav !== row.nav || existing.adjustedNav !== adjustedNav) {
            tx.update(fundNavs)
              .set({ nav: row.nav, adjustedNav })
              .where(and(eq(fundNavs.fundId, row.fundId), eq(fundNavs.navDate, row.date)))
              .run();
            report.updated++;
            navFunds.add(row.fundId);
          } else {
            report.unchanged++;
          }

          if (row.aum !== null) {
            const aum = existingAum.get({ fundId: row.fundId, date: row.date });
            if (!aum) {
              tx.insert(fundAums).values({ fundId: row.fundId, aumDate: row.date, amount: row.aum }).run();
              report.aumAdded++;
              aumFunds.add(row.fundId);
            } else if (aum.amount !== row.aum) {
              tx.update(fundAums)
                .set({ amount: row.aum })
                .where(and(eq(fundAums.fundId, row.fundId), eq(fundAums.aumDate, row.date)))
                .run();
              report.aumUpdated++;
              aumFunds.add(row.fundId);
            }
          }
        }
        // funds.current_aum stays equal to the newest fund_aums row (db/schema.ts).
        for (const fundId of aumFunds) {
          const newest = tx
            .select({ amount: fundAums.amount })
            .from(fundAums)
            .where(eq(fundAums.fundId, fundId))
            .orderBy(desc(fundAums.aumDate))
            .limit(1)
            .get();
          if (newest) tx.update(funds).set({ currentAum: newest.amount }).where(eq(funds.id, fundId)).run();
        }

        const codes = [...new Set(valid.map((r) => r.code))].sort();
        const dates = valid.map((r) => r.date).sort();
        report.fundCodes = codes;
        report.firstDate = dates[0] ?? null;
        report.lastDate = dates.at(-1) ?? null;
        tx.insert(auditLog)
          .values({
            at: input.now,
            actorKind: 'cli',
            action: 'fund_nav.import',
            entity: 'fund_nav',
            entityId: null,
            details: {
              source: input.source,
              rows: report.rows,
              added: report.added,
              updated: report.updated,
              unchanged: report.unchanged,
              derivedAdjusted: report.derivedAdjusted,
              aumAdded: report.aumAdded,
              aumUpdated: report.aumUpdated,
              funds: codes,
              from: report.firstDate,
              to: report.lastDate,
            },
          })
          .run();
        touchedFundIds = [...new Set([...navFunds])];
        // Paid orders whose NAV this file brought get their units in the same transaction (issue 5 item 7).
        const settled = settleOrdersAtNav(tx, { now: input.now });
        report.settlement = settled.buys;
        report.sells = settled.sells;
        report.switches = settled.switches;
        // A file that brings the newest NAV date runs the auto-redemption rules on it, as nav:publish does
        // (once per rule and trigger: an import of the same day again finds the triggers' rows).
        const newest = tx.select({ date: max(fundNavs.navDate) }).from(fundNavs).get()?.date ?? null;
        if (report.lastDate !== null && report.lastDate === newest) report.autoRedemptions = runAutoRedemptions(report.lastDate, input.now, tx);
      },
      { behavior: 'immediate' },
    );
    report.committed = true;
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    return report;
  }
  if (touchedFundIds.length > 0) {
    report.statistics = refreshFundStatistics(db, { now: input.now, fundIds: touchedFundIds });
  }
  return report;
}

function parseNavValue(text: string, what: string, problems: string[]): number | null {
  const value = parseScaled(text);
  if (value === null) {
    if (/^-/.test(text.trim())) problems.push(`${what} must be greater than 0 (got "${text}")`);
    else if (/^\d[\d.]*[.,]\d{5,}$/.test(text.trim())) problems.push(`${what} "${text}" has more than 4 decimals`);
    else problems.push(`bad ${what} "${text}" (expected a number with at most 4 decimals, e.g. 1.234,5678 or 1234.5678)`);
    return null;
  }
  if (value <= 0) {
    problems.push(`${what} must be greater than 0 (got "${text}")`);
    return null;
  }
  return value;
}
