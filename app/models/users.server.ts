// Users: accounts created at sign-up (issue 2 item 5), credentials, and the account page's data.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import type { Language } from '~/domain/enums';
import { normalizeMobilePhone } from '~/forms/auth';
import { db } from '~/lib/db.server';
import type { Tx } from './ledger.server';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '~/lib/password.server';

export type User = typeof schema.users.$inferSelect;

/**
 * A user row with the email's verification as the registration policies read it (registration-indicator.ts
 * isRegistrationComplete: the purchase gate, the fund page's buy button, the server's buy refusal; decision
 * 039): verified once the link sent to it was opened.
 */
export function withEmailVerification<T extends Pick<User, 'emailVerifiedAt'>>(user: T): T & { isEmailVerified: boolean } {
  return { ...user, isEmailVerified: user.emailVerifiedAt !== null };
}

/** Emails are stored lowercased (a CHECK constraint insists), so lookups normalise the same way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** users.first_name holds at most 60 characters (CHECK users_first_name). */
const FIRST_NAME_MAX_LENGTH = 60;

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: 'EMAIL_TAKEN' };

export interface NewUser {
  fullName: string;
  email: string;
  mobilePhone: string;
  password: string;
  language: Language;
}

/**
 * A new investor account with registration not started (no KYC status). A taken email is a
 * result, not an exception. (Sign-up goes through app/models/sign-up.server.ts, which also sends
 * the verification email and answers a taken email like a new one.)
 */
export async function createUser(input: NewUser, now = new Date(), database: Db = db()): Promise<CreateUserResult> {
  const passwordHash = await hashPassword(input.password);
  return database.transaction((tx) => insertUser(tx, { ...input, passwordHash }, now), { behavior: 'immediate' });
}

/**
 * Inserts the account and its audit row inside the caller's transaction, the password already
 * hashed; EMAIL_TAKEN when the address has an account (the unique index decides, so two sign-ups
 * racing for one email cannot both win).
 */
export function insertUser(tx: Tx, input: Omit<NewUser, 'password'> & { passwordHash: string }, now: Date): CreateUserResult {
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  const user = tx
    .insert(schema.users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      fullName,
      firstName: fullName.split(' ')[0]!.slice(0, FIRST_NAME_MAX_LENGTH),
      mobilePhone: input.mobilePhone,
      language: input.language,
      createdAt: now,
    })
    .onConflictDoNothing({ target: schema.users.email })
    .returning()
    .get();
  if (!user) return { ok: false, reason: 'EMAIL_TAKEN' };
  // The audit trail names the account by id only: no email or phone (DESIGN.md "Security baseline").
  tx.insert(schema.auditLog)
    .values({ at: now, actorUserId: user.id, actorKind: 'user', action: 'user.signed_up', entity: 'user', entityId: String(user.id) })
    .run();
  return { ok: true, user };
}

export function findUserByEmail(email: string, database: Db = db()): User | undefined {
  return database.select().from(schema.users).where(eq(schema.users.email, normalizeEmail(email))).get();
}

/**
 * The user whose email and password these are, or null. An unknown email is checked against a
 * dummy hash, so it costs the same time as a wrong password (no account discovery by timing).
 */
export async function verifyCredentials(email: string, password: string, database: Db = db()): Promise<User | null> {
  const user = findUserByEmail(email, database);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && matches ? user : null;
}

/**
 * Replaces a password hash of an older scheme (or weaker parameters) with the current one, after a
 * successful sign-in: the only moment the password is known (decision 032). Only if the stored
 * hash is still the one that was checked, so a password changed meanwhile is not overwritten.
 */
export async function upgradePasswordHash(user: User, password: string, database: Db = db()): Promise<boolean> {
  if (!needsRehash(user.passwordHash)) return false;
  const passwordHash = await hashPassword(password);
  const { users } = schema;
  return database.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash))).run().changes === 1;
}

export function updateLanguage(userId: number, language: Language, now = new Date(), database: Db = db()): void {
  database.update(schema.users).set({ language, updatedAt: now }).where(eq(schema.users.id, userId)).run();
}

/**
 * A mobile number with the middle digits hidden, `0812-****-7890` (spec landing §3 lists phone
 * numbers among the masked data): the account page shows enough to recognise it, no more.
 */
export function maskMobilePhone(mobilePhone: string): string {
  const national = normalizeMobilePhone(mobilePhone);
  if (!national) return `${'*'.repeat(Math.max(mobilePhone.length - 4, 0))}${mobilePhone.slice(-4)}`;
  return `${national.slice(0, 4)}-${'*'.repeat(national.length - 8)}-${national.slice(-4)}`;
}

/** What the account page (/me) shows of a user. */
export function accountSummary(user: User) {
  return {
    fullName: user.fullName,
    email: user.email,
    mobilePhone: maskMobilePhone(user.mobilePhone),
    language: user.language,
  };
}
