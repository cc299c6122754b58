// Enhanced due diligence answers (issue 14 item 6; spec funds §3 hasFilledEdd, §6; POJK 8/2023; decision
// 049): one row per investor (edd_answers). Saving them sets users.has_filled_edd, which clears the
// need-EDD gate of a high-risk investor (domain/policies/purchase-gate.ts); an investor may answer again
// later (the row is updated). Audited.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, eddAnswers, users } from '../../db/schema';
import type { EddFundSource, EddPurpose, EddYearlyTransactionBand } from '~/domain/kyc/enums';
import { db } from '~/lib/db.server';

export interface EddAnswers {
  fundSource: EddFundSource;
  purpose: EddPurpose;
  yearlyTransactionBand: EddYearlyTransactionBand;
  hasOtherAccounts: boolean;
  /** Named when hasOtherAccounts, else null. */
  otherAccounts: string | null;
}

export interface EddState {
  hasFilledEdd: boolean;
  answers: (EddAnswers & { updatedAt: Date }) | null;
}

/** The investor's answers, and whether the gate counts EDD as filled. */
export function eddStateFor(userId: number, database: Db = db()): EddState {
  const user = database.select({ hasFilledEdd: users.hasFilledEdd }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw new Error(`user ${userId} does not exist`);
  const row = database.select().from(eddAnswers).where(eq(eddAnswers.userId, userId)).get();
  return {
    hasFilledEdd: user.hasFilledEdd,
    answers: row
      ? {
          fundSource: row.fundSource,
          purpose: row.purpose,
          yearlyTransactionBand: row.yearlyTransactionBand,
          hasOtherAccounts: row.hasOtherAccounts,
          otherAccounts: row.hasOtherAccounts ? row.otherAccounts : null,
          updatedAt: row.updatedAt ?? row.createdAt,
        }
      : null,
  };
}

/** Saves the answers (first time or again) and marks EDD as filled, in one transaction; audited. */
export function saveEddAnswers(userId: number, answers: EddAnswers, now = new Date(), database: Db = db()): EddState {
  database.transaction(
    (tx) => {
      const values = { ...answers, otherAccounts: answers.hasOtherAccounts ? answers.otherAccounts : null };
      const existed = tx.select({ userId: eddAnswers.userId }).from(eddAnswers).where(eq(eddAnswers.userId, userId)).get() !== undefined;
      tx.insert(eddAnswers)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: eddAnswers.userId, set: { ...values, updatedAt: now } })
        .run();
      tx.update(users).set({ hasFilledEdd: true, updatedAt: now }).where(eq(users.id, userId)).run();
      // The answers themselves are personal data: the audit names the event, not what was said.
      tx.insert(auditLog)
        .values({ at: now, actorUserId: userId, actorKind: 'user', action: existed ? 'edd.updated' : 'edd.filled', entity: 'user', entityId: String(userId) })
        .run();
    },
    { behavior: 'immediate' },
  );
  return eddStateFor(userId, database);
}
