// The dollar's buy rate (issue 16 item 6; spec funds §3 Portfolio summary "usdRate (buyRate, valueAt)"; decision
// 069): rupiah per US dollar × 10^4 per day, in usd_rates. Totals in rupiah value dollar holdings at the latest
// rate; the returns convert each dollar flow at the rate of its date (the latest on or before it). Seeded
// (seeds/usd-rates.ts) and loaded by `npm run cli -- rates:import FILE.csv`, all or nothing like nav:import
// (models/nav-import.server.ts): every row is validated inside one immediate transaction, which writes only when
// no row was rejected.
import type { Statement } from 'better-sqlite3';
import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, usdRates } from '../../db/schema';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import { money, parseScaled, usdToIdr } from '~/domain/money';
import { db as defaultDb } from '~/lib/db.server';
import { perDatabase } from '~/lib/db-version.server';
import { checkImportHeader, parseNavDate } from './nav-import.server';

export interface UsdRate {
  /** Rupiah per US dollar × 10^4. */
  buyRate: number;
  /** The day of the rate. */
  valueAt: IsoDate;
}

/** The newest rate; null while the table is empty. */
export function latestUsdRate(database: Db = defaultDb()): UsdRate | null {
  const row = database.select().from(usdRates).orderBy(desc(usdRates.rateDate)).limit(1).get();
  return row ? { buyRate: row.buyRate, valueAt: row.rateDate } : null;
}

/**
 * Rupiah and dollar values as one rupiah figure, the dollars at `rate` (rounded down, money.usdToIdr); without a
 * rate the dollars are left out (decision 069). What a goal's progress and monthly saving count (issue 16 items 5, 6).
 */
export function rupiahValue(values: { IDR: number; USD: number }, rate: UsdRate | null): number {
  return values.IDR + (rate && values.USD > 0 ? usdToIdr(money(values.USD, 'USD'), rate.buyRate).minor : 0);
}

/** The rate of `date`, else the newest before it; null when none is that old. */
export function usdRateOn(date: IsoDate, database: Db = defaultDb()): UsdRate | null {
  const row = database.select().from(usdRates).where(lte(usdRates.rateDate, date)).orderBy(desc(usdRates.rateDate)).limit(1).get();
  return row ? { buyRate: row.buyRate, valueAt: row.rateDate } : null;
}

/**
 * The rates a span of days needs, oldest first: the one in force at `from` (the newest on or before it, else the
 * oldest there is) and every later one up to `to`. One query each way.
 */
export function usdRatesFor(from: IsoDate, to: IsoDate, database: Db = defaultDb()): UsdRate[] {
  const start = usdRateOn(from, database)?.valueAt ?? from;
  return ratesBetween(database).all(start, to);
}

// Raw and prepared once: years of daily rates are read for each performance figure.
const ratesBetween = perDatabase(
  (database: Db) =>
    database.$client.prepare('SELECT buy_rate AS buyRate, rate_date AS valueAt FROM usd_rates WHERE rate_date >= ? AND rate_date <= ? ORDER BY rate_date') as Statement<[IsoDate, IsoDate], UsdRate>,
);

// ---------------------------------------------------------------------------------------------
// rates:import

export const USD_RATE_COLUMNS = 'date, buy rate (rupiah per US dollar)';
/** A rate outside this band is a typo (a missing or extra digit), not the rupiah: rupiah per dollar. */
export const USD_RATE_BOUNDS = { min: 1_000, max: 100_000 } as const;

export type UsdRateImportRow = { line: number; fields: readonly string[] } | { line: number; error: string };

export interface UsdRateImportReport {
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  /** False when any row was rejected: then nothing was written. */
  committed: boolean;
  firstDate: IsoDate | null;
  lastDate: IsoDate | null;
}

/**
 * A rate as written in a file: `16245`, `16245.5` (plain, up to 4 decimals), `16.245` or `16.245,50` (Indonesian:
 * dots between thousands, a decimal comma); × 10^4, or null.
 */
export function parseUsdRate(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,3}(?:\.\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/\./g, '')) * 10_000;
  return parseScaled(trimmed);
}

class Rollback extends Error {}

/** Validates and imports the rows of a rates file (the first row is the header); `committed` says whether anything was written. */
export function importUsdRates(db: Db, input: { rows: readonly UsdRateImportRow[]; now: Date; source: string }): UsdRateImportReport {
  const report: UsdRateImportReport = { rows: 0, added: 0, updated: 0, unchanged: 0, rejected: [], committed: false, firstDate: null, lastDate: null };
  const [header, ...data] = input.rows;
  report.rows = data.length;
  report.rejected.push(...checkImportHeader(input.rows, { columns: USD_RATE_COLUMNS, min: 2, max: 2, looksLikeData: (fields) => parseNavDate(fields[0] ?? '') !== null }));
  if (!header) return report;
  const today = jakartaDate(input.now);

  try {
    db.transaction(
      (tx) => {
        const existing = new Map(tx.select().from(usdRates).all().map((row) => [row.rateDate, row.buyRate]));
        const valid: { date: IsoDate; rate: number }[] = [];
        const seen = new Map<IsoDate, number>();
        for (const row of data) {
          const reject = (reason: string) => report.rejected.push({ line: row.line, reason });
          if ('error' in row) {
            reject(`cannot read the row: ${row.error}`);
            continue;
          }
          const fields = row.fields.map((field) => field.trim());
          if (fields.length !== 2) {
            reject(`expected 2 columns (${USD_RATE_COLUMNS}), found ${fields.length}`);
            continue;
          }
          const [dateText, rateText] = fields as [string, string];
          const problems: string[] = [];
          const date = parseNavDate(dateText);
          if (!date) problems.push(`bad date "${dateText}" (expected YYYY-MM-DD or DD/MM/YYYY)`);
          else if (date > today) problems.push(`${date} is in the future (today is ${today})`);
          const rate = parseUsdRate(rateText);
          if (rate === null) problems.push(`bad rate "${rateText}" (expected rupiah per dollar, e.g. 16245 or 16.245,50, at most 4 decimals)`);
          else if (rate < USD_RATE_BOUNDS.min * 10_000 || rate > USD_RATE_BOUNDS.max * 10_000) {
            problems.push(`rate ${rateText} is outside ${USD_RATE_BOUNDS.min}–${USD_RATE_BOUNDS.max} rupiah per dollar`);
          }
          if (date) {
            const first = seen.get(date);
            if (first !== undefined) problems.push(`duplicate of line ${first} (${date})`);
            else seen.set(date, row.line);
          }
          if (problems.length > 0) reject(problems.join('; '));
          else valid.push({ date: date!, rate: rate! });
        }
        if (report.rejected.length > 0) throw new Rollback();

        for (const { date, rate } of valid) {
          const before = existing.get(date);
          if (before === rate) {
            report.unchanged++;
          } else if (before === undefined) {
            tx.insert(usdRates).values({ rateDate: date, buyRate: rate }).run();
            report.added++;
          } else {
            tx.update(usdRates).set({ buyRate: rate }).where(eq(usdRates.rateDate, date)).run();
            report.updated++;
          }
        }
        const dates = valid.map((row) => row.date).sort();
        report.firstDate = dates[0] ?? null;
        report.lastDate = dates.at(-1) ?? null;
        tx.insert(auditLog)
          .values({
            at: input.now,
            actorKind: 'cli',
            action: 'usd_rate.import',
            entity: 'usd_rate',
            entityId: null,
            details: { source: input.source, rows: report.rows, added: report.added, updated: report.updated, unchanged: report.unchanged, firstDate: report.firstDate, lastDate: report.lastDate },
          })
          .run();
        report.committed = true;
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return report;
}
