// The one-time-code and contact-change forms (issue 14 item 4): one zod schema per form, parsed with conform
// on the client and again in the action; the API bodies use the same fields. Messages are keys of the
// translation namespaces (forms/messages.ts).
import { z } from 'zod';
import { OUTBOX_CHANNELS } from '~/domain/kyc/enums';
import { OTP_CODE_LENGTH } from '~/domain/policies/otp';
import { email, mobilePhone } from './auth';

/** The intents of /validate-otp's forms. */
export const OTP_INTENTS = { verify: 'verify', resend: 'resend' } as const;

/** The 6 digits; spaces people paste between groups ("123 456") are dropped. */
const otpCode = () =>
  z
    .string({ error: 'validation:required' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, { error: 'validation:required' }).regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), { error: 'otp:form.codeFormat' }));

export const otpCodeSchema = z.object({ code: otpCode() });

/** /validate-otp/method-picker: where the code goes. */
export const otpMethodSchema = z.object({ channel: z.enum(OUTBOX_CHANNELS, { error: 'validation:memberOf' }) });

export const updateEmailSchema = z.object({ email: email() });

/** The new number as typed; the schema gives it back in the national form 08… (forms/auth.ts). */
export const updatePhoneSchema = z.object({ mobilePhone: mobilePhone() });

// The API's bodies (spec funds §7 OTP endpoints, /api/v2/users/change-email): the same fields, no others.

/** POST /api/v2/otp/request-by-token: optionally the channel, for a flow that offers a choice. */
export const otpRequestBodySchema = z.object({ channel: z.enum(OUTBOX_CHANNELS, { error: 'validation:memberOf' }).optional() }).strict();

/** POST /api/v2/otp/validate. */
export const otpValidateBodySchema = z.object({ code: otpCode() }).strict();

/** POST /api/v2/users/change-email. */
export const changeEmailBodySchema = z.object({ email: email() }).strict();
