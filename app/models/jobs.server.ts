// The four jobs of issue 17 item 3, each one body run under the job_runs guard (decision 076), whoever starts
// it: the server's timer (server/jobs.ts, mode `scheduled`) or an operator's CLI command (mode `operator`).
// Every body is idempotent, so a run taken over from a process that died half-way, or an operator's
// catch-up of a DONE key, does only what is left.
import type { Db } from '../../db/client';
import type { JobName } from '~/domain/enums';
import { isIsoDate } from '~/domain/dates';
import { runGuarded, LeaseLostError, type GuardedRun, type JobLease, type TakeMode } from './job-runs.server';
import { pruneExpiredData } from './maintenance.server';
import { getFeatureFlags } from './feature-flags.server';
import { expireUnpaidOrders } from './payments.server';
import { runDueRecurringSchedules } from './recurring-runs.server';
import { releaseReferralRewards } from './referral-rewards.server';
import { releaseReferrerRewards } from './referrals.server';

/** Orders expired per transaction: short write locks under load, a heartbeat between batches. */
export const EXPIRY_BATCH = 200;

/**
 * Payment expiry in batches of `batch` orders, each its own transaction (a death between two leaves the first
 * ones expired, and the next run expires the rest: an order is expired once, as it is no longer waiting).
 */
export function expirePaymentsInBatches(now: Date, database: Db, lease: JobLease, batch = EXPIRY_BATCH, afterBatch: () => void = () => {}): number {
  let expired = 0;
  for (;;) {
    const done = expireUnpaidOrders(now, database, batch);
    expired += done;
    if (done < batch) return expired;
    beatOrStop(lease);
    afterBatch();
  }
}

type JobBody = (input: { key: string; now: Date; database: Db; lease: JobLease }) => Record<string, unknown>;

/** Between two steps: the heartbeat, and a stop when another runner took the run over. */
function beatOrStop(lease: JobLease): void {
  if (!lease.beat()) throw new LeaseLostError(`${lease.job} ${lease.key}: taken over by another runner`);
}

export const JOB_BODIES: Record<JobName, JobBody> = {
  'recurring-run': ({ key, now, database }) => {
    if (!isIsoDate(key)) throw new Error(`recurring-run needs a date key (YYYY-MM-DD), not ${key}`);
    const { due, created, failed, alreadyRun } = runDueRecurringSchedules(key, now, database);
    return { due, created, failed, alreadyRun };
  },
  'payment-expiry': ({ now, database, lease }) => ({ expired: expirePaymentsInBatches(now, database, lease) }),
  'referral-release': ({ now, database }) => ({ ...releaseReferralRewards(database, now), ...releaseReferrerRewards(database, now) }),
  maintenance: ({ now, database, lease }) => ({ ...pruneExpiredData(now, database, () => beatOrStop(lease)) }),
};

/**
 * Whether a job is switched on: the recurring run follows the recurringInvestment flag (issue 17; the CLI says
 * so). A job switched off takes no key, so a flag switched on later the same day is caught up (decision 076).
 */
export function jobEnabled(job: JobName, database: Db): boolean {
  return job !== 'recurring-run' || getFeatureFlags(database).recurringInvestment;
}

export interface JobRunRequest {
  job: JobName;
  key: string;
  runner: string;
  mode: TakeMode;
  /** The job's "now" (what is due) and the guard's clock. */
  clock: () => Date;
  staleAfterMs?: number;
}

/** Runs one job for one key under the guard. */
export function runJob(database: Db, request: JobRunRequest): GuardedRun {
  const now = request.clock();
  return runGuarded(database, request, (lease) => JOB_BODIES[request.job]({ key: request.key, now, database, lease }));
}
