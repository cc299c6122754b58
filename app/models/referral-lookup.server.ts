// kyc/get-by-code/{code} (issue 18 item 3; spec funds §7 "Referral"; decision 086): whether a referral code belongs
// to someone, and its owner's masked first name. Apart from referrals.server.ts because it counts the asker's
// lookups with the sign-up limit's statement (sign-up.server.ts, which itself links referrals at sign-up).
import type { Db } from '../../db/client';
import { normalizeReferralCode } from '~/domain/kyc/referral-code';
import { maskFirstName } from '~/domain/policies/referral-programme';
import { db } from '~/lib/db.server';
import { codeOwner } from './referrals.server';
import { takeSignUpSlot } from './sign-up.server';

export type CodeLookup =
  | { ok: true; referralCode: string; referrerName: string }
  | { ok: false; reason: 'RATE_LIMITED'; retryAt: Date }
  | { ok: false; reason: 'UNKNOWN_CODE' | 'SELF_REFERRAL' };

/**
 * Whether a code belongs to someone (kyc/get-by-code/{code}) and its owner's masked first name. It reveals which
 * codes exist, so each asker's lookups are counted first, in one INSERT … SELECT (the sign-up limit's statement
 * and table, keyed `referral-code:{userId}`: 10 an hour; decision 086).
 */
export function lookUpReferralCode(userId: number, rawCode: string, now: Date, database: Db = db()): CodeLookup {
  const slot = takeSignUpSlot(`referral-code:${userId}`, now, database);
  if (!slot.ok) return { ok: false, reason: 'RATE_LIMITED', retryAt: slot.retryAt };
  const owner = codeOwner(database, rawCode);
  if (!owner) return { ok: false, reason: 'UNKNOWN_CODE' };
  if (owner.id === userId) return { ok: false, reason: 'SELF_REFERRAL' };
  return { ok: true, referralCode: normalizeReferralCode(rawCode), referrerName: maskFirstName(owner.firstName) };
}
