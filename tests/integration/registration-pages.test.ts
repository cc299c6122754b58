// The registration pages' loaders and actions (issue 14 item 1; decision 042), against this file's copy of the
// seeded database: a visitor signs in first; `{step}` is 1 to 6 or a sub-step segment (redirected), else 404; no
// skipping ahead; a sent or complete registration goes to the landing's status card, a failed one to /gagal and
// only it opens /gagal; the first form version starts on the information page, whose button starts it; a step's
// form post saves and leads on, or answers its field errors; the review sends a complete registration.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { fillRegistration, newInvestor, userById, type UserRow } from '../support/registration';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import * as signIn from '~/routes/account/sign-in';
import * as failed from '~/routes/registration/failed';
import * as formStep from '~/routes/registration/form-step';
import * as identity from '~/routes/registration/identity';
import * as information from '~/routes/registration/information';

async function signedIn(user: UserRow): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email: user.email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const openStep = (step: string, cookies?: CookieJar) => callRoute(formStep.loader, { url: `/reksadana/registrasi/form/${step}`, params: { step }, cookies });

describe('who may open the registration pages', () => {
  it('sends a visitor to sign in, and back', async () => {
    expect(await openStep('2')).toMatchObject({ status: 302, location: '/signin?target=%2Freksadana%2Fregistrasi%2Fform%2F2' });
    expect((await callRoute(information.loader, { url: '/reksadana/registrasi/informasi' })).location).toBe('/signin?target=%2Freksadana%2Fregistrasi%2Finformasi');
    expect((await callRoute(identity.loader, { url: '/reksadana/registrasi/identitas' })).status).toBe(302);
    expect((await callRoute(failed.loader, { url: '/reksadana/registrasi/gagal' })).status).toBe(302);
  });

  it('answers 404 for a step that is none, and redirects a sub-step segment to its number', async () => {
    const cookies = await signedIn(newInvestor());
    for (const step of ['0', '7', 'abc', '__proto__', 'constructor', '1.5']) expect((await openStep(step, cookies)).status, step).toBe(404);
    expect(await openStep('email', cookies)).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/1' });
    expect(await openStep('signature', cookies)).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/6' });
  });

  it('never skips ahead: a later step leads to the first unsaved one; saved steps reopen', async () => {
    const user = newInvestor();
    const cookies = await signedIn(user);
    expect(await openStep('3', cookies)).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/1' });
    fillRegistration(user, 2, new Date());
    expect(await openStep('5', cookies)).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/3' });
    expect((await openStep('3', cookies)).status).toBe(200);
    const revisit = await openStep('1', cookies);
    expect(revisit.status).toBe(200);
    expect(revisit.data).toMatchObject({ step: 1, stepsFilled: 2, continueHref: '/reksadana/registrasi/form/2' });
    // The review opens only with all six saved.
    expect(await callRoute(identity.loader, { url: '/reksadana/registrasi/identitas', cookies })).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/3' });
  });

  it('sends a sent registration to the status card, a failed one to /gagal, which only it opens', async () => {
    const sent = await signedIn(newInvestor({ mutualFundKycStatus: 'pendingVerification', lastPageFilled: 'SIXTH_PAGE' }));
    expect(await openStep('1', sent)).toMatchObject({ status: 302, location: '/reksadana#status-registrasi' });
    expect((await callRoute(information.loader, { url: '/reksadana/registrasi/informasi', cookies: sent })).location).toBe('/reksadana#status-registrasi');
    expect((await callRoute(failed.loader, { url: '/reksadana/registrasi/gagal', cookies: sent })).location).toBe('/reksadana#status-registrasi');

    const failedUser = await signedIn(newInvestor({ mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionCount: 3, lastPageFilled: 'SIXTH_PAGE' }));
    expect(await openStep('4', failedUser)).toMatchObject({ status: 302, location: '/reksadana/registrasi/gagal' });
    expect(await callRoute(failed.loader, { url: '/reksadana/registrasi/gagal', cookies: failedUser })).toMatchObject({ status: 200, data: { rejections: 3 } });
  });
});

describe('starting, from the information page', () => {
  it('moves a first-version registration to the second and leads to its step', async () => {
    const user = newInvestor({ formVersion: 'first' });
    const cookies = await signedIn(user);
    expect(await openStep('1', cookies)).toMatchObject({ status: 302, location: '/reksadana/registrasi/informasi' });
    expect(await callRoute(information.loader, { url: '/reksadana/registrasi/informasi', cookies })).toMatchObject({ status: 200, data: { started: false, revising: null } });
    expect(await callRoute(information.action, { url: '/reksadana/registrasi/informasi', form: {}, cookies })).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/1' });
    expect(userById(user.id)).toMatchObject({ formVersion: 'second', registrationStartedAt: expect.any(Date) });
  });

  it('shows a revision its reason and the attempts left, and leads to the step to revise', async () => {
    const user = newInvestor();
    fillRegistration(user, 6, new Date());
    db().update(schema.users).set({ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'BANK_ACCOUNT_NAME_MISMATCH', kycRejectionCount: 2 }).where(eq(schema.users.id, user.id)).run();
    const cookies = await signedIn(user);
    expect(await callRoute(information.loader, { url: '/reksadana/registrasi/informasi', cookies })).toMatchObject({
      data: { revising: { reason: { code: 'BANK_ACCOUNT_NAME_MISMATCH' }, attemptsLeft: 1 } },
    });
    expect((await callRoute(information.action, { url: '/reksadana/registrasi/informasi', form: {}, cookies })).location).toBe('/reksadana/registrasi/form/3');
  });
});

describe('a step’s form post', () => {
  it('saves step 1 and leads to step 2; answers an email another account holds under its field', async () => {
    const user = newInvestor();
    const cookies = await signedIn(user);
    const taken = await callRoute(formStep.action, { url: '/reksadana/registrasi/form/1', params: { step: '1' }, form: { email: 'investor@celengan.test' }, cookies });
    expect(taken.status).toBe(422);
    expect(taken.data).toMatchObject({ error: { email: ['registration:errors.email.TAKEN'] } });
    const saved = await callRoute(formStep.action, { url: '/reksadana/registrasi/form/1', params: { step: '1' }, form: { email: user.email }, cookies });
    expect(saved).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/2' });
  });

  it('answers step 2’s errors with 400 and the values typed', async () => {
    const user = newInvestor();
    fillRegistration(user, 1, new Date());
    const cookies = await signedIn(user);
    const result = await callRoute(formStep.action, { url: '/reksadana/registrasi/form/2', params: { step: '2' }, form: { nik: '31710125019000', pepStatus: 'NO' }, cookies });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ error: { nik: ['registration:errors.nik.FORMAT'] }, initialValue: { nik: '31710125019000' } });
  });

  it('cannot post to a later step: the post is redirected to the first unsaved step', async () => {
    const user = newInvestor();
    fillRegistration(user, 1, new Date());
    const cookies = await signedIn(user);
    const result = await callRoute(formStep.action, { url: '/reksadana/registrasi/form/5', params: { step: '5' }, form: { file: 'x' }, cookies });
    expect(result).toMatchObject({ status: 302, location: '/reksadana/registrasi/form/2' });
    expect(userById(user.id).lastPageFilled).toBe('FIRST_PAGE');
  });
});

describe('the review', () => {
  it('needs the statement, then sends and leads to the status card', async () => {
    const user = newInvestor();
    fillRegistration(user, 6, new Date());
    const cookies = await signedIn(user);
    const review = await callRoute(identity.loader, { url: '/reksadana/registrasi/identitas', cookies });
    expect(review.status).toBe(200);
    expect(review.data).toMatchObject({ revising: null, fieldStates: { nik: 'VALID', tandaTangan: 'VALID' } });
    const unticked = await callRoute(identity.action, { url: '/reksadana/registrasi/identitas', form: {}, cookies });
    expect(unticked.status).toBe(400);
    expect(unticked.data).toMatchObject({ error: { consent: ['registration:errors.consent'] } });
    expect(await callRoute(identity.action, { url: '/reksadana/registrasi/identitas', form: { consent: 'on' }, cookies })).toMatchObject({ status: 302, location: '/reksadana#status-registrasi' });
    expect(userById(user.id).mutualFundKycStatus).toBe('pendingVerification');
  });
});

describe('a step’s form post with anything in it (issue 13 item 10: never a 5xx)', () => {
  it('answers every step of an open registration below 500, form or multipart', async () => {
    const user = newInvestor({ lastPageFilled: 'SIXTH_PAGE' });
    const cookies = await signedIn(user);
    const names = ['email', 'nik', 'namaSesuaiKTP', 'tanggalLahir', 'pepStatus', 'pepPosition', 'namaBank', 'noRekening', 'namaPemilikRekeningBank', 'buktiKepemilikanRekening', 'file', '__proto__', 'constructor'];
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', 'SELF', 'RELATED', 'BCA', '3171012501900001', '1990-01-25', '1e309', '\u0000'));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 8 }), fc.boolean(), async (step, fields, multipart) => {
        const body = multipart ? new FormData() : new URLSearchParams();
        for (const [name, text] of fields) body.append(name, text);
        const request = new Request(`http://localhost/reksadana/registrasi/form/${step}`, { method: 'POST', headers: { Origin: 'http://localhost', Cookie: cookies.header() }, body });
        const context = new RouterContextProvider();
        context.set(clientKeyContext, 'test-client');
        context.set(nonceContext, 'test-nonce');
        context.set(dataRequestContext, false);
        let status: number;
        try {
          const outcome = (await formStep.action({ request, params: { step: String(step) }, context, url: new URL(request.url), pattern: '' } as never)) as unknown;
          status = outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
        } catch (thrown) {
          if (thrown instanceof Response) status = thrown.status;
          else if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) status = (thrown as { init?: { status?: number } }).init?.status ?? 200;
          else throw thrown;
        }
        expect(status).toBeLessThan(500);
      }),
      { seed: 20261125, numRuns: 60 },
    );
  });
});
