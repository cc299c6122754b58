// GET /api/v2/mutual-funds/recurring-investments/{portfolioId}/{id} (spec funds §7 "Recurring investments ...
// /{a}/{b}"; spec landing §7 "recurring investment detail {portfolioId} ... reads data.reachedMaximum"; issue 17
// item 1): one schedule of one of the investor's portfolios with its runs, and its portfolio's `reachedMaximum`
// and `scheduleNeedPaymentAmount`. A schedule of another portfolio, another investor's, or a missing one: 404 alike.
// 401 without a session, 405 for other methods; never cached.
import type { Route } from './+types/recurring-investment-in-portfolio';
import { parseId } from '~/domain/ids';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { needPaymentJson, scheduleDetailJson } from '~/lib/recurring-api.server';
import { getSchedule, portfolioSchedules } from '~/models/recurring-schedules.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const portfolioId = parseId(params.portfolioId);
  const id = parseId(params.recurringId);
  const detail = portfolioId === null || id === null ? null : getSchedule(user.id, id, new Date(), undefined, portfolioId);
  const view = detail ? portfolioSchedules(user.id, detail.portfolioId) : null;
  if (!detail || !view) return apiError(context, 404, 'recurring:rules.refusal.NOT_FOUND', PRIVATE_NO_STORE);
  return Response.json(
    { data: { ...scheduleDetailJson(detail), reachedMaximum: view.reachedMaximum, maximum: view.maximum, ...needPaymentJson(view.scheduleNeedPaymentAmount) } },
    { headers: PRIVATE_NO_STORE },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
