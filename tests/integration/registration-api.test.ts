// The registration (KYC) API through its route modules (spec funds §7 "KYC"; issue 14 item 8), against this
// file's copy of the seeded database: who may call (401, 403 from another Origin, 405), the state answered by
// verify/mutual-fund, step 1 by check-email (an email another account holds: 422), steps 2 to 6 with field
// errors in the request's language (400/422), no skipping ahead (409, nothing changed, nothing stored), uploads
// checked by content, sending only a complete registration, and the revise path (revisedAmend).
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { fillRegistration, newInvestor, personalData, userById, type UserRow } from '../support/registration';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import * as signIn from '~/routes/account/sign-in';
import * as bankAccountApi from '~/routes/api/kyc-bank-account';
import * as checkEmailApi from '~/routes/api/kyc-check-email';
import * as confirmApi from '~/routes/api/kyc-confirm';
import * as uploadApi from '~/routes/api/kyc-documents-upload';
import * as initiateApi from '~/routes/api/kyc-initiate';
import * as personalDataApi from '~/routes/api/kyc-personal-data';
import * as statusApi from '~/routes/api/kyc-status';

const ORIGIN = 'http://localhost';
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/kyc/${name}`));
const documentCount = (userId: number) => db().select({ n: count() }).from(schema.kycDocuments).where(eq(schema.kycDocuments.userId, userId)).get()!.n;

async function signedIn(user: UserRow): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email: user.email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/** A new investor, signed in. */
async function investor(columns: Parameters<typeof newInvestor>[0] = {}) {
  const user = newInvestor(columns);
  return { user, cookies: await signedIn(user) };
}

interface Part {
  name: string;
  value?: string;
  file?: { name: string; type: string; bytes: Uint8Array };
}

/** A multipart POST to an upload route, as the server would call it (the language middleware, then the action). */
async function postMultipart(
  module: { action: (args: never) => unknown },
  url: string,
  parts: Part[],
  cookies: CookieJar,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.name, new File([part.file.bytes as Uint8Array<ArrayBuffer>], part.file.name, { type: part.file.type }));
    else form.append(part.name, part.value ?? '');
  }
  const request = new Request(new URL(url, ORIGIN), { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookies.header() }, body: form });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url: new URL(request.url), pattern: '' } as never;
  const response = (await i18nextMiddleware(args, async () => (await module.action(args)) as Response)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const image = (name: string, type = 'image/jpeg') => ({ name, type, bytes: fixture(name) });

const PERSONAL_BODY = {
  nik: '3171012501900731',
  namaSesuaiKTP: 'Budi Santoso',
  tanggalLahir: '1990-01-25',
  namaGadisIbuKandung: 'Siti Aminah',
  pendidikan: 'S1',
  pekerjaanSaatIni: 'PRIVATE_EMPLOYEE',
  pendapatanPerTahun: 'FROM_50M_TO_100M',
  sumberPenghasilan: 'SALARY',
  pepStatus: 'NO',
};

describe('who may call the registration API', () => {
  const posts = [checkEmailApi, initiateApi, personalDataApi, confirmApi] as const;

  it('answers 401 to a visitor', async () => {
    for (const module of posts) expect((await callApi(module, { url: '/api/x', body: {} })).status).toBe(401);
    expect(await callApi(statusApi, { url: '/api/v1/profile/verify/mutual-fund' })).toMatchObject({ status: 401, body: { message: 'Silakan masuk terlebih dahulu.' } });
  });

  it('answers 403 to another Origin, even signed in, and changes nothing', async () => {
    const { user, cookies } = await investor();
    for (const module of posts) {
      expect((await callApi(module, { url: '/api/x', body: { email: user.email, consent: true }, cookies, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    }
    expect(userById(user.id)).toMatchObject({ registrationStartedAt: null, lastPageFilled: null });
  });

  it('answers 405 to the wrong method', async () => {
    const { cookies } = await investor();
    for (const module of [...posts, bankAccountApi, uploadApi]) {
      const response = await callApi(module as never, { url: '/api/x', method: 'GET', cookies });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
    }
    expect((await callApi(statusApi, { url: '/api/x', method: 'POST', body: {}, cookies })).status).toBe(405);
  });
});

describe('GET /api/v1/profile/verify/mutual-fund', () => {
  it('answers the signed-in user’s registration, never cached', async () => {
    const { cookies } = await investor();
    const response = await callApi(statusApi, { url: '/api/v1/profile/verify/mutual-fund', cookies });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const data = (response.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ status: null, formVersion: 'second', lastPageFilled: null, stepsFilled: 0, nextStep: 1, rejectionReason: null, rejectionCount: 0, attemptsLeft: 3 });
    expect(new Set(Object.values(data.fieldStates as object))).toEqual(new Set(['NOT_FILLED']));
  });

  it('answers a rejection and the step it sends the investor to', async () => {
    const { cookies } = await investor({ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'SIGNATURE_MISMATCH', kycRejectionCount: 1, lastPageFilled: 'SIXTH_PAGE' });
    const response = await callApi(statusApi, { url: '/api/v1/profile/verify/mutual-fund', cookies });
    expect((response.body as { data: unknown }).data).toMatchObject({ status: 'rejectedInternal', rejectionReason: { source: 'INTERNAL', code: 'SIGNATURE_MISMATCH' }, reviseStep: 6, attemptsLeft: 2 });
  });
});

describe('initiate-kyc and check-email (step 1)', () => {
  it('starts the registration, then records the email', async () => {
    const { user, cookies } = await investor();
    const started = await callApi(initiateApi, { url: '/api/v3/users/initiate-kyc', method: 'POST', cookies });
    expect(started).toMatchObject({ status: 200, body: { data: { started: true, destination: '/reksadana/registrasi/form/1' } } });
    const checked = await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: ` ${user.email.toUpperCase()} ` }, cookies });
    expect(checked).toMatchObject({ status: 200, body: { data: { available: true, next: '/reksadana/registrasi/form/2', lastPageFilled: 'FIRST_PAGE', answers: { email: user.email } } } });
  });

  it('refuses an email another account holds with 422 and the field error', async () => {
    const { user, cookies } = await investor();
    const response = await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: 'investor@celengan.test' }, cookies });
    expect(response).toMatchObject({
      status: 422,
      body: { code: 'EMAIL_TAKEN', errors: { email: ['Email ini sudah dipakai akun atau pendaftaran lain. Gunakan email lain.'] } },
    });
    expect(userById(user.id).lastPageFilled).toBeNull();
  });

  it('checks at most ten addresses other than the account’s own an hour (no sweeping a list), its own always', async () => {
    const { user, cookies } = await investor();
    await callApi(initiateApi, { url: '/api/v3/users/initiate-kyc', method: 'POST', cookies });
    for (let i = 0; i < 10; i++) {
      const answer = await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: `someone-${i}@celengan.test` }, cookies });
      expect([200, 422], `check ${i}`).toContain(answer.status);
    }
    const eleventh = await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: 'investor@celengan.test' }, cookies });
    expect(eleventh).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_EMAIL_CHECKS', errors: { email: ['Terlalu banyak email yang diperiksa. Coba lagi dalam satu jam, atau pakai email akun Anda.'] } },
    });
    const answers = () => db().select({ email: schema.kycRegistrations.email }).from(schema.kycRegistrations).where(eq(schema.kycRegistrations.userId, user.id)).get();
    const before = answers();
    expect((await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: 'another@celengan.test' }, cookies })).status).toBe(429);
    expect(answers()).toEqual(before);
    // The account's own address is no oracle: it is always checked.
    expect(await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: user.email }, cookies })).toMatchObject({ status: 200, body: { data: { available: true } } });
  });

  it('answers a malformed email with 400, in the request’s language', async () => {
    const { cookies } = await investor();
    expect(await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: { email: 'budi@' }, cookies })).toMatchObject({
      status: 400,
      body: { message: 'Isi permintaan tidak valid.', errors: { email: ['Format email tidak valid'] } },
    });
    expect(await callApi(checkEmailApi, { url: '/api/v1/users/check-email?lng=en', body: {}, cookies })).toMatchObject({
      status: 400,
      body: { errors: { email: ['This field is required'] } },
    });
    expect((await callApi(checkEmailApi, { url: '/api/v1/users/check-email', body: [1, 2], cookies })).status).toBe(400);
  });

  it('answers 409 for a registration that was sent', async () => {
    const { cookies } = await investor({ mutualFundKycStatus: 'pendingVerification', lastPageFilled: 'SIXTH_PAGE' });
    expect(await callApi(initiateApi, { url: '/api/v3/users/initiate-kyc', method: 'POST', cookies })).toMatchObject({ status: 409, body: { code: 'NOT_EDITABLE', phase: 'SENT' } });
  });
});

describe('update-personal-data (step 2)', () => {
  it('refuses to skip step 1: 409, nothing changed', async () => {
    const { user, cookies } = await investor();
    expect(await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data', body: PERSONAL_BODY, cookies })).toMatchObject({
      status: 409,
      body: { code: 'STEP_LOCKED', firstUnfinishedStep: 1, message: 'Selesaikan langkah 1 terlebih dahulu.' },
    });
    expect(userById(user.id)).toMatchObject({ lastPageFilled: null, registrationStartedAt: null });
    expect(db().select().from(schema.kycRegistrations).where(eq(schema.kycRegistrations.userId, user.id)).get()).toBeUndefined();
  });

  it('saves the personal data normalised, with the gender from the NIK', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 1, new Date());
    const response = await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data', body: PERSONAL_BODY, cookies });
    expect(response).toMatchObject({
      status: 200,
      body: { data: { next: '/reksadana/registrasi/form/3', lastPageFilled: 'SECOND_PAGE', answers: { namaSesuaiKTP: 'BUDI SANTOSO', gender: 'MALE' }, fieldStates: { nik: 'VALID' } } },
    });
  });

  it('answers every field’s error with 400, in Indonesian or English', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 1, new Date());
    const body = { ...PERSONAL_BODY, nik: '3771012501900001', tanggalLahir: '2020-01-01', pekerjaanSaatIni: 'ASTRONAUT', pepStatus: 'SELF' };
    expect(await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data', body, cookies })).toMatchObject({
      status: 400,
      body: {
        errors: {
          nik: ['Dua angka pertama NIK bukan kode provinsi'],
          tanggalLahir: ['Usia minimal 17 tahun untuk mendaftar'],
          pekerjaanSaatIni: ['Pilih salah satu'],
          pepPosition: ['Pilih jabatan'],
        },
      },
    });
    const english = await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data?lng=en', body: { ...PERSONAL_BODY, tanggalLahir: '1990-01-26' }, cookies });
    expect(english).toMatchObject({ status: 400, body: { errors: { nik: ['The NIK does not match your date of birth'] } } });
    expect(userById(user.id).lastPageFilled).toBe('FIRST_PAGE');
  });

  it('refuses a kodeReferral that is unknown or one’s own with 422 and the localized reason (issue 18, decision 085)', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 1, new Date());
    expect(await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data', body: { ...PERSONAL_BODY, kodeReferral: 'TIDAKADA9' }, cookies })).toMatchObject({
      status: 422,
      body: { code: 'UNKNOWN_CODE', errors: { kodeReferral: ['Kode referral tidak ditemukan. Periksa kembali kodenya.'] } },
    });
    expect(userById(user.id).lastPageFilled).toBe('FIRST_PAGE');
  });

  it('refuses the NIK of another user’s sent registration with 422', async () => {
    const sent = newInvestor();
    fillRegistration(sent, 6, new Date(), personalData({ nik: '3171012501900999' }));
    db().update(schema.users).set({ mutualFundKycStatus: 'pendingVerification' }).where(eq(schema.users.id, sent.id)).run();
    const { user, cookies } = await investor();
    fillRegistration(user, 1, new Date());
    expect(await callApi(personalDataApi, { url: '/api/v3/users/update-personal-data', body: { ...PERSONAL_BODY, nik: '3171012501900999' }, cookies })).toMatchObject({
      status: 422,
      body: { code: 'NIK_TAKEN', errors: { nik: ['NIK ini sudah terdaftar di akun lain'] } },
    });
  });
});

describe('upload-kyc-documents (steps 4 to 6) and update-bank-account (step 3)', () => {
  it('refuses step 5 before step 2: 409, nothing stored', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 1, new Date());
    const response = await postMultipart(uploadApi, '/api/v3/users/upload-kyc-documents', [{ name: 'kind', value: 'SELFIE_WITH_ID_CARD' }, { name: 'file', file: image('selfie.jpg') }], cookies);
    expect(response).toMatchObject({ status: 409, body: { code: 'STEP_LOCKED', firstUnfinishedStep: 2 } });
    expect(documentCount(user.id)).toBe(0);
    expect(userById(user.id).lastPageFilled).toBe('FIRST_PAGE');
  });

  it('stores the bank account and the images step by step, refusing what is not an image', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 2, new Date());

    const blocked = await postMultipart(
      bankAccountApi,
      '/api/v3/users/update-bank-account',
      [
        { name: 'namaBank', value: 'BCA' },
        { name: 'noRekening', value: '1234569994' },
        { name: 'namaPemilikRekeningBank', value: 'Budi Santoso' },
        { name: 'buktiKepemilikanRekening', file: image('passbook.jpg') },
      ],
      cookies,
    );
    expect(blocked).toMatchObject({ status: 422, body: { code: 'BANK_ACCOUNT_OUTCOME', outcome: 'BLOCKED', errors: { noRekening: ['Rekening ini sedang diblokir oleh bank. Gunakan rekening lain atas nama Anda.'] } } });
    const short = await postMultipart(bankAccountApi, '/api/v3/users/update-bank-account', [{ name: 'namaBank', value: 'BCA' }, { name: 'noRekening', value: '123' }], cookies);
    expect(short).toMatchObject({ status: 400, body: { errors: { noRekening: ['Nomor rekening bank ini terdiri dari 10 digit'], namaPemilikRekeningBank: ['Input ini wajib diisi'], buktiKepemilikanRekening: ['Pilih foto terlebih dahulu'] } } });
    const bank = await postMultipart(
      bankAccountApi,
      '/api/v3/users/update-bank-account',
      [
        { name: 'namaBank', value: 'BCA' },
        { name: 'noRekening', value: '1234567890' },
        { name: 'namaPemilikRekeningBank', value: 'Budi Santoso' },
        { name: 'buktiKepemilikanRekening', file: image('passbook.jpg') },
      ],
      cookies,
    );
    expect(bank).toMatchObject({ status: 200, body: { data: { next: '/reksadana/registrasi/form/4', answers: { bankAccount: { bankName: 'Bank Central Asia', status: 'PENDING', hasPassbook: true } } } } });

    const text = await postMultipart(uploadApi, '/api/v3/users/upload-kyc-documents', [{ name: 'kind', value: 'ID_CARD' }, { name: 'file', file: image('not-an-image.jpg') }], cookies);
    expect(text).toMatchObject({ status: 422, body: { code: 'UNSUPPORTED_TYPE', errors: { file: ['File harus berupa foto JPG atau PNG'] } } });
    const noKind = await postMultipart(uploadApi, '/api/v3/users/upload-kyc-documents', [{ name: 'kind', value: 'PASSBOOK' }], cookies);
    expect(noKind).toMatchObject({ status: 400, body: { errors: { kind: [expect.stringContaining('ID_CARD')], file: ['Pilih foto terlebih dahulu'] } } });
    for (const [kind, name, type] of [
      ['ID_CARD', 'id-card.jpg', 'image/jpeg'],
      ['SELFIE_WITH_ID_CARD', 'selfie.jpg', 'image/jpeg'],
      ['SIGNATURE', 'signature.png', 'image/png'],
    ] as const) {
      const saved = await postMultipart(uploadApi, '/api/v3/users/upload-kyc-documents', [{ name: 'kind', value: kind }, { name: 'file', file: image(name, type) }], cookies);
      expect(saved.status, kind).toBe(200);
    }
    expect(userById(user.id).lastPageFilled).toBe('SIXTH_PAGE');
    expect(documentCount(user.id)).toBe(4);
  });

  it('answers a body that is not multipart with 415', async () => {
    const { cookies } = await investor();
    expect((await callApi(uploadApi, { url: '/api/v3/users/upload-kyc-documents', body: { kind: 'ID_CARD' }, cookies })).status).toBe(415);
    expect((await callApi(bankAccountApi, { url: '/api/v3/users/update-bank-account', body: { namaBank: 'BCA' }, cookies })).status).toBe(415);
  });
});

describe('confirm-identity-data (send)', () => {
  it('needs the statement, refuses an incomplete registration, sends a complete one once', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 5, new Date());
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: {}, cookies })).toMatchObject({
      status: 400,
      body: { errors: { consent: ['Centang persetujuan untuk mengirim pendaftaran'] } },
    });
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: { consent: true }, cookies })).toMatchObject({
      status: 422,
      body: { code: 'INCOMPLETE', firstIncompleteStep: 6, incompleteSteps: [6], message: 'Pendaftaran belum lengkap: lengkapi langkah 6.' },
    });
    expect(userById(user.id).mutualFundKycStatus).toBeNull();

    const done = newInvestor();
    fillRegistration(done, 6, new Date());
    const doneCookies = await signedIn(done);
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: { consent: true }, cookies: doneCookies })).toMatchObject({
      status: 200,
      body: { data: { alreadySent: false, status: 'pendingVerification' } },
    });
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: { consent: true }, cookies: doneCookies })).toMatchObject({
      status: 200,
      body: { data: { alreadySent: true, status: 'pendingVerification' } },
    });
  });

  it('sends a revision after a rejection as revisedAmend; after the third rejection answers 409', async () => {
    const { user, cookies } = await investor();
    fillRegistration(user, 6, new Date());
    db().update(schema.users).set({ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'FACE_MISMATCH', kycRejectionCount: 1 }).where(eq(schema.users.id, user.id)).run();
    const selfie = await postMultipart(uploadApi, '/api/v3/users/upload-kyc-documents', [{ name: 'kind', value: 'SELFIE_WITH_ID_CARD' }, { name: 'file', file: image('selfie.jpg') }], cookies);
    expect(selfie).toMatchObject({ status: 200, body: { data: { next: '/reksadana/registrasi/identitas' } } });
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: { consent: true }, cookies })).toMatchObject({
      status: 200,
      body: { data: { status: 'revisedAmend' } },
    });

    db().update(schema.users).set({ mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionCount: 3 }).where(eq(schema.users.id, user.id)).run();
    expect(await callApi(confirmApi, { url: '/api/v3/users/confirm-identity-data', body: { consent: true }, cookies })).toMatchObject({
      status: 409,
      body: { code: 'NOT_EDITABLE', phase: 'FAILED', message: 'Pendaftaran Anda sudah ditolak 3 kali dan tidak dapat diajukan lagi.' },
    });
  });
});
