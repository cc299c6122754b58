// What the buying API routes share (issue 5 item 9; spec funds §3 "Buy summary", "Subscription order
// response", "Coupon detail", §7 "Buy cart", §8): the ONE mapping of a refusal of the server's plan to
// an HTTP status and a localized message, the 400 of a malformed body, the localized reasons of a
// coupon, the buy summary's wire shape, and the purchase a promo lookup is judged for.
//
// Refusals answer `{ message, code, ...details }`:
//   403 NOT_ALLOWED (with `eligibility`: the purchase gate's verdict; NEED_EDD and an unverified email,
//       decision 039, have their own messages)
//   404 PORTFOLIO_NOT_FOUND, FUND_NOT_FOUND
//   422 every other code; BELOW_MINIMUM adds `minimum` (in its unit, decision 028) and `currency` and
//       names the minimum as money in its message; COUPON_NOT_ELIGIBLE adds `reasons` as localized
//       sentences; FUND_CLOSED and ROBO_FUND_TYPE add `mutualFundId`; ROBO_PORTFOLIO_FUNDS (funds named
//       with a robo portfolio, decision 037) adds nothing.
//   detail-by-filters answers a code no coupon has 404 (couponNotFoundResponse) with the same body.
// Malformed bodies answer 400 `{ message, errors }`, errors keyed by the field's dotted path.
import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { buySummaryJson, couponJson, moneyJson } from '~/domain/api-json';
import type { Language } from '~/domain/enums';
import { parseAmount } from '~/domain/money';
import type { CouponPurchase, CouponReason } from '~/domain/policies/coupon-eligibility';
import type { SubscriptionPlan } from '~/domain/policies/subscription-plan';
import type { BuyRequestBody, CouponFilters } from '~/forms/buy';
import { cartPlanOf, cartPlanProblems, recurringInvestmentSchema, type RecurringPlan } from '~/forms/recurring-schedule';
import { message, translateMessage } from '~/forms/messages';
import { issueMessageKey, messagesByField } from '~/forms/messages-by-field';
import { getI18n, getLocale } from '~/middleware/i18next';
import { couponsInUnpaidOrders, fundCurrencies, type CouponDetail } from '~/models/coupons.server';
import type { SubscriptionRefusal } from '~/models/subscriptions.server';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser, type ApiMessageKey } from './api.server';
import { db } from './db.server';
import { formatMoney } from './format';
import { recurringRefusalMessage } from './recurring-messages';
import type { SessionUser } from './session.server';


type Translate = TFunction<'common'>;

/** A refusal as the API answers it, before translation: the status, the message key and the details. */
export interface RefusalAnswer {
  status: 403 | 404 | 422;
  /** A translation key with its values (forms/messages.ts), e.g. `buy:refusal.BELOW_MINIMUM?minimum=Rp+100.000`. */
  message: string;
  code: SubscriptionRefusal['code'];
  /** Fields added to the body beside `message` and `code`. */
  details: Record<string, unknown>;
  /** COUPON_NOT_ELIGIBLE: the coupon's reasons, translated into `reasons`. */
  reasons?: readonly CouponReason[];
}

/** The key of a coupon reason's sentence. */
export const couponReasonKey = (reason: CouponReason): string => `buy:couponReason.${reason}`;

/** The status, message and details of a refusal; `locale` formats the money a message names. */
export function refusalAnswer(refusal: SubscriptionRefusal, locale: Language): RefusalAnswer {
  const plain = (status: RefusalAnswer['status'], details: Record<string, unknown> = {}): RefusalAnswer => ({
    status,
    message: `buy:refusal.${refusal.code}`,
    code: refusal.code,
    details,
  });
  switch (refusal.code) {
    case 'NOT_ALLOWED':
      return {
        status: 403,
        message:
          refusal.eligibility.kind === 'NEED_EDD'
            ? 'buy:refusal.NEED_EDD'
            : refusal.eligibility.kind === 'BUY_PREVENTION' && refusal.eligibility.reason === 'EMAIL_NOT_VERIFIED'
              ? 'buy:refusal.EMAIL_NOT_VERIFIED'
              : 'buy:refusal.NOT_ALLOWED',
        code: refusal.code,
        details: { eligibility: refusal.eligibility },
      };
    case 'PORTFOLIO_NOT_FOUND':
    case 'FUND_NOT_FOUND':
      return plain(404);
    case 'FUND_CLOSED':
    case 'ROBO_FUND_TYPE':
      return plain(422, { mutualFundId: refusal.mutualFundId });
    case 'BANK_ACCOUNT':
      return { status: 422, message: `buy:refusal.BANK_ACCOUNT_${refusal.currency}`, code: refusal.code, details: { currency: refusal.currency } };
    case 'PORTFOLIO_NAME':
      return { status: 422, message: `buy:refusal.PORTFOLIO_NAME_${refusal.reason}`, code: refusal.code, details: { reason: refusal.reason } };
    case 'BELOW_MINIMUM':
      return {
        status: 422,
        message: message('buy:refusal.BELOW_MINIMUM', { minimum: formatMoney(refusal.minimum, refusal.currency, locale) }),
        code: refusal.code,
        details: { minimum: moneyJson(refusal.minimum, refusal.currency), currency: refusal.currency },
      };
    case 'COUPON_NOT_FOUND':
      return { status: 422, message: message('buy:refusal.COUPON_NOT_FOUND', { code: refusal.couponCode }), code: refusal.code, details: { couponCode: refusal.couponCode } };
    case 'COUPON_NOT_ELIGIBLE':
      return {
        status: 422,
        message: message('buy:refusal.COUPON_NOT_ELIGIBLE', { code: refusal.couponCode }),
        code: refusal.code,
        details: { couponCode: refusal.couponCode },
        reasons: refusal.reasons,
      };
    case 'NO_FUND':
    case 'MIXED_CURRENCY':
    case 'USD_NOT_AVAILABLE':
    case 'ROBO_NOT_AVAILABLE':
    case 'ROBO_NO_ELIGIBLE_FUND':
    case 'ROBO_PORTFOLIO_FUNDS':
    case 'PORTFOLIO_LIMIT':
    case 'INVALID_AMOUNT':
    case 'CASHBACK_NOT_AVAILABLE':
    case 'PROMO_NOT_AVAILABLE':
      return plain(422);
    case 'RECURRING_REFUSED':
      // Issue 17: the order's Nabung Rutin schedule was refused (the five-schedule limit, a robo portfolio, ...):
      // nothing was placed. The schedule's own code and message (recurring:rules.refusal.*).
      return {
        status: refusal.recurring.code === 'NOT_FOUND' ? 404 : 422,
        message: recurringRefusalMessage(refusal.recurring, locale),
        code: refusal.code,
        details: { recurringCode: refusal.recurring.code },
      };
    default: {
      // A new refusal code must be given its status here: the typecheck fails until it is.
      const unknown: never = refusal;
      throw new Error(`unmapped refusal ${JSON.stringify(unknown)}`);
    }
  }
}

/** The status and body of a refusal in the language of `t` (and `locale` for money). */
export function refusalBody(t: Translate, refusal: SubscriptionRefusal, locale: Language): { status: number; body: Record<string, unknown> } {
  const answer = refusalAnswer(refusal, locale);
  const body: Record<string, unknown> = { message: translateMessage(t, answer.message), code: answer.code, ...answer.details };
  if (answer.reasons) body.reasons = answer.reasons.map((reason) => translateMessage(t, couponReasonKey(reason)));
  return { status: answer.status, body };
}

function translator(context: Readonly<RouterContextProvider>): Translate {
  return getI18n(context).getFixedT(null, 'common');
}

/** The response to a refusal, in the request's language. */
export function refusalResponse(context: Readonly<RouterContextProvider>, refusal: SubscriptionRefusal): Response {
  const { status, body } = refusalBody(translator(context), refusal, getLocale(context));
  return Response.json(body, { status, headers: NO_STORE });
}

/**
 * detail-by-filters of a code no coupon has: 404 (the code is the resource asked for), with the
 * message and body of calculate's COUPON_NOT_FOUND (a 422 there: the buy request is what is wrong).
 */
export function couponNotFoundResponse(context: Readonly<RouterContextProvider>, couponCode: string): Response {
  const { body } = refusalBody(translator(context), { code: 'COUPON_NOT_FOUND', couponCode }, getLocale(context));
  return Response.json(body, { status: 404, headers: NO_STORE });
}


/** The message keys of a malformed body, per field (dotted path, array positions left out). */
export function bodyErrors(error: z.ZodError): Record<string, ApiMessageKey[]> {
  return messagesByField(
    error.issues.map((issue): [string, ApiMessageKey] => [
      issue.path.filter((part) => typeof part === 'string').join('.') || 'body',
      // Every schema message is a key; zod's own English text (a case the schemas missed) is not shown.
      issueMessageKey(issue),
    ]),
  );
}

/** 400 `{ message, errors }` for a body the schema refused. */
export function invalidBody(context: Readonly<RouterContextProvider>, error: z.ZodError): Response {
  return apiError(context, 400, 'buy:api.invalidBody', undefined, bodyErrors(error));
}

/**
 * What every buying endpoint does first: POST only (405), a same-origin signed-in user (403, 401), and a
 * body its schema reads (400). The answer to return, or the user and the body.
 */
export async function signedInPost<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<Response | { user: SessionUser; body: z.output<S> }> {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return invalidBody(context, parsed.error);
  return { user, body: parsed.data };
}

/** A coupon detail with its reasons as sentences of the request's language (§3 "whyDisabledReasoning (list)"). */
export function localizeCouponDetail(t: Translate, detail: CouponDetail): Omit<CouponDetail, 'whyDisabledReasoning'> & { whyDisabledReasoning: string[] } {
  return { ...detail, whyDisabledReasoning: detail.whyDisabledReasoning.map((reason) => translateMessage(t, couponReasonKey(reason))) };
}

/** The promos as the list and detail answer them: reasons in the request's language, money in its unit (decision 028). */
export function localizedCoupons(context: Readonly<RouterContextProvider>, details: readonly CouponDetail[]) {
  const t = translator(context);
  return details.map((detail) => couponJson(localizeCouponDetail(t, detail)));
}

/**
 * The Nabung Rutin plan a buy request asks for (issue 17; spec funds §3 `recurringInvestment`, §7
 * `isRecurringInvestment=true`): with the flag (the query's or the body's), the body's `recurringInvestment` object
 * read by forms/recurring-schedule.ts, its errors keyed `recurringInvestment.<field>`; without it, the cart form's
 * flat fields (`recurringPeriod`, `recurringDate`, `recurringValidity`, `recurringEndDate`; all or none), or none.
 */
export function requestedRecurringPlan(
  request: Request,
  body: BuyRequestBody,
): { ok: true; plan: RecurringPlan | null } | { ok: false; errors: Record<string, ApiMessageKey[]> } {
  const flag = new URL(request.url).searchParams.get('isRecurringInvestment');
  if (flag === 'true' || body.isRecurringInvestment === true) {
    const parsed = recurringInvestmentSchema.safeParse(body.recurringInvestment);
    if (!parsed.success) {
      const errors = bodyErrors(parsed.error);
      return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([field, keys]) => [`recurringInvestment${field === 'body' ? '' : `.${field}`}`, keys])) };
    }
    return { ok: true, plan: parsed.data };
  }
  const problems = cartPlanProblems(body);
  if (problems.length > 0) return { ok: false, errors: messagesByField(problems.map((p): [string, ApiMessageKey] => [p.field, p.message as ApiMessageKey])) };
  return { ok: true, plan: cartPlanOf(body) };
}

/**
 * The buy summary as calculate answers it (spec funds §3 "Buy summary"): money in the unit of `currency`
 * (rupiah, dollars with 2 decimals; decision 028), read back by the cart dialog with buySummaryFromJson.
 */
export function buySummaryData(plan: SubscriptionPlan, navDate: string | null, recurringInvestmentReachedMaximum = false) {
  return buySummaryJson({
    /** The NAV date the units are priced at if paid now (issue 5 item 7: shown before confirming). */
    navDate,
    compositions: plan.compositions,
    coupon: plan.coupon,
    // Issue 17: the portfolio has its five Nabung Rutin schedules (spec funds §3, §5: the cart then offers none).
    recurringInvestmentReachedMaximum,
    currency: plan.currency,
    amount: plan.amount,
    feeAmount: plan.feeAmount,
    minimum: plan.minimum,
    cashbackUsed: plan.cashbackUsed,
    paymentAmount: plan.paymentAmount,
    referralCashbackAmount: plan.referralCashbackAmount,
    riskWarning: plan.riskWarning,
    portfolio: plan.portfolio,
  });
}

/**
 * The purchase a promo list or detail is judged for: the investor's (the coupons their unpaid orders hold,
 * decision 027), the funds named (all must exist; the first names the currency) and the amount read in
 * that currency. Otherwise the response: 404 for an unknown fund, 400 for an amount that is not one.
 */
export function couponPurchase(
  context: Readonly<RouterContextProvider>,
  userId: number,
  filters: CouponFilters,
  now: Date,
  database = db(),
): CouponPurchase | Response {
  const ids = [...new Set(filters.mutualFundId)];
  const currencies = fundCurrencies(ids, database);
  if (ids.some((id) => !currencies.has(id))) return refusalResponse(context, { code: 'FUND_NOT_FOUND' });
  const currency = currencies.get(ids[0]!)!;
  const amount = parseAmount(String(filters.calculateAmount), currency);
  if (!amount) {
    return apiError(context, 400, 'buy:api.invalidBody', undefined, { 'filters.calculateAmount': ['buy:refusal.INVALID_AMOUNT'] });
  }
  return { now, amount: amount.minor, currency, fundIds: ids, couponsInUnpaidOrders: couponsInUnpaidOrders(userId, now, database) };
}
