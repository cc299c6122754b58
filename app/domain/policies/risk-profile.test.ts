import { describe, expect, it } from 'vitest';
import { RISK_PROFILES, ROBO_RISKS, type RiskProfile, type RoboRisk } from '../enums';
import { RISK_PROFILE_QUESTION_COUNT, QUIZ_STEP_RESULT_THRESHOLD } from './registration-indicator';
import {
  INVESTOR_PROFILE_LOWER_LIMITS,
  INVESTOR_QUESTIONS,
  investorResult,
  isRoboEligible,
  missingQuestions,
  profileForScore,
  resumeStep,
  ROBO_MODEL_ALLOCATIONS,
  ROBO_QUESTIONS,
  ROBO_SCORE_MAX,
  ROBO_SCORE_MIN,
  roboModelLines,
  roboResult,
  roboRiskForScore,
  totalScore,
  validAnswers,
  type RoboCandidateFund,
} from './risk-profile';

/** The option of each question with the given points (the questions' options are ordered by points). */
const investorAnswers = (pointsIndex: readonly number[]) =>
  Object.fromEntries(INVESTOR_QUESTIONS.map((q, i) => [q.id, q.options[pointsIndex[i]!]!.id]));
const lowest = investorAnswers([0, 0, 0, 0, 0, 0, 0, 0]);
const highest = investorAnswers([3, 3, 3, 3, 3, 3, 3, 3]);

describe('the investor questionnaire (decision 064)', () => {
  it('has 8 questions of 4 options each, and the registration indicator counts them', () => {
    expect(INVESTOR_QUESTIONS.map((q) => q.id)).toEqual(['horizon', 'goal', 'drawdown', 'experience', 'incomeShare', 'emergencyFund', 'ageBand', 'knowledge']);
    expect(INVESTOR_QUESTIONS.every((q) => q.options.length === 4)).toBe(true);
    expect(RISK_PROFILE_QUESTION_COUNT).toBe(INVESTOR_QUESTIONS.length);
    // Decision 011: a quiz step above the threshold means every question is answered.
    expect(QUIZ_STEP_RESULT_THRESHOLD).toBe(INVESTOR_QUESTIONS.length - 1);
  });

  it('totals 0 to 30', () => {
    expect(totalScore(INVESTOR_QUESTIONS, lowest)).toBe(0);
    expect(totalScore(INVESTOR_QUESTIONS, highest)).toBe(30);
  });

  it.each<[number, RiskProfile]>([
    [0, 'LOW'],
    [6, 'LOW'],
    [7, 'LOW_TO_MODERATE'],
    [12, 'LOW_TO_MODERATE'],
    [13, 'MODERATE'],
    [18, 'MODERATE'],
    [19, 'MODERATE_TO_HIGH'],
    [24, 'MODERATE_TO_HIGH'],
    [25, 'HIGH'],
    [30, 'HIGH'],
  ])('a total of %i is %s', (score, profile) => {
    expect(profileForScore(score)).toBe(profile);
  });

  it('maps onto every profile the cart knows, in order', () => {
    expect(INVESTOR_PROFILE_LOWER_LIMITS.map(([p]) => p)).toEqual([...RISK_PROFILES]);
  });

  it.each<[string, number[], number, RiskProfile, string | null]>([
    ['all lowest', [0, 0, 0, 0, 0, 0, 0, 0], 0, 'LOW', null],
    ['all highest', [3, 3, 3, 3, 3, 3, 3, 3], 30, 'HIGH', null],
    // horizon 3-5 y (4), balanced growth (2), hold (4), funds (2), 10-25% (2), 3-6 months (2), 36-45 (2), good (2)
    ['a typical middle investor', [2, 2, 2, 2, 2, 2, 2, 2], 20, 'MODERATE_TO_HIGH', null],
    ['a cautious one', [1, 1, 1, 1, 1, 1, 1, 1], 10, 'LOW_TO_MODERATE', null],
    // 26 points, but would sell everything after a 20% fall: at most low-to-moderate
    ['high total, sells everything in a fall', [3, 3, 0, 3, 3, 3, 3, 3], 24, 'LOW_TO_MODERATE', 'drawdown'],
    // 27 points without an emergency fund: at most moderate
    ['high total, no emergency fund', [3, 3, 3, 3, 3, 0, 3, 3], 27, 'MODERATE', 'emergencyFund'],
    // both knock-outs: the lower cap wins
    ['both knock-outs', [3, 3, 0, 3, 3, 0, 3, 3], 21, 'LOW_TO_MODERATE', 'drawdown'],
    // a knock-out never raises a profile
    ['low total, sells everything', [0, 0, 0, 0, 0, 0, 0, 0], 0, 'LOW', null],
  ])('%s: %j → %i, %s', (_name, indexes, score, profile, cappedBy) => {
    expect(investorResult(investorAnswers(indexes))).toEqual({ score, profile, cappedBy });
  });

  it('has no result until every question is answered, and resumes at the first unanswered', () => {
    const partial = { horizon: 'OVER_5_YEARS', goal: 'REGULAR_INCOME', experience: 'NONE' };
    expect(investorResult(partial)).toBeNull();
    expect(resumeStep(INVESTOR_QUESTIONS, partial)).toBe(2);
    expect(resumeStep(INVESTOR_QUESTIONS, {})).toBe(0);
    expect(resumeStep(INVESTOR_QUESTIONS, highest)).toBe(8);
    expect(missingQuestions(INVESTOR_QUESTIONS, partial)).toEqual(['drawdown', 'incomeShare', 'emergencyFund', 'ageBand', 'knowledge']);
  });

  it('keeps only answers that name a question and one of its options', () => {
    expect(validAnswers(INVESTOR_QUESTIONS, { horizon: 'OVER_5_YEARS', goal: 'SELL_ALL', nope: 'NONE', knowledge: 3, __proto__: 'x', toString: 'NONE' })).toEqual({
      horizon: 'OVER_5_YEARS',
    });
  });
});

describe('the robo score (spec funds §4.5, decision 064)', () => {
  const roboAnswers = (indexes: readonly number[]) => Object.fromEntries(ROBO_QUESTIONS.map((q, i) => [q.id, q.options[indexes[i]!]!.id]));

  it('has 3 questions whose totals run from 3 to 12', () => {
    expect(ROBO_QUESTIONS).toHaveLength(3);
    expect(roboResult(roboAnswers([0, 0, 0]))?.score).toBe(ROBO_SCORE_MIN);
    expect(roboResult(roboAnswers([3, 3, 3]))?.score).toBe(ROBO_SCORE_MAX);
  });

  it.each<[number, RoboRisk, number]>([
    [3, 'CONSERVATIVE', 3],
    [4, 'CONSERVATIVE', 3],
    [5, 'CONSERVATIVE', 3],
    [6, 'MODERATE', 6],
    [7, 'MODERATE', 6],
    [8, 'MODERATE', 6],
    [9, 'HIGH', 9],
    [12, 'HIGH', 9],
  ])('a score of %i is %s (lower limit %i)', (score, risk, lower) => {
    expect(roboRiskForScore(score)).toBe(risk);
    // one answer set per score: the first question carries what is above 3
    const indexes = [Math.min(score - 3, 3), Math.min(Math.max(score - 6, 0), 3), Math.max(score - 9, 0)];
    expect(roboResult(roboAnswers(indexes))).toEqual({ score, risk, scoreLowerLimit: lower });
  });

  it.each([2, 13, 0, 6.5, Number.NaN])('refuses the score %s', (score) => {
    expect(() => roboRiskForScore(score)).toThrow(RangeError);
  });

  it('has the model allocations of §4.5, each 100%', () => {
    expect(ROBO_MODEL_ALLOCATIONS).toEqual({
      CONSERVATIVE: { PASAR_UANG: 3600, PENDAPATAN_TETAP: 5400, SAHAM: 1000 },
      MODERATE: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 5300, SAHAM: 3700 },
      HIGH: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 2400, SAHAM: 6600 },
    });
    for (const risk of ROBO_RISKS) expect(Object.values(ROBO_MODEL_ALLOCATIONS[risk]).reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});

describe('the robo model funds (decision 064)', () => {
  const fund = (id: number, type: RoboCandidateFund['type'], over: Partial<RoboCandidateFund> = {}): RoboCandidateFund => ({
    id,
    type,
    currency: 'IDR',
    openForSubscription: true,
    isCapitalProtected: false,
    isNewcomer: false,
    currentAum: 1000,
    ...over,
  });
  const funds = [
    fund(1, 'PASAR_UANG'),
    fund(2, 'PENDAPATAN_TETAP'),
    fund(3, 'SAHAM'),
    fund(4, 'SAHAM', { currentAum: 9000 }),
    fund(5, 'CAMPURAN', { currentAum: 99_000 }),
    fund(6, 'SAHAM', { currency: 'USD', currentAum: 99_000 }),
    fund(7, 'PASAR_UANG', { currentAum: 50_000, isCapitalProtected: true }),
    fund(8, 'PENDAPATAN_TETAP', { currentAum: 60_000, isNewcomer: true }),
  ];

  it.each<[string, RoboCandidateFund, boolean]>([
    ['an open rupiah stock fund', fund(1, 'SAHAM'), true],
    ['a mixed fund', fund(1, 'CAMPURAN'), false],
    ['a USD fund', fund(1, 'PASAR_UANG', { currency: 'USD' }), false],
    ['a fund closed for subscription', fund(1, 'PENDAPATAN_TETAP', { openForSubscription: false }), false],
  ])('%s eligible: %s', (_name, candidate, expected) => {
    expect(isRoboEligible(candidate)).toBe(expected);
  });

  it('uses the model’s own funds while they are eligible, with the allocation’s targets', () => {
    expect(roboModelLines('MODERATE', [1, 2, 3], funds)).toEqual({
      ok: true,
      lines: [
        { fundId: 1, type: 'PASAR_UANG', targetBp: 1000 },
        { fundId: 2, type: 'PENDAPATAN_TETAP', targetBp: 5300 },
        { fundId: 3, type: 'SAHAM', targetBp: 3700 },
      ],
    });
  });

  it('replaces a model fund closed for subscription by the largest eligible fund of its type, never mixed or USD', () => {
    const closed = funds.map((f) => (f.id === 3 ? { ...f, openForSubscription: false } : f));
    const result = roboModelLines('HIGH', [1, 2, 3], closed);
    expect(result).toEqual({
      ok: true,
      lines: [
        { fundId: 1, type: 'PASAR_UANG', targetBp: 1000 },
        { fundId: 2, type: 'PENDAPATAN_TETAP', targetBp: 2400 },
        { fundId: 4, type: 'SAHAM', targetBp: 6600 },
      ],
    });
  });

  it('prefers a fund that is no newcomer and not capital protected when choosing without the model', () => {
    expect(roboModelLines('CONSERVATIVE', [], funds)).toEqual({
      ok: true,
      lines: [
        { fundId: 1, type: 'PASAR_UANG', targetBp: 3600 },
        { fundId: 2, type: 'PENDAPATAN_TETAP', targetBp: 5400 },
        { fundId: 4, type: 'SAHAM', targetBp: 1000 },
      ],
    });
  });

  it('says which type has no eligible fund', () => {
    expect(roboModelLines('HIGH', [], funds.filter((f) => f.type !== 'PENDAPATAN_TETAP'))).toEqual({ ok: false, missingType: 'PENDAPATAN_TETAP' });
  });
});
