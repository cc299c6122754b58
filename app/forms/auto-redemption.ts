// An auto-redemption rule's terms (issue 18 item 4; spec funds §4.5 "Auto-redemption"; decision 087): ONE schema read
// by the create and edit pages' form (a plain post, with or without JavaScript) and by the API's PATCH body; and the
// consent form (the approval page, give-consent). Fields: `triggerType` PERCENTAGE_PROFIT or PERIOD, `profitTarget`
// a percent (a JSON number such as 12.5, or text "12,5"; 1-100 with at most 2 decimals), `periodMonths` 1, 3 or 6,
// `scope` ALL or PROFIT_ONLY. Messages are translation keys (./messages.ts).
import { z } from 'zod';
import { AUTO_REDEMPTION_SCOPES, AUTO_REDEMPTION_TRIGGER_TYPES } from '~/domain/service-enums';
import { bpsFromPercentText, MAX_PROFIT_TARGET_BPS, MIN_PROFIT_TARGET_BPS, termsOf, type AutoRedemptionTerms } from '~/domain/policies/auto-redemption';
import { message } from './messages';
import { emptyToUndefined } from './request-fields';

const required = message('validation:required');
export const PROFIT_TARGET_MESSAGE = message('autoRedemption:errors.profitTarget', { min: MIN_PROFIT_TARGET_BPS / 100, max: MAX_PROFIT_TARGET_BPS / 100 });

const textOrNumber = z.union([z.number().finite().transform((n) => String(n)), z.string().trim().max(10, { error: PROFIT_TARGET_MESSAGE })], {
  error: PROFIT_TARGET_MESSAGE,
});

export const autoRedemptionTermsSchema = z
  .object({
    triggerType: z.preprocess(emptyToUndefined, z.enum(AUTO_REDEMPTION_TRIGGER_TYPES, { error: (issue) => (issue.input === undefined ? required : message('validation:memberOf')) })),
    profitTarget: z.preprocess(emptyToUndefined, textOrNumber.optional()),
    periodMonths: z.preprocess(emptyToUndefined, textOrNumber.optional()),
    scope: z.preprocess(emptyToUndefined, z.enum(AUTO_REDEMPTION_SCOPES, { error: (issue) => (issue.input === undefined ? required : message('validation:memberOf')) })),
  })
  .transform((value, ctx): AutoRedemptionTerms => {
    const profitTargetBps = value.profitTarget === undefined ? null : bpsFromPercentText(value.profitTarget);
    const periodMonths = value.periodMonths === undefined || !/^\d{1,2}$/.test(value.periodMonths) ? null : Number(value.periodMonths);
    const result = termsOf({ triggerType: value.triggerType, profitTargetBps, periodMonths, scope: value.scope });
    if (result.ok) return result.terms;
    const missing = result.problem.field === 'profitTarget' ? value.profitTarget === undefined : value.periodMonths === undefined;
    ctx.addIssue({
      code: 'custom',
      path: [result.problem.field],
      message: missing ? required : result.problem.field === 'profitTarget' ? PROFIT_TARGET_MESSAGE : message('autoRedemption:errors.periodMonths'),
    });
    return z.NEVER;
  });

/** The investor's answer on the approval page (and the give-consent body): agree, or take the request back. */
export const autoRedemptionConsentSchema = z.object({
  intent: z.preprocess(emptyToUndefined, z.enum(['consent', 'withdraw'], { error: message('validation:memberOf') }).default('consent')),
  consent: z.preprocess(
    (value) => (value === 'true' || value === 'on' || value === '1' || value === true ? true : value === '' || value === null ? undefined : value),
    z.literal(true, { error: message('autoRedemption:errors.consent') }).optional(),
  ),
});

/** The give-consent body: `{ consent: true }` (a JSON or a form body). */
export const giveConsentSchema = z.object({
  consent: z.preprocess((value) => (value === 'true' || value === 'on' || value === '1' ? true : value), z.literal(true, { error: message('autoRedemption:errors.consent') })),
});

/** The edit page's intent: save the new terms, or ask to stop the rule. */
export const autoRedemptionEditIntentSchema = z.object({
  intent: z.preprocess(emptyToUndefined, z.enum(['save', 'cancel'], { error: message('validation:memberOf') }).default('save')),
});
