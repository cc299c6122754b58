// `npm run bench`: the figures the README reports. A benchmark, never a timed test: it prints
// numbers and fails only when something breaks. Needs a production build (`npm run build`).
//
//   seed       time of the default demo seed (issue 2: under 60 s) into a scratch database
//   password   time of one scrypt password hash (sign-in and sign-up cost)
//   http       requests per second and latency percentiles of pages served by the production
//              server on loopback, bounded in count and time
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../db/client';
import { hashPassword } from '../app/lib/password.server';
import { seedDatabase } from '../seeds/seed';

const TMP = 'bench/.tmp';
const DB = `${TMP}/bench.db`;
const PORT = 3299;

function clean(path: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

async function benchSeed() {
  clean(DB);
  const started = performance.now();
  const db = openDatabase(DB);
  migrateDatabase(db);
  const report = await seedDatabase(db, { now: new Date() });
  const ms = performance.now() - started;
  db.$client.close();
  return { seconds: Math.round(ms / 100) / 10, report };
}

async function benchPassword() {
  const runs = 10;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await hashPassword('celengan123');
  return { msPerHash: Math.round((performance.now() - started) / runs) };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(path: string, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + 60_000;
  async function worker() {
    while (next < requests && performance.now() < deadline) {
      next++;
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`);
      await res.arrayBuffer();
      if (!res.ok) failures++;
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / seconds),
    p50ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95ms: Math.round(percentile(latencies, 95) * 10) / 10,
  };
}

async function benchHttp() {
  if (!existsSync('build/server/index.js')) throw new Error('Run `npm run build` first.');
  const server = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_PATH: DB, LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_MODE: 'true' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const results = [];
    for (const path of ['/healthz', '/reksadana', '/signin']) {
      await load(path, 100, 4); // warm-up
      results.push(await load(path, 2000, 16));
    }
    return results;
  } finally {
    server.kill('SIGTERM');
  }
}

mkdirSync(TMP, { recursive: true });
const seed = await benchSeed();
const { fundNavs, funds } = seed.report.counts;
console.log(`seed (default demo data): ${seed.seconds} s for ${funds} funds, ${fundNavs} NAV rows and the demo accounts`);
console.log('password hash:', await benchPassword());
console.table(await benchHttp());
clean(DB);
