// The landing page's loader and action (routes/reksadana/landing.tsx; issue 4 item 3) and the
// notification-settings API, against this file's copy of the seeded database: the shared content for
// everyone, the dashboard of a signed-in user (the selector's chip, the buy links through the purchase
// gate), saving the balance toggle and closed popups (with and without JavaScript), and the resend of
// the verification email with its 429.
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarDays, jakartaDate, jakartaInstant } from '~/domain/dates';
import { schema } from '../../db/client';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts';
import { callRoute, CookieJar } from '../support/route';
import { fromJsonText, toJsonText } from '~/lib/json-text';
import { documentOnlyContext } from '~/lib/request-context';
import { db } from '~/lib/db.server';
import { getLandingContent, type LandingContent } from '~/models/landing-content.server';
import * as signIn from '~/routes/account/sign-in';
import * as notificationSettings from '~/routes/api/notification-settings';
import * as landing from '~/routes/reksadana/landing';
import { isCreatePinPostponed } from '~/models/landing-initials.server';

async function signedIn(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: DEMO_PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/**
 * The loader's answer with its per-request view (one JSON text) read back beside the rest, as a
 * client navigation's data request gets it (with the shared content), or as a document's.
 */
async function page(query = '', cookies?: CookieJar, { document = false } = {}) {
  const result = await callRoute(landing.loader, { url: `/reksadana${query}`, cookies, dataRequest: !document });
  return { ...result, data: result.data && { ...result.data, ...fromJsonText(result.data.viewJson) } };
}
const post = (form: Record<string, string>, cookies: CookieJar) => callRoute(landing.action, { url: '/reksadana', method: 'POST', form, cookies });
type FundRow = ReturnType<typeof fromJsonText<import('~/domain/fund-list-item').FundListItemData[]>>[number];
const categoryOf = (fundId: number) => db().select({ category: schema.funds.category }).from(schema.funds).where(eq(schema.funds.id, fundId)).get()!.category;
const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;

describe('the landing page for a visitor', () => {
  it('carries the shared content once, as one JSON text, and no dashboard', async () => {
    const result = await page();
    expect(result.status).toBe(200);
    const data = result.data!;
    expect(data.dashboard).toBeNull();
    expect(data.initials.isUserLoggedIn).toBe(false);
    const { content, articles, videos } = fromJsonText(data.sharedJson!);
    // spec funds §4.5: conservative 36/54/10, moderate 10/53/37, aggressive 10/24/66 (money market, fixed income, stock).
    expect(content.robo.map((m) => [m.risk, m.funds.map((f) => [f.type, f.targetBp])])).toEqual([
      ['CONSERVATIVE', [['PASAR_UANG', 3600], ['PENDAPATAN_TETAP', 5400], ['SAHAM', 1000]]],
      ['MODERATE', [['PASAR_UANG', 1000], ['PENDAPATAN_TETAP', 5300], ['SAHAM', 3700]]],
      ['HIGH', [['PASAR_UANG', 1000], ['PENDAPATAN_TETAP', 2400], ['SAHAM', 6600]]],
    ]);
    const funds = db().select().from(schema.funds).all();
    // Each model's first-purchase minimum (decision 037): the smallest multiple of Rp 100.000 whose share
    // of every fund reaches that fund's initial minimum, at least Rp 100.000.
    for (const model of content.robo) {
      const needed = Math.max(...model.funds.map((f) => (funds.find((row) => row.id === f.id)!.minimumInitialSubscriptionAmount * 10_000) / f.targetBp));
      expect(model.minimum).toBe(Math.max(100_000, Math.ceil(needed / 100_000) * 100_000));
    }
    for (const type of ['PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM'] as const) {
      expect(content.fundCounts[type]).toBe(funds.filter((f) => f.type === type).length);
    }
    expect(content.partners.reduce((n, p) => n + p.fundCount, 0)).toBe(funds.length);
    expect(content.qna.length).toBeGreaterThan(0);
    expect(articles.length).toBe(4);
    expect(videos.length).toBeGreaterThan(0);
  });

  it('answers a document with the outline only, keeping the shared content for its server render (decision 019)', async () => {
    const asDocument = await page('', undefined, { document: true });
    const asData = await page();
    expect(asDocument.data!.sharedJson).toBeNull();
    const kept = asDocument.context.get(documentOnlyContext)?.get('landing-shared') as { content: LandingContent; articles: unknown[]; videos: unknown[] };
    expect(toJsonText(kept)).toBe(asData.data!.sharedJson);
    expect(asDocument.data!.contentKey).toBe(asData.data!.contentKey);
    // What hydration needs: the robo models' risks and how many items each static section has.
    expect(asDocument.data!.outline).toEqual({
      roboRisks: ['CONSERVATIVE', 'MODERATE', 'HIGH'],
      partners: kept.content.partners.length,
      qna: kept.content.qna.length,
      articles: 4,
      videos: kept.videos.length,
    });
    expect(asData.data!.outline).toEqual(asDocument.data!.outline);
    // A data request keeps nothing for a render it does not have.
    expect(asData.context.get(documentOnlyContext)).toBeNull();
  });

  it('shows an article on its publish day although nothing else changed (the shared text follows the articles)', async () => {
    const tomorrow = addCalendarDays(jakartaDate(new Date()), 1);
    const slug = 'artikel-besok';
    db().insert(schema.articles).values({
      slug,
      title: 'Artikel untuk besok',
      description: 'Terbit besok.',
      content: '<p>Isi.</p>',
      headlineImageUrl: '/images/articles/placeholder.svg',
      category: 'Edukasi',
      publishDate: tomorrow,
    }).run();
    const slugsOf = async () => fromJsonText((await page()).data!.sharedJson!).articles.map((a) => a.slug);
    try {
      expect(await slugsOf()).not.toContain(slug);
      const keyToday = (await page()).data!.contentKey;
      // The next morning in Jakarta, with no write to the database in between.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(jakartaInstant(tomorrow, '08:00'));
      expect(await slugsOf()).toContain(slug);
      expect((await page()).data!.contentKey).not.toBe(keyToday);
    } finally {
      vi.useRealTimers();
      db().delete(schema.articles).where(eq(schema.articles.slug, slug)).run();
    }
  });

  it('has the Q&A in each language', () => {
    expect(getLandingContent('en').qna[0]!.question).toBe('What is a mutual fund?');
    expect(getLandingContent('id').qna[0]!.question).toBe('Apa itu reksa dana?');
  });
});

describe('the dashboard of a signed-in user', () => {
  it('opens the selector on the watchlist, and on the chip the address names', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const first = (await page('', cookies)).data!.dashboard!;
    expect(first.selector.chip).toBe('watchlist');
    expect(first.selector.chips[0]).toBe('watchlist');
    const stock = (await page('?produk=saham', cookies)).data!.dashboard!.selector;
    expect(stock.chip).toBe('saham');
    const rows = fromJsonText(stock.rowsJson);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.type === 'SAHAM' && r.status === 'active_subsenabled')).toBe(true);
    expect(stock.seeMoreHref).toBe('/reksadana/saham');
    // An unknown chip: the first on offer.
    expect((await page('?produk=emas', cookies)).data!.dashboard!.selector.chip).toBe('watchlist');
  });

  // Every chip of spec landing §2, in the seeded catalogue: at most five funds open for
  // subscription, each of the chip's kind, and a see-more link to the chip's list.
  it.each([
    ['pasar-uang', (r: FundRow) => r.type === 'PASAR_UANG'],
    ['pendapatan-tetap', (r: FundRow) => r.type === 'PENDAPATAN_TETAP'],
    ['saham', (r: FundRow) => r.type === 'SAHAM'],
    ['syariah', (r: FundRow) => categoryOf(r.id) === 'SYARIAH'],
    ['membagikan-dividen', (r: FundRow) => r.hasDividend],
    ['usd', (r: FundRow) => r.currency === 'USD'],
  ] as const)('the %s chip lists at most five of its funds and links to its list', async (chip, ofChip) => {
    const cookies = await signedIn('investor@celengan.test');
    const selector = (await page(`?produk=${chip}`, cookies)).data!.dashboard!.selector;
    expect(selector.chip).toBe(chip);
    const rows = fromJsonText(selector.rowsJson);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.status === 'active_subsenabled' && ofChip(r))).toBe(true);
    expect(selector.seeMoreHref).toBe(`/reksadana/${chip}`);
  });

  it('links the watchlist chip to the watchlist page', async () => {
    const cookies = await signedIn('investor@celengan.test');
    expect((await page('?produk=watchlist', cookies)).data!.dashboard!.selector.seeMoreHref).toBe('/reksadana/watchlist');
  });

  it('counts an order waiting for payment among the unfinished ones', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const investor = user('investor@celengan.test');
    const before = (await page('', cookies)).data!.dashboard!.submenu.incompleteOrders;
    const portfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, investor.id)).all()[0]!;
    const inserted = db()
      .insert(schema.orders)
      .values({
        transactionNumber: 'CLG-TEST-WAITING',
        userId: investor.id,
        portfolioId: portfolio.id,
        type: 'BUY',
        status: 'WAITING_PAYMENT',
        currency: 'IDR',
        amount: 100_000,
        source: 'WEB',
        idempotencyKey: 'test-incomplete-order',
      })
      .returning({ id: schema.orders.id })
      .get();
    // An order waiting for payment has its payment, open for 24 hours (subscribe writes both).
    db()
      .insert(schema.payments)
      .values({ orderId: inserted.id, method: 'VA_BCA', reference: 'test-incomplete-order', amount: 100_000, currency: 'IDR', expiresAt: new Date(Date.now() + 86_400_000) })
      .run();
    try {
      expect((await page('', cookies)).data!.dashboard!.submenu.incompleteOrders).toBe(before + 1);
      // Past its 24 hours it is over, whether or not payments:expire has marked it (models/open-orders.server.ts).
      db().update(schema.payments).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(schema.payments.orderId, inserted.id)).run();
      expect((await page('', cookies)).data!.dashboard!.submenu.incompleteOrders).toBe(before);
    } finally {
      db().delete(schema.payments).where(eq(schema.payments.orderId, inserted.id)).run();
      db().delete(schema.orders).where(eq(schema.orders.id, inserted.id)).run();
    }
  });

  it('counts the orders not finished yet', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const investor = user('investor@celengan.test');
    const open = db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, investor.id))
      .all()
      .filter((o) => o.status === 'WAITING_PAYMENT' || o.status === 'PAID').length;
    expect((await page('', cookies)).data!.dashboard!.submenu.incompleteOrders).toBe(open);
  });

  it('opens the purchase sheet of a robo model into the default robo portfolio, with that portfolio’s own model (decision 021)', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const purchase = (await page('?beli=robo-agresif', cookies)).data!.dashboard!.purchase!;
    const robo = db()
      .select()
      .from(schema.portfolios)
      .where(eq(schema.portfolios.userId, user('investor@celengan.test').id))
      .all()
      .find((p) => p.roboCermat && p.isDefault)!;
    expect(purchase.gate).toEqual({ kind: 'OPEN_PURCHASE', flow: 'ROBO', portfolioId: robo.id });
    expect(purchase.portfolioName).toBe(robo.name);
    // A moderate investor who clicked the aggressive card buys their portfolio's moderate model, and is told so.
    expect(purchase.title).toEqual({ kind: 'ROBO', risk: 'MODERATE', askedRisk: 'HIGH' });
    const recommended = db().select().from(schema.portfolioRecommendations).where(eq(schema.portfolioRecommendations.portfolioId, robo.id)).all();
    expect(purchase.funds.map((f) => f.targetBp).sort()).toEqual(recommended.map((r) => r.targetBp).sort());
    const moderate = (await page('?beli=robo-moderat', cookies)).data!.dashboard!.purchase!;
    expect(moderate.title).toEqual({ kind: 'ROBO', risk: 'MODERATE', askedRisk: null });
  });

  it('opens a top-up of a portfolio the user owns, and nothing for someone else’s or an unknown fund', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const own = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user('investor@celengan.test').id)).all();
    const goal = own.find((p) => !p.isDefault)!;
    const topUp = (await page(`?beli=portofolio-${goal.id}`, cookies)).data!.dashboard!.purchase!;
    expect(topUp.gate).toEqual({ kind: 'OPEN_PURCHASE', flow: 'TOP_UP', portfolioId: goal.id });
    const others = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user('sales@celengan.test').id)).all();
    expect((await page(`?beli=portofolio-${others[0]!.id}`, cookies)).data!.dashboard!.purchase).toBeNull();
    expect((await page('?beli=dana-tidak-ada', cookies)).data!.dashboard!.purchase).toBeNull();
    expect((await page('?beli=<script>', cookies)).data!.dashboard!.purchase).toBeNull();
  });

  it.each([
    ['edd@celengan.test', { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' }],
    ['menunggu@celengan.test', { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' }],
    ['baru@celengan.test', { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' }],
    ['blokir@celengan.test', { kind: 'BUY_PREVENTION', reason: 'BLACKLISTED' }],
  ])('puts %s’s buy through the purchase gate', async (email, gate) => {
    const cookies = await signedIn(email);
    const fund = db().select().from(schema.funds).get()!;
    expect((await page(`?beli=dana-${fund.slug}`, cookies)).data!.dashboard!.purchase!.gate).toEqual(gate);
  });

  it('lists realized profits for a verified user only', async () => {
    const investor = (await page('', await signedIn('investor@celengan.test'))).data!.dashboard!;
    expect(investor.realized!.page.rows.length).toBeGreaterThan(0);
    expect((await page('', await signedIn('menunggu@celengan.test'))).data!.dashboard!.realized).toBeNull();
  });
});

describe('the landing action', () => {
  it('saves a closed popup; without JavaScript it redirects back, with it it answers in place', async () => {
    const cookies = await signedIn('menunggu@celengan.test');
    expect((await page('', cookies)).data!.initials.popup).toEqual({ kind: 'SUCCESS_REGISTRATION' });
    const plain = await post({ intent: 'settings', hasClosedMutualFundSuccessRegistrationPopup: 'true', redirectTo: '/reksadana?produk=saham' }, cookies);
    expect(plain.status).toBe(302);
    expect(plain.location).toBe('/reksadana?produk=saham');
    expect(user('menunggu@celengan.test').hasClosedMutualFundSuccessRegistrationPopup).toBe(true);
    expect((await page('', cookies)).data!.initials.popup).toBeNull();

    const inPage = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'true', js: '1', redirectTo: '/reksadana' }, cookies);
    expect(inPage.status).toBe(200);
    expect(inPage.data).toEqual({ intent: 'settings', ok: true });
    expect((await page('', cookies)).data!.initials.portfolioSummary!.enableMutualFundBalanceMasking).toBe(true);
  });

  it('postpones the create-PIN popup for 30 days in a cookie of this user, with or without JavaScript (decision 040)', async () => {
    const cookies = await signedIn('pin@celengan.test');
    // "Later" on the verification popup: the create-PIN popup is due at once.
    expect((await page('', cookies)).data!.initials.popup).toEqual({ kind: 'SUCCESS_VERIFICATION', withCreatePin: true });
    await post({ intent: 'settings', hasClosedMutualFundSuccessVerificationPopup: 'true', js: '1', redirectTo: '/reksadana' }, cookies);
    expect((await page('', cookies)).data!.initials.popup).toEqual({ kind: 'CREATE_PIN', href: '/me/pin/create' });

    const plain = await post({ intent: 'postpone-create-pin', redirectTo: '/reksadana?produk=saham' }, cookies);
    expect(plain.status).toBe(302);
    expect(plain.location).toBe('/reksadana?produk=saham');
    const setCookie = plain.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^celengan_pin_nanti=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await page('', cookies)).data!.initials.popup).toBeNull();
    // The JSON initials say the same.
    expect(await isCreatePinPostponed(cookies.header(), user('pin@celengan.test').id)).toBe(true);
    // The cookie is this user's: another account on the same browser still gets its own reminder.
    expect(await isCreatePinPostponed(cookies.header(), user('investor@celengan.test').id)).toBe(false);

    const inPage = await post({ intent: 'postpone-create-pin', js: '1', redirectTo: '/reksadana' }, await signedIn('pin@celengan.test'));
    expect(inPage.status).toBe(200);
    expect(inPage.data).toEqual({ intent: 'postpone-create-pin', ok: true });
    expect(inPage.headers.get('Set-Cookie')).toMatch(/^celengan_pin_nanti=/);
    // Nothing was saved on the profile: the spec keeps no flag for it.
    expect(user('pin@celengan.test').pinHash).toBeNull();
  });

  it('never redirects off the site, and refuses what is not a setting without changing anything', async () => {
    const cookies = await signedIn('investor@celengan.test');
    const away = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'true', redirectTo: 'https://evil.example/' }, cookies);
    expect(away.location).toBe('/reksadana');
    const before = user('investor@celengan.test');
    for (const form of [
      { intent: 'settings', isVerified: 'true', js: '1' } as Record<string, string>,
      { intent: 'settings', hasClosedMutualFundSuccessRegistrationCard: 'false', js: '1' },
      { intent: 'settings', enableMutualFundBalanceMasking: 'maybe', js: '1' },
      { intent: 'settings', js: '1' },
    ]) {
      const result = await post(form, cookies);
      expect(result.status, JSON.stringify(form)).toBe(400);
    }
    expect((await post({ intent: 'buy-everything', js: '1' }, cookies)).status).toBe(400);
    const after = user('investor@celengan.test');
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('sends a visitor to sign in', async () => {
    const result = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'true' }, new CookieJar());
    expect(result.status).toBe(302);
    expect(result.location).toBe('/signin?target=%2Freksadana');
  });

  it('resends the verification email once, then answers 429 with Retry-After', async () => {
    const cookies = await signedIn('email@celengan.test');
    const first = await post({ intent: 'resend-verification-email', js: '1' }, cookies);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ intent: 'resend-verification-email', outcome: 'SENT' });
    const second = await post({ intent: 'resend-verification-email' }, cookies);
    expect(second.status).toBe(429);
    expect(second.data).toMatchObject({ outcome: 'TOO_MANY_REQUESTS' });
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post({ intent: 'resend-verification-email' }, await signedIn('investor@celengan.test'))).status).toBe(409);
  });
});

describe('POST /api/v1/profile/update-mutual-fund-notification', () => {
  const get = (cookies: CookieJar) => callRoute(notificationSettings.loader, { url: '/api/v1/profile/update-mutual-fund-notification', cookies });

  it('saves the settings of a JSON body and answers every setting', async () => {
    const cookies = await signedIn('sales@celengan.test');
    const request = new Request('http://localhost/api/v1/profile/update-mutual-fund-notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookies.header() },
      body: JSON.stringify({ hasDismissedMutualFundRiskWarningPopup: true, skipFetchUserProfile: true }),
    });
    const response = (await notificationSettings.action({ request, context: contextFor(), params: {}, url: new URL(request.url), pattern: '' } as never)) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, boolean> };
    expect(body.data.hasDismissedMutualFundRiskWarningPopup).toBe(true);
    // Seven popups and cards, the balance mask and (issue 17) the notification emails.
    expect(Object.keys(body.data)).toHaveLength(9);
    expect(body.data.emailNotifications).toBe(true);
    expect(user('sales@celengan.test').hasDismissedMutualFundRiskWarningPopup).toBe(true);
  });

  it('refuses a bad body (400), a visitor (401), a foreign origin (403) and GET (405)', async () => {
    const cookies = await signedIn('sales@celengan.test');
    const call = async (body: unknown, headers: Record<string, string> = {}, cookie = cookies.header()) => {
      const request = new Request('http://localhost/api/v1/profile/update-mutual-fund-notification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...headers },
        body: JSON.stringify(body),
      });
      const response = (await notificationSettings.action({ request, context: contextFor(), params: {}, url: new URL(request.url), pattern: '' } as never)) as Response;
      return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string[]> } };
    };
    const bad = await call({ isVerified: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Isi permintaan tidak valid.');
    expect(bad.body.errors!.isVerified).toEqual(['Pilihan tidak valid']);
    const wrongValue = await call({ enableMutualFundBalanceMasking: 'yes' });
    expect(wrongValue.status).toBe(400);
    expect(wrongValue.body.errors).toEqual({ enableMutualFundBalanceMasking: ['Pilihan tidak valid'] });
    expect((await call({ enableMutualFundBalanceMasking: true }, {}, '')).status).toBe(401);
    expect((await call({ enableMutualFundBalanceMasking: true }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await get(cookies)).status).toBe(405);
  });

  it('names unknown keys that are also names of object members (__proto__, constructor) as fields at fault, not a 500', async () => {
    const cookies = await signedIn('sales@celengan.test');
    const before = user('sales@celengan.test');
    for (const [text, fields] of [
      ['{"constructor":1}', ['constructor']],
      ['{"__proto__":{}}', ['__proto__']],
      ['{"toString":true,"hasOwnProperty":false,"enableMutualFundBalanceMasking":true}', ['toString', 'hasOwnProperty']],
    ] as const) {
      const request = new Request('http://localhost/api/v1/profile/update-mutual-fund-notification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.header() },
        body: text,
      });
      const response = (await notificationSettings.action({ request, context: contextFor(), params: {}, url: new URL(request.url), pattern: '' } as never)) as Response;
      expect(response.status).toBe(400);
      const body = JSON.parse(await response.text()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe('Isi permintaan tidak valid.');
      // (A body with no setting at all is also named as a whole: "body".)
      expect(Object.keys(body.errors).filter((key) => key !== 'body').sort()).toEqual([...fields].sort());
      for (const field of fields) expect(Object.getOwnPropertyDescriptor(body.errors, field)?.value).toEqual(['Pilihan tidak valid']);
    }
    expect(user('sales@celengan.test')).toEqual(before);
  });
});

function contextFor() {
  return new RouterContextProvider();
}
