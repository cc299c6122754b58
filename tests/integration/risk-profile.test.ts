// The risk-profile test and the robo score through their route modules (issue 16 items 1, 2, 9; decisions 064,
// 065), against this file's copy of the seeded database: the test page saves each answer and resumes at the saved
// step (users.quiz_step follows it, so the landing's card leads back to it), the last answer writes the profile
// (audited, old → new) and the cart's next risk warning reads it at once; a retake keeps the profile until it
// completes; the API calculates without saving, saves, and refuses bad bodies 400/415/422 with localized errors; a
// robo portfolio's score sets its model and replaces its funds (never mixed or USD, only funds open for
// subscription), a portfolio without a score yet is welcome, and another user's portfolio is the same 404 as a
// missing one.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { INVESTOR_QUESTIONS, ROBO_QUESTIONS } from '~/domain/policies/risk-profile';
import { QUIZ_STEP_RESULT_THRESHOLD, registrationOutcome } from '~/domain/policies/registration-indicator';
import { db } from '~/lib/db.server';
import { assignRoboModel, findOwnRoboPortfolio, getInvestorRiskTest } from '~/models/risk-profile.server';
import { purchasePreview } from '~/models/subscriptions.server';
import * as signIn from '~/routes/account/sign-in';
import * as calculateApi from '~/routes/api/risk-profile-calculate';
import * as profileApi from '~/routes/api/risk-profile';
import * as scoringApi from '~/routes/api/risk-profile-scoring';
import * as resultPage from '~/routes/risk-profile/result';
import * as retakePage from '~/routes/risk-profile/retake';
import * as roboResultPage from '~/routes/risk-profile/robo-result';
import * as roboTestPage from '~/routes/risk-profile/robo-test';
import * as testPage from '~/routes/risk-profile/test';

const TEST = '/reksadana/profil-risiko';
const API = '/api/v2/mutual-funds/profile/risk-profile';

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}
const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const audits = (action: string, entityId: string) =>
  db().select().from(schema.auditLog).where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.entityId, entityId))).all();

/** The option with the given rank (0 lowest points … 3 highest) for every question. */
const answersAt = (rank: number) => Object.fromEntries(INVESTOR_QUESTIONS.map((q) => [q.id, q.options[rank]!.id]));
const roboAnswersAt = (rank: number) => Object.fromEntries(ROBO_QUESTIONS.map((q) => [q.id, q.options[rank]!.id]));

/** The cart's risk warning for a purchase of the user's default robo portfolio (it holds a stock fund). */
function nextRiskWarning(email: string): boolean {
  const investor = user(email);
  const portfolio = db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, investor.id), eq(schema.portfolios.isDefault, true)))
    .get()!;
  const preview = purchasePreview(investor.id, { portfolioId: portfolio.id, portfolioName: null, mutualFundIds: [] });
  if (!preview.ok) throw new Error(`no preview: ${JSON.stringify(preview.refusal)}`);
  return preview.preview.riskWarning;
}

let baru: CookieJar;
let rujukan: CookieJar;
let investor: CookieJar;
beforeAll(async () => {
  baru = await signInAs('baru@celengan.test');
  rujukan = await signInAs('rujukan@celengan.test');
  investor = await signInAs('investor@celengan.test');
});

describe('the risk-profile test page', () => {
  it('sends a visitor to sign in', async () => {
    const result = await callRoute(testPage.loader, { url: TEST });
    expect(result).toMatchObject({ status: 302, location: `/signin?target=${encodeURIComponent(TEST)}` });
  });

  it('saves each answer, and an interrupted test resumes at its step (the landing’s quiz step follows)', async () => {
    const first = await callRoute(testPage.loader, { url: TEST, cookies: baru });
    expect(first.data).toMatchObject({ questionId: 'horizon', index: 0, total: 8, selected: null, resumed: false, currentProfile: null });

    for (const [index, question] of INVESTOR_QUESTIONS.slice(0, 3).entries()) {
      const saved = await callRoute(testPage.action, { url: TEST, form: { question: question.id, answer: question.options[2]!.id }, cookies: baru });
      expect(saved).toMatchObject({ status: 302, location: `${TEST}?langkah=${index + 2}` });
    }
    expect(user('baru@celengan.test').quizStep).toBe(3);
    // The landing's card still leads to the test (3 is not above the threshold)
    expect(QUIZ_STEP_RESULT_THRESHOLD).toBe(7);

    // Coming back later (no step in the address): the fourth question
    const resumed = await callRoute(testPage.loader, { url: TEST, cookies: baru });
    expect(resumed.data).toMatchObject({ questionId: 'experience', index: 3, resumed: true, backHref: `${TEST}?langkah=3` });
    // Back to an answered question: its answer is checked; ahead of the saved step: the saved step
    expect((await callRoute(testPage.loader, { url: `${TEST}?langkah=2`, cookies: baru })).data).toMatchObject({ questionId: 'goal', selected: 'BALANCED_GROWTH' });
    expect((await callRoute(testPage.loader, { url: `${TEST}?langkah=7`, cookies: baru })).data).toMatchObject({ questionId: 'experience' });
    // Changing an earlier answer goes on to the next question, the later answers kept
    const changed = await callRoute(testPage.action, { url: TEST, form: { question: 'goal', answer: 'MAXIMUM_GROWTH' }, cookies: baru });
    expect(changed.location).toBe(`${TEST}?langkah=3`);
    expect(getInvestorRiskTest(user('baru@celengan.test').id)).toMatchObject({ step: 3, completed: false, inProgress: true });
  });

  it('refuses a missing or foreign answer with the field’s error, nothing saved', async () => {
    const missing = await callRoute(testPage.action, { url: TEST, form: { question: 'experience' }, cookies: baru });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ error: { answer: ['riskProfile:errors.chooseOne'] } });
    const foreign = await callRoute(testPage.action, { url: TEST, form: { question: 'experience', answer: 'SELL_ALL' }, cookies: baru });
    expect(foreign).toMatchObject({ status: 400, data: { error: { answer: ['validation:memberOf'] } } });
    const noQuestion = await callRoute(testPage.action, { url: TEST, form: { question: '__proto__', answer: 'NONE' }, cookies: baru });
    expect(noQuestion.status).toBe(400);
    expect(user('baru@celengan.test').quizStep).toBe(3);
  });

  it('completes with the last answer: the profile is written and audited, the result shows it', async () => {
    for (const question of INVESTOR_QUESTIONS.slice(3)) {
      await callRoute(testPage.action, { url: TEST, form: { question: question.id, answer: question.options[2]!.id }, cookies: baru });
    }
    const baruRow = user('baru@celengan.test');
    // 4 + 3 + 4 + 2 + 2 + 2 + 2 + 2 = 21: moderate to high (decision 064)
    expect(baruRow).toMatchObject({ investorRiskProfile: 'MODERATE_TO_HIGH', quizStep: 8 });
    expect(audits('risk_profile.completed', String(baruRow.id))).toMatchObject([{ actorUserId: baruRow.id, actorKind: 'user', details: { from: null, to: 'MODERATE_TO_HIGH', score: 21 } }]);
    // Decision 011: a quiz step above the threshold leads the landing's card to the result
    expect(
      registrationOutcome({
        mutualFundKycStatus: null,
        isVerified: false,
        isEmailVerified: true,
        isUserHasStartedRegistration: false,
        mutualFundKycRejectionReason: null,
        mutualFundKseiRejectionReason: null,
        quizStep: baruRow.quizStep,
        formVersion: 'second',
        lastPageFilled: null,
        hasPrefillData: false,
        hasClosedMutualFundSuccessRegistrationCard: false,
      }),
    ).toMatchObject({ destination: 'RISK_PROFILE_RESULT' });

    // The test itself now leads to the result
    expect(await callRoute(testPage.loader, { url: TEST, cookies: baru })).toMatchObject({ status: 302, location: `${TEST}/hasil` });
    const result = await callRoute(resultPage.loader, { url: `${TEST}/hasil`, cookies: baru });
    expect(result.data).toMatchObject({
      profile: 'MODERATE_TO_HIGH',
      score: 21,
      maxScore: 30,
      fittingTypes: ['PASAR_UANG', 'PENDAPATAN_TETAP'],
      warnedTypes: ['CAMPURAN', 'SAHAM'],
      retaking: false,
    });
  });

  it('sends an investor without a profile from the result and the retake to the test', async () => {
    const baruAgain = await signInAs('baru@celengan.test');
    db().update(schema.users).set({ investorRiskProfile: null }).where(eq(schema.users.email, 'lama@celengan.test')).run();
    const lama = await signInAs('lama@celengan.test');
    expect(await callRoute(resultPage.loader, { url: `${TEST}/hasil`, cookies: lama })).toMatchObject({ status: 302, location: TEST });
    expect(await callRoute(retakePage.loader, { url: `${TEST}/ubah`, cookies: lama })).toMatchObject({ status: 302, location: TEST });
    expect((await callRoute(retakePage.loader, { url: `${TEST}/ubah`, cookies: baruAgain })).data).toEqual({ profile: 'MODERATE_TO_HIGH' });
  });
});

describe('a profile change takes effect on the next risk warning', () => {
  it('warns a moderate investor about a stock purchase until the new profile is high; a retake keeps the old one until it completes', async () => {
    const id = user('rujukan@celengan.test').id;
    expect(user('rujukan@celengan.test').investorRiskProfile).toBe('MODERATE');
    expect(nextRiskWarning('rujukan@celengan.test')).toBe(true);
    // A profile from before this test (seeded, no answers): the test page leads to its result
    expect(await callRoute(testPage.loader, { url: TEST, cookies: rujukan })).toMatchObject({ status: 302, location: `${TEST}/hasil` });

    // The retake page (GET) changes nothing; its post starts a new attempt
    expect((await callRoute(retakePage.loader, { url: `${TEST}/ubah`, cookies: rujukan })).data).toEqual({ profile: 'MODERATE' });
    expect(await callRoute(retakePage.action, { url: `${TEST}/ubah`, form: {}, cookies: rujukan })).toMatchObject({ status: 302, location: TEST });
    expect(user('rujukan@celengan.test')).toMatchObject({ investorRiskProfile: 'MODERATE', quizStep: 0 });
    expect((await callRoute(testPage.loader, { url: TEST, cookies: rujukan })).data).toMatchObject({ index: 0, currentProfile: 'MODERATE' });
    expect((await callRoute(resultPage.loader, { url: `${TEST}/hasil`, cookies: rujukan })).data).toMatchObject({ profile: 'MODERATE', score: null, retaking: true });
    for (const question of INVESTOR_QUESTIONS.slice(0, 7)) {
      await callRoute(testPage.action, { url: TEST, form: { question: question.id, answer: question.options[3]!.id }, cookies: rujukan });
    }
    // Seven of eight answered: still the old profile and its warning
    expect(user('rujukan@celengan.test')).toMatchObject({ investorRiskProfile: 'MODERATE', quizStep: 7 });
    expect(nextRiskWarning('rujukan@celengan.test')).toBe(true);

    const last = INVESTOR_QUESTIONS[7]!;
    expect(await callRoute(testPage.action, { url: TEST, form: { question: last.id, answer: last.options[3]!.id }, cookies: rujukan })).toMatchObject({ location: `${TEST}/hasil` });
    expect(user('rujukan@celengan.test').investorRiskProfile).toBe('HIGH');
    expect(nextRiskWarning('rujukan@celengan.test')).toBe(false);
    expect(audits('risk_profile.completed', String(id)).at(-1)).toMatchObject({ details: { from: 'MODERATE', to: 'HIGH', score: 30 } });
    expect(audits('risk_profile.retake_started', String(id))).toHaveLength(1);
  });
});

describe('the risk-profile API', () => {
  it('calculates without saving', async () => {
    const before = user('investor@celengan.test');
    const result = await callApi(calculateApi, { url: `${API}/calculate`, body: { answers: answersAt(1) }, cookies: investor });
    expect(result).toMatchObject({ status: 200, body: { data: { score: 10, riskProfile: 'LOW_TO_MODERATE', cappedBy: null } } });
    // a form body names the answers as fields
    const capped = await callApi(calculateApi, { url: `${API}/calculate`, body: { ...answersAt(3), drawdown: 'SELL_ALL' }, cookies: investor });
    expect(capped.body).toMatchObject({ data: { score: 24, riskProfile: 'LOW_TO_MODERATE', cappedBy: 'drawdown' } });
    expect(user('investor@celengan.test')).toMatchObject({ investorRiskProfile: before.investorRiskProfile, quizStep: before.quizStep });
  });

  it('refuses bad input: 400 an unknown option, 422 an unanswered question, 415 another type; localized', async () => {
    const wrong = await callApi(calculateApi, { url: `${API}/calculate`, body: { answers: { ...answersAt(1), horizon: 'FOREVER' } }, cookies: investor });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Jawaban tes profil risiko tidak valid', errors: { 'answers.horizon': ['Pilihan tidak valid'] } } });
    const incomplete = await callApi(calculateApi, { url: `${API}/calculate?lng=en`, body: { answers: { horizon: 'OVER_5_YEARS' } }, cookies: investor });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({ message: 'Every question must be answered', errors: { 'answers.goal': ['Choose one answer'], 'answers.knowledge': ['Choose one answer'] } });
    expect((await callApi(calculateApi, { url: `${API}/calculate`, body: [1, 2], cookies: investor })).status).toBe(400);
    expect((await callApi(calculateApi, { url: `${API}/calculate`, body: { answers: 'x' }, cookies: investor })).status).toBe(400);
    const text = await callApi(calculateApi, { url: `${API}/calculate`, method: 'POST', cookies: investor, headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect((await callApi(calculateApi, { url: `${API}/calculate`, body: { answers: answersAt(1) } })).status).toBe(401);
    expect((await callApi(calculateApi, { url: `${API}/calculate`, body: { answers: answersAt(1) }, cookies: investor, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await callApi(calculateApi, { url: `${API}/calculate`, cookies: investor })).status).toBe(405);
  });

  it('reads and saves the investor’s answers; audited', async () => {
    const id = user('investor@celengan.test').id;
    const read = await callApi(profileApi, { url: API, cookies: investor });
    expect(read).toMatchObject({ status: 200, body: { data: { investorRiskProfile: 'MODERATE', completed: false, inProgress: false, step: 0, questionCount: 8, answers: {} } } });
    expect((await callApi(profileApi, { url: API, body: { answers: { horizon: 'OVER_5_YEARS' } }, cookies: investor })).status).toBe(422);
    const saved = await callApi(profileApi, { url: API, body: { answers: answersAt(0) }, cookies: investor });
    expect(saved).toMatchObject({ status: 200, body: { data: { investorRiskProfile: 'LOW', score: 0, completed: true, step: 8, completedAt: expect.any(String), answers: answersAt(0) } } });
    expect(user('investor@celengan.test')).toMatchObject({ investorRiskProfile: 'LOW', quizStep: 8 });
    expect(audits('risk_profile.completed', String(id))).toMatchObject([{ details: { from: 'MODERATE', to: 'LOW', score: 0 } }]);
    // back to where the seed had it, for the robo tests below
    await callApi(profileApi, { url: API, body: { answers: answersAt(2) }, cookies: investor });
    expect(user('investor@celengan.test').investorRiskProfile).toBe('MODERATE_TO_HIGH');
    expect((await callApi(profileApi, { url: API, body: { answers: answersAt(0) }, cookies: investor, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await callApi(profileApi, { url: API })).status).toBe(401);
  });
});

describe('the robo score of a portfolio', () => {
  const portfolioOf = (email: string, where: 'default' | 'goal') =>
    db()
      .select()
      .from(schema.portfolios)
      .where(and(eq(schema.portfolios.userId, user(email).id), eq(schema.portfolios.isDefault, where === 'default')))
      .get()!;
  const recommendations = (portfolioId: number) =>
    db()
      .select({ fundId: schema.portfolioRecommendations.fundId, targetBp: schema.portfolioRecommendations.targetBp, type: schema.funds.type, currency: schema.funds.currency, status: schema.funds.status })
      .from(schema.portfolioRecommendations)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.portfolioRecommendations.fundId))
      .where(eq(schema.portfolioRecommendations.portfolioId, portfolioId))
      .all();

  it('sets the score, the model and its funds from the three answers of the page; audited', async () => {
    const robo = portfolioOf('investor@celengan.test', 'default');
    const path = `${TEST}/${robo.id}`;
    const params = { portfolioId: String(robo.id) };
    expect((await callRoute(roboTestPage.loader, { url: path, params, cookies: investor })).data).toMatchObject({
      portfolio: { id: robo.id, name: 'Portofolio Utama' },
      current: { score: 7, risk: 'MODERATE' },
      questionId: 'goalHorizon',
      index: 0,
      total: 3,
    });
    const answers: Array<[string, string]> = [
      ['goalHorizon', 'OVER_10_YEARS'],
      ['goalDrawdown', 'BUY_MORE'],
      ['goalPriority', 'BALANCED'],
    ];
    const locations = [];
    for (const [question, answer] of answers) {
      locations.push((await callRoute(roboTestPage.action, { url: path, params, form: { question, answer }, cookies: investor })).location);
    }
    expect(locations).toEqual([`${path}?langkah=2`, `${path}?langkah=3`, `${path}/hasil`]);
    const after = portfolioOf('investor@celengan.test', 'default');
    expect(after).toMatchObject({ riskPortfolioScore: 11, scoreLowerLimit: 9 });
    const lines = recommendations(robo.id);
    expect(lines.map((l) => [l.type, l.targetBp]).sort()).toEqual([
      ['PASAR_UANG', 1000],
      ['PENDAPATAN_TETAP', 2400],
      ['SAHAM', 6600],
    ]);
    expect(lines.every((l) => l.currency === 'IDR' && l.status === 'active_subsenabled')).toBe(true);
    expect(audits('robo_score.set', String(robo.id))).toMatchObject([{ actorUserId: user('investor@celengan.test').id, details: { from: 7, to: 11, risk: 'HIGH' } }]);

    const result = await callRoute(roboResultPage.loader, { url: `${path}/hasil`, params, cookies: investor });
    expect(result.data).toMatchObject({
      score: 11,
      risk: 'HIGH',
      allocation: [
        { type: 'PASAR_UANG', targetBp: 1000 },
        { type: 'PENDAPATAN_TETAP', targetBp: 2400 },
        { type: 'SAHAM', targetBp: 6600 },
      ],
      // the investor's own profile (moderate to high, above) warns about the stock fund
      profile: 'MODERATE_TO_HIGH',
      warns: true,
    });
    expect(result.data?.recommendations).toHaveLength(3);
    expect(result.data?.buy?.href).toContain(`/reksadana/beli`);
  });

  it('reads and sets the score through the API; bad input 400/422', async () => {
    const robo = portfolioOf('investor@celengan.test', 'default');
    const read = await callApi(scoringApi, { url: `${API}/scoring?portfolioId=${robo.id}`, cookies: investor });
    expect(read).toMatchObject({ status: 200, body: { data: { portfolioId: robo.id, riskPortfolioScore: 11, scoreLowerLimit: 9, risk: 'HIGH', allocation: { PASAR_UANG: 0.1, PENDAPATAN_TETAP: 0.24, SAHAM: 0.66 }, completed: true } } });
    expect((read.body as { data: { recommendations: Array<{ targetPercentage: number }> } }).data.recommendations.map((r) => r.targetPercentage).sort()).toEqual([10, 24, 66]);
    const set = await callApi(scoringApi, { url: `${API}/scoring`, body: { portfolioId: robo.id, answers: roboAnswersAt(0) }, cookies: investor });
    expect(set).toMatchObject({ status: 200, body: { data: { riskPortfolioScore: 3, scoreLowerLimit: 3, risk: 'CONSERVATIVE', allocation: { PASAR_UANG: 0.36, PENDAPATAN_TETAP: 0.54, SAHAM: 0.1 } } } });
    expect((await callApi(scoringApi, { url: `${API}/scoring`, cookies: investor })).status).toBe(400);
    expect((await callApi(scoringApi, { url: `${API}/scoring?portfolioId=abc`, cookies: investor })).status).toBe(400);
    expect((await callApi(scoringApi, { url: `${API}/scoring`, body: { answers: roboAnswersAt(0) }, cookies: investor })).status).toBe(400);
    expect((await callApi(scoringApi, { url: `${API}/scoring`, body: { portfolioId: robo.id, answers: { goalHorizon: 'OVER_10_YEARS' } }, cookies: investor })).status).toBe(422);
    expect((await callApi(scoringApi, { url: `${API}/scoring`, body: { portfolioId: robo.id, answers: roboAnswersAt(0) }, cookies: investor, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('answers another user’s, a goal (not robo) and a missing portfolio with the same 404, pages and API alike', async () => {
    const others = portfolioOf('investor@celengan.test', 'default');
    const goal = portfolioOf('investor@celengan.test', 'goal');
    for (const id of [others.id, 99_999_999]) {
      const params = { portfolioId: String(id) };
      expect((await callRoute(roboTestPage.loader, { url: `${TEST}/${id}`, params, cookies: rujukan })).status).toBe(404);
      expect((await callRoute(roboTestPage.action, { url: `${TEST}/${id}`, params, form: { question: 'goalHorizon', answer: 'OVER_10_YEARS' }, cookies: rujukan })).status).toBe(404);
      expect((await callRoute(roboResultPage.loader, { url: `${TEST}/${id}/hasil`, params, cookies: rujukan })).status).toBe(404);
      const get = await callApi(scoringApi, { url: `${API}/scoring?portfolioId=${id}`, cookies: rujukan });
      expect(get).toMatchObject({ status: 404, body: { message: 'Portofolio robo tidak ditemukan' } });
      expect((await callApi(scoringApi, { url: `${API}/scoring`, body: { portfolioId: id, answers: roboAnswersAt(3) }, cookies: rujukan })).status).toBe(404);
    }
    expect((await callRoute(roboTestPage.loader, { url: `${TEST}/${goal.id}`, params: { portfolioId: String(goal.id) }, cookies: investor })).status).toBe(404);
    expect((await callRoute(roboTestPage.loader, { url: `${TEST}/abc`, params: { portfolioId: 'abc' }, cookies: investor })).status).toBe(404);
    // nothing changed on the other investor's portfolio
    expect(portfolioOf('investor@celengan.test', 'default').riskPortfolioScore).toBe(3);
  });

  it('welcomes a robo portfolio without a score yet: the result leads to its test, the answers give it a model', async () => {
    const owner = user('rujukan@celengan.test');
    const fresh = db().insert(schema.portfolios).values({ userId: owner.id, name: 'Robo Baru', icon: 'robo', roboCermat: true }).returning({ id: schema.portfolios.id }).get().id;
    const params = { portfolioId: String(fresh) };
    expect(await callRoute(roboResultPage.loader, { url: `${TEST}/${fresh}/hasil`, params, cookies: rujukan })).toMatchObject({ status: 302, location: `${TEST}/${fresh}` });
    expect((await callRoute(roboTestPage.loader, { url: `${TEST}/${fresh}`, params, cookies: rujukan })).data).toMatchObject({ current: null, index: 0 });
    for (const [question, answer] of Object.entries(roboAnswersAt(1))) {
      await callRoute(roboTestPage.action, { url: `${TEST}/${fresh}`, params, form: { question, answer }, cookies: rujukan });
    }
    expect(db().select().from(schema.portfolios).where(eq(schema.portfolios.id, fresh)).get()).toMatchObject({ riskPortfolioScore: 6, scoreLowerLimit: 6 });
    expect(recommendations(fresh).map((l) => l.targetBp).sort()).toEqual([1000, 3700, 5300]);
    // the model decides as the investor's profile (high, above) allows: no warning
    expect((await callRoute(roboResultPage.loader, { url: `${TEST}/${fresh}/hasil`, params, cookies: rujukan })).data).toMatchObject({ risk: 'MODERATE', warns: false });
  });

  it('fills the model with another open fund of the type when its own is closed for subscription, never a mixed or USD fund', () => {
    const robo = portfolioOf('investor@celengan.test', 'default');
    const model = db().select().from(schema.roboModels).where(eq(schema.roboModels.risk, 'HIGH')).get()!;
    const modelFunds = db().select().from(schema.roboModelFunds).where(eq(schema.roboModelFunds.modelId, model.id)).all();
    const stockFundId = db()
      .select({ id: schema.funds.id })
      .from(schema.funds)
      .where(and(inArray(schema.funds.id, modelFunds.map((f) => f.fundId)), eq(schema.funds.type, 'SAHAM')))
      .get()!.id;
    db().update(schema.funds).set({ status: 'active_subsdisabled' }).where(eq(schema.funds.id, stockFundId)).run();
    try {
      const assigned = db().transaction((tx) => assignRoboModel(tx, robo.id, 12, { actorUserId: robo.userId, now: new Date('2026-03-02T03:00:00Z') }), { behavior: 'immediate' });
      expect(assigned).toMatchObject({ score: 12, risk: 'HIGH', scoreLowerLimit: 9 });
      const lines = recommendations(robo.id);
      const stock = lines.find((l) => l.type === 'SAHAM')!;
      expect(stock.fundId).not.toBe(stockFundId);
      expect(lines.every((l) => l.currency === 'IDR' && l.status === 'active_subsenabled' && l.type !== 'CAMPURAN')).toBe(true);
    } finally {
      db().update(schema.funds).set({ status: 'active_subsenabled' }).where(eq(schema.funds.id, stockFundId)).run();
    }
    expect(findOwnRoboPortfolio(robo.userId, robo.id)).toMatchObject({ score: 12, scoreLowerLimit: 9 });
  });
  it('answers 409 with a localized message when no open rupiah fund of a model type is left; nothing changes', async () => {
    const robo = portfolioOf('investor@celengan.test', 'default');
    const lineIds = () => recommendations(robo.id).map((l) => [l.fundId, l.targetBp]);
    const before = { portfolio: findOwnRoboPortfolio(robo.userId, robo.id), lines: lineIds() };
    const openStock = db().select({ id: schema.funds.id }).from(schema.funds).where(and(eq(schema.funds.type, 'SAHAM'), eq(schema.funds.status, 'active_subsenabled'))).all().map((f) => f.id);
    expect(openStock.length).toBeGreaterThan(0);
    db().update(schema.funds).set({ status: 'active_subsdisabled' }).where(inArray(schema.funds.id, openStock)).run();
    try {
      const api = await callApi(scoringApi, { url: `${API}/scoring`, body: { portfolioId: robo.id, answers: roboAnswersAt(0) }, cookies: investor });
      expect(api.status).toBe(409);
      expect(JSON.stringify(api.body)).toContain('Model robo belum bisa diisi');
      expect({ portfolio: findOwnRoboPortfolio(robo.userId, robo.id), lines: lineIds() }).toEqual(before);
    } finally {
      db().update(schema.funds).set({ status: 'active_subsenabled' }).where(inArray(schema.funds.id, openStock)).run();
    }
  });
});
