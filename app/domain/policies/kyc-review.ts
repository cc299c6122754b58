// The operator's decision on a registration (issue 14 item 7; docs/decisions/045-kyc-review-flow.md): which
// decision is allowed from which KYC status, and where it leads. Pure: the model
// (app/models/kyc-review.server.ts) reads the user, asks here, and writes what this answers.
//
// - Approve: a registration waiting for us (sent, revised, or an amend pending) → verificationComplete.
//   There is no KSEI export in this app, so approval is the last step (decision 045).
// - Reject with an internal reason (spec landing §4): the first form → rejectedInternal, a revision →
//   rejectedInternalAmend; one more rejection counted; the third ends the registration (spec funds §5
//   "KYC retry limit step count: 3"): no more revising, /reksadana/registrasi/gagal.
// - Blacklist: from any status but verificationComplete (or none at all) → blacklistedInternal.
// A decision already taken (approving an approved registration, rejecting a rejected one, blacklisting a
// blacklisted user) is ALREADY_DONE: the model changes nothing and says so.
import type { KycInternalRejectionReason, KycStatus } from '../enums';

/** Spec funds §5 "KYC retry limit step count: 3": the third rejection ends the registration. */
export const KYC_REJECTION_LIMIT = 3;

/** Registrations waiting for an operator, the review queue's statuses (the first form, then revisions). */
export const KYC_QUEUE_STATUSES = ['pendingVerification', 'revisedAmend', 'pendingVerificationAmend'] as const satisfies readonly KycStatus[];
export type KycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];

export function isInKycQueue(status: KycStatus | null): status is KycQueueStatus {
  return status !== null && (KYC_QUEUE_STATUSES as readonly KycStatus[]).includes(status);
}

/** The amend statuses of the queue: a rejection of these is a rejection of a revision. */
const REVISION_QUEUE_STATUSES: ReadonlySet<KycStatus> = new Set<KycStatus>(['revisedAmend', 'pendingVerificationAmend']);

export type KycReviewDecision =
  | { kind: 'APPROVE' }
  | { kind: 'REJECT'; reason: KycInternalRejectionReason }
  | { kind: 'BLACKLIST' };

export interface KycReviewSubject {
  status: KycStatus | null;
  /** Rejections so far (users.kyc_rejection_count). */
  rejectionCount: number;
}

export type KycReviewOutcome =
  | {
      allowed: true;
      next: KycStatus;
      /** users.kyc_rejection_count after the decision. */
      rejectionCount: number;
      /** The rejection limit is reached: the registration has failed and cannot be revised. */
      registrationFailed: boolean;
    }
  /** Already decided so: nothing to change. */
  | { allowed: false; reason: 'ALREADY_DONE' }
  /** Not a decision the current status allows (e.g. approving a registration that was never sent). */
  | { allowed: false; reason: 'WRONG_STATUS' };

export function isRegistrationFailed(rejectionCount: number): boolean {
  return rejectionCount >= KYC_REJECTION_LIMIT;
}

export function decideKycReview(subject: KycReviewSubject, decision: KycReviewDecision): KycReviewOutcome {
  const { status, rejectionCount } = subject;
  const unchanged = { rejectionCount, registrationFailed: isRegistrationFailed(rejectionCount) };
  switch (decision.kind) {
    case 'APPROVE':
      if (status === 'verificationComplete') return { allowed: false, reason: 'ALREADY_DONE' };
      if (!isInKycQueue(status)) return { allowed: false, reason: 'WRONG_STATUS' };
      return { allowed: true, next: 'verificationComplete', ...unchanged };
    case 'REJECT': {
      if (status === 'rejectedInternal' || status === 'rejectedInternalAmend') return { allowed: false, reason: 'ALREADY_DONE' };
      // A registration at the limit is not in the queue (it cannot be sent again); the check keeps the count bounded.
      if (!isInKycQueue(status) || isRegistrationFailed(rejectionCount)) return { allowed: false, reason: 'WRONG_STATUS' };
      const count = rejectionCount + 1;
      return {
        allowed: true,
        next: REVISION_QUEUE_STATUSES.has(status) ? 'rejectedInternalAmend' : 'rejectedInternal',
        rejectionCount: count,
        registrationFailed: isRegistrationFailed(count),
      };
    }
    case 'BLACKLIST':
      if (status === 'blacklistedInternal') return { allowed: false, reason: 'ALREADY_DONE' };
      if (status === 'verificationComplete') return { allowed: false, reason: 'WRONG_STATUS' };
      return { allowed: true, next: 'blacklistedInternal', ...unchanged };
  }
}

/** The decisions the operator's page offers for a status (the buttons shown). */
export function availableKycDecisions(subject: KycReviewSubject): Array<KycReviewDecision['kind']> {
  const probe: KycReviewDecision[] = [{ kind: 'APPROVE' }, { kind: 'REJECT', reason: 'ID_CARD_UNREADABLE' }, { kind: 'BLACKLIST' }];
  return probe.filter((decision) => decideKycReview(subject, decision).allowed).map((decision) => decision.kind);
}
