// The demo investor's invited friends (issue 18 item 3; decision 085): investor@celengan.test's referral code
// (kept as seeds/demo-users.ts made it) was used by four demo accounts, one or two in each state the seed can hold
// still: lanjut@ (signed up, registering) and menunggu@ (registration sent: its kodeReferral is the investor's code,
// seeds/demo-kyc.ts) wait for a first purchase; rujukan@ bought, and the investor's reward is in its holding period
// until the day rujukan@'s own ends; cashback@ bought earlier, and the investor's Rp 25.000 was credited two days
// before the seed (the investor's seeded cashback balance). ELIGIBLE (a holding period over, not yet credited) lasts
// only until the day's referral-release job, so the demo has none: the release would credit it at the server's
// start. Runs after demo-users and demo-kyc; draws nothing from the seed's random stream; dates count from `now`.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, referrals, users } from '../db/schema';
import { REFERRER_REWARD_AMOUNT } from '../app/domain/policies/referral-programme';

const DAY = 86_400_000;
const REFERRER = 'investor@celengan.test';

export interface DemoReferralReport {
  referrals: number;
}

export function seedDemoReferrals(db: Db, options: { now: Date }): DemoReferralReport {
  const { now } = options;
  const userOf = (email: string) => db.select().from(users).where(eq(users.email, email)).get();
  const referrer = userOf(REFERRER);
  if (!referrer?.referralCode) throw new Error('demo referrals: the demo investor and their referral code are seeded first');
  const lastBuy = (userId: number) =>
    db
      .select({ id: orders.id, completedAt: orders.completedAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.type, 'BUY'), eq(orders.status, 'COMPLETED')))
      .orderBy(desc(orders.id))
      .get() ?? null;

  const rows: (typeof referrals.$inferInsert)[] = [];
  const friend = (email: string) => {
    const user = userOf(email);
    if (!user) throw new Error(`demo referrals: ${email} is seeded first`);
    return user;
  };
  for (const email of ['lanjut@celengan.test', 'menunggu@celengan.test']) {
    const user = friend(email);
    rows.push({ referrerUserId: referrer.id, refereeUserId: user.id, code: referrer.referralCode, state: 'WAITING_TRANSACTION', createdAt: user.createdAt });
  }
  const holding = friend('rujukan@celengan.test');
  rows.push({
    referrerUserId: referrer.id,
    refereeUserId: holding.id,
    code: referrer.referralCode,
    state: 'ON_HOLDING_PERIOD',
    orderId: lastBuy(holding.id)?.id ?? null,
    rewardAmount: REFERRER_REWARD_AMOUNT,
    holdingEndsAt: holding.referrerExpiredAt ?? new Date(now.getTime() + 20 * DAY),
    createdAt: holding.createdAt,
  });
  const credited = friend('cashback@celengan.test');
  const creditedAt = new Date(now.getTime() - 2 * DAY);
  rows.push({
    referrerUserId: referrer.id,
    refereeUserId: credited.id,
    code: referrer.referralCode,
    state: 'CREDITED',
    orderId: lastBuy(credited.id)?.id ?? null,
    rewardAmount: REFERRER_REWARD_AMOUNT,
    holdingEndsAt: creditedAt,
    creditedAt,
    createdAt: credited.createdAt,
  });
  db.insert(referrals).values(rows).run();
  return { referrals: rows.length };
}
