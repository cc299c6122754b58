// Accounts end to end through the route modules (issue 2 item 5 and its integration tests):
// sign-up validation and success, sign-in success and failure, the rate limit, sign-out
// revocation, start investing and the account page, against this file's own database copy.
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { legacyScryptHash } from '../support/passwords';
import { buildRequest, callRoute, CookieJar } from '../support/route';
import { translateMessage } from '~/forms/messages';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { getSessionUser } from '~/lib/session.server';
import { getI18n } from '~/middleware/i18next';
import { createUser, findUserByEmail } from '~/models/users.server';
import * as me from '~/routes/account/me';
import * as signIn from '~/routes/account/sign-in';
import * as signOut from '~/routes/account/sign-out';
import * as signUp from '~/routes/account/sign-up';
import * as startInvesting from '~/routes/account/start-investing';

const PASSWORD = 'celengan123';
const t = getI18n(new RouterContextProvider()).t;
const text = (messages: string[] | null | undefined) => (messages ?? []).map((m) => translateMessage(t, m));

const validSignUp = {
  name: 'Ayu Lestari Putri',
  email: 'Ayu.Lestari@Example.com',
  mobilePhone: '+62 812-3456-7890',
  password: 'tabungan2025',
  passwordConfirmation: 'tabungan2025',
};

/** The form's reply (errors, the values kept) of a sign-up answer that did not go through. */
function replyOf<T>(data: T): Exclude<T, { sentTo: string } | undefined> {
  if (!data || (typeof data === 'object' && 'sentTo' in data)) throw new Error('expected a form reply, not "email sent"');
  return data as Exclude<T, { sentTo: string } | undefined>;
}

/** A signed-in cookie jar for the email. */
async function signedIn(email: string, password = PASSWORD) {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/** Whose session a cookie jar carries now, as the root loader would see it. */
async function sessionUserOf(cookies: CookieJar) {
  return getSessionUser(buildRequest({ url: '/reksadana', cookies }));
}

beforeAll(async () => {
  // The seeded base may not hold the demo accounts yet; these tests bring their own users.
  for (const [email, fullName] of [
    ['rina@example.com', 'Rina Wulandari'],
    ['bayu@example.com', 'Bayu Pratama'],
    ['lock@example.com', 'Lukas Santoso'],
    ['old@example.com', 'Olivia Hartono'],
    ['keluar@example.com', 'Kevin Halim'],
  ] as const) {
    await createUser({ fullName, email, mobilePhone: '081298765432', password: PASSWORD, language: 'id' });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up (/app/gabung)', () => {
  it('shows "Input ini wajib diisi" under every missing field and creates nobody', async () => {
    const before = db().select().from(schema.users).all().length;
    const result = await callRoute(signUp.action, { url: '/app/gabung', form: {} });
    expect(result.status).toBe(400);
    const errors = replyOf(result.data).error ?? {};
    for (const field of ['name', 'email', 'mobilePhone', 'password', 'passwordConfirmation']) {
      expect(errors[field]).toEqual(['validation:required']);
      expect(text(errors[field])).toEqual(['Input ini wajib diisi']);
    }
    expect(db().select().from(schema.users).all()).toHaveLength(before);
  });

  it('rejects a malformed email with the catalogue message "Format email tidak valid"', async () => {
    const result = await callRoute(signUp.action, { url: '/app/gabung', form: { ...validSignUp, email: 'ayu@example' } });
    expect(result.status).toBe(400);
    expect(replyOf(result.data).error).toEqual({ email: ['validation:email'] });
    expect(text(replyOf(result.data).error?.email)).toEqual(['Format email tidak valid']);
  });

  it('rejects a confirmation that differs from the password, without sending the passwords back', async () => {
    const result = await callRoute(signUp.action, {
      url: '/app/gabung',
      form: { ...validSignUp, passwordConfirmation: 'tabungan2026' },
    });
    expect(result.status).toBe(400);
    expect(replyOf(result.data).error).toEqual({ passwordConfirmation: ['validation:samePassword'] });
    expect(text(replyOf(result.data).error?.passwordConfirmation)).toEqual(['Kata sandi dan konfirmasi kata sandi harus sama']);
    expect(replyOf(result.data).initialValue).toEqual({ name: validSignUp.name, email: validSignUp.email, mobilePhone: validSignUp.mobilePhone });
  });

  it.each([
    ['a password without digits', { password: 'tabungansaya', passwordConfirmation: 'tabungansaya' }, 'password', 'validation:passwordStrength'],
    ['a 7-character password', { password: 'abc1234', passwordConfirmation: 'abc1234' }, 'password', 'validation:passwordStrength'],
    ['a landline number', { mobilePhone: '0215551234' }, 'mobilePhone', 'validation:mobilePhone'],
    ['a foreign number', { mobilePhone: '+6591234567' }, 'mobilePhone', 'validation:mobilePhone'],
    ['a name of spaces', { name: '   ' }, 'name', 'validation:nonBlank'],
    ['a name with digits', { name: 'Ayu 123' }, 'name', 'validation:personName'],
  ])('rejects %s', async (_case, change, field, key) => {
    const result = await callRoute(signUp.action, { url: '/app/gabung', form: { ...validSignUp, ...change } });
    expect(result.status).toBe(400);
    expect(replyOf(result.data).error?.[field]?.[0]).toBe(key);
  });

  /** The outbox emails to an address, oldest first. */
  const mailTo = (address: string) =>
    db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, address)).orderBy(schema.outboxEmails.id).all();

  it('creates the account without signing in, and sends its verification link to the address', async () => {
    const cookies = new CookieJar();
    const result = await callRoute(signUp.action, { url: '/app/gabung?target=%2Freksadana%2Fsaham', form: validSignUp, cookies, clientKey: 'sign-up-1' });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ sentTo: 'ayu.lestari@example.com' });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(await sessionUserOf(cookies)).toBeNull();

    const user = findUserByEmail('ayu.lestari@example.com');
    expect(user).toMatchObject({
      fullName: 'Ayu Lestari Putri',
      firstName: 'Ayu',
      mobilePhone: '081234567890',
      mutualFundKycStatus: null,
      registrationStartedAt: null,
      emailVerifiedAt: null,
    });
    const [mail, ...more] = mailTo('ayu.lestari@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'EMAIL_VERIFICATION', userId: user!.id, subject: 'Verifikasi alamat email Anda di Celengan' });
    expect(mail!.bodyText).toContain(`${env().publicUrl}/email-berhasil-diverifikasi?token=`);
    // The password chosen works at once.
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: validSignUp.email, password: validSignUp.password } })).status).toBe(302);
  });

  it('answers a taken email exactly as a new one, signs nobody in, and tells the owner by email instead', async () => {
    const signUpAs = (email: string) =>
      callRoute(signUp.action, { url: '/app/gabung', form: { ...validSignUp, email, password: 'lain12345', passwordConfirmation: 'lain12345' }, clientKey: 'sign-up-2' });
    const taken = await signUpAs('rina@example.com');
    const fresh = await signUpAs('rina.baru@example.com');
    for (const [result, email] of [[taken, 'rina@example.com'], [fresh, 'rina.baru@example.com']] as const) {
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ sentTo: email });
      expect([...result.headers]).toEqual([]);
    }
    // The account is untouched: the old password still works, the new one does not.
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'rina@example.com', password: 'lain12345' }, clientKey: 'sign-up-2' })).status).toBe(400);
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'rina@example.com', password: PASSWORD }, clientKey: 'sign-up-2' })).status).toBe(302);

    const [mail, ...more] = mailTo('rina@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'ACCOUNT_EXISTS', userId: findUserByEmail('rina@example.com')!.id, subject: 'Alamat email Anda sudah terdaftar di Celengan' });
    expect(mail!.bodyText).toContain('Halo Rina,');
    expect(mail!.bodyText).toContain(`${env().publicUrl}/signin\n`);
    expect(mail!.bodyText).not.toContain('token=');

    // Another try within the hour answers the same and sends the owner nothing more.
    expect((await signUpAs('RINA@example.com')).data).toEqual({ sentTo: 'rina@example.com' });
    expect(mailTo('rina@example.com')).toHaveLength(1);
  });

  it('allows 10 sign-ups an hour from one client, taken emails counted too, then answers 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-11-09T03:00:00Z');
    vi.setSystemTime(start);
    const attempt = (i: number, clientKey = 'sign-up-3') =>
      callRoute(signUp.action, { url: '/app/gabung', form: { ...validSignUp, email: i % 2 ? 'bayu@example.com' : `warga${i}@example.com` }, clientKey });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(200);
    const refused = await attempt(10);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(text(replyOf(refused.data).error?.[''])).toEqual(['Terlalu banyak pendaftaran dari jaringan Anda. Coba lagi dalam 60 menit.']);
    expect(replyOf(refused.data).initialValue).not.toHaveProperty('password');
    expect(findUserByEmail('warga10@example.com')).toBeUndefined();
    // Another client is not affected; an hour later this one may sign up again.
    expect((await attempt(12, 'sign-up-4')).status).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 60 * 60 * 1000));
    expect((await attempt(14)).status).toBe(200);
  });

  it('leads on to sign-in with the target, never to another site', async () => {
    expect((await callRoute(signUp.loader, { url: '/app/gabung?target=%2Fme' })).data).toEqual({ signInHref: '/signin?target=%2Fme' });
    expect((await callRoute(signUp.loader, { url: '/app/gabung?target=%2F%2Fevil.example' })).data).toEqual({ signInHref: '/signin' });
  });
});

describe('sign-in (/signin)', () => {
  it('signs in, sets the session cookie and returns to the target', async () => {
    const cookies = new CookieJar();
    const result = await callRoute(signIn.action, {
      url: '/signin?target=%2Fme',
      form: { email: 'Rina@Example.com', password: PASSWORD },
      cookies,
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/me');
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/celengan_session=.+; .*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/lng=/);
    expect((await sessionUserOf(cookies))?.email).toBe('rina@example.com');
  });

  it('starts a new session at every sign-in', async () => {
    const first = await signedIn('rina@example.com');
    const second = await signedIn('rina@example.com');
    expect(first.get('celengan_session')).toBeTruthy();
    expect(second.get('celengan_session')).not.toBe(first.get('celengan_session'));
    expect((await sessionUserOf(first))?.email).toBe('rina@example.com');
  });

  it('gives the same answer for an unknown email and a wrong password, and no cookie', async () => {
    const unknown = await callRoute(signIn.action, { url: '/signin', form: { email: 'siapa@example.com', password: PASSWORD } });
    const wrong = await callRoute(signIn.action, { url: '/signin', form: { email: 'bayu@example.com', password: 'salah12345' } });
    for (const result of [unknown, wrong]) {
      expect(result.status).toBe(400);
      expect(result.data?.error).toEqual({ '': ['auth:signIn.invalidCredentials'] });
      expect(text(result.data?.error?.[''])).toEqual(['Email atau kata sandi salah']);
      expect(result.data?.initialValue).not.toHaveProperty('password');
      expect(result.headers.getSetCookie()).toEqual([]);
    }
  });

  it('replaces a scrypt hash of the earlier scheme with argon2id at the next sign-in (decision 032)', async () => {
    const created = await createUser({ fullName: 'Lestari Ayu', email: 'lama.hash@example.com', mobilePhone: '081298765432', password: PASSWORD, language: 'id' });
    if (!created.ok) throw new Error('user not created');
    const legacy = await legacyScryptHash(PASSWORD);
    db().update(schema.users).set({ passwordHash: legacy }).where(eq(schema.users.id, created.user.id)).run();
    const storedHash = () => findUserByEmail('lama.hash@example.com')!.passwordHash;

    // A wrong password changes nothing.
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'lama.hash@example.com', password: 'salah12345' } })).status).toBe(400);
    expect(storedHash()).toBe(legacy);

    await signedIn('lama.hash@example.com');
    expect(storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const upgraded = storedHash();
    await signedIn('lama.hash@example.com');
    expect(storedHash()).toBe(upgraded);
  });

  it('validates the form before checking anything', async () => {
    const result = await callRoute(signIn.action, { url: '/signin', form: { email: 'bukan-email', password: '' } });
    expect(result.status).toBe(400);
    expect(result.data?.error).toEqual({ email: ['validation:email'], password: ['validation:required'] });
  });

  it('sends someone already signed in on to the target', async () => {
    const cookies = await signedIn('rina@example.com');
    const result = await callRoute(signIn.loader, { url: '/signin?target=%2Freksadana%2Fportfolio', cookies });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/reksadana/portfolio');
    const visitor = await callRoute(signIn.loader, { url: '/signin?target=%2Fme' });
    expect(visitor.status).toBe(200);
    expect(visitor.data).toEqual({ target: '/me', passkeys: true, signUpHref: '/app/gabung?target=%2Fme' });
  });
});

describe('the sign-in rate limit (decision 030)', () => {
  const attempt = (email: string, password: string, clientKey = 'client-a') =>
    callRoute(signIn.action, { url: '/signin', form: { email, password }, clientKey });

  it('after 5 failures from one client, makes that client wait 30 s even with the right password; the owner elsewhere signs in at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-11-07T03:00:00Z');
    vi.setSystemTime(start);
    for (let i = 0; i < 5; i++) expect((await attempt('lock@example.com', `salah${i}abc`)).status).toBe(400);

    vi.setSystemTime(new Date(start.getTime() + 10 * 1000));
    const blocked = await attempt('lock@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('20');
    expect(blocked.data?.error).toEqual({ '': ['auth:signIn.tooManyAttempts?count=1'] });
    expect(text(blocked.data?.error?.[''])).toEqual([
      'Terlalu banyak percobaan masuk yang gagal. Demi keamanan akun Anda, coba lagi dalam 1 menit.',
    ]);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // A stranger's failures do not lock the owner out: another client has its own count.
    expect((await attempt('lock@example.com', PASSWORD, 'client-b')).status).toBe(302);
    // Other accounts are not affected.
    expect((await attempt('rina@example.com', PASSWORD)).status).toBe(302);

    vi.setSystemTime(new Date(start.getTime() + 30 * 1000 - 1));
    expect((await attempt('lock@example.com', PASSWORD)).status).toBe(429);
    vi.setSystemTime(new Date(start.getTime() + 30 * 1000));
    expect((await attempt('lock@example.com', PASSWORD)).status).toBe(302);
  });

  it('doubles the wait with every further failure, up to 15 minutes, and a success ends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = new Date('2025-11-08T03:00:00Z').getTime();
    vi.setSystemTime(now);
    for (let i = 0; i < 5; i++) expect((await attempt('old@example.com', `salah${i}abc`)).status).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await attempt('old@example.com', 'salah9abc');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('Retry-After'));
      waits.push(wait);
      now += wait * 1000;
      vi.setSystemTime(now);
      expect((await attempt('old@example.com', 'salah9abc')).status).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900]);
    expect(Number((await attempt('old@example.com', PASSWORD)).headers.get('Retry-After'))).toBe(900);

    vi.setSystemTime((now += 15 * 60 * 1000));
    expect((await attempt('old@example.com', PASSWORD)).status).toBe(302);
    // The success ended the run: 5 free failures again.
    for (let i = 0; i < 5; i++) expect((await attempt('old@example.com', `salah${i}abc`)).status).toBe(400);
    expect((await attempt('old@example.com', PASSWORD)).status).toBe(429);
  });

  it('refuses a client after 20 failures across emails, but not other clients', { timeout: 30_000 }, async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`tebak${i}@example.com`, 'salah123', 'client-c')).status).toBe(400);
    expect((await attempt('bayu@example.com', PASSWORD, 'client-c')).status).toBe(429);
    expect((await attempt('bayu@example.com', PASSWORD, 'client-d')).status).toBe(302);
    // Attempts keep the client key, a hash made by the server, never an address.
    const clientKeys = db().selectDistinct({ key: schema.signInAttempts.clientKey }).from(schema.signInAttempts).all();
    expect(clientKeys.map((row) => row.key)).toEqual(expect.arrayContaining(['client-c', 'client-d']));
  });
});

describe('sign-out (/signout)', () => {
  it('revokes the session: the old cookie no longer yields a user', async () => {
    const cookies = await signedIn('keluar@example.com');
    const oldCookies = cookies.clone();
    expect((await sessionUserOf(cookies))?.email).toBe('keluar@example.com');

    const result = await callRoute(signOut.action, { url: '/signout', method: 'POST', cookies });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/reksadana');
    expect(result.headers.getSetCookie().join('\n')).toMatch(/celengan_session=.*Max-Age=0/i);
    expect(cookies.get('celengan_session')).toBeUndefined();

    // A copy of the cookie kept from before is worthless now.
    expect(await sessionUserOf(oldCookies)).toBeNull();
    const account = await callRoute(me.loader, { url: '/me', cookies: oldCookies });
    expect(account.location).toBe('/signin?target=%2Fme');
    const sessions = db().select().from(schema.sessions).where(eq(schema.sessions.userId, findUserByEmail('keluar@example.com')!.id)).all();
    expect(sessions).toEqual([expect.objectContaining({ revokedAt: expect.any(Date) })]);
  });

  it('refuses a post from another site with 403 and keeps the session', async () => {
    const cookies = await signedIn('keluar@example.com');
    for (const origin of ['https://evil.example', 'null']) {
      const result = await callRoute(signOut.action, { url: '/signout', method: 'POST', cookies, headers: { Origin: origin } });
      expect(result.status).toBe(403);
      expect(result.headers.getSetCookie()).toEqual([]);
      expect((await sessionUserOf(cookies))?.email).toBe('keluar@example.com');
    }
  });

  it('changes nothing on GET', async () => {
    const cookies = await signedIn('rina@example.com');
    const result = await callRoute(signOut.loader, { url: '/signout', cookies });
    expect(result.location).toBe('/reksadana');
    expect((await sessionUserOf(cookies))?.email).toBe('rina@example.com');
  });
});

describe('the session cookie', () => {
  const requestWith = (cookie: string) => new Request('http://localhost/reksadana', { headers: { Cookie: cookie } });

  it('is verified once, and an altered or unsigned copy is refused even after the genuine one was accepted', async () => {
    const cookies = await signedIn('bayu@example.com');
    const genuine = cookies.get('celengan_session')!;
    for (let i = 0; i < 2; i++) expect((await getSessionUser(requestWith(`lng=id; celengan_session=${genuine}`)))?.email).toBe('bayu@example.com');

    const [payload = '', signature = ''] = decodeURIComponent(genuine).split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [`${payload}.${flipped}`, payload, `${payload}.`, 'x']) {
      expect(await getSessionUser(requestWith(`celengan_session=${encodeURIComponent(forged)}`))).toBeNull();
    }
    // Another cookie of the same name later in the header does not replace the first.
    expect((await getSessionUser(requestWith(`celengan_session=${genuine}; celengan_session=x`)))?.email).toBe('bayu@example.com');
  });
});

describe('start investing (/mulai-investasi)', () => {
  it('leads a visitor to sign up or sign in, keeping the target', async () => {
    const result = await callRoute(startInvesting.loader, { url: '/mulai-investasi?target=%2Freksadana%2Fsaham%3Fsort%3Dreturn' });
    expect(result.data).toMatchObject({
      signUpHref: '/app/gabung?target=%2Freksadana%2Fsaham%3Fsort%3Dreturn',
      signInHref: '/signin?target=%2Freksadana%2Fsaham%3Fsort%3Dreturn',
    });
  });

  it('takes the referring page of this site as the target, not another site', async () => {
    const referred = await callRoute(startInvesting.loader, {
      url: '/mulai-investasi',
      headers: { Referer: 'http://localhost/reksadana/pasar-uang?page=2' },
    });
    expect(referred.data?.signInHref).toBe('/signin?target=%2Freksadana%2Fpasar-uang%3Fpage%3D2');
    const foreign = await callRoute(startInvesting.loader, { url: '/mulai-investasi', headers: { Referer: 'https://evil.example/x' } });
    expect(foreign.data).toMatchObject({ signUpHref: '/app/gabung', signInHref: '/signin' });
  });

  it('sends someone signed in straight on', async () => {
    const cookies = await signedIn('rina@example.com');
    const result = await callRoute(startInvesting.loader, { url: '/mulai-investasi?target=%2Freksadana%2Fsaham', cookies });
    expect(result.location).toBe('/reksadana/saham');
  });
});

describe('the account page (/me)', () => {
  it('sends a visitor to sign in and back', async () => {
    const result = await callRoute(me.loader, { url: '/me' });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/signin?target=%2Fme');
  });

  it('shows the account with the phone partly masked', async () => {
    const cookies = await signedIn('rina@example.com');
    const result = await callRoute(me.loader, { url: '/me', cookies });
    expect(result.data?.account).toEqual({
      fullName: 'Rina Wulandari',
      email: 'rina@example.com',
      mobilePhone: '0812-****-5432',
      language: 'id',
    });
  });

  it('saves the language on the account and in the language cookie', async () => {
    const cookies = await signedIn('old@example.com');
    const result = await callRoute(me.action, { url: '/me', form: { language: 'en' }, cookies });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/me');
    expect(cookies.get('lng')).toBeTruthy();
    expect(result.headers.getSetCookie().join('\n')).toMatch(/^lng=/m);
    expect(findUserByEmail('old@example.com')?.language).toBe('en');

    const invalid = await callRoute(me.action, { url: '/me', form: { language: 'fr' }, cookies });
    expect(invalid.status).toBe(400);
    expect(invalid.data?.error).toEqual({ language: ['validation:memberOf'] });
    expect(findUserByEmail('old@example.com')?.language).toBe('en');
  });
});
