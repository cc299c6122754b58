// spec funds §4.4 "Recurring panel click" (decision 074), pure: where the portfolio dashboard's Nabung Rutin panel
// leads. The spec's two popups (in process, create limit) are the create page's notices, so that the panel is one
// plain link that works without JavaScript.
import { recurringCreatePath, recurringPortfolioPath } from '../recurring-paths';

export type RecurringPanelKind = 'IN_PROCESS' | 'LIMIT' | 'SCHEDULES' | 'CREATE';

export interface RecurringPanelInput {
  portfolioId: number;
  /** The investor is verified and the fund KYC complete (registration-indicator isKycComplete). */
  kycComplete: boolean;
  /** Schedules of the portfolio that count towards the limit (not stopped). */
  scheduleCount: number;
  /** spec funds §9 "Maximum 5 recurring schedules per portfolio". */
  maximum: number;
}

export function recurringPanel(input: RecurringPanelInput): { kind: RecurringPanelKind; href: `/${string}` } {
  // §4.4: an unverified user, or one whose fund KYC is not complete, sees an in-process notice (the create page's).
  if (!input.kycComplete) return { kind: 'IN_PROCESS', href: recurringCreatePath(input.portfolioId) };
  // With 5 schedules, the create-limit popup (the create page refuses with it).
  if (input.scheduleCount >= input.maximum) return { kind: 'LIMIT', href: recurringCreatePath(input.portfolioId) };
  // With 1 to 4, the portfolio's schedules; with none, create.
  if (input.scheduleCount > 0) return { kind: 'SCHEDULES', href: recurringPortfolioPath(input.portfolioId) };
  return { kind: 'CREATE', href: recurringCreatePath(input.portfolioId) };
}
