// The landing page rendered on the server from its loader's data, with the feature flags of the
// database switched (issue 4 item 6: "Feature flags from the database drive every flagged part"):
// each flag shows or hides its part, for a visitor and for a signed-in investor. Flags are global,
// so each case restores the seeded state. (Browser journeys are Playwright's: tests/e2e/landing.)
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts';
import { callRoute, CookieJar } from '../support/route';
import { FEATURE_FLAGS, type FeatureFlagName } from '~/domain/feature-flags';
import { db } from '~/lib/db.server';
import { fromJsonText } from '~/lib/json-text';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { i18nOptions } from '~/locales';
import { setFeatureFlag } from '~/models/feature-flags.server';
import * as signIn from '~/routes/account/sign-in';
import * as landing from '~/routes/reksadana/landing';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ ...i18nOptions, lng: 'id', initAsync: false });

async function html(query = '', cookies?: CookieJar): Promise<string> {
  const { data } = await callRoute(landing.loader, { url: `/reksadana${query}`, cookies });
  const router = createMemoryRouter(
    [{ path: '*', element: createElement(landing.default as ComponentType<{ loaderData: unknown }>, { loaderData: data }) }],
    { initialEntries: [`/reksadana${query}`] },
  );
  // Prerendered, so that the lazy parts (the signed-in dashboard) are awaited and written in place,
  // as the server's document render does (app/entry.server.tsx).
  const { prelude } = await prerenderToNodeStream(createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router })), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

async function investor(): Promise<CookieJar> {
  const cookies = new CookieJar();
  await callRoute(signIn.action, { url: '/signin', form: { email: 'investor@celengan.test', password: DEMO_PASSWORD }, cookies });
  return cookies;
}

const switched: FeatureFlagName[] = [];
function flag(name: FeatureFlagName, enabled: boolean) {
  setFeatureFlag(db(), { name, enabled, actor: { kind: 'cli' }, now: new Date() });
  switched.push(name);
}
afterEach(() => {
  for (const name of switched.splice(0)) {
    setFeatureFlag(db(), { name, enabled: FEATURE_FLAGS[name].defaultEnabled, actor: { kind: 'cli' }, now: new Date() });
  }
});

beforeAll(async () => {
  // The server imports its string renderers lazily; let those imports settle first, as a server's
  // first request does before it renders.
  await html().catch(() => undefined);
  await import('~/components/ui/static-markup-renderer');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('the flags a visitor sees', () => {
  it.each<[FeatureFlagName, string]>([
    ['roboAdvisor', 'id="robo"'],
    ['promoSection', 'id="promo"'],
    ['videoLearning', 'id="video"'],
  ])('%s off hides %s', async (name, marker) => {
    expect(await html()).toContain(marker);
    flag(name, false);
    expect(await html()).not.toContain(marker);
  });
});

describe('the flags a signed-in investor sees', () => {
  it.each<[FeatureFlagName, boolean, string]>([
    ['recurringInvestment', false, 'data-testid="submenu-recurring"'],
    ['referral', false, 'data-testid="submenu-referral"'],
    ['referral', false, 'data-testid="referral-card"'],
    ['watchlist', false, 'data-testid="chip-watchlist"'],
    ['roboAdvisor', false, 'id="robo"'],
  ])('%s off hides %s', async (name, _enabled, marker) => {
    const cookies = await investor();
    expect(await html('', cookies)).toContain(marker);
    flag(name, false);
    expect(await html('', cookies)).not.toContain(marker);
  });

  it('bonds off hides the bonds card (on by default since the bonds pages exist, decision 089)', async () => {
    const cookies = await investor();
    expect(await html('', cookies)).toContain('data-testid="bonds-card"');
    flag('bonds', false);
    expect(await html('', cookies)).not.toContain('data-testid="bonds-card"');
  });

  it('add-portfolio for offline users lets the sales account add a portfolio', async () => {
    const cookies = new CookieJar();
    await callRoute(signIn.action, { url: '/signin', form: { email: 'sales@celengan.test', password: DEMO_PASSWORD }, cookies });
    const { data } = await callRoute(landing.loader, { url: '/reksadana', cookies });
    expect(fromJsonText(data!.viewJson).initials.portfolioSummary!.carousel.addNew.shown).toBe(false);
    flag('addPortfolioForOfflineUsers', true);
    const after = await callRoute(landing.loader, { url: '/reksadana', cookies });
    expect(fromJsonText(after.data!.viewJson).initials.portfolioSummary!.carousel.addNew.shown).toBe(true);
  });

  it('financial goals off hides the goals popup of a verified investor without orders', async () => {
    // The EDD account (verified, a PIN, no orders, no goal portfolio) with its goals popup not closed.
    db().update(users).set({ hasClosedMutualFundFinancialGoalsPopup: false }).where(eq(users.email, 'edd@celengan.test')).run();
    const cookies = new CookieJar();
    await callRoute(signIn.action, { url: '/signin', form: { email: 'edd@celengan.test', password: DEMO_PASSWORD }, cookies });
    const popupOf = async () => fromJsonText((await callRoute(landing.loader, { url: '/reksadana', cookies })).data!.viewJson).initials.popup;
    const before = await popupOf();
    flag('financialGoals', false);
    const after = await popupOf();
    expect(before).toEqual({ kind: 'FINANCIAL_GOALS' });
    expect(after).toBeNull();
  });
});
