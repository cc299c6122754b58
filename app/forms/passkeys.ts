// The passkey forms and API bodies (issue 18 item 6; decisions 094, 095). The authenticator's answers are checked
// here for their shape only (strings where strings go, at most a few kilobytes): what they prove is for
// @simplewebauthn/server to say. Messages are keys (./messages.ts).
import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from '~/domain/passkey-name';

const required = 'validation:required';
const invalid = 'validation:pattern';
const base64url = (max: number) => z.string({ error: required }).min(1, { error: required }).max(max, { error: invalid }).regex(/^[A-Za-z0-9_-]+=*$/, { error: invalid });

/** 16 random bytes in base64url (a challenge's id, a PIN request's id). */
const token = () => z.string({ error: required }).regex(/^[A-Za-z0-9_-]{22}$/, { error: invalid });

/** `startRegistration()`'s answer (RegistrationResponseJSON). */
const registrationResponse = z.looseObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: invalid }),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(z.string().max(32), { error: invalid }).max(10, { error: invalid }).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: invalid }),
});

/** `startAuthentication()`'s answer (AuthenticationResponseJSON). */
const authenticationResponse = z.looseObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: invalid }),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown(), { error: invalid }),
});

const passkeyName = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PASSKEY_NAME_MAX_LENGTH, { error: `validation:maxLength?max=${PASSKEY_NAME_MAX_LENGTH}` });

/**
 * POST /api/v2/biometrics/enroll (decision 094): without `response`, the options for the browser and a challenge
 * id; with `challengeId` and `response`, the authenticator's answer to keep (and an optional `name`).
 */
export const enrollBodySchema = z.union([
  z.object({ challengeId: token(), response: registrationResponse, name: passkeyName().optional() }),
  z.object({ challengeId: z.undefined().optional(), response: z.undefined().optional() }),
]);

/** POST /api/v2/biometrics/request-challenge: `action` SIGN_IN (signed out), or CONFIRM with the PIN request's id. */
export const requestChallengeBodySchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('SIGN_IN') }), z.object({ action: z.literal('CONFIRM'), requestPinId: token() })],
  { error: invalid },
);

/** POST /api/v2/biometrics/validate-challenge: the answer to a challenge; a CONFIRM names its PIN request again. */
export const validateChallengeBodySchema = z.object({
  challengeId: token(),
  response: authenticationResponse,
  requestPinId: token().optional(),
  /** Sign-in: where to go afterwards (a path on this site; anything else is /reksadana). */
  target: z.string().max(2000, { error: invalid }).optional(),
});

/** /me/passkey/{id}: a new name. */
export const renamePasskeySchema = z.object({ name: passkeyName() });
