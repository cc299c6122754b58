// The operator's review (issue 14 item 7; decision 045) against this file's copy of the seeded database: approve,
// reject and blacklist each change the status in one transaction with an audit row (operator or CLI), an email in
// the investor's language and a notification; a decision already taken changes nothing and says so; a wrong status
// or an unknown investor changes nothing either. The queue, one registration's review, and the bank accounts.
import { renderNotification } from '~/models/notifications.server';
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import {
  approveKyc,
  blacklistKyc,
  getKycReview,
  listKycQueue,
  listPendingBankAccounts,
  rejectBankAccount,
  rejectKyc,
  verifyBankAccount,
  type ReviewActor,
} from '~/models/kyc-review.server';

const NOW = new Date('2025-11-08T03:00:00Z');
const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const operator = (): ReviewActor => ({ kind: 'operator', userId: userRow('operator@celengan.test').id });
const CLI: ReviewActor = { kind: 'cli' };
const rows = () => ({
  audit: db().select({ n: count() }).from(schema.auditLog).get()!.n,
  outbox: db().select({ n: count() }).from(schema.outboxEmails).get()!.n,
  notifications: db().select({ n: count() }).from(schema.notifications).get()!.n,
});
const lastAudit = () => db().select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).get()!;
const outboxEmail = (id: number) => db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.id, id)).get()!;
const notification = (id: number) => db().select().from(schema.notifications).where(eq(schema.notifications.id, id)).get()!;
const registrationBank = (email: string) => {
  const registration = db().select().from(schema.kycRegistrations).where(eq(schema.kycRegistrations.userId, userRow(email).id)).get()!;
  return db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, registration.bankAccountId!)).get()!;
};

describe('listKycQueue', () => {
  it('lists the sent registrations and revisions, the longest waiting first', () => {
    expect(listKycQueue().map((entry) => [entry.email, entry.status])).toEqual([
      ['kyc@celengan.test', 'pendingVerification'],
      ['revisi@celengan.test', 'revisedAmend'],
      ['menunggu@celengan.test', 'pendingVerification'],
    ]);
    expect(listKycQueue()[0]).toMatchObject({ fullName: 'Kirana Larasati', nameOnIdCard: 'KIRANA LARASATI', rejectionCount: 0 });
  });

  it('filters by one status, any status the CLI asks for', () => {
    expect(listKycQueue({ status: 'revisedAmend' }).map((entry) => entry.email)).toEqual(['revisi@celengan.test']);
    expect(listKycQueue({ status: 'rejectedInternal' }).map((entry) => entry.email)).toEqual(['ditolak@celengan.test']);
    expect(listKycQueue({ status: 'pendingVerificationAmend' })).toEqual([]);
  });
});

describe('getKycReview', () => {
  it('answers the registration, its documents and its bank account', () => {
    const review = getKycReview(userRow('kyc@celengan.test').id)!;
    expect(review.user).toMatchObject({ email: 'kyc@celengan.test', status: 'pendingVerification', rejectionCount: 0 });
    expect(review.registration).toMatchObject({ nik: '3174054107900001', dateOfBirth: '1990-07-01' });
    expect(review.documents.ID_CARD?.kind).toBe('ID_CARD');
    expect(review.documents.SELFIE_WITH_ID_CARD?.kind).toBe('SELFIE_WITH_ID_CARD');
    expect(review.documents.SIGNATURE?.mimeType).toBe('image/png');
    expect(review.bankAccount).toMatchObject({ status: 'PENDING', currency: 'IDR', holderName: 'KIRANA LARASATI' });
    expect(review.bankAccount!.passbook).toMatchObject({ id: expect.any(Number), width: 600, height: 380 });
    expect(review).toMatchObject({ history: [], rejectionLimit: 3, registrationFailed: false });
  });

  it('is null for an operator and an unknown id', () => {
    expect(getKycReview(userRow('operator@celengan.test').id)).toBeNull();
    expect(getKycReview(999_999)).toBeNull();
  });
});

describe('approveKyc', () => {
  it('verifies the investor and the registration bank account, audited, emailed and notified, once', () => {
    const user = userRow('kyc@celengan.test');
    const before = rows();
    const result = approveKyc(user.id, operator(), NOW);
    if (!result.ok || !result.changed) throw new Error(JSON.stringify(result));
    expect(result).toMatchObject({ from: 'pendingVerification', to: 'verificationComplete', rejectionCount: 0, registrationFailed: false });
    expect(userRow('kyc@celengan.test')).toMatchObject({
      mutualFundKycStatus: 'verificationComplete',
      mutualFundKycUpdatedAt: NOW,
      isVerified: true,
      verifiedDateOfBirth: '1990-07-01',
      kycRejectionReason: null,
      hasClosedMutualFundSuccessVerificationPopup: false,
    });
    const bank = registrationBank('kyc@celengan.test');
    expect(bank).toMatchObject({ status: 'VERIFIED', reviewedAt: NOW, reviewedByUserId: userRow('operator@celengan.test').id });
    expect(result.verifiedBankAccountId).toBe(bank.id);
    expect(rows()).toEqual({ audit: before.audit + 1, outbox: before.outbox + 1, notifications: before.notifications + 1 });
    expect(lastAudit()).toMatchObject({
      at: NOW,
      actorKind: 'operator',
      actorUserId: userRow('operator@celengan.test').id,
      action: 'kyc.approved',
      entity: 'user',
      entityId: String(user.id),
      details: { from: 'pendingVerification', to: 'verificationComplete', verifiedBankAccountId: bank.id, outboxEmailId: result.outboxEmailId, notificationId: result.notificationId },
    });
    const email = outboxEmail(result.outboxEmailId);
    expect(email).toMatchObject({ userId: user.id, kind: 'KYC_APPROVED', channel: 'email', toAddress: 'kyc@celengan.test', subject: 'Pendaftaran reksa dana Anda sudah terverifikasi' });
    expect(email.bodyText).toContain('Halo Kirana,');
    expect(email.bodyText).toMatch(/http:\/\/localhost:\d+\/reksadana#status-registrasi/);
    expect(notification(result.notificationId)).toMatchObject({ category: 'ACCOUNT', title: 'Pendaftaran terverifikasi', link: '/reksadana#status-registrasi', readAt: null });
    // The history of the review page shows it.
    expect(getKycReview(user.id)!.history).toEqual([{ at: NOW, action: 'kyc.approved', actorKind: 'operator', actorUserId: userRow('operator@celengan.test').id, reason: null }]);

    // Twice: nothing changes, and it says so.
    const again = approveKyc(user.id, CLI, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual({ ok: true, changed: false, userId: user.id, status: 'verificationComplete' });
    expect(rows()).toEqual({ audit: before.audit + 1, outbox: before.outbox + 1, notifications: before.notifications + 1 });
    expect(userRow('kyc@celengan.test').mutualFundKycUpdatedAt).toEqual(NOW);
    expect(listKycQueue().map((entry) => entry.email)).not.toContain('kyc@celengan.test');
  });

  it('refuses what was never sent, a rejected registration, an operator and an unknown id, changing nothing', () => {
    const before = rows();
    expect(approveKyc(userRow('baru@celengan.test').id, CLI, NOW)).toMatchObject({ ok: false, reason: 'WRONG_STATUS', status: null });
    expect(approveKyc(userRow('ditolak@celengan.test').id, CLI, NOW)).toMatchObject({ ok: false, reason: 'WRONG_STATUS', status: 'rejectedInternal' });
    expect(approveKyc(userRow('operator@celengan.test').id, CLI, NOW)).toEqual({ ok: false, reason: 'USER_NOT_FOUND' });
    expect(approveKyc(999_999, CLI, NOW)).toEqual({ ok: false, reason: 'USER_NOT_FOUND' });
    expect(rows()).toEqual(before);
    expect(userRow('baru@celengan.test').mutualFundKycStatus).toBeNull();
  });
});

describe('rejectKyc', () => {
  it('rejects a first registration with its reason, counted; the email and notification say why, in Indonesian', () => {
    const result = rejectKyc(userRow('menunggu@celengan.test').id, 'FACE_MISMATCH', operator(), NOW);
    if (!result.ok || !result.changed) throw new Error(JSON.stringify(result));
    expect(result).toMatchObject({ to: 'rejectedInternal', rejectionCount: 1, registrationFailed: false, verifiedBankAccountId: null });
    expect(userRow('menunggu@celengan.test')).toMatchObject({ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'FACE_MISMATCH', kycRejectionCount: 1, isVerified: false });
    // The bank account waits on its own.
    expect(registrationBank('menunggu@celengan.test').status).toBe('PENDING');
    const email = outboxEmail(result.outboxEmailId);
    expect(email).toMatchObject({ kind: 'KYC_REJECTED', subject: 'Pendaftaran reksa dana Anda perlu diperbaiki' });
    expect(email.bodyText).toContain('Wajah pada swafoto tidak sesuai dengan foto KTP');
    expect(notification(result.notificationId)).toMatchObject({ link: '/reksadana#status-registrasi', body: 'Alasan: Wajah pada swafoto tidak sesuai dengan foto KTP. Perbaiki data Anda lalu kirim ulang.' });
    expect(lastAudit()).toMatchObject({ action: 'kyc.rejected', details: { from: 'pendingVerification', to: 'rejectedInternal', reason: 'FACE_MISMATCH', rejectionCount: 1, registrationFailed: false } });
    // Rejecting it again: nothing changes.
    expect(rejectKyc(userRow('menunggu@celengan.test').id, 'SIGNATURE_MISMATCH', CLI, NOW)).toMatchObject({ ok: true, changed: false, status: 'rejectedInternal' });
    expect(userRow('menunggu@celengan.test').kycRejectionReason).toBe('FACE_MISMATCH');
  });

  it('rejects a revision as rejectedInternalAmend, and the third rejection ends the registration (in English for an English user)', () => {
    const revisi = userRow('revisi@celengan.test');
    db().update(schema.users).set({ language: 'en' }).where(eq(schema.users.id, revisi.id)).run();
    const second = rejectKyc(revisi.id, 'SIGNATURE_MISMATCH', CLI, NOW);
    expect(second).toMatchObject({ ok: true, changed: true, from: 'revisedAmend', to: 'rejectedInternalAmend', rejectionCount: 2, registrationFailed: false });
    expect(lastAudit()).toMatchObject({ actorKind: 'cli', actorUserId: null, action: 'kyc.rejected' });
    // The investor revises and sends again.
    db().update(schema.users).set({ mutualFundKycStatus: 'revisedAmend' }).where(eq(schema.users.id, revisi.id)).run();
    const third = rejectKyc(revisi.id, 'ID_CARD_UNREADABLE', CLI, NOW);
    if (!third.ok || !third.changed) throw new Error(JSON.stringify(third));
    expect(third).toMatchObject({ to: 'rejectedInternalAmend', rejectionCount: 3, registrationFailed: true });
    const email = outboxEmail(third.outboxEmailId);
    expect(email).toMatchObject({ kind: 'KYC_REJECTED', subject: 'Your mutual-fund registration cannot go on' });
    expect(email.bodyText).toContain('We could not verify your registration because: KTP unreadable.');
    expect(email.bodyText).toMatch(/\/reksadana\/registrasi\/gagal/);
    // The notification is a kind (issue 17, decision 079): stored in Indonesian, read in the reader's language.
    const final = notification(third.notificationId);
    expect(final).toMatchObject({ kind: 'KYC_REJECTED', title: 'Pendaftaran tidak dapat dilanjutkan', link: '/reksadana/registrasi/gagal' });
    expect(renderNotification(final, 'en')).toEqual({ title: 'Registration cannot go on', body: 'Your registration has been rejected 3 times. Contact customer service for help.' });
    expect(getKycReview(revisi.id)).toMatchObject({ registrationFailed: true, user: { rejectionCount: 3 } });
    // Even sent once more, a failed registration is not rejected (nor counted) again.
    db().update(schema.users).set({ mutualFundKycStatus: 'revisedAmend' }).where(eq(schema.users.id, revisi.id)).run();
    expect(rejectKyc(revisi.id, 'ID_CARD_UNREADABLE', CLI, NOW)).toMatchObject({ ok: false, reason: 'WRONG_STATUS' });
  });
});

describe('blacklistKyc', () => {
  it('blocks a rejected investor; blocking again or a verified investor changes nothing', () => {
    const dimas = userRow('ditolak@celengan.test');
    const result = blacklistKyc(dimas.id, operator(), NOW);
    if (!result.ok || !result.changed) throw new Error(JSON.stringify(result));
    expect(result).toMatchObject({ from: 'rejectedInternal', to: 'blacklistedInternal' });
    expect(outboxEmail(result.outboxEmailId).kind).toBe('KYC_BLACKLISTED');
    expect(userRow('ditolak@celengan.test').mutualFundKycStatus).toBe('blacklistedInternal');
    const before = rows();
    expect(blacklistKyc(dimas.id, CLI, NOW)).toMatchObject({ ok: true, changed: false });
    expect(blacklistKyc(userRow('investor@celengan.test').id, CLI, NOW)).toMatchObject({ ok: false, reason: 'WRONG_STATUS', status: 'verificationComplete' });
    expect(rows()).toEqual(before);
  });
});

describe('bank accounts', () => {
  it('lists the pending accounts, oldest first, with the passbook and the KYC name', () => {
    const pending = listPendingBankAccounts();
    expect(pending.length).toBeGreaterThan(0);
    const times = pending.map((account) => account.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(pending.every((account) => account.status === 'PENDING')).toBe(true);
    const blokir = pending.find((account) => account.userEmail === 'blokir@celengan.test')!;
    expect(blokir).toMatchObject({ holderName: 'BAMBANG WICAKSONO', nameOnIdCard: 'BAMBANG WICAKSONO', currency: 'IDR' });
    expect(blokir.passbook).toMatchObject({ id: expect.any(Number), width: 600, height: 380 });
  });

  it('verifies a pending account once, audited, emailed and notified', () => {
    const account = registrationBank('blokir@celengan.test');
    const result = verifyBankAccount(account.id, operator(), NOW);
    if (!result.ok || !result.changed) throw new Error(JSON.stringify(result));
    expect(db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, account.id)).get()).toMatchObject({ status: 'VERIFIED', reviewedAt: NOW });
    const email = outboxEmail(result.outboxEmailId);
    expect(email).toMatchObject({ kind: 'BANK_ACCOUNT_VERIFIED', subject: 'Rekening bank Anda sudah terverifikasi' });
    expect(email.bodyText).toContain(`nomor berakhiran ${account.accountNumber.slice(-4)}`);
    expect(email.bodyText).not.toContain(account.accountNumber);
    expect(notification(result.notificationId).link).toBe('/me/rekening-saya');
    expect(lastAudit()).toMatchObject({ action: 'bank_account.verified', entity: 'bank_account', entityId: String(account.id), details: { from: 'PENDING', to: 'VERIFIED' } });
    expect(JSON.stringify(lastAudit().details)).not.toContain(account.accountNumber);
    const before = rows();
    expect(verifyBankAccount(account.id, CLI, NOW)).toMatchObject({ ok: true, changed: false, status: 'VERIFIED' });
    expect(rejectBankAccount(account.id, CLI, NOW)).toMatchObject({ ok: false, reason: 'WRONG_STATUS', status: 'VERIFIED' });
    expect(verifyBankAccount(999_999, CLI, NOW)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(rows()).toEqual(before);
  });

  it('rejects a pending account', () => {
    const account = registrationBank('ditolak@celengan.test');
    const result = rejectBankAccount(account.id, CLI, NOW);
    expect(result).toMatchObject({ ok: true, changed: true, status: 'REJECTED' });
    if (!result.ok || !result.changed) return;
    expect(outboxEmail(result.outboxEmailId).kind).toBe('BANK_ACCOUNT_REJECTED');
    expect(db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, account.id)).get()).toMatchObject({ status: 'REJECTED', reviewedByUserId: null });
    expect(listPendingBankAccounts().map((pending) => pending.id)).not.toContain(account.id);
  });
});
