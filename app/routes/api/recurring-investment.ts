// GET|PATCH|DELETE /api/v2/mutual-funds/recurring-investments/{id} (spec funds §7 "Recurring investments ... /{id}";
// issue 17 item 1; decision 072). GET: the schedule with its runs (date, state derived from the order, orderId).
// PATCH: changes `amount`, `period`, `date`, `validity`, `endDate` (DD-MM-YYYY) as forms/recurring-schedule.ts reads
// them, or, with a body `{ status: "PAUSED" | "ACTIVE" }`, pauses or resumes it; answers the schedule. DELETE stops
// it for good (kept as history, STOPPED). Another investor's id answers exactly like a missing one (404); 415/400
// for a body that is not JSON or a form or that the schemas refuse; 422 for a refusal of the rules or a stopped
// schedule; 401 without a session, 403 from a foreign Origin (PATCH, DELETE), 405 for other methods; never cached.
import type { Route } from './+types/recurring-investment';
import { parseId } from '~/domain/ids';
import { recurringScheduleChangeSchema, recurringStatusChangeSchema } from '~/forms/recurring-schedule';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { recurringBody, scheduleDetailJson, scheduleRefusalResponse } from '~/lib/recurring-api.server';
import { getSchedule, pauseSchedule, resumeSchedule, stopSchedule, updateSchedule } from '~/models/recurring-schedules.server';

const ALLOW = 'GET, PATCH, DELETE';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const id = parseId(params.recurringId);
  const detail = id === null ? null : getSchedule(user.id, id);
  if (!detail) return apiError(context, 404, 'recurring:rules.refusal.NOT_FOUND', PRIVATE_NO_STORE);
  return Response.json({ data: scheduleDetailJson(detail) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(context, ALLOW);
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const id = parseId(params.recurringId);
  const notFound = () => apiError(context, 404, 'recurring:rules.refusal.NOT_FOUND', PRIVATE_NO_STORE);
  if (id === null) return notFound();

  if (request.method === 'DELETE') {
    const stopped = stopSchedule(user.id, id);
    if (!stopped.ok) return notFound();
    return Response.json({ data: scheduleDetailJson(getSchedule(user.id, id)!) }, { headers: PRIVATE_NO_STORE });
  }

  // A status change or a change of the plan: which one the body's keys say (read once, then by its schema).
  const probe = request.clone();
  const raw = (request.headers.get('Content-Type') ?? '').match(/application\/json|application\/x-www-form-urlencoded|multipart\/form-data/) ? await readBody(probe) : null;
  const isStatus = raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'status' in raw;
  if (isStatus) {
    const input = await recurringBody(request, context, recurringStatusChangeSchema);
    if (input instanceof Response) return input;
    const result = input.body.status === 'PAUSED' ? pauseSchedule(user.id, id) : resumeSchedule(user.id, id);
    if (!result.ok) return scheduleRefusalResponse(context, result.refusal);
  } else {
    const input = await recurringBody(request, context, recurringScheduleChangeSchema);
    if (input instanceof Response) return input;
    const { amount, ...plan } = input.body;
    const result = updateSchedule(user.id, id, { amount, plan });
    if (!result.ok) return scheduleRefusalResponse(context, result.refusal);
  }
  return Response.json({ data: scheduleDetailJson(getSchedule(user.id, id)!) }, { headers: PRIVATE_NO_STORE });
}
