import { describe, expect, it } from 'vitest';
import {
  maskFirstName,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_MINIMUM_TRANSACTION_AMOUNT,
  referralCodeFromBytes,
  referralDisplayState,
  referralLinkDecision,
  referrerRewardQualifies,
  REFERRER_REWARD_AMOUNT,
} from './referral-programme';

describe('referral codes', () => {
  it('are 8 symbols of Crockford base32, without I, L, O or U', () => {
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(32);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(referralCodeFromBytes(new Uint8Array([0, 1, 31, 32, 255, 18, 20, 10]))).toBe('01Z0ZJMA');
    expect(referralCodeFromBytes(new Uint8Array(8).fill(200))).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('need 8 random bytes', () => {
    expect(() => referralCodeFromBytes(new Uint8Array(7))).toThrow();
  });
});

describe('linking a friend to a referrer', () => {
  it.each([
    ['a code of someone else, no referrer yet', { codeOwnerId: 1, refereeId: 2, currentReferrerId: null }, { allowed: true, alreadyLinked: false }],
    ['an unknown code', { codeOwnerId: null, refereeId: 2, currentReferrerId: null }, { allowed: false, reason: 'UNKNOWN_CODE' }],
    ['an unknown code with a referrer already', { codeOwnerId: null, refereeId: 2, currentReferrerId: 1 }, { allowed: false, reason: 'UNKNOWN_CODE' }],
    ['one’s own code', { codeOwnerId: 2, refereeId: 2, currentReferrerId: null }, { allowed: false, reason: 'SELF_REFERRAL' }],
    ['one’s own code with a referrer already', { codeOwnerId: 2, refereeId: 2, currentReferrerId: 1 }, { allowed: false, reason: 'SELF_REFERRAL' }],
    ['a second referrer: the first is kept', { codeOwnerId: 3, refereeId: 2, currentReferrerId: 1 }, { allowed: false, reason: 'ALREADY_REFERRED' }],
    ['the same referrer again', { codeOwnerId: 1, refereeId: 2, currentReferrerId: 1 }, { allowed: true, alreadyLinked: true }],
  ] as const)('%s', (_, input, expected) => {
    expect(referralLinkDecision(input)).toEqual(expected);
  });
});

describe('the referrer’s reward', () => {
  const min = REFERRAL_MINIMUM_TRANSACTION_AMOUNT;
  it('is the landing banner’s Rp 25.000 for purchases from Rp 1.000.000', () => {
    expect(REFERRER_REWARD_AMOUNT).toBe(25_000);
    expect(min).toBe(1_000_000);
  });

  it.each([
    ['a rupiah purchase at the minimum', { state: 'WAITING_TRANSACTION', orderType: 'BUY', currency: 'IDR', amount: min }, true],
    ['a rupiah purchase above the minimum', { state: 'WAITING_TRANSACTION', orderType: 'BUY', currency: 'IDR', amount: 5_000_000 }, true],
    ['one rupiah below the minimum', { state: 'WAITING_TRANSACTION', orderType: 'BUY', currency: 'IDR', amount: min - 1 }, false],
    ['a dollar purchase', { state: 'WAITING_TRANSACTION', orderType: 'BUY', currency: 'USD', amount: 100_000_00 }, false],
    ['a sale', { state: 'WAITING_TRANSACTION', orderType: 'SELL', currency: 'IDR', amount: min }, false],
    ['already in its holding period', { state: 'ON_HOLDING_PERIOD', orderType: 'BUY', currency: 'IDR', amount: min }, false],
    ['already credited', { state: 'CREDITED', orderType: 'BUY', currency: 'IDR', amount: min }, false],
  ] as const)('%s', (_, input, expected) => {
    expect(referrerRewardQualifies(input)).toBe(expected);
  });
});

describe('the state the referrer sees', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it.each([
    ['waiting', { state: 'WAITING_TRANSACTION', holdingEndsAt: null }, 'WAITING_TRANSACTION'],
    ['holding, not over', { state: 'ON_HOLDING_PERIOD', holdingEndsAt: new Date(now.getTime() + 1) }, 'ON_HOLDING_PERIOD'],
    ['holding, over at this instant', { state: 'ON_HOLDING_PERIOD', holdingEndsAt: now }, 'ELIGIBLE'],
    ['holding, over before', { state: 'ON_HOLDING_PERIOD', holdingEndsAt: new Date(now.getTime() - 1) }, 'ELIGIBLE'],
    ['credited', { state: 'CREDITED', holdingEndsAt: new Date(now.getTime() - 1) }, 'CREDITED'],
  ] as const)('%s', (_, referral, expected) => {
    expect(referralDisplayState(referral, now)).toBe(expected);
  });
});

describe('a friend’s masked first name', () => {
  it.each([
    ['Rina', 'R***a'],
    ['budi', 'B***i'],
    ['  Ani ', 'A***i'],
    ['Jo', 'J***'],
    ['A', 'A***'],
    ['', '***'],
  ])('%s → %s', (name, masked) => {
    expect(maskFirstName(name)).toBe(masked);
  });
});
