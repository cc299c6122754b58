// Issue 18 item 5 (helper "pages"; decisions 092, 093): the expired-link page and its reasons, the redirect notice's
// safety table through its loader, the blocked-account page (and the pages that send a blacklisted investor there),
// the link-account page, and /payment/v2/{id} (its owner's only: another user's id is the same 404 as a missing
// one), through the route modules against this file's copy of the seeded database.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { placeRoboOrder } from '../support/orders';
import { db } from '~/lib/db.server';
import * as signIn from '~/routes/account/sign-in';
import * as buy from '~/routes/reksadana/buy';
import * as edd from '~/routes/reksadana/edd';
import * as information from '~/routes/registration/information';
import * as formStep from '~/routes/registration/form-step';
import * as paymentV2 from '~/routes/payment/payment-v2';
import * as blockedAccount from '~/routes/status/blocked-account';
import * as expiredLink from '~/routes/status/expired-link';
import * as linkAccount from '~/routes/status/link-account';
import * as redirectNotice from '~/routes/status/redirect-notice';

const PASSWORD = 'celengan123';
const jars: Record<string, CookieJar> = {};

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

beforeAll(async () => {
  for (const email of ['investor@celengan.test', 'sales@celengan.test', 'blokir@celengan.test']) jars[email] = await signInAs(email);
});

describe('/reksadana/link-kedaluwarsa', () => {
  it.each([
    ['verifikasi-email', null, '/signin'],
    ['verifikasi-email', 'investor@celengan.test', '/reksadana'],
    ['pin', 'investor@celengan.test', '/me/order'],
    ['pembayaran', null, '/signin?target=%2Fme%2Forder'],
    ['undangan', null, '/app/gabung'],
    ['undangan', 'investor@celengan.test', '/reksadana'],
    ['umum', null, '/reksadana/semua-produk'],
  ])('reason %s, %s: the way on is %s', async (reason, email, next) => {
    const result = await callRoute(expiredLink.loader, { url: `/reksadana/link-kedaluwarsa?reason=${reason}`, cookies: email ? jars[email] : undefined });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ reason, nextHref: next, hours: 24 });
  });

  it.each(['', '?reason=', '?reason=PIN', '?reason=__proto__', '?reason=%00', '?reason=a&reason=b'])('an unknown or missing reason (%s) is the general case, 200', async (query) => {
    const result = await callRoute(expiredLink.loader, { url: `/reksadana/link-kedaluwarsa${query}` });
    expect(result).toMatchObject({ status: 200, data: { reason: 'umum', nextHref: '/reksadana/semua-produk' } });
  });
});

describe('/reksadana/redireksi continues to a path of this site only', () => {
  it.each([
    ['', '/reksadana'],
    ['?to=%2Freksadana%2Fsaham', '/reksadana/saham'],
    ['?to=%2Fme%2Forder%3Fstatus%3Dselesai', '/me/order?status=selesai'],
    ['?to=%2F%2Fevil.example', '/reksadana'],
    ['?to=%2F%5Cevil.example', '/reksadana'],
    ['?to=https%3A%2F%2Fevil.example', '/reksadana'],
    ['?to=https%3A%2F%2Fcelengan.id%2Fme', '/reksadana'],
    ['?to=javascript%3Aalert(1)', '/reksadana'],
    ['?to=%2F%09%2Fevil.example', '/reksadana'],
    ['?to=%2Freksadana%2Fredireksi%3Fto%3D%2F%2Fevil.example', '/reksadana'],
    ['?to=evil.example', '/reksadana'],
  ])('%s → %s', async (query, destination) => {
    const result = await callRoute(redirectNotice.loader, { url: `/reksadana/redireksi${query}` });
    expect(result).toMatchObject({ status: 200, data: { destination }, location: null });
  });
});

describe('/akun-terblokir and the pages that send a blacklisted investor there', () => {
  it('tells the blacklisted investor who blocked the account; anyone else that it is not blocked; a visitor what it is', async () => {
    expect((await callRoute(blockedAccount.loader, { url: '/akun-terblokir', cookies: jars['blokir@celengan.test'] })).data).toEqual({ state: 'BLOCKED', source: 'INTERNAL' });
    expect((await callRoute(blockedAccount.loader, { url: '/akun-terblokir', cookies: jars['investor@celengan.test'] })).data).toEqual({ state: 'NOT_BLOCKED', source: null });
    expect((await callRoute(blockedAccount.loader, { url: '/akun-terblokir' })).data).toEqual({ state: 'VISITOR', source: null });
  });

  it('sends the blacklisted investor from registration, EDD and the cart to /akun-terblokir', async () => {
    const cookies = jars['blokir@celengan.test'];
    for (const [loader, url, params] of [
      [information.loader, '/reksadana/registrasi/informasi', {}],
      [formStep.loader, '/reksadana/registrasi/form/1', { step: '1' }],
      [edd.loader, '/reksadana/registrasi/edd', {}],
      [buy.loader, '/reksadana/beli?dana=1', {}],
    ] as const) {
      const result = await callRoute(loader as never, { url, params, cookies });
      expect(result, url).toMatchObject({ status: 302, location: '/akun-terblokir' });
    }
  });

  it('leaves a verified investor on the cart', async () => {
    const result = await callRoute(buy.loader, { url: '/reksadana/beli', cookies: jars['investor@celengan.test'] });
    expect(result.location).not.toBe('/akun-terblokir');
  });
});

describe('/reksadana/hubungkan-akun', () => {
  it('shows the investor the ways to sign in and the bank accounts, masked; a visitor nothing personal', async () => {
    const result = await callRoute(linkAccount.loader, { url: '/reksadana/hubungkan-akun', cookies: jars['investor@celengan.test'] });
    const linked = result.data!.linked!;
    expect(linked.email).toBe('in*****@celengan.test');
    expect(linked.passkeyCount).toBe(0);
    expect(linked.bankAccounts.length).toBeGreaterThan(0);
    for (const account of linked.bankAccounts) expect(account.number).toMatch(/^•••• \d{4}$/);
    expect(new Set(linked.bankAccounts.map((account) => account.currency))).toEqual(new Set(['IDR', 'USD']));
    expect((await callRoute(linkAccount.loader, { url: '/reksadana/hubungkan-akun' })).data).toEqual({ linked: null });
  });
});

describe('/payment/v2/{id}', () => {
  const v2 = (orderId: string, cookies?: CookieJar, query = '') => callRoute(paymentV2.loader, { url: `/payment/v2/${orderId}${query}`, params: { orderId }, cookies });

  it('moves the owner to /payment/{id} for good (301), with the query', async () => {
    const orderId = String(placeRoboOrder({ amount: 500_000 }));
    expect(await v2(orderId, jars['investor@celengan.test'])).toMatchObject({ status: 301, location: `/payment/${orderId}` });
    expect(await v2(orderId, jars['investor@celengan.test'], '?pesan=metode')).toMatchObject({ status: 301, location: `/payment/${orderId}?pesan=metode` });
  });

  it('answers another user’s order exactly like a missing or malformed one: 404, no redirect', async () => {
    const orderId = String(placeRoboOrder({ amount: 500_000 }));
    const other = await v2(orderId, jars['sales@celengan.test']);
    const missing = await v2('99999999', jars['sales@celengan.test']);
    const malformed = await v2('abc', jars['sales@celengan.test']);
    for (const result of [other, missing, malformed]) expect(result).toMatchObject({ status: 404, location: null, data: { notFound: true } });
  });

  it('sends a visitor to sign in and back', async () => {
    const user = db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
    expect(user.id).toBeGreaterThan(0);
    expect(await v2('1')).toMatchObject({ status: 302, location: '/signin?target=%2Fpayment%2Fv2%2F1' });
  });
});
