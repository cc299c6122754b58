// Registrations for tests (issue 14): a new investor (the demo password, registration not started), documents and
// a bank account as rows (what the documents and bank-account models leave behind), and a registration filled
// up to a step through the registration model itself.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '../../db/client';
import type { KycDocumentKind } from '~/domain/kyc/enums';
import { db } from '~/lib/db.server';
import {
  attachRegistrationBankAccount,
  attachRegistrationDocument,
  saveEmailStep,
  savePersonalDataStep,
  type RegistrationDocumentKind,
} from '~/models/kyc-registration.server';
import type { PersonalDataStep } from '~/forms/registration';

export type UserRow = typeof schema.users.$inferSelect;

/** A new investor account, registration not started, signing in with the demo password `celengan123`. */
export function newInvestor(columns: Partial<typeof schema.users.$inferInsert> = {}): UserRow {
  const template = db().select().from(schema.users).where(eq(schema.users.email, 'baru@celengan.test')).get()!;
  const suffix = randomBytes(5).toString('hex');
  return db()
    .insert(schema.users)
    .values({
      email: `daftar-${suffix}@celengan.test`,
      passwordHash: template.passwordHash,
      firstName: 'Budi',
      fullName: 'Budi Santoso',
      mobilePhone: '081234567890',
      ...columns,
    })
    .returning()
    .get();
}

export const userById = (id: number): UserRow => db().select().from(schema.users).where(eq(schema.users.id, id)).get()!;

/** A stored document row as app/models/kyc-documents.server.ts leaves it (no file behind it). */
export function documentRow(userId: number, kind: KycDocumentKind): number {
  return db()
    .insert(schema.kycDocuments)
    .values({ userId, kind, storageKey: `test/${randomBytes(8).toString('hex')}.jpg`, mimeType: 'image/jpeg', width: 640, height: 400, byteSize: 1234, sha256: randomBytes(32).toString('hex') })
    .returning({ id: schema.kycDocuments.id })
    .get().id;
}

/** A PENDING IDR bank account with a passbook, as app/models/bank-accounts.server.ts leaves it. */
export function bankAccountRow(userId: number, holderName = 'BUDI SANTOSO'): number {
  const bank = db().select().from(schema.banks).limit(1).get()!;
  return db()
    .insert(schema.bankAccounts)
    .values({
      userId,
      bankId: bank.id,
      accountNumber: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10),
      holderName,
      currency: 'IDR',
      passbookDocumentId: documentRow(userId, 'PASSBOOK'),
    })
    .returning({ id: schema.bankAccounts.id })
    .get().id;
}

let nikSerial = 0;

/** Personal data that passes every rule (born 25 January 1990, a man of Jakarta), a NIK of its own each time. */
export function personalData(over: Partial<PersonalDataStep> = {}): PersonalDataStep {
  return {
    // Jakarta Pusat, 25 January 1990, a serial of its own (a NIK may be in one sent registration only).
    nik: `317101250190${String((nikSerial++ % 9999) + 1).padStart(4, '0')}`,
    namaSesuaiKTP: 'BUDI SANTOSO',
    tanggalLahir: '1990-01-25',
    namaGadisIbuKandung: 'SITI AMINAH',
    pendidikan: 'S1',
    pekerjaanSaatIni: 'PRIVATE_EMPLOYEE',
    pendapatanPerTahun: 'FROM_50M_TO_100M',
    sumberPenghasilan: 'SALARY',
    pepStatus: 'NO',
    ...over,
  };
}

const DOCUMENT_BY_STEP: Record<4 | 5 | 6, RegistrationDocumentKind> = { 4: 'ID_CARD', 5: 'SELFIE_WITH_ID_CARD', 6: 'SIGNATURE' };

/** Fills the registration's steps 1 to `upTo` through the model, failing loudly on a refusal. */
export function fillRegistration(user: UserRow, upTo: number, now: Date, personal: PersonalDataStep = personalData()): void {
  const steps: Array<() => { ok: boolean }> = [
    () => saveEmailStep(user.id, { email: user.email }, now),
    () => savePersonalDataStep(user.id, personal, now),
    () => attachRegistrationBankAccount(user.id, bankAccountRow(user.id), now),
    ...([4, 5, 6] as const).map((step) => () => attachRegistrationDocument(user.id, DOCUMENT_BY_STEP[step], documentRow(user.id, DOCUMENT_BY_STEP[step]), now)),
  ];
  steps.slice(0, upTo).forEach((save, index) => {
    const result = save();
    if (!result.ok) throw new Error(`step ${index + 1} refused: ${JSON.stringify(result)}`);
  });
}
