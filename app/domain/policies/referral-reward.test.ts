import { describe, expect, it } from 'vitest';
import { creditCashbackBalance, referralReleaseAt } from './referral-reward';

const NOW = new Date('2025-12-10T03:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('referral cashback (decision 025)', () => {
  it('is credited 30 days after the purchase completes', () => {
    expect(referralReleaseAt(NOW)).toEqual(day(30));
  });

  it.each<[string, { balance: number; expiredAt: Date | null }, { amount: number; expiredAt: Date | null }]>([
    ['no balance: the reward, for 90 days', { balance: 0, expiredAt: null }, { amount: 25_000, expiredAt: day(90) }],
    ['a live balance ending sooner: added, and both run 90 days', { balance: 10_000, expiredAt: day(5) }, { amount: 35_000, expiredAt: day(90) }],
    ['a live balance ending later: added, its later expiry kept', { balance: 10_000, expiredAt: day(120) }, { amount: 35_000, expiredAt: day(120) }],
    ['an expired balance is not revived', { balance: 10_000, expiredAt: day(-1) }, { amount: 25_000, expiredAt: day(90) }],
    ['a balance expiring this instant counts as expired', { balance: 10_000, expiredAt: NOW }, { amount: 25_000, expiredAt: day(90) }],
    ['a balance without an expiry stays without one', { balance: 10_000, expiredAt: null }, { amount: 35_000, expiredAt: null }],
  ])('%s', (_case, balance, credited) => {
    expect(creditCashbackBalance({ ...balance, reward: 25_000, now: NOW })).toEqual(credited);
  });
});
