// The demo accounts' registrations (issue 14 item 9): the answers of the six-step form (kyc_registrations) and
// the documents (ID card, selfie with the ID card, signature, the registration bank account's passbook) of every
// account that sent its registration, and the first pages of the one that stopped half-way (lanjut@). The images
// are the fixtures of tests/fixtures/kyc, checked and re-encoded once by the upload's own code
// (normalizeKycImage) and stored per account as an upload is (a file under DATA_DIR/documents, a row), so that
// the operator's pages and /me/dokumen/{id} show them. Runs after seeds/demo-users.ts; draws nothing from the
// seed's random stream. All names, numbers and NIKs are fictional.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts, kycRegistrations, users } from '../db/schema';
import type { EducationLevel, IncomeBand, IncomeSource, KycDocumentKind, Occupation, PepRelationship, PepStatus } from '../app/domain/kyc/enums';
import {
  insertKycDocument,
  normalizeKycImage,
  writeKycDocumentFile,
  type NormalizedKycImage,
} from '../app/models/kyc-documents.server';
import type { DemoAccount } from './demo-accounts';

type Email = DemoAccount['email'];
type AcceptedImage = Extract<NormalizedKycImage, { ok: true }>;

export interface DemoKycReport {
  kycRegistrations: number;
  kycDocuments: number;
}

interface DemoRegistration {
  /** Region code of the NIK: province, regency, district (Dukcapil). */
  region: string;
  gender: 'MALE' | 'FEMALE';
  /** For accounts not verified yet; a verified account's is its users.verified_date_of_birth. */
  dateOfBirth?: string;
  /** The name typed as on the ID card, when it is not the account's full name in capitals. */
  nameOnIdCard?: string;
  /** A NIK of its own instead of one built from the region, date of birth and serial. */
  nik?: string;
  motherMaidenName: string;
  education: EducationLevel;
  occupation: Occupation;
  incomeBand: IncomeBand;
  incomeSource: IncomeSource;
  pep?: { status: PepStatus; relationship: PepRelationship };
  /** Sent the whole form (documents included); false: the first three pages only. */
  complete: boolean;
  /** An earlier upload of a kind, replaced by the revision (its row kept, superseded). */
  replaced?: KycDocumentKind;
}

const REGISTRATIONS: Partial<Record<Email, DemoRegistration>> = {
  'investor@celengan.test': { region: '317405', gender: 'FEMALE', motherMaidenName: 'SITI AMINAH', education: 'S1', occupation: 'PRIVATE_EMPLOYEE', incomeBand: 'FROM_100M_TO_500M', incomeSource: 'SALARY', complete: true },
  'email@celengan.test': { region: '327301', gender: 'MALE', motherMaidenName: 'SRI RAHAYU', education: 'S1', occupation: 'PRIVATE_EMPLOYEE', incomeBand: 'FROM_50M_TO_100M', incomeSource: 'SALARY', complete: true },
  'edd@celengan.test': {
    region: '357801',
    gender: 'MALE',
    motherMaidenName: 'SUMARNI',
    education: 'S2',
    occupation: 'ENTREPRENEUR',
    incomeBand: 'OVER_1B',
    incomeSource: 'BUSINESS',
    // The politically exposed relative that made the KYC risk high (the EDD account of the landing).
    pep: { status: 'RELATED', relationship: 'PARENT_CHILD' },
    complete: true,
  },
  'sales@celengan.test': { region: '327302', gender: 'FEMALE', motherMaidenName: 'NENG ROSMIATI', education: 'SMA', occupation: 'HOUSEWIFE', incomeBand: 'FROM_10M_TO_50M', incomeSource: 'SPOUSE_OR_PARENTS', complete: true },
  'rujukan@celengan.test': { region: '337401', gender: 'MALE', motherMaidenName: 'TRI WAHYUNI', education: 'S1', occupation: 'CIVIL_SERVANT', incomeBand: 'FROM_50M_TO_100M', incomeSource: 'SALARY', complete: true },
  'pin@celengan.test': { region: '347101', gender: 'FEMALE', motherMaidenName: 'SUPARMI', education: 'S1', occupation: 'STUDENT', incomeBand: 'UNDER_10M', incomeSource: 'SPOUSE_OR_PARENTS', complete: true },
  'cashback@celengan.test': { region: '517101', gender: 'FEMALE', motherMaidenName: 'NI MADE SARI', education: 'D3', occupation: 'TEACHER_LECTURER', incomeBand: 'FROM_50M_TO_100M', incomeSource: 'SALARY', complete: true },
  'cashback-akhir@celengan.test': { region: '127101', gender: 'MALE', motherMaidenName: 'ROSMAWATI', education: 'S1', occupation: 'STATE_COMPANY_EMPLOYEE', incomeBand: 'FROM_100M_TO_500M', incomeSource: 'SALARY', complete: true },
  'menunggu@celengan.test': { region: '317104', gender: 'FEMALE', dateOfBirth: '1995-03-14', motherMaidenName: 'ENDANG LESTARI', education: 'S1', occupation: 'PRIVATE_EMPLOYEE', incomeBand: 'FROM_50M_TO_100M', incomeSource: 'SALARY', complete: true },
  // Rejected for a face that does not match the ID card.
  'ditolak@celengan.test': { region: '367101', gender: 'MALE', dateOfBirth: '1992-10-05', motherMaidenName: 'SUKMAWATI', education: 'SMA', occupation: 'ENTREPRENEUR', incomeBand: 'FROM_10M_TO_50M', incomeSource: 'BUSINESS', complete: true },
  // Rejected by KSEI: the name typed is not the one on the ID card.
  'ditolak-ksei@celengan.test': {
    region: '327104',
    gender: 'FEMALE',
    dateOfBirth: '1988-12-01',
    nameOnIdCard: 'KARTIKA DEWI',
    motherMaidenName: 'YULIANTI',
    education: 'S1',
    occupation: 'TEACHER_LECTURER',
    incomeBand: 'FROM_50M_TO_100M',
    incomeSource: 'SALARY',
    complete: true,
  },
  'blokir@celengan.test': { region: '357802', gender: 'MALE', dateOfBirth: '1975-07-19', motherMaidenName: 'SUPRIYATI', education: 'SMA', occupation: 'OTHER', incomeBand: 'OVER_1B', incomeSource: 'OTHER', complete: true },
  // Sent a revision after a rejection: a new selfie replaced the first one.
  'revisi@celengan.test': {
    region: '337402',
    gender: 'MALE',
    dateOfBirth: '1994-01-27',
    motherMaidenName: 'WARSINAH',
    education: 'D3',
    occupation: 'PRIVATE_EMPLOYEE',
    incomeBand: 'FROM_10M_TO_50M',
    incomeSource: 'SALARY',
    complete: true,
    replaced: 'SELFIE_WITH_ID_CARD',
  },
  // Waits in the operator's queue: the NIK and date of birth of the fixture ID card.
  'kyc@celengan.test': {
    region: '317405',
    gender: 'FEMALE',
    dateOfBirth: '1990-07-01',
    nik: '3174054107900001',
    motherMaidenName: 'RATNA SARI',
    education: 'S1',
    occupation: 'PRIVATE_EMPLOYEE',
    incomeBand: 'FROM_100M_TO_500M',
    incomeSource: 'SALARY',
    complete: true,
  },
  // Three pages filled (email, personal data, the bank page): no documents yet, no bank account in the demo.
  'lanjut@celengan.test': { region: '317303', gender: 'FEMALE', dateOfBirth: '1998-04-22', motherMaidenName: 'MARYATI', education: 'S1', occupation: 'PRIVATE_EMPLOYEE', incomeBand: 'FROM_10M_TO_50M', incomeSource: 'SALARY', complete: false },
};

/** The registration's fixture image of each kind (tests/fixtures/kyc/make-fixtures.ts). */
const FIXTURE_FILES: Record<KycDocumentKind, string> = {
  ID_CARD: 'id-card.jpg',
  SELFIE_WITH_ID_CARD: 'selfie.jpg',
  SIGNATURE: 'signature.png',
  PASSBOOK: 'passbook.jpg',
};
const REGISTRATION_KINDS = ['ID_CARD', 'SELFIE_WITH_ID_CARD', 'SIGNATURE'] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The fixture folder, found by walking up from this module (seeds/ in the CLI, build/server/assets/ in the server). */
export function demoImagesFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'tests', 'fixtures', 'kyc');
    if (existsSync(join(candidate, FIXTURE_FILES.ID_CARD))) return candidate;
    dir = dirname(dir);
  }
  const fromCwd = resolve('tests/fixtures/kyc');
  if (existsSync(join(fromCwd, FIXTURE_FILES.ID_CARD))) return fromCwd;
  throw new Error('The demo KYC images (tests/fixtures/kyc) were not found: run the seed from the project folder.');
}

/**
 * A NIK as Dukcapil builds it: region (6 digits), day of birth (plus 40 for a woman), month, two-digit year,
 * then a serial (4 digits).
 */
export function demoNik(region: string, dateOfBirth: string, gender: 'MALE' | 'FEMALE', serial: number): string {
  const [year, month, day] = dateOfBirth.split('-');
  const dayDigits = String(Number(day) + (gender === 'FEMALE' ? 40 : 0)).padStart(2, '0');
  return `${region}${dayDigits}${month}${year!.slice(2)}${String(serial).padStart(4, '0')}`;
}

export async function seedDemoKyc(db: Db, options: { documentsDir: string }): Promise<DemoKycReport> {
  const folder = demoImagesFolder();
  const images = {} as Record<KycDocumentKind, AcceptedImage>;
  for (const kind of Object.keys(FIXTURE_FILES) as KycDocumentKind[]) {
    const image = await normalizeKycImage(kind, new Uint8Array(readFileSync(join(folder, FIXTURE_FILES[kind]))));
    if (!image.ok) throw new Error(`The demo image ${FIXTURE_FILES[kind]} was refused (${image.reason})`);
    images[kind] = image;
  }

  const emails = Object.keys(REGISTRATIONS) as Email[];
  const people = db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      verifiedDateOfBirth: users.verifiedDateOfBirth,
      submittedAt: users.kycSubmittedAt,
      startedAt: users.registrationStartedAt,
    })
    .from(users)
    .where(inArray(users.email, emails))
    .orderBy(asc(users.id))
    .all();
  if (people.length !== emails.length) throw new Error('Demo KYC registrations need the demo users: seed them first');
  const referrerCode = db.select({ code: users.referralCode }).from(users).where(eq(users.email, 'investor@celengan.test')).get()?.code ?? null;

  // Files first (asynchronous), then every row in one transaction; a failure removes the files written.
  type Planned = { userId: number; kind: KycDocumentKind; at: Date; storageKey: string; file: string; bankAccountId?: number };
  const planned: Planned[] = [];
  const registrations: Array<typeof kycRegistrations.$inferInsert> = [];
  try {
    for (const [serial, person] of people.entries()) {
      const demo = REGISTRATIONS[person.email as Email]!;
      const dateOfBirth = person.verifiedDateOfBirth ?? demo.dateOfBirth;
      if (!dateOfBirth) throw new Error(`${person.email}: a demo registration needs a date of birth`);
      const sentAt = person.submittedAt ?? person.startedAt ?? new Date(0);
      const bankAccount = db
        .select({ id: bankAccounts.id, createdAt: bankAccounts.createdAt })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, person.id), eq(bankAccounts.currency, 'IDR')))
        .orderBy(asc(bankAccounts.id))
        .get();
      registrations.push({
        userId: person.id,
        email: person.email,
        nik: demo.nik ?? demoNik(demo.region, dateOfBirth, demo.gender, serial + 1),
        nameOnIdCard: demo.nameOnIdCard ?? person.fullName.toUpperCase(),
        dateOfBirth,
        gender: demo.gender,
        motherMaidenName: demo.motherMaidenName,
        education: demo.education,
        occupation: demo.occupation,
        incomeBand: demo.incomeBand,
        incomeSource: demo.incomeSource,
        pepStatus: demo.pep?.status ?? 'NO',
        pepRelationship: demo.pep?.relationship ?? null,
        referralCode: person.email === 'menunggu@celengan.test' ? referrerCode : null,
        bankAccountId: bankAccount?.id ?? null,
        createdAt: new Date(sentAt.getTime() - 30 * MINUTE),
        updatedAt: sentAt,
      });
      if (!demo.complete) continue;
      const plan = async (kind: KycDocumentKind, at: Date, bankAccountId?: number) => {
        const { storageKey, file } = await writeKycDocumentFile(options.documentsDir, person.id, images[kind]);
        planned.push({ userId: person.id, kind, at, storageKey, file, bankAccountId });
      };
      if (demo.replaced) await plan(demo.replaced, new Date(sentAt.getTime() - 5 * DAY));
      for (const [k, kind] of REGISTRATION_KINDS.entries()) await plan(kind, new Date(sentAt.getTime() - (10 - 3 * k) * MINUTE));
      if (bankAccount) await plan('PASSBOOK', bankAccount.createdAt, bankAccount.id);
    }

    db.transaction(
      (tx) => {
        for (const registration of registrations) tx.insert(kycRegistrations).values(registration).run();
        // In time order, so that a replaced upload is superseded by the later one.
        for (const item of [...planned].sort((a, b) => a.at.getTime() - b.at.getTime())) {
          const row = insertKycDocument(tx, { userId: item.userId, kind: item.kind, storageKey: item.storageKey, image: images[item.kind], now: item.at });
          const link =
            item.kind === 'ID_CARD'
              ? { idCardDocumentId: row.id }
              : item.kind === 'SELFIE_WITH_ID_CARD'
                ? { selfieDocumentId: row.id }
                : item.kind === 'SIGNATURE'
                  ? { signatureDocumentId: row.id }
                  : null;
          if (link) tx.update(kycRegistrations).set(link).where(eq(kycRegistrations.userId, item.userId)).run();
          if (item.bankAccountId) tx.update(bankAccounts).set({ passbookDocumentId: row.id }).where(eq(bankAccounts.id, item.bankAccountId)).run();
        }
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    await Promise.all(planned.map((item) => rm(item.file, { force: true })));
    throw error;
  }
  return { kycRegistrations: registrations.length, kycDocuments: planned.length };
}
