// Contact changes and the forgotten PIN through the route modules (issue 14 items 4 and 5; decisions 053-055),
// against this file's own database copy with the clock faked (Date only): changing the email (code to the new
// address, verification reset and resent, the old address told), an address of another account answered the
// same, changing and verifying the phone (WhatsApp to E.164, phone_verified_at, the landing's popup until
// closed), the resend's 60 seconds, the back office's proposal confirmed or declined, and the forgotten PIN
// (method picker, code, the new PIN twice, the block lifted, the grant used once).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { cliRunner } from '../support/cli';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createPin, verifyPin } from '~/models/pin.server';
import { createUser, findUserByEmail } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';
import * as me from '~/routes/account/me';
import * as updateEmail from '~/routes/account/update-email';
import * as updatePhone from '~/routes/account/update-phone';
import * as verifyPhone from '~/routes/account/verify-phone';
import * as confirmBackoffice from '~/routes/account/confirm-backoffice-update';
import * as pinForgot from '~/routes/account/pin-forgot';
import * as validateOtp from '~/routes/otp/validate-otp';
import * as methodPicker from '~/routes/otp/method-picker';
import * as landing from '~/routes/reksadana/landing';

const PASSWORD = 'celengan123';
const SEC = 1000;
let t0: Date;
const setClock = (msAfterStart: number) => vi.setSystemTime(new Date(t0.getTime() + msAfterStart));

beforeAll(() => {
  // Date only: timers, promises and I/O keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 = new Date('2025-11-10T03:00:00Z');
  vi.setSystemTime(t0);
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => setClock(0));

let counter = 0;
/** A new signed-in investor (sign-up's national phone form), with its cookie jar. */
async function investor(options: { pin?: string } = {}) {
  counter += 1;
  const email = `kontak-${counter}@celengan.test`;
  const created = await createUser({ fullName: 'Rani Putri', email, mobilePhone: '081234567890', password: PASSWORD, language: 'id' });
  if (!created.ok) throw new Error('not created');
  if (options.pin) expect(await createPin(created.user.id, options.pin)).toEqual({ ok: true });
  const cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies })).status).toBe(302);
  return { id: created.user.id, email, cookies };
}

const userRow = (id: number) => db().select().from(schema.users).where(eq(schema.users.id, id)).get()!;
const outboxTo = (address: string) => db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, address)).orderBy(schema.outboxEmails.id).all();
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
const newestCodeTo = (address: string) => codeIn(outboxTo(address).at(-1)?.bodyText)!;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const auditOf = (id: number) => db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(id))).all().map((r) => r.action);

const post = <T>(fn: Parameters<typeof callRoute<T>>[0], url: string, form: Record<string, string>, cookies: CookieJar) => callRoute(fn, { url, form, cookies });
const validate = (cookies: CookieJar, code: string) => post(validateOtp.action, '/validate-otp', { intent: 'verify', code }, cookies);

describe('changing the email', () => {
  it('sends a code to the new address; the right code changes the email, resets its verification and tells the old address', async () => {
    const user = await investor();
    const page = await callRoute(updateEmail.loader, { url: '/me/update-email', cookies: user.cookies });
    expect(page.data).toEqual({ currentEmail: user.email });

    const started = await post(updateEmail.action, '/me/update-email', { email: ' Baru.Rani@Example.COM ' }, user.cookies);
    expect(started).toMatchObject({ status: 302, location: '/validate-otp' });
    expect(user.cookies.get('celengan_otp')).toBeTruthy();
    const [otp] = outboxTo('baru.rani@example.com');
    expect(otp).toMatchObject({ kind: 'OTP', channel: 'email', subject: 'Kode OTP Celengan' });
    expect(otp!.bodyText).toContain('mengubah email akun Anda');

    const shown = await callRoute(validateOtp.loader, { url: '/validate-otp', cookies: user.cookies });
    expect(shown.data).toMatchObject({ kind: 'FLOW', flow: 'UPDATE_EMAIL', sentTo: { channel: 'email', destination: 'ba*****@example.com' }, state: { kind: 'SENT', attemptsLeft: 5 } });

    const code = codeIn(otp!.bodyText)!;
    const refused = await validate(user.cookies, wrong(code));
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ answer: 'verify', error: { code: ['otp:validate.wrong?count=4'] } });
    expect(userRow(user.id).email).toBe(user.email);

    setClock(30 * SEC);
    const done = await validate(user.cookies, code);
    expect(done).toMatchObject({ status: 302, location: '/me?berhasil=email' });
    expect(user.cookies.get('celengan_otp')).toBeUndefined();
    const after = userRow(user.id);
    expect(after).toMatchObject({ email: 'baru.rani@example.com', emailVerifiedAt: null, contactUpdatePopup: null });
    // The new address gets its verification link, the old one the notice.
    expect(outboxTo('baru.rani@example.com').map((m) => m.kind)).toEqual(['OTP', 'EMAIL_VERIFICATION']);
    expect(outboxTo(user.email).map((m) => m.kind)).toContain('CONTACT_CHANGED');
    expect(auditOf(user.id)).toEqual(expect.arrayContaining(['user.otp_requested', 'user.otp_verified', 'user.email_changed', 'user.email_verification_requested']));
    // The code is spent.
    expect(await validate(user.cookies, code)).toMatchObject({ status: 302, location: '/validate-otp' });
    // The account page says so.
    const account = await callRoute(me.loader, { url: '/me?berhasil=email', cookies: user.cookies });
    expect(account.data?.contact).toMatchObject({ done: 'email', phoneVerified: false });
  });

  it('answers an address of another account like any other: no code is sent, its owner is told', async () => {
    const user = await investor();
    const other = await investor();
    const started = await post(updateEmail.action, '/me/update-email', { email: other.email }, user.cookies);
    expect(started).toMatchObject({ status: 302, location: '/validate-otp' });
    const [notice] = outboxTo(other.email).filter((m) => m.userId === user.id);
    expect(notice).toMatchObject({ kind: 'ACCOUNT_EXISTS', subject: 'Permintaan perubahan email ke alamat ini' });
    expect(codeIn(notice!.bodyText)).toBeUndefined();
    expect(userRow(user.id).email).toBe(user.email);
  });

  it('refuses the account’s own email and a malformed one with field errors', async () => {
    const user = await investor();
    const same = await post(updateEmail.action, '/me/update-email', { email: user.email.toUpperCase() }, user.cookies);
    expect(same.status).toBe(422);
    expect(same.data).toMatchObject({ error: { email: ['otp:form.sameEmail'] } });
    const malformed = await post(updateEmail.action, '/me/update-email', { email: 'bukan-email' }, user.cookies);
    expect(malformed.status).toBe(400);
    expect(malformed.data).toMatchObject({ error: { email: ['validation:email'] } });
  });
});

describe('changing and verifying the phone', () => {
  it('sends a WhatsApp code to the new number in E.164; the right code changes and verifies it, and the landing shows its popup once', async () => {
    const user = await investor();
    const started = await post(updatePhone.action, '/me/update-phone-number', { mobilePhone: '+62 813-1111-2222' }, user.cookies);
    expect(started).toMatchObject({ status: 302, location: '/validate-otp' });
    const [otp] = outboxTo('+6281311112222');
    expect(otp).toMatchObject({ kind: 'OTP', channel: 'whatsapp' });

    // A second code within 60 seconds is refused, then allowed.
    setClock(20 * SEC);
    const early = await post(validateOtp.action, '/validate-otp', { intent: 'resend' }, user.cookies);
    expect(early.status).toBe(429);
    expect(early.data).toMatchObject({ answer: 'resend', outcome: 'REFUSED', message: 'otp:form.tooSoon?count=40' });
    expect(outboxTo('+6281311112222')).toHaveLength(1);
    setClock(60 * SEC);
    expect(await post(validateOtp.action, '/validate-otp', { intent: 'resend' }, user.cookies)).toMatchObject({ status: 200, data: { answer: 'resend', outcome: 'SENT' } });
    expect(outboxTo('+6281311112222')).toHaveLength(2);

    const done = await validate(user.cookies, newestCodeTo('+6281311112222'));
    expect(done).toMatchObject({ status: 302, location: '/reksadana' });
    expect(userRow(user.id)).toMatchObject({ mobilePhone: '081311112222', phoneVerifiedAt: new Date(t0.getTime() + 60 * SEC), contactUpdatePopup: 'PHONE_VERIFIED' });
    expect(outboxTo(user.email).map((m) => m.kind)).toContain('CONTACT_CHANGED');

    const popup = async () => {
      const page = await callRoute(landing.loader, { url: '/reksadana', cookies: user.cookies });
      return (JSON.parse(page.data!.viewJson) as { initials: { popup: unknown } }).initials.popup;
    };
    expect(await popup()).toEqual({ kind: 'PHONE_VERIFIED' });
    const closed = await post(landing.action, '/reksadana', { intent: 'close-contact-popup', js: '1' }, user.cookies);
    expect(closed.status).toBe(200);
    expect(userRow(user.id).contactUpdatePopup).toBeNull();
    expect(await popup()).not.toEqual({ kind: 'PHONE_VERIFIED' });
  });

  it('refuses the same number, however written', async () => {
    const user = await investor();
    const same = await post(updatePhone.action, '/me/update-phone-number', { mobilePhone: '62 812 3456 7890' }, user.cookies);
    expect(same.status).toBe(422);
    expect(same.data).toMatchObject({ error: { mobilePhone: ['otp:form.samePhone'] } });
    const malformed = await post(updatePhone.action, '/me/update-phone-number', { mobilePhone: '021-555-1234' }, user.cookies);
    expect(malformed.status).toBe(400);
    expect(malformed.data).toMatchObject({ error: { mobilePhone: ['validation:mobilePhone'] } });
  });

  it('verifies the current number by a WhatsApp code', async () => {
    const user = await investor();
    expect((await callRoute(verifyPhone.loader, { url: '/reksadana/verifikasi-nomor-handphone', cookies: user.cookies })).data).toEqual({ phone: '0812-****-7890', verifiedOn: null });
    expect(await post(verifyPhone.action, '/reksadana/verifikasi-nomor-handphone', {}, user.cookies)).toMatchObject({ status: 302, location: '/validate-otp' });
    const code = newestCodeTo('+6281234567890');
    expect(outboxTo('+6281234567890').at(-1)!.bodyText).toContain('memverifikasi nomor handphone');
    expect(await validate(user.cookies, code)).toMatchObject({ status: 302, location: '/reksadana' });
    expect(userRow(user.id)).toMatchObject({ mobilePhone: '081234567890', contactUpdatePopup: 'PHONE_VERIFIED' });
    expect(userRow(user.id).phoneVerifiedAt).not.toBeNull();
    const page = await callRoute(verifyPhone.loader, { url: '/reksadana/verifikasi-nomor-handphone', cookies: user.cookies });
    expect(page.data?.verifiedOn).toBe('10 November 2025');
    // Verified already: nothing more is sent.
    expect((await post(verifyPhone.action, '/reksadana/verifikasi-nomor-handphone', {}, user.cookies)).status).toBe(409);
  });

  it('blocks the codes for an hour after five wrong ones, and says until when in WIB', async () => {
    const user = await investor();
    await post(verifyPhone.action, '/reksadana/verifikasi-nomor-handphone', {}, user.cookies);
    const code = newestCodeTo('+6281234567890');
    for (let i = 0; i < 4; i++) expect((await validate(user.cookies, wrong(code))).status).toBe(422);
    const blocked = await validate(user.cookies, wrong(code));
    expect(blocked.status).toBe(429);
    expect(blocked.data).toMatchObject({ error: { '': ['otp:form.blocked?until=10+November+2025%2C+11.00+WIB'] } });
    const page = await callRoute(validateOtp.loader, { url: '/validate-otp', cookies: user.cookies });
    expect(page.data).toMatchObject({ state: { kind: 'BLOCKED', until: '10 November 2025, 11.00 WIB' } });
    expect((await validate(user.cookies, code)).status).toBe(429);
    expect(userRow(user.id).phoneVerifiedAt).toBeNull();
  });
});

describe('a change proposed by the back office', () => {
  const cli = cliRunner(new Date('2025-11-10T03:00:00Z'));

  it('is shown on the account page, confirmed by a code to the new number, and leaves the profile-updated popup', async () => {
    const user = await investor();
    const proposed = await cli(['contact:propose', user.email, '--phone', '0857-0000-1111']);
    expect(proposed).toMatchObject({ status: 0, err: '' });
    expect(proposed.out).toMatch(/^Proposal #\d+: mobile number change for account \d+, waiting for the investor until 2025-11-17 10:00:00 WIB\./);
    const [notice] = outboxTo(user.email).filter((m) => m.kind === 'CONTACT_CHANGED');
    expect(notice!.bodyText).toContain('/me/confirm-backoffice-update-phone-number');

    const account = await callRoute(me.loader, { url: '/me', cookies: user.cookies });
    expect(account.data?.contact.proposals).toEqual([{ kind: 'PHONE', href: '/me/confirm-backoffice-update-phone-number' }]);
    const url = '/me/confirm-backoffice-update-phone-number';
    const page = await callRoute(confirmBackoffice.loader, { url, cookies: user.cookies });
    expect(page.data).toMatchObject({ kind: 'PHONE', proposal: { from: '0812-****-7890', to: '085700001111', validUntil: '17 November 2025, 10.00 WIB' } });
    // The email page has nothing to confirm.
    expect((await callRoute(confirmBackoffice.loader, { url: '/me/confirm-backoffice-update-email', cookies: user.cookies })).data).toMatchObject({ kind: 'EMAIL', proposal: null });

    expect(await post(confirmBackoffice.action, url, {}, user.cookies)).toMatchObject({ status: 302, location: '/validate-otp' });
    expect(await validate(user.cookies, newestCodeTo('+6285700001111'))).toMatchObject({ status: 302, location: '/reksadana' });
    expect(userRow(user.id)).toMatchObject({ mobilePhone: '085700001111', contactUpdatePopup: 'PROFILE_UPDATED_PHONE' });
    const proposal = db().select().from(schema.contactChangeProposals).where(eq(schema.contactChangeProposals.userId, user.id)).get()!;
    expect(proposal.confirmedAt).not.toBeNull();
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, String(user.id)), eq(schema.auditLog.action, 'user.contact_change_proposed'))).get();
    expect(audit).toMatchObject({ actorKind: 'cli', details: { proposalId: proposal.id, kind: 'PHONE', cancelled: 0 } });
    expect((await callRoute(confirmBackoffice.loader, { url, cookies: user.cookies })).data).toMatchObject({ proposal: null });
  });

  it('changes the email once confirmed at the new address, with its popup', async () => {
    const user = await investor();
    expect((await cli(['contact:propose', user.email, '--email', 'rani.baru@example.com'])).status).toBe(0);
    const url = '/me/confirm-backoffice-update-email';
    expect(await post(confirmBackoffice.action, url, {}, user.cookies)).toMatchObject({ status: 302, location: '/validate-otp' });
    expect(await validate(user.cookies, newestCodeTo('rani.baru@example.com'))).toMatchObject({ status: 302, location: '/reksadana' });
    expect(userRow(user.id)).toMatchObject({ email: 'rani.baru@example.com', emailVerifiedAt: null, contactUpdatePopup: 'PROFILE_UPDATED_EMAIL' });
  });

  it('can be declined, which changes nothing', async () => {
    const user = await investor();
    expect((await cli(['contact:propose', user.email, '--phone', '085700002222'])).status).toBe(0);
    const url = '/me/confirm-backoffice-update-phone-number';
    expect(await post(confirmBackoffice.action, url, { intent: 'decline' }, user.cookies)).toMatchObject({ status: 302, location: `${url}?ditolak=1` });
    expect((await callRoute(confirmBackoffice.loader, { url: `${url}?ditolak=1`, cookies: user.cookies })).data).toMatchObject({ declined: true, proposal: null });
    expect(userRow(user.id).mobilePhone).toBe('081234567890');
    // Nothing left to confirm: no code is sent.
    expect((await post(confirmBackoffice.action, url, {}, user.cookies)).status).toBe(409);
  });

  it('refuses bad proposals with one clear line', async () => {
    const user = await investor();
    const other = await investor();
    const cases: Array<[string[], RegExp]> = [
      [['contact:propose', 'nobody@celengan.test', '--phone', '085700003333'], /no account has that email/],
      [['contact:propose', user.email, '--phone', '021555'], /not a valid email address or Indonesian mobile number/],
      [['contact:propose', user.email, '--email', other.email], /another account already uses that email/],
      [['contact:propose', user.email, '--phone', '+6281234567890'], /the account already has that value/],
      [['contact:propose', user.email], /Give the new value: --email NEW or --phone NEW/],
      [['contact:propose', user.email, '--email', 'a@b.id', '--phone', '085700003333'], /cannot be used with/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.err).toMatch(message);
    }
    expect(db().select().from(schema.contactChangeProposals).where(eq(schema.contactChangeProposals.userId, user.id)).all()).toEqual([]);
  });
});

describe('the forgotten PIN', () => {
  it('goes by the method picker and a code, then takes the new PIN twice, lifts the block and is used once', async () => {
    const user = await investor({ pin: '246813' });
    db().update(schema.users).set({ pinFailedAttempts: 3, pinBlockedUntil: new Date(t0.getTime() + 86_400_000) }).where(eq(schema.users.id, user.id)).run();
    expect((await callRoute(pinForgot.loader, { url: '/me/pin/forgot', cookies: user.cookies })).data).toEqual({ step: 'START', expired: false });
    expect(await post(pinForgot.action, '/me/pin/forgot', { intent: 'start' }, user.cookies)).toMatchObject({ status: 302, location: '/validate-otp/method-picker' });
    // Nothing is sent before the investor chooses; /validate-otp leads to the choice.
    expect(await callRoute(validateOtp.loader, { url: '/validate-otp', cookies: user.cookies })).toMatchObject({ status: 302, location: '/validate-otp/method-picker' });
    const picker = await callRoute(methodPicker.loader, { url: '/validate-otp/method-picker', cookies: user.cookies });
    expect(picker.data).toMatchObject({ options: [{ channel: 'email', destination: expect.stringMatching(/^ko\*{5}@celengan\.test$/) }, { channel: 'whatsapp', destination: '0812-****-7890' }] });
    expect((await post(methodPicker.action, '/validate-otp/method-picker', { channel: 'sms' }, user.cookies)).status).toBe(400);
    expect(await post(methodPicker.action, '/validate-otp/method-picker', { channel: 'email' }, user.cookies)).toMatchObject({ status: 302, location: '/validate-otp' });
    const code = newestCodeTo(user.email);
    expect(outboxTo(user.email).at(-1)!.bodyText).toContain('membuat PIN transaksi baru');

    expect(await validate(user.cookies, code)).toMatchObject({ status: 302, location: '/me/pin/forgot' });
    expect((await callRoute(pinForgot.loader, { url: '/me/pin/forgot', cookies: user.cookies })).data).toEqual({ step: 'NEW_PIN' });
    const mismatch = await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '135790', pinConfirmation: '135791' }, user.cookies);
    expect(mismatch.status).toBe(400);
    const sequence = await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '123456', pinConfirmation: '123456' }, user.cookies);
    expect(sequence.status).toBe(400);
    const saved = await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '135790', pinConfirmation: '135790' }, user.cookies);
    expect(saved).toMatchObject({ status: 302, location: '/me?berhasil=pin' });
    expect(userRow(user.id)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null });
    expect(await verifyPin(user.id, null, '135790')).toEqual({ ok: true });
    expect(auditOf(user.id)).toEqual(expect.arrayContaining(['user.otp_verified', 'user.pin_reset']));

    // The grant is spent: the same cookie (kept from before) sets nothing.
    const challenge = db().select().from(schema.otpChallenges).where(eq(schema.otpChallenges.userId, user.id)).orderBy(desc(schema.otpChallenges.id)).get()!;
    expect(challenge.completedAt).not.toBeNull();
    expect((await callRoute(pinForgot.loader, { url: '/me/pin/forgot', cookies: user.cookies })).data).toEqual({ step: 'START', expired: false });
  });

  it('refuses a second PIN with the same grant, and a grant past its 10 minutes', async () => {
    const user = await investor({ pin: '246813' });
    await post(pinForgot.action, '/me/pin/forgot', { intent: 'start' }, user.cookies);
    await post(methodPicker.action, '/validate-otp/method-picker', { channel: 'whatsapp' }, user.cookies);
    await validate(user.cookies, newestCodeTo('+6281234567890'));
    const kept = user.cookies.clone();
    expect((await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '135790', pinConfirmation: '135790' }, user.cookies)).status).toBe(302);
    const again = await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '975310', pinConfirmation: '975310' }, kept);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: { '': ['otp:forgotPin.expired'] } });
    expect(await verifyPin(user.id, null, '135790')).toEqual({ ok: true });

    const late = await investor({ pin: '246813' });
    await post(pinForgot.action, '/me/pin/forgot', { intent: 'start' }, late.cookies);
    await post(methodPicker.action, '/validate-otp/method-picker', { channel: 'whatsapp' }, late.cookies);
    await validate(late.cookies, newestCodeTo('+6281234567890'));
    setClock(10 * 60 * SEC);
    expect((await callRoute(pinForgot.loader, { url: '/me/pin/forgot', cookies: late.cookies })).data).toEqual({ step: 'START', expired: true });
    expect((await post(pinForgot.action, '/me/pin/forgot', { intent: 'reset', pin: '975310', pinConfirmation: '975310' }, late.cookies)).status).toBe(409);
  });

  it('sends an investor without a PIN to create one', async () => {
    const user = await investor();
    expect((await callRoute(pinForgot.loader, { url: '/me/pin/forgot', cookies: user.cookies })).data).toEqual({ step: 'NO_PIN', expired: false });
    expect(await post(pinForgot.action, '/me/pin/forgot', { intent: 'start' }, user.cookies)).toMatchObject({ status: 302, location: '/me/pin/create' });
  });
});

describe('without a flow', () => {
  it('/validate-otp says there is nothing to verify, and its post leads back there', async () => {
    const user = await investor();
    expect((await callRoute(validateOtp.loader, { url: '/validate-otp', cookies: user.cookies })).data).toEqual({ kind: 'NO_FLOW' });
    expect(await validate(user.cookies, '123456')).toMatchObject({ status: 302, location: '/validate-otp' });
    expect(await callRoute(methodPicker.loader, { url: '/validate-otp/method-picker', cookies: user.cookies })).toMatchObject({ status: 302, location: '/validate-otp' });
  });

  it('a visitor is sent to sign in', async () => {
    expect(await callRoute(validateOtp.loader, { url: '/validate-otp' })).toMatchObject({ status: 302, location: '/signin?target=%2Fvalidate-otp' });
    expect(await callRoute(updateEmail.action, { url: '/me/update-email', form: { email: 'a@b.id' } })).toMatchObject({ status: 302 });
    expect(findUserByEmail('a@b.id')).toBeUndefined();
  });
});
