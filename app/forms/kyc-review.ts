// The operator's decision forms (issue 14 item 7; decision 045): one schema per form, parsed by conform in the
// browser and again in the action. Every decision needs its confirmation ticked (the page works without
// JavaScript, so the confirmation is a checkbox, not a dialog); a rejection needs one of the internal reasons
// of spec landing §4 (KYC_INTERNAL_REJECTION_REASONS).
import { z } from 'zod';
import { ID_PATTERN } from '~/domain/ids';
import { KYC_INTERNAL_REJECTION_REASONS } from '~/domain/kyc/enums';

const confirmed = () => z.literal('on', { error: 'kycReview:decisions.errors.confirm' });

/** /operator/kyc/{userId}: approve, reject with a reason, or blacklist. */
export const kycDecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), confirm: confirmed() }),
  z.object({
    intent: z.literal('reject'),
    reason: z.enum(KYC_INTERNAL_REJECTION_REASONS, { error: 'kycReview:decisions.errors.reason' }),
    confirm: confirmed(),
  }),
  z.object({ intent: z.literal('blacklist'), confirm: confirmed() }),
]);
export type KycDecisionForm = z.infer<typeof kycDecisionSchema>;
export const KYC_DECISION_INTENTS = ['approve', 'reject', 'blacklist'] as const;

/** /operator/rekening: verify or reject one pending bank account. */
export const bankAccountDecisionSchema = z.object({
  intent: z.enum(['verify', 'reject']),
  bankAccountId: z.string().regex(ID_PATTERN).transform(Number),
  confirm: z.literal('on', { error: 'kycReview:decisions.errors.confirm' }),
});
export type BankAccountDecisionForm = z.infer<typeof bankAccountDecisionSchema>;
