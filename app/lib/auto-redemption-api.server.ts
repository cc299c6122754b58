// What the auto-redemption API routes share (issue 18 item 4; spec funds §7 auto-redemptions/{id} and /give-consent;
// decisions 028, 087): the rule's wire shape (money in its unit, units and NAV as decimals, the profit target as a
// percent), the mapping of a refusal to a status and a localized message (404 NOT_FOUND for a missing rule or
// another investor's alike; 422 NOT_ALLOWED with the rule's `status`), and the body reader (415, 400 with the fields'
// errors).
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { moneyJson, navJson, percentFromBp, unitsJson } from '~/domain/api-json';
import type { AutoRedemptionTerms } from '~/domain/policies/auto-redemption';
import { getI18n } from '~/middleware/i18next';
import { autoRedemptionApprovalPath, type AutoRedemptionView, type RuleRefusal } from '~/models/auto-redemptions.server';
import { apiError, NO_STORE, readBody, requireApiUser } from './api.server';
import { bodyErrors } from './buy-api.server';
import type { SessionUser } from './session.server';

function termsJson(terms: AutoRedemptionTerms) {
  return {
    triggerType: terms.triggerType,
    profitTarget: terms.profitTargetBps === null ? null : percentFromBp(terms.profitTargetBps),
    periodMonths: terms.periodMonths,
    scope: terms.scope,
  };
}

export function autoRedemptionJson(view: AutoRedemptionView) {
  const { holding } = view;
  const currency = holding.fund.currency;
  return {
    id: view.id,
    portfolioId: holding.portfolio.id,
    portfolioName: holding.portfolio.name,
    mutualFundId: holding.fund.id,
    mutualFundName: holding.fund.name,
    currency,
    status: view.status,
    ...termsJson(view.terms),
    anchorDate: view.anchorDate,
    nextRunDate: view.nextRunDate,
    consentAt: view.consentAt?.toISOString() ?? null,
    pendingChange: view.pendingChange ? termsJson(view.pendingChange) : null,
    pendingCancellation: view.status === 'PENDING_CANCELLATION_APPROVAL',
    approvalUrl: autoRedemptionApprovalPath(view.id),
    holding: {
      units: unitsJson(holding.units),
      nav: holding.nav === null ? null : navJson(holding.nav),
      navDate: holding.navDate,
      value: holding.value === null ? null : moneyJson(holding.value, currency),
      profit: holding.profit === null ? null : moneyJson(holding.profit, currency),
    },
    triggers: view.triggers.map((t) => ({
      triggerKey: t.triggerKey,
      navDate: t.navDate,
      outcome: t.outcome,
      orderId: t.orderId,
      transactionNumber: t.transactionNumber,
      reason: t.reason,
    })),
  };
}

export function autoRedemptionRefusalResponse(context: Readonly<RouterContextProvider>, refusal: RuleRefusal): Response {
  if (refusal.code === 'NOT_FOUND') return apiError(context, 404, 'autoRedemption:refusal.NOT_FOUND', NO_STORE);
  const t = getI18n(context).getFixedT(null, 'autoRedemption');
  if (refusal.code === 'ALREADY_EXISTS') {
    return Response.json({ message: t('refusal.ALREADY_EXISTS'), code: refusal.code, id: refusal.id }, { status: 422, headers: NO_STORE });
  }
  const message = t('refusal.NOT_ALLOWED', { status: t(`status.${refusal.status}`) });
  return Response.json({ message, code: refusal.code, status: refusal.status }, { status: 422, headers: NO_STORE });
}

const FORM_OR_JSON = /application\/json|application\/x-www-form-urlencoded|multipart\/form-data/;

/** A state-changing call: a same-origin signed-in user (403, 401), a JSON or form body (415) the schema reads (400). */
export async function autoRedemptionBody<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<Response | { user: SessionUser; body: z.output<S> }> {
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  if (!FORM_OR_JSON.test(request.headers.get('Content-Type') ?? '')) return apiError(context, 415, 'autoRedemption:errors.unsupportedType');
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'autoRedemption:errors.invalidBody', undefined, bodyErrors(parsed.error));
  return { user, body: parsed.data };
}
