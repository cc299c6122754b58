// What the pages that start a one-time-code flow share (issue 14 item 4; decision 053): once a code is sent,
// the flow cookie and the way to /validate-otp; a refusal as a message for the form, in the shared message
// form of forms/messages.ts (`otp:form.tooSoon?count=42`).
import { redirect } from 'react-router';
import type { Language } from '~/domain/enums';
import { secondsUntil, type OtpFlow } from '~/domain/policies/otp';
import { message } from '~/forms/messages';
import { formatDateTime } from './format';
import { startOtpFlow } from './otp-flow.server';
import type { StartResult } from '~/models/contact-changes.server';

export const VALIDATE_OTP_PATH = '/validate-otp';
export const METHOD_PICKER_PATH = '/validate-otp/method-picker';

/** An instant as the pages show it: Jakarta date and time with "WIB" (DESIGN.md "Money, units, time"). */
export const wib = (at: Date, locale: Language) => `${formatDateTime(at, locale)} WIB`;

/** A refusal to start, for the page to show: a message key (with values) and the HTTP status. */
export interface StartRefusal {
  status: 400 | 409 | 422 | 429;
  message: string;
  /** The reason, for pages that answer some refusals their own way. */
  reason: Extract<StartResult, { ok: false }>['reason'];
}

/**
 * Throws the redirect to /validate-otp with a new flow cookie when the code was sent (or the same code is
 * still on its way: a form sent twice), else answers the refusal.
 */
export async function continueToCode(result: StartResult, flow: OtpFlow, input: { userId: number; now: Date; locale: Language }): Promise<StartRefusal> {
  if (result.ok) throw redirect(VALIDATE_OTP_PATH, { headers: { 'Set-Cookie': await startOtpFlow(input.userId, flow, input.now) } });
  switch (result.reason) {
    case 'RESEND_TOO_SOON':
      if (result.pendingSince) throw redirect(VALIDATE_OTP_PATH, { headers: { 'Set-Cookie': await startOtpFlow(input.userId, flow, result.pendingSince) } });
      return { status: 429, reason: result.reason, message: message('otp:form.tooSoon', { count: secondsUntil(result.retryAt, input.now) }) };
    case 'BLOCKED':
      return { status: 429, reason: result.reason, message: message('otp:form.blocked', { until: wib(result.until, input.locale) }) };
    case 'SAME_AS_CURRENT':
      return { status: 422, reason: result.reason, message: flow === 'UPDATE_EMAIL' ? 'otp:form.sameEmail' : 'otp:form.samePhone' };
    case 'NO_PHONE':
      return { status: 422, reason: result.reason, message: 'validation:mobilePhone' };
    case 'ALREADY_VERIFIED':
    case 'NO_PROPOSAL':
    case 'NO_PIN':
      return { status: 409, reason: result.reason, message: 'otp:api.stale' };
  }
}
