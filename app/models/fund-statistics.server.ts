// Precomputed fund statistics (issue 2 item 3: "recomputed whenever NAV changes"). Whoever writes
// fund_navs calls refreshFundStatistics afterwards: the seed now, NAV import and publication later.
// The formulas live in app/domain/statistics.ts (docs/decisions/002-fund-statistics.md).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { computeFundStatistics } from '~/domain/statistics';
import type { Db } from '../../db/client';
import { fundNavs, funds, fundStatistics } from '../../db/schema';

export interface RefreshStatisticsReport {
  funds: number;
  rows: number;
}

/**
 * Recomputes every period of the given funds (all funds when `fundIds` is omitted) from fund_navs
 * and replaces their fund_statistics rows, in one write transaction: readers see either the old
 * or the new statistics of a fund, never a mix.
 */
export function refreshFundStatistics(db: Db, options: { now: Date; fundIds?: readonly number[] }): RefreshStatisticsReport {
  return db.transaction(
    (tx) => {
      const ids =
        options.fundIds === undefined
          ? tx.select({ id: funds.id }).from(funds).all().map((f) => f.id)
          : [...new Set(options.fundIds)];
      if (ids.length === 0) return { funds: 0, rows: 0 };
      const readNavs = tx
        .select({ date: fundNavs.navDate, nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
        .from(fundNavs)
        .where(eq(fundNavs.fundId, sql.placeholder('fundId')))
        .orderBy(asc(fundNavs.navDate))
        .prepare();
      tx.delete(fundStatistics).where(inArray(fundStatistics.fundId, ids)).run();
      let rows = 0;
      for (const fundId of ids) {
        const statistics = computeFundStatistics(readNavs.all({ fundId }));
        tx.insert(fundStatistics)
          .values(statistics.map((s) => ({ fundId, ...s, computedAt: options.now })))
          .run();
        rows += statistics.length;
      }
      return { funds: ids.length, rows };
    },
    { behavior: 'immediate' },
  );
}
