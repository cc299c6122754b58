// The registration model against this file's copy of the seeded database (issue 14 items 1, 7, 8; decisions 042
// and 043): starting, each step saved on its own and the last page only moving forwards, no skipping ahead (a
// refused save changes nothing), the email and NIK another account holds, sending only a complete registration
// (status, popup, outbox email in the user's language, audit row; a second send changes nothing), the revise
// path after a rejection (revisedAmend) and the end after three rejections.
import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import {
  attachRegistrationDocument,
  isKycEmailAvailable,
  registrationView,
  saveBankAccountStep,
  saveDocumentStep,
  saveEmailStep,
  savePersonalDataStep,
  sendRegistration,
  startRegistration,
} from '~/models/kyc-registration.server';
import { documentRow, fillRegistration, newInvestor, personalData, userById, type UserRow } from '../support/registration';

// Friday 7 November 2025, 20:00 WIB.
const NOW = new Date('2025-11-07T13:00:00Z');
const LATER = new Date('2025-11-08T02:00:00Z');

const userByEmail = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const registrationOf = (userId: number) => db().select().from(schema.kycRegistrations).where(eq(schema.kycRegistrations.userId, userId)).get();
const outboxOf = (userId: number) => db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.userId, userId)).orderBy(schema.outboxEmails.id).all();
const auditOf = (userId: number, action: string) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'user'), eq(schema.auditLog.entityId, String(userId)), eq(schema.auditLog.action, action)))
    .all();
const documentCount = (userId: number) => db().select({ n: count() }).from(schema.kycDocuments).where(eq(schema.kycDocuments.userId, userId)).get()!.n;

/** What the operator's reject leaves behind (the review is another part of issue 14). */
function rejectAs(user: UserRow, reason: typeof schema.users.$inferSelect.kycRejectionReason, rejections: number) {
  db()
    .update(schema.users)
    .set({ mutualFundKycStatus: rejections > 1 ? 'rejectedInternalAmend' : 'rejectedInternal', kycRejectionReason: reason, kycRejectionCount: rejections })
    .where(eq(schema.users.id, user.id))
    .run();
}

describe('starting a registration', () => {
  it('records the start and the second form version, once', () => {
    const user = newInvestor();
    expect(startRegistration(user.id, NOW)).toEqual({ ok: true, started: true, destination: '/reksadana/registrasi/form/1' });
    expect(userById(user.id)).toMatchObject({ registrationStartedAt: NOW, formVersion: 'second', mutualFundKycStatus: null });
    expect(registrationOf(user.id)).toBeDefined();
    expect(startRegistration(user.id, LATER)).toEqual({ ok: true, started: false, destination: '/reksadana/registrasi/form/1' });
    expect(userById(user.id).registrationStartedAt).toEqual(NOW);
    expect(auditOf(user.id, 'kyc.registration_started')).toHaveLength(1);
  });

  it('moves a registration of the first form version to the second', () => {
    const user = newInvestor({ formVersion: 'first', lastPageFilled: 'SECOND_PAGE' });
    expect(startRegistration(user.id, NOW)).toMatchObject({ ok: true, started: true, destination: '/reksadana/registrasi/form/3' });
    expect(userById(user.id).formVersion).toBe('second');
  });

  it('refuses a registration that was sent', () => {
    const menunggu = userByEmail('menunggu@celengan.test');
    expect(startRegistration(menunggu.id, NOW)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'SENT' } });
  });

  it('a revision starts at the step its reason names', () => {
    const user = newInvestor();
    fillRegistration(user, 6, NOW);
    rejectAs(user, 'SIGNATURE_MISMATCH', 1);
    expect(startRegistration(user.id, LATER)).toMatchObject({ ok: true, destination: '/reksadana/registrasi/form/6' });
  });
});

describe('saving steps', () => {
  it('saves each step on its own; the last page only moves forwards', () => {
    const user = newInvestor();
    expect(saveEmailStep(user.id, { email: user.email }, NOW)).toEqual({ ok: true, next: '/reksadana/registrasi/form/2', lastPageFilled: 'FIRST_PAGE' });
    // the first save starts the registration
    expect(userById(user.id)).toMatchObject({ lastPageFilled: 'FIRST_PAGE', registrationStartedAt: NOW });
    // The friend whose code is given (issue 18: a code must belong to someone; the referral tests cover refusals).
    newInvestor({ referralCode: 'TEMAN1234' });
    const personal = personalData({ nik: '3171016501900042', pepStatus: 'RELATED', pepPosition: 'GOVERNOR', pepRelationship: 'SPOUSE', kodeReferral: 'TEMAN1234' });
    expect(savePersonalDataStep(user.id, personal, NOW)).toMatchObject({ ok: true, lastPageFilled: 'SECOND_PAGE' });
    expect(registrationOf(user.id)).toMatchObject({
      email: user.email,
      nik: '3171016501900042',
      gender: 'FEMALE',
      nameOnIdCard: 'BUDI SANTOSO',
      dateOfBirth: '1990-01-25',
      pepStatus: 'RELATED',
      pepPosition: 'GOVERNOR',
      pepRelationship: 'SPOUSE',
      referralCode: 'TEMAN1234',
    });
    // step 1 again: the page stays at the second, and the next step is 2 again
    expect(saveEmailStep(user.id, { email: 'lain@contoh.id' }, LATER)).toEqual({ ok: true, next: '/reksadana/registrasi/form/2', lastPageFilled: 'SECOND_PAGE' });
    expect(registrationOf(user.id)?.email).toBe('lain@contoh.id');
    // a PEP answer of NO drops the position and the relationship
    savePersonalDataStep(user.id, { ...personal, pepStatus: 'NO' }, LATER);
    expect(registrationOf(user.id)).toMatchObject({ pepStatus: 'NO', pepPosition: null, pepRelationship: null });
  });

  it('cannot skip a step: step 5 before step 2 is refused and changes nothing', () => {
    const user = newInvestor();
    saveEmailStep(user.id, { email: user.email }, NOW);
    const before = { user: userById(user.id), registration: registrationOf(user.id) };
    const selfie = documentRow(user.id, 'SELFIE_WITH_ID_CARD');
    expect(attachRegistrationDocument(user.id, 'SELFIE_WITH_ID_CARD', selfie, LATER)).toEqual({ ok: false, refusal: { reason: 'STEP_LOCKED', firstUnfinishedStep: 2 } });
    expect(userById(user.id)).toEqual(before.user);
    expect(registrationOf(user.id)).toEqual(before.registration);
  });

  it('cannot save personal data before the email', () => {
    const user = newInvestor();
    expect(savePersonalDataStep(user.id, personalData(), NOW)).toEqual({ ok: false, refusal: { reason: 'STEP_LOCKED', firstUnfinishedStep: 1 } });
    expect(registrationOf(user.id)).toBeUndefined();
    expect(userById(user.id)).toMatchObject({ lastPageFilled: null, registrationStartedAt: null });
  });

  it('a first-version registration must be started again first', () => {
    const user = newInvestor({ formVersion: 'first' });
    expect(saveEmailStep(user.id, { email: user.email }, NOW)).toEqual({ ok: false, refusal: { reason: 'NOT_STARTED' } });
  });

  it('attaches only the user’s own document of the step’s kind', () => {
    const user = newInvestor();
    fillRegistration(user, 3, NOW);
    const other = newInvestor();
    expect(attachRegistrationDocument(user.id, 'ID_CARD', documentRow(other.id, 'ID_CARD'), NOW)).toEqual({ ok: false, refusal: { reason: 'DOCUMENT_NOT_FOUND' } });
    expect(attachRegistrationDocument(user.id, 'ID_CARD', documentRow(user.id, 'SIGNATURE'), NOW)).toEqual({ ok: false, refusal: { reason: 'DOCUMENT_NOT_FOUND' } });
    expect(userById(user.id).lastPageFilled).toBe('THIRD_PAGE');
  });

  it('nothing changes once the registration is sent', () => {
    const menunggu = userByEmail('menunggu@celengan.test');
    expect(saveEmailStep(menunggu.id, { email: menunggu.email }, NOW)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'SENT' } });
    const complete = userByEmail('investor@celengan.test');
    expect(savePersonalDataStep(complete.id, personalData(), NOW)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'COMPLETE' } });
    const blacklisted = userByEmail('blokir@celengan.test');
    expect(saveEmailStep(blacklisted.id, { email: blacklisted.email }, NOW)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'BLACKLISTED' } });
  });
});

describe('the KYC email is checked for an existing registration (spec funds §5)', () => {
  it('the user’s own account email is free for them', () => {
    const user = newInvestor();
    expect(isKycEmailAvailable(user.id, user.email)).toBe(true);
    expect(isKycEmailAvailable(user.id, 'belum.dipakai@contoh.id')).toBe(true);
  });

  it('another account’s email is taken', () => {
    const user = newInvestor();
    expect(isKycEmailAvailable(user.id, 'investor@celengan.test')).toBe(false);
    expect(saveEmailStep(user.id, { email: 'investor@celengan.test' }, NOW)).toEqual({ ok: false, refusal: { reason: 'EMAIL_TAKEN' } });
    expect(registrationOf(user.id)).toBeUndefined();
  });

  it('another user’s registration email is taken', () => {
    const first = newInvestor();
    saveEmailStep(first.id, { email: 'keluarga@contoh.id' }, NOW);
    const second = newInvestor();
    expect(saveEmailStep(second.id, { email: 'keluarga@contoh.id' }, NOW)).toEqual({ ok: false, refusal: { reason: 'EMAIL_TAKEN' } });
    // the first may save it again
    expect(saveEmailStep(first.id, { email: 'keluarga@contoh.id' }, LATER)).toMatchObject({ ok: true });
  });
});

describe('one NIK, one investor', () => {
  it('refuses the NIK of another user’s sent registration, not of one never sent', () => {
    const nik = '3273046512850007';
    const personal = personalData({ nik, tanggalLahir: '1985-12-25' });
    const sent = newInvestor();
    fillRegistration(sent, 6, NOW, personal);
    const drafting = newInvestor();
    fillRegistration(drafting, 1, NOW);
    // before the first registration is sent, the NIK blocks nobody
    expect(savePersonalDataStep(drafting.id, personal, NOW)).toMatchObject({ ok: true });
    expect(sendRegistration(sent.id, NOW)).toMatchObject({ ok: true, status: 'pendingVerification' });
    const late = newInvestor();
    fillRegistration(late, 1, NOW);
    expect(savePersonalDataStep(late.id, personal, LATER)).toEqual({ ok: false, refusal: { reason: 'NIK_TAKEN' } });
  });
});

describe('sending', () => {
  it('refuses an incomplete registration and changes nothing', () => {
    const user = newInvestor();
    fillRegistration(user, 5, NOW);
    const before = userById(user.id);
    expect(sendRegistration(user.id, LATER)).toEqual({ ok: false, refusal: { reason: 'INCOMPLETE', firstIncompleteStep: 6, incompleteSteps: [6] } });
    expect(userById(user.id)).toEqual(before);
    expect(outboxOf(user.id)).toHaveLength(0);
    expect(auditOf(user.id, 'kyc.submitted')).toHaveLength(0);
  });

  it('refuses a registration that nothing was saved in', () => {
    const user = newInvestor();
    expect(sendRegistration(user.id, NOW)).toEqual({ ok: false, refusal: { reason: 'INCOMPLETE', firstIncompleteStep: 1, incompleteSteps: [1, 2, 3, 4, 5, 6] } });
  });

  it('sends a complete registration: pendingVerification, the popup, the email in the user’s language, the audit row; a second send changes nothing', () => {
    const user = newInvestor({ language: 'en', hasClosedMutualFundSuccessRegistrationPopup: true });
    fillRegistration(user, 6, NOW);
    saveEmailStep(user.id, { email: 'budi.kyc@contoh.id' }, NOW);
    const sent = sendRegistration(user.id, LATER);
    expect(sent).toMatchObject({ ok: true, status: 'pendingVerification', alreadySent: false });
    expect(userById(user.id)).toMatchObject({
      mutualFundKycStatus: 'pendingVerification',
      kycSubmittedAt: LATER,
      mutualFundKycUpdatedAt: LATER,
      hasClosedMutualFundSuccessRegistrationPopup: false,
    });
    const [mail, ...others] = outboxOf(user.id);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'KYC_SUBMITTED', channel: 'email', toAddress: 'budi.kyc@contoh.id', subject: 'We have received your mutual fund registration' });
    expect(mail!.bodyText).toContain('Hello Budi,');
    expect(mail!.bodyText).toContain('/reksadana#status-registrasi');
    const [audit] = auditOf(user.id, 'kyc.submitted');
    expect(audit).toMatchObject({ actorUserId: user.id, actorKind: 'user', at: LATER, details: { from: null, to: 'pendingVerification', rejectionCount: 0, outboxEmailId: mail!.id } });
    // no personal data in the audit trail
    expect(JSON.stringify(audit)).not.toMatch(/@|3171|BUDI/);

    expect(sendRegistration(user.id, new Date(LATER.getTime() + 60_000))).toEqual({ ok: true, status: 'pendingVerification', alreadySent: true, outboxEmailId: null });
    expect(outboxOf(user.id)).toHaveLength(1);
    expect(userById(user.id).kycSubmittedAt).toEqual(LATER);
  });

  it('writes the Indonesian email for an Indonesian user, to the account email when step 1 kept it', () => {
    const user = newInvestor();
    fillRegistration(user, 6, NOW);
    sendRegistration(user.id, NOW);
    expect(outboxOf(user.id)[0]).toMatchObject({ toAddress: user.email, subject: 'Pendaftaran reksa dana Anda sudah kami terima' });
    expect(outboxOf(user.id)[0]!.bodyText).toContain('7 November 2025');
  });

  it('refuses a send whose saved data no longer passes today’s rules (a document gone)', () => {
    const user = newInvestor();
    fillRegistration(user, 6, NOW);
    db().update(schema.kycRegistrations).set({ selfieDocumentId: null }).where(eq(schema.kycRegistrations.userId, user.id)).run();
    expect(sendRegistration(user.id, NOW)).toMatchObject({ ok: false, refusal: { reason: 'INCOMPLETE', firstIncompleteStep: 5 } });
  });
});

describe('revising after a rejection', () => {
  it('revises the step of the reason and sends again: revisedAmend, the revision popup', () => {
    const user = newInvestor();
    fillRegistration(user, 6, NOW);
    sendRegistration(user.id, NOW);
    rejectAs(user, 'FACE_MISMATCH', 1);

    const view = registrationView(user.id, LATER)!;
    expect(view).toMatchObject({ phase: 'REVISING', reviseStep: 5, rejection: { source: 'INTERNAL', code: 'FACE_MISMATCH' }, rejectionCount: 1, attemptsLeft: 2 });
    expect(attachRegistrationDocument(user.id, 'SELFIE_WITH_ID_CARD', documentRow(user.id, 'SELFIE_WITH_ID_CARD'), LATER)).toEqual({
      ok: true,
      next: '/reksadana/registrasi/identitas',
      lastPageFilled: 'SIXTH_PAGE',
    });
    expect(sendRegistration(user.id, LATER)).toMatchObject({ ok: true, status: 'revisedAmend', alreadySent: false });
    expect(userById(user.id)).toMatchObject({
      mutualFundKycStatus: 'revisedAmend',
      kycSubmittedAt: LATER,
      hasClosedMutualFundSuccessRegistrationPopup: true,
      hasClosedMutualFundSuccessRevisionPopup: false,
    });
    expect(auditOf(user.id, 'kyc.revision_submitted')).toHaveLength(1);
    expect(outboxOf(user.id).at(-1)).toMatchObject({ kind: 'KYC_SUBMITTED', subject: 'Perbaikan pendaftaran Anda sudah kami terima' });
    expect(registrationView(user.id, LATER)).toMatchObject({ phase: 'SENT', rejection: null, reviseStep: null });
  });

  it('after the third rejection nothing may be revised or sent', () => {
    const user = newInvestor();
    fillRegistration(user, 6, NOW);
    rejectAs(user, 'ID_CARD_UNREADABLE', 3);
    expect(registrationView(user.id, LATER)).toMatchObject({ phase: 'FAILED', attemptsLeft: 0, reviseStep: null });
    expect(sendRegistration(user.id, LATER)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'FAILED' } });
    expect(attachRegistrationDocument(user.id, 'ID_CARD', documentRow(user.id, 'ID_CARD'), LATER)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'FAILED' } });
    expect(startRegistration(user.id, LATER)).toEqual({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: 'FAILED' } });
    expect(userById(user.id).mutualFundKycStatus).toBe('rejectedInternalAmend');
  });
});

describe('registrationView', () => {
  it('shows the field states of what is saved', () => {
    const user = newInvestor();
    fillRegistration(user, 2, NOW);
    const view = registrationView(user.id, NOW)!;
    expect(view).toMatchObject({ status: null, phase: 'FILLING', stepsFilled: 2, firstUnfinishedStep: 3, lastPageFilled: 'SECOND_PAGE', formVersion: 'second' });
    expect(view.fieldStates).toMatchObject({ email: 'VALID', nik: 'VALID', tanggalLahir: 'VALID', kodeReferral: 'NOT_FILLED', namaBank: 'NOT_FILLED', fotoktp: 'NOT_FILLED' });
    expect(view.answers).toMatchObject({ email: user.email, namaSesuaiKTP: 'BUDI SANTOSO', gender: 'MALE', bankAccount: null, documents: { ID_CARD: null } });
    expect(documentCount(user.id)).toBe(0);
  });

  it('is null for no user', () => {
    expect(registrationView(999_999, NOW)).toBeNull();
  });
});

describe('the image steps with real uploads (the documents and bank-account models)', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/kyc/${name}`));
  const passbookInput = (over: Partial<{ bankCode: string; accountNumber: string; holderName: string; passbook: Uint8Array }> = {}) => ({
    bankCode: 'BCA',
    accountNumber: '1234567890',
    holderName: 'Budi Santoso',
    passbook: fixture('passbook.jpg'),
    ...over,
  });

  it('step 3 adds the account with its passbook and links it; steps 4 to 6 store and link their images', async () => {
    const user = newInvestor();
    fillRegistration(user, 2, NOW);
    expect(await saveBankAccountStep(user.id, passbookInput(), NOW)).toMatchObject({ ok: true, next: '/reksadana/registrasi/form/4', lastPageFilled: 'THIRD_PAGE' });
    const view = registrationView(user.id, NOW)!;
    expect(view.answers.bankAccount).toMatchObject({ bankName: 'Bank Central Asia', accountNumber: '1234567890', holderName: 'Budi Santoso', currency: 'IDR', status: 'PENDING', hasPassbook: true });
    expect(await saveDocumentStep(user.id, 'ID_CARD', fixture('id-card.jpg'), NOW)).toMatchObject({ ok: true, next: '/reksadana/registrasi/form/5' });
    expect(await saveDocumentStep(user.id, 'SELFIE_WITH_ID_CARD', fixture('selfie.jpg'), NOW)).toMatchObject({ ok: true, next: '/reksadana/registrasi/form/6' });
    expect(await saveDocumentStep(user.id, 'SIGNATURE', fixture('signature.png'), NOW)).toMatchObject({ ok: true, next: '/reksadana/registrasi/identitas' });
    expect(documentCount(user.id)).toBe(4);
    expect(sendRegistration(user.id, NOW)).toMatchObject({ ok: true, status: 'pendingVerification' });
  });

  it('an upload to a step not reached yet is refused before anything is stored', async () => {
    const user = newInvestor();
    fillRegistration(user, 1, NOW);
    expect(await saveDocumentStep(user.id, 'SELFIE_WITH_ID_CARD', fixture('selfie.jpg'), NOW)).toEqual({ ok: false, refusal: { reason: 'STEP_LOCKED', firstUnfinishedStep: 2 } });
    expect(await saveBankAccountStep(user.id, passbookInput(), NOW)).toEqual({ ok: false, refusal: { reason: 'STEP_LOCKED', firstUnfinishedStep: 2 } });
    expect(documentCount(user.id)).toBe(0);
    expect(userById(user.id).lastPageFilled).toBe('FIRST_PAGE');
  });

  it.each([
    ['not-an-image.jpg', 'UNSUPPORTED_TYPE'],
    ['truncated.jpg', 'NOT_AN_IMAGE'],
  ])('a %s is refused (%s), nothing stored', async (name, reason) => {
    const user = newInvestor();
    fillRegistration(user, 3, NOW);
    expect(await saveDocumentStep(user.id, 'ID_CARD', fixture(name), NOW)).toEqual({ ok: false, documentRefusal: reason });
    expect(documentCount(user.id)).toBe(1); // step 3's passbook row only
    expect(userById(user.id).lastPageFilled).toBe('THIRD_PAGE');
  });

  it('step 3 refuses a holder other than the name on the ID card, and a number of the wrong length, storing nothing', async () => {
    const user = newInvestor();
    fillRegistration(user, 2, NOW);
    expect(await saveBankAccountStep(user.id, passbookInput({ holderName: 'Andi Wijaya' }), NOW)).toEqual({ ok: false, bank: { ok: false, fieldErrors: { holderName: ['bankAccounts:errors.nameMismatch'] } } });
    expect(await saveBankAccountStep(user.id, passbookInput({ accountNumber: '12345' }), NOW)).toMatchObject({ ok: false, bank: { fieldErrors: { accountNumber: [expect.stringContaining('bankAccounts:errors.accountNumberLength')] } } });
    // spec §8: the simulated bank answers BLOCKED for a number ending 9994
    expect(await saveBankAccountStep(user.id, passbookInput({ accountNumber: '1234569994' }), NOW)).toEqual({ ok: false, bank: { ok: false, outcome: 'BLOCKED' } });
    expect(await saveBankAccountStep(user.id, passbookInput({ passbook: fixture('not-an-image.jpg') }), NOW)).toEqual({ ok: false, documentRefusal: 'UNSUPPORTED_TYPE' });
    expect(documentCount(user.id)).toBe(0);
    expect(db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.userId, user.id)).all()).toHaveLength(0);
    expect(userById(user.id).lastPageFilled).toBe('SECOND_PAGE');
  });

  it('a revision of step 3 with the same account revises it in place: the holder and passbook replaced, PENDING again', async () => {
    const user = newInvestor();
    fillRegistration(user, 2, NOW);
    await saveBankAccountStep(user.id, passbookInput({ holderName: 'Bpk Budi Santoso' }), NOW);
    const first = registrationView(user.id, NOW)!.answers.bankAccount!;
    for (const step of [4, 5, 6] as const) {
      const kind = ({ 4: 'ID_CARD', 5: 'SELFIE_WITH_ID_CARD', 6: 'SIGNATURE' } as const)[step];
      await saveDocumentStep(user.id, kind, fixture(step === 6 ? 'signature.png' : 'id-card.jpg'), NOW);
    }
    sendRegistration(user.id, NOW);
    db().update(schema.bankAccounts).set({ status: 'REJECTED' }).where(eq(schema.bankAccounts.id, first.id)).run();
    rejectAs(user, 'BANK_ACCOUNT_NAME_MISMATCH', 1);

    // A holder who is not the investor is still refused.
    expect(await saveBankAccountStep(user.id, passbookInput({ holderName: 'Andi Wijaya' }), LATER)).toMatchObject({ ok: false, bank: { fieldErrors: { holderName: ['bankAccounts:errors.nameMismatch'] } } });
    expect(await saveBankAccountStep(user.id, passbookInput({ accountNumber: '1234 5678 90' }), LATER)).toMatchObject({ ok: true, next: '/reksadana/registrasi/identitas' });
    const revised = registrationView(user.id, LATER)!.answers.bankAccount!;
    expect(revised).toMatchObject({ id: first.id, holderName: 'Budi Santoso', status: 'PENDING', hasPassbook: true });
    expect(db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.userId, user.id)).all()).toHaveLength(1);
    expect(auditOf(user.id, 'kyc.submitted')).toHaveLength(1);
    expect(sendRegistration(user.id, LATER)).toMatchObject({ ok: true, status: 'revisedAmend' });
  });
});
