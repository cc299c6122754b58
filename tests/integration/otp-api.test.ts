// The one-time-code API (spec funds §7 "OTP: /api/v2/otp/request-by-token; /api/v2/otp/check-otp-blocked?
// mobilePhone=", "/api/v2/users/change-email"; issue 14 item 4; decision 053) as the server calls it (the
// language middleware first): a change of email started, resent and confirmed over JSON; the refusals (no
// session, a foreign Origin, other methods, bad bodies, no flow) with localized messages and field errors;
// and check-otp-blocked, which answers only about the user's own numbers.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createUser } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';
import * as updatePhone from '~/routes/account/update-phone';
import * as checkBlocked from '~/routes/api/otp-check-blocked';
import * as requestByToken from '~/routes/api/otp-request-by-token';
import * as validateApi from '~/routes/api/otp-validate';
import * as changeEmail from '~/routes/api/users-change-email';

const PASSWORD = 'celengan123';
const SEC = 1000;
let t0: Date;
const setClock = (msAfterStart: number) => vi.setSystemTime(new Date(t0.getTime() + msAfterStart));
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 = new Date('2025-11-10T03:00:00Z');
  vi.setSystemTime(t0);
});
afterAll(() => vi.useRealTimers());
afterEach(() => setClock(0));

let counter = 0;
async function investor() {
  counter += 1;
  const email = `api-otp-${counter}@celengan.test`;
  const created = await createUser({ fullName: 'Budi Santoso', email, mobilePhone: '081298765432', password: PASSWORD, language: 'id' });
  if (!created.ok) throw new Error('not created');
  const cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies })).status).toBe(302);
  return { id: created.user.id, email, cookies };
}

const newestCodeTo = (address: string) => {
  const rows = db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, address)).orderBy(schema.outboxEmails.id).all();
  return /\b(\d{6})\b/.exec(rows.at(-1)?.bodyText ?? '')![1]!;
};
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Keeps the answer's cookies (the flow cookie) in the jar, as a browser would. */
async function api(module: Parameters<typeof callApi>[0], call: Parameters<typeof callApi>[1]) {
  const response = await callApi(module, call);
  call.cookies?.store(response.headers);
  return response;
}

describe('a change of email over the API', () => {
  it('starts, is resent after 60 seconds, refuses a wrong code and is confirmed by the right one', async () => {
    const user = await investor();
    const started = await api(changeEmail, { url: '/api/v2/users/change-email', body: { email: 'budi.baru@example.com' }, cookies: user.cookies });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ data: { sent: true, next: '/validate-otp', retryAfterSeconds: 60, expiresAt: '2025-11-10T03:05:00.000Z' } });
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    expect(user.cookies.get('celengan_otp')).toBeTruthy();

    setClock(10 * SEC);
    const early = await api(requestByToken, { url: '/api/v2/otp/request-by-token', body: {}, cookies: user.cookies });
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('50');
    expect(early.body).toEqual({ message: 'Kode baru saja dikirim. Tunggu 50 detik sebelum meminta kode lagi.', retryAfterSeconds: 50 });

    setClock(60 * SEC);
    const resent = await api(requestByToken, { url: '/api/v2/otp/request-by-token?lng=en', method: 'POST', cookies: user.cookies });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ data: { sent: true, channel: 'email', destination: 'bu*****@example.com', retryAfterSeconds: 60 } });
    // A channel the flow does not offer.
    expect((await api(requestByToken, { url: '/api/v2/otp/request-by-token', body: { channel: 'whatsapp' }, cookies: user.cookies })).status).toBe(422);

    const code = newestCodeTo('budi.baru@example.com');
    const refused = await api(validateApi, { url: '/api/v2/otp/validate?lng=en', body: { code: wrong(code) }, cookies: user.cookies });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'Wrong OTP code. 4 tries left.', errors: { code: ['Wrong OTP code. 4 tries left.'] }, attemptsLeft: 4 });

    const done = await api(validateApi, { url: '/api/v2/otp/validate', body: { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, cookies: user.cookies });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { verified: true, next: '/me?berhasil=email' } });
    expect(db().select().from(schema.users).where(eq(schema.users.id, user.id)).get()!.email).toBe('budi.baru@example.com');
    // The flow has ended.
    expect((await api(validateApi, { url: '/api/v2/otp/validate', body: { code }, cookies: user.cookies })).body).toEqual({ message: 'Tidak ada verifikasi OTP yang sedang berjalan.' });
  });

  it('answers a second start of the same change like the first (a retry), and the own email with a field error', async () => {
    const user = await investor();
    expect((await api(changeEmail, { url: '/api/v2/users/change-email', body: { email: 'ulang@example.com' }, cookies: user.cookies })).status).toBe(200);
    setClock(5 * SEC);
    const retry = await api(changeEmail, { url: '/api/v2/users/change-email', method: 'PATCH', body: { email: 'ULANG@example.com' }, cookies: user.cookies });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ data: { sent: true, next: '/validate-otp', retryAfterSeconds: 55 } });
    const another = await api(changeEmail, { url: '/api/v2/users/change-email', body: { email: 'lain@example.com' }, cookies: user.cookies });
    expect(another.status).toBe(429);
    const own = await api(changeEmail, { url: '/api/v2/users/change-email?lng=en', body: { email: user.email }, cookies: user.cookies });
    expect(own.status).toBe(422);
    expect(own.body).toEqual({ message: "This is already your account's email.", errors: { email: ["This is already your account's email."] } });
  });

  it('refuses what it cannot take, localized, and never with a 5xx', async () => {
    const user = await investor();
    const cases: Array<[string, Parameters<typeof callApi>[1], number, unknown]> = [
      ['no session', { url: '/api/v2/users/change-email', body: { email: 'x@example.com' } }, 401, { message: expect.any(String) }],
      ['a foreign Origin', { url: '/api/v2/users/change-email', body: { email: 'x@example.com' }, cookies: user.cookies, headers: { Origin: 'https://evil.example' } }, 403, { message: expect.any(String) }],
      ['GET', { url: '/api/v2/users/change-email', cookies: user.cookies }, 405, { message: expect.any(String) }],
      ['a malformed email', { url: '/api/v2/users/change-email', body: { email: 'bukan' }, cookies: user.cookies }, 400, { message: expect.any(String), errors: { email: ['Format email tidak valid'] } }],
      ['an unknown field', { url: '/api/v2/users/change-email', body: { email: 'x@example.com', role: 'operator' }, cookies: user.cookies }, 400, { message: expect.any(String), errors: { role: [expect.any(String)] } }],
      ['an array body', { url: '/api/v2/otp/validate', body: ['123456'], cookies: user.cookies }, 400, { message: expect.any(String) }],
      ['a code of 5 digits', { url: '/api/v2/otp/validate', body: { code: '12345' }, cookies: user.cookies }, 400, { message: expect.any(String), errors: { code: ['Masukkan 6 angka kode OTP'] } }],
      ['a code as a number', { url: '/api/v2/otp/validate', body: { code: 123456 }, cookies: user.cookies }, 400, { message: expect.any(String), errors: { code: [expect.any(String)] } }],
      ['no flow to validate', { url: '/api/v2/otp/validate', body: { code: '123456' }, cookies: user.cookies }, 409, { message: 'Tidak ada verifikasi OTP yang sedang berjalan.' }],
      ['no flow to resend', { url: '/api/v2/otp/request-by-token', body: {}, cookies: user.cookies }, 409, { message: 'Tidak ada verifikasi OTP yang sedang berjalan.' }],
      ['an unknown channel', { url: '/api/v2/otp/request-by-token', body: { channel: 'sms' }, cookies: user.cookies }, 400, { message: expect.any(String), errors: { channel: [expect.any(String)] } }],
      ['GET request-by-token', { url: '/api/v2/otp/request-by-token', cookies: user.cookies }, 405, { message: expect.any(String) }],
    ];
    for (const [label, call, status, body] of cases) {
      const module = call.url.startsWith('/api/v2/users') ? changeEmail : call.url.startsWith('/api/v2/otp/validate') ? validateApi : requestByToken;
      const response = await api(module, call);
      expect(response.status, label).toBe(status);
      expect(response.body, label).toEqual(body);
    }
  });
});

describe('check-otp-blocked', () => {
  const check = (cookies: CookieJar | undefined, phone: string | null, lng = '') =>
    api(checkBlocked, { url: `/api/v2/otp/check-otp-blocked?${phone === null ? '' : `mobilePhone=${encodeURIComponent(phone)}`}${lng}`, cookies });

  it('answers for the user’s own numbers, and "not blocked" for any other', async () => {
    const user = await investor();
    expect((await check(user.cookies, '081298765432')).body).toEqual({ data: { blocked: false, blockedUntil: null } });
    // A new number being confirmed is the user's too; five wrong codes block the user's codes.
    await callRoute(updatePhone.action, { url: '/me/update-phone-number', form: { mobilePhone: '085711112222' }, cookies: user.cookies });
    const code = newestCodeTo('+6285711112222');
    for (let i = 0; i < 5; i++) await api(validateApi, { url: '/api/v2/otp/validate', body: { code: wrong(code) }, cookies: user.cookies });
    const blocked = { data: { blocked: true, blockedUntil: '2025-11-10T04:00:00.000Z' } };
    expect((await check(user.cookies, '+62 812-9876-5432')).body).toEqual(blocked);
    expect((await check(user.cookies, '6285711112222')).body).toEqual(blocked);
    const other = await check(user.cookies, '081311119999');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ data: { blocked: false, blockedUntil: null } });
    expect(other.headers.get('Cache-Control')).toBe('private, no-store');
    // The wrong codes also answer the API's own way once blocked.
    const refused = await api(validateApi, { url: '/api/v2/otp/validate', body: { code }, cookies: user.cookies });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringContaining('10 November 2025, 11.00 WIB'), blockedUntil: '2025-11-10T04:00:00.000Z' });
  });

  it('refuses a missing or malformed number, a visitor and other methods', async () => {
    const user = await investor();
    expect(await check(user.cookies, null)).toMatchObject({ status: 400, body: { errors: { mobilePhone: ['Input ini wajib diisi'] } } });
    expect(await check(user.cookies, '12345', '&lng=en')).toMatchObject({ status: 400, body: { errors: { mobilePhone: [expect.any(String)] } } });
    expect((await check(undefined, '081298765432')).status).toBe(401);
    expect((await api(checkBlocked, { url: '/api/v2/otp/check-otp-blocked?mobilePhone=081298765432', method: 'POST', body: {}, cookies: user.cookies })).status).toBe(405);
  });
});
