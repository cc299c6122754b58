// The referral programme from the referrer's side (issue 18 item 3; decisions 085, 086) on real SQLite with fixed
// clocks: codes made once and not guessable; linking refuses one's own code, an unknown one and a second referrer
// (the first kept; the table's CHECK and UNIQUE back it); sign-up with the landing's referral cookie links the new
// account in its transaction; the friend's completed purchase of Rp 1.000.000 or more starts the referrer's holding
// period (less, or in dollars: nothing); `referral:release` credits it once with a notification; the referral API's
// answers and statuses; the page's data.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { decodeReferralData, referralCookie } from '~/models/landing-initials.server';
import { REFERRAL_CODE_ALPHABET } from '~/domain/policies/referral-programme';
import { REFERRAL_CASHBACK_VALIDITY_DAYS, REFERRAL_HOLDING_PERIOD_DAYS } from '~/domain/policies/referral-reward';
import { db } from '~/lib/db.server';
import { saveEmailStep, savePersonalDataStep } from '~/models/kyc-registration.server';
import { simulatePayment } from '~/models/payments.server';
import { earnReferrerReward, ensureReferralCode, linkReferrer, releaseReferrerRewards } from '~/models/referrals.server';
import * as signIn from '~/routes/account/sign-in';
import * as signUp from '~/routes/account/sign-up';
import * as referralPage from '~/routes/referral/referral';
import * as getByCode from '~/routes/api/referral-get-by-code';
import * as getById from '~/routes/api/referral-get-by-id';
import * as friendsApi from '~/routes/api/referral-friends';
import * as referrerApi from '~/routes/api/referral-referrer';
import * as cashbackApi from '~/routes/api/referral-user-cashback';
import { callApi } from '../support/api';
import { cliRunner } from '../support/cli';
import { placeRoboOrder } from '../support/orders';
import { newInvestor, personalData } from '../support/registration';
import { callRoute, CookieJar } from '../support/route';
import { scratchDatabases } from '../support/test-run';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10 November 2025, 10:00 WIB
const PLACED = jakartaInstant('2025-11-10', '09:00');
const PUBLISHED = jakartaInstant('2025-11-10', '17:00');
const DAY = 86_400_000;
const INVESTOR = 'investor@celengan.test';
const FRIEND = 'sales@celengan.test';
const databases = scratchDatabases('referral');

const userOf = (email: string, database: Db = db()) => database.select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const referralOf = (refereeId: number, database: Db = db()) => database.select().from(schema.referrals).where(eq(schema.referrals.refereeUserId, refereeId)).get();
const link = (refereeId: number, code: string, database: Db = db()) => database.transaction((tx) => linkReferrer(tx, refereeId, code, NOW), { behavior: 'immediate' });

function withDatabase<T>(path: string, work: (database: Db) => T): T {
  const database = openDatabase(path);
  try {
    return work(database);
  } finally {
    database.$client.close();
  }
}

describe('referral codes', () => {
  it('are made once, when first needed, from the unambiguous alphabet; a seeded code is kept', () => {
    const user = newInvestor();
    expect(user.referralCode).toBeNull();
    const code = ensureReferralCode(user.id);
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(ensureReferralCode(user.id)).toBe(code);
    expect(userOf(user.email).referralCode).toBe(code);
    const investor = userOf(INVESTOR);
    expect(ensureReferralCode(investor.id)).toBe(investor.referralCode);
  });

  it('are different for different investors', () => {
    const codes = new Set(Array.from({ length: 20 }, () => ensureReferralCode(newInvestor().id)));
    expect(codes.size).toBe(20);
  });
});

describe('linking a friend', () => {
  it('refuses one’s own code and an unknown code, links the first referrer and refuses a second (the first kept)', () => {
    const referrer = newInvestor({ referralCode: 'PERTAMA1' });
    const other = newInvestor({ referralCode: 'KEDUA002' });
    const friend = newInvestor();
    expect(link(referrer.id, 'PERTAMA1')).toEqual({ allowed: false, reason: 'SELF_REFERRAL' });
    expect(referralOf(referrer.id)).toBeUndefined();
    expect(link(friend.id, 'TIDAKADA9')).toEqual({ allowed: false, reason: 'UNKNOWN_CODE' });
    expect(referralOf(friend.id)).toBeUndefined();

    // as typed: trimmed and in capitals
    expect(link(friend.id, ' pertama1 ')).toEqual({ allowed: true, alreadyLinked: false });
    expect(referralOf(friend.id)).toMatchObject({ referrerUserId: referrer.id, code: 'PERTAMA1', state: 'WAITING_TRANSACTION', rewardAmount: 0, createdAt: NOW });
    // the friend's own first-purchase cashback (decision 025's line) is open to them now
    expect(userOf(friend.email).referrerStatus).toBe('ELIGIBLE');

    expect(link(friend.id, 'KEDUA002')).toEqual({ allowed: false, reason: 'ALREADY_REFERRED' });
    expect(link(friend.id, 'PERTAMA1')).toEqual({ allowed: true, alreadyLinked: true });
    expect(db().select().from(schema.referrals).where(eq(schema.referrals.refereeUserId, friend.id)).all()).toEqual([expect.objectContaining({ referrerUserId: referrer.id })]);
    // and the other way round: the referrer's friend cannot refer the referrer's... own referrer
    expect(link(other.id, 'PERTAMA1')).toEqual({ allowed: true, alreadyLinked: false });
  });

  it('is backed by the table: never oneself, one referrer per friend', () => {
    const a = newInvestor();
    const b = newInvestor();
    const c = newInvestor();
    const insert = (referrerUserId: number, refereeUserId: number) => db().insert(schema.referrals).values({ referrerUserId, refereeUserId, code: 'X1234' }).run();
    expect(() => insert(a.id, a.id)).toThrow(/CHECK constraint failed: referrals_not_self/);
    insert(a.id, b.id);
    expect(() => insert(c.id, b.id)).toThrow(/UNIQUE constraint failed/);
  });

  it('records the referral in the sign-up when the visitor came by a friend’s link (the landing’s cookie)', async () => {
    const investor = userOf(INVESTOR);
    const signUpWith = async (email: string, cookie: unknown) => {
      const cookies = new CookieJar();
      if (cookie) cookies.store(new Headers([['Set-Cookie', await referralCookie.serialize(cookie)]]));
      const result = await callRoute(signUp.action, {
        url: '/app/gabung',
        form: { name: 'Dewi Lestari', email, mobilePhone: '081298765432', password: 'Rahasia-Sekali-9', passwordConfirmation: 'Rahasia-Sekali-9' },
        cookies,
        clientKey: `referral-test-${email}`,
      });
      expect(result.status, email).toBe(200);
      return userOf(email);
    };
    const friend = await signUpWith('dewi.teman@contoh.id', { referralCode: investor.referralCode });
    expect(referralOf(friend.id)).toMatchObject({ referrerUserId: investor.id, code: investor.referralCode, state: 'WAITING_TRANSACTION' });
    // an unknown code in the cookie: the account is made, nobody is linked
    const stranger = await signUpWith('dewi.asing@contoh.id', { referralCode: 'TIDAKADA9' });
    expect(referralOf(stranger.id)).toBeUndefined();
    const plain = await signUpWith('dewi.biasa@contoh.id', null);
    expect(referralOf(plain.id)).toBeUndefined();
  });
});

describe('the registration’s kodeReferral', () => {
  it('links the code’s owner if the investor has no referrer yet; one’s own, an unknown or a second code is refused', () => {
    const referrer = newInvestor({ referralCode: 'KYCAJAK1' });
    newInvestor({ referralCode: 'KYCLAIN2' });
    const investor = newInvestor({ referralCode: 'KYCSAYA3' });
    expect(saveEmailStep(investor.id, { email: investor.email }, NOW)).toMatchObject({ ok: true });
    const save = (kodeReferral: string | undefined) => savePersonalDataStep(investor.id, personalData({ kodeReferral }), NOW);
    expect(save('KYCSAYA3')).toEqual({ ok: false, refusal: { reason: 'REFERRAL_CODE_REFUSED', referral: 'SELF_REFERRAL' } });
    expect(save('KYCNONE9')).toEqual({ ok: false, refusal: { reason: 'REFERRAL_CODE_REFUSED', referral: 'UNKNOWN_CODE' } });
    expect(referralOf(investor.id)).toBeUndefined();
    expect(save('kycajak1')).toMatchObject({ ok: true });
    expect(referralOf(investor.id)).toMatchObject({ referrerUserId: referrer.id, code: 'KYCAJAK1', state: 'WAITING_TRANSACTION' });
    // saving the step again with the same code, or with none, keeps the link; another code is refused
    expect(save('KYCAJAK1')).toMatchObject({ ok: true });
    expect(save(undefined)).toMatchObject({ ok: true });
    expect(save('KYCLAIN2')).toEqual({ ok: false, refusal: { reason: 'REFERRAL_CODE_REFUSED', referral: 'ALREADY_REFERRED' } });
    expect(referralOf(investor.id)!.referrerUserId).toBe(referrer.id);
  });
});

describe('the referrer’s reward (scratch databases, the NAV job settles)', () => {
  it('starts the holding period on the friend’s completed purchase of Rp 1.000.000 and is credited once, with a notification', async () => {
    const path = databases.copyOfSeeded();
    const before = withDatabase(path, (database) => {
      // Only this test's referral is due later on (the demo's own are left out).
      database.delete(schema.referrals).run();
      const friend = userOf(FRIEND, database);
      expect(link(friend.id, userOf(INVESTOR, database).referralCode!, database)).toMatchObject({ allowed: true });
      const orderId = placeRoboOrder({ email: FRIEND, amount: 1_000_000, at: PLACED, database });
      expect(simulatePayment(orderId, PLACED, database)).toMatchObject({ ok: true });
      return { orderId, investor: userOf(INVESTOR, database), friend };
    });
    expect((await cliRunner(PUBLISHED)(['nav:publish'], path)).status).toBe(0);

    const completedAt = withDatabase(path, (database) => {
      const order = database.select().from(schema.orders).where(eq(schema.orders.id, before.orderId)).get()!;
      expect(order.status).toBe('COMPLETED');
      expect(referralOf(before.friend.id, database)).toMatchObject({
        state: 'ON_HOLDING_PERIOD',
        orderId: before.orderId,
        rewardAmount: 25_000,
        holdingEndsAt: new Date(order.completedAt!.getTime() + REFERRAL_HOLDING_PERIOD_DAYS * DAY),
        creditedAt: null,
      });
      expect(userOf(INVESTOR, database).cashbackAmount).toBe(before.investor.cashbackAmount);
      expect(database.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'referral.referrer_earned'), eq(schema.auditLog.entityId, String(before.investor.id)))).all()).toHaveLength(1);
      return order.completedAt!;
    });

    const early = new Date(completedAt.getTime() + (REFERRAL_HOLDING_PERIOD_DAYS - 1) * DAY);
    withDatabase(path, (database) => expect(releaseReferrerRewards(database, early)).toEqual({ referrerRewards: 0, referrerAmount: 0 }));

    const due = new Date(completedAt.getTime() + REFERRAL_HOLDING_PERIOD_DAYS * DAY);
    // Both sides at once: the friend's own cashback (decision 025) and the referrer's reward.
    expect(await cliRunner(due)(['referral:release'], path)).toEqual({
      status: 0,
      out: 'Credited 1 referral cashback(s), Rp 25.000 in all.\nCredited 1 referrer reward(s), Rp 25.000 in all.\n',
      err: '',
    });
    withDatabase(path, (database) => {
      expect(referralOf(before.friend.id, database)).toMatchObject({ state: 'CREDITED', creditedAt: due });
      const investor = userOf(INVESTOR, database);
      // The seeded balance had expired (12 days): the reward alone, for 90 days (decision 025's rule).
      expect(investor.cashbackAmount).toBe(25_000);
      expect(investor.cashbackExpiredAt).toEqual(new Date(due.getTime() + REFERRAL_CASHBACK_VALIDITY_DAYS * DAY));
      const notes = () =>
        database
          .select()
          .from(schema.notifications)
          .where(and(eq(schema.notifications.userId, investor.id), eq(schema.notifications.kind, 'REFERRAL_REWARD_CREDITED')))
          .all();
      expect(notes()).toEqual([expect.objectContaining({ link: '/reksadana/referral', params: { amount: 25_000 }, createdAt: due })]);
      expect(notes()[0]!.body.replace(/\s/g, ' ')).toContain('Rp 25.000');
      const emails = database.select().from(schema.outboxEmails).where(and(eq(schema.outboxEmails.userId, investor.id), eq(schema.outboxEmails.kind, 'REFERRAL_REWARD_CREDITED'))).all();
      expect(emails).toHaveLength(1);

      // A second run finds nothing, whenever it runs.
      expect(releaseReferrerRewards(database, new Date(due.getTime() + DAY))).toEqual({ referrerRewards: 0, referrerAmount: 0 });
      expect(notes()).toHaveLength(1);
      expect(userOf(INVESTOR, database).cashbackAmount).toBe(25_000);
    });
  });

  it('earns nothing for a purchase below Rp 1.000.000, in dollars, or for a friend already past it', () => {
    const referrer = newInvestor({ referralCode: 'AJAK0001' });
    const friend = newInvestor();
    expect(link(friend.id, 'AJAK0001')).toMatchObject({ allowed: true });
    const earn = (amount: number, currency: 'IDR' | 'USD' = 'IDR', type = 'BUY') =>
      db().transaction((tx) => earnReferrerReward(tx, { orderId: 1, userId: friend.id, type, currency, amount }, NOW), { behavior: 'immediate' });
    expect(earn(999_999)).toBe(false);
    expect(earn(1_000_000, 'USD')).toBe(false);
    expect(earn(5_000_000, 'IDR', 'SELL')).toBe(false);
    expect(referralOf(friend.id)).toMatchObject({ state: 'WAITING_TRANSACTION', rewardAmount: 0, holdingEndsAt: null });
    // a smaller first purchase does not spoil a later one that reaches the minimum
    expect(earn(1_000_000)).toBe(true);
    expect(referralOf(friend.id)).toMatchObject({ state: 'ON_HOLDING_PERIOD', orderId: 1, rewardAmount: 25_000 });
    expect(earn(2_000_000)).toBe(false);
    expect(referralOf(friend.id)!.orderId).toBe(1);
    // someone without a referrer earns nobody anything
    const alone = newInvestor();
    expect(db().transaction((tx) => earnReferrerReward(tx, { orderId: 2, userId: alone.id, type: 'BUY', currency: 'IDR', amount: 5_000_000 }, NOW))).toBe(false);
    expect(referrer.id).toBeGreaterThan(0);
  });
});

describe('the referral API and page', () => {
  let investor: CookieJar;
  let other: CookieJar;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const signInAs = async (email: string) => {
      const cookies = new CookieJar();
      const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
      expect(result.status).toBe(302);
      return cookies;
    };
    investor = await signInAs(INVESTOR);
    other = await signInAs('rujukan@celengan.test');
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('answers 401 without a session and 405 for other methods', async () => {
    for (const [module, params] of [
      [cashbackApi, {}],
      [referrerApi, {}],
      [friendsApi, {}],
      [getByCode, { code: 'ABCD1234' }],
      [getById, { referralId: '1' }],
    ] as const) {
      expect((await callApi(module, { url: '/api/x', params })).status).toBe(401);
      expect((await callApi(module, { url: '/api/x', params, method: 'POST', body: {}, cookies: investor })).status).toBe(405);
    }
  });

  it('user-cashback: the balance in rupiah and its expiry', async () => {
    const me = userOf(INVESTOR);
    const answer = await callApi(cashbackApi, { url: '/api/v2/mutual-funds/user-cashback', cookies: investor });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answer.body).toEqual({ data: { amount: 25_000, currency: 'IDR', expiredAt: me.cashbackExpiredAt!.toISOString(), expired: false } });
  });

  it('referrer: the code, the link the landing reads, the counts by state, the rewards; friends masked', async () => {
    const me = userOf(INVESTOR);
    const answer = await callApi(referrerApi, { url: '/api/v2/referral/referrer', cookies: investor });
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: Record<string, unknown> }).data;
    expect(data.referralCode).toBe(me.referralCode);
    const link = new URL(data.shareLink as string);
    expect(link.pathname).toBe('/reksadana');
    expect(decodeReferralData(link.searchParams.get('referralData'))).toEqual({ referralCode: me.referralCode });
    // the demo's friends (seeds/demo-referral.ts) and the one who signed up by the link above
    expect(data.countsByState).toEqual({ WAITING_TRANSACTION: 3, ON_HOLDING_PERIOD: 1, ELIGIBLE: 0, CREDITED: 1 });
    expect(data.rewards).toEqual({ earnedAmount: 25_000, pendingAmount: 25_000, rewardAmount: 25_000, minimumTransactionAmount: 1_000_000, currency: 'IDR' });
    const friends = data.friends as { name: string }[];
    expect(friends).toHaveLength(5);
    for (const friend of friends) expect(friend.name).toMatch(/^\p{Lu}\*\*\*\p{Ll}?$/u);
    // nothing else of a friend: no email, no full name, no user id
    expect(JSON.stringify(friends)).not.toMatch(/@|celengan\.test|userId|refereeUserId/);
  });

  it('referral: the friends newest first, as the page lists them', async () => {
    const answer = await callApi(friendsApi, { url: '/api/v2/referral', cookies: investor });
    expect(answer.status).toBe(200);
    const friends = (answer.body as { data: { status: string; rewardAmount: number; name: string }[] }).data;
    // the newest is the friend who signed up above (Dewi)
    expect(friends[0]!.name).toBe('D***i');
    expect(friends.map((f) => f.status).sort()).toEqual(['CREDITED', 'ON_HOLDING_PERIOD', 'WAITING_TRANSACTION', 'WAITING_TRANSACTION', 'WAITING_TRANSACTION']);
    expect(friends.find((f) => f.status === 'CREDITED')!.rewardAmount).toBe(25_000);
    // the friend has no friends of their own
    expect((await callApi(friendsApi, { url: '/api/v2/referral', cookies: other })).body).toEqual({ data: [] });
  });

  it('kyc/get-by-code: a code’s owner, masked; unknown 404, one’s own 422, malformed 400, all localized', async () => {
    const me = userOf(INVESTOR);
    const ask = (code: string, cookies = other, lng = 'id') => callApi(getByCode, { url: `/api/v2/mutual-funds/kyc/get-by-code/${code}?lng=${lng}`, params: { code }, cookies });
    const found = await ask(me.referralCode!.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ data: { referralCode: me.referralCode, valid: true, referrerName: expect.stringMatching(/^\p{Lu}\*\*\*\p{Ll}$/u) } });
    const unknown = await ask('TIDAKADA9');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Kode referral tidak ditemukan. Periksa kembali kodenya.' } });
    expect((await ask('TIDAKADA9', other, 'en')).body).toEqual({ message: 'Referral code not found. Please check the code.' });
    const own = await ask(me.referralCode!, investor);
    expect(own).toMatchObject({ status: 422, body: { message: 'Kode referral milik Anda sendiri tidak dapat dipakai.' } });
    expect((await ask('a!', other)).status).toBe(400);
    expect((await ask('x'.repeat(40), other)).status).toBe(400);
  });

  it('kyc/get-by-code counts each investor’s lookups in one statement: the eleventh in an hour is 429', async () => {
    const asker = newInvestor();
    const cookies = new CookieJar();
    await callRoute(signIn.action, { url: '/signin', form: { email: asker.email, password: 'celengan123' }, cookies });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await callApi(getByCode, { url: '/api/v2/mutual-funds/kyc/get-by-code/TIDAKADA9', params: { code: 'TIDAKADA9' }, cookies })).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });

  it('kyc/get-by-referral-id: one’s own referral, from either side; another’s or a missing one is 404', async () => {
    const me = userOf(INVESTOR);
    const rujukan = userOf('rujukan@celengan.test');
    const row = referralOf(rujukan.id)!;
    const asReferrer = await callApi(getById, { url: `/api/v2/mutual-funds/kyc/get-by-referral-id/${row.id}`, params: { referralId: String(row.id) }, cookies: investor });
    expect(asReferrer).toMatchObject({ status: 200, body: { data: { id: row.id, role: 'REFERRER', referralCode: me.referralCode, name: 'R***i', status: 'ON_HOLDING_PERIOD', rewardAmount: 25_000 } } });
    const asFriend = await callApi(getById, { url: '/x', params: { referralId: String(row.id) }, cookies: other });
    expect(asFriend).toMatchObject({ status: 200, body: { data: { role: 'REFEREE', rewardAmount: 0 } } });
    const someoneElses = referralOf(userOf('cashback@celengan.test').id)!;
    expect((await callApi(getById, { url: '/x', params: { referralId: String(someoneElses.id) }, cookies: other })).status).toBe(404);
    expect((await callApi(getById, { url: '/x', params: { referralId: '999999' }, cookies: other })).status).toBe(404);
    expect((await callApi(getById, { url: '/x', params: { referralId: 'abc' }, cookies: other })).status).toBe(404);
  });

  it('the page: the investor’s code, link, friends and balance; a visitor signs in first; the flag off is a 404', async () => {
    const me = userOf(INVESTOR);
    const page = await callRoute(referralPage.loader, { url: '/reksadana/referral', cookies: investor });
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof referralPage.loader>>;
    expect(data.referralCode).toBe(me.referralCode);
    expect(data.friends.map((f) => f.state).sort()).toEqual(['CREDITED', 'ON_HOLDING_PERIOD', 'WAITING_TRANSACTION', 'WAITING_TRANSACTION', 'WAITING_TRANSACTION']);
    expect(data).toMatchObject({ earnedAmount: 25_000, pendingAmount: 25_000, cashback: { amount: 25_000, live: true } });

    const visitor = await callRoute(referralPage.loader, { url: '/reksadana/referral' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toBe('/signin?target=%2Freksadana%2Freferral');

    db().update(schema.featureFlags).set({ enabled: false }).where(eq(schema.featureFlags.name, 'referral')).run();
    try {
      expect((await callRoute(referralPage.loader, { url: '/reksadana/referral', cookies: investor })).status).toBe(404);
      expect((await callApi(referrerApi, { url: '/api/v2/referral/referrer', cookies: investor })).status).toBe(404);
    } finally {
      db().update(schema.featureFlags).set({ enabled: true }).where(eq(schema.featureFlags.name, 'referral')).run();
    }
  });
});
