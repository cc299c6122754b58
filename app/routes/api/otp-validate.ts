// POST /api/v2/otp/validate (issue 14 item 4; decision 053; the spec names no path for checking a code, this
// one sits beside request-by-token): checks `{ "code": "123456" }` against the signed-in user's current flow
// (the flow cookie) and does what the flow confirms, as /validate-otp does.
//
// 200 `{ data: { verified: true, next } }` (next: the page the flow leads to); 422 for a wrong code
// (`attemptsLeft`, the field error under `code`); 429 once blocked (`blockedUntil`, Retry-After); 410 for an
// expired code; 409 without a flow, for a code already used, none sent, or a change that no longer holds; 400
// for a bad body; 401 without a session; 403 from a foreign Origin; 405 for other methods. Never cached.
import type { Route } from './+types/otp-validate';
import { OTP_FLOW_RULES, secondsUntil } from '~/domain/policies/otp';
import { message } from '~/forms/messages';
import { otpValidateBodySchema } from '~/forms/otp';
import { apiError, methodNotAllowed, NO_STORE, requireApiUser, type ApiMessageKey } from '~/lib/api.server';
import { logger } from '~/lib/logger.server';
import { apiRefusal, readOtpBody } from '~/lib/otp-api.server';
import { endOtpFlow, readOtpFlow, saveOtpFlow } from '~/lib/otp-flow.server';
import { wib } from '~/lib/otp-pages.server';
import { getLocale } from '~/middleware/i18next';
import { completeOtp } from '~/models/contact-changes.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readOtpBody(request, context, otpValidateBodySchema);
  if (body instanceof Response) return body;
  const now = new Date();
  const flow = await readOtpFlow(request, user.id, now);
  if (!flow || flow.grant) return apiError(context, 409, 'otp:api.noFlow');
  const rule = OTP_FLOW_RULES[flow.flow];
  const result = completeOtp(user.id, rule.purpose, body.code, now);
  logger.info({ userId: user.id, flow: flow.flow, outcome: result.ok ? 'VERIFIED' : result.reason }, 'one-time code checked (API)');
  if (result.ok) {
    const cookie = flow.flow === 'FORGOT_PIN' ? await saveOtpFlow({ ...flow, grant: result.challengeId }) : await endOtpFlow();
    return Response.json({ data: { verified: true, next: rule.next } }, { headers: { ...NO_STORE, 'Set-Cookie': cookie } });
  }
  switch (result.reason) {
    case 'WRONG': {
      const text = message('otp:validate.wrong', { count: result.attemptsLeft }) as ApiMessageKey;
      const response = apiError(context, 422, text, undefined, { code: [text] });
      const answer = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...answer, attemptsLeft: result.attemptsLeft }, { status: 422, headers: NO_STORE });
    }
    case 'BLOCKED':
      return apiRefusal(
        context,
        429,
        message('otp:form.blocked', { until: wib(result.until, getLocale(context)) }) as ApiMessageKey,
        { blockedUntil: result.until.toISOString() },
        { 'Retry-After': String(secondsUntil(result.until, now)) },
      );
    case 'EXPIRED':
      return apiError(context, 410, 'otp:api.expired');
    case 'CONSUMED':
      return apiError(context, 409, 'otp:api.consumed');
    case 'NO_CODE':
      return apiError(context, 409, 'otp:api.noCode');
    case 'STALE':
      return apiError(context, 409, 'otp:api.stale', { 'Set-Cookie': await endOtpFlow() });
  }
}
