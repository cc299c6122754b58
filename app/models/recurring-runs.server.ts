// `recurring:run` and the server's 07:00 job (issue 17 items 2-3): for every schedule due on a date, one order
// WAITING_PAYMENT with its payment, exactly once per schedule and date (recurring_runs' unique index).
//
// Model-first skeleton (lead): the signature is the contract the jobs (helper "jobs") call; the helper
// "recurring-core" writes the body.
import type { Db } from '../../db/client';
import { db as defaultDb } from '~/lib/db.server';

export interface RecurringRunReport {
  /** The exchange day the runs are for (YYYY-MM-DD). */
  date: string;
  /** Schedules due that day. */
  due: number;
  /** Orders created now. */
  created: number;
  /** Runs that failed now (fund closed, investor no longer verified, ...). */
  failed: number;
  /** Due schedules that already had their run for the date (a second run changes nothing). */
  alreadyRun: number;
}

/** Runs every schedule due on `date` (a Jakarta calendar day; not an exchange day runs nothing). Idempotent. */
export function runDueRecurringSchedules(date: string, _now: Date, _database: Db = defaultDb()): RecurringRunReport {
  return { date, due: 0, created: 0, failed: 0, alreadyRun: 0 };
}
