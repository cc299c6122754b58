// POST /api/v2/auth/request-verification-email (spec landing §7 "POST resend verification email —
// none — ok", §8 "429 shows a too-many-requests message"; spec funds §7): sends the signed-in user
// a new verification link (written to the outbox, docs/decisions/015-email-verification.md).
// 200 `{ data: { sent: true, retryAfterSeconds } }` (when the next resend is allowed); 429 with
// `Retry-After` and `{ message, retryAfterSeconds }` within 60 s of the last request or after 5 in
// 24 h; 409 when the email is already verified; 401 without a session; 403 from a foreign Origin;
// 405 for other methods. No body is needed; the link points at the public address (PUBLIC_URL).
import type { Route } from './+types/request-verification-email';
import { apiError, methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { logger } from '~/lib/logger.server';
import { getLocale } from '~/middleware/i18next';
import { requestVerificationEmail } from '~/models/email-verification.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const result = requestVerificationEmail(user.id, { now: new Date(), locale: getLocale(context) });
  if (result.ok) {
    // The user id only: the address and the link stay out of the logs.
    logger.info({ userId: user.id, outboxEmailId: result.outboxEmailId }, 'verification email queued');
    return Response.json(
      { data: { sent: true, retryAfterSeconds: result.retryAfterSeconds } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  switch (result.reason) {
    case 'RATE_LIMITED': {
      logger.warn({ userId: user.id, limit: result.limit }, 'verification email refused by the rate limit');
      const response = apiError(context, 429, 'tooManyRequests', { 'Retry-After': String(result.retryAfterSeconds) });
      // The landing card says how many minutes to wait: the seconds travel in the body as well.
      const body = (await response.json()) as { message: string };
      return Response.json({ ...body, retryAfterSeconds: result.retryAfterSeconds }, { status: 429, headers: response.headers });
    }
    case 'ALREADY_VERIFIED':
      return apiError(context, 409, 'emailVerification:api.alreadyVerified');
    case 'USER_NOT_FOUND':
      // The session's user vanished between the two reads: as good as no session.
      return apiError(context, 401, 'unauthorized');
  }
}
