import { describe, expect, it } from 'vitest';
import { notificationSettingsSchema } from './notification-settings';

describe('notification settings schema', () => {
  it.each([
    ['the balance toggle on, from a form', { enableMutualFundBalanceMasking: 'true' }, { enableMutualFundBalanceMasking: true }],
    ['the balance toggle off, from JSON', { enableMutualFundBalanceMasking: false }, { enableMutualFundBalanceMasking: false }],
    ['a closed popup', { hasClosedMutualFundSuccessVerificationPopup: true }, { hasClosedMutualFundSuccessVerificationPopup: true }],
    ['a dismissed card from a form', { hasDismissedMutualFundHoldingPeriodReferralCashbackCard: 'true' }, { hasDismissedMutualFundHoldingPeriodReferralCashbackCard: true }],
    ['several at once, skipFetchUserProfile dropped', { hasClosedMutualFundFinancialGoalsPopup: true, enableMutualFundBalanceMasking: true, skipFetchUserProfile: true }, { hasClosedMutualFundFinancialGoalsPopup: true, enableMutualFundBalanceMasking: true }],
  ])('accepts %s', (_, input, expected) => {
    const parsed = notificationSettingsSchema.safeParse(input);
    expect(parsed.success && parsed.data).toEqual(expected);
  });

  it.each([
    ['nothing', {}],
    ['only skipFetchUserProfile', { skipFetchUserProfile: true }],
    ['reopening a closed popup', { hasClosedMutualFundSuccessRegistrationCard: false }],
    ['an unknown setting', { isVerified: true }],
    ['a value that is not a boolean', { enableMutualFundBalanceMasking: 'yes' }],
    ['a number', { enableMutualFundBalanceMasking: 1 }],
  ])('refuses %s', (_, input) => {
    expect(notificationSettingsSchema.safeParse(input).success).toBe(false);
  });
});
