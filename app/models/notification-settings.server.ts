// The profile's display settings and closed popups (spec landing §7 "update notification setting";
// issue 4 item 3 "Closing a popup or card is saved on the profile and survives a reload").
import { eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import type { NotificationSettingsPatch } from '~/forms/notification-settings';
import { db as defaultDb } from '~/lib/db.server';

export type NotificationSettings = Required<NotificationSettingsPatch>;

const columns = {
  enableMutualFundBalanceMasking: schema.users.enableMutualFundBalanceMasking,
  emailNotifications: schema.users.emailNotifications,
  hasClosedMutualFundFinancialGoalsPopup: schema.users.hasClosedMutualFundFinancialGoalsPopup,
  hasDismissedMutualFundHoldingPeriodReferralCashbackCard: schema.users.hasDismissedMutualFundHoldingPeriodReferralCashbackCard,
  hasClosedMutualFundSuccessRegistrationCard: schema.users.hasClosedMutualFundSuccessRegistrationCard,
  hasClosedMutualFundSuccessRegistrationPopup: schema.users.hasClosedMutualFundSuccessRegistrationPopup,
  hasClosedMutualFundSuccessRevisionPopup: schema.users.hasClosedMutualFundSuccessRevisionPopup,
  hasClosedMutualFundSuccessVerificationPopup: schema.users.hasClosedMutualFundSuccessVerificationPopup,
  hasDismissedMutualFundRiskWarningPopup: schema.users.hasDismissedMutualFundRiskWarningPopup,
};

/** Applies the given settings to the user's profile and returns every setting as it now stands. */
export function updateNotificationSettings(
  userId: number,
  patch: NotificationSettingsPatch,
  now = new Date(),
  database: Db = defaultDb(),
): NotificationSettings | null {
  const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return (
    database
      .update(schema.users)
      .set({ ...values, updatedAt: now })
      .where(eq(schema.users.id, userId))
      .returning(columns)
      .get() ?? null
  );
}
