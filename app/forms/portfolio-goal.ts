// The forms of a goal portfolio (issue 16 items 3, 4; spec funds §5 portfolio name, target amount, target date,
// retirement age; decision 066): ONE schema per form, used by conform in the browser and by the action on the server
// (with or without JavaScript). The target's range depends on the day and on the investor's age, so each schema is
// made for a context (`today`, the retirement ages offered): the page passes the loader's, the action its own.
// Messages are translation keys (./messages.ts).
import { z } from 'zod';
import type { IsoDate } from '~/domain/dates';
import { GOAL_TYPES } from '~/domain/enums';
import {
  GOAL_ICONS,
  isTargetMonthInRange,
  MAX_TARGET_AMOUNT,
  PORTFOLIO_NAME_MAX_LENGTH,
  TARGET_AMOUNT_MAX_LENGTH,
} from '~/domain/policies/portfolio-goals';
import { message } from './messages';
import { emptyToUndefined } from './request-fields';

const required = message('validation:required');
const memberOf = message('validation:memberOf');

export interface GoalFormContext {
  today: IsoDate;
  /** The retirement ages a robo portfolio offers (empty: robo targets take a month too). */
  retirementAges: readonly number[];
}

/** A checkbox: "on" (or "true") when ticked, absent otherwise. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** The masked amount ("10.000.000"): at most 23 characters, digits grouped by dots; whole rupiah. */
export function parseTargetAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.?\d{3})*$/.test(trimmed) && !/^\d+$/.test(trimmed)) return null;
  const digits = trimmed.replaceAll('.', '').replace(/^0+(?=\d)/, '');
  if (digits.length > String(MAX_TARGET_AMOUNT).length) return Number.POSITIVE_INFINITY;
  return Number(digits);
}

const nameField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(PORTFOLIO_NAME_MAX_LENGTH, { error: message('validation:maxLength', { max: PORTFOLIO_NAME_MAX_LENGTH }) });

function targetFields() {
  return {
    showTarget: checkbox,
    targetAmount: z.preprocess(
      emptyToUndefined,
      z.string().max(TARGET_AMOUNT_MAX_LENGTH, { error: message('validation:maxLength', { max: TARGET_AMOUNT_MAX_LENGTH }) }).optional(),
    ),
    targetMonth: z.preprocess(emptyToUndefined, z.string().max(7, { error: message('validation:dateFormat') }).optional()),
    retirementAge: z.preprocess(emptyToUndefined, z.coerce.number({ error: memberOf }).int({ error: memberOf }).optional()),
  };
}

interface TargetValues {
  showTarget: boolean;
  targetAmount?: string;
  targetMonth?: string;
  retirementAge?: number;
}

/**
 * Turning the target on needs an amount (above 0, at most MAX_TARGET_AMOUNT) and a date: a month from 1 month to
 * 100 years ahead, or for a robo portfolio (when ages are offered) a retirement age of the list (spec funds §4.3
 * "Turning the target switch on enables target amount and date", §5).
 */
function checkTarget(values: TargetValues, robo: boolean, context: GoalFormContext, ctx: z.RefinementCtx) {
  if (!values.showTarget) return;
  if (values.targetAmount === undefined) ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: required });
  else {
    const amount = parseTargetAmount(values.targetAmount);
    if (amount === null) ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: message('validation:numeric') });
    else if (amount <= 0) ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: message('validation:minValue', { min: 1 }) });
    else if (amount > MAX_TARGET_AMOUNT) ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: 'goals:form.errors.targetTooLarge' });
  }
  if (robo && context.retirementAges.length > 0) {
    if (values.retirementAge === undefined) ctx.addIssue({ code: 'custom', path: ['retirementAge'], message: required });
    else if (!context.retirementAges.includes(values.retirementAge)) ctx.addIssue({ code: 'custom', path: ['retirementAge'], message: memberOf });
  } else if (values.targetMonth === undefined) ctx.addIssue({ code: 'custom', path: ['targetMonth'], message: required });
  else if (!isTargetMonthInRange(values.targetMonth, context.today)) ctx.addIssue({ code: 'custom', path: ['targetMonth'], message: 'goals:form.errors.targetMonth' });
}

/** `/reksadana/portfolio?buat=true`: goal type (its icon follows), name, robo or not, and the optional target. */
export function createPortfolioSchema(context: GoalFormContext) {
  return z
    .object({
      goalType: z.enum(GOAL_TYPES, { error: required }),
      name: nameField,
      robo: checkbox,
      ...targetFields(),
    })
    .superRefine((values, ctx) => checkTarget(values, values.robo, context, ctx));
}
export type CreatePortfolioForm = z.output<ReturnType<typeof createPortfolioSchema>>;

/**
 * `/reksadana/portfolio/:id/ubah` and the edit dialog: icon, name and the target. Whether the name and the icon may
 * change is the model's to judge (a default portfolio's are fixed; policies/portfolio-goals.ts editableFields): the
 * form sends them only when they may.
 */
export function editPortfolioSchema(context: GoalFormContext & { robo: boolean; nameEditable: boolean }) {
  return z
    .object({
      icon: z.preprocess(emptyToUndefined, z.enum(GOAL_ICONS, { error: memberOf }).optional()),
      // A read-only name is not sent (and not read).
      name: context.nameEditable ? nameField : z.unknown().transform(() => undefined),
      ...targetFields(),
    })
    .superRefine((values, ctx) => checkTarget(values, context.robo, context, ctx));
}
export type EditPortfolioForm = z.output<ReturnType<typeof editPortfolioSchema>>;

/** `/reksadana/portfolio/:id/hapus`: the confirmation. */
export const deletePortfolioSchema = z.object({ confirm: z.literal('true', { error: memberOf }) });
