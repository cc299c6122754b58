// The PIN pages through their route modules (issue 14 item 5; decisions 050, 051), against this file's copy
// of the seeded database: create (twice typed, back to a safe target), change (the current PIN's tries),
// validate a PIN request (the owner's only: another user's is 404, an old one the expired page), the blocked
// page in WIB, and a visitor sent to sign in. A PIN never comes back in a page's data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createPinRequest, pinFreshFor } from '~/models/pin.server';
import { createUser } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';
import * as me from '~/routes/account/me';
import * as blocked from '~/routes/account/pin/blocked';
import * as change from '~/routes/account/pin/change';
import * as create from '~/routes/account/pin/create';
import * as validate from '~/routes/account/pin/validate';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10:00 WIB
const PASSWORD = 'celengan123';
const PIN = '147258';

let counter = 0;
/** A new account, signed in; its id and cookies. */
async function newInvestor(): Promise<{ userId: number; cookies: CookieJar }> {
  counter += 1;
  const email = `halaman-pin-${counter}@example.com`;
  const created = await createUser({ fullName: 'Rina Wati', email, mobilePhone: '081298765432', password: PASSWORD, language: 'id' }, NOW);
  if (!created.ok) throw new Error('not created');
  const cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies })).status).toBe(302);
  return { userId: created.user.id, cookies };
}

const userRow = (userId: number) => db().select().from(schema.users).where(eq(schema.users.id, userId)).get()!;
const sessionOf = (userId: number) => db().select().from(schema.sessions).where(eq(schema.sessions.userId, userId)).get()!.id;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('/me/pin/create', () => {
  it('sets the PIN typed twice and returns to the target; the page then offers to change it', async () => {
    const { userId, cookies } = await newInvestor();
    expect((await callRoute(create.loader, { url: '/me/pin/create', cookies })).data).toEqual({ hasPin: false });
    const result = await callRoute(create.action, { url: '/me/pin/create?target=%2Freksadana%2Fbeli%3Fdana%3D3', form: { pin: PIN, pinConfirmation: PIN }, cookies });
    expect(result).toMatchObject({ status: 302, location: '/reksadana/beli?dana=3' });
    expect(userRow(userId).pinHash).toMatch(/^\$argon2id\$/);
    expect((await callRoute(create.loader, { url: '/me/pin/create', cookies })).data).toEqual({ hasPin: true });
    // A second PIN is refused (409), the first kept.
    const again = await callRoute(create.action, { url: '/me/pin/create', form: { pin: '258369', pinConfirmation: '258369' }, cookies });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.data)).not.toContain('258369');
    expect((await callRoute(me.loader, { url: '/me', cookies })).data).toMatchObject({ hasPin: true });
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    [''],
  ])('goes to /reksadana instead of the target %j', async (target) => {
    const { cookies } = await newInvestor();
    const result = await callRoute(create.action, { url: `/me/pin/create?target=${encodeURIComponent(target)}`, form: { pin: PIN, pinConfirmation: PIN }, cookies });
    expect(result).toMatchObject({ status: 302, location: '/reksadana' });
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    ['a straight run', { pin: '123456', pinConfirmation: '123456' }, { pin: ['pin:errors.SEQUENCE'] }],
    ['one digit repeated', { pin: '777777', pinConfirmation: '777777' }, { pin: ['pin:errors.ALL_SAME'] }],
    ['five digits', { pin: '14725', pinConfirmation: '14725' }, { pin: ['pin:errors.NOT_SIX_DIGITS'] }],
    ['letters', { pin: 'abcdef', pinConfirmation: 'abcdef' }, { pin: ['pin:errors.NOT_SIX_DIGITS'] }],
    ['a different confirmation', { pin: PIN, pinConfirmation: '147259' }, { pinConfirmation: ['pin:errors.mismatch'] }],
    ['nothing', {}, { pin: ['validation:required'], pinConfirmation: ['validation:required'] }],
  ])('refuses %s with 400 and field errors, keeping no PIN and echoing none', async (_case, form, errors) => {
    const { userId, cookies } = await newInvestor();
    const result = await callRoute(create.action, { url: '/me/pin/create', form, cookies });
    expect(result.status).toBe(400);
    expect((result.data as { error: Record<string, string[]> }).error).toEqual(errors);
    expect((result.data as { initialValue: unknown }).initialValue ?? {}).not.toHaveProperty('pin');
    expect(userRow(userId).pinHash).toBeNull();
  });

  it('sends a visitor to sign in, back here afterwards', async () => {
    for (const module of [create, change, blocked]) {
      const result = await callRoute(module.loader, { url: '/me/pin/create' });
      expect(result.status).toBe(302);
      expect(result.location).toBe('/signin?target=%2Fme%2Fpin%2Fcreate');
    }
  });
});

describe('/me/pin/change', () => {
  it('changes the PIN after the current one; a wrong current PIN says the tries left; the third blocks', async () => {
    const { userId, cookies } = await newInvestor();
    expect((await callRoute(change.loader, { url: '/me/pin/change', cookies })).data).toEqual({ hasPin: false });
    await callRoute(create.action, { url: '/me/pin/create', form: { pin: PIN, pinConfirmation: PIN }, cookies });
    expect((await callRoute(change.loader, { url: '/me/pin/change', cookies })).data).toEqual({ hasPin: true });

    const same = await callRoute(change.action, { url: '/me/pin/change', form: { currentPin: PIN, pin: PIN, pinConfirmation: PIN }, cookies });
    expect(same.status).toBe(400);
    expect((same.data as { error: Record<string, string[]> }).error).toEqual({ pin: ['pin:errors.same'] });

    const wrong = await callRoute(change.action, { url: '/me/pin/change', form: { currentPin: '111222', pin: '258369', pinConfirmation: '258369' }, cookies });
    expect(wrong.status).toBe(422);
    expect((wrong.data as { error: Record<string, string[]> }).error).toEqual({ currentPin: ['pin:errors.wrong?count=2'] });

    const changed = await callRoute(change.action, { url: '/me/pin/change', form: { currentPin: PIN, pin: '258369', pinConfirmation: '258369' }, cookies });
    expect(changed.data).toEqual({ changed: true });
    expect(userRow(userId).pinFailedAttempts).toBe(0);

    for (const pin of ['111222', '111333']) {
      expect((await callRoute(change.action, { url: '/me/pin/change', form: { currentPin: pin, pin: '369258', pinConfirmation: '369258' }, cookies })).status).toBe(422);
    }
    const third = await callRoute(change.action, { url: '/me/pin/change', form: { currentPin: '111444', pin: '369258', pinConfirmation: '369258' }, cookies });
    expect(third).toMatchObject({ status: 302, location: '/me/pin/blocked' });
    expect(await callRoute(change.loader, { url: '/me/pin/change', cookies })).toMatchObject({ status: 302, location: '/me/pin/blocked' });

    const page = await callRoute(blocked.loader, { url: '/me/pin/blocked', cookies });
    expect(page.data).toEqual({ hasPin: true, until: '11 November 2025, 10.00' });
  });

  it('the blocked page says when the PIN is not blocked', async () => {
    const { cookies } = await newInvestor();
    expect((await callRoute(blocked.loader, { url: '/me/pin/blocked', cookies })).data).toEqual({ hasPin: false, until: null });
  });
});

describe('/me/pin/validate/:requestId', () => {
  const validatePage = (requestId: string, cookies: CookieJar, form?: Record<string, string>) => {
    const call = { url: `/me/pin/validate/${requestId}`, params: { requestId }, cookies, form };
    return form ? callRoute(validate.action, call) : callRoute(validate.loader, call);
  };

  it('takes the owner’s right PIN once: the session is fresh and the investor goes on to the target', async () => {
    const { userId, cookies } = await newInvestor();
    await callRoute(create.action, { url: '/me/pin/create', form: { pin: PIN, pinConfirmation: PIN }, cookies });
    const { id } = createPinRequest(userId, '/reksadana/beli?dana=3', NOW);
    expect((await validatePage(id, cookies)).status).toBe(200);
    const wrong = await validatePage(id, cookies, { pin: '111222' });
    expect(wrong.status).toBe(422);
    expect((wrong.data as unknown as { error: Record<string, string[]> }).error).toEqual({ pin: ['pin:errors.wrong?count=2'] });
    expect(await validatePage(id, cookies, { pin: '12' })).toMatchObject({ status: 400 });
    expect(await validatePage(id, cookies, { pin: PIN })).toMatchObject({ status: 302, location: '/reksadana/beli?dana=3' });
    expect(pinFreshFor(sessionOf(userId), NOW)).toBe(true);
    // Used: the expired page.
    expect(await validatePage(id, cookies)).toMatchObject({ status: 302, location: '/me/pin/validate/expired' });
  });

  it('answers another user’s request, an unknown and a malformed id with 404, trying no PIN', async () => {
    const owner = await newInvestor();
    const stranger = await newInvestor();
    await callRoute(create.action, { url: '/me/pin/create', form: { pin: PIN, pinConfirmation: PIN }, cookies: stranger.cookies });
    const { id } = createPinRequest(owner.userId, '/me', NOW);
    for (const requestId of [id, 'AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fme', 'x'.repeat(500)]) {
      expect((await validatePage(requestId, stranger.cookies)).status, requestId).toBe(404);
      expect((await validatePage(requestId, stranger.cookies, { pin: PIN })).status, requestId).toBe(404);
    }
    expect(userRow(stranger.userId).pinFailedAttempts).toBe(0);
  });

  it('leads an expired request to the expired page, a user without a PIN to create one and back', async () => {
    const { userId, cookies } = await newInvestor();
    const old = createPinRequest(userId, '/me', new Date(NOW.getTime() - 11 * 60_000));
    expect(await validatePage(old.id, cookies)).toMatchObject({ status: 302, location: '/me/pin/validate/expired' });
    const open = createPinRequest(userId, '/me', NOW);
    expect(await validatePage(open.id, cookies)).toMatchObject({ status: 302, location: `/me/pin/create?target=${encodeURIComponent(`/me/pin/validate/${open.id}`)}` });
  });
});
