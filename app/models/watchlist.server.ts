// The watchlist (issue 3 item 5, spec funds §4.1, §7): the funds a user follows. Add is idempotent
// (the primary key user × fund decides), remove and check by fund id, and the list with what a
// list row shows.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, fundStatistics, investmentManagers, watchlist } from '../../db/schema';
import { riskLevel } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { fundRowColumns, type FundListRow } from './fund-list.server';

export type AddToWatchlistResult = { ok: true; added: boolean } | { ok: false; reason: 'FUND_NOT_FOUND' };

export function fundExists(fundId: number, database: Db = db()): boolean {
  return database.select({ id: funds.id }).from(funds).where(eq(funds.id, fundId)).get() !== undefined;
}

/** Adds a fund to the user's watchlist; adding it again changes nothing (`added: false`). */
export function addToWatchlist(userId: number, fundId: number, now = new Date(), database: Db = db()): AddToWatchlistResult {
  if (!fundExists(fundId, database)) return { ok: false, reason: 'FUND_NOT_FOUND' };
  const result = database.insert(watchlist).values({ userId, fundId, createdAt: now }).onConflictDoNothing().run();
  return { ok: true, added: result.changes > 0 };
}

/** Removes a fund from the user's watchlist; true when it was there. */
export function removeFromWatchlist(userId: number, fundId: number, database: Db = db()): boolean {
  return database.delete(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.fundId, fundId))).run().changes > 0;
}

export function isOnWatchlist(userId: number, fundId: number, database: Db = db()): boolean {
  return (
    database
      .select({ fundId: watchlist.fundId })
      .from(watchlist)
      .where(and(eq(watchlist.userId, userId), eq(watchlist.fundId, fundId)))
      .get() !== undefined
  );
}

/** A watched fund: the same row as the fund list's (its onWatchlist always true). */
export type WatchlistFund = FundListRow;

/** The user's watched funds, the most recently added first. */
export function listWatchlist(userId: number, database: Db = db()): WatchlistFund[] {
  const rows = database
    .select({
      ...fundRowColumns,
      oneYearReturnPpm: fundStatistics.returnPpm,
    })
    .from(watchlist)
    .innerJoin(funds, eq(funds.id, watchlist.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .leftJoin(fundStatistics, and(eq(fundStatistics.fundId, funds.id), eq(fundStatistics.period, 'oneYear')))
    .where(eq(watchlist.userId, userId))
    .orderBy(desc(watchlist.createdAt), desc(funds.id))
    .all();
  return rows.map(({ managerName, managerLogoUrl, ...row }) => ({
    ...row,
    investmentManager: { name: managerName, logoUrl: managerLogoUrl },
    period: 'oneYear' as const,
    periodReturnPpm: row.oneYearReturnPpm,
    riskLevel: riskLevel(row.type),
    onWatchlist: true,
  }));
}
