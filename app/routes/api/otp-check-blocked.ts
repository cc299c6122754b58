// GET /api/v2/otp/check-otp-blocked?mobilePhone= (spec funds §7; issue 14 item 4; decision 053): whether the
// signed-in user's one-time codes are blocked (five wrong codes: an hour). Only about the user's own numbers:
// the account's number, or one their code of the last hour went to (a new number being confirmed). Any other
// number answers "not blocked", exactly as a number of theirs that is not blocked, so the answer tells nothing
// about other people's numbers (no oracle; the block is the user's, not the number's).
//
// 200 `{ data: { blocked, blockedUntil } }` (blockedUntil an ISO instant or null); 400 with field errors for a
// missing or malformed number; 401 without a session; 405 for other methods. Never cached.
import type { Route } from './+types/otp-check-blocked';
import { isSameMobile, toE164Mobile } from '~/domain/contact';
import { OTP_BLOCK_MS } from '~/domain/policies/otp';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { otpBlockedUntil, sentOtpTo } from '~/models/otp.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const given = new URL(request.url).searchParams.get('mobilePhone') ?? '';
  const e164 = toE164Mobile(given);
  if (!e164) return apiError(context, 400, 'invalidQuery', undefined, { mobilePhone: [given === '' ? 'validation:required' : 'validation:mobilePhone'] });
  const now = new Date();
  const own = isSameMobile(given, user.mobilePhone) || sentOtpTo(user.id, e164, new Date(now.getTime() - OTP_BLOCK_MS));
  const until = own ? otpBlockedUntil(user.id, now) : null;
  return Response.json({ data: { blocked: until !== null, blockedUntil: until?.toISOString() ?? null } }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
