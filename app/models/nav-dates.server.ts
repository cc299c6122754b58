// The NAV date a payment buys each fund at (decisions 021 and 026), read in the caller's transaction: the
// fund's cut-off and launch and its newest NAV date, handed to the pure rule (domain/dates.ts
// navDateForPayment). The buy summary's promise and the payment's NAV date both come from here, so what
// the investor is told before confirming is what the payment fixes (unless a NAV is published between).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds } from '../../db/schema';
import { navDateForPayment, type HolidaySet, type IsoDate } from '~/domain/dates';
import { loadHolidays } from './exchange-holidays.server';
import { latestNavDate } from './latest-nav.server';
import type { Tx } from './ledger.server';

/** Each fund's NAV date for a payment at `paidAt` (funds that do not exist are left out). */
export function navDatesForPayment(
  database: Db | Tx,
  fundIds: readonly number[],
  paidAt: Date,
  holidays: HolidaySet = loadHolidays(database),
): Map<number, IsoDate> {
  if (fundIds.length === 0) return new Map();
  const rows = database
    .select({ id: funds.id, cutoffTime: funds.cutoffTime, launchDate: funds.launchDate, newestNavDate: latestNavDate(funds.id) })
    .from(funds)
    .where(fundIds.length === 1 ? eq(funds.id, fundIds[0]!) : inArray(funds.id, [...fundIds]))
    .all();
  return new Map(rows.map((fund) => [fund.id, navDateForPayment(paidAt, holidays, fund)]));
}
