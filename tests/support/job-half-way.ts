// A runner that dies half-way (tests/integration/job-runs.test.ts "a job killed half-way"): it takes the
// payment-expiry run for a key through the job_runs guard, expires one batch of `batch` orders with the job's
// own code, says "partial" on stdout, then hangs inside the synchronous job (as a long step would) until the
// test SIGKILLs it. Arguments: database path, key, the clock (ISO instant), batch size.
import { writeSync } from 'node:fs';
import { openDatabase } from '../../db/client';
import { runGuarded } from '~/models/job-runs.server';
import { expirePaymentsInBatches } from '~/models/jobs.server';

const [path, key, at, batch] = process.argv.slice(2) as [string, string, string, string];
const database = openDatabase(path);
const now = new Date(at);
runGuarded(database, { job: 'payment-expiry', key, runner: `server:${process.pid}`, mode: 'scheduled', clock: () => now }, (lease) => ({
  expired: expirePaymentsInBatches(now, database, lease, Number(batch), () => {
    writeSync(1, 'partial\n');
    // Blocks this thread for good, inside the job: only a signal ends the process now.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }),
}));
