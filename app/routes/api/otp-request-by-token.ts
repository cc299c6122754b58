// POST /api/v2/otp/request-by-token (spec funds §7 "OTP: /api/v2/otp/request-by-token"; issue 14 item 4;
// decision 053): sends (again) the code of the signed-in user's current flow. The "token" is the flow cookie
// that a start (the pages, or POST /api/v2/users/change-email) set; it names the flow, never the address,
// which the server keeps. JSON or form body, optionally `{ "channel": "email" | "whatsapp" }` for a flow that
// offers a choice (a forgotten PIN; else the way of the flow's last code).
//
// 200 `{ data: { sent: true, channel, destination (masked), retryAfterSeconds, expiresAt } }`; 429 with
// Retry-After within 60 s of the last code (`retryAfterSeconds`) or while blocked (`blockedUntil`); 409 without
// a flow, or when there is nothing to send again; 422 for a channel the flow does not offer; 400 for a bad
// body; 401 without a session; 403 from a foreign Origin; 405 for other methods. Never cached.
import type { Route } from './+types/otp-request-by-token';
import { OTP_FLOW_RULES } from '~/domain/policies/otp';
import { otpRequestBodySchema } from '~/forms/otp';
import { apiError, methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { maskedDestination, readOtpBody, sentAnswer } from '~/lib/otp-api.server';
import { readOtpFlow } from '~/lib/otp-flow.server';
import { getLocale } from '~/middleware/i18next';
import { resendOtp, startForgotPin } from '~/models/contact-changes.server';
import { newestOtpChallenge } from '~/models/otp.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readOtpBody(request, context, otpRequestBodySchema);
  if (body instanceof Response) return body;
  const now = new Date();
  const flow = await readOtpFlow(request, user.id, now);
  if (!flow || flow.grant) return apiError(context, 409, 'otp:api.noFlow');
  const rule = OTP_FLOW_RULES[flow.flow];
  const since = new Date(flow.startedAt);
  const newest = newestOtpChallenge(user.id, rule.purpose, since);
  const channel = body.channel ?? newest?.channel ?? (rule.channels.length === 1 ? rule.channels[0]! : undefined);
  if (!channel) return apiError(context, 400, 'invalidBody', undefined, { channel: ['validation:required'] });
  if (!rule.channels.includes(channel)) return apiError(context, 422, 'otp:api.channelNotAllowed', undefined, { channel: ['otp:api.channelNotAllowed'] });

  const options = { now, language: getLocale(context) };
  // A forgotten PIN's code goes where the investor now chooses; any other flow's goes again where it went.
  const result = flow.flow === 'FORGOT_PIN' && newest?.channel !== channel ? startForgotPin(user, channel, options) : resendOtp(user, rule.purpose, since, options);
  const sentTo = newestOtpChallenge(user.id, rule.purpose, since);
  return sentAnswer(context, result, now, sentTo ? { channel: sentTo.channel, destination: maskedDestination(sentTo.channel, sentTo.destination) } : {});
}
