// POST /api/v2/mutual-funds/move-fund/calculate (spec funds §7 "Move fund"; issue 15 item 7; decision 061): the
// summary of moving units of a fund from one of the investor's portfolios to another, written nowhere. JSON or
// form body (forms/move-fund.ts): `portfolioId` (source), `targetPortfolioId`, `mutualFundId`, and `units`
// (a decimal of at most 4 places) or `all: true`.
//
// 200 `{ data: { portfolioId, targetPortfolioId, mutualFundId, currency, units, nav, navDate, value, cost, fee } }`
// (decimals in their unit; `cost` is the average cost that moves with the units, `fee` always 0); 400 for a
// malformed body, a refusal as lib/move-api.server.ts maps it (404, 422); 401 without a session, 403 from a
// foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/move-fund-calculate';
import { methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { movePlanJson, moveRefusalResponse, signedInMovePost } from '~/lib/move-api.server';
import { calculateMove } from '~/models/move-fund.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInMovePost(request, context);
  if (input instanceof Response) return input;
  const { portfolioId, targetPortfolioId, mutualFundId, amount } = input.body;
  const result = calculateMove(input.user.id, { portfolioId, targetPortfolioId, mutualFundId, amount });
  if (!result.ok) return moveRefusalResponse(context, result.refusal);
  return Response.json({ data: movePlanJson(result.plan) }, { headers: NO_STORE });
}
