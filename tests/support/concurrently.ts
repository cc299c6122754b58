// Runs one task in several worker threads at once, each with its own SQLite connection to the same
// file, released together by a barrier: what concurrent requests to several server processes (or a
// double click racing a retry) do to the database. The tasks live in ./concurrent-task.ts.
import { Worker } from 'node:worker_threads';

export type ConcurrentTask =
  | { kind: 'subscribe'; userId: number; request: unknown; idempotencyKey: string }
  | { kind: 'takeCoupon'; couponId: number }
  | { kind: 'verifyPin'; userId: number; sessionId: string | null; pin: string }
  // One-time codes (issue 14 item 4): a burst of sends, a burst of guesses.
  | { kind: 'requestOtp'; input: unknown }
  | { kind: 'verifyOtp'; input: unknown }
  // Issue 15: sells racing for the same units.
  | { kind: 'placeSell'; userId: number; input: unknown; idempotencyKey: string; at: string };

/** Runs `tasks` at the same moment, one worker each; answers their results in order. */
export async function runConcurrently<T>(databasePath: string, tasks: readonly ConcurrentTask[]): Promise<T[]> {
  const barrier = new Int32Array(new SharedArrayBuffer(4));
  const workers = tasks.map(
    (task) =>
      new Promise<T>((resolve, reject) => {
        const worker = new Worker(new URL('./concurrent-task.worker.mjs', import.meta.url), {
          workerData: { databasePath, task, barrier, parties: tasks.length },
        });
        worker.once('message', (message: { ok: true; value: T } | { ok: false; error: string }) => {
          if (message.ok) resolve(message.value);
          else reject(new Error(message.error));
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (code !== 0) reject(new Error(`worker exited with ${code}`));
        });
      }),
  );
  return Promise.all(workers);
}
