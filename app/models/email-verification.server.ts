// Email verification (spec landing §4 "Unverified email: verify-email card with a resend button",
// §7 "POST resend verification email", §8; docs/decisions/015-email-verification.md).
//
// requestVerificationEmail writes a link into the outbox (there is no mail server here: a mailer
// process delivers outbox_emails); verifyEmail consumes the link. The link carries a random token
// (32 bytes, base64url); the database keeps only its SHA-256, and neither the token nor the address
// goes into the audit log or a log line (DESIGN.md "Security baseline").
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createInstance, type i18n as I18n } from 'i18next';
import { schema, type Db } from '../../db/client';
import type { Language } from '~/domain/enums';
import {
  DAILY_LIMIT,
  decideVerificationEmailRateLimit,
  secondsUntilNextRequest,
  type VerificationEmailRateLimitReason,
} from '~/domain/policies/verification-email-rate-limit';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { formatDateTime } from '~/lib/format';
import { i18nOptions } from '~/locales';
import type { Tx } from './ledger.server';
import type { User } from './users.server';

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_LINK_TTL_HOURS = VERIFICATION_LINK_TTL_MS / (60 * 60 * 1000);
/** The page the link opens (spec funds §2.1). */
export const EMAIL_VERIFIED_PATH = '/email-berhasil-diverifikasi';

/** A token as the link carries it: 32 random bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RequestVerificationEmailResult =
  /** Written to the outbox; `retryAfterSeconds`: when the next resend will be allowed. */
  | { ok: true; outboxEmailId: number; expiresAt: Date; retryAfterSeconds: number }
  | { ok: false; reason: 'ALREADY_VERIFIED' }
  | { ok: false; reason: 'RATE_LIMITED'; limit: VerificationEmailRateLimitReason; retryAfterSeconds: number }
  | { ok: false; reason: 'USER_NOT_FOUND' };

/**
 * Sends (writes to the outbox) a verification link for the user's current email address, in one
 * immediate transaction with the rate-limit check, so two requests racing cannot both pass it.
 * Refusals are results, not exceptions. The email is in `locale` when given (the page the user
 * asked from), else in the user's saved language. The link is
 * `${baseUrl}/email-berhasil-diverifikasi?token=…`, `baseUrl` being the configured public origin
 * (PUBLIC_URL), never the request's Host or X-Forwarded-Host, which the sender of a request chooses.
 */
export function requestVerificationEmail(
  userId: number,
  options: { now: Date; baseUrl?: string; locale?: Language },
  database: Db = db(),
): RequestVerificationEmailResult {
  const { now } = options;
  const baseUrl = siteOrigin(options.baseUrl ?? env().publicUrl);
  return database.transaction(
    (tx) => {
      const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
      if (!user) return { ok: false, reason: 'USER_NOT_FOUND' } as const;
      if (user.emailVerifiedAt) return { ok: false, reason: 'ALREADY_VERIFIED' } as const;

      const { emailVerifications: ev } = schema;
      // Only the newest requests of the last day can change the decision.
      const previousRequests = tx
        .select({ at: ev.createdAt })
        .from(ev)
        .where(and(eq(ev.userId, userId), gt(ev.createdAt, new Date(now.getTime() - DAILY_LIMIT.windowMs))))
        .orderBy(desc(ev.createdAt))
        .limit(DAILY_LIMIT.maxRequests)
        .all()
        .map((r) => r.at);
      const decision = decideVerificationEmailRateLimit({ now, previousRequests });
      if (!decision.allowed) {
        return { ok: false, reason: 'RATE_LIMITED', limit: decision.reason, retryAfterSeconds: decision.retryAfterSeconds } as const;
      }

      const { outboxEmailId, expiresAt } = writeVerificationEmail(tx, user, { now, baseUrl, language: options.locale ?? user.language });
      return {
        ok: true,
        outboxEmailId,
        expiresAt,
        retryAfterSeconds: secondsUntilNextRequest(now, previousRequests),
      } as const;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Writes a verification link for the user's current address: the link row, the email in the outbox
 * and the audit row, inside the caller's transaction (a request above, or the sign-up that created
 * the account: app/models/sign-up.server.ts). Checks nothing: the caller decided to send.
 */
export function writeVerificationEmail(
  tx: Tx,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  options: { now: Date; language: Language; baseUrl?: string },
): { outboxEmailId: number; expiresAt: Date } {
  const { now, language } = options;
  const baseUrl = siteOrigin(options.baseUrl ?? env().publicUrl);
  const { emailVerifications: ev } = schema;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_TTL_MS);
  const verification = tx
    .insert(ev)
    .values({ userId: user.id, tokenHash: hashToken(token), email: user.email, createdAt: now, expiresAt })
    .returning({ id: ev.id })
    .get();
  const message = verificationMessage(language, {
    name: user.firstName,
    link: `${baseUrl}${EMAIL_VERIFIED_PATH}?token=${token}`,
    expiresAt,
  });
  const outbox = tx
    .insert(schema.outboxEmails)
    .values({ userId: user.id, kind: 'EMAIL_VERIFICATION', toAddress: user.email, ...message, createdAt: now })
    .returning({ id: schema.outboxEmails.id })
    .get();
  // Ids only: no address and no token in the audit trail.
  tx.insert(schema.auditLog)
    .values({
      at: now,
      actorUserId: user.id,
      actorKind: 'user',
      action: 'user.email_verification_requested',
      entity: 'user',
      entityId: String(user.id),
      details: { verificationId: verification.id, outboxEmailId: outbox.id, language },
    })
    .run();
  return { outboxEmailId: outbox.id, expiresAt };
}

export type VerifyEmailResult =
  /** VERIFIED now, or ALREADY_VERIFIED earlier (a second visit of the link is not an error). */
  | { ok: true; outcome: 'VERIFIED' | 'ALREADY_VERIFIED'; userId: number }
  | { ok: false; reason: 'INVALID' | 'EXPIRED' | 'USED' | 'EMAIL_CHANGED' };

/**
 * Verifies the email a link was sent to, in one immediate transaction: marks the user's email
 * verified, spends this link and every other open link of the user, and writes an audit row. An
 * unknown or malformed token is INVALID; a link for an address the account no longer has is
 * EMAIL_CHANGED; an expired (24 h) or spent link fails, unless the email is verified anyway, in
 * which case the answer is ALREADY_VERIFIED. A failure changes nothing.
 */
export function verifyEmail(token: string | null | undefined, now: Date, database: Db = db()): VerifyEmailResult {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'INVALID' };
  const tokenHash = hashToken(token);
  return database.transaction(
    (tx) => {
      const { emailVerifications: ev, users } = schema;
      const row = tx
        .select({ verification: ev, user: { email: users.email, emailVerifiedAt: users.emailVerifiedAt } })
        .from(ev)
        .innerJoin(users, eq(users.id, ev.userId))
        .where(eq(ev.tokenHash, tokenHash))
        .get();
      if (!row) return { ok: false, reason: 'INVALID' } as const;
      const { verification, user } = row;
      if (user.email !== verification.email) return { ok: false, reason: 'EMAIL_CHANGED' } as const;
      if (user.emailVerifiedAt) return { ok: true, outcome: 'ALREADY_VERIFIED', userId: verification.userId } as const;
      if (verification.usedAt) return { ok: false, reason: 'USED' } as const;
      if (now.getTime() >= verification.expiresAt.getTime()) return { ok: false, reason: 'EXPIRED' } as const;

      tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, verification.userId)).run();
      // This link and the user's other open ones are spent (a link is never used before it was made).
      tx.update(ev)
        .set({ usedAt: sql`max(${now.getTime()}, ${ev.createdAt})` })
        .where(and(eq(ev.userId, verification.userId), isNull(ev.usedAt)))
        .run();
      tx.insert(schema.auditLog)
        .values({
          at: now,
          actorUserId: verification.userId,
          actorKind: 'user',
          action: 'user.email_verified',
          entity: 'user',
          entityId: String(verification.userId),
          details: { verificationId: verification.id },
        })
        .run();
      return { ok: true, outcome: 'VERIFIED', userId: verification.userId } as const;
    },
    { behavior: 'immediate' },
  );
}

/** The origin of a base URL (`https://host[:port]`), refusing anything that is not http(s). */
function siteOrigin(baseUrl: string): string {
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('baseUrl must be an http(s) URL');
  return url.origin;
}

let mailI18n: I18n | undefined;
/** A server-side i18next instance for mail texts (the same resources as the pages, no React). */
function mailTranslator(language: Language) {
  if (!mailI18n) {
    mailI18n = createInstance();
    void mailI18n.init({ ...i18nOptions, lng: 'id', initAsync: false });
  }
  return mailI18n.getFixedT(language, 'emailVerification');
}

/**
 * The subject and plain-text body of the email sent instead of a verification link when someone
 * signs up with an address that already has an account (decision 030): the sign-up page answers
 * the same either way, so only the inbox's owner learns which it was.
 */
export function accountExistsMessage(language: Language, input: { name: string; signInLink: string }): { subject: string; bodyText: string } {
  const t = mailTranslator(language);
  return { subject: t('accountExistsEmail.subject'), bodyText: t('accountExistsEmail.body', { name: input.name, link: input.signInLink }) };
}

/** The subject and plain-text body of a verification email. */
export function verificationMessage(
  language: Language,
  input: { name: string; link: string; expiresAt: Date },
): { subject: string; bodyText: string } {
  const t = mailTranslator(language);
  const expiresAt = formatDateTime(input.expiresAt, language);
  return {
    subject: t('email.subject'),
    bodyText: t('email.body', { name: input.name, link: input.link, hours: VERIFICATION_LINK_TTL_HOURS, expiresAt }),
  };
}
