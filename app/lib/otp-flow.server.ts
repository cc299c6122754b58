// The one-time-code flow a browser is in (docs/decisions/053-one-time-codes.md): which flow (what the code
// confirms and where the investor goes next), whose, since when, and, once a forgotten PIN's code was right,
// the challenge that allows the new PIN. A signed, httpOnly, SameSite=Lax cookie (Secure as every cookie,
// middleware/secure-cookies.ts) of 30 minutes: it holds no secret and decides nothing alone; the code and what
// it confirms are the database's (otp_challenges), so a copied or replayed cookie changes nothing another
// account could not.
import { createCookie } from 'react-router';
import { z } from 'zod';
import { OTP_FLOWS, type OtpFlow } from '~/domain/policies/otp';
import { env } from './env.server';

/** How long a flow lasts after it started (longer than a code's 5 minutes and a few resends). */
export const OTP_FLOW_TTL_MS = 30 * 60 * 1000;

export const otpFlowCookie = createCookie('celengan_otp', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secrets: [env().sessionSecret],
  maxAge: OTP_FLOW_TTL_MS / 1000,
});

const flowSchema = z.object({
  userId: z.number().int().positive(),
  flow: z.enum(OTP_FLOWS),
  /** Epoch milliseconds. */
  startedAt: z.number().int().nonnegative(),
  /** A forgotten PIN's verified challenge (its id), once the code was right. */
  grant: z.number().int().positive().optional(),
});

export type OtpFlowState = z.infer<typeof flowSchema>;

/** The request's flow, when it is the user's and younger than 30 minutes; null otherwise. */
export async function readOtpFlow(request: Request, userId: number, now = new Date()): Promise<OtpFlowState | null> {
  let value: unknown;
  try {
    value = await otpFlowCookie.parse(request.headers.get('Cookie'));
  } catch {
    return null;
  }
  const parsed = flowSchema.safeParse(value);
  if (!parsed.success || parsed.data.userId !== userId) return null;
  const age = now.getTime() - parsed.data.startedAt;
  return age >= 0 && age < OTP_FLOW_TTL_MS ? parsed.data : null;
}

/** The Set-Cookie value that starts (or replaces) a flow. */
export function startOtpFlow(userId: number, flow: OtpFlow, now = new Date()): Promise<string> {
  return otpFlowCookie.serialize({ userId, flow, startedAt: now.getTime() } satisfies OtpFlowState);
}

/** The Set-Cookie value of a flow with a change (the forgotten PIN's grant). */
export function saveOtpFlow(state: OtpFlowState): Promise<string> {
  return otpFlowCookie.serialize(state);
}

/** The Set-Cookie value that ends the flow. */
export function endOtpFlow(): Promise<string> {
  return otpFlowCookie.serialize('', { maxAge: 0 });
}
