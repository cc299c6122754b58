// More than one process (issue 17 item 6, decisions 076 and 077): the built server with WEB_CONCURRENCY=2 on a
// scratch database, the jobs on and firing every second (JOBS_EVERY_SECOND) in both workers, under a burst of
// a few hundred requests, anonymous and signed in (a session made by one worker is honoured by the other):
// no request fails, and each job ran exactly once per key although both workers kept trying.
// A Playwright spec rather than vitest because it needs the production build (npm test builds it after vitest).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { E2E_DATABASE } from '../../../playwright.config';
import { HttpSession } from './session';

const JOB_NAMES = ['maintenance', 'payment-expiry', 'recurring-run', 'referral-release'];
const REQUESTS = 300;
const CONCURRENCY = 12;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface LogLine {
  msg: string;
  job?: string;
  key?: string;
  runner?: string;
  outcome?: string;
}

test('two server processes under load run each job once per key and fail no request', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  mkdirSync('tests/.tmp', { recursive: true });
  const database = `tests/.tmp/cluster-${port}-${Date.now()}.db`;
  const environment = { ...process.env };
  for (const name of ['SESSION_SECRET', 'PAYMENT_CALLBACK_SECRET', 'PUBLIC_URL', 'COOKIE_SECURE']) delete environment[name];
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...environment,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: database,
      WEB_CONCURRENCY: '2',
      JOBS: 'on',
      JOBS_EVERY_SECOND: 'true',
      // Debug: the guard's skips are logged too, so the test sees both workers trying.
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const logLines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  try {
    for (let waited = 0; ; waited += 250) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
      if (waited > 60_000) throw new Error(`server did not answer within 60 s: ${stderr}`);
      const started = logLines().filter((l) => l.msg === 'jobs started').length;
      if (started === 2 && (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A signed-in session made through whichever worker answered the sign-in.
    const investor = new HttpSession(origin);
    await investor.signIn('investor@celengan.test', 'celengan123');
    const visitor = new HttpSession(origin);
    const targets: [HttpSession, string][] = [
      [visitor, '/reksadana'],
      [visitor, '/healthz'],
      [visitor, '/api/v2/mutual-funds/products'],
      [investor, '/reksadana'],
      [investor, '/me'],
    ];
    const failures: string[] = [];
    let next = 0;
    const began = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const [session, path] = targets[next++ % targets.length]!;
          const answer = await session.get(path).catch((error: Error) => ({ status: 0, url: path, text: error.message }));
          if (answer.status !== 200 || answer.url.startsWith('/signin')) failures.push(`${path}: ${answer.status} at ${answer.url}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    // At least three ticks of both workers' timers.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3500 - (Date.now() - began))));
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);

  const db = new Database(database, { readonly: true });
  const rows = db.prepare('SELECT job, run_key AS key, outcome, attempts, runner FROM job_runs').all() as { job: string; key: string; outcome: string; attempts: number; runner: string }[];
  db.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });

  expect([...new Set(rows.map((r) => r.job))].sort()).toEqual(JOB_NAMES);
  for (const row of rows) expect(row, `${row.job} ${row.key}`).toMatchObject({ outcome: 'DONE', attempts: 1 });
  const lines = logLines();
  const done = lines.filter((l) => l.msg === 'job run' && l.outcome === 'DONE').map((l) => `${l.job} ${l.key}`);
  expect(done.sort()).toEqual(rows.map((r) => `${r.job} ${r.key}`).sort());
  // Both workers tried every job (the guard turned the other away), and they are two processes.
  const tried = lines.filter((l) => l.msg === 'job run' || l.msg === 'job run skipped');
  for (const job of JOB_NAMES) expect(new Set(tried.filter((l) => l.job === job).map((l) => l.runner)).size, job).toBe(2);
  expect(lines.some((l) => l.msg === 'job run failed' || l.msg === 'job guard failed')).toBe(false);
});

test('the server of the browser tests runs with JOBS=off: no run of its own in job_runs', async () => {
  // playwright.config.ts and scripts/e2e-server.mjs set JOBS=off; the journeys run jobs through the CLI (runner cli:…).
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare("SELECT job, run_key, runner FROM job_runs WHERE runner LIKE 'server:%'").all()).toEqual([]);
  } finally {
    db.close();
  }
});
