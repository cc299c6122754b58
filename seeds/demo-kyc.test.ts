// The demo accounts' registrations and documents (issue 14 item 9), as the seeded base database of this run
// holds them (tests/global-setup.ts seeds it with this run's documents folder).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bankAccounts, kycDocuments, kycRegistrations, users } from '../db/schema';
import { db } from '~/lib/db.server';
import { kycDocumentsDir } from '~/models/kyc-documents.server';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoNik } from './demo-kyc';

const userRow = (email: string) => db().select().from(users).where(eq(users.email, email)).get()!;
const registrationOf = (email: string) => db().select().from(kycRegistrations).where(eq(kycRegistrations.userId, userRow(email).id)).get();
const documentsOf = (email: string) => db().select().from(kycDocuments).where(eq(kycDocuments.userId, userRow(email).id)).all();

const SENT = DEMO_ACCOUNTS.map((a) => a.email).filter((email) => userRow(email).mutualFundKycStatus !== null);

describe('demoNik', () => {
  it.each([
    ['317405', '1990-07-01', 'FEMALE', 1, '3174054107900001'],
    ['317405', '1990-07-01', 'MALE', 1, '3174050107900001'],
    ['327301', '1996-02-03', 'MALE', 12, '3273010302960012'],
    ['517101', '1991-06-14', 'FEMALE', 7, '5171015406910007'],
  ] as const)('%s, %s, %s, serial %i → %s', (region, dateOfBirth, gender, serial, nik) => {
    expect(demoNik(region, dateOfBirth, gender, serial)).toBe(nik);
  });
});

describe('the seeded registrations', () => {
  it('every account that sent its registration has its answers, three documents and its bank account’s passbook', () => {
    expect(SENT.length).toBeGreaterThanOrEqual(14);
    for (const email of SENT) {
      const registration = registrationOf(email);
      expect(registration, email).toBeDefined();
      expect(registration!.nik, email).toMatch(/^\d{16}$/);
      expect(registration!.email, email).toBe(email);
      const current = documentsOf(email).filter((d) => d.supersededAt === null);
      const byId = (id: number | null) => current.find((d) => d.id === id);
      expect(byId(registration!.idCardDocumentId)?.kind, email).toBe('ID_CARD');
      expect(byId(registration!.selfieDocumentId)?.kind, email).toBe('SELFIE_WITH_ID_CARD');
      expect(byId(registration!.signatureDocumentId)?.kind, email).toBe('SIGNATURE');
      const bank = db().select().from(bankAccounts).where(eq(bankAccounts.id, registration!.bankAccountId!)).get()!;
      expect(bank.userId, email).toBe(userRow(email).id);
      expect(byId(bank.passbookDocumentId)?.kind, email).toBe('PASSBOOK');
    }
  });

  it('stores each document as an upload is: its file under DATA_DIR/documents, its size and SHA-256, no EXIF', async () => {
    const documents = documentsOf('kyc@celengan.test');
    expect(documents.map((d) => d.kind).sort()).toEqual(['ID_CARD', 'PASSBOOK', 'SELFIE_WITH_ID_CARD', 'SIGNATURE']);
    for (const document of documents) {
      const file = join(kycDocumentsDir(), document.storageKey);
      expect(existsSync(file), document.kind).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.byteLength).toBe(document.byteSize);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('gives kyc@ a whole registration with the fixture ID card’s NIK and a pending bank account, waiting in the queue', () => {
    const user = userRow('kyc@celengan.test');
    expect(user).toMatchObject({ mutualFundKycStatus: 'pendingVerification', isVerified: false, lastPageFilled: 'SIXTH_PAGE' });
    expect(registrationOf('kyc@celengan.test')).toMatchObject({
      nik: '3174054107900001',
      nameOnIdCard: 'KIRANA LARASATI',
      dateOfBirth: '1990-07-01',
      gender: 'FEMALE',
      pepStatus: 'NO',
    });
    const bank = db().select().from(bankAccounts).where(eq(bankAccounts.userId, user.id)).all();
    expect(bank.map((b) => [b.currency, b.status, b.holderName])).toEqual([['IDR', 'PENDING', 'KIRANA LARASATI']]);
  });

  it('keeps a verified investor’s date of birth as verified, and a KSEI name mismatch visible', () => {
    for (const email of ['investor@celengan.test', 'edd@celengan.test', 'pin@celengan.test']) {
      expect(registrationOf(email)!.dateOfBirth, email).toBe(userRow(email).verifiedDateOfBirth);
    }
    expect(registrationOf('ditolak-ksei@celengan.test')!.nameOnIdCard).not.toBe(userRow('ditolak-ksei@celengan.test').fullName.toUpperCase());
    expect(registrationOf('edd@celengan.test')).toMatchObject({ pepStatus: 'RELATED', pepRelationship: 'PARENT_CHILD' });
  });

  it('shows a revision’s replaced selfie as superseded, kept for the operator', () => {
    const selfies = documentsOf('revisi@celengan.test').filter((d) => d.kind === 'SELFIE_WITH_ID_CARD');
    expect(selfies).toHaveLength(2);
    expect(selfies.filter((d) => d.supersededAt === null)).toHaveLength(1);
    expect(registrationOf('revisi@celengan.test')!.selfieDocumentId).toBe(selfies.find((d) => d.supersededAt === null)!.id);
  });

  it('gives the half-way registration its first pages only, and the others none', () => {
    expect(registrationOf('lanjut@celengan.test')).toMatchObject({ idCardDocumentId: null, selfieDocumentId: null, signatureDocumentId: null });
    expect(documentsOf('lanjut@celengan.test')).toEqual([]);
    for (const email of ['baru@celengan.test', 'kuis@celengan.test', 'lama@celengan.test', 'operator@celengan.test']) {
      expect(registrationOf(email), email).toBeUndefined();
    }
    // One current document per kind and person.
    const current = db().select().from(kycDocuments).where(and(isNull(kycDocuments.supersededAt), eq(kycDocuments.kind, 'ID_CARD'))).all();
    expect(new Set(current.map((d) => d.userId)).size).toBe(current.length);
  });
});
