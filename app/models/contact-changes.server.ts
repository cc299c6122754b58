// What one-time codes confirm (issue 14 item 4; decisions 053, 054, 055): checking the current phone, the
// investor's own change of email or phone, a change the back office proposed, and a forgotten PIN's grant.
// Each `start…` sends the code (otp.server.ts) to the address being confirmed, with what it confirms in the
// challenge's payload; `completeOtp` checks the code and, in the same transaction, does what the payload
// says, so a right code and its effect are one (never a consumed code without its change, nor a change twice).
// Every change is audited (ids only) and leaves the landing its popup (users.contact_update_popup).
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '../../db/client';
import { toE164Mobile } from '~/domain/contact';
import type { ContactChangeKind, ContactUpdatePopup, Language, OutboxChannel } from '~/domain/enums';
import type { OtpPurpose } from '~/domain/kyc/enums';
import { normalizeMobilePhone } from '~/forms/auth';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { writeVerificationEmail } from './email-verification.server';
import type { Tx } from './ledger.server';
import { otpTranslator, requestOtpIn, verifyOtpIn, type RequestOtpResult, type VerifyOtpResult } from './otp.server';
import { normalizeEmail, type User } from './users.server';

/** A back-office proposal waits this long for the investor (decision 054). */
export const PROPOSAL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** After a forgotten PIN's code was right, the new PIN may be set within this time (decision 053). */
export const PIN_RESET_WINDOW_MS = 10 * 60 * 1000;

/** The pages that confirm a back-office proposal (spec funds §2.1). */
export const CONFIRM_PROPOSAL_PATHS: Record<ContactChangeKind, string> = {
  EMAIL: '/me/confirm-backoffice-update-email',
  PHONE: '/me/confirm-backoffice-update-phone-number',
};

/** What a challenge's payload holds: the new email or phone (national form), and the proposal it confirms. */
const payloadSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  proposalId: z.number().int().positive().optional(),
});
type Payload = z.infer<typeof payloadSchema>;

function readPayload(text: string | null): Payload {
  if (!text) return {};
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

type Account = Pick<User, 'id' | 'email' | 'mobilePhone' | 'firstName' | 'language' | 'phoneVerifiedAt' | 'pinHash'>;

export type StartResult =
  | Exclude<RequestOtpResult, { reason: 'RESEND_TOO_SOON' }>
  /**
   * `pendingSince`: the purpose's newest code went to the same address for the same change and is still open
   * (a form sent twice): the flow may go on with it, from that instant.
   */
  | (Extract<RequestOtpResult, { reason: 'RESEND_TOO_SOON' }> & { pendingSince: Date | null })
  | { ok: false; reason: 'SAME_AS_CURRENT' | 'ALREADY_VERIFIED' | 'NO_PROPOSAL' | 'NO_PIN' | 'NO_PHONE' };

function sendCode(
  database: Db,
  user: Account,
  input: { purpose: OtpPurpose; channel: OutboxChannel; destination: string; payload?: Payload; addressInUse?: boolean },
  now: Date,
  language: Language,
): StartResult {
  const payload = input.payload ? JSON.stringify(input.payload) : null;
  return database.transaction(
    (tx): StartResult => {
      const result = requestOtpIn(
        tx,
        {
          userId: user.id,
          purpose: input.purpose,
          channel: input.channel,
          destination: input.destination,
          payload,
          language,
          name: user.firstName,
          message: input.addressInUse ? 'ADDRESS_IN_USE' : 'CODE',
        },
        now,
      );
      if (result.ok || result.reason !== 'RESEND_TOO_SOON') return result;
      const { otpChallenges: c } = schema;
      const newest = tx.select().from(c).where(and(eq(c.userId, user.id), eq(c.purpose, input.purpose))).orderBy(desc(c.createdAt), desc(c.id)).limit(1).get();
      const same = newest && !newest.consumedAt && newest.expiresAt > now && newest.channel === input.channel && newest.destination === input.destination && newest.payload === payload;
      return { ...result, pendingSince: same ? newest.createdAt : null };
    },
    { behavior: 'immediate' },
  );
}

/**
 * /me/update-email: a code to the NEW address. An address that is another account's gets, instead of a code,
 * a notice that someone tried to move an account to it (decision 054): the answer is the same, no oracle.
 */
export function startEmailChange(user: Account, newEmail: string, options: { now?: Date; language?: Language } = {}, database: Db = db()): StartResult {
  const email = normalizeEmail(newEmail);
  if (email === user.email) return { ok: false, reason: 'SAME_AS_CURRENT' };
  const taken = database.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.email, email), ne(schema.users.id, user.id))).get();
  return sendCode(
    database,
    user,
    { purpose: 'UPDATE_EMAIL', channel: 'email', destination: email, payload: { email }, addressInUse: taken !== undefined },
    options.now ?? new Date(),
    options.language ?? user.language,
  );
}

/** /me/update-phone-number: a WhatsApp code to the NEW number (`newPhone` as typed; the form has checked it). */
export function startPhoneChange(user: Account, newPhone: string, options: { now?: Date; language?: Language } = {}, database: Db = db()): StartResult {
  const phone = normalizeMobilePhone(newPhone);
  const destination = toE164Mobile(newPhone);
  if (!phone || !destination) return { ok: false, reason: 'NO_PHONE' };
  if (phone === normalizeMobilePhone(user.mobilePhone)) return { ok: false, reason: 'SAME_AS_CURRENT' };
  return sendCode(database, user, { purpose: 'UPDATE_PHONE', channel: 'whatsapp', destination, payload: { phone } }, options.now ?? new Date(), options.language ?? user.language);
}

/** /reksadana/verifikasi-nomor-handphone: a WhatsApp code to the account's own number. */
export function startPhoneVerification(user: Account, options: { now?: Date; language?: Language } = {}, database: Db = db()): StartResult {
  if (user.phoneVerifiedAt) return { ok: false, reason: 'ALREADY_VERIFIED' };
  const phone = normalizeMobilePhone(user.mobilePhone);
  const destination = toE164Mobile(user.mobilePhone);
  if (!phone || !destination) return { ok: false, reason: 'NO_PHONE' };
  return sendCode(database, user, { purpose: 'VERIFY_PHONE', channel: 'whatsapp', destination, payload: { phone } }, options.now ?? new Date(), options.language ?? user.language);
}

/** The back office's proposal being confirmed: a code to the proposed address. */
export function startProposalConfirmation(
  user: Account,
  kind: ContactChangeKind,
  options: { now?: Date; language?: Language } = {},
  database: Db = db(),
): StartResult {
  const now = options.now ?? new Date();
  const proposal = pendingProposal(user.id, kind, now, database);
  if (!proposal) return { ok: false, reason: 'NO_PROPOSAL' };
  const language = options.language ?? user.language;
  if (kind === 'EMAIL') {
    const taken = database.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.email, proposal.newValue), ne(schema.users.id, user.id))).get();
    return sendCode(
      database,
      user,
      { purpose: 'UPDATE_EMAIL', channel: 'email', destination: proposal.newValue, payload: { email: proposal.newValue, proposalId: proposal.id }, addressInUse: taken !== undefined },
      now,
      language,
    );
  }
  const destination = toE164Mobile(proposal.newValue);
  if (!destination) return { ok: false, reason: 'NO_PHONE' };
  return sendCode(database, user, { purpose: 'UPDATE_PHONE', channel: 'whatsapp', destination, payload: { phone: proposal.newValue, proposalId: proposal.id } }, now, language);
}

/** /me/pin/forgot: a code to the account's email or phone, as the investor chose. */
export function startForgotPin(user: Account, channel: OutboxChannel, options: { now?: Date; language?: Language } = {}, database: Db = db()): StartResult {
  if (!user.pinHash) return { ok: false, reason: 'NO_PIN' };
  const destination = channel === 'email' ? user.email : toE164Mobile(user.mobilePhone);
  if (!destination) return { ok: false, reason: 'NO_PHONE' };
  return sendCode(database, user, { purpose: 'FORGOT_PIN', channel, destination }, options.now ?? new Date(), options.language ?? user.language);
}

/** Where the newest code of a purpose went, for a resend to the same address with the same payload. */
export function resendOtp(user: Account, purpose: OtpPurpose, since: Date, options: { now?: Date; language?: Language } = {}, database: Db = db()): StartResult | { ok: false; reason: 'NO_CODE' } {
  const { otpChallenges: c } = schema;
  const newest = database
    .select()
    .from(c)
    .where(and(eq(c.userId, user.id), eq(c.purpose, purpose), gt(c.createdAt, new Date(since.getTime() - 1))))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(1)
    .get();
  if (!newest) return { ok: false, reason: 'NO_CODE' };
  const now = options.now ?? new Date();
  const language = options.language ?? user.language;
  const payload = readPayload(newest.payload);
  // A proposal's code goes again only while the proposal is open; a new email is checked again for its owner.
  if (payload.proposalId !== undefined && !pendingProposalById(user.id, payload.proposalId, now, database)) return { ok: false, reason: 'NO_PROPOSAL' };
  const addressInUse =
    purpose === 'UPDATE_EMAIL' &&
    database.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.email, newest.destination), ne(schema.users.id, user.id))).get() !== undefined;
  return sendCode(database, user, { purpose, channel: newest.channel, destination: newest.destination, payload, addressInUse }, now, language);
}

export type CompleteOtpResult =
  | { ok: true; purpose: OtpPurpose; challengeId: number; change: 'PHONE_VERIFIED' | 'PHONE_CHANGED' | 'EMAIL_CHANGED' | 'PIN_RESET_ALLOWED'; proposalId: number | null }
  | Exclude<VerifyOtpResult, { ok: true }>
  /** The code was right but what it confirms no longer holds (the phone changed since, the proposal closed, the email was taken meanwhile). */
  | { ok: false; reason: 'STALE' };

/**
 * Checks the code of `purpose` and does what it confirms, in one immediate transaction (see the header).
 * The landing popup it leaves: PHONE_VERIFIED for a phone the investor confirmed (checked or changed), and
 * PROFILE_UPDATED_* for a back-office change (spec landing §2 popups, decision 055).
 */
export function completeOtp(userId: number, purpose: OtpPurpose, code: string, now = new Date(), database: Db = db()): CompleteOtpResult {
  return database.transaction(
    (tx): CompleteOtpResult => {
      const verified = verifyOtpIn(tx, { userId, purpose, code }, now);
      if (!verified.ok) return verified;
      const { challenge } = verified;
      const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
      if (!user) return { ok: false, reason: 'STALE' };
      const payload = readPayload(challenge.payload);
      const proposal = payload.proposalId !== undefined ? pendingProposalIn(tx, userId, payload.proposalId, now) : null;
      if (payload.proposalId !== undefined && !proposal) return { ok: false, reason: 'STALE' };
      const done = (change: Extract<CompleteOtpResult, { ok: true }>['change']): CompleteOtpResult => {
        tx.update(schema.otpChallenges).set({ completedAt: now }).where(eq(schema.otpChallenges.id, challenge.id)).run();
        if (proposal) tx.update(schema.contactChangeProposals).set({ confirmedAt: now }).where(eq(schema.contactChangeProposals.id, proposal.id)).run();
        return { ok: true, purpose, challengeId: challenge.id, change, proposalId: proposal?.id ?? null };
      };
      const audit = (action: string, details: Record<string, unknown> = {}) =>
        tx
          .insert(schema.auditLog)
          .values({ at: now, actorUserId: userId, actorKind: 'user', action, entity: 'user', entityId: String(userId), details: { challengeId: challenge.id, proposalId: proposal?.id ?? null, ...details } })
          .run();
      const setUser = (values: Partial<typeof schema.users.$inferInsert>) => tx.update(schema.users).set({ ...values, updatedAt: now }).where(eq(schema.users.id, userId)).run();

      switch (purpose) {
        case 'VERIFY_PHONE': {
          if (!payload.phone || payload.phone !== normalizeMobilePhone(user.mobilePhone)) return { ok: false, reason: 'STALE' };
          setUser({ phoneVerifiedAt: now, contactUpdatePopup: 'PHONE_VERIFIED' });
          audit('user.phone_verified');
          return done('PHONE_VERIFIED');
        }
        case 'UPDATE_PHONE': {
          if (!payload.phone || (proposal && proposal.newValue !== payload.phone)) return { ok: false, reason: 'STALE' };
          const popup: ContactUpdatePopup = proposal ? 'PROFILE_UPDATED_PHONE' : 'PHONE_VERIFIED';
          setUser({ mobilePhone: payload.phone, phoneVerifiedAt: now, contactUpdatePopup: popup });
          // The account's own inbox hears of it: a phone changed by someone else is then noticed.
          writeContactChangedEmail(tx, user, { field: 'PHONE', toAddress: user.email, now });
          audit('user.phone_changed', { by: proposal ? 'backoffice' : 'user' });
          return done('PHONE_CHANGED');
        }
        case 'UPDATE_EMAIL': {
          const email = payload.email;
          if (!email || (proposal && proposal.newValue !== email)) return { ok: false, reason: 'STALE' };
          const taken = tx.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.email, email), ne(schema.users.id, userId))).get();
          if (taken) return { ok: false, reason: 'STALE' };
          const oldEmail = user.email;
          setUser({ email, emailVerifiedAt: null, ...(proposal ? { contactUpdatePopup: 'PROFILE_UPDATED_EMAIL' as const } : {}) });
          // As after sign-up (decision 015): the new address is verified by its link (decision 039 waits for it).
          writeVerificationEmail(tx, { id: userId, email, firstName: user.firstName }, { now, language: user.language });
          // The old inbox hears of it: an account taken over through a session is then noticed.
          writeContactChangedEmail(tx, user, { field: 'EMAIL', toAddress: oldEmail, now });
          audit('user.email_changed', { by: proposal ? 'backoffice' : 'user' });
          return done('EMAIL_CHANGED');
        }
        case 'FORGOT_PIN':
          // Nothing yet: the right code allows one new PIN within PIN_RESET_WINDOW_MS (resetForgottenPin).
          return { ok: true, purpose, challengeId: challenge.id, change: 'PIN_RESET_ALLOWED', proposalId: null };
      }
    },
    { behavior: 'immediate' },
  );
}

/** The CONTACT_CHANGED email: the account's email or phone was changed (to the address it had before). */
function writeContactChangedEmail(tx: Tx, user: Pick<User, 'id' | 'firstName' | 'language'>, input: { field: 'EMAIL' | 'PHONE'; toAddress: string; now: Date }) {
  const t = otpTranslator(user.language);
  tx.insert(schema.outboxEmails)
    .values({
      userId: user.id,
      kind: 'CONTACT_CHANGED',
      toAddress: input.toAddress,
      subject: t(`message.contactChanged.${input.field}.subject`),
      bodyText: t(`message.contactChanged.${input.field}.body`, { name: user.firstName }),
      createdAt: input.now,
    })
    .run();
}

// ---------------------------------------------------------------------------------------------
// A forgotten PIN's grant

/**
 * Whether the challenge allows a new PIN now: the user's FORGOT_PIN code, right (consumed) less than 10
 * minutes ago, and not used for a PIN yet (completed_at).
 */
export function isForgotPinGrantValid(userId: number, challengeId: number, now = new Date(), database: Db = db()): boolean {
  const { otpChallenges: c } = schema;
  const row = database
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.id, challengeId),
        eq(c.userId, userId),
        eq(c.purpose, 'FORGOT_PIN'),
        gt(c.consumedAt, new Date(now.getTime() - PIN_RESET_WINDOW_MS)),
        isNull(c.completedAt),
      ),
    )
    .get();
  return row !== undefined;
}

/**
 * Spends the grant (one statement: of two parallel posts, one wins) before the new PIN is saved; false when it
 * is not (or no longer) valid.
 */
export function spendForgotPinGrant(userId: number, challengeId: number, now = new Date(), database: Db = db()): boolean {
  const { otpChallenges: c } = schema;
  return (
    database
      .update(c)
      .set({ completedAt: now })
      .where(
        and(
          eq(c.id, challengeId),
          eq(c.userId, userId),
          eq(c.purpose, 'FORGOT_PIN'),
          gt(c.consumedAt, new Date(now.getTime() - PIN_RESET_WINDOW_MS)),
          isNull(c.completedAt),
        ),
      )
      .run().changes === 1
  );
}

/** Gives a spent grant back (the new PIN could not be saved), so the investor may try again within the window. */
export function restoreForgotPinGrant(userId: number, challengeId: number, database: Db = db()): void {
  const { otpChallenges: c } = schema;
  database.update(c).set({ completedAt: null }).where(and(eq(c.id, challengeId), eq(c.userId, userId), eq(c.purpose, 'FORGOT_PIN'))).run();
}

// ---------------------------------------------------------------------------------------------
// Back-office proposals (decision 054)

export type ContactChangeProposal = typeof schema.contactChangeProposals.$inferSelect;

function pendingProposalIn(tx: Tx | Db, userId: number, proposalId: number, now: Date): ContactChangeProposal | null {
  const { contactChangeProposals: p } = schema;
  return (
    tx
      .select()
      .from(p)
      .where(and(eq(p.id, proposalId), eq(p.userId, userId), isNull(p.confirmedAt), isNull(p.cancelledAt), gt(p.expiresAt, now)))
      .get() ?? null
  );
}

function pendingProposalById(userId: number, proposalId: number, now: Date, database: Db): ContactChangeProposal | null {
  return pendingProposalIn(database, userId, proposalId, now);
}

/** The user's open proposal of a kind (the newest; a newer one cancels the older), or null. */
export function pendingProposal(userId: number, kind: ContactChangeKind, now = new Date(), database: Db = db()): ContactChangeProposal | null {
  const { contactChangeProposals: p } = schema;
  return (
    database
      .select()
      .from(p)
      .where(and(eq(p.userId, userId), eq(p.kind, kind), isNull(p.confirmedAt), isNull(p.cancelledAt), gt(p.expiresAt, now)))
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(1)
      .get() ?? null
  );
}

/** The investor declines the open proposal of a kind; false when there was none. */
export function declineProposal(userId: number, kind: ContactChangeKind, now = new Date(), database: Db = db()): boolean {
  return database.transaction(
    (tx) => {
      const { contactChangeProposals: p } = schema;
      const declined = tx
        .update(p)
        .set({ cancelledAt: now })
        .where(and(eq(p.userId, userId), eq(p.kind, kind), isNull(p.confirmedAt), isNull(p.cancelledAt), gt(p.expiresAt, now)))
        .returning({ id: p.id })
        .all();
      if (declined.length === 0) return false;
      tx.insert(schema.auditLog)
        .values({ at: now, actorUserId: userId, actorKind: 'user', action: 'user.contact_proposal_declined', entity: 'user', entityId: String(userId), details: { proposalIds: declined.map((d) => d.id), kind } })
        .run();
      return true;
    },
    { behavior: 'immediate' },
  );
}

export type ProposeResult =
  | { ok: true; proposalId: number; userId: number; expiresAt: Date; cancelled: number }
  | { ok: false; reason: 'USER_NOT_FOUND' | 'INVALID_VALUE' | 'SAME_AS_CURRENT' | 'EMAIL_TAKEN' };

const emailValue = z.string().trim().toLowerCase().pipe(z.email().max(254));

/**
 * The back office proposes a new email or phone for the account of `accountEmail` (`npm run cli --
 * contact:propose`): the proposal waits 7 days for the investor, who is told by email (to the current
 * address) with a link to the confirm page. An older open proposal of the kind is cancelled. Audited as the
 * CLI (or the operator).
 */
export function proposeContactChange(
  input: { accountEmail: string; kind: ContactChangeKind; newValue: string; by: { kind: 'cli' } | { kind: 'operator'; userId: number } },
  now = new Date(),
  database: Db = db(),
): ProposeResult {
  let newValue: string | null;
  if (input.kind === 'EMAIL') {
    const parsed = emailValue.safeParse(input.newValue);
    newValue = parsed.success ? parsed.data : null;
  } else {
    newValue = normalizeMobilePhone(input.newValue);
  }
  if (!newValue) return { ok: false, reason: 'INVALID_VALUE' };
  const value = newValue;
  return database.transaction(
    (tx): ProposeResult => {
      const { users, contactChangeProposals: p } = schema;
      const user = tx.select().from(users).where(eq(users.email, normalizeEmail(input.accountEmail))).get();
      if (!user) return { ok: false, reason: 'USER_NOT_FOUND' };
      const current = input.kind === 'EMAIL' ? user.email : normalizeMobilePhone(user.mobilePhone);
      if (current === value) return { ok: false, reason: 'SAME_AS_CURRENT' };
      if (input.kind === 'EMAIL' && tx.select({ id: users.id }).from(users).where(eq(users.email, value)).get()) return { ok: false, reason: 'EMAIL_TAKEN' };
      const cancelled = tx
        .update(p)
        .set({ cancelledAt: now })
        .where(and(eq(p.userId, user.id), eq(p.kind, input.kind), isNull(p.confirmedAt), isNull(p.cancelledAt)))
        .run().changes;
      const expiresAt = new Date(now.getTime() + PROPOSAL_TTL_MS);
      const proposal = tx
        .insert(p)
        .values({
          userId: user.id,
          kind: input.kind,
          newValue: value,
          proposedByKind: input.by.kind,
          proposedByUserId: input.by.kind === 'operator' ? input.by.userId : null,
          createdAt: now,
          expiresAt,
        })
        .returning({ id: p.id })
        .get();
      const t = otpTranslator(user.language);
      tx.insert(schema.outboxEmails)
        .values({
          userId: user.id,
          kind: 'CONTACT_CHANGED',
          toAddress: user.email,
          subject: t(`message.proposal.${input.kind}.subject`),
          bodyText: t(`message.proposal.${input.kind}.body`, { name: user.firstName, link: `${new URL(env().publicUrl).origin}${CONFIRM_PROPOSAL_PATHS[input.kind]}`, days: PROPOSAL_TTL_MS / 86_400_000 }),
          createdAt: now,
        })
        .run();
      tx.insert(schema.auditLog)
        .values({
          at: now,
          actorUserId: input.by.kind === 'operator' ? input.by.userId : null,
          actorKind: input.by.kind,
          action: 'user.contact_change_proposed',
          entity: 'user',
          entityId: String(user.id),
          details: { proposalId: proposal.id, kind: input.kind, cancelled },
        })
        .run();
      return { ok: true, proposalId: proposal.id, userId: user.id, expiresAt, cancelled };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// The landing popup (decision 055)

/** Closing the contact change's landing popup: it does not come back until the next change. */
export function clearContactUpdatePopup(userId: number, now = new Date(), database: Db = db()): void {
  database
    .update(schema.users)
    .set({ contactUpdatePopup: null, updatedAt: now })
    .where(and(eq(schema.users.id, userId), sql`${schema.users.contactUpdatePopup} IS NOT NULL`))
    .run();
}

// ---------------------------------------------------------------------------------------------
// The account page's card

/** What the account page shows of the contacts (components/account/contact-security-card.tsx). */
export function contactSecurityView(user: Pick<User, 'id' | 'phoneVerifiedAt' | 'pinHash'>, done: string | null, now = new Date(), database: Db = db()) {
  const kinds: ContactChangeKind[] = ['EMAIL', 'PHONE'];
  return {
    phoneVerified: user.phoneVerifiedAt !== null,
    hasPin: user.pinHash !== null,
    proposals: kinds.filter((kind) => pendingProposal(user.id, kind, now, database)).map((kind) => ({ kind, href: CONFIRM_PROPOSAL_PATHS[kind] })),
    done: (done === 'email' || done === 'pin' ? done : null) as 'email' | 'pin' | null,
  };
}
