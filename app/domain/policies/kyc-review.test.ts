import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycStatus } from '../enums';
import { isRejected, isBlacklisted, REVISION_STATUSES, SUBMITTED_STATUSES } from './registration-indicator';
import {
  availableKycDecisions,
  decideKycReview,
  isInKycQueue,
  isRegistrationFailed,
  KYC_QUEUE_STATUSES,
  KYC_REJECTION_LIMIT,
  type KycReviewDecision,
  type KycReviewOutcome,
} from './kyc-review';

const APPROVE: KycReviewDecision = { kind: 'APPROVE' };
const REJECT: KycReviewDecision = { kind: 'REJECT', reason: 'FACE_MISMATCH' };
const BLACKLIST: KycReviewDecision = { kind: 'BLACKLIST' };
const done = (next: KycStatus, rejectionCount = 0, registrationFailed = false): KycReviewOutcome => ({
  allowed: true,
  next,
  rejectionCount,
  registrationFailed,
});
const ALREADY: KycReviewOutcome = { allowed: false, reason: 'ALREADY_DONE' };
const WRONG: KycReviewOutcome = { allowed: false, reason: 'WRONG_STATUS' };

describe('approve (issue 14 item 7; decision 045: verificationComplete directly, no KSEI export)', () => {
  it.each<[KycStatus | null, number, KycReviewOutcome]>([
    ['pendingVerification', 0, done('verificationComplete')],
    ['revisedAmend', 1, done('verificationComplete', 1)],
    ['pendingVerificationAmend', 2, done('verificationComplete', 2)],
    // Approving twice: nothing changes, and the model says so.
    ['verificationComplete', 0, ALREADY],
    // Never sent, rejected (the investor revises first), blacklisted, or a KSEI status this app never reaches.
    [null, 0, WRONG],
    ['rejectedInternal', 1, WRONG],
    ['rejectedInternalAmend', 2, WRONG],
    ['rejectedKsei', 1, WRONG],
    ['rejectedHth', 1, WRONG],
    ['blacklistedInternal', 0, WRONG],
    ['blacklistedKsei', 0, WRONG],
    ['verifiedByCelengan', 0, WRONG],
    ['verifiedByCelenganAmend', 0, WRONG],
    ['exportedToKsei', 0, WRONG],
  ])('from %s (%i rejections) → %j', (status, rejectionCount, expected) => {
    expect(decideKycReview({ status, rejectionCount }, APPROVE)).toEqual(expected);
  });
});

describe('reject with an internal reason (spec landing §4; spec funds §5 retry limit 3)', () => {
  it.each<[KycStatus | null, number, KycReviewOutcome]>([
    // The first form → rejectedInternal; a revision → rejectedInternalAmend; one more rejection counted.
    ['pendingVerification', 0, done('rejectedInternal', 1)],
    ['revisedAmend', 1, done('rejectedInternalAmend', 2)],
    ['pendingVerificationAmend', 1, done('rejectedInternalAmend', 2)],
    // The third rejection ends the registration.
    ['revisedAmend', 2, done('rejectedInternalAmend', 3, true)],
    ['pendingVerificationAmend', 2, done('rejectedInternalAmend', 3, true)],
    // At the limit nothing is counted further (such a registration cannot be sent again anyway).
    ['revisedAmend', 3, WRONG],
    // Rejecting a rejected registration: nothing changes.
    ['rejectedInternal', 1, ALREADY],
    ['rejectedInternalAmend', 3, ALREADY],
    [null, 0, WRONG],
    ['verificationComplete', 0, WRONG],
    ['blacklistedInternal', 0, WRONG],
    ['rejectedKsei', 1, WRONG],
    ['exportedToKsei', 0, WRONG],
  ])('from %s (%i rejections) → %j', (status, rejectionCount, expected) => {
    expect(decideKycReview({ status, rejectionCount }, REJECT)).toEqual(expected);
  });
});

describe('blacklist (any status but verificationComplete)', () => {
  it.each(KYC_STATUSES.filter((status) => status !== 'verificationComplete' && status !== 'blacklistedInternal'))('from %s → blacklistedInternal', (status) => {
    expect(decideKycReview({ status, rejectionCount: 1 }, BLACKLIST)).toEqual(done('blacklistedInternal', 1));
  });

  it.each<[KycStatus | null, KycReviewOutcome]>([
    [null, done('blacklistedInternal')],
    ['verificationComplete', WRONG],
    ['blacklistedInternal', ALREADY],
  ])('from %s → %j', (status, expected) => {
    expect(decideKycReview({ status, rejectionCount: 0 }, BLACKLIST)).toEqual(expected);
  });

  it('keeps a failed registration failed', () => {
    expect(decideKycReview({ status: 'rejectedInternalAmend', rejectionCount: 3 }, BLACKLIST)).toEqual(done('blacklistedInternal', 3, true));
  });
});

describe('the queue and the buttons', () => {
  it('holds exactly the statuses waiting for us: sent first forms and revisions, of the landing’s groups', () => {
    expect(KYC_QUEUE_STATUSES).toEqual(['pendingVerification', 'revisedAmend', 'pendingVerificationAmend']);
    for (const status of KYC_QUEUE_STATUSES) expect(SUBMITTED_STATUSES.has(status) || REVISION_STATUSES.has(status)).toBe(true);
    expect(KYC_STATUSES.filter(isInKycQueue)).toEqual([...KYC_QUEUE_STATUSES]);
    expect(isInKycQueue(null)).toBe(false);
  });

  it('every decision leads to a status the landing indicator reads as such', () => {
    const from = { status: 'pendingVerification' as const, rejectionCount: 0 };
    const reject = decideKycReview(from, REJECT);
    const blacklist = decideKycReview(from, BLACKLIST);
    expect(reject.allowed && isRejected(reject.next)).toBe(true);
    expect(blacklist.allowed && isBlacklisted(blacklist.next)).toBe(true);
  });

  it.each<[KycStatus | null, number, Array<KycReviewDecision['kind']>]>([
    ['pendingVerification', 0, ['APPROVE', 'REJECT', 'BLACKLIST']],
    ['revisedAmend', 2, ['APPROVE', 'REJECT', 'BLACKLIST']],
    ['rejectedInternal', 1, ['BLACKLIST']],
    ['verificationComplete', 0, []],
    ['blacklistedInternal', 0, []],
    [null, 0, ['BLACKLIST']],
  ])('offers for %s (%i rejections): %j', (status, rejectionCount, expected) => {
    expect(availableKycDecisions({ status, rejectionCount })).toEqual(expected);
  });

  it.each([
    [0, false],
    [2, false],
    [KYC_REJECTION_LIMIT, true],
    [4, true],
  ])('%i rejections: failed %s', (count, failed) => {
    expect(isRegistrationFailed(count)).toBe(failed);
  });
});
