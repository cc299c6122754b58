// The server runs its jobs itself (issue 17 item 3, decision 076): croner timers in Asia/Jakarta — recurring
// purchases at 07:00, payment expiry every five minutes, referral release at 00:30 and maintenance at 03:00
// WIB — each run taken through the job_runs guard, so every server process (WEB_CONCURRENCY, decision 077)
// may keep the same timers and each job still runs once per key. At start and with every five-minute tick,
// the daily jobs whose time has passed today are offered again: a 07:00 missed while the server was down is
// caught up, a run whose process died half-way is taken over once its heartbeat is stale, a failed one is
// retried (up to SCHEDULED_MAX_ATTEMPTS). A key already DONE is skipped. JOBS=off starts none of this.
import { Cron } from 'croner';
import type { Db } from '../db/client';
import { JAKARTA } from '~/domain/dates';
import type { JobName } from '~/domain/enums';
import { dailyJobsDue, jobKey, JOB_PATTERNS } from '~/domain/job-schedule';
import { logger } from '~/lib/logger.server';
import type { GuardedRun } from '~/models/job-runs.server';
import { jobEnabled, runJob } from '~/models/jobs.server';

export interface JobsOptions {
  database: Db;
  /** `server:<pid>`. */
  runner: string;
  clock?: () => Date;
  /** Tests: every timer fires every second (JOBS_EVERY_SECOND). */
  everySecond?: boolean;
}

export interface RunningJobs {
  stop(): void;
}

/** Logs one run: job, key, outcome, counts (no personal data: the bodies return counts only). */
export function logJobRun(job: JobName, key: string, runner: string, run: GuardedRun, ms: number): void {
  switch (run.status) {
    case 'done':
      logger.info({ job, key, runner, outcome: 'DONE', attempts: run.attempts, ms, ...run.details }, 'job run');
      break;
    case 'failed':
      logger.error({ job, key, runner, outcome: 'FAILED', attempts: run.attempts, ms, message: run.message }, 'job run failed');
      break;
    case 'lost':
      logger.warn({ job, key, runner, outcome: 'LOST', attempts: run.attempts, ms }, 'job run taken over by another runner');
      break;
    case 'skipped':
      logger.debug({ job, key, runner, holder: run.holder?.runner ?? null, holderOutcome: run.holder?.outcome ?? null }, 'job run skipped');
      break;
  }
}

/** One scheduled attempt of `job` for `key`; never throws (a timer must survive a bad run). */
export function runScheduled(database: Db, job: JobName, key: string, runner: string, clock: () => Date): GuardedRun | null {
  const started = performance.now();
  try {
    if (!jobEnabled(job, database)) {
      logger.debug({ job, key, runner }, 'job switched off');
      return null;
    }
    const run = runJob(database, { job, key, runner, mode: 'scheduled', clock });
    logJobRun(job, key, runner, run, Math.round(performance.now() - started));
    return run;
  } catch (error) {
    // The guard itself failed (the database busy past its timeout): the next tick tries again.
    logger.error({ job, key, runner, message: error instanceof Error ? error.message : String(error) }, 'job guard failed');
    return null;
  }
}

/** The daily jobs due today at `now` (their time has passed), offered to the guard. */
export function catchUpDailyJobs(database: Db, runner: string, clock: () => Date): void {
  for (const { job, key } of dailyJobsDue(clock())) runScheduled(database, job, key, runner, clock);
}

export function startJobs(options: JobsOptions): RunningJobs {
  const clock = options.clock ?? (() => new Date());
  const { database, runner } = options;
  const timers: Cron[] = [];
  const every = (pattern: string, work: () => void) =>
    // protect: a tick that comes while the previous one still runs is dropped, not queued.
    timers.push(new Cron(options.everySecond ? '* * * * * *' : pattern, { timezone: JAKARTA, protect: true, unref: true }, work));

  for (const job of ['recurring-run', 'referral-release', 'maintenance'] as const) {
    every(JOB_PATTERNS[job], () => void runScheduled(database, job, jobKey(job, clock()), runner, clock));
  }
  every(JOB_PATTERNS['payment-expiry'], () => {
    runScheduled(database, 'payment-expiry', jobKey('payment-expiry', clock()), runner, clock);
    catchUpDailyJobs(database, runner, clock);
  });
  // At start: what today should already have had (a 07:00 missed while the server was down).
  const startUp = setTimeout(() => catchUpDailyJobs(database, runner, clock), 0);
  startUp.unref();
  logger.info({ runner, everySecond: options.everySecond ?? false }, 'jobs started');
  return {
    stop() {
      clearTimeout(startUp);
      for (const timer of timers) timer.stop();
    },
  };
}

/** What the server starts: the timers unless JOBS=off (tests, the e2e server, read replicas: decision 078). */
export function startConfiguredJobs(
  config: { jobs: boolean; jobsEverySecond: boolean },
  database: Db,
  runner: string,
  clock?: () => Date,
): RunningJobs | null {
  if (!config.jobs) return null;
  return startJobs({ database, runner, clock, everySecond: config.jobsEverySecond });
}
