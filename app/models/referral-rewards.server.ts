// The referral cashback a purchase earns, from the promise to the balance (issue 5 item 2 "the referral
// cashback line"; spec funds §5; spec landing §4 "Referral states"; decision 025):
// - the summary's line is recorded on the order (orders.referral_cashback_amount, subscriptions.server.ts);
// - the order's completion (settlement.server.ts, in the NAV's transaction) earns it once per investor while
//   their referral status is ELIGIBLE: a referral_rewards row, and the status ON_HOLDING_PERIOD until the
//   holding period ends (the landing shows the holding-period card);
// - `referral:release` credits every reward whose holding period is over to the cashback balance, with a
//   notification, in one transaction; a second run finds nothing to release.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, referralRewards, users } from '../../db/schema';
import { creditCashbackBalance, referralReleaseAt } from '~/domain/policies/referral-reward';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';

/**
 * Earns the referral cashback a completed order promised: only while the investor is ELIGIBLE and has
 * earned none before (one reward per investor, the unique index), so a second promising order earns
 * nothing. Runs in the caller's transaction (the settlement's). True when a reward was earned.
 */
export function earnReferralReward(tx: Tx, order: { orderId: number; userId: number; amount: number }, now: Date): boolean {
  if (order.amount <= 0) return false;
  const user = tx.select({ status: users.referrerStatus }).from(users).where(eq(users.id, order.userId)).get();
  if (user?.status !== 'ELIGIBLE') return false;
  const releasesAt = referralReleaseAt(now);
  const earned = tx
    .insert(referralRewards)
    .values({ userId: order.userId, orderId: order.orderId, amount: order.amount, earnedAt: now, releasesAt })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id })
    .get();
  if (!earned) return false;
  tx.insert(auditLog)
    .values({ at: now, actorKind: 'system', action: 'referral.earned', entity: 'user', entityId: String(order.userId), details: { orderId: order.orderId, amount: order.amount, releasesAt: releasesAt.toISOString() } })
    .run();
  // The landing's holding-period card (spec landing §4), shown afresh for this reward.
  tx.update(users)
    .set({ referrerStatus: 'ON_HOLDING_PERIOD', referrerExpiredAt: releasesAt, hasDismissedMutualFundHoldingPeriodReferralCashbackCard: false })
    .where(eq(users.id, order.userId))
    .run();
  return true;
}

export interface ReleaseReport {
  released: number;
  /** Rupiah credited in all. */
  amount: number;
}

/** Credits every referral reward whose holding period ended by `now` (decision 025). */
export function releaseReferralRewards(database: Db, now: Date): ReleaseReport {
  return database.transaction(
    (tx) => {
      const due = tx
        .select({
          id: referralRewards.id,
          userId: referralRewards.userId,
          amount: referralRewards.amount,
          balance: users.cashbackAmount,
          expiredAt: users.cashbackExpiredAt,
          status: users.referrerStatus,
        })
        .from(referralRewards)
        .innerJoin(users, eq(users.id, referralRewards.userId))
        .where(and(isNull(referralRewards.releasedAt), lte(referralRewards.releasesAt, now)))
        .all();
      let amount = 0;
      for (const reward of due) {
        const credited = creditCashbackBalance({ balance: reward.balance, expiredAt: reward.expiredAt, reward: reward.amount, now });
        tx.update(referralRewards).set({ releasedAt: now }).where(eq(referralRewards.id, reward.id)).run();
        tx.update(users)
          .set({
            cashbackAmount: credited.amount,
            cashbackExpiredAt: credited.expiredAt,
            // The programme is done for this investor: no holding card, no referral line again.
            ...(reward.status === 'ON_HOLDING_PERIOD' ? { referrerStatus: null, referrerExpiredAt: null } : {}),
          })
          .where(eq(users.id, reward.userId))
          .run();
        tx.insert(auditLog)
          .values({
            at: now,
            actorKind: 'system',
            action: 'referral.released',
            entity: 'user',
            entityId: String(reward.userId),
            details: { rewardId: reward.id, amount: reward.amount, balanceBefore: reward.balance, balanceAfter: credited.amount, expiresAt: credited.expiredAt?.toISOString() ?? null },
          })
          .run();
        notify(tx, { userId: reward.userId, kind: 'REFERRAL_CASHBACK_CREDITED', params: { amount: reward.amount, currency: 'IDR' }, link: '/reksadana' }, now);
        amount += reward.amount;
      }
      return { released: due.length, amount };
    },
    { behavior: 'immediate' },
  );
}
