// One task of runConcurrently (./concurrently.ts), in a worker thread with its own connection (loaded by
// ./concurrent-task.worker.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/client';
import { takeCoupon } from '../../app/models/coupons.server';
import { subscribe, type BuyRequest } from '../../app/models/subscriptions.server';
import type { RequestOtpInput } from '../../app/models/otp.server';
import type { ConcurrentTask } from './concurrently';

const { databasePath, task, barrier, parties } = workerData as { databasePath: string; task: ConcurrentTask; barrier: Int32Array; parties: number };

// The one-time-code model (and the translations it loads) only for its own tasks, before the barrier.
const otp = task.kind === 'requestOtp' || task.kind === 'verifyOtp' ? await import('../../app/models/otp.server') : null;
const database = openDatabase(databasePath);
// Loaded before the barrier, and only for its task: the PIN's module brings argon2 and the session cookie.
const pinModule = task.kind === 'verifyPin' ? await import('../../app/models/pin.server') : null;
const sellModule = task.kind === 'placeSell' ? await import('../../app/models/sell-orders.server') : null;
try {
  // Everyone opens its connection first, then all start together.
  if (Atomics.add(barrier, 0, 1) + 1 === parties) Atomics.notify(barrier, 0);
  for (let seen = Atomics.load(barrier, 0); seen < parties; seen = Atomics.load(barrier, 0)) Atomics.wait(barrier, 0, seen, 1_000);
  let value: unknown;
  if (task.kind === 'subscribe') {
    value = subscribe(task.userId, task.request as BuyRequest, task.idempotencyKey, new Date(), database);
  } else if (task.kind === 'verifyPin') {
    value = await pinModule!.verifyPin(task.userId, task.sessionId, task.pin, new Date(), database);
  } else if (task.kind === 'placeSell') {
    value = sellModule!.placeSell(task.userId, task.input as Parameters<NonNullable<typeof sellModule>['placeSell']>[1], task.idempotencyKey, new Date(task.at), database);
  } else if (task.kind === 'requestOtp') {
    value = otp!.requestOtp(task.input as RequestOtpInput, new Date(), database);
  } else if (task.kind === 'verifyOtp') {
    value = otp!.verifyOtp(task.input as Parameters<NonNullable<typeof otp>['verifyOtp']>[0], new Date(), database);
  } else {
    value = database.transaction((tx) => takeCoupon(tx, task.couponId), { behavior: 'immediate' });
  }
  parentPort!.postMessage({ ok: true, value });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) });
} finally {
  database.$client.close();
}
