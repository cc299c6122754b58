// The job_runs guard and the jobs under it (issue 17 items 3 and 6, decision 076): one statement hands a run
// out; of concurrent takers one wins; a dead run is taken over once its heartbeat is stale and finished
// exactly once; the server's timer never reruns a DONE key, an operator's CLI run catches up; jobs:list; the
// JOBS=off switch; the server's catch-up at start.
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { fiveMinuteSlot } from '~/domain/job-schedule';
import { parseEnv } from '~/lib/env.server';
import {
  finishJobRun,
  recentJobRuns,
  runGuarded,
  SCHEDULED_MAX_ATTEMPTS,
  STALE_AFTER_MS,
  takeJobRun,
  TAKE_SQL,
  type TakeOptions,
} from '~/models/job-runs.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import { runJob } from '~/models/jobs.server';
import { catchUpDailyJobs, startConfiguredJobs } from '../../server/jobs';
import { cliRunner } from '../support/cli';
import { placeRoboOrder } from '../support/orders';
import { scratchDatabases } from '../support/test-run';

const databases = scratchDatabases('job-runs');
const T0 = jakartaInstant('2025-11-10', '07:00');
const at = (ms: number) => () => new Date(T0.getTime() + ms);

const opened: Db[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.$client.close();
});
function scratch(): { path: string; database: Db } {
  const path = databases.copyOfSeeded();
  const database = openDatabase(path);
  opened.push(database);
  return { path, database };
}

const options = (overrides: Partial<TakeOptions> = {}): TakeOptions => ({
  job: 'maintenance',
  key: '2025-11-10',
  runner: 'server:1',
  mode: 'scheduled',
  clock: at(0),
  ...overrides,
});

const rowOf = (database: Db, job: string, key: string) => recentJobRuns(database, 1000).find((r) => r.job === job && r.runKey === key);

describe('the guard', () => {
  it('is one SQL statement', ({ expect }) => {
    const { database } = scratch();
    // better-sqlite3 refuses to prepare more than one statement; the upsert decides and returns in one.
    expect(() => database.$client.prepare(TAKE_SQL)).not.toThrow();
    expect(TAKE_SQL.trim()).toMatch(/^INSERT INTO job_runs[\s\S]*ON CONFLICT \(job, run_key\) DO UPDATE SET[\s\S]*RETURNING id, attempts$/);
  });

  it('hands a key to one of several processes taking it at the same instant', async () => {
    const { path } = scratch();
    // Eight threads, each with its own connection, released together by one barrier, each running the statement once.
    const barrier = new Int32Array(new SharedArrayBuffer(4));
    const source = `
      const { workerData, parentPort } = require('node:worker_threads');
      const Database = require('better-sqlite3');
      const db = new Database(workerData.path);
      db.pragma('busy_timeout = 5000');
      const take = db.prepare(workerData.sql);
      Atomics.wait(workerData.barrier, 0, 0);
      const row = take.get({ job: 'maintenance', key: 'race', runner: 'server:' + workerData.n, now: 1, staleBefore: 0, operator: 0, maxAttempts: 3 });
      db.close();
      parentPort.postMessage(row ? 1 : 0);`;
    const workers = Array.from({ length: 8 }, (_, n) => new Worker(source, { eval: true, workerData: { path, sql: TAKE_SQL, barrier, n } }));
    const results = workers.map((w) => new Promise<number>((resolve, reject) => (w.once('message', resolve), w.once('error', reject))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    Atomics.store(barrier, 0, 1);
    Atomics.notify(barrier, 0);
    const won = await Promise.all(results);
    await Promise.all(workers.map((w) => w.terminate()));
    expect(won.reduce((a, b) => a + b, 0)).toBe(1);
    const database = openDatabase(path);
    opened.push(database);
    expect(rowOf(database, 'maintenance', 'race')).toMatchObject({ outcome: 'RUNNING', attempts: 1 });
  });

  it('skips a live run, takes over a stale one (attempts + 1) and refuses the old holder its heartbeat and finish', () => {
    const { database } = scratch();
    const first = takeJobRun(database, options());
    expect(first.taken).toBe(true);
    if (!first.taken) return;
    expect(first.lease.beat()).toBe(true);
    // Another process a minute later: the heartbeat is fresh.
    expect(takeJobRun(database, options({ runner: 'server:2', clock: at(60_000) }))).toMatchObject({ taken: false, holder: { runner: 'server:1', outcome: 'RUNNING' } });
    // The holder died; after the stale interval the run is taken over.
    const second = takeJobRun(database, options({ runner: 'server:2', clock: at(STALE_AFTER_MS + 1) }));
    expect(second).toMatchObject({ taken: true, lease: { attempts: 2, runner: 'server:2' } });
    expect(first.lease.beat()).toBe(false);
    expect(finishJobRun(database, first.lease, 'DONE', {}, at(STALE_AFTER_MS + 2)())).toBe(false);
    if (!second.taken) return;
    expect(finishJobRun(database, second.lease, 'DONE', { pruned: 0 }, at(STALE_AFTER_MS + 3)())).toBe(true);
    expect(rowOf(database, 'maintenance', '2025-11-10')).toMatchObject({ outcome: 'DONE', attempts: 2, runner: 'server:2', details: { pruned: 0 } });
  });

  it('never reruns a DONE key for the server; retries a FAILED one up to its attempts; an operator reruns either', () => {
    const { database } = scratch();
    expect(runGuarded(database, options(), () => ({ n: 1 }))).toEqual({ status: 'done', attempts: 1, details: { n: 1 } });
    expect(runGuarded(database, options({ clock: at(STALE_AFTER_MS * 10) }), () => ({ n: 2 }))).toMatchObject({ status: 'skipped', holder: { outcome: 'DONE' } });
    // The operator's catch-up.
    expect(runGuarded(database, options({ mode: 'operator', runner: 'cli:9' }), () => ({ n: 3 }))).toEqual({ status: 'done', attempts: 2, details: { n: 3 } });

    const key = { key: '2025-11-11' };
    const fail = () => {
      throw new Error('database is locked');
    };
    for (let attempt = 1; attempt <= SCHEDULED_MAX_ATTEMPTS; attempt++) {
      expect(runGuarded(database, options(key), fail)).toEqual({ status: 'failed', attempts: attempt, message: 'database is locked' });
    }
    expect(runGuarded(database, options(key), () => ({}))).toMatchObject({ status: 'skipped', holder: { outcome: 'FAILED', attempts: SCHEDULED_MAX_ATTEMPTS, details: { message: 'database is locked' } } });
    expect(runGuarded(database, options({ ...key, mode: 'operator' }), () => ({ ok: 1 }))).toMatchObject({ status: 'done', attempts: SCHEDULED_MAX_ATTEMPTS + 1 });
  });

  it('refuses an operator while a live runner holds the key', () => {
    const { database } = scratch();
    expect(takeJobRun(database, options()).taken).toBe(true);
    expect(takeJobRun(database, options({ mode: 'operator', runner: 'cli:9', clock: at(30_000) }))).toMatchObject({ taken: false, holder: { runner: 'server:1' } });
    expect(takeJobRun(database, options({ mode: 'operator', runner: 'cli:9', clock: at(STALE_AFTER_MS + 1) }))).toMatchObject({ taken: true, lease: { attempts: 2 } });
  });
});

describe('a job killed half-way and restarted', () => {
  it('is done once: the second run takes over after the stale interval and expires only what is left', async () => {
    const { path, database } = scratch();
    const placed = jakartaInstant('2025-11-10', '09:00');
    const orderIds = Array.from({ length: 5 }, () => placeRoboOrder({ amount: 500_000, at: placed, database }));
    const now = jakartaInstant('2025-11-11', '10:02');
    const key = fiveMinuteSlot(now);
    const waiting = () =>
      database.select({ n: count() }).from(schema.orders).where(eq(schema.orders.status, 'WAITING_PAYMENT')).get()!.n;
    const dueBefore = waiting();
    expect(dueBefore).toBeGreaterThanOrEqual(5);

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/job-half-way.ts', path, key, now.toISOString(), '2'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('partial') && resolve());
        child.once('exit', () => reject(new Error('the half-way runner exited by itself')));
      });
    } finally {
      child.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    // Half-way: one batch of two expired, the run still RUNNING in the dead process's name.
    expect(waiting()).toBe(dueBefore - 2);
    expect(rowOf(database, 'payment-expiry', key)).toMatchObject({ outcome: 'RUNNING', attempts: 1 });

    // The restarted server, before the stale interval: nothing; after it: takes over and finishes.
    const restarted = { job: 'payment-expiry' as const, key, runner: 'server:2', mode: 'scheduled' as const };
    expect(runJob(database, { ...restarted, clock: () => new Date(now.getTime() + 60_000) })).toMatchObject({ status: 'skipped' });
    const later = new Date(now.getTime() + STALE_AFTER_MS + 1000);
    expect(runJob(database, { ...restarted, clock: () => later })).toEqual({ status: 'done', attempts: 2, details: { expired: dueBefore - 2 } });
    expect(waiting()).toBe(0);
    // Exactly once: one expiry record per order, whichever runner expired it.
    for (const orderId of orderIds) {
      const records = database
        .select({ n: count() })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'payment.expired'), eq(schema.auditLog.entityId, String(orderId))))
        .get()!.n;
      expect(records, `order ${orderId}`).toBe(1);
    }
    expect(rowOf(database, 'payment-expiry', key)).toMatchObject({ outcome: 'DONE', attempts: 2, runner: 'server:2' });
  }, 30_000);
});

describe('the operator commands', () => {
  it('refuse while the server holds the key, catch up a DONE key, and jobs:list shows the runs', async () => {
    const { path, database } = scratch();
    const now = jakartaInstant('2025-11-10', '03:10');
    expect(takeJobRun(database, options({ key: '2025-11-10', clock: () => now })).taken).toBe(true);
    const cli = cliRunner(new Date(now.getTime() + 42_000));
    const refused = await cli(['maintenance:prune'], path);
    expect(refused).toEqual({
      status: 1,
      out: '',
      err: 'error: maintenance 2025-11-10 is running elsewhere: server:1 has been running it since 2025-11-09T20:10:00Z (last heartbeat 42 s ago). Try again when it has finished (npm run cli -- jobs:list).\n',
    });

    const referral = await cli(['referral:release'], path);
    expect(referral.status).toBe(0);
    const again = await cli(['referral:release'], path);
    expect(again).toMatchObject({ status: 0, out: expect.stringMatching(/^\(referral-release 2025-11-10 had run before: this was attempt 2, doing only what was left\.\)\nNo referral cashback is due\.\n$/) });

    const list = await cli(['jobs:list', '--limit', '2'], path);
    expect(list.status).toBe(0);
    const lines = list.out.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^job\s+key\s+started\s+finished\s+outcome\s+runner\s+attempts\s+details$/);
    expect(lines[1]).toMatch(new RegExp(`^referral-release\\s+2025-11-10\\s+2025-11-09T20:10:42Z\\s+2025-11-09T20:10:42Z\\s+DONE\\s+cli:${process.pid}\\s+2\\s+released=0 amount=0 referrerRewards=0 referrerAmount=0$`));
    expect(lines[2]).toMatch(/^maintenance\s+2025-11-10\s+2025-11-09T20:10:00Z\s+-\s+RUNNING\s+server:1\s+1$/);
    expect(await cli(['jobs:list', '--limit', '0'], path)).toMatchObject({ status: 1 });
  });

  it('jobs:list says so when nothing has run', async () => {
    const { path } = scratch();
    expect(await cliRunner(T0)(['jobs:list'], path)).toEqual({ status: 0, out: 'No job has run yet.\n', err: '' });
  });
});

describe('the server side', () => {
  it('JOBS=off starts no timer; JOBS defaults on; JOBS_EVERY_SECOND is refused in production', () => {
    expect(parseEnv({}).jobs).toBe(true);
    expect(parseEnv({ JOBS: 'off' }).jobs).toBe(false);
    expect(parseEnv({ WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENT_CALLBACK_SECRET: 'y'.repeat(32), PUBLIC_URL: 'https://celengan.example', JOBS_EVERY_SECOND: 'true' }),
    ).toThrow(/JOBS_EVERY_SECOND: is for tests/);
    const { database } = scratch();
    expect(startConfiguredJobs({ jobs: false, jobsEverySecond: false }, database, 'server:1')).toBeNull();
    expect(recentJobRuns(database, 10)).toEqual([]);
  });

  it('catches up at start the daily jobs whose time has passed today, once, and leaves the others', () => {
    const { database } = scratch();
    const clock = () => jakartaInstant('2025-11-10', '06:00');
    catchUpDailyJobs(database, 'server:1', clock);
    catchUpDailyJobs(database, 'server:2', clock);
    expect(recentJobRuns(database, 10).map((r) => [r.job, r.runKey, r.outcome, r.runner, r.attempts]).sort()).toEqual([
      ['maintenance', '2025-11-10', 'DONE', 'server:1', 1],
      ['referral-release', '2025-11-10', 'DONE', 'server:1', 1],
    ]);
  });

  it('takes no key for the recurring run while Nabung Rutin is switched off, and catches it up once it is on', () => {
    const { database } = scratch();
    const clock = () => jakartaInstant('2025-11-10', '07:00');
    setFeatureFlag(database, { name: 'recurringInvestment', enabled: false, actor: { kind: 'cli' }, now: clock() });
    catchUpDailyJobs(database, 'server:1', clock);
    expect(rowOf(database, 'recurring-run', '2025-11-10')).toBeUndefined();
    setFeatureFlag(database, { name: 'recurringInvestment', enabled: true, actor: { kind: 'cli' }, now: clock() });
    catchUpDailyJobs(database, 'server:1', () => jakartaInstant('2025-11-10', '09:35'));
    expect(rowOf(database, 'recurring-run', '2025-11-10')).toMatchObject({ outcome: 'DONE', attempts: 1 });
  });

  it('fires every timer under JOBS_EVERY_SECOND and runs each key once', async () => {
    const { database } = scratch();
    const clock = () => jakartaInstant('2025-11-10', '08:01');
    const jobs = startConfiguredJobs({ jobs: true, jobsEverySecond: true }, database, 'server:1', clock);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2300));
    } finally {
      jobs?.stop();
    }
    expect(recentJobRuns(database, 10).map((r) => [r.job, r.runKey, r.outcome, r.attempts]).sort()).toEqual([
      ['maintenance', '2025-11-10', 'DONE', 1],
      ['payment-expiry', '2025-11-10T08:00', 'DONE', 1],
      ['recurring-run', '2025-11-10', 'DONE', 1],
      ['referral-release', '2025-11-10', 'DONE', 1],
    ]);
  });
});
