// The referral cashback from the summary's promise to the balance (decision 025), on scratch copies of
// the seeded database: an ELIGIBLE investor's purchase of Rp 1.000.000 records the line on the order;
// its completion starts the holding period (once); `referral:release` credits it after 30 days, once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { REFERRAL_CASHBACK_VALIDITY_DAYS, REFERRAL_HOLDING_PERIOD_DAYS } from '~/domain/policies/referral-reward';
import { cliRunner } from '../../tests/support/cli';
import { placeRoboOrder } from '../../tests/support/orders';
import { scratchDatabases } from '../../tests/support/test-run';
import { simulatePayment } from './payments.server';
import { releaseReferralRewards } from './referral-rewards.server';

const PLACED = jakartaInstant('2025-11-10', '09:00');
const PUBLISHED = jakartaInstant('2025-11-10', '17:00');
const DAY = 86_400_000;
const databases = scratchDatabases('referral-rewards');
const INVESTOR = 'investor@celengan.test';

function withDatabase<T>(path: string, work: (db: Db) => T): T {
  const db = openDatabase(path);
  try {
    return work(db);
  } finally {
    db.$client.close();
  }
}

const userOf = (db: Db, email = INVESTOR) => db.select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const orderOf = (db: Db, id: number) => db.select().from(schema.orders).where(eq(schema.orders.id, id)).get()!;
const rewards = (db: Db) => db.select().from(schema.referralRewards).all();

/** Places and pays a robo purchase for the investor, then publishes the NAV that settles it. */
async function boughtAndSettled(path: string, amount = 1_000_000, email = INVESTOR): Promise<number> {
  const orderId = withDatabase(path, (db) => {
    const id = placeRoboOrder({ email, amount, at: PLACED, database: db });
    expect(simulatePayment(id, PLACED, db)).toMatchObject({ ok: true });
    return id;
  });
  const published = await cliRunner(PUBLISHED)(['nav:publish'], path);
  expect(published.status).toBe(0);
  return orderId;
}

describe('the referral cashback a purchase earns (decision 025)', () => {
  it('is promised on the order, earned when it completes, and credited once after the holding period', async () => {
    const path = databases.copyOfSeeded();
    // The investor's own reward only: the demo's invited friends (seeds/demo-referral.ts, decision 085) would credit
    // the investor as their referrer on the same day.
    withDatabase(path, (db) => db.delete(schema.referrals).run());
    const before = withDatabase(path, (db) => userOf(db));
    expect(before.referrerStatus).toBe('ELIGIBLE');

    const orderId = await boughtAndSettled(path);
    const completedAt = withDatabase(path, (db) => {
      const order = orderOf(db, orderId);
      expect(order).toMatchObject({ status: 'COMPLETED', referralCashbackAmount: 25_000 });
      const user = userOf(db);
      // The holding period: the landing's holding card until it ends.
      expect(user.referrerStatus).toBe('ON_HOLDING_PERIOD');
      expect(user.referrerExpiredAt!.getTime()).toBe(order.completedAt!.getTime() + REFERRAL_HOLDING_PERIOD_DAYS * DAY);
      expect(rewards(db)).toEqual([expect.objectContaining({ userId: user.id, orderId, amount: 25_000, releasedAt: null })]);
      // Nothing credited yet.
      expect(user.cashbackAmount).toBe(before.cashbackAmount);
      return order.completedAt!;
    });

    // A day before the end, nothing is due.
    const early = new Date(completedAt.getTime() + (REFERRAL_HOLDING_PERIOD_DAYS - 1) * DAY);
    expect(await cliRunner(early)(['referral:release'], path)).toEqual({ status: 0, out: 'No referral cashback is due.\n', err: '' });

    const due = new Date(completedAt.getTime() + REFERRAL_HOLDING_PERIOD_DAYS * DAY);
    expect(await cliRunner(due)(['referral:release'], path)).toEqual({ status: 0, out: 'Credited 1 referral cashback(s), Rp 25.000 in all.\n', err: '' });
    withDatabase(path, (db) => {
      const user = userOf(db);
      // The seeded balance had expired by then (12 days): the reward alone, for 90 days.
      expect(user.cashbackAmount).toBe(25_000);
      expect(user.cashbackExpiredAt!.getTime()).toBe(due.getTime() + REFERRAL_CASHBACK_VALIDITY_DAYS * DAY);
      expect([user.referrerStatus, user.referrerExpiredAt]).toEqual([null, null]);
      expect(rewards(db)[0]!.releasedAt).toEqual(due);
      const notes = db.select().from(schema.notifications).where(eq(schema.notifications.userId, user.id)).all();
      expect(notes.filter((n) => n.title === 'Cashback referral sudah masuk')).toHaveLength(1);
      // Both steps are in the audit log.
      const audit = db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(user.id))).all();
      expect(audit.filter((a) => a.entity === 'user').map((a) => a.action)).toEqual(['referral.earned', 'referral.released']);
      // A second run credits nothing.
      expect(releaseReferralRewards(db, new Date(due.getTime() + DAY))).toEqual({ released: 0, amount: 0 });
      expect(userOf(db).cashbackAmount).toBe(25_000);
    });
  });

  it('is promised once: an open order holding it, or a reward earned, leaves the next purchase without the line', async () => {
    const path = databases.copyOfSeeded();
    withDatabase(path, (db) => {
      const first = placeRoboOrder({ amount: 1_000_000, at: PLACED, database: db });
      const second = placeRoboOrder({ amount: 1_000_000, at: PLACED, database: db });
      expect([orderOf(db, first).referralCashbackAmount, orderOf(db, second).referralCashbackAmount]).toEqual([25_000, 0]);
      // Once the first is past its 24 hours to pay, it holds nothing (even before payments:expire runs).
      const later = placeRoboOrder({ amount: 1_000_000, at: new Date(PLACED.getTime() + DAY + 60_000), database: db });
      expect(orderOf(db, first).status).toBe('WAITING_PAYMENT');
      expect(orderOf(db, later).referralCashbackAmount).toBe(25_000);
    });
  });

  it('is not promised below Rp 1.000.000, and earns nothing for an investor who is not ELIGIBLE', async () => {
    const path = databases.copyOfSeeded();
    const small = await boughtAndSettled(path, 999_999);
    withDatabase(path, (db) => {
      expect(orderOf(db, small)).toMatchObject({ status: 'COMPLETED', referralCashbackAmount: 0 });
      expect(rewards(db)).toEqual([]);
      expect(userOf(db).referrerStatus).toBe('ELIGIBLE');
      // An order that promised it, completed after the investor left the programme, earns nothing.
      const promised = placeRoboOrder({ amount: 1_000_000, at: PLACED, database: db });
      expect(orderOf(db, promised).referralCashbackAmount).toBe(25_000);
      db.update(schema.users).set({ referrerStatus: null }).where(eq(schema.users.email, INVESTOR)).run();
      expect(simulatePayment(promised, PLACED, db)).toMatchObject({ ok: true });
    });
    const published = await cliRunner(new Date(PUBLISHED.getTime() + DAY))(['nav:publish'], path);
    expect(published.status).toBe(0);
    withDatabase(path, (db) => {
      expect(rewards(db)).toEqual([]);
      expect(userOf(db).referrerStatus).toBeNull();
    });
  });
});
