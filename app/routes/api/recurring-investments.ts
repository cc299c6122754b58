// GET|POST /api/v2/mutual-funds/recurring-investments (spec funds §7 "Recurring investments: list, create"; issue 17
// item 1; decision 072).
// GET: the signed-in investor's schedules across portfolios (`data.schedules`, stopped ones last, as history), the
// count of open ones, `scheduleNeedPaymentAmount` (runs waiting for payment) and, per portfolio, `reachedMaximum`;
// with `?portfolioId=ID` one portfolio's view instead (`data.reachedMaximum`, spec landing §7), 404 for a portfolio
// not theirs. POST: creates a schedule from `portfolioId`, `mutualFundId`, `amount`, `period`, `date`, `validity`,
// `endDate` (DD-MM-YYYY; forms/recurring-schedule.ts): 201 `{ data: schedule }`; 415/400 for a body that is not JSON
// or a form or that the schema refuses; a refusal as lib/recurring-api.server.ts maps it (403, 404, 422). 401
// without a session, 403 from a foreign Origin (POST), 405 for other methods; never cached.
import type { Route } from './+types/recurring-investments';
import { parseId } from '~/domain/ids';
import { recurringScheduleSchema } from '~/forms/recurring-schedule';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { needPaymentJson, recurringBody, scheduleDetailJson, scheduleJson, scheduleRefusalResponse } from '~/lib/recurring-api.server';
import { createSchedule, getSchedule, listSchedules, portfolioSchedules, recurringSummary } from '~/models/recurring-schedules.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const query = new URL(request.url).searchParams;
  if (query.has('portfolioId')) {
    const portfolioId = parseId(query.get('portfolioId'));
    const view = portfolioId === null ? null : portfolioSchedules(user.id, portfolioId);
    if (!view) return apiError(context, 404, 'recurring:rules.refusal.NOT_FOUND', PRIVATE_NO_STORE);
    return Response.json(
      {
        data: {
          portfolio: view.portfolio,
          schedules: view.schedules.map(scheduleJson),
          count: view.openCount,
          maximum: view.maximum,
          reachedMaximum: view.reachedMaximum,
          ...needPaymentJson(view.scheduleNeedPaymentAmount),
        },
      },
      { headers: PRIVATE_NO_STORE },
    );
  }
  const summary = recurringSummary(user.id);
  return Response.json(
    {
      data: {
        schedules: listSchedules(user.id).map(scheduleJson),
        count: summary.count,
        portfolios: summary.portfolios,
        ...needPaymentJson(summary.scheduleNeedPaymentAmount),
      },
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const input = await recurringBody(request, context, recurringScheduleSchema);
  if (input instanceof Response) return input;
  const { portfolioId, mutualFundId, amount, ...plan } = input.body;
  const result = createSchedule(input.user.id, { portfolioId, mutualFundId, amount, plan });
  if (!result.ok) return scheduleRefusalResponse(context, result.refusal);
  return Response.json({ data: scheduleDetailJson(getSchedule(input.user.id, result.id)!) }, { status: 201, headers: PRIVATE_NO_STORE });
}
