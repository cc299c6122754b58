// The profile's display settings and closed popups (spec landing §7 "POST update notification setting:
// any of enableMutualFundBalanceMasking, hasClosedMutualFundFinancialGoalsPopup, ...,
// skipFetchUserProfile"; funds §7 "POST notification setting with body
// hasDismissedMutualFundRiskWarningPopup=true"). One schema for the landing page's forms (a hidden
// field per setting, posted with or without JavaScript) and the JSON API.
import { z } from 'zod';

/**
 * The balance toggle: on and off (spec landing §1 "hide/show balance toggle"); issue 17 item 5: the notification
 * emails (users.email_notifications, the toggle on /me, decision 080).
 */
export const TOGGLE_SETTINGS = ['enableMutualFundBalanceMasking', 'emailNotifications'] as const;

/**
 * Closed popups and dismissed cards: closing is one way (nothing in the product reopens them), so the
 * only value accepted is true.
 */
export const CLOSE_SETTINGS = [
  'hasClosedMutualFundFinancialGoalsPopup',
  'hasDismissedMutualFundHoldingPeriodReferralCashbackCard',
  'hasClosedMutualFundSuccessRegistrationCard',
  'hasClosedMutualFundSuccessRegistrationPopup',
  'hasClosedMutualFundSuccessRevisionPopup',
  'hasClosedMutualFundSuccessVerificationPopup',
  'hasDismissedMutualFundRiskWarningPopup',
] as const;

export type ToggleSetting = (typeof TOGGLE_SETTINGS)[number];
export type CloseSetting = (typeof CLOSE_SETTINGS)[number];
export type NotificationSetting = ToggleSetting | CloseSetting;

/** true/false as JSON booleans or form strings. */
const booleanValue = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'validation:memberOf',
});
const trueValue = booleanValue.refine((v) => v, { error: 'validation:memberOf' });

export const notificationSettingsSchema = z
  .object({
    enableMutualFundBalanceMasking: booleanValue.optional(),
    emailNotifications: booleanValue.optional(),
    hasClosedMutualFundFinancialGoalsPopup: trueValue.optional(),
    hasDismissedMutualFundHoldingPeriodReferralCashbackCard: trueValue.optional(),
    hasClosedMutualFundSuccessRegistrationCard: trueValue.optional(),
    hasClosedMutualFundSuccessRegistrationPopup: trueValue.optional(),
    hasClosedMutualFundSuccessRevisionPopup: trueValue.optional(),
    hasClosedMutualFundSuccessVerificationPopup: trueValue.optional(),
    hasDismissedMutualFundRiskWarningPopup: trueValue.optional(),
    // The spec's client flag: whether the client refetches the profile afterwards. Accepted, unused.
    skipFetchUserProfile: booleanValue.optional(),
  })
  .strict()
  .transform(({ skipFetchUserProfile: _skip, ...settings }) => settings)
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), {
    error: 'validation:required',
  });

export type NotificationSettingsPatch = z.output<typeof notificationSettingsSchema>;
