// Passkeys: biometrics on the web (issue 18 item 6; spec funds §7 "/api/v2/biometrics/enroll, /request-challenge,
// /validate-challenge", landing §4 "Biometrics"; decisions 094, 095). A passkey (a WebAuthn credential,
// `@simplewebauthn/server` 14) signs the investor in, and confirms a PIN request instead of the PIN.
//
// - The relying party is the site's public origin (PUBLIC_URL, required in production outside the demo; the demo
//   answers the host it is opened at): the RP ID is its host, the expected origin the origin itself.
// - Every ceremony starts with a challenge row (`webauthn_challenges`): made in ONE statement that also applies the
//   rate limit (at most CHALLENGE_LIMIT.max per user, or per client for sign-in, in CHALLENGE_LIMIT.windowMs), valid
//   5 minutes, and used up in ONE statement (`UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING`) BEFORE
//   the answer is verified: a challenge is answered once, right or wrong.
// - The signature counter may only grow (when the authenticator keeps one): the library refuses a lower one, and
//   the new value is written only where the stored one is still lower (two answers racing cannot both pass).
// - Sign-in takes the password sign-in's slot (models/sign-in-attempts.server.ts, decision 030) for the passkey's
//   account and client before verifying, so the same limits and back-off hold; success marks it.
import { createHmac, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import type { WebauthnPurpose } from '~/domain/service-enums';
import { passkeyNameFromUserAgent, PASSKEY_NAME_MAX_LENGTH } from '~/domain/passkey-name';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { getFeatureFlags } from './feature-flags.server';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';
import { confirmPinRequest, findPinRequest, pinStatus } from './pin.server';
import { markSignInSucceeded, takeSignInSlot } from './sign-in-attempts.server';
import type { User } from './users.server';

/** How long a challenge can be answered (issue 18: 5 minutes). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Challenges one user (or, for sign-in, one client) may ask for in a window (decision 094). */
export const CHALLENGE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;
/** A challenge id: 16 random bytes in base64url. */
export const CHALLENGE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The browser's own wait for the authenticator (the options' timeout). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
/** At most this many passkeys per investor. */
export const PASSKEYS_PER_USER_MAX = 10;

export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of a request: the configured public origin (PUBLIC_URL), else the request's own (the demo, opened
 * at localhost or at a LAN address). The RP ID is the origin's host (no port).
 */
export function relyingParty(request: Request, configured: string | null = env().configuredPublicUrl): RelyingParty {
  const origin = configured ?? new URL(request.url).origin;
  return { id: new URL(origin).hostname, origin, name: 'Celengan' };
}

/** Whether passkeys are offered (the spec's "mutual-fund biometrics" flag, landing §3; `flags:set`). */
export function passkeysEnabled(database: Db = db()): boolean {
  return getFeatureFlags(database).mutualFundBiometrics;
}

// ---------------------------------------------------------------------------------------------
// Challenges

type ChallengeRow = typeof schema.webauthnChallenges.$inferSelect;

/** Who a challenge is counted against: a signed-in user, or (sign-in) the client's key. */
type ChallengeOwner = { userId: number } | { clientKey: string };

/**
 * Stores a challenge only where the owner asked fewer than CHALLENGE_LIMIT.max in the window: one INSERT … SELECT …
 * WHERE, so parallel requests cannot pass the limit together. Rows are found by `expires_at` (indexed), which is
 * `created_at` + the TTL. A sign-in challenge keeps the client's key (a keyed hash, never the address) in `subject`.
 */
function insertChallenge(
  owner: ChallengeOwner,
  purpose: WebauthnPurpose,
  challenge: string,
  subject: string | null,
  now: Date,
  database: Db,
): string | null {
  const id = randomBytes(16).toString('base64url');
  const at = now.getTime();
  const userId = 'userId' in owner ? owner.userId : null;
  const stored = 'userId' in owner ? subject : `client:${owner.clientKey}`;
  const counted =
    'userId' in owner ? sql`user_id = ${owner.userId}` : sql`user_id IS NULL AND purpose = 'SIGN_IN' AND subject = ${stored}`;
  const row = database.get<{ id: string }>(sql`
    INSERT INTO webauthn_challenges (id, user_id, purpose, challenge, subject, expires_at, created_at)
    SELECT ${id}, ${userId}, ${purpose}, ${challenge}, ${stored}, ${at + CHALLENGE_TTL_MS}, ${at}
    WHERE (
      SELECT count(*) FROM webauthn_challenges
      WHERE expires_at > ${at - CHALLENGE_LIMIT.windowMs + CHALLENGE_TTL_MS} AND ${counted}
    ) < ${CHALLENGE_LIMIT.max}
    RETURNING id`);
  return row?.id ?? null;
}

/**
 * Uses up the challenge `id` in one statement, only while unused and unexpired; answers it, or null (unknown, used,
 * expired: alike). Called before any verification, so a challenge is answered once whatever the answer.
 */
export function consumeChallenge(id: string, now: Date, database: Db = db()): ChallengeRow | null {
  if (!CHALLENGE_ID_PATTERN.test(id)) return null;
  const at = now.getTime();
  const row = database.get<{ id: string }>(sql`
    UPDATE webauthn_challenges SET used_at = ${at}
    WHERE id = ${id} AND used_at IS NULL AND expires_at > ${at}
    RETURNING id`);
  if (!row) return null;
  return database.select().from(schema.webauthnChallenges).where(eq(schema.webauthnChallenges.id, row.id)).get() ?? null;
}

/** Deletes challenges that ended more than a day ago; returns how many. */
export function pruneWebauthnChallenges(now: Date, database: Db = db()): number {
  return database.run(sql`DELETE FROM webauthn_challenges WHERE expires_at < ${now.getTime() - 24 * 60 * 60 * 1000}`).changes;
}

// ---------------------------------------------------------------------------------------------
// The investor's passkeys

export type PasskeyRow = typeof schema.passkeys.$inferSelect;

export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by the platform (a multi-device passkey) rather than kept in one device. */
  synced: boolean;
}

const view = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
});

function passkeyRows(userId: number, database: Db): PasskeyRow[] {
  return database.select().from(schema.passkeys).where(eq(schema.passkeys.userId, userId)).orderBy(asc(schema.passkeys.createdAt), asc(schema.passkeys.id)).all();
}

/** The user's passkeys, oldest first. */
export function listPasskeys(userId: number, database: Db = db()): PasskeyView[] {
  return passkeyRows(userId, database).map(view);
}

/** The user's passkey `passkeyId`, or null (another user's answers alike). */
export function findPasskey(userId: number, passkeyId: number, database: Db = db()): PasskeyView | null {
  const row = database
    .select()
    .from(schema.passkeys)
    .where(and(eq(schema.passkeys.id, passkeyId), eq(schema.passkeys.userId, userId)))
    .get();
  return row ? view(row) : null;
}

function audit(tx: Tx | Db, userId: number, action: string, now: Date, passkeyId: number): void {
  // Ids only (DESIGN.md "Security baseline").
  tx.insert(schema.auditLog)
    .values({ at: now, actorUserId: userId, actorKind: 'user', action, entity: 'passkey', entityId: String(passkeyId) })
    .run();
}

/** Renames the user's passkey; false when it is not theirs (or not there). The name is trimmed by the form. */
export function renamePasskey(userId: number, passkeyId: number, name: string, now = new Date(), database: Db = db()): boolean {
  const { passkeys } = schema;
  return database.transaction(
    (tx) => {
      const changed = tx.update(passkeys).set({ name: name.slice(0, PASSKEY_NAME_MAX_LENGTH) }).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId))).run().changes === 1;
      if (changed) audit(tx, userId, 'user.passkey_renamed', now, passkeyId);
      return changed;
    },
    { behavior: 'immediate' },
  );
}

/** Removes the user's passkey; false when it is not theirs (or not there). */
export function removePasskey(userId: number, passkeyId: number, now = new Date(), database: Db = db()): boolean {
  const { passkeys } = schema;
  return database.transaction(
    (tx) => {
      const removed = tx.delete(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId))).run().changes === 1;
      if (removed) audit(tx, userId, 'user.passkey_removed', now, passkeyId);
      return removed;
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Enrolment (signed in): options, then the authenticator's answer

/**
 * The user handle the authenticator keeps with the passkey: the same for all of a user's passkeys (so a device
 * replaces its own rather than piling up), opaque (a keyed hash of the id, no email), 16 bytes.
 */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', env().sessionSecret).update(`webauthn-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

const credentialDescriptor = (row: PasskeyRow) => ({ id: row.credentialId, transports: (row.transports ?? undefined) as WebAuthnCredential['transports'] });

export type StartResult<T> = { ok: true; challengeId: string; options: T } | { ok: false; reason: 'RATE_LIMITED' };

export async function startEnrollment(
  user: Pick<User, 'id' | 'email' | 'fullName'>,
  rp: RelyingParty,
  now = new Date(),
  database: Db = db(),
): Promise<StartResult<PublicKeyCredentialCreationOptionsJSON> | { ok: false; reason: 'TOO_MANY_PASSKEYS' }> {
  const existing = passkeyRows(user.id, database);
  if (existing.length >= PASSKEYS_PER_USER_MAX) return { ok: false, reason: 'TOO_MANY_PASSKEYS' };
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: user.fullName ?? user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(credentialDescriptor),
    // A discoverable credential (sign-in without typing the email) that checks who holds the device.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = insertChallenge({ userId: user.id }, 'ENROLL', options.challenge, null, now, database);
  return challengeId ? { ok: true, challengeId, options } : { ok: false, reason: 'RATE_LIMITED' };
}

export type CeremonyFailure =
  /** Unknown, used, expired, or another purpose's or user's challenge (alike). */
  | { ok: false; reason: 'CHALLENGE_INVALID' }
  /** The authenticator's answer did not verify (signature, origin, RP ID, user verification, counter). */
  | { ok: false; reason: 'NOT_VERIFIED' };

export type EnrollResult = { ok: true; passkey: PasskeyView } | CeremonyFailure | { ok: false; reason: 'ALREADY_REGISTERED' };

/**
 * Verifies the authenticator's answer to an ENROLL challenge of this user and keeps the passkey, with its
 * PASSKEY_ADDED notification (and email) and an audit row in the same transaction.
 */
export async function finishEnrollment(
  user: Pick<User, 'id'>,
  answer: { challengeId: string; response: RegistrationResponseJSON; name?: string | null; userAgent?: string | null },
  rp: RelyingParty,
  now = new Date(),
  database: Db = db(),
): Promise<EnrollResult> {
  const challenge = consumeChallenge(answer.challengeId, now, database);
  if (!challenge || challenge.purpose !== 'ENROLL' || challenge.userId !== user.id) return { ok: false, reason: 'CHALLENGE_INVALID' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: answer.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: 'NOT_VERIFIED' };
  }
  if (!verified.verified) return { ok: false, reason: 'NOT_VERIFIED' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const name = (answer.name?.trim() || passkeyNameFromUserAgent(answer.userAgent)).slice(0, PASSKEY_NAME_MAX_LENGTH);
  return database.transaction(
    (tx) => {
      const inserted = tx
        .insert(schema.passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? null,
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning()
        .get();
      if (!inserted) return { ok: false, reason: 'ALREADY_REGISTERED' } as const;
      notify(tx, { userId: user.id, kind: 'PASSKEY_ADDED', params: { passkeyName: name, addedAt: now.toISOString() }, link: '/me' }, now);
      audit(tx, user.id, 'user.passkey_added', now, inserted.id);
      return { ok: true, passkey: view(inserted) } as const;
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Using a passkey: sign-in (no user yet) and confirming a PIN request

function credentialOf(row: PasskeyRow): WebAuthnCredential {
  return { id: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: row.counter, transports: (row.transports ?? undefined) as WebAuthnCredential['transports'] };
}

/**
 * Verifies an assertion with the stored passkey and moves its counter on in one statement that holds only where
 * the stored counter is still lower (or both are 0: an authenticator without a counter). False when either fails.
 */
async function verifyAssertion(row: PasskeyRow, challenge: ChallengeRow, response: AuthenticationResponseJSON, rp: RelyingParty, now: Date, database: Db): Promise<boolean> {
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(row),
      requireUserVerification: true,
    });
  } catch {
    // Among others: "Response counter value … was lower than expected" (a cloned authenticator, a replay).
    return false;
  }
  if (!verified.verified) return false;
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const moved = database.run(sql`
    UPDATE passkeys SET counter = ${newCounter}, backed_up = ${credentialBackedUp ? 1 : 0}, last_used_at = ${now.getTime()}
    WHERE id = ${row.id} AND (counter < ${newCounter} OR (counter = 0 AND ${newCounter} = 0))`);
  return moved.changes === 1;
}

function passkeyByCredential(credentialId: unknown, database: Db): PasskeyRow | null {
  if (typeof credentialId !== 'string' || credentialId.length === 0 || credentialId.length > 1024) return null;
  return database.select().from(schema.passkeys).where(eq(schema.passkeys.credentialId, credentialId)).get() ?? null;
}

/** Options for a sign-in with any passkey of this site (discoverable: the investor picks one, no email typed). */
export async function startSignIn(clientKey: string, rp: RelyingParty, now = new Date(), database: Db = db()): Promise<StartResult<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
  const challengeId = insertChallenge({ clientKey }, 'SIGN_IN', options.challenge, null, now, database);
  return challengeId ? { ok: true, challengeId, options } : { ok: false, reason: 'RATE_LIMITED' };
}

export type SignInWithPasskeyResult =
  | { ok: true; user: User }
  | CeremonyFailure
  /** No passkey of that id here (removed on /me, or another site's): the browser may forget it (spec landing §8: 404). */
  | { ok: false; reason: 'UNKNOWN_PASSKEY' }
  | { ok: false; reason: 'RATE_LIMITED'; retryAt: Date };

/**
 * Signs in with a passkey: the challenge used up, the passkey found by the answer's credential id, a sign-in slot
 * taken for its account and this client (refused while the password sign-in would be), then the assertion verified
 * (counter included); the slot counts as a success only then.
 */
export async function finishSignIn(
  answer: { challengeId: string; response: AuthenticationResponseJSON },
  clientKey: string,
  rp: RelyingParty,
  now = new Date(),
  database: Db = db(),
): Promise<SignInWithPasskeyResult> {
  const challenge = consumeChallenge(answer.challengeId, now, database);
  if (!challenge || challenge.purpose !== 'SIGN_IN' || challenge.userId !== null) return { ok: false, reason: 'CHALLENGE_INVALID' };
  const passkey = passkeyByCredential(answer.response.id, database);
  if (!passkey) return { ok: false, reason: 'UNKNOWN_PASSKEY' };
  const user = database.select().from(schema.users).where(eq(schema.users.id, passkey.userId)).get();
  if (!user) return { ok: false, reason: 'UNKNOWN_PASSKEY' };
  const slot = takeSignInSlot({ email: user.email, clientKey, now }, database);
  if (!slot.ok) return { ok: false, reason: 'RATE_LIMITED', retryAt: slot.retryAt };
  if (!(await verifyAssertion(passkey, challenge, answer.response, rp, now, database))) return { ok: false, reason: 'NOT_VERIFIED' };
  markSignInSucceeded(slot.attemptId, database);
  return { ok: true, user };
}

export type ConfirmRefusal =
  /** The PIN request is not this user's, not there, or malformed (alike). */
  | { ok: false; reason: 'REQUEST_NOT_FOUND' }
  | { ok: false; reason: 'REQUEST_EXPIRED' }
  | { ok: false; reason: 'NO_PASSKEY' }
  /** A blocked PIN stops every order (decision 051); a passkey does not lift it. */
  | { ok: false; reason: 'PIN_BLOCKED'; until: Date }
  | { ok: false; reason: 'PIN_NOT_SET' };

/** Why a PIN request cannot be confirmed by a passkey now, or null when it can. */
function confirmRefusal(userId: number, requestId: string, now: Date, database: Db): ConfirmRefusal | null {
  const found = findPinRequest(userId, requestId, now, database);
  if (!found.ok) return { ok: false, reason: found.reason === 'NOT_FOUND' ? 'REQUEST_NOT_FOUND' : 'REQUEST_EXPIRED' };
  const status = pinStatus(userId, now, database);
  if (!status.hasPin) return { ok: false, reason: 'PIN_NOT_SET' };
  if (status.blockedUntil) return { ok: false, reason: 'PIN_BLOCKED', until: status.blockedUntil };
  return null;
}

/** Options to confirm the user's PIN request `requestId` with one of their passkeys (the challenge's subject). */
export async function startConfirmation(
  userId: number,
  requestId: string,
  rp: RelyingParty,
  now = new Date(),
  database: Db = db(),
): Promise<StartResult<PublicKeyCredentialRequestOptionsJSON> | ConfirmRefusal> {
  const refusal = confirmRefusal(userId, requestId, now, database);
  if (refusal) return refusal;
  const rows = passkeyRows(userId, database);
  if (rows.length === 0) return { ok: false, reason: 'NO_PASSKEY' };
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: rows.map(credentialDescriptor),
  });
  const challengeId = insertChallenge({ userId }, 'CONFIRM', options.challenge, requestId, now, database);
  return challengeId ? { ok: true, challengeId, options } : { ok: false, reason: 'RATE_LIMITED' };
}

export type ConfirmResult = { ok: true; target: string } | CeremonyFailure | ConfirmRefusal | { ok: false; reason: 'SUBJECT_MISMATCH' };

/**
 * Confirms the PIN request `requestId` with a passkey: the CONFIRM challenge of this user used up, its subject must
 * be that request (a challenge for one request cannot confirm another), the passkey the user's own, the assertion
 * verified; then the request is answered exactly as a right PIN answers it (pin.server.ts confirmPinRequest: the
 * request used up, this session may place orders for 15 minutes). Answers the request's target.
 */
export async function finishConfirmation(
  userId: number,
  sessionId: string | null,
  answer: { challengeId: string; requestId: string; response: AuthenticationResponseJSON },
  rp: RelyingParty,
  now = new Date(),
  database: Db = db(),
): Promise<ConfirmResult> {
  const challenge = consumeChallenge(answer.challengeId, now, database);
  if (!challenge || challenge.purpose !== 'CONFIRM' || challenge.userId !== userId) return { ok: false, reason: 'CHALLENGE_INVALID' };
  if (challenge.subject !== answer.requestId) return { ok: false, reason: 'SUBJECT_MISMATCH' };
  const passkey = passkeyByCredential(answer.response.id, database);
  if (!passkey || passkey.userId !== userId) return { ok: false, reason: 'NOT_VERIFIED' };
  const refusal = confirmRefusal(userId, answer.requestId, now, database);
  if (refusal) return refusal;
  if (!(await verifyAssertion(passkey, challenge, answer.response, rp, now, database))) return { ok: false, reason: 'NOT_VERIFIED' };
  const confirmed = confirmPinRequest(userId, sessionId, answer.requestId, now, database);
  if (confirmed.ok) return confirmed;
  return { ok: false, reason: confirmed.reason === 'NOT_FOUND' ? 'REQUEST_NOT_FOUND' : 'REQUEST_EXPIRED' };
}
