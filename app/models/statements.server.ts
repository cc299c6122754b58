// Monthly e-statements (issue 18 item 1; spec funds §2.1 /reksadana/e-statement, §7 "E-statements"; decision 081).
// The figures come from the unit ledger (models/ledger.server.ts: every settled buy, sale, switch leg, move and
// dividend with its units, NAV, NAV date, cash and realized profit, the average-cost profit of decision 070 that the
// realized-profit list shows), with each entry's order item for the fee and its order for the transaction number and
// date; a month holds the entries whose NAV date (a Jakarta calendar date) falls in it. domain/statements/
// monthly-statement.ts computes; this module reads, renders the PDF in the investor's language
// (lib/pdf-document.server.ts, formats of lib/format.ts) and keeps it in `statements`: INSERT ... ON CONFLICT DO
// NOTHING, then read, so a statement is made once per investor and month however many requests race, and served
// again as kept (same bytes).
//
// A statement exists for a month that has ended (Jakarta) with activity or holdings, once no order of the investor
// priced on or before its last day still waits for its NAV (a kept statement is final: it must not miss an order).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';
import { addCalendarDays, jakartaDate, type IsoDate } from '~/domain/dates';
import type { Language, LedgerEntryType } from '~/domain/enums';
import {
  isYearMonth,
  monthEnd,
  monthlyStatement,
  monthOf,
  previousYearEnd,
  statementMonths,
  type FundNavs,
  type MonthlyStatement,
  type NavPoint,
  type StatementEntry,
  type StatementFund,
  type YearMonth,
} from '~/domain/statements/monthly-statement';
import { db as defaultDb } from '~/lib/db.server';
import { perDatabase } from '~/lib/db-version.server';
import { renderStatementPdf } from './statement-pdf.server';

export interface MonthlyGenerationReport {
  month: string;
  /** Investors with activity or holdings in the month. */
  investors: number;
  generated: number;
  alreadyKept: number;
  /** Investors left out because an order of theirs priced in the month still waits for its NAV (none once settled). */
  waitingForNav: number;
}

/** Investors read, computed and rendered together (one query of each kind per batch, one write transaction). */
export const STATEMENT_BATCH_SIZE = 500;

/** Jakarta keeps no daylight saving: an instant's calendar date there is its UTC date 7 hours later. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const jakartaDay = (ms: number): IsoDate => new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

type LedgerRow = [
  id: number,
  userId: number,
  portfolioId: number,
  fundId: number,
  entryType: LedgerEntryType,
  units: number,
  nav: number,
  navDate: IsoDate,
  amount: number,
  realizedProfit: number,
  fee: number,
  orderCreatedAt: number | null,
  transactionNumber: string | null,
];

interface UserRow {
  id: number;
  fullName: string;
  email: string;
  language: Language;
}

const statementsFor = perDatabase((database: Db) => {
  const sqlite = database.$client;
  return {
    ledger: sqlite
      .prepare(
        `SELECT l.id, l.user_id, l.portfolio_id, l.fund_id, l.entry_type, l.units, l.nav, l.nav_date, l.amount, l.realized_profit,
           COALESCE(oi.fee_amount, 0), o.created_at, o.transaction_number
         FROM unit_ledger l
         LEFT JOIN order_items oi ON oi.id = l.order_item_id
         LEFT JOIN orders o ON o.id = oi.order_id
         WHERE l.user_id IN (SELECT value FROM json_each(?)) AND l.nav_date <= ?
         ORDER BY l.user_id, l.nav_date, l.id`,
      )
      .raw() as Statement<[string, IsoDate], LedgerRow>,
    entryDates: sqlite
      .prepare('SELECT nav_date AS navDate, units, portfolio_id AS portfolioId, fund_id AS fundId FROM unit_ledger WHERE user_id = ? ORDER BY nav_date, id') as Statement<
      [number],
      { navDate: IsoDate; units: number; portfolioId: number; fundId: number }
    >,
    portfolios: sqlite.prepare(
      'SELECT id, user_id AS userId, name FROM portfolios WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY user_id, is_default DESC, created_at, id',
    ) as Statement<[string], { id: number; userId: number; name: string }>,
    users: sqlite.prepare(
      'SELECT id, full_name AS fullName, email, language FROM users WHERE id IN (SELECT value FROM json_each(?))',
    ) as Statement<[string], UserRow>,
    funds: sqlite.prepare(
      'SELECT f.id, f.name, f.currency, c.name AS custodian FROM funds f JOIN custodian_banks c ON c.id = f.custodian_bank_id',
    ) as Statement<[], StatementFund>,
    navOnOrBefore: sqlite.prepare('SELECT nav_date AS date, nav FROM fund_navs WHERE fund_id = ? AND nav_date <= ? ORDER BY nav_date DESC LIMIT 1') as Statement<
      [number, IsoDate],
      NavPoint
    >,
    /** The earliest NAV date of the investor's orders still waiting for their NAV (paid, not yet priced). */
    firstWaitingNavDate: sqlite
      .prepare("SELECT min(nav_date) FROM orders WHERE user_id = ? AND status = 'PAID' AND nav_date IS NOT NULL")
      .pluck() as Statement<[number], IsoDate | null>,
    waitingUsers: sqlite
      .prepare("SELECT DISTINCT user_id FROM orders WHERE status = 'PAID' AND nav_date IS NOT NULL AND nav_date <= ?")
      .pluck() as Statement<[IsoDate], number>,
    candidates: sqlite.prepare('SELECT DISTINCT user_id FROM unit_ledger WHERE nav_date <= ? ORDER BY user_id').pluck() as Statement<[IsoDate], number>,
    keptUsers: sqlite
      .prepare("SELECT user_id FROM statements WHERE kind = 'MONTHLY' AND period = ? AND user_id IN (SELECT value FROM json_each(?))")
      .pluck() as Statement<[string, string], number>,
    kept: sqlite.prepare("SELECT pdf, language, generated_at AS generatedAt FROM statements WHERE user_id = ? AND kind = 'MONTHLY' AND period = ?") as Statement<
      [number, string],
      { pdf: Buffer; language: Language; generatedAt: number }
    >,
    insert: sqlite.prepare(
      "INSERT INTO statements (user_id, kind, period, language, figures, pdf, generated_at) VALUES (?, 'MONTHLY', ?, ?, ?, ?, ?) ON CONFLICT (user_id, kind, period) DO NOTHING",
    ),
  };
});

/** The last month that has ended on `now`'s Jakarta date. */
export function lastEndedMonth(now: Date): YearMonth {
  return monthOf(addCalendarDays(`${monthOf(jakartaDate(now))}-01`, -1));
}

/** Each fund's NAVs for a month's three valuation days (a few funds: read once per month and run). */
function navsForMonth(database: Db, month: YearMonth, fundIds: Iterable<number>): Record<number, FundNavs> {
  const statements = statementsFor(database);
  const opening = addCalendarDays(`${month}-01`, -1);
  const result: Record<number, FundNavs> = {};
  for (const id of fundIds) {
    result[id] = {
      yearOpening: statements.navOnOrBefore.get(id, previousYearEnd(month)) ?? null,
      opening: statements.navOnOrBefore.get(id, opening) ?? null,
      closing: statements.navOnOrBefore.get(id, monthEnd(month)) ?? null,
    };
  }
  return result;
}

function entryOf(row: LedgerRow): StatementEntry {
  const [id, , portfolioId, fundId, entryType, units, nav, navDate, amount, realizedProfit, fee, orderCreatedAt, transactionNumber] = row;
  return {
    id,
    portfolioId,
    fundId,
    entryType,
    units,
    nav,
    navDate,
    amount,
    realizedProfit,
    fee,
    orderDate: orderCreatedAt === null ? null : jakartaDay(orderCreatedAt),
    transactionNumber,
  };
}

interface Computed {
  user: UserRow;
  statement: MonthlyStatement;
}

/** The month's statements of some investors, computed (no PDF yet), with a month's NAVs shared between calls. */
function computeBatch(database: Db, month: YearMonth, userIds: readonly number[], navCache: Map<number, FundNavs>): Computed[] {
  const statements = statementsFor(database);
  const ids = JSON.stringify(userIds);
  const funds = statements.funds.all();
  const entriesByUser = new Map<number, StatementEntry[]>();
  for (const row of statements.ledger.all(ids, monthEnd(month))) {
    const list = entriesByUser.get(row[1]) ?? [];
    list.push(entryOf(row));
    entriesByUser.set(row[1], list);
  }
  const portfoliosByUser = new Map<number, { id: number; name: string }[]>();
  for (const p of statements.portfolios.all(ids)) {
    const list = portfoliosByUser.get(p.userId) ?? [];
    list.push({ id: p.id, name: p.name });
    portfoliosByUser.set(p.userId, list);
  }
  const missing = funds.filter((f) => !navCache.has(f.id)).map((f) => f.id);
  if (missing.length > 0) for (const [id, navs] of Object.entries(navsForMonth(database, month, missing))) navCache.set(Number(id), navs);
  const navs = Object.fromEntries(navCache);
  return statements.users.all(ids).map((user) => ({
    user,
    statement: monthlyStatement({ month, portfolios: portfoliosByUser.get(user.id) ?? [], funds, entries: entriesByUser.get(user.id) ?? [], navs }),
  }));
}

/** Whether `month` has ended and nothing of the investor priced in it (or before) still waits for its NAV. */
function monthIsFinal(database: Db, userId: number, month: YearMonth, now: Date): boolean {
  if (month > lastEndedMonth(now)) return false;
  const waiting = statementsFor(database).firstWaitingNavDate.get(userId) ?? null;
  return waiting === null || waiting > monthEnd(month);
}

/**
 * The months with a statement for the investor, newest first: ended months with activity or holdings, up to the
 * first month an order still waits for its NAV in.
 */
export function statementMonthsFor(userId: number, now: Date, database: Db = defaultDb()): YearMonth[] {
  const statements = statementsFor(database);
  let last = lastEndedMonth(now);
  const waiting = statements.firstWaitingNavDate.get(userId) ?? null;
  if (waiting !== null && monthOf(waiting) <= last) last = monthOf(addCalendarDays(`${monthOf(waiting)}-01`, -1));
  return statementMonths(statements.entryDates.all(userId), last).reverse();
}


export interface KeptStatement {
  pdf: Buffer;
  fileName: string;
  language: Language;
  generatedAt: Date;
}

/** The download's file name: ASCII, the period in it. */
export function statementFileName(month: YearMonth): string {
  return `celengan-e-statement-${month}.pdf`;
}

function readKept(database: Db, userId: number, month: YearMonth): KeptStatement | null {
  const row = statementsFor(database).kept.get(userId, month);
  return row ? { pdf: row.pdf, fileName: statementFileName(month), language: row.language, generatedAt: new Date(row.generatedAt) } : null;
}

/**
 * The investor's statement of `month`: the kept one, else made now and kept (generated on request). Null for a
 * month that is not a month, has not ended, is not final yet, or had no activity or holdings: no statement.
 */
export async function monthlyStatementFor(userId: number, month: string, now: Date, database: Db = defaultDb()): Promise<KeptStatement | null> {
  if (!isYearMonth(month)) return null;
  const kept = readKept(database, userId, month);
  if (kept) return kept;
  if (!monthIsFinal(database, userId, month, now)) return null;
  const [computed] = computeBatch(database, month, [userId], new Map());
  if (!computed || !computed.statement.hasStatement) return null;
  const pdf = await renderStatementPdf(computed.statement, computed.user, now);
  statementsFor(database).insert.run(userId, month, computed.user.language, JSON.stringify(computed.statement), pdf, now.getTime());
  return readKept(database, userId, month);
}

/** The figures a kept statement shows (tests, an audit). */
export function keptStatementFigures(userId: number, month: YearMonth, database: Db = defaultDb()): MonthlyStatement | null {
  const row = database.$client
    .prepare("SELECT figures FROM statements WHERE user_id = ? AND kind = 'MONTHLY' AND period = ?")
    .pluck()
    .get(userId, month) as string | undefined;
  return row === undefined ? null : (JSON.parse(row) as MonthlyStatement);
}

/**
 * Makes and keeps the e-statement of `month` (YYYY-MM) for every investor who had one, in batches (PDF rendering is
 * asynchronous: pdf-lib). Idempotent: a kept statement is not made again (unique (user, kind, period)).
 */
export async function generateMonthlyStatements(month: string, now: Date, database: Db): Promise<MonthlyGenerationReport> {
  if (!isYearMonth(month)) throw new RangeError(`Not a month: ${month} (expected YYYY-MM).`);
  if (month > lastEndedMonth(now)) throw new RangeError(`${month} has not ended yet: statements are made for ended months.`);
  const statements = statementsFor(database);
  const end = monthEnd(month);
  const waiting = new Set(statements.waitingUsers.all(end));
  const candidates = statements.candidates.all(end);
  const report: MonthlyGenerationReport = { month, investors: 0, generated: 0, alreadyKept: 0, waitingForNav: 0 };
  const navCache = new Map<number, FundNavs>();
  for (let i = 0; i < candidates.length; i += STATEMENT_BATCH_SIZE) {
    const batch = candidates.slice(i, i + STATEMENT_BATCH_SIZE);
    const kept = new Set(statements.keptUsers.all(month, JSON.stringify(batch)));
    report.alreadyKept += kept.size;
    report.investors += kept.size;
    const toMake = batch.filter((id) => !kept.has(id));
    const rendered: Array<{ userId: number; language: Language; figures: string; pdf: Buffer }> = [];
    for (const { user, statement } of computeBatch(database, month, toMake, navCache)) {
      if (!statement.hasStatement) continue;
      if (waiting.has(user.id)) {
        report.waitingForNav++;
        continue;
      }
      report.investors++;
      rendered.push({ userId: user.id, language: user.language, figures: JSON.stringify(statement), pdf: await renderStatementPdf(statement, user, now) });
    }
    database.$client.transaction(() => {
      for (const r of rendered) {
        const { changes } = statements.insert.run(r.userId, month, r.language, r.figures, r.pdf, now.getTime());
        // Another request kept it meanwhile: it is theirs, the same month's statement.
        if (changes === 1) report.generated++;
        else report.alreadyKept++;
      }
    }).immediate();
  }
  return report;
}

