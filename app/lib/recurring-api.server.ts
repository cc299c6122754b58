// What the Nabung Rutin API routes share (issue 17 item 1; spec funds §3 "Recurring schedule", §7
// recurring-investments; spec landing §7 "reads data.reachedMaximum"; decision 072): the schedule's wire shape
// (money in its unit, decision 028; `endDate` DD-MM-YYYY as the request takes it, other dates YYYY-MM-DD), the ONE
// mapping of a refusal to a status and a localized message, and the body reader (415, 400 with field errors).
//
// Refusals answer `{ message, code, ...details }`:
//   403 NOT_ALLOWED (with `eligibility`, the purchase gate's verdict)
//   404 NOT_FOUND (a missing portfolio, fund or schedule, or another investor's: the same answer)
//   422 every other code (FEATURE_OFF, ROBO_PORTFOLIO, REACHED_MAXIMUM with `maximum`, PERIOD_NOT_AVAILABLE,
//       FUND_CLOSED, USD_NOT_AVAILABLE, BANK_ACCOUNT, INVALID_AMOUNT, BELOW_MINIMUM with `minimum` and `currency`,
//       END_DATE_OUT_OF_WINDOW with `min` and `max` as DD-MM-YYYY, STOPPED), with `errors` on the field it is about.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { moneyJson } from '~/domain/api-json';
import { dayMonthYearFromIso } from '~/domain/recurring-schedule';
import { refusalField } from '~/domain/policies/recurring-rules';
import { translateMessage } from '~/forms/messages';
import { getI18n, getLocale } from '~/middleware/i18next';
import type { NeedPayment, ScheduleDetail, ScheduleListItem, ScheduleRefusal } from '~/models/recurring-schedules.server';
import { apiError, NO_STORE, readBody, requireApiUser } from './api.server';
import { bodyErrors } from './buy-api.server';
import { recurringRefusalMessage } from './recurring-messages';
import type { SessionUser } from './session.server';

export function scheduleJson(item: ScheduleListItem) {
  return {
    id: item.id,
    portfolioId: item.portfolioId,
    portfolioName: item.portfolioName,
    mutualFundId: item.mutualFundId,
    mutualFundName: item.fundName,
    mutualFundSlug: item.fundSlug,
    currency: item.currency,
    amount: moneyJson(item.amount, item.currency),
    period: item.period,
    date: item.date,
    validity: item.validity,
    endDate: item.endDate === null ? null : dayMonthYearFromIso(item.endDate),
    startDate: item.startDate,
    status: item.status,
    nextRunDate: item.nextRunDate,
  };
}

export function scheduleDetailJson(detail: ScheduleDetail) {
  return {
    ...scheduleJson(detail),
    runs: detail.runs.map((run) => ({
      id: run.id,
      date: run.runDate,
      state: run.state,
      orderId: run.orderId,
      transactionNumber: run.transactionNumber,
      failureReason: run.failureReason,
    })),
  };
}

/** `scheduleNeedPaymentAmount` in rupiah (spec §3), and each currency's in its own unit. */
export function needPaymentJson(need: NeedPayment) {
  return {
    scheduleNeedPaymentAmount: moneyJson(need.IDR, 'IDR'),
    scheduleNeedPaymentAmountByCurrency: { IDR: moneyJson(need.IDR, 'IDR'), USD: moneyJson(need.USD, 'USD') },
  };
}

function refusalStatus(refusal: ScheduleRefusal): 403 | 404 | 422 {
  if (refusal.code === 'NOT_FOUND') return 404;
  if (refusal.code === 'NOT_ALLOWED') return 403;
  return 422;
}

function refusalDetails(refusal: ScheduleRefusal): Record<string, unknown> {
  switch (refusal.code) {
    case 'NOT_ALLOWED':
      return { eligibility: refusal.eligibility };
    case 'REACHED_MAXIMUM':
      return { maximum: refusal.maximum };
    case 'BELOW_MINIMUM':
      return { minimum: moneyJson(refusal.minimum, refusal.currency), currency: refusal.currency };
    case 'BANK_ACCOUNT':
      return { currency: refusal.currency };
    case 'PERIOD_NOT_AVAILABLE':
      return { period: refusal.period };
    case 'END_DATE_OUT_OF_WINDOW':
      return { min: dayMonthYearFromIso(refusal.min), max: dayMonthYearFromIso(refusal.max) };
    default:
      return {};
  }
}

/** The text of a refusal in the request's language (the pages show it too). */
export function refusalText(context: Readonly<RouterContextProvider>, refusal: ScheduleRefusal): string {
  const t = getI18n(context).getFixedT(null, 'common');
  return translateMessage(t, recurringRefusalMessage(refusal, getLocale(context)));
}

/** The form field a refusal is about, for a page's error (null: the form's own message). */
export { refusalField };

export function scheduleRefusalResponse(context: Readonly<RouterContextProvider>, refusal: ScheduleRefusal): Response {
  const text = refusalText(context, refusal);
  const field = refusal.code === 'NOT_FOUND' || refusal.code === 'STOPPED' ? null : refusalField(refusal);
  return Response.json(
    { message: text, code: refusal.code, ...refusalDetails(refusal), ...(field ? { errors: { [field]: [text] } } : {}) },
    { status: refusalStatus(refusal), headers: NO_STORE },
  );
}

const FORM_OR_JSON = /application\/json|application\/x-www-form-urlencoded|multipart\/form-data/;

/**
 * A state-changing call: a same-origin signed-in user (403, 401), a JSON or form body (415) the schema reads
 * (400 with the fields' errors). The answer to return, or the user and the body.
 */
export async function recurringBody<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<Response | { user: SessionUser; body: z.output<S> }> {
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  if (!FORM_OR_JSON.test(request.headers.get('Content-Type') ?? '')) return apiError(context, 415, 'recurring:rules.errors.unsupportedType');
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'recurring:rules.errors.invalidBody', undefined, bodyErrors(parsed.error));
  return { user, body: parsed.data };
}
