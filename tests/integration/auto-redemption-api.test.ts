// The auto-redemption API and pages through their route modules (issue 18 item 4; spec funds §2.1, §7
// auto-redemptions/{id} and /give-consent; decision 087): read, change, stop and consent; another investor's id and a
// missing one answer the same 404; bad input 400/415 localized, 422 when nothing waits, never 500; the Origin check;
// the pages' actions (create → approval → approved, consent required) and their 404s.
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import * as signIn from '~/routes/account/sign-in';
import * as oneRoute from '~/routes/api/auto-redemption';
import * as consentRoute from '~/routes/api/auto-redemption-consent';
import * as approvalPage from '~/routes/auto-redemption/approval';
import * as approvedPage from '~/routes/auto-redemption/approved';
import * as newPage from '~/routes/auto-redemption/new';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10 November 2025, 10:00 WIB
const ORIGIN = 'http://localhost';

let investor: CookieJar;
let other: CookieJar;

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const demoRule = (status: 'ACTIVE' | 'PENDING_ACTIVATION_APPROVAL') =>
  db()
    .select()
    .from(schema.autoRedemptions)
    .where(and(eq(schema.autoRedemptions.userId, userId('investor@celengan.test')), eq(schema.autoRedemptions.status, status)))
    .get()!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

type Module = { loader: (args: never) => unknown; action: (args: never) => unknown };

async function call(module: Module, path: string, options: { method?: string; body?: unknown; raw?: { text: string; type: string }; cookies?: CookieJar | null; headers?: Record<string, string>; params?: Record<string, string> } = {}) {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Origin: ORIGIN, ...options.headers });
  const cookies = options.cookies === undefined ? investor : options.cookies;
  if (cookies) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (options.raw) {
    headers.set('Content-Type', options.raw.type);
    body = options.raw.text;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: options.params ?? {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' || method === 'HEAD' ? module.loader : module.action;
  const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

const BASE = '/api/v2/mutual-funds/auto-redemptions';
const one = (id: number | string, options: Parameters<typeof call>[2] = {}) => call(oneRoute as Module, `${BASE}/${id}`, { params: { id: String(id) }, ...options });
const consent = (id: number | string, options: Parameters<typeof call>[2] = {}) =>
  call(consentRoute as Module, `${BASE}/${id}/give-consent`, { method: 'POST', params: { id: String(id) }, ...options });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investor = await signInAs('investor@celengan.test');
  other = await signInAs('cashback@celengan.test');
});
afterAll(() => vi.useRealTimers());

describe('GET, PATCH, DELETE /api/v2/mutual-funds/auto-redemptions/{id} and /give-consent', () => {
  it('reads the demo rules with decimals; another investor and a missing id get the same 404', async () => {
    const active = demoRule('ACTIVE');
    const read = await one(active.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: active.id, status: 'ACTIVE', triggerType: 'PERIOD', periodMonths: 6, scope: 'PROFIT_ONLY', profitTarget: null, pendingChange: null, pendingCancellation: false });
    expect(typeof read.body.data.holding.units).toBe('number');
    expect(read.body.data.holding.units % 1 === 0 || read.body.data.holding.units.toString().split('.')[1]!.length <= 4).toBe(true);
    const pending = await one(demoRule('PENDING_ACTIVATION_APPROVAL').id);
    expect(pending.body.data).toMatchObject({ status: 'PENDING_ACTIVATION_APPROVAL', triggerType: 'PERCENTAGE_PROFIT', profitTarget: 20, scope: 'ALL' });

    const foreign = await one(active.id, { cookies: other });
    const missing = await one(999_999, { cookies: other });
    expect(foreign).toEqual(missing);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Jual otomatis tidak ditemukan');
    expect((await consent(active.id, { cookies: other, body: { consent: true } })).status).toBe(404);
    expect((await one(active.id, { cookies: other, method: 'DELETE' })).status).toBe(404);
    expect((await one('abc')).status).toBe(404);
    expect((await one(active.id, { cookies: null })).status).toBe(401);
  });

  it('a change waits for consent; give-consent applies it; a stop too; nothing waiting is 422', async () => {
    const { id } = demoRule('ACTIVE');
    const changed = await one(id, { method: 'PATCH', body: { triggerType: 'PERCENTAGE_PROFIT', profitTarget: 12.5, scope: 'ALL' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'PENDING_EDIT_APPROVAL', triggerType: 'PERIOD', pendingChange: { triggerType: 'PERCENTAGE_PROFIT', profitTarget: 12.5, periodMonths: null, scope: 'ALL' } });
    expect((await consent(id, { body: {} })).status).toBe(400);
    const agreed = await consent(id, { body: { consent: true } });
    expect(agreed.status).toBe(200);
    expect(agreed.body.data).toMatchObject({ status: 'ACTIVE', triggerType: 'PERCENTAGE_PROFIT', profitTarget: 12.5, pendingChange: null });
    const again = await consent(id, { body: { consent: true } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'NOT_ALLOWED', status: 'ACTIVE' });

    const stop = await one(id, { method: 'DELETE' });
    expect(stop.body.data).toMatchObject({ status: 'PENDING_CANCELLATION_APPROVAL', pendingCancellation: true });
    expect((await consent(id, { raw: { text: 'consent=true', type: 'application/x-www-form-urlencoded' } })).body.data.status).toBe('INACTIVE');
    expect((await one(id, { method: 'PATCH', body: { triggerType: 'PERIOD', periodMonths: 1, scope: 'ALL' } })).status).toBe(422);
  });

  it('bad input: 400 with localized field errors, 415, 403 from a foreign Origin, 405; never 500', async () => {
    const { id } = demoRule('PENDING_ACTIVATION_APPROVAL');
    const bad = await one(id, { method: 'PATCH', body: { triggerType: 'PERCENTAGE_PROFIT', profitTarget: 150, scope: 'ALL' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.profitTarget).toEqual(['Target keuntungan 1% sampai 100%, paling banyak 2 angka desimal']);
    const period = await one(id, { method: 'PATCH', body: { triggerType: 'PERIOD', periodMonths: 2, scope: 'SOME' } });
    expect(period.status).toBe(400);
    expect(Object.keys(period.body.errors)).toEqual(expect.arrayContaining(['scope']));
    for (const body of [null, [], 'x', 1, { __proto__: { a: 1 } }, { constructor: 'x', triggerType: 'PERIOD' }]) {
      expect((await one(id, { method: 'PATCH', body })).status).toBe(400);
    }
    expect((await one(id, { method: 'PATCH', raw: { text: 'hello', type: 'text/plain' } })).status).toBe(415);
    expect((await one(id, { method: 'PATCH', headers: { Origin: 'https://evil.example' }, body: { triggerType: 'PERIOD', periodMonths: 1, scope: 'ALL' } })).status).toBe(403);
    expect((await consent(id, { headers: { Origin: 'https://evil.example' }, body: { consent: true } })).status).toBe(403);
    expect((await one(id, { method: 'POST', body: {} })).status).toBe(405);
    expect((await call(consentRoute as Module, `${BASE}/${id}/give-consent`, { params: { id: String(id) } })).status).toBe(405);
    // Nothing changed by the refused requests.
    expect(demoRule('PENDING_ACTIVATION_APPROVAL').id).toBe(id);
  });
});

describe('the pages', () => {
  it('create → approval (consent required) → approved; a holding with a live rule leads to it; another investor gets 404', async () => {
    const { portfolioId, fundId } = db()
      .select({ portfolioId: schema.positions.portfolioId, fundId: schema.positions.fundId })
      .from(schema.positions)
      .innerJoin(schema.portfolios, eq(schema.portfolios.id, schema.positions.portfolioId))
      .where(and(eq(schema.positions.userId, userId('investor@celengan.test')), eq(schema.portfolios.name, 'Pendidikan Anak')))
      .get()!;
    const url = `/auto-redemption/baru?portfolioId=${portfolioId}&fundId=${fundId}`;
    const form = await callRoute(newPage.loader, { url, cookies: investor });
    expect(form.status).toBe(200);
    expect((await callRoute(newPage.loader, { url, cookies: other })).status).toBe(404);
    expect((await callRoute(newPage.loader, { url: '/auto-redemption/baru?portfolioId=x', cookies: investor })).status).toBe(404);

    const refused = await callRoute(newPage.action, { url, method: 'POST', cookies: investor, form: { triggerType: 'PERCENTAGE_PROFIT', profitTarget: '0,5', scope: 'ALL' } });
    expect(refused.status).toBe(400);
    const created = await callRoute(newPage.action, { url, method: 'POST', cookies: investor, form: { triggerType: 'PERIOD', periodMonths: '3', profitTarget: '10', scope: 'PROFIT_ONLY' } });
    expect(created.status).toBe(303);
    const approval = created.location!;
    expect(approval).toMatch(/^\/auto-redemption\/\d+\/approval$/);
    const id = approval.split('/')[2]!;
    // The holding now has a live rule: the form leads to it.
    expect((await callRoute(newPage.loader, { url, cookies: investor })).location).toBe(approval);

    const noTick = await callRoute(approvalPage.action, { url: approval, method: 'POST', cookies: investor, params: { id }, form: { intent: 'consent' } });
    expect(noTick.status).toBe(400);
    expect(noTick.data).toEqual({ consentError: 'autoRedemption:errors.consent' });
    const ticked = await callRoute(approvalPage.action, { url: approval, method: 'POST', cookies: investor, params: { id }, form: { intent: 'consent', consent: 'true' } });
    expect(ticked.status).toBe(303);
    expect(ticked.location).toBe(`/auto-redemption/${id}/approved`);
    const approved = await callRoute(approvedPage.loader, { url: ticked.location!, cookies: investor, params: { id } });
    expect(approved.data).toMatchObject({ rule: { status: 'ACTIVE', terms: { triggerType: 'PERIOD', periodMonths: 3, scope: 'PROFIT_ONLY' }, anchorDate: '2025-11-10' } });
    for (const page of [approvalPage, approvedPage]) {
      expect((await callRoute(page.loader, { url: approval, cookies: other, params: { id } })).status).toBe(404);
    }
  });
});
