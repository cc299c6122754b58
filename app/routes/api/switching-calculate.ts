// POST /api/v2/mutual-funds/switching/calculate (spec funds §7; issue 15 item 7): the summary of a switch as it
// would be placed now, before confirming: units out, the switching fee, estimated proceeds and units in, the
// switch-out's and the switch-in's NAV dates (decision 056). Body (JSON or form; forms/switching.ts):
// `portfolioId`, `mutualFundId`, `targetMutualFundId` and exactly one of `units` (decimal, 4 places), `amount`
// (decimal) or `all: true`. 200 `{ data }`; refusals as lib/switch-api.server.ts maps them (404, 422); 400 for a
// malformed body, 415 for a body that is neither JSON nor a form; 401 without a session, 403 from a foreign Origin.
import type { Route } from './+types/switching-calculate';
import { switchHow, switchRequestSchema } from '~/forms/switching';
import { methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { switchPost, switchRefusalResponse, switchSummaryJson } from '~/lib/switch-api.server';
import { calculateSwitch } from '~/models/switch-orders.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await switchPost(request, context, switchRequestSchema);
  if (input instanceof Response) return input;
  const { user, body } = input;
  const result = calculateSwitch(user.id, { ...body, how: switchHow(body) });
  if (!result.ok) return switchRefusalResponse(context, result.refusal);
  return Response.json({ data: switchSummaryJson(result.summary) }, { headers: NO_STORE });
}
