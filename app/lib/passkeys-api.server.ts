// The biometrics API's answers (spec funds §7 "/api/v2/biometrics/*"; issue 18 item 6; decisions 094, 095): each
// refusal has its status and a `code`, so the browser's code tells them apart without reading the message
// (`{ message, code }`, the message in the request's language, never cached):
//   404 PASSKEYS_DISABLED   the biometrics flag is off            404 UNKNOWN_PASSKEY  (spec landing §8: forget it)
//   404 NO_PASSKEY          nothing to confirm with               404 REQUEST_NOT_FOUND another user's or no PIN request
//   409 ALREADY_REGISTERED  409 TOO_MANY_PASSKEYS                 410 CHALLENGE_INVALID unknown, used or expired
//   410 REQUEST_EXPIRED     422 NOT_VERIFIED, SUBJECT_MISMATCH    429 TOO_MANY_CHALLENGES / sign-in back-off (Retry-After)
//   PIN_BLOCKED 423, PIN_NOT_SET 428 as the order APIs (decision 052).
import type { RouterContextProvider } from 'react-router';
import { getI18n } from '~/middleware/i18next';
import { NO_STORE } from './api.server';
import { orderPinResponse } from './order-pin-api.server';

export type PasskeyRefusalCode =
  | 'PASSKEYS_DISABLED'
  | 'UNKNOWN_PASSKEY'
  | 'NO_PASSKEY'
  | 'REQUEST_NOT_FOUND'
  | 'ALREADY_REGISTERED'
  | 'TOO_MANY_PASSKEYS'
  | 'CHALLENGE_INVALID'
  | 'REQUEST_EXPIRED'
  | 'NOT_VERIFIED'
  | 'SUBJECT_MISMATCH'
  | 'TOO_MANY_CHALLENGES';

const REFUSALS: Record<PasskeyRefusalCode, { status: number; key: string }> = {
  PASSKEYS_DISABLED: { status: 404, key: 'api.disabled' },
  UNKNOWN_PASSKEY: { status: 404, key: 'api.unknownPasskey' },
  NO_PASSKEY: { status: 404, key: 'api.noPasskey' },
  REQUEST_NOT_FOUND: { status: 404, key: 'api.requestNotFound' },
  ALREADY_REGISTERED: { status: 409, key: 'api.alreadyRegistered' },
  TOO_MANY_PASSKEYS: { status: 409, key: 'api.tooManyPasskeys' },
  CHALLENGE_INVALID: { status: 410, key: 'api.invalidChallenge' },
  REQUEST_EXPIRED: { status: 410, key: 'api.requestExpired' },
  NOT_VERIFIED: { status: 422, key: 'api.notVerified' },
  SUBJECT_MISMATCH: { status: 422, key: 'api.subjectMismatch' },
  TOO_MANY_CHALLENGES: { status: 429, key: 'api.tooManyChallenges' },
};

export function passkeyRefusal(context: Readonly<RouterContextProvider>, code: PasskeyRefusalCode, retryAfterSeconds?: number): Response {
  const t = getI18n(context).getFixedT(null, 'passkeys') as unknown as (key: string) => string;
  const { status, key } = REFUSALS[code];
  const headers: Record<string, string> = { ...NO_STORE };
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return Response.json({ message: t(key), code }, { status, headers });
}

type ModelRefusal =
  | { reason: 'CHALLENGE_INVALID' | 'NOT_VERIFIED' | 'ALREADY_REGISTERED' | 'TOO_MANY_PASSKEYS' | 'UNKNOWN_PASSKEY' | 'SUBJECT_MISMATCH' }
  | { reason: 'REQUEST_NOT_FOUND' | 'REQUEST_EXPIRED' | 'NO_PASSKEY' | 'PIN_NOT_SET' }
  | { reason: 'PIN_BLOCKED'; until: Date }
  | { reason: 'RATE_LIMITED'; retryAt?: Date };

/** A refusal of models/passkeys.server.ts as its answer. */
export function passkeyModelRefusal(context: Readonly<RouterContextProvider>, refusal: ModelRefusal, now: Date): Response {
  switch (refusal.reason) {
    case 'PIN_BLOCKED':
      return orderPinResponse(context, { code: 'PIN_BLOCKED', until: refusal.until });
    case 'PIN_NOT_SET':
      return orderPinResponse(context, { code: 'PIN_NOT_SET' });
    case 'RATE_LIMITED':
      return passkeyRefusal(context, 'TOO_MANY_CHALLENGES', refusal.retryAt ? (refusal.retryAt.getTime() - now.getTime()) / 1000 : 60);
    default:
      return passkeyRefusal(context, refusal.reason);
  }
}
