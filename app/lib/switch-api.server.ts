// What the switching API routes share (issue 15 item 7; spec funds §7 switching/list, switching/calculate,
// switching): the ONE mapping of a switch refusal to an HTTP status and a localized message, the summary's wire
// shape (decimals in their unit, never the stored scale: domain/api-json.ts), and the first checks of a POST.
//
// Refusals answer `{ message, code, ...details }`:
//   404 PORTFOLIO_NOT_FOUND (another investor's portfolio too), FUND_NOT_FOUND
//   422 every other code: the switching list's (OTHER_MANAGER, OTHER_CURRENCY, TARGET_CLOSED, NOT_IN_SWITCHING_LIST,
//       SAME_FUND), NO_NAV, NO_UNITS, INVALID_AMOUNT, INSUFFICIENT_UNITS (`freeUnits`), and the minimums
//       (`minimum` in its unit and `currency`).
// Malformed bodies answer 400 `{ message, errors }`; a body that is neither JSON nor a form 415.
import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import { moneyJson, navJson, unitsJson } from '~/domain/api-json';
import type { Language } from '~/domain/enums';
import { switchRequestSchema } from '~/forms/switching';
import { message, translateMessage } from '~/forms/messages';
import { getI18n, getLocale } from '~/middleware/i18next';
import type { SwitchRefusal, SwitchSummary } from '~/models/switch-orders.server';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from './api.server';
import { bodyErrors } from './buy-api.server';
import { formatMoney, formatUnits } from './format';
import type { SessionUser } from './session.server';
import type { z } from 'zod';

/** The status, message key (forms/messages.ts form) and details of a refusal; `locale` formats the money it names. */
export function switchRefusalAnswer(refusal: SwitchRefusal, locale: Language): { status: 404 | 422; message: string; details: Record<string, unknown> } {
  const key = `transact:switching.refusal.${refusal.code}`;
  switch (refusal.code) {
    case 'PORTFOLIO_NOT_FOUND':
    case 'FUND_NOT_FOUND':
      return { status: 404, message: key, details: {} };
    case 'INSUFFICIENT_UNITS':
      return { status: 422, message: message(key, { units: formatUnits(refusal.freeUnits, locale) }), details: { freeUnits: unitsJson(refusal.freeUnits) } };
    case 'BELOW_MINIMUM_REDEMPTION':
    case 'BELOW_MINIMUM_SUBSCRIPTION':
    case 'REMAINING_BELOW_MINIMUM':
      return {
        status: 422,
        message: message(key, { minimum: formatMoney(refusal.minimum, refusal.currency, locale) }),
        details: { minimum: moneyJson(refusal.minimum, refusal.currency), currency: refusal.currency },
      };
    default:
      return { status: 422, message: key, details: {} };
  }
}

export function switchRefusalResponse(context: Readonly<RouterContextProvider>, refusal: SwitchRefusal): Response {
  const t = getI18n(context).getFixedT(null, 'common') as TFunction<'common'>;
  const answer = switchRefusalAnswer(refusal, getLocale(context));
  return Response.json({ message: translateMessage(t, answer.message), code: refusal.code, ...answer.details }, { status: answer.status, headers: NO_STORE });
}

/** The summary as calculate answers it: money in its unit (rupiah, dollars with 2 decimals), NAV and units with 4. */
export function switchSummaryJson(summary: SwitchSummary) {
  const money = (minor: number) => moneyJson(minor, summary.currency);
  return {
    mutualFundId: summary.source.id,
    mutualFundName: summary.source.name,
    targetMutualFundId: summary.target.id,
    targetMutualFundName: summary.target.name,
    currency: summary.currency,
    all: summary.all,
    units: unitsJson(summary.units),
    nav: navJson(summary.sourceNav),
    amount: money(summary.gross),
    feePercentage: summary.feeBp / 100,
    fee: money(summary.fee),
    proceeds: money(summary.proceeds),
    switchOutNavDate: summary.outNavDate,
    switchInNavDate: summary.inNavDate,
    targetNav: navJson(summary.targetNav),
    estimatedUnitsIn: unitsJson(summary.estimatedUnitsIn),
    remainingUnits: unitsJson(summary.remainingUnits),
  };
}

/**
 * What every switching POST does first: POST only (405), a same-origin signed-in user (403, 401), a JSON or form
 * body (415) its schema reads (400). The answer to return, or the user and the body.
 */
export async function switchPost<S extends z.ZodType = typeof switchRequestSchema>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<Response | { user: SessionUser; body: z.output<S> }> {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const type = request.headers.get('Content-Type') ?? '';
  if (!/application\/json|application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
    return apiError(context, 415, 'transact:switching.api.unsupportedType');
  }
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'transact:switching.api.invalidBody', undefined, bodyErrors(parsed.error));
  return { user, body: parsed.data };
}
