// The Nabung Rutin pages through their loaders and actions (issue 17 item 1; spec funds §2.1, §4.4, §5; decision 074)
// on this file's copy of the seeded database: a visitor signs in first (and comes back), the create page's states
// (the form, robo refused, registration in process, the limit of five), a plain post that creates and redirects
// (Post/Redirect/Get) or comes back with the field's error, the edit page's save/pause/resume/stop, someone else's
// ids a 404 on every page, the dashboard's panel (§4.4) and the feature flag off.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import * as signIn from '~/routes/account/sign-in';
import * as createPage from '~/routes/recurring/create';
import * as detailPage from '~/routes/recurring/detail';
import * as editPage from '~/routes/recurring/edit';
import * as listPage from '~/routes/recurring/list';
import * as portfolioPage from '~/routes/recurring/portfolio';
import * as dashboardPage from '~/routes/reksadana/portfolio-dashboard';

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolioOf = (email: string, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.name, name))).get()!;
const openFund = () =>
  db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.status, 'active_subsenabled'), eq(schema.funds.currency, 'IDR')))
    .all()
    .find((f) => f.containerAccount !== null && f.minimumInitialSubscriptionAmount <= 100_000)!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const createUrl = (portfolioId: number) => `/reksadana/nabung-rutin/buat-jadwal?portfolio=${portfolioId}`;
const createForm = (fundId: number, extra: Record<string, string> = {}) => ({ mutualFundId: String(fundId), amount: '100.000', period: 'MONTHLY', dayOfMonth: '7', dayOfWeek: '1', validity: 'FOREVER', ...extra });

let investor: CookieJar;
let education: { id: number };

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  education = portfolioOf('investor@celengan.test', 'Pendidikan Anak');
});

describe('the Nabung Rutin pages', () => {
  it('send a visitor to sign in and back', async () => {
    for (const [loader, url, params] of [
      [listPage.loader, '/reksadana/nabung-rutin', {}],
      [createPage.loader, createUrl(1), {}],
      [detailPage.loader, '/reksadana/nabung-rutin/1/2', { portfolioId: '1', recurringId: '2' }],
    ] as const) {
      const answer = await callRoute(loader as typeof listPage.loader, { url, params });
      expect(answer.status, url).toBe(302);
      expect(answer.location, url).toBe(`/signin?target=${encodeURIComponent(url)}`);
    }
  });

  it('create from a plain post: the field error comes back (400), a good one redirects to the schedule', async () => {
    const fund = openFund();
    const page = await callRoute(createPage.loader, { url: createUrl(education.id), cookies: investor });
    expect(page.data).toMatchObject({ state: 'FORM', portfolio: { id: education.id } });
    expect(page.data!.funds.length).toBeGreaterThan(1);
    // The portfolio's own funds first (spec: "among the portfolio's funds and the open funds").
    const firstOther = page.data!.funds.findIndex((f) => !f.held);
    expect(page.data!.funds.slice(firstOther).every((f) => !f.held)).toBe(true);

    const refused = await callRoute(createPage.action, { url: createUrl(education.id), method: 'POST', form: createForm(fund.id, { amount: '5' }), cookies: investor });
    expect(refused.status).toBe(422);
    expect(refused.data!.result!.error!.amount![0]).toMatch(/^recurring:rules\.refusal\.BELOW_MINIMUM/);

    const made = await callRoute(createPage.action, { url: createUrl(education.id), method: 'POST', form: createForm(fund.id), cookies: investor });
    expect(made.status).toBe(303);
    const [, portfolioId, recurringId] = /^\/reksadana\/nabung-rutin\/(\d+)\/(\d+)\?ok=created$/.exec(made.location!)!;
    const row = db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.id, Number(recurringId))).get()!;
    // The monthly picker's day, not the weekly one's; the amount as typed ("100.000" is a hundred thousand).
    expect(row).toMatchObject({ portfolioId: education.id, fundId: fund.id, amount: 100_000, period: 'MONTHLY', day: 7, validity: 'FOREVER', status: 'ACTIVE' });

    const detail = await callRoute(detailPage.loader, { url: made.location!, params: { portfolioId: portfolioId!, recurringId: recurringId! }, cookies: investor });
    expect(detail.data).toMatchObject({ notice: 'created', schedule: { id: row.id, period: 'MONTHLY', day: 7, status: 'ACTIVE' }, runs: [] });
  });

  it('edit: a weekly change with an end date, pause, resume, stop (Post/Redirect/Get)', async () => {
    const fund = openFund();
    const made = await callRoute(createPage.action, { url: createUrl(education.id), method: 'POST', form: createForm(fund.id), cookies: investor });
    const id = Number(/\/(\d+)\?ok=created$/.exec(made.location!)![1]);
    const params = { portfolioId: String(education.id), recurringId: String(id) };
    const url = `/reksadana/nabung-rutin/ubah/${education.id}/${id}`;
    const page = await callRoute(editPage.loader, { url, params, cookies: investor });
    const end = page.data!.endDateWindow.min;
    const saved = await callRoute(editPage.action, {
      url,
      params,
      method: 'POST',
      form: { intent: 'save', amount: '250.000', period: 'WEEKLY', dayOfMonth: '7', dayOfWeek: '3', validity: 'CHOOSE_DATE', endDate: end },
      cookies: investor,
    });
    expect(saved.location).toBe(`/reksadana/nabung-rutin/${education.id}/${id}?ok=saved`);
    expect(db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.id, id)).get()).toMatchObject({ amount: 250_000, period: 'WEEKLY', day: 3, validity: 'CHOOSE_DATE', endDate: end });
    for (const [intent, status] of [['pause', 'PAUSED'], ['resume', 'ACTIVE'], ['stop', 'STOPPED']] as const) {
      const answer = await callRoute(editPage.action, { url, params, method: 'POST', form: { intent }, cookies: investor });
      expect(answer.status).toBe(303);
      expect(db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.id, id)).get()!.status).toBe(status);
    }
    const confirm = await callRoute(editPage.loader, { url: `${url}?hentikan=1`, params, cookies: investor });
    expect(confirm.data!.confirmStop).toBe(false);
  });

  it('answer someone else’s portfolio or schedule, and a malformed id, with a 404', async () => {
    const other = await signInAs('rujukan@celengan.test');
    const mine = db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.userId, userId('investor@celengan.test'))).get()!;
    const params = { portfolioId: String(mine.portfolioId), recurringId: String(mine.id) };
    for (const [fn, url, p] of [
      [portfolioPage.loader, `/reksadana/nabung-rutin/${mine.portfolioId}`, { portfolioId: String(mine.portfolioId) }],
      [detailPage.loader, `/reksadana/nabung-rutin/${mine.portfolioId}/${mine.id}`, params],
      [editPage.loader, `/reksadana/nabung-rutin/ubah/${mine.portfolioId}/${mine.id}`, params],
      [editPage.action, `/reksadana/nabung-rutin/ubah/${mine.portfolioId}/${mine.id}`, params],
      [createPage.loader, createUrl(mine.portfolioId), {}],
      [createPage.loader, '/reksadana/nabung-rutin/buat-jadwal?portfolio=abc', {}],
      [detailPage.loader, '/reksadana/nabung-rutin/x/1', { portfolioId: 'x', recurringId: '1' }],
    ] as const) {
      const answer = await callRoute(fn as typeof detailPage.loader, { url, params: p, cookies: other, ...(fn === editPage.action ? { method: 'POST' as const, form: { intent: 'stop' } } : {}) });
      expect(answer.status, url).toBe(404);
    }
    expect(db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.id, mine.id)).get()!.status).not.toBe('STOPPED');
  });

  it('the create page: robo refused, registration in process, the limit of five', async () => {
    const robo = portfolioOf('investor@celengan.test', 'Portofolio Utama');
    expect((await callRoute(createPage.loader, { url: createUrl(robo.id), cookies: investor })).data!.state).toBe('ROBO');

    const waitingId = userId('menunggu@celengan.test');
    const waitingPortfolio = db().insert(schema.portfolios).values({ userId: waitingId, name: 'Tabungan' }).returning().get();
    const waiting = await signInAs('menunggu@celengan.test');
    expect((await callRoute(createPage.loader, { url: createUrl(waitingPortfolio.id), cookies: waiting })).data!.state).toBe('IN_PROCESS');

    const fund = openFund();
    for (let i = 0; i < 5; i++) await callRoute(createPage.action, { url: createUrl(education.id), method: 'POST', form: createForm(fund.id), cookies: investor });
    const full = await callRoute(createPage.loader, { url: createUrl(education.id), cookies: investor });
    expect(full.data).toMatchObject({ state: 'LIMIT', maximum: 5 });
    // spec funds §4.4: five schedules, the dashboard's panel leads to the create-limit notice.
    const dashboard = await callRoute(dashboardPage.loader, { url: `/reksadana/portfolio/${education.id}`, params: { portfolioId: String(education.id) }, cookies: investor });
    expect(dashboard.data!.recurring).toEqual({ kind: 'LIMIT', href: createUrl(education.id), count: 5 });
  });

  it('are a 404 with the feature off, and the dashboard has no panel', async () => {
    setFeatureFlag(db(), { name: 'recurringInvestment', enabled: false, actor: { kind: 'cli' }, now: new Date() });
    try {
      expect((await callRoute(listPage.loader, { url: '/reksadana/nabung-rutin', cookies: investor })).status).toBe(404);
      const dashboard = await callRoute(dashboardPage.loader, { url: `/reksadana/portfolio/${education.id}`, params: { portfolioId: String(education.id) }, cookies: investor });
      expect(dashboard.data!.recurring).toBeNull();
    } finally {
      setFeatureFlag(db(), { name: 'recurringInvestment', enabled: true, actor: { kind: 'cli' }, now: new Date() });
    }
  });
});
