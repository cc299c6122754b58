// POST (or PATCH) /api/v2/users/change-email (spec funds §7 "PATCH-type updates: ... /api/v2/users/change-email";
// issue 14 item 4; decision 054): starts the signed-in user's change of email: `{ "email": "new@example.com" }`
// gets a code at the new address and the flow cookie; the code is then checked by POST /api/v2/otp/validate
// (or on /validate-otp), which changes the email. An address of another account is answered the same (its
// owner is told; no code is sent), so the API says nothing about who has an account.
//
// 200 `{ data: { sent: true, next: "/validate-otp", retryAfterSeconds, expiresAt } }`; 422 for the account's
// own email; 429 with Retry-After within 60 s of the last code or while blocked; 400 with field errors for a bad
// body; 401 without a session; 403 from a foreign Origin; 405 for other methods. Never cached.
import type { Route } from './+types/users-change-email';
import { changeEmailBodySchema } from '~/forms/otp';
import { methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { readOtpBody, sentAnswer } from '~/lib/otp-api.server';
import { startOtpFlow } from '~/lib/otp-flow.server';
import { VALIDATE_OTP_PATH } from '~/lib/otp-pages.server';
import { getLocale } from '~/middleware/i18next';
import { startEmailChange } from '~/models/contact-changes.server';

const ALLOW = 'POST, PATCH';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ALLOW);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST' && request.method !== 'PATCH') return methodNotAllowed(context, ALLOW);
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readOtpBody(request, context, changeEmailBodySchema);
  if (body instanceof Response) return body;
  const now = new Date();
  const result = startEmailChange(user, body.email, { now, language: getLocale(context) });
  // A code sent now, or the same change's code still on its way (a retry): the flow goes on with it.
  const startedAt = result.ok ? now : result.reason === 'RESEND_TOO_SOON' ? result.pendingSince : null;
  if (startedAt) {
    const pending = !result.ok && result.reason === 'RESEND_TOO_SOON' ? result : null;
    const answer = pending
      ? Response.json({ data: { sent: true, next: VALIDATE_OTP_PATH, retryAfterSeconds: pending.retryAfterSeconds, expiresAt: null } }, { headers: { 'Cache-Control': 'no-store' } })
      : await sentAnswer(context, result, now, { next: VALIDATE_OTP_PATH });
    const headers = new Headers(answer.headers);
    headers.append('Set-Cookie', await startOtpFlow(user.id, 'UPDATE_EMAIL', startedAt));
    return new Response(answer.body, { status: answer.status, headers });
  }
  return sentAnswer(context, result, now);
}
