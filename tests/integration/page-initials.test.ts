// Every page's GET <path>/initials (spec funds §2.1, §3 "Page initials"; issue 18 item 5; decision 091): the route
// table gives every page its initials route (and keeps the landing's own), the module list pairs each page with the
// very module routes.ts names, and a sample of pages answers through its own loader and meta: 200 with the page's
// title, description, the logged-in flag and the feature flags, 401 for a page that needs sign-in, 404 for another
// user's order, redirectUrl where the page sends the user, 400 for a malformed request; never cached.
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { buildRequest, callRoute, CookieJar } from '../support/route';
import { placeRoboOrder } from '../support/orders';
import { hasPageInitials, initialsPathOf, pagePathOf, PAGE_INITIALS_FILE, type RouteEntryLike } from '~/domain/page-initials-paths';
import { FEATURE_FLAG_NAMES } from '~/domain/feature-flags';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { PAGE_MODULE_PATHS, pageEntry } from '~/lib/page-modules.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import routes from '~/routes';
import * as signIn from '~/routes/account/sign-in';
import * as pageInitials from '~/routes/page-initials';

const table = routes as RouteEntryLike[];
const pages = table.filter(hasPageInitials);
const routeModules = import.meta.glob('../../app/routes/**/*.tsx');

describe('the route table', () => {
  it('gives every page an initials route answered by routes/page-initials.ts, before the catch-all', () => {
    const initials = new Map(table.filter((entry) => entry.file === PAGE_INITIALS_FILE).map((entry) => [entry.path, entry]));
    for (const page of pages) expect(initials.has(initialsPathOf(pagePathOf(page))), pagePathOf(page)).toBe(true);
    expect(new Set(table.map((entry) => entry.id ?? entry.file)).size).toBe(table.length);
    expect(table.at(-1)!.path).toBe('*');
    // The landing keeps its own (spec landing §3), not a generated one.
    expect(table.filter((entry) => entry.path === 'reksadana/initials').map((entry) => entry.file)).toEqual(['routes/reksadana/initials.ts']);
    expect(initials.has('initials')).toBe(true);
    expect(initials.has('notifications/initials')).toBe(true);
    expect(initials.has('reksadana/:investmentType/:productSlug/initials')).toBe(true);
  });

  it('lists the module of every page route, the very one routes.ts names', async () => {
    const missing = pages.map(pagePathOf).filter((path) => pageEntry(path) === null);
    // A page added to routes.ts needs its line in app/lib/page-modules.server.ts:
    expect(missing.map((path) => `'${path}': () => import('~/${pages.find((p) => pagePathOf(p) === path)!.file.replace(/\.tsx$/, '')}'),`)).toEqual([]);
    for (const page of pages) {
      const listed = await pageEntry(pagePathOf(page))!.module();
      expect(listed, pagePathOf(page)).toBe(await routeModules[`../../app/${page.file}`]!());
    }
    expect(PAGE_MODULE_PATHS.filter((path) => !pages.some((page) => pagePathOf(page) === path))).toEqual([]);
    // It imports every page module (about a hundred): seconds on a busy machine, not a hang.
  }, 30_000);
});

const PASSWORD = 'celengan123';
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  for (const email of ['investor@celengan.test', 'sales@celengan.test', 'blokir@celengan.test']) {
    const cookies = new CookieJar();
    expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies })).status).toBe(302);
    jars[email] = cookies;
  }
});

/** GET <url> through the initials module, the pattern and params as React Router would match them. */
async function initials(url: string, pattern: string, options: { params?: Record<string, string>; email?: string } = {}) {
  const request = buildRequest({ url, cookies: options.email ? jars[options.email] : undefined });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const response = await pageInitials.loader({ request, context, params: (options.params ?? {}) as never, pattern, url: new URL(request.url) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: Record<string, any>; message?: string } };
}

describe('GET <page>/initials', () => {
  it('a public page, for a visitor: its own title and description, not logged in, every feature flag, never cached', async () => {
    const { status, headers, body } = await initials('/reksadana/tentang-kami/initials', 'reksadana/tentang-kami/initials');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('private, no-cache, no-store');
    expect(headers.get('Vary')).toBe('Cookie');
    expect(body.data!.page.title).toMatch(/ · Celengan$/);
    expect(body.data!.page.description).toEqual(expect.any(String));
    expect(body.data).toMatchObject({ isUserLoggedIn: false, redirectUrl: null, tagLayer: { pageType: '/reksadana/tentang-kami', language: 'id', loggedIn: false } });
    expect(Object.keys(body.data!.featureFlags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
  });

  it('the same page signed in says so', async () => {
    const { body } = await initials('/reksadana/tentang-kami/initials', 'reksadana/tentang-kami/initials', { email: 'investor@celengan.test' });
    expect(body.data).toMatchObject({ isUserLoggedIn: true, tagLayer: { loggedIn: true } });
  });

  it('a page that needs sign-in: 401 for a visitor, 200 with its title signed in', async () => {
    const visitor = await initials('/me/initials', 'me/initials');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Silakan masuk terlebih dahulu.');
    expect(visitor.headers.get('Cache-Control')).toBe('private, no-cache, no-store');
    const investor = await initials('/me/initials', 'me/initials', { email: 'investor@celengan.test' });
    expect(investor.status).toBe(200);
    expect(investor.body.data!.page.title).toBe('Akun Saya · Celengan');
  });

  it('a fund page: the fund’s own name in the title', async () => {
    const fund = db().select().from(schema.funds).where(eq(schema.funds.status, 'active_subsenabled')).get()!;
    const type = FUND_TYPE_PATHS[fund.type];
    const { status, body } = await initials(`/reksadana/${type}/${fund.slug}/initials`, 'reksadana/:investmentType/:productSlug/initials', {
      params: { investmentType: type, productSlug: fund.slug },
    });
    expect(status).toBe(200);
    expect(body.data!.page.title).toContain(fund.name);
    expect(body.data!.page.description).toContain(fund.name);
    const missing = await initials('/reksadana/saham/tidak-ada/initials', 'reksadana/:investmentType/:productSlug/initials', { params: { investmentType: 'saham', productSlug: 'tidak-ada' } });
    expect(missing.status).toBe(404);
  });

  it('another user’s payment answers 404 like a missing one; the owner’s 200 with its number', async () => {
    const orderId = String(placeRoboOrder({ amount: 500_000 }));
    const call = (id: string, email: string) => initials(`/payment/${id}/initials`, 'payment/:orderId/initials', { params: { orderId: id }, email });
    expect((await call(orderId, 'sales@celengan.test')).status).toBe(404);
    expect((await call('99999999', 'sales@celengan.test')).status).toBe(404);
    const own = await call(orderId, 'investor@celengan.test');
    expect(own.status).toBe(200);
    expect(own.body.data!.page.title).toMatch(/^Pembayaran \S+ · Celengan$/);
  });

  it('where a page sends the user is the redirectUrl: the blacklisted investor’s cart names /akun-terblokir', async () => {
    const { status, body } = await initials('/reksadana/beli/initials', 'reksadana/beli/initials', { email: 'blokir@celengan.test' });
    expect(status).toBe(200);
    expect(body.data!.redirectUrl).toBe('/akun-terblokir');
  });

  it('passes the page’s query to it: the expired-link reason gives the description', async () => {
    const { body } = await initials('/reksadana/link-kedaluwarsa/initials?reason=pin', 'reksadana/link-kedaluwarsa/initials');
    expect(body.data!.page).toEqual({ title: 'Tautan kedaluwarsa · Celengan', description: 'Permintaan PIN sudah tidak berlaku', content: null });
  });

  it('a splat page and the index have theirs too', async () => {
    expect((await initials('/notifications/initials', 'notifications/initials')).status).toBe(401);
    const home = await initials('/initials', 'initials');
    expect(home.status).toBe(200);
    expect(home.body.data!.redirectUrl).toBe('/reksadana');
  });

  it('never runs the loader of a page whose opening changes something (an email verification link)', async () => {
    const { status, body } = await initials('/email-berhasil-diverifikasi/initials?token=abc', 'email-berhasil-diverifikasi/initials');
    expect(status).toBe(200);
    expect(body.data!.page.title).toMatch(/ · Celengan$/);
  });

  it.each([
    ['a redirectUrl to another host', '?redirectUrl=%2F%2Fevil.example'],
    ['a redirectUrl of another site', '?redirectUrl=https%3A%2F%2Fevil.example'],
    ['a scripting redirectUrl', '?redirectUrl=javascript%3Aalert(1)'],
    ['an address over 2048 characters', `?x=${'a'.repeat(2100)}`],
  ])('a malformed request (%s) is 400', async (_name, query) => {
    const { status, body } = await initials(`/reksadana/tentang-kami/initials${query}`, 'reksadana/tentang-kami/initials');
    expect(status).toBe(400);
    expect(body.message).toBe('Permintaan tidak valid.');
  });

  it('a redirectUrl of this site is kept', async () => {
    const { body } = await initials('/reksadana/tentang-kami/initials?redirectUrl=%2Fme%2Forder', 'reksadana/tentang-kami/initials');
    expect(body.data!.redirectUrl).toBe('/me/order');
  });
});
