// The job_runs guard (issue 17 items 3 and 6, decision 076): one run of a job for a key (a Jakarta date, or a
// five-minute slot for payment expiry) is handed out by ONE SQL statement, so two server processes, a restart
// in the middle, or the operator CLI at the same time never run one job twice for a key. The holder beats a
// heartbeat between steps and finishes with DONE (what it did) or FAILED (why). A RUNNING row whose heartbeat
// is older than STALE_AFTER_MS belonged to a process that died half-way: the next taker takes it over
// (attempts + 1) and, the jobs being idempotent, finishes only what is left.
import type { Database, Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';
import type { JobName, JobOutcome } from '~/domain/enums';
import { perDatabase } from '~/lib/db-version.server';

/**
 * A RUNNING row whose heartbeat is older than this is taken to be dead. Longer than any step a job takes
 * between two heartbeats (every step is a transaction of its own; 100,000 recurring schedules are aimed at
 * under 20 s, issue 17 "Benchmark"), so a live holder is never taken over.
 */
export const STALE_AFTER_MS = 5 * 60_000;
/** The server gives up on a key after this many attempts (failed or died); an operator may always run it. */
export const SCHEDULED_MAX_ATTEMPTS = 3;

/**
 * `scheduled` (the server's timer): runs a key that has no row, or a dead or failed run (under
 * SCHEDULED_MAX_ATTEMPTS); skips a DONE key. `operator` (the CLI): runs again a DONE or FAILED key as a
 * catch-up (the work does only what is missing), takes over a dead run; both refuse a live one.
 */
export type TakeMode = 'scheduled' | 'operator';

export interface JobRunRow {
  id: number;
  job: JobName;
  runKey: string;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt: Date | null;
  outcome: JobOutcome;
  runner: string;
  attempts: number;
  details: Record<string, unknown> | null;
}

export interface JobLease {
  readonly id: number;
  readonly job: JobName;
  readonly key: string;
  readonly runner: string;
  readonly attempts: number;
  /** Moves the heartbeat on; false when the run is no longer this holder's (taken over): stop working then. */
  beat(): boolean;
}

export type TakeResult = { taken: true; lease: JobLease } | { taken: false; holder: JobRunRow | null };

export interface TakeOptions {
  job: JobName;
  key: string;
  /** `server:<pid>` or `cli:<pid>` (no personal data). */
  runner: string;
  mode: TakeMode;
  /** The clock: the take and every heartbeat and finish read it. */
  clock: () => Date;
  staleAfterMs?: number;
}

interface RawRow {
  id: number;
  job: JobName;
  run_key: string;
  started_at: number;
  heartbeat_at: number;
  finished_at: number | null;
  outcome: JobOutcome;
  runner: string;
  attempts: number;
  details: string | null;
}

const toRow = (r: RawRow): JobRunRow => ({
  id: r.id,
  job: r.job,
  runKey: r.run_key,
  startedAt: new Date(r.started_at),
  heartbeatAt: new Date(r.heartbeat_at),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at),
  outcome: r.outcome,
  runner: r.runner,
  attempts: r.attempts,
  details: r.details === null ? null : (JSON.parse(r.details) as Record<string, unknown>),
});

/**
 * THE statement that hands a run out: a new key is inserted RUNNING; an existing row is taken over (attempts
 * + 1) only when the WHERE of the upsert allows it, else nothing is returned. SQLite runs it atomically under
 * its write lock, so of any number of concurrent takers exactly one gets a row back.
 */
export const TAKE_SQL = `
INSERT INTO job_runs (job, run_key, started_at, heartbeat_at, finished_at, outcome, runner, attempts, details)
VALUES (@job, @key, @now, @now, NULL, 'RUNNING', @runner, 1, NULL)
ON CONFLICT (job, run_key) DO UPDATE SET
  started_at = excluded.started_at,
  heartbeat_at = excluded.heartbeat_at,
  finished_at = NULL,
  outcome = 'RUNNING',
  runner = excluded.runner,
  attempts = job_runs.attempts + 1,
  details = NULL
WHERE (job_runs.outcome = 'RUNNING' AND job_runs.heartbeat_at < @staleBefore AND (@operator = 1 OR job_runs.attempts < @maxAttempts))
   OR (job_runs.outcome = 'FAILED' AND (@operator = 1 OR job_runs.attempts < @maxAttempts))
   OR (job_runs.outcome = 'DONE' AND @operator = 1)
RETURNING id, attempts`;

const statementsFor = perDatabase((database: Db) => {
  const client: Database = database.$client;
  return {
    take: client.prepare(TAKE_SQL) as Statement<[Record<string, unknown>], { id: number; attempts: number }>,
    read: client.prepare('SELECT * FROM job_runs WHERE job = ? AND run_key = ?') as Statement<[string, string], RawRow>,
    // The holder is named by id, runner and attempts: a takeover changes attempts, so a holder that was
    // presumed dead and still runs finds its beats and its finish refused.
    beat: client.prepare(
      "UPDATE job_runs SET heartbeat_at = @now WHERE id = @id AND runner = @runner AND attempts = @attempts AND outcome = 'RUNNING'",
    ),
    finish: client.prepare(
      "UPDATE job_runs SET outcome = @outcome, finished_at = @now, heartbeat_at = @now, details = @details WHERE id = @id AND runner = @runner AND attempts = @attempts AND outcome = 'RUNNING'",
    ),
    recent: client.prepare('SELECT * FROM job_runs ORDER BY started_at DESC, id DESC LIMIT ?') as Statement<[number], RawRow>,
    prune: client.prepare("DELETE FROM job_runs WHERE job = 'payment-expiry' AND outcome <> 'RUNNING' AND finished_at < ?"),
  };
});

/** Takes the run of `job` for `key`, or says who has it (null: nobody, e.g. the server's attempts are used up). */
export function takeJobRun(database: Db, options: TakeOptions): TakeResult {
  const statements = statementsFor(database);
  const now = options.clock().getTime();
  const taken = statements.take.get({
    job: options.job,
    key: options.key,
    runner: options.runner,
    now,
    staleBefore: now - (options.staleAfterMs ?? STALE_AFTER_MS),
    operator: options.mode === 'operator' ? 1 : 0,
    maxAttempts: SCHEDULED_MAX_ATTEMPTS,
  });
  if (!taken) {
    // For the message only: the decision was the statement's.
    const holder = statements.read.get(options.job, options.key);
    return { taken: false, holder: holder ? toRow(holder) : null };
  }
  const identity = { id: taken.id, runner: options.runner, attempts: taken.attempts };
  return {
    taken: true,
    lease: {
      ...identity,
      job: options.job,
      key: options.key,
      beat: () => statements.beat.run({ ...identity, now: options.clock().getTime() }).changes === 1,
    },
  };
}

/** Ends a run: DONE with what it did, or FAILED with why. False when the run was no longer the lease's. */
export function finishJobRun(database: Db, lease: JobLease, outcome: 'DONE' | 'FAILED', details: Record<string, unknown>, now: Date): boolean {
  return (
    statementsFor(database).finish.run({
      id: lease.id,
      runner: lease.runner,
      attempts: lease.attempts,
      outcome,
      now: now.getTime(),
      details: JSON.stringify(details),
    }).changes === 1
  );
}

export type GuardedRun =
  | { status: 'done'; attempts: number; details: Record<string, unknown> }
  | { status: 'failed'; attempts: number; message: string }
  /** Taken over by another runner while this one worked (it was presumed dead). */
  | { status: 'lost'; attempts: number; details: Record<string, unknown> }
  | { status: 'skipped'; holder: JobRunRow | null };

/** A job body was told to stop: its lease was taken over. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/**
 * Takes the run and does `work` under it; records DONE with the counts it returns, or FAILED with the error's
 * message. `work` calls `lease.beat()` between its steps (and stops, throwing LeaseLostError, when it says no).
 */
export function runGuarded(database: Db, options: TakeOptions, work: (lease: JobLease) => Record<string, unknown>): GuardedRun {
  const take = takeJobRun(database, options);
  if (!take.taken) return { status: 'skipped', holder: take.holder };
  const { lease } = take;
  let details: Record<string, unknown>;
  try {
    details = work(lease);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof LeaseLostError) return { status: 'lost', attempts: lease.attempts, details: { message } };
    finishJobRun(database, lease, 'FAILED', { message }, options.clock());
    return { status: 'failed', attempts: lease.attempts, message };
  }
  const finished = finishJobRun(database, lease, 'DONE', details, options.clock());
  return finished ? { status: 'done', attempts: lease.attempts, details } : { status: 'lost', attempts: lease.attempts, details };
}

/** The last runs, newest first (jobs:list). */
export function recentJobRuns(database: Db, limit: number): JobRunRow[] {
  return statementsFor(database).recent.all(limit).map(toRow);
}

/** Payment expiry writes a row every five minutes: finished ones are kept a week (maintenance). */
export const PAYMENT_EXPIRY_RUNS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export function pruneJobRuns(now: Date, database: Db): number {
  return statementsFor(database).prune.run(now.getTime() - PAYMENT_EXPIRY_RUNS_KEPT_MS).changes;
}
