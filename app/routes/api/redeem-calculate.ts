// POST /api/v2/mutual-funds/redeem/calculate (spec funds §7 "Sell: /api/v2/mutual-funds/redeem/calculate?version=2.1";
// issue 15 item 7): the sell summary of a request as the server computes it: the estimated units (an amount is
// turned into units at the latest NAV, rounded up to 4 decimals, decision 056), the estimated value, fee and
// proceeds, the NAV date the order would be priced at (the fund's cut-off), the date the proceeds are due in the
// bank account (decision 058) and that account (bank and last 4 digits). Nothing is written. `?version=2.1` is
// accepted and ignored. JSON or form body (forms/sell.ts redeemRequestSchema): `portfolioId`, `mutualFundId` and
// exactly one of `units`, `amount` or `all: true`.
//
// 200 `{ data: { units, nav, estimatedAmount, fee, feePercentage, estimatedProceeds, navDate, payoutDueDate, ... } }`
// with decimals in their unit (decision 028); 400 `{ message, errors }` for a malformed body; a refusal as
// lib/sell-api.server.ts maps it (404 for another user's portfolio or a fund not held, 422 otherwise); 401 without
// a session, 403 from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/redeem-calculate';
import { redeemRequestSchema, sellInputOf } from '~/forms/sell';
import { methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { signedInPost } from '~/lib/buy-api.server';
import { sellRefusalResponse, sellSummaryJson } from '~/lib/sell-api.server';
import { calculateSell } from '~/models/sell-orders.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, redeemRequestSchema);
  if (input instanceof Response) return input;
  const result = calculateSell(input.user.id, sellInputOf(input.body), new Date());
  if (!result.ok) return sellRefusalResponse(context, result.refusal, result.currency ?? null);
  return Response.json({ data: sellSummaryJson(result.plan) }, { headers: NO_STORE });
}
