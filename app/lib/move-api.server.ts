// What the move-fund API routes share (issue 15 item 7; spec funds §7 "Move fund"; decision 061): POST only, a
// same-origin signed-in investor, the body read by forms/move-fund.ts, the ONE mapping of a move's refusal to
// an HTTP status and a localized message, and the move's JSON (decimals in their unit, api-json.ts).
//
// Refusals answer `{ message, code }`:
//   404 PORTFOLIO_NOT_FOUND (the source is not the investor's open portfolio), FUND_NOT_FOUND (unknown, or not
//       held there), TARGET_NOT_FOUND (the target is not the investor's open portfolio): another investor's id
//       answers exactly like a missing one
//   422 SAME_PORTFOLIO, TARGET_INACTIVE, ROBO_TARGET, ORDER_PENDING, INVALID_UNITS, MORE_THAN_FREE, NO_NAV
// Malformed bodies answer 400 `{ message, errors }`, errors keyed by the field.
import type { RouterContextProvider } from 'react-router';
import { moneyJson, navJson, unitsJson } from '~/domain/api-json';
import { moveRequestSchema, type MoveRequestBody } from '~/forms/move-fund';
import { translateMessage } from '~/forms/messages';
import { getI18n } from '~/middleware/i18next';
import type { MovePlan, MoveRefusal } from '~/models/move-fund.server';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from './api.server';
import { bodyErrors } from './buy-api.server';
import type { SessionUser } from './session.server';

/** The status of a refusal: a missing (or another investor's) portfolio or fund is 404, the rest 422. */
export function moveRefusalStatus(refusal: MoveRefusal): 404 | 422 {
  switch (refusal.code) {
    case 'PORTFOLIO_NOT_FOUND':
    case 'FUND_NOT_FOUND':
    case 'TARGET_NOT_FOUND':
      return 404;
    case 'SAME_PORTFOLIO':
    case 'TARGET_INACTIVE':
    case 'ROBO_TARGET':
    case 'ORDER_PENDING':
    case 'INVALID_UNITS':
    case 'MORE_THAN_FREE':
    case 'NO_NAV':
      return 422;
    default: {
      const unknown: never = refusal;
      throw new Error(`unmapped move refusal ${JSON.stringify(unknown)}`);
    }
  }
}

/** The translation key of a refusal's message. */
export const moveRefusalKey = (refusal: MoveRefusal) => `transact:move.refusal.${refusal.code}` as const;

export function moveRefusalResponse(context: Readonly<RouterContextProvider>, refusal: MoveRefusal): Response {
  const t = getI18n(context).getFixedT(null, 'common');
  return Response.json({ message: translateMessage(t, moveRefusalKey(refusal)), code: refusal.code }, { status: moveRefusalStatus(refusal), headers: NO_STORE });
}

/** A move as the API answers it: units, NAV and money as decimals in their unit; no fee, ever. */
export function movePlanJson(plan: MovePlan) {
  return {
    portfolioId: plan.portfolioId,
    targetPortfolioId: plan.targetPortfolioId,
    mutualFundId: plan.mutualFundId,
    currency: plan.currency,
    units: unitsJson(plan.units),
    nav: navJson(plan.nav),
    navDate: plan.navDate,
    value: moneyJson(plan.value, plan.currency),
    cost: moneyJson(plan.cost, plan.currency),
    fee: 0,
  };
}

/** POST only (405), a same-origin signed-in user (403, 401), a body the schema reads (400); else the user and body. */
export async function signedInMovePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response | { user: SessionUser; body: MoveRequestBody }> {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = moveRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'transact:move.api.invalidBody', undefined, bodyErrors(parsed.error));
  return { user, body: parsed.data };
}
