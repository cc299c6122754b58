// WEB_CONCURRENCY=N (issue 17 item 6, decision 077): the primary process prepares the database once
// (migrations, demo data on a first run), then forks N workers that each run the whole server on the one
// database file; the operating system hands connections to them (node's cluster). Nothing a request needs
// lives in one worker's memory alone (sessions, rate limits and job guards are rows; caches check the
// database's version), so any worker may answer any request. A worker that dies is replaced; SIGTERM or
// SIGINT stops them all.
import cluster, { type Worker } from 'node:cluster';
import { logger } from '~/lib/logger.server';

/** A worker that dies is replaced after this pause (a crash loop does not spin the CPU). */
const RESTART_DELAY_MS = 1000;
/** Workers get this long to finish their requests after SIGTERM (each exits by itself within 5 s). */
const STOP_GRACE_MS = 10_000;

export async function startPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server worker died: starting another');
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  logger.info({ workers }, 'server primary started');
}
