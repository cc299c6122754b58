// Email verification end to end through the route modules (spec landing §4 "verify-email card with
// a resend button", §7, §8; spec funds §2.1 /email-berhasil-diverifikasi, §7): the resend API with its
// rate limit (429 + Retry-After), the outbox email and its link, the verification page's states,
// and no secret in the audit log or the logs, against this file's own database copy. The clock is
// faked (Date only) so that the 60-second and 24-hour limits can be walked through.
import { and, eq, inArray } from 'drizzle-orm';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, RouterContextProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import { i18nOptions } from '~/locales';
import { createUser, findUserByEmail } from '~/models/users.server';
import * as emailVerified from '~/routes/account/email-verified';
import * as signIn from '~/routes/account/sign-in';
import * as resendApi from '~/routes/api/request-verification-email';

const ORIGIN = 'http://localhost';
const PASSWORD = 'celengan123';
const UNVERIFIED = 'email@celengan.test';
const VERIFIED = 'investor@celengan.test';
const API_PATH = '/api/v2/auth/request-verification-email';
const SEC = 1000;
const HOUR = 3_600_000;
const TOO_MANY = 'Terlalu banyak permintaan. Mohon coba lagi beberapa saat lagi.';

/** The verification link in an email body: on the configured public address (PUBLIC_URL), whatever the request's host. */
const LINK = new RegExp(`^${env().publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/email-berhasil-diverifikasi\\?token=([A-Za-z0-9_-]{43})\n`, 'm');

async function signedIn(email: string, password = PASSWORD): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/** Calls the resend API's action (or loader for GET) with a hand-made request. */
async function resend(
  cookies: CookieJar | null,
  init: { method?: string; origin?: string | null; json?: unknown; siteOrigin?: string } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const method = init.method ?? 'POST';
  // siteOrigin: the address the request arrived at, as a Host or X-Forwarded-Host header makes it.
  const site = init.siteOrigin ?? ORIGIN;
  const headers = new Headers();
  if (init.origin !== null && method !== 'GET') headers.set('Origin', init.origin ?? site);
  if (cookies) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const request = new Request(new URL(API_PATH, site), { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const fn = (method === 'GET' ? resendApi.loader : resendApi.action) as (args: never) => Promise<Response> | Response;
  const response = await fn({ request, params: {}, context, url: new URL(request.url), pattern: '' } as never);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Opens the verification page as the link does (optionally signed in). */
const openLink = (token: string | null, cookies?: CookieJar) =>
  callRoute(emailVerified.loader, { url: token === null ? '/email-berhasil-diverifikasi' : `/email-berhasil-diverifikasi?token=${token}`, cookies });

const userId = (email: string) => findUserByEmail(email)!.id;
const outboxOf = (id: number) =>
  db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.userId, id)).orderBy(schema.outboxEmails.id).all();
const verificationsOf = (id: number) =>
  db().select().from(schema.emailVerifications).where(eq(schema.emailVerifications.userId, id)).orderBy(schema.emailVerifications.id).all();
const tokenOf = (mail: { bodyText: string } | undefined) => LINK.exec(mail?.bodyText ?? '')?.[1];
const emailVerifiedAt = (id: number) => db().select().from(schema.users).where(eq(schema.users.id, id)).get()!.emailVerifiedAt;

let t0: Date;
const setClock = (msAfterStart: number) => vi.setSystemTime(new Date(t0.getTime() + msAfterStart));
let logCalls: unknown[][] = [];

beforeAll(() => {
  // Date only: timers, promises and I/O keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 = new Date();
  vi.setSystemTime(t0);
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logCalls.push(args);
    }) as never);
  }
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterEach(() => {
  // Nothing secret in a log line: no verification token, no email address.
  const logged = JSON.stringify(logCalls);
  expect(logged).not.toMatch(/[A-Za-z0-9_-]{43}/);
  expect(logged).not.toContain('@');
  logCalls = [];
});

describe('the resend API: who may call it', () => {
  it('answers 401 to a visitor', async () => {
    expect(await resend(null)).toMatchObject({ status: 401, body: { message: 'Silakan masuk terlebih dahulu.' } });
  });

  it('answers 403 to a foreign Origin, even with a session, and sends nothing', async () => {
    const cookies = await signedIn(UNVERIFIED);
    expect(await resend(cookies, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { message: 'Permintaan dari asal lain ditolak.' },
    });
    expect(await resend(cookies, { origin: 'null' })).toMatchObject({ status: 403 });
    expect(outboxOf(userId(UNVERIFIED))).toHaveLength(0);
  });

  it('answers 405 to other methods', async () => {
    const cookies = await signedIn(UNVERIFIED);
    const get = await resend(cookies, { method: 'GET' });
    expect(get).toMatchObject({ status: 405, body: { message: 'Metode tidak didukung.' } });
    expect(get.headers.get('Allow')).toBe('POST');
    expect(await resend(cookies, { method: 'PUT' })).toMatchObject({ status: 405 });
    expect(outboxOf(userId(UNVERIFIED))).toHaveLength(0);
  });

  it('refuses a user whose email is verified (409) and sends nothing', async () => {
    const cookies = await signedIn(VERIFIED);
    expect(await resend(cookies)).toMatchObject({ status: 409, body: { message: 'Email Anda sudah terverifikasi.' } });
    expect(outboxOf(userId(VERIFIED))).toHaveLength(0);
  });
});

describe('resend, rate limit and the link, as the demo account with an unverified email', () => {
  let cookies: CookieJar;
  let id: number;
  beforeAll(async () => {
    cookies = await signedIn(UNVERIFIED);
    id = userId(UNVERIFIED);
    expect(emailVerifiedAt(id)).toBeNull();
  });

  it('sends one email with a working link (200) on the public address, ignoring any body and the Host', async () => {
    setClock(0);
    // Issue 13 item 12: the link never follows a Host or X-Forwarded-Host header.
    const result = await resend(cookies, { json: { anything: 'ignored' }, siteOrigin: 'http://evil.example' });
    expect(result).toMatchObject({ status: 200, body: { data: { sent: true, retryAfterSeconds: 60 } } });
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const mails = outboxOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'EMAIL_VERIFICATION', toAddress: UNVERIFIED, sentAt: null });
    expect(mails[0]!.bodyText).toMatch(LINK);
    expect(mails[0]!.bodyText).not.toContain('evil.example');
    expect(mails[0]!.bodyText).toContain('24 jam');
    // The request was logged (by user id): the afterEach check below has something to look at.
    expect(logCalls.some((args) => args.includes('verification email queued'))).toBe(true);
  });

  it('refuses a second request within 60 s: 429 with Retry-After, and no new email', async () => {
    setClock(30 * SEC);
    const result = await resend(cookies);
    expect(result).toEqual({ status: 429, headers: expect.any(Headers), body: { message: TOO_MANY, retryAfterSeconds: 30 } });
    expect(result.headers.get('Retry-After')).toBe('30');
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect(outboxOf(id)).toHaveLength(1);
  });

  it('allows 5 in 24 hours and refuses the 6th with 429 until the first is a day old', async () => {
    const statuses: Array<[number, unknown]> = [];
    for (const at of [61 * SEC, 2 * HOUR, 3 * HOUR, 4 * HOUR]) {
      setClock(at);
      const result = await resend(cookies);
      statuses.push([result.status, (result.body as { data: { retryAfterSeconds: number } }).data.retryAfterSeconds]);
    }
    // The 5th tells the card the next one is 20 hours away.
    expect(statuses).toEqual([
      [200, 60],
      [200, 60],
      [200, 60],
      [200, 20 * 3600],
    ]);
    expect(outboxOf(id)).toHaveLength(5);

    setClock(5 * HOUR);
    const sixth = await resend(cookies);
    expect(sixth).toMatchObject({ status: 429, body: { message: TOO_MANY, retryAfterSeconds: 19 * 3600 } });
    expect(sixth.headers.get('Retry-After')).toBe(String(19 * 3600));
    expect(outboxOf(id)).toHaveLength(5);
    expect(verificationsOf(id)).toHaveLength(5);
  });

  it('every email has its own link; the newest verifies the email (200), the next visit says already verified', async () => {
    const mails = outboxOf(id);
    const tokens = mails.map(tokenOf);
    expect(new Set(tokens).size).toBe(5);

    setClock(6 * HOUR);
    const page = await openLink(tokens.at(-1)!);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ state: 'success', nextHref: '/reksadana', hours: 24 });
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(emailVerifiedAt(id)).toEqual(new Date(t0.getTime() + 6 * HOUR));
    expect(logCalls.some((args) => args.includes('email verification link opened'))).toBe(true);
    // Every link of the user is spent.
    expect(verificationsOf(id).every((v) => v.usedAt !== null)).toBe(true);

    setClock(7 * HOUR);
    for (const token of [tokens.at(-1)!, tokens[0]!]) {
      const again = await openLink(token);
      expect(again.status).toBe(200);
      expect(again.data).toEqual({ state: 'alreadyVerified', nextHref: '/reksadana', hours: 24 });
    }
    expect(emailVerifiedAt(id)).toEqual(new Date(t0.getTime() + 6 * HOUR));

    // Verified now: no more resending.
    expect(await resend(cookies)).toMatchObject({ status: 409 });
  });

  it('writes audit rows that name the account by id, without the address or a token', () => {
    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.entityId, String(id)),
          inArray(schema.auditLog.action, ['user.email_verification_requested', 'user.email_verified']),
        ),
      )
      .all();
    expect(audit.map((a) => a.action)).toEqual([...Array(5).fill('user.email_verification_requested'), 'user.email_verified']);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(UNVERIFIED);
    for (const mail of outboxOf(id)) expect(text).not.toContain(tokenOf(mail)!);
    for (const verification of verificationsOf(id)) expect(text).not.toContain(verification.tokenHash);
  });
});

describe('links that fail change nothing', () => {
  let cookies: CookieJar;
  let id: number;
  let token: string;
  beforeAll(async () => {
    setClock(10 * HOUR);
    const created = await createUser(
      { fullName: 'Lina Marlina', email: 'lina@example.com', mobilePhone: '081298765432', password: PASSWORD, language: 'id' },
      new Date(),
    );
    if (!created.ok) throw new Error('user not created');
    id = created.user.id;
    cookies = await signedIn('lina@example.com');
    expect((await resend(cookies)).status).toBe(200);
    token = tokenOf(outboxOf(id)[0])!;
  });

  const unchanged = () => {
    expect(emailVerifiedAt(id)).toBeNull();
    expect(verificationsOf(id).map((v) => v.usedAt)).toEqual([null]);
  };

  it('an expired link: to the expired-link page, which says how to resend (issue 18, decision 093)', async () => {
    setClock(10 * HOUR + 24 * HOUR);
    const page = await openLink(token, cookies);
    expect(page).toMatchObject({ status: 302, location: '/reksadana/link-kedaluwarsa?reason=verifikasi-email' });
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    unchanged();
  });

  it.each([
    ['a tampered token', () => `${token.slice(0, 10)}${token[10] === 'x' ? 'y' : 'x'}${token.slice(11)}`],
    ['a truncated token', () => token.slice(0, 42)],
    ['a token with something appended', () => `${token}x`],
    ['no token at all', () => null],
  ])('%s: 400, a visitor is sent to sign in first', async (_description, make) => {
    setClock(11 * HOUR);
    const page = await openLink(make());
    expect(page.status).toBe(400);
    expect(page.data).toEqual({ state: 'invalid', nextHref: '/signin', signedIn: false, hours: 24 });
    unchanged();
  });
});

describe('the page', () => {
  /** The page component's HTML for loader data, in a language (no JavaScript needed: plain links). */
  function render(loaderData: unknown, lng: 'id' | 'en') {
    const i18n = createInstance();
    void i18n.init({ ...i18nOptions, lng, initAsync: false });
    const page = createElement(emailVerified.default as never, { loaderData, params: {}, matches: [] } as never);
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, page)));
  }

  it.each([
    [{ state: 'success', nextHref: '/reksadana', hours: 24 }, 'Email berhasil diverifikasi', 'Email verified', 'Mulai berinvestasi'],
    [{ state: 'alreadyVerified', nextHref: '/reksadana', hours: 24 }, 'Email sudah terverifikasi', 'Email already verified', 'Mulai berinvestasi'],
    [{ state: 'expired', nextHref: '/reksadana', signedIn: true, hours: 24 }, 'Tautan verifikasi sudah kedaluwarsa', 'This verification link has expired', 'Kirim ulang email verifikasi'],
    [{ state: 'used', nextHref: '/signin', signedIn: false, hours: 24 }, 'Tautan verifikasi sudah digunakan', 'This verification link has been used', 'Masuk untuk mengirim ulang'],
    [{ state: 'emailChanged', nextHref: '/reksadana', signedIn: true, hours: 24 }, 'Alamat email sudah berubah', 'Your email address has changed', 'Kirim ulang email verifikasi'],
    [{ state: 'invalid', nextHref: '/signin', signedIn: false, hours: 24 }, 'Tautan verifikasi tidak valid', 'This verification link is not valid', 'Masuk untuk mengirim ulang'],
  ])('renders %o in Indonesian and English', (loaderData, idTitle, enTitle, idButton) => {
    const id = render(loaderData, 'id');
    expect(id).toContain(`<h1 id="email-verified-title" class="mt-4 text-2xl font-semibold text-ink">${idTitle}</h1>`);
    expect(id).toContain(`data-state="${loaderData.state}"`);
    expect(id).toMatch(new RegExp(`<a [^>]*href="${loaderData.nextHref}"[^>]*>${idButton}</a>`));
    expect(id).not.toMatch(/page\.|\{\{/);
    if (loaderData.state === 'expired') expect(id).toContain('hanya berlaku 24 jam');
    expect(render(loaderData, 'en')).toContain(enTitle);
  });

  it('passes the loader’s Cache-Control on to the document response', () => {
    const loaderHeaders = new Headers({ 'Cache-Control': 'no-store' });
    const headers = new Headers(emailVerified.headers({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }));
    expect(headers.get('Cache-Control')).toBe('no-store');
  });
});
