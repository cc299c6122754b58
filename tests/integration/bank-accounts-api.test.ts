// The bank-account API and pages through their route modules (issue 14 item 3; spec funds §5, §7, §8;
// decisions 047, 048), against this file's copy of the seeded database: the list as verifiedAccounts and
// accounts, create and validate with each §8 outcome, the number's length per bank and a holder name that
// is not the KYC name refused with localized field errors, a passbook image stored with the account (and
// a file that is no image refused, nothing stored), another user's account answering 404 like a missing
// one, the Origin check, the banks; and the add page's action (redirect, outcomes) and the list's delete.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import * as addPage from '~/routes/account/add-bank-account';
import * as listPage from '~/routes/account/bank-accounts';
import * as signIn from '~/routes/account/sign-in';
import * as accountApi from '~/routes/api/bank-account';
import * as accountsApi from '~/routes/api/bank-accounts';
import * as validateApi from '~/routes/api/bank-accounts-validate';
import * as banksApi from '~/routes/api/banks';

const LIST = '/api/v2/mutual-funds/bank-accounts';
const VALIDATE = '/api/v2/mutual-funds/bank-accounts/validate';
const BOUNDARY = '----celengan-bank';

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const accountsOf = (id: number) => db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.userId, id)).all();
const passbooksOf = (id: number) =>
  db().select().from(schema.kycDocuments).where(and(eq(schema.kycDocuments.userId, id), eq(schema.kycDocuments.kind, 'PASSBOOK'))).all();

/** A multipart body with text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="buku.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file.bytes,
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A route function called with a multipart body, through the language middleware as the server does. */
async function callMultipart(fn: (args: never) => unknown, url: string, cookies: CookieJar, body: Uint8Array<ArrayBuffer>) {
  const request = new Request(new URL(url, 'http://localhost'), {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookies.header(), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url: new URL(request.url), pattern: '' } as never;
  let outcome: unknown;
  try {
    outcome = await i18nextMiddleware(args, async () => (await fn(args)) as Response);
  } catch (thrown) {
    outcome = thrown;
  }
  return outcome;
}

const PASSBOOK = new Uint8Array(readFileSync('tests/fixtures/kyc/passbook.jpg'));
const NOT_AN_IMAGE = new Uint8Array(readFileSync('tests/fixtures/kyc/not-an-image.jpg'));

let baru: CookieJar;
let baruId: number;
let investor: CookieJar;

beforeAll(async () => {
  baru = await signInAs('baru@celengan.test');
  baruId = userId('baru@celengan.test');
  investor = await signInAs('investor@celengan.test');
});

const create = (body: Record<string, unknown>, cookies = baru, headers?: Record<string, string>) => callApi(accountsApi, { url: LIST, body, cookies, headers });
const validate = (body: Record<string, unknown>, cookies = baru) => callApi(validateApi, { url: VALIDATE, body, cookies });
const bca = (over: Record<string, unknown> = {}) => ({ bankName: 'BCA', accountNumber: '0123456789', accountName: 'BAYU PRATAMA', bankAccountCurrency: 'IDR', ...over });

describe('GET /api/v2/mutual-funds/bank-accounts', () => {
  it('lists the investor’s accounts, the verified ones as verifiedAccounts with bankAccountCurrency', async () => {
    const { status, body, headers } = await callApi(accountsApi, { url: LIST, cookies: investor });
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    const data = (body as { data: { verifiedAccounts: Array<Record<string, unknown>>; accounts: unknown[] } }).data;
    expect(data.verifiedAccounts.map((a) => a.bankAccountCurrency)).toEqual(['IDR', 'USD']);
    expect(data.verifiedAccounts[0]).toMatchObject({ status: 'VERIFIED', accountName: 'RINA WULANDARI', isDefault: true, bankCode: expect.any(String) });
    expect(data.accounts).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(accountsApi, { url: LIST })).status).toBe(401);
  });
});

describe('POST /api/v2/mutual-funds/bank-accounts', () => {
  it('adds a PENDING account (201)', async () => {
    const { status, body } = await create(bca({ accountNumber: '1000000001' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ data: { bankCode: 'BCA', accountNumber: '1000000001', accountName: 'BAYU PRATAMA', bankAccountCurrency: 'IDR', status: 'PENDING', isDefault: true } });
  });

  it.each([
    ['0123459991', 'ACCOUNT_NUMBER_REJECTED', 'Nomor rekening ditolak oleh bank. Periksa kembali nomor dan bank yang dipilih.'],
    ['0123459992', 'NOT_FOUND', 'Nomor rekening tidak ditemukan di bank yang dipilih.'],
    ['0123459993', 'BLACKLISTED', 'Rekening ini tidak dapat digunakan. Hubungi layanan pelanggan untuk informasi lebih lanjut.'],
    ['0123459994', 'BLOCKED', 'Rekening ini sedang diblokir oleh bank. Gunakan rekening lain.'],
    ['1000000001', 'ACCOUNT_NUMBER_EXISTS', 'Nomor rekening ini sudah terdaftar di akun Anda.'],
  ])('answers 422 for %s: %s, nothing written', async (accountNumber, code, message) => {
    const before = accountsOf(baruId).length;
    expect(await create(bca({ accountNumber }))).toMatchObject({ status: 422, body: { code, message } });
    expect(accountsOf(baruId)).toHaveLength(before);
  });

  it('answers LIMIT_REACHED past 3 accounts of a currency, in the request’s language', async () => {
    await create(bca({ accountNumber: '1000000002' }));
    await create(bca({ accountNumber: '1000000003' }));
    expect(await create(bca({ accountNumber: '1000000004' }))).toMatchObject({
      status: 422,
      body: { code: 'LIMIT_REACHED', message: 'Batas jumlah rekening untuk mata uang ini sudah tercapai (maksimal 3). Hapus salah satu rekening terlebih dahulu.' },
    });
    const english = await callApi(accountsApi, { url: `${LIST}?lng=en`, body: bca({ accountNumber: '1000000004' }), cookies: baru });
    expect(english.body).toMatchObject({ code: 'LIMIT_REACHED', message: 'You have reached the limit of accounts in this currency (at most 3). Delete one of them first.' });
  });

  it('refuses the number’s length per bank with a localized field error (400)', async () => {
    expect(await create(bca({ bankName: 'BRI', bankAccountCurrency: 'USD' }))).toEqual({
      status: 400,
      headers: expect.anything(),
      body: { message: 'Data rekening tidak valid', errors: { accountNumber: ['Nomor rekening bank ini terdiri dari 15 digit'] } },
    });
    expect((await create(bca({ bankName: 'MANDIRI', accountNumber: '12345678901234', bankAccountCurrency: 'USD' }))).body).toMatchObject({
      errors: { accountNumber: ['Nomor rekening bank ini terdiri dari 13 digit'] },
    });
    expect((await create(bca({ accountNumber: '01234567ab', bankAccountCurrency: 'USD' }))).body).toMatchObject({ errors: { accountNumber: ['Hanya boleh berisi angka'] } });
  });

  it('refuses a holder name that is not the KYC name, and an unknown bank (422 with field errors)', async () => {
    expect(await create(bca({ accountName: 'BAYU PRATAMA PUTRA', bankAccountCurrency: 'USD' }))).toMatchObject({
      status: 422,
      body: { errors: { accountName: ['Nama pemilik rekening harus sama dengan nama sesuai KTP Anda'] } },
    });
    expect(await create(bca({ bankName: 'NOBANK', bankAccountCurrency: 'USD' }))).toMatchObject({
      status: 422,
      body: { errors: { bankName: ['Pilih bank dari daftar'] } },
    });
  });

  it('answers 400 for a body that is not one, 403 from a foreign Origin, 405 for PUT', async () => {
    expect((await create({ bankName: 5 })).status).toBe(400);
    expect((await callApi(accountsApi, { url: LIST, method: 'POST', cookies: baru })).status).toBe(400);
    const before = accountsOf(baruId).length;
    expect((await create(bca({ accountNumber: '2000000002', bankAccountCurrency: 'USD' }), baru, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(accountsOf(baruId)).toHaveLength(before);
  });

  it('stores a passbook image with the account (multipart), and refuses a file that is no image without storing anything', async () => {
    const fields = { bankName: 'BNI', accountNumber: '3000000003', accountName: 'Bayu Pratama', bankAccountCurrency: 'USD' };
    const refused = (await callMultipart(accountsApi.action, LIST, baru, multipart(fields, { name: 'passbookImage', bytes: NOT_AN_IMAGE }))) as Response;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { passbookImage: [expect.stringContaining('JPG, PNG, atau WebP')] } });
    expect(passbooksOf(baruId)).toEqual([]);
    expect(accountsOf(baruId).some((a) => a.accountNumber === '3000000003')).toBe(false);

    const created = (await callMultipart(accountsApi.action, LIST, baru, multipart(fields, { name: 'passbookImage', bytes: PASSBOOK }))) as Response;
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const [passbook] = passbooksOf(baruId);
    expect(passbook).toMatchObject({ kind: 'PASSBOOK', mimeType: 'image/jpeg' });
    expect(accountsOf(baruId).find((a) => a.id === data.id)?.passbookDocumentId).toBe(passbook!.id);
  });
});

describe('POST /api/v2/mutual-funds/bank-accounts/validate', () => {
  it('answers each outcome without saving', async () => {
    const before = accountsOf(baruId).length;
    expect(await validate(bca({ accountNumber: '4000000004', bankAccountCurrency: 'USD' }))).toMatchObject({
      status: 200,
      body: { data: { valid: true, outcome: 'VALID', message: 'Rekening valid.' } },
    });
    for (const [number, outcome] of [
      ['4000009991', 'ACCOUNT_NUMBER_REJECTED'],
      ['4000009992', 'NOT_FOUND'],
      ['4000009993', 'BLACKLISTED'],
      ['4000009994', 'BLOCKED'],
    ] as const) {
      expect(await validate(bca({ accountNumber: number, bankAccountCurrency: 'USD' }))).toMatchObject({ status: 200, body: { data: { valid: false, outcome } } });
    }
    expect((await validate(bca({ accountNumber: '1000000001' }))).body).toMatchObject({ data: { valid: false, outcome: 'ACCOUNT_NUMBER_EXISTS' } });
    // The currency defaults to IDR, where baru has 3 accounts already.
    expect((await validate({ bankName: 'BCA', accountNumber: '4000000004', accountName: 'BAYU PRATAMA' })).body).toMatchObject({ data: { valid: false, outcome: 'LIMIT_REACHED' } });
    expect(accountsOf(baruId)).toHaveLength(before);
  });

  it('refuses a name mismatch and a short number with field errors, and checks a passbook without storing it', async () => {
    expect(await validate(bca({ accountName: 'Orang Lain', bankAccountCurrency: 'USD' }))).toMatchObject({ status: 422, body: { errors: { accountName: [expect.any(String)] } } });
    expect(await validate(bca({ accountNumber: '123' }))).toMatchObject({ status: 400, body: { errors: { accountNumber: ['Nomor rekening bank ini terdiri dari 10 digit'] } } });
    const fields = { bankName: 'BCA', accountNumber: '5000000005', accountName: 'BAYU PRATAMA', bankAccountCurrency: 'USD' };
    const before = passbooksOf(baruId).length;
    const bad = (await callMultipart(validateApi.action, VALIDATE, baru, multipart(fields, { name: 'passbookImage', bytes: NOT_AN_IMAGE }))) as Response;
    expect(bad.status).toBe(422);
    const good = (await callMultipart(validateApi.action, VALIDATE, baru, multipart(fields, { name: 'passbookImage', bytes: PASSBOOK }))) as Response;
    expect(await good.json()).toMatchObject({ data: { valid: true } });
    expect(passbooksOf(baruId)).toHaveLength(before);
  });
});

describe('/api/v2/mutual-funds/bank-accounts/{id}', () => {
  const one = (id: string, cookies: CookieJar, method: 'GET' | 'DELETE' = 'GET', headers?: Record<string, string>) =>
    callApi(accountApi, { url: `${LIST}/${id}`, params: { id }, cookies, method, headers });

  it('reads one’s own account; another user’s id answers exactly like a missing one (404)', async () => {
    const own = accountsOf(userId('investor@celengan.test'))[0]!;
    expect(await one(String(own.id), investor)).toMatchObject({ status: 200, body: { data: { id: own.id, status: 'VERIFIED' } } });
    const foreign = await one(String(own.id), baru);
    const missing = await one('999999', baru);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await one(String(own.id), baru, 'DELETE')).status).toBe(404);
    expect(accountsOf(userId('investor@celengan.test')).some((a) => a.id === own.id)).toBe(true);
  });

  it('answers 400 for an id that is not one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(20)]) expect((await one(id, baru)).status, id).toBe(400);
  });

  it('deletes a pending account, refuses the only verified one (409), checks the Origin', async () => {
    const pending = accountsOf(baruId).find((a) => a.status === 'PENDING')!;
    expect((await one(String(pending.id), baru, 'DELETE', { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await one(String(pending.id), baru, 'DELETE')).toMatchObject({ status: 200, body: { data: { id: pending.id, deleted: true } } });
    expect((await one(String(pending.id), baru)).status).toBe(404);
    const usd = accountsOf(userId('investor@celengan.test')).find((a) => a.currency === 'USD')!;
    expect(await one(String(usd.id), investor, 'DELETE')).toMatchObject({ status: 409, body: { code: 'ONLY_VERIFIED' } });
  });
});

describe('GET /api/v2/mutual-funds/banks', () => {
  it('lists the banks with their number lengths, for anyone', async () => {
    const { status, body } = await callApi(banksApi, { url: '/api/v2/mutual-funds/banks' });
    expect(status).toBe(200);
    const banks = (body as { data: Array<{ code: string; accountNumberLengths: number[] }> }).data;
    expect(banks.find((b) => b.code === 'BRI')?.accountNumberLengths).toEqual([15]);
    expect(banks.find((b) => b.code === 'CIMB')?.accountNumberLengths).toEqual([13, 14]);
  });
});

describe('the pages', () => {
  it('adds an account from the form and leads to the list; an outcome of §8 is the form’s message', async () => {
    const lanjut = await signInAs('lanjut@celengan.test');
    const form = { bankCode: 'MANDIRI', currency: 'IDR', accountNumber: '1234567890123', holderName: 'LINA MARLINA' };
    const saved = await callRoute(addPage.action, { url: '/me/tambah-rekening', form, cookies: lanjut });
    expect(saved).toMatchObject({ status: 302, location: '/me/rekening-saya?done=added' });
    const again = await callRoute(addPage.action, { url: '/me/tambah-rekening?target=%2Freksadana%2Fbeli', form, cookies: lanjut });
    expect(again.status).toBe(422);
    expect(again.data).toMatchObject({ error: { '': ['bankAccounts:outcome.ACCOUNT_NUMBER_EXISTS'] } });
    const other = await callRoute(addPage.action, { url: '/me/tambah-rekening?target=%2Freksadana%2Fbeli', form: { ...form, accountNumber: '1234567890124' }, cookies: lanjut });
    expect(other).toMatchObject({ status: 302, location: '/reksadana/beli' });
    const mismatch = await callRoute(addPage.action, { url: '/me/tambah-rekening', form: { ...form, holderName: 'Lina', accountNumber: '1234567890125' }, cookies: lanjut });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data).toMatchObject({ error: { holderName: ['bankAccounts:errors.nameMismatch'] } });

    const list = await callRoute(listPage.loader, { url: '/me/rekening-saya?done=added', cookies: lanjut });
    expect(list.data).toMatchObject({ notice: 'added', accounts: [{ bankCode: 'MANDIRI', maskedNumber: '•••• 0123', status: 'PENDING', isDefault: true, canDelete: true }, { isDefault: false }] });
  });

  it('stores the passbook given with the form', async () => {
    const kuis = await signInAs('kuis@celengan.test');
    const kuisId = userId('kuis@celengan.test');
    const fields = { bankCode: 'BSI', currency: 'IDR', accountNumber: '7000000007', holderName: 'KIKI AMELIA' };
    const outcome = await callMultipart(addPage.action, '/me/tambah-rekening', kuis, multipart(fields, { name: 'passbook', bytes: PASSBOOK }));
    expect((outcome as Response).status).toBe(302);
    expect(accountsOf(kuisId)[0]!.passbookDocumentId).toBe(passbooksOf(kuisId)[0]!.id);
  });

  it('deletes from the list, refuses another user’s account like a missing one', async () => {
    const lanjut = await signInAs('lanjut@celengan.test');
    const [first] = accountsOf(userId('lanjut@celengan.test'));
    const investorAccount = accountsOf(userId('investor@celengan.test'))[0]!;
    const foreign = await callRoute(listPage.action, { url: '/me/rekening-saya', form: { intent: 'delete', accountId: String(investorAccount.id) }, cookies: lanjut });
    expect(foreign).toMatchObject({ status: 404, data: { refusal: 'NOT_FOUND' } });
    const deleted = await callRoute(listPage.action, { url: '/me/rekening-saya', form: { intent: 'delete', accountId: String(first!.id) }, cookies: lanjut });
    expect(deleted).toMatchObject({ status: 302, location: '/me/rekening-saya?done=deleted' });
    const pending = await callRoute(listPage.action, { url: '/me/rekening-saya', form: { intent: 'makeDefault', accountId: String(accountsOf(userId('lanjut@celengan.test'))[0]!.id) }, cookies: lanjut });
    expect(pending).toMatchObject({ status: 409, data: { refusal: 'NOT_VERIFIED' } });
  });

  it('sends a visitor to sign in', async () => {
    const result = await callRoute(listPage.loader, { url: '/me/rekening-saya' });
    expect(result).toMatchObject({ status: 302, location: '/signin?target=%2Fme%2Frekening-saya' });
  });
});
