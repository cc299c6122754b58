// Top funds (issue 18 item 5; spec funds §2.1 /reksadana/top-fund; decision 090): every fund with its one-year
// return as fund_statistics keeps it (refreshed by each NAV publication; no statistics are computed here) and its
// AUM, ranked by the pure rule of domain/top-funds.ts.
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, fundStatistics, investmentManagers } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';
import { rankTopFunds } from '~/domain/top-funds';
import { db } from '~/lib/db.server';
import { fundRowColumns } from './fund-list.server';

export function topFunds(database: Db = db()) {
  const candidates = database
    .select({ ...fundRowColumns, oneYearReturnPpm: fundStatistics.returnPpm })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .leftJoin(fundStatistics, and(eq(fundStatistics.fundId, funds.id), eq(fundStatistics.period, 'oneYear')))
    .all();
  // The NAV date the returns are measured to (the newest a statistic ends on).
  const asOf = database.select({ date: max(fundStatistics.endDate) }).from(fundStatistics).where(eq(fundStatistics.period, 'oneYear')).get()?.date ?? null;
  return { asOf: asOf as IsoDate | null, groups: rankTopFunds(candidates) };
}
