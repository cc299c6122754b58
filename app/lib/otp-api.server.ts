// What the one-time-code API routes share (spec funds §7 "OTP: /api/v2/otp/request-by-token;
// /api/v2/otp/check-otp-blocked?mobilePhone=", "/api/v2/users/change-email"; decision 053): the body reader
// (an empty body is an empty object; anything unreadable is the 400 of lib/api.server.ts), and the answers of
// a code sent or refused, each `{ message, ... }` in the request's language with the figures a client needs.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { maskEmail } from '~/domain/contact';
import { secondsUntil } from '~/domain/policies/otp';
import { message } from '~/forms/messages';
import { issueMessageKey, messagesByField } from '~/forms/messages-by-field';
import { getLocale } from '~/middleware/i18next';
import type { StartResult } from '~/models/contact-changes.server';
import { maskMobilePhone } from '~/models/users.server';
import { apiError, NO_STORE, readBody, type ApiMessageKey } from './api.server';
import { wib } from './otp-pages.server';

/** A refusal with fields beside the message (`retryAfterSeconds`, `blockedUntil`, `attemptsLeft`). */
export async function apiRefusal(
  context: Readonly<RouterContextProvider>,
  status: number,
  key: ApiMessageKey,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = apiError(context, status, key, headers);
  const body = (await response.json()) as Record<string, unknown>;
  return Response.json({ ...body, ...extra }, { status, headers: response.headers });
}

/** The body as the schema reads it: no body at all is `{}`; a body that cannot be read answers 400. */
export async function readOtpBody<S extends z.ZodType>(request: Request, context: Readonly<RouterContextProvider>, schema: S): Promise<z.output<S> | Response> {
  const length = request.headers.get('Content-Length');
  const empty = !request.headers.get('Content-Type') && (length === null || length === '0');
  const raw = empty ? {} : await readBody(request);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return apiError(context, 400, 'invalidBody');
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = messagesByField(
    parsed.error.issues.flatMap((issue): Array<[string, ApiMessageKey]> =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [key, 'validation:memberOf'])
        : [[issue.path.length > 0 ? issue.path.join('.') : 'body', issueMessageKey(issue)]],
    ),
  );
  return apiError(context, 400, 'invalidBody', undefined, errors);
}

/** Where a code went, masked as the pages show it. */
export function maskedDestination(channel: 'email' | 'whatsapp', destination: string): string {
  return channel === 'email' ? maskEmail(destination) : maskMobilePhone(destination);
}

/**
 * The answer to a start or a resend: 200 `{ data: { sent: true, retryAfterSeconds, expiresAt } }` (`extra`
 * added to data), 429 with Retry-After for a code asked too soon (`retryAfterSeconds`) or while blocked
 * (`blockedUntil`), 409 when what the code would confirm no longer holds, 422 for the account's own contact.
 */
export async function sentAnswer(
  context: Readonly<RouterContextProvider>,
  result: StartResult | { ok: false; reason: 'NO_CODE' },
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  if (result.ok) {
    return Response.json({ data: { sent: true, retryAfterSeconds: result.retryAfterSeconds, expiresAt: result.expiresAt.toISOString(), ...extra } }, { headers: NO_STORE });
  }
  switch (result.reason) {
    case 'RESEND_TOO_SOON': {
      const seconds = secondsUntil(result.retryAt, now);
      return apiRefusal(context, 429, message('otp:form.tooSoon', { count: seconds }) as ApiMessageKey, { retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
    }
    case 'BLOCKED': {
      const seconds = secondsUntil(result.until, now);
      const until = wib(result.until, getLocale(context));
      return apiRefusal(context, 429, message('otp:form.blocked', { until }) as ApiMessageKey, { blockedUntil: result.until.toISOString() }, { 'Retry-After': String(seconds) });
    }
    case 'SAME_AS_CURRENT':
      return apiError(context, 422, 'otp:api.sameEmail', undefined, { email: ['otp:api.sameEmail'] });
    case 'NO_PHONE':
      return apiError(context, 422, 'validation:mobilePhone');
    case 'NO_CODE':
      return apiError(context, 409, 'otp:api.noCode');
    case 'ALREADY_VERIFIED':
    case 'NO_PROPOSAL':
    case 'NO_PIN':
      return apiError(context, 409, 'otp:api.stale');
  }
}
