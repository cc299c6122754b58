import { describe, expect, it } from 'vitest';
import { jakartaInstant } from '../dates';
import {
  CASHBACK_DAYS_LEFT_MESSAGE_MAX_DAYS,
  CASHBACK_ENDS_TODAY_MAX_HOURS,
  cashbackExpiryNotice,
  REFERRAL_BANNER_CASHBACK_AMOUNT,
  REFERRAL_PATH,
  referralCard,
  type ReferralCard,
  type ReferralCardInput,
} from './referral-card';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Monday 10 March 2025, 10:00 WIB. */
const now = jakartaInstant('2025-03-10', '10:00');
const later = (ms: number) => new Date(now.getTime() + ms);

const verifiedUser: ReferralCardInput = {
  now,
  flags: { referral: true },
  mutualFundKycStatus: 'verificationComplete',
  isVerified: true,
  userCashback: null,
  referrerData: null,
  hasDismissedMutualFundHoldingPeriodReferralCashbackCard: false,
};
const cashback = (amount: number, expiredAt: Date | null) => ({ userCashback: { amount, expiredAt } });
const referrer = (status: 'WAITING_TRANSACTION' | 'ON_HOLDING_PERIOD' | 'ELIGIBLE', expiredAt: Date | null) => ({
  referrerData: { status, expiredAt },
});
const banner: ReferralCard = { kind: 'GET_CASHBACK_BANNER', amount: 25_000, href: REFERRAL_PATH };

describe('referral card state (spec landing §4 "Referral states")', () => {
  it.each<[string, Partial<ReferralCardInput>, ReferralCard['kind']]>([
    ['referral flag off', { flags: { referral: false }, ...cashback(25_000, later(3 * DAY)) }, 'NONE'],
    // Holding period: dismissible card, dismissal saved
    ['holding period', referrer('ON_HOLDING_PERIOD', later(10 * DAY)), 'HOLDING_PERIOD'],
    [
      'holding period, dismissed: the other rules apply',
      {
        ...referrer('ON_HOLDING_PERIOD', later(10 * DAY)),
        hasDismissedMutualFundHoldingPeriodReferralCashbackCard: true,
      },
      'GET_CASHBACK_BANNER',
    ],
    [
      'holding period, dismissed, cashback to spend',
      {
        ...referrer('ON_HOLDING_PERIOD', null),
        ...cashback(10_000, later(3 * DAY)),
        hasDismissedMutualFundHoldingPeriodReferralCashbackCard: true,
      },
      'CASHBACK_AVAILABLE',
    ],
    [
      'holding period before cashback (spec order)',
      { ...referrer('ON_HOLDING_PERIOD', null), ...cashback(10_000, later(3 * DAY)) },
      'HOLDING_PERIOD',
    ],
    // Cashback available: amount above 0 and not expired
    ['cashback Rp 1, not expired', cashback(1, later(3 * DAY)), 'CASHBACK_AVAILABLE'],
    ['cashback Rp 0', cashback(0, later(3 * DAY)), 'GET_CASHBACK_BANNER'],
    ['cashback expired 1 ms ago', cashback(25_000, later(-1)), 'GET_CASHBACK_BANNER'],
    ['cashback expiring exactly now is expired', cashback(25_000, now), 'GET_CASHBACK_BANNER'],
    ['cashback expiring in 1 ms', cashback(25_000, later(1)), 'CASHBACK_AVAILABLE'],
    ['cashback without an expiry', cashback(25_000, null), 'CASHBACK_AVAILABLE'],
    [
      'cashback before eligibility pending (spec order)',
      { ...cashback(25_000, later(DAY * 2)), ...referrer('WAITING_TRANSACTION', later(DAY)) },
      'CASHBACK_AVAILABLE',
    ],
    [
      'cashback shows for an unverified user too',
      { ...cashback(25_000, later(3 * DAY)), isVerified: false },
      'CASHBACK_AVAILABLE',
    ],
    // Eligibility pending: timeline, while the first-purchase window is open
    ['waiting for the first purchase', referrer('WAITING_TRANSACTION', later(DAY)), 'ELIGIBILITY_PENDING'],
    ['waiting, no window end', referrer('WAITING_TRANSACTION', null), 'ELIGIBILITY_PENDING'],
    ['waiting, window closed exactly now', referrer('WAITING_TRANSACTION', now), 'GET_CASHBACK_BANNER'],
    [
      'waiting, unverified user',
      { ...referrer('WAITING_TRANSACTION', null), mutualFundKycStatus: 'pendingVerification', isVerified: false },
      'ELIGIBILITY_PENDING',
    ],
    // Otherwise, for a verified user: the get-cashback banner
    ['verified user, nothing else', {}, 'GET_CASHBACK_BANNER'],
    ['eligible referrer, no cashback left', referrer('ELIGIBLE', null), 'GET_CASHBACK_BANNER'],
    ['complete but not verified', { isVerified: false }, 'NONE'],
    ['verified flag, status pending', { mutualFundKycStatus: 'pendingVerification' }, 'NONE'],
    ['not registered', { mutualFundKycStatus: null, isVerified: false }, 'NONE'],
  ])('%s → %s', (_name, over, kind) => {
    expect(referralCard({ ...verifiedUser, ...over }).kind).toBe(kind);
  });

  it('shows the banner with Rp 25.000 and the referral page', () => {
    expect(REFERRAL_BANNER_CASHBACK_AMOUNT).toBe(25_000);
    expect(referralCard(verifiedUser)).toEqual(banner);
  });

  it('carries the holding period end and the eligibility timeline', () => {
    expect(referralCard({ ...verifiedUser, ...referrer('ON_HOLDING_PERIOD', later(10 * DAY)) })).toEqual({
      kind: 'HOLDING_PERIOD',
      endsAt: later(10 * DAY).toISOString(),
    });
    expect(referralCard({ ...verifiedUser, ...referrer('WAITING_TRANSACTION', later(DAY)) })).toEqual({
      kind: 'ELIGIBILITY_PENDING',
      timeline: [
        { step: 'REGISTRATION', done: true },
        { step: 'PURCHASE', done: false },
      ],
      expiresAt: later(DAY).toISOString(),
    });
  });

  it('shows the amount, the expiry date and days left', () => {
    const expiredAt = jakartaInstant('2025-03-20', '23:59');
    expect(referralCard({ ...verifiedUser, ...cashback(50_000, expiredAt) })).toEqual({
      kind: 'CASHBACK_AVAILABLE',
      amount: 50_000,
      expiresAt: expiredAt.toISOString(),
      expiresOn: '2025-03-20',
      daysLeft: 10,
      notice: null,
    });
    expect(referralCard({ ...verifiedUser, ...cashback(50_000, null) })).toMatchObject({
      daysLeft: null,
      notice: null,
      expiresOn: null,
    });
  });
});

describe('cashback expiry notice (spec landing §4; thresholds of decision 012)', () => {
  it('uses 24 hours and 7 days', () => {
    expect(CASHBACK_ENDS_TODAY_MAX_HOURS).toBe(24);
    expect(CASHBACK_DAYS_LEFT_MESSAGE_MAX_DAYS).toBe(7);
  });

  // now is 10 March 2025, 10:00 WIB.
  it.each<[string, Date, number, 'ENDS_TODAY' | 'DAYS_LEFT' | null]>([
    ['1 hour left', later(HOUR), 0, 'ENDS_TODAY'],
    ['today at 23:59 WIB', jakartaInstant('2025-03-10', '23:59'), 0, 'ENDS_TODAY'],
    ['exactly 24 hours left (at the threshold)', later(24 * HOUR), 1, 'ENDS_TODAY'],
    ['24 hours and 1 ms left (just above)', later(24 * HOUR + 1), 1, 'DAYS_LEFT'],
    ['tomorrow evening: 1 day left', jakartaInstant('2025-03-11', '20:00'), 1, 'DAYS_LEFT'],
    ['6 days left', jakartaInstant('2025-03-16', '20:00'), 6, 'DAYS_LEFT'],
    ['exactly 7 calendar days left (at the threshold)', jakartaInstant('2025-03-17', '00:00'), 7, 'DAYS_LEFT'],
    ['7 days, late in the day', jakartaInstant('2025-03-17', '23:59'), 7, 'DAYS_LEFT'],
    ['8 calendar days left (just above)', jakartaInstant('2025-03-18', '00:00'), 8, null],
    ['30 days left', later(30 * DAY), 30, null],
  ])('%s → %s day(s), %s', (_name, expiredAt, daysLeft, notice) => {
    expect(cashbackExpiryNotice(now, expiredAt)).toEqual({ daysLeft, notice });
  });

  it('counts days on the Jakarta calendar, not in UTC', () => {
    // 23:30 WIB on 10 March is 16:30 UTC; expiry 00:30 WIB on 12 March is still 11 March in UTC.
    const lateEvening = jakartaInstant('2025-03-10', '23:30');
    expect(cashbackExpiryNotice(lateEvening, jakartaInstant('2025-03-12', '00:30'))).toEqual({
      daysLeft: 2,
      notice: 'DAYS_LEFT',
    });
  });
});
