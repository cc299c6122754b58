// A Nabung Rutin schedule's request (issue 17 item 1; spec funds §3 "Recurring schedule", "Buy request"
// `recurringInvestment`, §5 "Recurring purchase", §7 recurring-investments): ONE schema read by the pages' form
// (conform, with or without JavaScript) and by the API's POST and PATCH bodies; the cart's buy request reads the
// same plan fields (forms/buy.ts). Shape only: what the request means (verified investor, robo portfolio, the
// five-schedule limit, the minimum, the end date's window from today) is the rules' (policies/recurring-rules.ts).
// Messages are translation keys (./messages.ts).
import { z } from 'zod';
import { RECURRING_PERIODS, RECURRING_VALIDITIES, type RecurringPeriod, type RecurringValidity } from '~/domain/enums';
import { isoFromDayMonthYear, MONTHLY_DAYS, WEEKDAYS, type RecurringRule } from '~/domain/recurring-schedule';
import { isIsoDate, type IsoDate } from '~/domain/dates';
import { message } from './messages';
import { emptyToUndefined, requestIdSchema } from './request-fields';

const required = message('validation:required');
/** As the buy request's amount text (forms/buy.ts AMOUNT_TEXT_MAX_LENGTH; not imported: buy.ts imports this module). */
const AMOUNT_TEXT_MAX_LENGTH = 30;

/** Major units as typed (masked "1.000.000", or a JSON number); the model parses it in the fund's currency. */
export const recurringAmountSchema = z.preprocess(
  emptyToUndefined,
  z.union(
    [
      z.number().finite().transform((n) => String(n)),
      z
        .string()
        .trim()
        .min(1, { error: required })
        .max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) }),
    ],
    { error: (issue) => (issue.input === undefined ? required : message('validation:numeric')) },
  ),
);

/** A day of the month or a weekday: a number (JSON) or digits (form). */
const dayNumber = z.preprocess(
  emptyToUndefined,
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, { error: message('validation:numeric') }).transform(Number)], { error: message('validation:numeric') })
    .optional(),
);

/** DD-MM-YYYY (spec funds §3 "endDate in DD-MM-YYYY"; a date input's YYYY-MM-DD is taken too), as an ISO date. */
const endDateText = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: message('validation:dateFormat') })
    .transform((text, ctx) => {
      // DD-MM-YYYY as the spec's requests send it; YYYY-MM-DD as a form's native date input posts it.
      const iso = isoFromDayMonthYear(text) ?? (isIsoDate(text.trim()) ? text.trim() : null);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: message('validation:dateFormat') });
        return z.NEVER;
      }
      return iso;
    })
    .optional(),
);

/** The plan of a schedule: when it buys and until when. */
export interface RecurringPlan {
  rule: RecurringRule;
  validity: RecurringValidity;
  /** ISO; null with FOREVER. */
  endDate: IsoDate | null;
}

type PlanFields = { period: RecurringPeriod; date?: number | undefined; validity: RecurringValidity; endDate?: IsoDate | undefined };

/** A problem of a plan's fields: the field (as the request names it) and the message key. */
export interface PlanProblem {
  field: string;
  message: string;
}

/**
 * The period's day and the end date's presence (§5): MONTHLY takes 1-31, WEEKLY 1 (Monday) to 7 (Sunday), DAILY
 * none (a day sent with it is ignored: a form keeps the hidden picker's value); CHOOSE_DATE needs the end date,
 * FOREVER ignores one. `names` maps the plan's fields to the request's (the cart prefixes them).
 */
export function planProblems(value: PlanFields, names: { date: string; endDate: string } = { date: 'date', endDate: 'endDate' }): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (value.period !== 'DAILY') {
    const bounds = value.period === 'MONTHLY' ? MONTHLY_DAYS : WEEKDAYS;
    const key = value.period === 'MONTHLY' ? 'recurring:rules.errors.monthlyDate' : 'recurring:rules.errors.weekday';
    if (value.date === undefined) problems.push({ field: names.date, message: required });
    else if (!Number.isInteger(value.date) || value.date < bounds.min || value.date > bounds.max) problems.push({ field: names.date, message: key });
  }
  if (value.validity === 'CHOOSE_DATE' && value.endDate === undefined) problems.push({ field: names.endDate, message: required });
  return problems;
}

function checkPlan(value: PlanFields, ctx: z.RefinementCtx, names: { date: string; endDate: string }) {
  for (const problem of planProblems(value, names)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export function planOf(value: PlanFields): RecurringPlan {
  const rule: RecurringRule = value.period === 'DAILY' ? { period: 'DAILY', day: null } : { period: value.period, day: value.date! };
  return { rule, validity: value.validity, endDate: value.validity === 'CHOOSE_DATE' ? value.endDate! : null };
}

const periodSchema = z.enum(RECURRING_PERIODS, { error: (issue) => (issue.input === undefined ? required : message('validation:memberOf')) });
const validitySchema = z.preprocess(
  emptyToUndefined,
  z.enum(RECURRING_VALIDITIES, { error: (issue) => (issue.input === undefined ? required : message('validation:memberOf')) }),
);

/** The plan's own fields: `period`, `date`, `validity`, `endDate` (also the buy request's `recurringInvestment`). */
export const recurringPlanFields = {
  period: z.preprocess(emptyToUndefined, periodSchema),
  date: dayNumber,
  validity: validitySchema,
  endDate: endDateText,
};

/** The buy request's `recurringInvestment` object (spec funds §3), as its plan. */
export const recurringInvestmentSchema = z
  .object(recurringPlanFields, { error: 'recurring:rules.errors.invalidBody' })
  .superRefine((value, ctx) => checkPlan(value, ctx, { date: 'date', endDate: 'endDate' }))
  .transform(planOf);

/** A change of a schedule (PATCH, the edit page): amount and plan. */
export const recurringScheduleChangeSchema = z
  .object({ amount: recurringAmountSchema, ...recurringPlanFields }, { error: 'recurring:rules.errors.invalidBody' })
  .superRefine((value, ctx) => checkPlan(value, ctx, { date: 'date', endDate: 'endDate' }))
  .transform((value) => ({ amount: value.amount, ...planOf(value) }));
export type RecurringScheduleChange = z.output<typeof recurringScheduleChangeSchema>;

/**
 * A new schedule (POST, the create page): `portfolioId`, `mutualFundId`, `amount` (major units, masked text or
 * a number), `period` MONTHLY|WEEKLY|DAILY, `date` (1-31 or 1-7; absent for DAILY), `validity` FOREVER|CHOOSE_DATE,
 * `endDate` DD-MM-YYYY (required with CHOOSE_DATE).
 */
export const recurringScheduleSchema = z
  .object({ portfolioId: requestIdSchema, mutualFundId: requestIdSchema, amount: recurringAmountSchema, ...recurringPlanFields }, { error: 'recurring:rules.errors.invalidBody' })
  .superRefine((value, ctx) => checkPlan(value, ctx, { date: 'date', endDate: 'endDate' }))
  .transform((value) => ({ portfolioId: value.portfolioId, mutualFundId: value.mutualFundId, amount: value.amount, ...planOf(value) }));
export type RecurringScheduleRequest = z.output<typeof recurringScheduleSchema>;

/** The cart form's optional plan fields (forms/buy.ts): `recurringPeriod`, `recurringDate`, `recurringValidity`, `recurringEndDate`. */
export const CART_RECURRING_FIELDS = { period: 'recurringPeriod', date: 'recurringDate', validity: 'recurringValidity', endDate: 'recurringEndDate' } as const;

/** The cart's plan fields as read (forms/buy.ts). */
export interface CartPlanFields {
  recurringPeriod?: RecurringPeriod | undefined;
  recurringDate?: number | undefined;
  recurringValidity?: RecurringValidity | undefined;
  recurringEndDate?: IsoDate | undefined;
}

/** The cart's plan fields: all or none (the period names the plan; no period and no validity means no schedule). */
export function cartPlanProblems(value: CartPlanFields): PlanProblem[] {
  const anyGiven = [value.recurringPeriod, value.recurringDate, value.recurringValidity, value.recurringEndDate].some((v) => v !== undefined);
  if (!anyGiven) return [];
  const problems: PlanProblem[] = [];
  if (value.recurringPeriod === undefined) problems.push({ field: CART_RECURRING_FIELDS.period, message: required });
  if (value.recurringValidity === undefined) problems.push({ field: CART_RECURRING_FIELDS.validity, message: required });
  if (value.recurringPeriod === undefined || value.recurringValidity === undefined) return problems;
  return planProblems(
    { period: value.recurringPeriod, date: value.recurringDate, validity: value.recurringValidity, endDate: value.recurringEndDate },
    { date: CART_RECURRING_FIELDS.date, endDate: CART_RECURRING_FIELDS.endDate },
  );
}

/** As a schema refinement (the cart form's schema, forms/buy.ts). */
export function checkCartPlan(value: CartPlanFields, ctx: z.RefinementCtx): void {
  for (const problem of cartPlanProblems(value)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** The cart form's plan, or null when it asks for none. */
export function cartPlanOf(value: CartPlanFields): RecurringPlan | null {
  if (value.recurringPeriod === undefined || value.recurringValidity === undefined) return null;
  return planOf({ period: value.recurringPeriod, date: value.recurringDate, validity: value.recurringValidity, endDate: value.recurringEndDate });
}

/** The cart's plan fields as schema entries (optional). */
export const cartRecurringFields = {
  recurringPeriod: z.preprocess(emptyToUndefined, periodSchema.optional()),
  recurringDate: dayNumber,
  recurringValidity: z.preprocess(emptyToUndefined, z.enum(RECURRING_VALIDITIES, { error: message('validation:memberOf') }).optional()),
  recurringEndDate: endDateText,
};

/** PATCH's other body: `{ status: "PAUSED" }` pauses a schedule, `{ status: "ACTIVE" }` resumes it (DELETE stops it). */
export const recurringStatusChangeSchema = z.object(
  { status: z.enum(['ACTIVE', 'PAUSED'], { error: 'recurring:rules.errors.invalidStatus' }) },
  { error: 'recurring:rules.errors.invalidBody' },
);
