// POST /api/v2/mutual-funds/subscribe/calculate (spec funds §7 "Buy cart": "POST self-buy calculate:
// body is the buy request"; issue 5 item 9): the buy summary of a request, as the server computes it
// (its fees, minimum, coupon and cashback; a client's fee, NAV or total in the body is ignored).
// Nothing is written. `?version=2.1` is accepted and ignored. JSON or form body (forms/buy.ts).
//
// 200 `{ data: { compositions, coupon, recurringInvestmentReachedMaximum, currency, amount,
// feeAmount, minimum, cashbackUsed, paymentAmount, referralCashbackAmount, riskWarning, portfolio } }`,
// money in the unit of `currency` (rupiah, dollars with 2 decimals; decision 028). 400 `{ message, errors }` for a malformed body; a refusal of the
// plan as lib/buy-api.server.ts maps it (403, 404 or 422 `{ message, code, ... }`: a robo portfolio buys
// its model, so `mutualFundIds` with one is 422 ROBO_PORTFOLIO_FUNDS, decision 037); 401 without a
// session, 403 from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/subscribe-calculate';
import { buyRequestSchema } from '~/forms/buy';
import { buySummaryData, requestedRecurringPlan, signedInPost, refusalResponse } from '~/lib/buy-api.server';
import { portfolioReachedMaximum } from '~/models/recurring-schedules.server';
import { calculateSubscription, navDateIfPaidAt } from '~/models/subscriptions.server';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, buyRequestSchema);
  if (input instanceof Response) return input;
  const { user, body } = input;
  // Issue 17: a Nabung Rutin plan asked for is checked for its shape here too (the order's transaction judges it).
  const recurring = requestedRecurringPlan(request, body);
  if (!recurring.ok) return apiError(context, 400, 'buy:api.invalidBody', undefined, recurring.errors);
  const result = calculateSubscription(user.id, body);
  if (!result.ok) return refusalResponse(context, result.refusal);
  const navDate = navDateIfPaidAt(result.plan.compositions.map((c) => c.mutualFundId), new Date());
  const portfolioId = result.plan.portfolio.id;
  const reachedMaximum = portfolioId !== null && portfolioReachedMaximum(user.id, portfolioId);
  return Response.json({ data: buySummaryData(result.plan, navDate, reachedMaximum) }, { headers: NO_STORE });
}
