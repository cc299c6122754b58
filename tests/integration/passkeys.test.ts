// Passkeys (issue 18 item 6; spec funds §7 "/api/v2/biometrics/*"; decisions 094, 095) through the API's route
// modules and the model, against this file's copy of the seeded database, with a software authenticator that signs
// for real (tests/support/webauthn.ts): enrolment (notified), sign-in with the password sign-in's session and limits,
// a PIN request confirmed as by a right PIN; a challenge works once and for 5 minutes; a challenge for one PIN
// request cannot confirm another; a counter that goes back is refused; another user's passkey answers 404; the
// requests' refusals (401, 403, 400, 404 when the flag is off, 429 past the limit).
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { SoftAuthenticator } from '../support/webauthn';
import { db } from '~/lib/db.server';
import { getSessionId } from '~/lib/session.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import {
  CHALLENGE_LIMIT,
  CHALLENGE_TTL_MS,
  consumeChallenge,
  finishSignIn,
  listPasskeys,
  relyingParty,
  startSignIn,
} from '~/models/passkeys.server';
import { createPinRequest, findPinRequest, pinFreshFor } from '~/models/pin.server';
import { createUser } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';
import * as createPinPage from '~/routes/account/pin/create';
import * as managePasskey from '~/routes/account/passkey';
import * as enroll from '~/routes/api/biometrics-enroll';
import * as requestChallenge from '~/routes/api/biometrics-request-challenge';
import * as validateChallenge from '~/routes/api/biometrics-validate-challenge';

const NOW = new Date('2025-11-10T03:00:00Z');
const PIN = '147258';
const RP = relyingParty(new Request('http://localhost/'), null);
let counter = 0;

type Investor = { userId: number; email: string; cookies: CookieJar };

async function investor(): Promise<Investor> {
  counter += 1;
  const email = `passkey-${counter}@example.com`;
  const created = await createUser({ fullName: 'Rina Wulandari', email, mobilePhone: '081298765432', password: 'celengan123', language: 'id' }, NOW);
  if (!created.ok) throw new Error('not created');
  const cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies })).status).toBe(302);
  await callRoute(createPinPage.action, { url: '/me/pin/create', form: { pin: PIN, pinConfirmation: PIN }, cookies });
  return { userId: created.user.id, email, cookies };
}

const post = (module: Parameters<typeof callApi>[0], url: string, body: unknown, cookies?: CookieJar, headers?: Record<string, string>) =>
  callApi(module, { url, body, cookies, headers });

type Data<T> = { data: T };

/** Enrols a new software authenticator for the investor through the API. */
async function enrolled(owner: Investor): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator();
  const started = await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies);
  expect(started.status).toBe(200);
  const { challengeId, options } = (started.body as Data<{ challengeId: string; options: { challenge: string; user: { id: string } } }>).data;
  const finished = await post(enroll, '/api/v2/biometrics/enroll', { challengeId, response: authenticator.register(options) }, owner.cookies);
  expect(finished.status).toBe(201);
  return authenticator;
}

async function challenge(body: unknown, cookies?: CookieJar): Promise<{ id: string; challenge: string }> {
  const answer = await post(requestChallenge, '/api/v2/biometrics/request-challenge', body, cookies);
  expect(answer.status).toBe(200);
  return (answer.body as Data<{ id: string; challenge: string }>).data;
}

const sessionIdOf = (cookies: CookieJar) => getSessionId(new Request('http://localhost/', { headers: { Cookie: cookies.header() } }));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('enrolment (POST /api/v2/biometrics/enroll)', () => {
  it('keeps the passkey with a name from the browser, notifies PASSKEY_ADDED in the same transaction, and lists it', async () => {
    const owner = await investor();
    const authenticator = new SoftAuthenticator();
    const started = await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies);
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    const { challengeId, options } = (started.body as Data<{ challengeId: string; options: Record<string, unknown> & { challenge: string; user: { id: string; name: string } } }>).data;
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Celengan' }, user: { name: owner.email }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    // The user handle is opaque: not the email nor the id.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(String(owner.userId));

    const finished = await post(
      enroll,
      '/api/v2/biometrics/enroll',
      { challengeId, response: authenticator.register(options) },
      owner.cookies,
      { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' },
    );
    expect(finished).toMatchObject({ status: 201, body: { data: { passkey: { name: 'Chrome · Android', lastUsedAt: null } } } });
    const [passkey] = listPasskeys(owner.userId);
    expect(passkey).toMatchObject({ name: 'Chrome · Android', createdAt: NOW.toISOString() });
    const stored = db().select().from(schema.passkeys).where(eq(schema.passkeys.userId, owner.userId)).get()!;
    expect(stored.credentialId).toBe(authenticator.id);

    const notification = db()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, owner.userId), eq(schema.notifications.kind, 'PASSKEY_ADDED')))
      .get();
    expect(notification).toMatchObject({ params: { passkeyName: 'Chrome · Android', addedAt: NOW.toISOString() }, link: '/me' });
    expect(notification!.body).toContain('Chrome · Android');
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'user.passkey_added'), eq(schema.auditLog.actorUserId, owner.userId))).get();
    expect(audit?.entityId).toBe(String(stored.id));

    // The same challenge once more: used up. The same authenticator on a new challenge: already registered.
    expect(await post(enroll, '/api/v2/biometrics/enroll', { challengeId, response: authenticator.register(options) }, owner.cookies)).toMatchObject({
      status: 410,
      body: { code: 'CHALLENGE_INVALID' },
    });
    const again = (await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies)).body as Data<{ challengeId: string; options: { challenge: string } }>;
    expect(again.data.options).toMatchObject({ excludeCredentials: [{ id: authenticator.id, type: 'public-key' }] });
    expect(await post(enroll, '/api/v2/biometrics/enroll', { challengeId: again.data.challengeId, response: authenticator.register(again.data.options) }, owner.cookies)).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_REGISTERED' },
    });

    // GET lists them (the cart's PIN step asks before offering a passkey).
    expect(await callApi(enroll, { url: '/api/v2/biometrics/enroll', cookies: owner.cookies })).toMatchObject({
      status: 200,
      body: { data: { enabled: true, passkeys: [{ id: stored.id, name: 'Chrome · Android' }] } },
    });
  });

  it("refuses an answer from another origin, and another user's challenge", async () => {
    const owner = await investor();
    const other = await investor();
    const authenticator = new SoftAuthenticator();
    const start = async (who: Investor) => ((await post(enroll, '/api/v2/biometrics/enroll', {}, who.cookies)).body as Data<{ challengeId: string; options: { challenge: string } }>).data;
    const first = await start(owner);
    expect(await post(enroll, '/api/v2/biometrics/enroll', { challengeId: first.challengeId, response: authenticator.register(first.options, 'https://evil.example') }, owner.cookies)).toMatchObject({
      status: 422,
      body: { code: 'NOT_VERIFIED' },
    });
    const second = await start(owner);
    expect(await post(enroll, '/api/v2/biometrics/enroll', { challengeId: second.challengeId, response: authenticator.register(second.options) }, other.cookies)).toMatchObject({
      status: 410,
      body: { code: 'CHALLENGE_INVALID' },
    });
    expect(listPasskeys(owner.userId)).toEqual([]);
    expect(listPasskeys(other.userId)).toEqual([]);
  });
});

describe('challenges', () => {
  it('work once, and for 5 minutes', async () => {
    const owner = await investor();
    const authenticator = await enrolled(owner);
    const first = await startSignIn('client-a', RP, NOW);
    if (!first.ok) throw new Error('refused');
    const response = authenticator.authenticate(first.options);
    expect(await finishSignIn({ challengeId: first.challengeId, response }, 'client-a', RP, NOW)).toMatchObject({ ok: true, user: { id: owner.userId } });
    expect(await finishSignIn({ challengeId: first.challengeId, response: authenticator.authenticate(first.options) }, 'client-a', RP, NOW)).toEqual({ ok: false, reason: 'CHALLENGE_INVALID' });

    const late = await startSignIn('client-a', RP, NOW);
    if (!late.ok) throw new Error('refused');
    const afterFive = new Date(NOW.getTime() + CHALLENGE_TTL_MS);
    expect(await finishSignIn({ challengeId: late.challengeId, response: authenticator.authenticate(late.options) }, 'client-a', RP, afterFive)).toEqual({ ok: false, reason: 'CHALLENGE_INVALID' });
    // Just inside the five minutes it would have worked; a malformed id finds nothing.
    const inTime = await startSignIn('client-a', RP, NOW);
    if (!inTime.ok) throw new Error('refused');
    expect(consumeChallenge(inTime.challengeId, new Date(afterFive.getTime() - 1))).not.toBeNull();
    expect(consumeChallenge("x' OR 1=1 --", NOW)).toBeNull();
  });

  it('are used up before the answer is verified: a wrong answer spends the challenge too', async () => {
    const owner = await investor();
    const authenticator = await enrolled(owner);
    const started = await startSignIn('client-b', RP, NOW);
    if (!started.ok) throw new Error('refused');
    expect(await finishSignIn({ challengeId: started.challengeId, response: authenticator.authenticate({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }) }, 'client-b', RP, NOW)).toEqual({
      ok: false,
      reason: 'NOT_VERIFIED',
    });
    expect(await finishSignIn({ challengeId: started.challengeId, response: authenticator.authenticate(started.options) }, 'client-b', RP, NOW)).toEqual({
      ok: false,
      reason: 'CHALLENGE_INVALID',
    });
  });

  it('are limited to 10 per client (signing in) or per investor in 10 minutes, counted in the statement that stores them', async () => {
    for (let i = 0; i < CHALLENGE_LIMIT.max; i++) expect((await startSignIn('client-limit', RP, NOW)).ok).toBe(true);
    expect(await startSignIn('client-limit', RP, NOW)).toEqual({ ok: false, reason: 'RATE_LIMITED' });
    // Another client is not held back; the first one is again once the window has passed.
    expect((await startSignIn('client-other', RP, NOW)).ok).toBe(true);
    expect((await startSignIn('client-limit', RP, new Date(NOW.getTime() + CHALLENGE_LIMIT.windowMs + 1))).ok).toBe(true);

    const owner = await investor();
    for (let i = 0; i < CHALLENGE_LIMIT.max; i++) expect((await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies)).status).toBe(200);
    const refused = await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_CHALLENGES', message: 'Terlalu banyak permintaan passkey. Coba lagi dalam beberapa menit.' } });
    expect(refused.headers.get('Retry-After')).toBe('60');
  });
});

describe('sign-in with a passkey (request-challenge SIGN_IN, validate-challenge)', () => {
  it('signs in signed out, as the password does: a new session, the language cookie, the target kept on this site', async () => {
    const owner = await investor();
    const authenticator = await enrolled(owner);
    const { id, challenge: text } = await challenge({ action: 'SIGN_IN' });
    const validated = await post(validateChallenge, '/api/v2/biometrics/validate-challenge', {
      challengeId: id,
      response: authenticator.authenticate({ challenge: text }),
      target: '//evil.example/x',
    });
    expect(validated).toMatchObject({ status: 200, body: { data: { redirectUrl: '/reksadana', useSpaRedirection: false } } });
    const cookies = validated.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/celengan_session=/);
    expect(cookies).toMatch(/HttpOnly/i);
    const jar = new CookieJar();
    jar.store(validated.headers);
    expect(await callApi(enroll, { url: '/api/v2/biometrics/enroll', cookies: jar })).toMatchObject({ status: 200 });
    // The attempt counts as a success of the sign-in's limits; the passkey's counter and last use moved on.
    const attempt = db().select().from(schema.signInAttempts).where(eq(schema.signInAttempts.email, owner.email)).all().at(-1);
    expect(attempt).toMatchObject({ clientKey: 'test-client', succeeded: true });
    expect(db().select().from(schema.passkeys).where(eq(schema.passkeys.credentialId, authenticator.id)).get()).toMatchObject({ counter: 1, lastUsedAt: NOW });
  });

  it('refuses a counter that went back (a cloned authenticator), and a passkey this site does not know (404)', async () => {
    const owner = await investor();
    const authenticator = await enrolled(owner);
    const first = await challenge({ action: 'SIGN_IN' });
    expect((await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: first.id, response: authenticator.authenticate(first) })).status).toBe(200);
    authenticator.counter = 0; // the next assertion reports 1 again
    const second = await challenge({ action: 'SIGN_IN' });
    expect(await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: second.id, response: authenticator.authenticate(second) })).toMatchObject({
      status: 422,
      body: { code: 'NOT_VERIFIED' },
    });
    expect(db().select().from(schema.passkeys).where(eq(schema.passkeys.credentialId, authenticator.id)).get()?.counter).toBe(1);

    const stranger = new SoftAuthenticator();
    const third = await challenge({ action: 'SIGN_IN' });
    expect(await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: third.id, response: stranger.authenticate(third) })).toMatchObject({
      status: 404,
      body: { code: 'UNKNOWN_PASSKEY', message: 'Passkey ini tidak terdaftar di Celengan.' },
    });
  });
});

describe('confirming a PIN request with a passkey (request-challenge CONFIRM, validate-challenge)', () => {
  it('answers the request as a right PIN does; a challenge for one request cannot confirm another', async () => {
    const owner = await investor();
    const authenticator = await enrolled(owner);
    const sessionId = (await sessionIdOf(owner.cookies))!;
    expect(pinFreshFor(sessionId, NOW)).toBe(false);
    const order = createPinRequest(owner.userId, '/reksadana/beli?dana=3', NOW);
    const another = createPinRequest(owner.userId, '/me', NOW);

    const forOrder = await challenge({ action: 'CONFIRM', requestPinId: order.id }, owner.cookies);
    expect(
      await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: forOrder.id, requestPinId: another.id, response: authenticator.authenticate(forOrder) }, owner.cookies),
    ).toMatchObject({ status: 422, body: { code: 'SUBJECT_MISMATCH' } });
    expect(findPinRequest(owner.userId, another.id, NOW).ok).toBe(true);
    expect(pinFreshFor(sessionId, NOW)).toBe(false);

    const again = await challenge({ action: 'CONFIRM', requestPinId: order.id }, owner.cookies);
    expect(
      await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: again.id, requestPinId: order.id, response: authenticator.authenticate(again) }, owner.cookies),
    ).toMatchObject({ status: 200, body: { data: { redirectUrl: '/reksadana/beli?dana=3', useSpaRedirection: true } } });
    expect(pinFreshFor(sessionId, NOW)).toBe(true);
    expect(findPinRequest(owner.userId, order.id, NOW)).toEqual({ ok: false, reason: 'EXPIRED' });
    // The request is used up: no new challenge for it.
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'CONFIRM', requestPinId: order.id }, owner.cookies)).toMatchObject({
      status: 410,
      body: { code: 'REQUEST_EXPIRED' },
    });
  });

  it("refuses another user's request (404), an investor without a passkey (404), a blocked PIN (423), and a passkey of another user", async () => {
    const owner = await investor();
    const other = await investor();
    const ownerKey = await enrolled(owner);
    const otherRequest = createPinRequest(other.userId, '/me', NOW);
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'CONFIRM', requestPinId: otherRequest.id }, owner.cookies)).toMatchObject({
      status: 404,
      body: { code: 'REQUEST_NOT_FOUND' },
    });
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'CONFIRM', requestPinId: otherRequest.id }, other.cookies)).toMatchObject({
      status: 404,
      body: { code: 'NO_PASSKEY' },
    });
    // The other investor enrols; the owner's passkey cannot answer the other's challenge.
    await enrolled(other);
    const forOther = await challenge({ action: 'CONFIRM', requestPinId: otherRequest.id }, other.cookies);
    expect(
      await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: forOther.id, requestPinId: otherRequest.id, response: ownerKey.authenticate(forOther) }, other.cookies),
    ).toMatchObject({ status: 422, body: { code: 'NOT_VERIFIED' } });
    expect(findPinRequest(other.userId, otherRequest.id, NOW).ok).toBe(true);

    // A blocked PIN stops every order (decision 051): a passkey does not lift it.
    const blockedUntil = new Date(NOW.getTime() + 60 * 60_000);
    db().update(schema.users).set({ pinFailedAttempts: 3, pinBlockedUntil: blockedUntil }).where(eq(schema.users.id, owner.userId)).run();
    const ownRequest = createPinRequest(owner.userId, '/me', NOW);
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'CONFIRM', requestPinId: ownRequest.id }, owner.cookies)).toMatchObject({
      status: 423,
      body: { code: 'PIN_BLOCKED', until: blockedUntil.toISOString() },
    });
  });
});

describe('the /me/passkey/{id} page', () => {
  it("renames and removes the investor's own passkey; another user's answers 404 and stays", async () => {
    const owner = await investor();
    const other = await investor();
    await enrolled(owner);
    const [passkey] = listPasskeys(owner.userId);
    const url = `/me/passkey/${passkey!.id}`;
    const params = { passkeyId: String(passkey!.id) };

    expect((await callRoute(managePasskey.loader, { url, params, cookies: other.cookies })).status).toBe(404);
    expect((await callRoute(managePasskey.action, { url, params, cookies: other.cookies, form: { intent: 'remove' } })).status).toBe(404);
    expect((await callRoute(managePasskey.action, { url, params, cookies: other.cookies, form: { intent: 'rename', name: 'Milik saya' } })).status).toBe(404);
    expect((await callRoute(managePasskey.loader, { url: '/me/passkey/abc', params: { passkeyId: 'abc' }, cookies: owner.cookies })).status).toBe(404);
    expect(listPasskeys(owner.userId)).toHaveLength(1);

    expect(await callRoute(managePasskey.loader, { url: `${url}?hapus=1`, params, cookies: owner.cookies })).toMatchObject({ status: 200, data: { confirmRemoval: true } });
    expect((await callRoute(managePasskey.action, { url, params, cookies: owner.cookies, form: { intent: 'rename', name: '   ' } })).status).toBe(400);
    expect(await callRoute(managePasskey.action, { url, params, cookies: owner.cookies, form: { intent: 'rename', name: ' HP pribadi ' } })).toMatchObject({
      status: 302,
      location: '/me?passkey=diubah#passkey',
    });
    expect(listPasskeys(owner.userId)[0]?.name).toBe('HP pribadi');
    expect(await callRoute(managePasskey.action, { url, params, cookies: owner.cookies, form: { intent: 'remove' } })).toMatchObject({
      status: 302,
      location: '/me?passkey=dihapus#passkey',
    });
    expect(listPasskeys(owner.userId)).toEqual([]);
  });
});

describe('refusals', () => {
  it('401 signed out (except the sign-in challenge), 403 from a foreign Origin, 400 for garbage, 405 for GET, 404 with the flag off', async () => {
    expect(await post(enroll, '/api/v2/biometrics/enroll', {})).toMatchObject({ status: 401 });
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'CONFIRM', requestPinId: 'a'.repeat(22) })).toMatchObject({ status: 401 });
    expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'SIGN_IN' }, undefined, { Origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    const owner = await investor();
    for (const body of [null, 'text', [], { action: 'NAP' }, { action: 'CONFIRM' }, { action: 'CONFIRM', requestPinId: '../../etc' }]) {
      const answer = await post(requestChallenge, '/api/v2/biometrics/request-challenge', body, owner.cookies);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBeTruthy();
    }
    for (const body of [{ challengeId: 'x' }, { challengeId: 'a'.repeat(22), response: { id: 'a', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} } }, 42]) {
      expect((await post(validateChallenge, '/api/v2/biometrics/validate-challenge', body, owner.cookies)).status).toBe(400);
    }
    expect((await post(enroll, '/api/v2/biometrics/enroll', { challengeId: 'a'.repeat(22), response: { nope: true } }, owner.cookies)).status).toBe(400);
    // A well-formed answer to a challenge that never was: 410, not a 500.
    const stray = new SoftAuthenticator().authenticate({ challenge: 'c3RyYXk' });
    expect(await post(validateChallenge, '/api/v2/biometrics/validate-challenge', { challengeId: 'a'.repeat(22), response: stray }, owner.cookies)).toMatchObject({
      status: 410,
      body: { code: 'CHALLENGE_INVALID' },
    });
    expect((await callApi(requestChallenge, { url: '/api/v2/biometrics/request-challenge' })).status).toBe(405);

    setFeatureFlag(db(), { name: 'mutualFundBiometrics', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      expect(await post(requestChallenge, '/api/v2/biometrics/request-challenge', { action: 'SIGN_IN' })).toMatchObject({ status: 404, body: { code: 'PASSKEYS_DISABLED' } });
      expect(await post(enroll, '/api/v2/biometrics/enroll', {}, owner.cookies)).toMatchObject({ status: 404, body: { code: 'PASSKEYS_DISABLED' } });
    } finally {
      setFeatureFlag(db(), { name: 'mutualFundBiometrics', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
  });
});
