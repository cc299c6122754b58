// Enhanced due diligence through its route modules (issue 14 item 6; decision 049), against this file's
// copy of the seeded database: the API reads and saves the answers (400 with localized field errors for a
// bad body, the other accounts required after a "yes", 401, 403 from a foreign Origin); saving sets
// hasFilledEdd and clears the need-EDD gate of edd@ (the buy plan no longer refuses it), with an audit
// row; the page leads back to where the investor came from (a safe target), /reksadana by default.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { calculateSubscription } from '~/models/subscriptions.server';
import * as signIn from '~/routes/account/sign-in';
import * as eddApi from '~/routes/api/kyc-edd';
import * as eddPage from '~/routes/reksadana/edd';

const API = '/api/v2/mutual-funds/kyc/edd';
const NOW = new Date('2026-03-02T03:00:00Z');

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}
const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;

const ANSWERS = { fundSource: 'SALARY', purpose: 'RETIREMENT', yearlyTransactionBand: 'FROM_100M_TO_500M', hasOtherAccounts: true, otherAccounts: 'BNI, Mandiri Sekuritas' };

/** What the buy plan says of a purchase of edd@'s own robo portfolio. */
function eddPurchase() {
  const edd = user('edd@celengan.test');
  const portfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, edd.id)).get()!;
  return calculateSubscription(
    edd.id,
    { portfolioId: portfolio.id, portfolioName: null, mutualFundIds: [], amount: '1000000', useCashback: false, couponCode: null, source: 'WEB' },
    NOW,
  );
}

let edd: CookieJar;
let baru: CookieJar;
beforeAll(async () => {
  edd = await signInAs('edd@celengan.test');
  baru = await signInAs('baru@celengan.test');
});

describe('the EDD API', () => {
  it('answers no answers before the first time', async () => {
    expect(await callApi(eddApi, { url: API, cookies: edd })).toMatchObject({ status: 200, body: { data: { hasFilledEdd: false, answers: null } } });
    expect((await callApi(eddApi, { url: API })).status).toBe(401);
  });

  it('refuses a bad body with localized field errors, nothing saved', async () => {
    const missing = await callApi(eddApi, { url: API, body: {}, cookies: edd });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Data tambahan tidak valid',
      errors: { fundSource: ['Input ini wajib diisi'], purpose: ['Input ini wajib diisi'], yearlyTransactionBand: ['Input ini wajib diisi'], hasOtherAccounts: ['Input ini wajib diisi'] },
    });
    const noAccounts = await callApi(eddApi, { url: API, body: { ...ANSWERS, otherAccounts: '' }, cookies: edd });
    expect(noAccounts).toMatchObject({ status: 400, body: { errors: { otherAccounts: ['Sebutkan rekening lain yang Anda miliki'] } } });
    const english = await callApi(eddApi, { url: `${API}?lng=en`, body: { ...ANSWERS, fundSource: 'LOTTERY' }, cookies: edd });
    expect(english.body).toMatchObject({ message: 'Invalid additional information', errors: { fundSource: ['Invalid choice'] } });
    expect((await callApi(eddApi, { url: API, body: { ...ANSWERS, otherAccounts: 'x'.repeat(201) }, cookies: edd })).status).toBe(400);
    expect((await callApi(eddApi, { url: API, body: ANSWERS, cookies: edd, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(user('edd@celengan.test').hasFilledEdd).toBe(false);
    expect(eddPurchase()).toMatchObject({ ok: false, refusal: { code: 'NOT_ALLOWED', eligibility: { kind: 'NEED_EDD' } } });
  });

  it('saves the answers, sets hasFilledEdd and clears the need-EDD gate; audited', async () => {
    const saved = await callApi(eddApi, { url: API, body: ANSWERS, cookies: edd });
    expect(saved).toMatchObject({ status: 200, body: { data: { hasFilledEdd: true, answers: { ...ANSWERS, updatedAt: expect.any(String) } } } });
    expect(user('edd@celengan.test').hasFilledEdd).toBe(true);
    const plan = eddPurchase();
    expect(plan.ok || plan.refusal.code).not.toBe('NOT_ALLOWED');
    expect(plan.ok).toBe(true);
    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'edd.filled'), eq(schema.auditLog.entityId, String(user('edd@celengan.test').id))))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'user', entity: 'user', details: null });
  });

  it('takes the answers again: a "no" forgets the accounts named before', async () => {
    const again = await callApi(eddApi, { url: API, body: { ...ANSWERS, hasOtherAccounts: false, otherAccounts: 'BNI' }, cookies: edd });
    expect(again.body).toMatchObject({ data: { answers: { hasOtherAccounts: false, otherAccounts: null } } });
    expect(db().select().from(schema.eddAnswers).where(eq(schema.eddAnswers.userId, user('edd@celengan.test').id)).get()?.otherAccounts).toBeNull();
    expect(db().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'edd.updated')).all()).toHaveLength(1);
  });
});

describe('the EDD page', () => {
  const form = { fundSource: 'BUSINESS', purpose: 'SAVINGS', yearlyTransactionBand: 'UNDER_100M', hasOtherAccounts: 'no' };

  it('leads back to the page that linked to it, or the safe target, else /reksadana', async () => {
    const fromFund = await callRoute(eddPage.loader, { url: '/reksadana/registrasi/edd', cookies: baru, headers: { Referer: 'http://localhost/reksadana/saham/bahtera' } });
    expect(fromFund.data).toMatchObject({ returnTo: '/reksadana/saham/bahtera', hasFilledEdd: false, answers: null });
    const foreign = await callRoute(eddPage.loader, { url: '/reksadana/registrasi/edd', cookies: baru, headers: { Referer: 'https://evil.example/x' } });
    expect(foreign.data).toMatchObject({ returnTo: '/reksadana' });

    const saved = await callRoute(eddPage.action, { url: '/reksadana/registrasi/edd', form: { ...form, target: '/reksadana/beli?dana=3' }, cookies: baru });
    expect(saved).toMatchObject({ status: 302, location: '/reksadana/beli?dana=3' });
    expect(user('baru@celengan.test').hasFilledEdd).toBe(true);
    for (const target of ['https://evil.example', '//evil.example', '/reksadana/registrasi/edd', '']) {
      const result = await callRoute(eddPage.action, { url: '/reksadana/registrasi/edd', form: { ...form, target }, cookies: baru });
      expect(result, target).toMatchObject({ status: 302, location: '/reksadana' });
    }
    const filled = await callRoute(eddPage.loader, { url: '/reksadana/registrasi/edd', cookies: baru });
    expect(filled.data).toMatchObject({ hasFilledEdd: true, answers: { ...form, otherAccounts: '' } });
  });

  it('answers a form with a missing answer 400 with its field', async () => {
    const result = await callRoute(eddPage.action, { url: '/reksadana/registrasi/edd', form: { ...form, hasOtherAccounts: 'yes' }, cookies: baru });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ error: { otherAccounts: ['edd:errors.otherAccountsRequired'] } });
  });

  it('sends a visitor to sign in', async () => {
    expect(await callRoute(eddPage.loader, { url: '/reksadana/registrasi/edd' })).toMatchObject({ status: 302, location: '/signin?target=%2Freksadana%2Fregistrasi%2Fedd' });
  });
});
