// The referral programme's rules, from the referrer's side (issue 18 item 3; spec funds §4.5 "Referral
// eligibility status", §9 "Minimum referral transaction value 1,000,000"; spec landing §4 "Referral states";
// decisions 025 and 085). Pure: the clock and the random bytes are passed in.
//   - codes: 8 characters of Crockford's base32 (no I, L, O, U: nothing to misread), from random bytes;
//   - linking a friend: the code must belong to someone, never to the friend; one referrer per friend, the
//     first one kept (the database's UNIQUE and CHECK on `referrals` back it);
//   - the referrer's reward: the friend's first completed rupiah purchase of at least Rp 1.000.000 starts the
//     holding period; the release job credits it afterwards;
//   - what the referrer sees: a friend's state (a holding period that is over shows as ELIGIBLE until the job
//     credits it) and a masked first name.
import type { Currency } from '../enums';
import type { ReferralState } from '../service-enums';
import { REFERRAL_BANNER_CASHBACK_AMOUNT } from './referral-card';

/** Crockford's base32 alphabet: digits and capitals without I, L, O and U. */
export const REFERRAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 8 characters: 32^8 ≈ 1.1 × 10^12 codes, so a guessed one hits nobody in practice. */
export const REFERRAL_CODE_LENGTH = 8;

/** Spec funds §9: the friend's purchase must reach this (whole rupiah). */
export const REFERRAL_MINIMUM_TRANSACTION_AMOUNT = 1_000_000;
/**
 * The referrer's reward per friend (spec: "Fixed referral cashback: not shown"): the landing banner's
 * Rp 25.000 (§9 "Cashback banner amount 25000"), the amount the banner promises the referrer (decision 085).
 */
export const REFERRER_REWARD_AMOUNT = REFERRAL_BANNER_CASHBACK_AMOUNT;

/** A code from REFERRAL_CODE_LENGTH random bytes (each byte's low 5 bits: uniform over the 32 symbols). */
export function referralCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new Error(`a referral code needs ${REFERRAL_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

export type ReferralLinkRefusal = 'UNKNOWN_CODE' | 'SELF_REFERRAL' | 'ALREADY_REFERRED';

export type ReferralLinkDecision =
  /** `alreadyLinked`: the friend already has this very referrer (nothing to write). */
  | { allowed: true; alreadyLinked: boolean }
  | { allowed: false; reason: ReferralLinkRefusal };

/**
 * Whether a friend may be linked to the owner of a code: the code must belong to someone (`codeOwnerId`),
 * not to the friend, and the friend must have no other referrer (the first is kept).
 */
export function referralLinkDecision(input: { codeOwnerId: number | null; refereeId: number; currentReferrerId: number | null }): ReferralLinkDecision {
  if (input.codeOwnerId === null) return { allowed: false, reason: 'UNKNOWN_CODE' };
  if (input.codeOwnerId === input.refereeId) return { allowed: false, reason: 'SELF_REFERRAL' };
  if (input.currentReferrerId !== null) {
    return input.currentReferrerId === input.codeOwnerId ? { allowed: true, alreadyLinked: true } : { allowed: false, reason: 'ALREADY_REFERRED' };
  }
  return { allowed: true, alreadyLinked: false };
}

/**
 * Whether a friend's completed order earns the referrer's reward: a purchase (BUY) in rupiah of at least the
 * minimum while the referral still waits for it. A smaller purchase earns nothing and leaves it waiting; a
 * dollar fund's purchase does not count (the minimum is in rupiah; decision 085).
 */
export function referrerRewardQualifies(input: { state: ReferralState; orderType: string; currency: Currency; amount: number }): boolean {
  return (
    input.state === 'WAITING_TRANSACTION' &&
    input.orderType === 'BUY' &&
    input.currency === 'IDR' &&
    input.amount >= REFERRAL_MINIMUM_TRANSACTION_AMOUNT
  );
}

/** The state the referrer sees: a holding period that is over is ELIGIBLE until the release job credits it. */
export function referralDisplayState(referral: { state: ReferralState; holdingEndsAt: Date | null }, now: Date): ReferralState {
  if (referral.state === 'ON_HOLDING_PERIOD' && referral.holdingEndsAt !== null && referral.holdingEndsAt.getTime() <= now.getTime()) return 'ELIGIBLE';
  return referral.state;
}

/**
 * A friend's first name as the referrer sees it (no personal data of the friend beyond this): the first and
 * last letters around three stars, "Rina" → "R***a"; a name of one or two letters keeps only its first.
 */
export function maskFirstName(firstName: string): string {
  const letters = [...firstName.trim()];
  if (letters.length === 0) return '***';
  const first = letters[0]!.toLocaleUpperCase('id-ID');
  return letters.length <= 2 ? `${first}***` : `${first}***${letters[letters.length - 1]!.toLocaleLowerCase('id-ID')}`;
}
