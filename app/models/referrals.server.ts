// The referral programme from the referrer's side (issue 18 item 3; spec funds §4.5, §7 "Referral", §9; spec landing
// §4 "Referral states"; decisions 025, 085, 086). The buyer's own cashback is referral-rewards.server.ts's.
//   - every investor's code, made when first needed (random, Crockford base32, unique in users.referral_code);
//   - linking a friend: at sign-up from the landing's referral cookie, or by the registration's kodeReferral; one
//     referrer per friend (the first kept), never oneself (policies/referral-programme.ts; the UNIQUE and CHECK of
//     `referrals` back it);
//   - the friend's first completed rupiah purchase of Rp 1.000.000 or more starts the referrer's 30-day holding
//     period (in the settlement's transaction); the daily referral-release job then credits the reward to the
//     referrer's cashback balance with a notification, once;
//   - what the referrer's page and the API read: the code, the share link, the friends (masked first names) and
//     their states, the rewards, the balance.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, referrals, users } from '../../db/schema';
import type { Currency } from '~/domain/enums';
import type { ReferralState } from '~/domain/service-enums';
import { REFERRAL_STATES } from '~/domain/service-enums';
import { normalizeReferralCode } from '~/domain/kyc/referral-code';
import {
  maskFirstName,
  referralCodeFromBytes,
  referralDisplayState,
  referralLinkDecision,
  referrerRewardQualifies,
  REFERRAL_CODE_LENGTH,
  REFERRER_REWARD_AMOUNT,
  type ReferralLinkDecision,
} from '~/domain/policies/referral-programme';
import { creditCashbackBalance, referralReleaseAt } from '~/domain/policies/referral-reward';
import { db } from '~/lib/db.server';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';

/** Where the referrer's page is (spec funds §2.1), the notification's link. */
export const REFERRAL_PAGE_PATH = '/reksadana/referral';

// ---------------------------------------------------------------------------------------------
// Codes

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The investor's referral code, made now if they have none (a seeded or earlier code is kept). A fresh code
 * that happens to be taken already (the unique index) is drawn again; two requests at once keep the first.
 */
export function ensureReferralCode(userId: number, database: Db | Tx = db()): string {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = database.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).get();
    if (!current) throw new Error(`referral code: no user ${userId}`);
    if (current.code) return current.code;
    const code = referralCodeFromBytes(randomBytes(REFERRAL_CODE_LENGTH));
    try {
      database.update(users).set({ referralCode: code }).where(and(eq(users.id, userId), sql`${users.referralCode} IS NULL`)).run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('referral code: no free code after 5 draws');
}

/**
 * The share link: the landing with the referral data it already reads (landing-initials.server.ts, base64url JSON
 * `{"referralCode": …}`), which keeps the code in the 7-day cookie that sign-up reads.
 */
export function referralShareLink(origin: string, code: string): string {
  // encodeReferralData's encoding, written here so that settlement's imports stay clear of the landing's module
  // (the referral test decodes the link with decodeReferralData).
  const referralData = Buffer.from(JSON.stringify({ referralCode: code }), 'utf8').toString('base64url');
  return `${origin}/reksadana?referralData=${referralData}`;
}

/** The id of the user a code belongs to (codes are kept in capitals). */
export function codeOwner(tx: Db | Tx, code: string): { id: number; firstName: string } | null {
  return tx.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.referralCode, normalizeReferralCode(code))).get() ?? null;
}

// ---------------------------------------------------------------------------------------------
// Linking a friend

/**
 * Links the friend `refereeId` to the owner of `rawCode` inside the caller's transaction (sign-up's, the
 * registration step's): refused for an unknown code, one's own, or when the friend already has another referrer
 * (the first is kept). A new link makes the friend eligible for their own first-purchase cashback (decision 025's
 * line) unless they already have a referral status (decision 085).
 */
export function linkReferrer(tx: Tx, refereeId: number, rawCode: string, now: Date): ReferralLinkDecision {
  const code = normalizeReferralCode(rawCode);
  const owner = codeOwner(tx, code);
  const current = tx.select({ referrerId: referrals.referrerUserId }).from(referrals).where(eq(referrals.refereeUserId, refereeId)).get();
  const decision = referralLinkDecision({ codeOwnerId: owner?.id ?? null, refereeId, currentReferrerId: current?.referrerId ?? null });
  if (!decision.allowed || decision.alreadyLinked) return decision;
  const inserted = tx
    .insert(referrals)
    .values({ referrerUserId: owner!.id, refereeUserId: refereeId, code, state: 'WAITING_TRANSACTION', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: referrals.id })
    .get();
  // Another request linked this friend in between (the unique referee): the first is kept.
  if (!inserted) return { allowed: false, reason: 'ALREADY_REFERRED' };
  tx.update(users)
    .set({ referrerStatus: 'ELIGIBLE', referrerExpiredAt: null })
    .where(and(eq(users.id, refereeId), sql`${users.referrerStatus} IS NULL`))
    .run();
  tx.insert(auditLog)
    .values({ at: now, actorKind: 'user', actorUserId: refereeId, action: 'referral.linked', entity: 'user', entityId: String(refereeId), details: { referralId: inserted.id, referrerUserId: owner!.id } })
    .run();
  return decision;
}

// ---------------------------------------------------------------------------------------------
// The referrer's reward

/**
 * Starts the referrer's holding period when a friend's completed order qualifies (policies/referral-programme.ts):
 * in the settlement's transaction, once (only a referral still WAITING_TRANSACTION moves). True when it did.
 */
export function earnReferrerReward(tx: Tx, order: { orderId: number; userId: number; type: string; currency: Currency; amount: number }, now: Date): boolean {
  const referral = tx.select({ id: referrals.id, state: referrals.state, referrerId: referrals.referrerUserId }).from(referrals).where(eq(referrals.refereeUserId, order.userId)).get();
  if (!referral || !referrerRewardQualifies({ state: referral.state, orderType: order.type, currency: order.currency, amount: order.amount })) return false;
  const holdingEndsAt = referralReleaseAt(now);
  const moved = tx
    .update(referrals)
    .set({ state: 'ON_HOLDING_PERIOD', orderId: order.orderId, rewardAmount: REFERRER_REWARD_AMOUNT, holdingEndsAt })
    .where(and(eq(referrals.id, referral.id), eq(referrals.state, 'WAITING_TRANSACTION')))
    .run().changes;
  if (moved === 0) return false;
  tx.insert(auditLog)
    .values({ at: now, actorKind: 'system', action: 'referral.referrer_earned', entity: 'user', entityId: String(referral.referrerId), details: { referralId: referral.id, orderId: order.orderId, amount: REFERRER_REWARD_AMOUNT, holdingEndsAt: holdingEndsAt.toISOString() } })
    .run();
  return true;
}

export interface ReferrerReleaseReport {
  referrerRewards: number;
  /** Rupiah credited to referrers in all. */
  referrerAmount: number;
}

/**
 * Credits every referrer's reward whose holding period ended by `now` (the referral-release job, beside the
 * buyers' rewards): the cashback balance by decision 025's rule, CREDITED, a notification; a second run finds
 * nothing. Each referrer's balance is read afresh per reward (two friends may be due the same day).
 */
export function releaseReferrerRewards(database: Db, now: Date): ReferrerReleaseReport {
  return database.transaction(
    (tx) => {
      const due = tx
        .select({ id: referrals.id, referrerId: referrals.referrerUserId, amount: referrals.rewardAmount })
        .from(referrals)
        .where(and(eq(referrals.state, 'ON_HOLDING_PERIOD'), lte(referrals.holdingEndsAt, now)))
        .orderBy(asc(referrals.holdingEndsAt), asc(referrals.id))
        .all();
      let amount = 0;
      let released = 0;
      for (const reward of due) {
        const credited = tx
          .update(referrals)
          .set({ state: 'CREDITED', creditedAt: now })
          .where(and(eq(referrals.id, reward.id), eq(referrals.state, 'ON_HOLDING_PERIOD')))
          .run().changes;
        if (credited === 0) continue;
        released += 1;
        if (reward.amount <= 0) continue;
        const balance = tx.select({ amount: users.cashbackAmount, expiredAt: users.cashbackExpiredAt }).from(users).where(eq(users.id, reward.referrerId)).get()!;
        const after = creditCashbackBalance({ balance: balance.amount, expiredAt: balance.expiredAt, reward: reward.amount, now });
        tx.update(users).set({ cashbackAmount: after.amount, cashbackExpiredAt: after.expiredAt }).where(eq(users.id, reward.referrerId)).run();
        tx.insert(auditLog)
          .values({
            at: now,
            actorKind: 'system',
            action: 'referral.referrer_credited',
            entity: 'user',
            entityId: String(reward.referrerId),
            details: { referralId: reward.id, amount: reward.amount, balanceBefore: balance.amount, balanceAfter: after.amount, expiresAt: after.expiredAt?.toISOString() ?? null },
          })
          .run();
        notify(tx, { userId: reward.referrerId, kind: 'REFERRAL_REWARD_CREDITED', params: { amount: reward.amount }, link: REFERRAL_PAGE_PATH }, now);
        amount += reward.amount;
      }
      return { referrerRewards: released, referrerAmount: amount };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Reading: the page and the API

export interface InvitedFriend {
  /** The referral's id (kyc/get-by-referral-id). */
  id: number;
  /** The friend's first name, masked: nothing else of theirs is shown. */
  maskedName: string;
  /** As the referrer sees it (a holding period that is over is ELIGIBLE until credited). */
  state: ReferralState;
  invitedAt: Date;
  /** The referrer's reward (IDR), 0 before the friend's qualifying purchase. */
  rewardAmount: number;
  holdingEndsAt: Date | null;
  creditedAt: Date | null;
}

export interface ReferrerSummary {
  referralCode: string;
  shareLink: string;
  friends: InvitedFriend[];
  countsByState: Record<ReferralState, number>;
  /** Rupiah already credited to the balance. */
  earnedAmount: number;
  /** Rupiah in holding periods (and over, waiting for the day's job). */
  pendingAmount: number;
  /** The cashback balance to spend (decision 025's), whatever filled it. */
  cashback: { amount: number; expiredAt: Date | null; live: boolean };
}

/** The friends a referrer invited, newest first. */
export function invitedFriends(referrerId: number, now: Date, database: Db | Tx = db()): InvitedFriend[] {
  return database
    .select({
      id: referrals.id,
      firstName: users.firstName,
      state: referrals.state,
      invitedAt: referrals.createdAt,
      rewardAmount: referrals.rewardAmount,
      holdingEndsAt: referrals.holdingEndsAt,
      creditedAt: referrals.creditedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.refereeUserId))
    .where(eq(referrals.referrerUserId, referrerId))
    .orderBy(sql`${referrals.createdAt} DESC`, sql`${referrals.id} DESC`)
    .all()
    .map(({ firstName, ...row }) => ({ ...row, maskedName: maskFirstName(firstName), state: referralDisplayState(row, now) }));
}

/** The investor's cashback balance: live while its expiry is ahead (or it has none). */
export function userCashback(user: { cashbackAmount: number; cashbackExpiredAt: Date | null }, now: Date) {
  const live = user.cashbackAmount > 0 && (user.cashbackExpiredAt === null || user.cashbackExpiredAt.getTime() > now.getTime());
  return { amount: live ? user.cashbackAmount : 0, expiredAt: user.cashbackExpiredAt, live };
}

/** Everything the referrer's page and `/api/v2/referral/referrer` show (the code is made if missing). */
export function referrerSummary(user: { id: number }, origin: string, now: Date, database: Db = db()): ReferrerSummary {
  const referralCode = ensureReferralCode(user.id, database);
  const friends = invitedFriends(user.id, now, database);
  const balance = database.select({ cashbackAmount: users.cashbackAmount, cashbackExpiredAt: users.cashbackExpiredAt }).from(users).where(eq(users.id, user.id)).get()!;
  const countsByState = Object.fromEntries(REFERRAL_STATES.map((state) => [state, 0])) as Record<ReferralState, number>;
  let earnedAmount = 0;
  let pendingAmount = 0;
  for (const friend of friends) {
    countsByState[friend.state] += 1;
    if (friend.state === 'CREDITED') earnedAmount += friend.rewardAmount;
    else pendingAmount += friend.rewardAmount;
  }
  return { referralCode, shareLink: referralShareLink(origin, referralCode), friends, countsByState, earnedAmount, pendingAmount, cashback: userCashback(balance, now) };
}

/** One referral as one of its two people sees it; another's is null (answered like a missing one). */
export function referralSeenBy(userId: number, referralId: number, now: Date, database: Db = db()) {
  const row = database.select().from(referrals).where(eq(referrals.id, referralId)).get();
  if (!row || (row.referrerUserId !== userId && row.refereeUserId !== userId)) return null;
  const asReferrer = row.referrerUserId === userId;
  const other = database.select({ firstName: users.firstName }).from(users).where(eq(users.id, asReferrer ? row.refereeUserId : row.referrerUserId)).get()!;
  return {
    id: row.id,
    role: asReferrer ? ('REFERRER' as const) : ('REFEREE' as const),
    referralCode: row.code,
    maskedName: maskFirstName(other.firstName),
    state: referralDisplayState(row, now),
    rewardAmount: asReferrer ? row.rewardAmount : 0,
    holdingEndsAt: row.holdingEndsAt,
    creditedAt: row.creditedAt,
    invitedAt: row.createdAt,
  };
}
