// POST /api/v2/mutual-funds/move-fund (spec funds §7 "Move fund"; issue 15 items 3, 7; decision 061): moves units
// of a fund from one of the investor's portfolios to another (a MOVE_OUT and a MOVE_IN entry of the unit ledger,
// the average cost going along; no order, no fee, no PIN). The body of calculate (forms/move-fund.ts) with the
// key of the submission: the header `Idempotency-Key` or the body's `idempotencyKey` (8 to 100 of A-Z a-z 0-9
// _ -; the header wins, as subscribe reads it): a retry or a double click with the same key answers the first
// move, whatever its body says, and moves nothing more.
//
// 201 `{ data: { ...the calculate summary, moved: true } }` when moved, 200 with the same body for a key already
// used; 400 for a missing or malformed key or body; a refusal as lib/move-api.server.ts maps it (404, 422); 401
// without a session, 403 from a foreign Origin (nothing written), 405 for other methods. Never cached.
import type { Route } from './+types/move-fund';
import { IDEMPOTENCY_KEY_PATTERN } from '~/forms/buy';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { movePlanJson, moveRefusalResponse, signedInMovePost } from '~/lib/move-api.server';
import { moveFund } from '~/models/move-fund.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInMovePost(request, context);
  if (input instanceof Response) return input;
  const header = request.headers.get('Idempotency-Key')?.trim();
  const idempotencyKey = header || input.body.idempotencyKey || '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return apiError(context, 400, 'transact:move.api.idempotencyKey', undefined, { 'Idempotency-Key': ['transact:move.api.idempotencyKey'] });
  }
  const { portfolioId, targetPortfolioId, mutualFundId, amount } = input.body;
  const result = moveFund(input.user.id, { portfolioId, targetPortfolioId, mutualFundId, amount }, idempotencyKey);
  if (!result.ok) return moveRefusalResponse(context, result.refusal);
  return Response.json({ data: { ...movePlanJson(result.plan), moved: true } }, { status: result.created ? 201 : 200, headers: NO_STORE });
}
