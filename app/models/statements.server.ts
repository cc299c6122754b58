// Monthly e-statements and the yearly tax report (issue 18 items 1, 2; spec funds §2.1 /reksadana/e-statement, §7
// "E-statements"). CONTRACT written by the lead; the owner (helper "statements") fills it in and keeps the
// signature: the CLI `statements:generate` and the bench call it.
import type { Db } from '../../db/client';

export interface MonthlyGenerationReport {
  month: string;
  /** Investors with activity or holdings in the month. */
  investors: number;
  generated: number;
  alreadyKept: number;
}

/**
 * Makes and keeps the e-statement of `month` (YYYY-MM) for every investor who had one, in batches (PDF rendering is
 * asynchronous: pdf-lib). Idempotent: a kept statement is not made again (unique (user, kind, period)).
 */
export async function generateMonthlyStatements(month: string, now: Date, database: Db): Promise<MonthlyGenerationReport> {
  void now;
  void database;
  throw new Error(`generateMonthlyStatements(${month}): not built yet (issue 18, helper "statements")`);
}
