// The buy request and the promo lookups (issue 5 items 4 and 9; spec funds §3 "Buy request", §7
// "Buy cart": calculate, subscribe, coupons list-by-filters and detail-by-filters). ONE schema of the
// buy request for the JSON API and, later, the cart form (conform posts the same names); the coupon
// filter bodies of the two promo endpoints. Messages are translation keys (./messages.ts).
//
// The schemas check shape only: what the request means (the amount against the minimum, the portfolio
// name's length, the funds, the coupon) is the server's plan to judge (policies/subscription-plan.ts),
// which answers a refusal the cart can show. Fields the server computes itself (fee, NAV, totals, a
// client's composition) are not part of the schema and are dropped: they are never used.
import { z } from 'zod';
import type { OrderSource } from '~/domain/enums';
import { PAYMENT_METHODS } from '~/domain/payments';
import { COUPON_CODE_MAX_LENGTH } from '~/domain/policies/coupon-eligibility';
import { message } from './messages';
import { ID_PATTERN } from '~/domain/ids';
import { pinField } from './pin';
import { cartRecurringFields, checkCartPlan } from './recurring-schedule';

/** The longest amount text taken ("Rp 1.000.000.000.000,00" and the like). */
export const AMOUNT_TEXT_MAX_LENGTH = 30;
/** A bound on the funds of one request (a robo model or a top-up holds a handful). */
export const MAX_FUNDS_PER_REQUEST = 20;
/** A bound on a new portfolio's name; the plan refuses more than 30 characters with its own message. */
export const PORTFOLIO_NAME_TEXT_MAX_LENGTH = 100;

/** The sources a client may name (SEED and CLI are the operators' own). */
export const CLIENT_ORDER_SOURCES = ['MOBILE_APP', 'MOBILE_WEB', 'WEB'] as const satisfies readonly OrderSource[];

const required = message('validation:required');

/** A positive integer id: a number (JSON) or digits (form). */
const notAnId = message('validation:numeric');
const idSchema = z.union(
  [
    z.number().int({ error: notAnId }).positive({ error: notAnId }).max(Number.MAX_SAFE_INTEGER, { error: notAnId }),
    z
      .string()
      .trim()
      .regex(ID_PATTERN, { error: notAnId })
      .transform(Number),
  ],
  { error: notAnId },
);

/** Empty form values are absent. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Ids as a list: an array, one id, or comma-separated digits (a form field). */
const toIdList = (value: unknown) => {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',').map((part) => part.trim()).filter((part) => part !== '') : [item]));
};

const idListSchema = (min: number) =>
  z.preprocess(
    toIdList,
    z
      .array(idSchema)
      .min(min, { error: required })
      .max(MAX_FUNDS_PER_REQUEST, { error: message('validation:maxValue', { max: MAX_FUNDS_PER_REQUEST }) }),
  );

/** Major units: a JSON number, or text the money parser reads ("100000", "1.000.000", "25.50"). */
const amountSchema = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .min(1, { error: required })
      .max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) }),
  ],
  { error: (issue) => (issue.input === undefined || issue.input === null ? required : message('validation:numeric')) },
);

const booleanSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return false;
    if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(text)) return true;
      if (['false', '0', 'off', 'no'].includes(text)) return false;
    }
    return value;
  },
  z.boolean({ error: message('validation:memberOf') }),
);

/** A promo code as typed: trimmed, empty is none. */
const optionalCouponCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: message('validation:pattern') })
    .trim()
    .max(COUPON_CODE_MAX_LENGTH, { error: message('validation:maxLength', { max: COUPON_CODE_MAX_LENGTH }) })
    .nullish()
    .transform((code) => code ?? null),
);

/**
 * The buy request (spec funds §3): what calculate and subscribe take, and what the cart form posts.
 * `portfolioId` null (or absent) with `portfolioName` makes a new portfolio. The spec's recurring
 * fields and marketing attribution are not read here (recurring schedules are their own issue).
 */
export const buyRequestSchema = z.object(
  {
    amount: amountSchema,
    portfolioId: z.preprocess(emptyToUndefined, idSchema.nullish().transform((id) => id ?? null)),
    portfolioName: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: message('validation:pattern') })
        .max(PORTFOLIO_NAME_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: PORTFOLIO_NAME_TEXT_MAX_LENGTH }) })
        .nullish()
        .transform((name) => name ?? null),
    ),
    mutualFundIds: idListSchema(0),
    useCashback: booleanSchema,
    couponCode: optionalCouponCode,
    source: z.preprocess(emptyToUndefined, z.enum(CLIENT_ORDER_SOURCES, { error: message('validation:memberOf') }).default('WEB')),
    paymentMethod: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS, { error: message('validation:memberOf') }).optional()),
    // Issue 17 (Nabung Rutin from the cart): the API's `isRecurringInvestment` with `recurringInvestment` ({ period,
    // date, validity, endDate DD-MM-YYYY }, read by lib/buy-api.server.ts requestedRecurringPlan only when the flag
    // is set, so a client's stray object is dropped as before), and the cart form's flat fields `recurringPeriod`,
    // `recurringDate`, `recurringValidity`, `recurringEndDate` (all or none: cartFormSchema checks; forms/recurring-schedule.ts).
    isRecurringInvestment: booleanSchema.optional(),
    recurringInvestment: z.unknown().optional(),
    ...cartRecurringFields,
  },
  { error: 'buy:api.invalidBody' },
);
export type BuyRequestBody = z.output<typeof buyRequestSchema>;

/**
 * POST subscribe's body: the buy request and the transaction PIN (issue 14 item 5; decision 052), needed
 * unless this session entered it in the last 15 minutes. Only the order takes it: calculate drops a `pin`.
 */
export const subscribeRequestSchema = buyRequestSchema.extend({
  pin: z.preprocess(emptyToUndefined, pinField().optional()),
});

/** The purchase a promo is judged for (§7 "filters with calculateAmount and mutualFundId"). */
export const couponFiltersSchema = z.object(
  {
    calculateAmount: amountSchema,
    /** One fund, or a robo model's funds: the first names the purchase's currency. */
    mutualFundId: idListSchema(1),
  },
  { error: required },
);
export type CouponFilters = z.output<typeof couponFiltersSchema>;

/** POST /api/v2/coupons/list-by-filters: the cart's stored code leads the list when given. */
export const couponListBodySchema = z.object(
  {
    activeCoupon: optionalCouponCode,
    filters: couponFiltersSchema,
  },
  { error: 'buy:api.invalidBody' },
);

/** POST /api/v2/coupons/detail-by-filters. */
export const couponDetailBodySchema = z.object(
  {
    couponCode: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(COUPON_CODE_MAX_LENGTH, { error: message('validation:maxLength', { max: COUPON_CODE_MAX_LENGTH }) }),
    filters: couponFiltersSchema,
  },
  { error: 'buy:api.invalidBody' },
);

/** The Idempotency-Key header of subscribe: 8 to 100 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** What a cart form post asks: a summary, the order, or the order without the refused promo (spec funds §4.2). */
export const CART_INTENTS = ['calculate', 'subscribe', 'withoutPromo'] as const;

/**
 * The cart's form (/reksadana/beli, with or without JavaScript): the buy request with the step's own
 * answers: the risk warning accepted (and not to be shown again), the terms ticked, and the key of the
 * order the summary will place (made by the server when it shows the summary).
 */
export const cartFormSchema = subscribeRequestSchema.extend({
  intent: z.enum(CART_INTENTS, { error: message('validation:memberOf') }),
  riskAccepted: booleanSchema,
  hideRiskWarning: booleanSchema,
  terms: booleanSchema,
  idempotencyKey: z.preprocess(emptyToUndefined, z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional()),
}).superRefine(checkCartPlan);
export type CartForm = z.output<typeof cartFormSchema>;
