// The operator's pages (issue 14 item 7; decision 045) against this file's copy of the seeded database: only the
// operator role gets them (a visitor signs in first, an investor gets a 404 as for a page that does not exist),
// the queue and its filter, one registration, and the decision forms: a missing confirmation or reason is a 400
// with the field's message, a decision redirects back with its outcome, and a second one says nothing changed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar, type RouteDataFunction } from '../support/route';
import { db } from '~/lib/db.server';
import { createSession } from '~/lib/session.server';
import * as bankPage from '~/routes/operator/bank-accounts';
import * as queuePage from '~/routes/operator/kyc-queue';
import * as reviewPage from '~/routes/operator/kyc-review';

const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
async function signedIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.store(new Headers({ 'Set-Cookie': await createSession(userRow(email).id, new Date()) }));
  return jar;
}
const call = (userId: string | number, cookies?: CookieJar, form?: Record<string, string>) => ({
  url: `/operator/kyc/${userId}`,
  params: { userId: String(userId) },
  cookies,
  form,
});
function review(userId: string | number, cookies?: CookieJar): ReturnType<typeof callRoute<ReturnType<typeof reviewPage.loader>>>;
function review(userId: string | number, cookies: CookieJar, form: Record<string, string>): ReturnType<typeof callRoute<ReturnType<typeof reviewPage.action>>>;
function review(userId: string | number, cookies?: CookieJar, form?: Record<string, string>) {
  return form ? callRoute(reviewPage.action, call(userId, cookies, form)) : callRoute(reviewPage.loader, call(userId, cookies));
}
const anyLoader = (loader: unknown) => loader as RouteDataFunction<Promise<unknown>>;

describe('who gets the operator pages', () => {
  it.each([
    ['/operator/kyc', anyLoader(queuePage.loader), {}],
    ['/operator/rekening', anyLoader(bankPage.loader), {}],
    ['/operator/kyc/1', anyLoader(reviewPage.loader), { userId: '1' }],
  ] as const)('%s: a visitor signs in first, an investor gets 404', async (url, loader, params) => {
    const visitor = await callRoute(loader, { url, params });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/signin?target=${encodeURIComponent(url)}`);
    const investor = await callRoute(loader, { url, params, cookies: await signedIn('investor@celengan.test') });
    expect(investor.status).toBe(404);
  });

  it('an investor cannot post a decision either', async () => {
    const kyc = userRow('kyc@celengan.test');
    const result = await review(kyc.id, await signedIn('investor@celengan.test'), { intent: 'approve', confirm: 'on' });
    expect(result.status).toBe(404);
    expect(userRow('kyc@celengan.test').mutualFundKycStatus).toBe('pendingVerification');
    const bank = await callRoute(bankPage.action, { url: '/operator/rekening', form: { intent: 'verify', bankAccountId: '1', confirm: 'on' }, cookies: await signedIn('menunggu@celengan.test') });
    expect(bank.status).toBe(404);
  });
});

describe('the queue', () => {
  it('lists the waiting registrations, oldest first, and filters by status (anything else: all)', async () => {
    const operator = await signedIn('operator@celengan.test');
    const all = await callRoute(queuePage.loader, { url: '/operator/kyc', cookies: operator });
    expect(all.status).toBe(200);
    expect(all.data!.entries.map((entry) => entry.email)).toEqual(['kyc@celengan.test', 'revisi@celengan.test', 'menunggu@celengan.test']);
    expect(all.data!.pendingBankAccounts).toBeGreaterThan(0);
    const revised = await callRoute(queuePage.loader, { url: '/operator/kyc?status=revisedAmend', cookies: operator });
    expect(revised.data).toMatchObject({ status: 'revisedAmend', entries: [{ email: 'revisi@celengan.test' }] });
    const junk = await callRoute(queuePage.loader, { url: '/operator/kyc?status=verificationComplete', cookies: operator });
    expect(junk.data!.status).toBeNull();
    expect(junk.data!.entries).toHaveLength(3);
  });
});

describe('one registration', () => {
  it('answers the review with the decisions its status allows; an unknown, malformed or operator id is a 404', async () => {
    const operator = await signedIn('operator@celengan.test');
    const kyc = userRow('kyc@celengan.test');
    const result = await review(kyc.id, operator);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ decisions: ['APPROVE', 'REJECT', 'BLACKLIST'], outcome: null, registrationFailed: false });
    expect(result.data!.review.documents.ID_CARD).toMatchObject({ kind: 'ID_CARD' });
    for (const id of ['999999', 'abc', '0', String(userRow('operator@celengan.test').id)]) {
      expect((await review(id, operator)).status, id).toBe(404);
    }
    const withOutcome = await callRoute(reviewPage.loader, { url: `/operator/kyc/${kyc.id}?keputusan=APPROVED`, params: { userId: String(kyc.id) }, cookies: operator });
    expect(withOutcome.data!.outcome).toBe('APPROVED');
    const junk = await callRoute(reviewPage.loader, { url: `/operator/kyc/${kyc.id}?keputusan=<b>`, params: { userId: String(kyc.id) }, cookies: operator });
    expect(junk.data!.outcome).toBeNull();
  });

  it('refuses a decision without its confirmation or reason (400, the field’s message), changing nothing', async () => {
    const operator = await signedIn('operator@celengan.test');
    const menunggu = userRow('menunggu@celengan.test');
    const unconfirmed = await review(menunggu.id, operator, { intent: 'approve' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ intent: 'approve', result: { error: { confirm: ['kycReview:decisions.errors.confirm'] } } });
    const noReason = await review(menunggu.id, operator, { intent: 'reject', confirm: 'on' });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({ intent: 'reject', result: { error: { reason: ['kycReview:decisions.errors.reason'] } } });
    const unknownIntent = await review(menunggu.id, operator, { intent: 'export', confirm: 'on' });
    expect(unknownIntent.status).toBe(400);
    expect(userRow('menunggu@celengan.test').mutualFundKycStatus).toBe('pendingVerification');
  });

  it('approves, redirecting back with the outcome; a second approval says nothing changed', async () => {
    const operator = await signedIn('operator@celengan.test');
    const kyc = userRow('kyc@celengan.test');
    const first = await review(kyc.id, operator, { intent: 'approve', confirm: 'on' });
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/operator/kyc/${kyc.id}?keputusan=APPROVED`);
    expect(userRow('kyc@celengan.test')).toMatchObject({ mutualFundKycStatus: 'verificationComplete', isVerified: true });
    const audit = db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(kyc.id))).all().at(-1);
    expect(audit).toMatchObject({ actorKind: 'operator', actorUserId: userRow('operator@celengan.test').id, action: 'kyc.approved' });
    expect((await review(kyc.id, operator, { intent: 'approve', confirm: 'on' })).location).toBe(`/operator/kyc/${kyc.id}?keputusan=ALREADY_DONE`);
    // Approved: no decision left to take.
    expect((await review(kyc.id, operator)).data!.decisions).toEqual([]);
  });

  it('rejects with a reason, and blacklists; a decision the status does not allow says so', async () => {
    const operator = await signedIn('operator@celengan.test');
    const revisi = userRow('revisi@celengan.test');
    expect((await review(revisi.id, operator, { intent: 'reject', reason: 'SIGNATURE_MISMATCH', confirm: 'on' })).location).toBe(`/operator/kyc/${revisi.id}?keputusan=REJECTED`);
    expect(userRow('revisi@celengan.test')).toMatchObject({ mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionReason: 'SIGNATURE_MISMATCH', kycRejectionCount: 2 });
    expect((await review(revisi.id, operator, { intent: 'approve', confirm: 'on' })).location).toBe(`/operator/kyc/${revisi.id}?keputusan=WRONG_STATUS`);
    expect((await review(revisi.id, operator, { intent: 'blacklist', confirm: 'on' })).location).toBe(`/operator/kyc/${revisi.id}?keputusan=BLACKLISTED`);
    expect(userRow('revisi@celengan.test').mutualFundKycStatus).toBe('blacklistedInternal');
  });
});

describe('bank accounts', () => {
  it('lists the pending accounts with their passbooks; verifies one with its confirmation', async () => {
    const operator = await signedIn('operator@celengan.test');
    const page = await callRoute(bankPage.loader, { url: '/operator/rekening', cookies: operator });
    expect(page.status).toBe(200);
    const account = page.data!.accounts.find((a) => a.userEmail === 'blokir@celengan.test')!;
    expect(account.passbook).toMatchObject({ id: expect.any(Number) });
    const unconfirmed = await callRoute(bankPage.action, { url: '/operator/rekening', form: { intent: 'verify', bankAccountId: String(account.id) }, cookies: operator });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ bankAccountId: String(account.id), result: { error: { confirm: ['kycReview:decisions.errors.confirm'] } } });
    const verified = await callRoute(bankPage.action, { url: '/operator/rekening', form: { intent: 'verify', bankAccountId: String(account.id), confirm: 'on' }, cookies: operator });
    expect(verified.location).toBe('/operator/rekening?hasil=VERIFIED');
    expect(db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, account.id)).get()!.status).toBe('VERIFIED');
    const again = await callRoute(bankPage.action, { url: '/operator/rekening', form: { intent: 'reject', bankAccountId: String(account.id), confirm: 'on' }, cookies: operator });
    expect(again.location).toBe('/operator/rekening?hasil=WRONG_STATUS');
    const unknown = await callRoute(bankPage.action, { url: '/operator/rekening', form: { intent: 'verify', bankAccountId: '999999', confirm: 'on' }, cookies: operator });
    expect(unknown.location).toBe('/operator/rekening?hasil=NOT_FOUND');
  });
});
