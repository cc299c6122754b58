// One-time codes (issue 14 item 4; spec funds §2.1 /validate-otp, /validate-otp/method-picker, §7 OTP
// endpoints, §9 "OTP resend constant 60 seconds"; docs/decisions/053-one-time-codes.md). Pure: the rules
// the model (app/models/otp.server.ts) applies in its SQL statements, and what the pages show.
//
// - A code is 6 digits, works 5 minutes, once, and only the newest code of a purpose works.
// - A purpose's next code may be sent 60 seconds after the previous one.
// - Wrong codes are counted per user from the last right code (a new code carries the count on, so asking
//   for codes again does not buy more guesses); the 5th wrong code blocks every code of the user for an hour.
import type { OutboxChannel } from '../enums';
import type { OtpPurpose } from '../kyc/enums';

export const OTP_CODE_LENGTH = 6;
/** How long a code works. */
export const OTP_TTL_MS = 5 * 60 * 1000;
/** spec funds §9 "OTP resend constant 60 seconds". */
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
/** Wrong codes in a row that block the user's codes. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** How long the block lasts; also how long an unanswered wrong count is remembered. */
export const OTP_BLOCK_MS = 60 * 60 * 1000;

const CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

/** Whether a text is a code as the form takes it: exactly 6 digits. */
export function isOtpCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** Whole seconds from `now` until `until`, at least 1 (a Retry-After of 0 invites a hot loop). */
export const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

// ---------------------------------------------------------------------------------------------
// Sending a code

export type OtpRequestDecision =
  | { allowed: true }
  | { allowed: false; reason: 'BLOCKED'; until: Date }
  | { allowed: false; reason: 'RESEND_TOO_SOON'; retryAt: Date; retryAfterSeconds: number };

/**
 * Whether a code of a purpose may be sent at `now`: not while the user's codes are blocked (`blockedUntil`,
 * the latest block of any purpose), nor within 60 s of the purpose's previous code (`lastSentAt`). The
 * windows are half-open: a code sent exactly 60 s ago allows the next. A time stamped after `now` (the clock
 * stepped back) counts as `now`, so skew never loosens the limit.
 */
export function decideOtpRequest(input: { now: Date; blockedUntil: Date | null; lastSentAt: Date | null }): OtpRequestDecision {
  const { now, blockedUntil, lastSentAt } = input;
  if (blockedUntil && blockedUntil.getTime() > now.getTime()) return { allowed: false, reason: 'BLOCKED', until: blockedUntil };
  if (lastSentAt) {
    const retryAt = new Date(Math.min(lastSentAt.getTime(), now.getTime()) + OTP_RESEND_INTERVAL_MS);
    if (retryAt.getTime() > now.getTime()) return { allowed: false, reason: 'RESEND_TOO_SOON', retryAt, retryAfterSeconds: secondsUntil(retryAt, now) };
  }
  return { allowed: true };
}

/** What a challenge row holds that the rules read. */
export interface ChallengeSnapshot {
  createdAt: Date;
  expiresAt: Date;
  attempts: number;
  blockedUntil: Date | null;
  consumedAt: Date | null;
}

/**
 * The wrong codes a new code starts with: those of the user's newest code (any purpose), unless it was
 * answered right (consumed), ended in a block (served), or is older than the block's length (forgotten).
 */
export function carriedWrongAttempts(newest: Pick<ChallengeSnapshot, 'createdAt' | 'attempts' | 'blockedUntil' | 'consumedAt'> | null, now: Date): number {
  if (!newest || newest.consumedAt || newest.blockedUntil) return 0;
  if (newest.createdAt.getTime() <= now.getTime() - OTP_BLOCK_MS) return 0;
  return newest.attempts;
}

// ---------------------------------------------------------------------------------------------
// Checking a code

/**
 * Whether the newest code of a purpose may be compared at `now` (before the attempt is counted). CHECK: it
 * may; the others say why not. `blockedUntil`: the user's latest block, any purpose.
 */
export type OtpCheckDecision =
  | { kind: 'CHECK' }
  | { kind: 'NO_CODE' }
  | { kind: 'CONSUMED' }
  | { kind: 'EXPIRED' }
  | { kind: 'BLOCKED'; until: Date };

export function decideOtpCheck(input: { now: Date; blockedUntil: Date | null; challenge: ChallengeSnapshot | null }): OtpCheckDecision {
  const { now, blockedUntil, challenge } = input;
  if (blockedUntil && blockedUntil.getTime() > now.getTime()) return { kind: 'BLOCKED', until: blockedUntil };
  if (!challenge) return { kind: 'NO_CODE' };
  if (challenge.consumedAt) return { kind: 'CONSUMED' };
  // A code whose wrong count is used up (its last try was right, then blocked and served) asks for a new one.
  if (now.getTime() >= challenge.expiresAt.getTime() || challenge.attempts >= OTP_MAX_WRONG_ATTEMPTS) return { kind: 'EXPIRED' };
  return { kind: 'CHECK' };
}

export type OtpAttemptOutcome =
  | { kind: 'VERIFIED' }
  | { kind: 'WRONG'; attemptsLeft: number }
  | { kind: 'BLOCKED'; until: Date };

/**
 * The outcome of one counted attempt: `attempts` is the count after this one (carried wrong codes
 * included). A right code is verified whatever the count; the 5th wrong one blocks for an hour.
 */
export function otpAttemptOutcome(input: { now: Date; attempts: number; matches: boolean }): OtpAttemptOutcome {
  if (input.matches) return { kind: 'VERIFIED' };
  const attemptsLeft = OTP_MAX_WRONG_ATTEMPTS - input.attempts;
  if (attemptsLeft <= 0) return { kind: 'BLOCKED', until: new Date(input.now.getTime() + OTP_BLOCK_MS) };
  return { kind: 'WRONG', attemptsLeft };
}

// ---------------------------------------------------------------------------------------------
// The flows a code confirms, and the /validate-otp page's state

/**
 * What a one-time code confirms (the flow the pages carry, decision 053): checking the current phone, the
 * investor's own change of email or phone, a change the back office proposed (decision 054), a forgotten PIN.
 */
export const OTP_FLOWS = ['VERIFY_PHONE', 'UPDATE_EMAIL', 'UPDATE_PHONE', 'BACKOFFICE_EMAIL', 'BACKOFFICE_PHONE', 'FORGOT_PIN'] as const;
export type OtpFlow = (typeof OTP_FLOWS)[number];

export interface OtpFlowRule {
  purpose: OtpPurpose;
  /** The ways the code may travel; more than one lets the investor choose (/validate-otp/method-picker). */
  channels: readonly OutboxChannel[];
  /** Where the investor goes once the code is right. */
  next: string;
  /** Where the flow started (the way back from /validate-otp). */
  start: string;
}

/** The landing page shows the outcome of a contact change in a popup (spec landing §2 popups; decision 055). */
const LANDING = '/reksadana';

export const OTP_FLOW_RULES: Record<OtpFlow, OtpFlowRule> = {
  // A phone is confirmed by a message to it; WhatsApp is the only phone channel (issue 14 item 4).
  VERIFY_PHONE: { purpose: 'VERIFY_PHONE', channels: ['whatsapp'], next: LANDING, start: '/reksadana/verifikasi-nomor-handphone' },
  UPDATE_PHONE: { purpose: 'UPDATE_PHONE', channels: ['whatsapp'], next: LANDING, start: '/me/update-phone-number' },
  // A new email is confirmed at the new address.
  UPDATE_EMAIL: { purpose: 'UPDATE_EMAIL', channels: ['email'], next: '/me?berhasil=email', start: '/me/update-email' },
  BACKOFFICE_EMAIL: { purpose: 'UPDATE_EMAIL', channels: ['email'], next: LANDING, start: '/me/confirm-backoffice-update-email' },
  BACKOFFICE_PHONE: { purpose: 'UPDATE_PHONE', channels: ['whatsapp'], next: LANDING, start: '/me/confirm-backoffice-update-phone-number' },
  // Either contact the account has; the investor chooses.
  FORGOT_PIN: { purpose: 'FORGOT_PIN', channels: ['email', 'whatsapp'], next: '/me/pin/forgot', start: '/me/pin/forgot' },
};

export function isOtpFlow(value: unknown): value is OtpFlow {
  return typeof value === 'string' && (OTP_FLOWS as readonly string[]).includes(value);
}

/** What /validate-otp shows for the flow's newest code (`challenge`: sent since the flow started, else null). */
export type OtpPageState =
  | { kind: 'NOT_SENT' }
  | { kind: 'SENT'; expiresAt: Date; resendAt: Date; attemptsLeft: number }
  | { kind: 'EXPIRED'; resendAt: Date }
  | { kind: 'CONSUMED' }
  | { kind: 'BLOCKED'; until: Date };

export function otpPageState(input: { now: Date; blockedUntil: Date | null; challenge: ChallengeSnapshot | null }): OtpPageState {
  const check = decideOtpCheck(input);
  const { challenge } = input;
  switch (check.kind) {
    case 'BLOCKED':
      return { kind: 'BLOCKED', until: check.until };
    case 'NO_CODE':
      return { kind: 'NOT_SENT' };
    case 'CONSUMED':
      return { kind: 'CONSUMED' };
    case 'EXPIRED':
      return { kind: 'EXPIRED', resendAt: new Date(challenge!.createdAt.getTime() + OTP_RESEND_INTERVAL_MS) };
    case 'CHECK':
      return {
        kind: 'SENT',
        expiresAt: challenge!.expiresAt,
        resendAt: new Date(challenge!.createdAt.getTime() + OTP_RESEND_INTERVAL_MS),
        attemptsLeft: OTP_MAX_WRONG_ATTEMPTS - challenge!.attempts,
      };
  }
}
