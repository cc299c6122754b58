// The risk-profile questionnaire and the robo-advisor's score (issue 16 items 1, 2; spec funds §2.1 risk-profile
// routes, §4.5 "Robo-advisor risk mapping"; docs/decisions/064-risk-profile-questionnaire.md). Pure: the questions
// and the points of each option, the investor's total → one of the five investor risk profiles the cart's risk
// warning reads (policies/buy-rules.ts), and a robo portfolio's own short questionnaire → its score → the model
// (CONSERVATIVE / MODERATE / HIGH by the lower limits 3, 6, 9) with its allocation by fund type and its funds.
import type { FundType, RiskProfile, RoboRisk } from '../enums';

export interface RiskOption {
  /** Stable id: stored in risk_profile_answers.answers and sent by the API. */
  id: string;
  points: number;
}

export interface RiskQuestion {
  id: string;
  options: readonly RiskOption[];
}

/** Answers as stored: question id → option id. */
export type RiskAnswers = Readonly<Record<string, string>>;

// ---------------------------------------------------------------------------------------------
// The investor's questionnaire (decision 064): 8 questions. Time horizon and the reaction to a 20% fall
// weigh double (0-6 points); the other six 0-3. Total 0..30.

export const INVESTOR_QUESTIONS = [
  {
    id: 'horizon',
    options: [
      { id: 'UNDER_1_YEAR', points: 0 },
      { id: 'ONE_TO_3_YEARS', points: 2 },
      { id: 'THREE_TO_5_YEARS', points: 4 },
      { id: 'OVER_5_YEARS', points: 6 },
    ],
  },
  {
    id: 'goal',
    options: [
      { id: 'PRESERVE_CAPITAL', points: 0 },
      { id: 'REGULAR_INCOME', points: 1 },
      { id: 'BALANCED_GROWTH', points: 2 },
      { id: 'MAXIMUM_GROWTH', points: 3 },
    ],
  },
  {
    id: 'drawdown',
    options: [
      { id: 'SELL_ALL', points: 0 },
      { id: 'SELL_SOME', points: 2 },
      { id: 'HOLD', points: 4 },
      { id: 'BUY_MORE', points: 6 },
    ],
  },
  {
    id: 'experience',
    options: [
      { id: 'NONE', points: 0 },
      { id: 'SAVINGS_AND_DEPOSITS', points: 1 },
      { id: 'FUNDS_AND_BONDS', points: 2 },
      { id: 'STOCKS', points: 3 },
    ],
  },
  {
    // The share of monthly income put into investments: the larger it is, the less a fall can be absorbed.
    id: 'incomeShare',
    options: [
      { id: 'OVER_50_PERCENT', points: 0 },
      { id: 'FROM_25_TO_50_PERCENT', points: 1 },
      { id: 'FROM_10_TO_25_PERCENT', points: 2 },
      { id: 'UNDER_10_PERCENT', points: 3 },
    ],
  },
  {
    id: 'emergencyFund',
    options: [
      { id: 'NONE', points: 0 },
      { id: 'UNDER_3_MONTHS', points: 1 },
      { id: 'THREE_TO_6_MONTHS', points: 2 },
      { id: 'OVER_6_MONTHS', points: 3 },
    ],
  },
  {
    id: 'ageBand',
    options: [
      { id: 'OVER_55', points: 0 },
      { id: 'FROM_46_TO_55', points: 1 },
      { id: 'FROM_36_TO_45', points: 2 },
      { id: 'UP_TO_35', points: 3 },
    ],
  },
  {
    id: 'knowledge',
    options: [
      { id: 'NONE', points: 0 },
      { id: 'BASIC', points: 1 },
      { id: 'GOOD', points: 2 },
      { id: 'ADVANCED', points: 3 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type InvestorQuestionId = (typeof INVESTOR_QUESTIONS)[number]['id'];

/** Lower bound of each profile's band of the investor's total (0..30), lowest first (decision 064). */
export const INVESTOR_PROFILE_LOWER_LIMITS: ReadonlyArray<readonly [RiskProfile, number]> = [
  ['LOW', 0],
  ['LOW_TO_MODERATE', 7],
  ['MODERATE', 13],
  ['MODERATE_TO_HIGH', 19],
  ['HIGH', 25],
];

const PROFILE_ORDER: readonly RiskProfile[] = INVESTOR_PROFILE_LOWER_LIMITS.map(([profile]) => profile);

/**
 * Knock-outs (decision 064): whoever would sell everything after a 20% fall is at most low-to-moderate (a
 * stock fund falls that far in a bad year); without an emergency fund at most moderate (an emergency would
 * force a sale at a loss).
 */
const PROFILE_CAPS: ReadonlyArray<{ questionId: InvestorQuestionId; optionId: string; atMost: RiskProfile }> = [
  { questionId: 'drawdown', optionId: 'SELL_ALL', atMost: 'LOW_TO_MODERATE' },
  { questionId: 'emergencyFund', optionId: 'NONE', atMost: 'MODERATE' },
];

// ---------------------------------------------------------------------------------------------
// A robo portfolio's questionnaire (decision 064): 3 questions about that goal, 1-4 points each, so the total is
// 3..12 and the lower limits 3 / 6 / 9 of spec §4.5 cut it into three equal bands.

export const ROBO_QUESTIONS = [
  {
    id: 'goalHorizon',
    options: [
      { id: 'UNDER_3_YEARS', points: 1 },
      { id: 'THREE_TO_5_YEARS', points: 2 },
      { id: 'FIVE_TO_10_YEARS', points: 3 },
      { id: 'OVER_10_YEARS', points: 4 },
    ],
  },
  {
    id: 'goalDrawdown',
    options: [
      { id: 'SELL_ALL', points: 1 },
      { id: 'SELL_SOME', points: 2 },
      { id: 'HOLD', points: 3 },
      { id: 'BUY_MORE', points: 4 },
    ],
  },
  {
    id: 'goalPriority',
    options: [
      { id: 'PROTECT', points: 1 },
      { id: 'STEADY', points: 2 },
      { id: 'BALANCED', points: 3 },
      { id: 'GROWTH', points: 4 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type RoboQuestionId = (typeof ROBO_QUESTIONS)[number]['id'];

/** Spec funds §4.5: score lower limits 3 conservative, 6 moderate, 9 aggressive. */
export const ROBO_SCORE_LOWER_LIMITS: Readonly<Record<RoboRisk, number>> = { CONSERVATIVE: 3, MODERATE: 6, HIGH: 9 };
export const ROBO_SCORE_MIN = 3;
export const ROBO_SCORE_MAX = 12;

/** The fund types a robo model holds (spec funds §6: never mixed, never USD). */
export const ROBO_FUND_TYPES = ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'] as const satisfies readonly FundType[];
export type RoboFundType = (typeof ROBO_FUND_TYPES)[number];

/** Spec funds §4.5: money market / fixed income / stock, basis points (36/54/10, 10/53/37, 10/24/66). */
export const ROBO_MODEL_ALLOCATIONS: Readonly<Record<RoboRisk, Readonly<Record<RoboFundType, number>>>> = {
  CONSERVATIVE: { PASAR_UANG: 3600, PENDAPATAN_TETAP: 5400, SAHAM: 1000 },
  MODERATE: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 5300, SAHAM: 3700 },
  HIGH: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 2400, SAHAM: 6600 },
};

// ---------------------------------------------------------------------------------------------
// Reading answers

export type QuestionnaireKind = 'INVESTOR' | 'ROBO';

export function questionsOf(kind: QuestionnaireKind): readonly RiskQuestion[] {
  return kind === 'INVESTOR' ? INVESTOR_QUESTIONS : ROBO_QUESTIONS;
}

/** The option `optionId` of question `questionId`, or null when either is unknown. */
export function findOption(questions: readonly RiskQuestion[], questionId: string, optionId: string): RiskOption | null {
  return questions.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId) ?? null;
}

/** Only the answers that name a question and one of its options (an old or forged entry is dropped). */
export function validAnswers(questions: readonly RiskQuestion[], answers: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (typeof value === 'string' && findOption(questions, question.id, value)) kept[question.id] = value;
  }
  return kept;
}

/**
 * The step to resume at (0-based): the first question without an answer; the question count when all are
 * answered. What risk_profile_answers.step and users.quiz_step hold (decision 011's quiz step).
 */
export function resumeStep(questions: readonly RiskQuestion[], answers: RiskAnswers): number {
  const index = questions.findIndex((q) => !findOption(questions, q.id, answers[q.id] ?? ''));
  return index === -1 ? questions.length : index;
}

/** The questions still without a valid answer, in order. */
export function missingQuestions(questions: readonly RiskQuestion[], answers: RiskAnswers): string[] {
  return questions.filter((q) => !findOption(questions, q.id, answers[q.id] ?? '')).map((q) => q.id);
}

/** The total of a complete set of answers, or null while any question is unanswered. */
export function totalScore(questions: readonly RiskQuestion[], answers: RiskAnswers): number | null {
  let total = 0;
  for (const question of questions) {
    const option = findOption(questions, question.id, answers[question.id] ?? '');
    if (!option) return null;
    total += option.points;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// The investor's profile

/** The profile of a total, before the knock-outs. */
export function profileForScore(score: number): RiskProfile {
  let profile: RiskProfile = 'LOW';
  for (const [candidate, lower] of INVESTOR_PROFILE_LOWER_LIMITS) if (score >= lower) profile = candidate;
  return profile;
}

export interface InvestorResult {
  score: number;
  profile: RiskProfile;
  /** The knock-out that lowered the profile, when one did. */
  cappedBy: InvestorQuestionId | null;
}

/** The investor's total and profile (decision 064), or null while any question is unanswered. */
export function investorResult(answers: RiskAnswers): InvestorResult | null {
  const score = totalScore(INVESTOR_QUESTIONS, answers);
  if (score === null) return null;
  let profile = profileForScore(score);
  let cappedBy: InvestorQuestionId | null = null;
  for (const cap of PROFILE_CAPS) {
    if (answers[cap.questionId] === cap.optionId && PROFILE_ORDER.indexOf(profile) > PROFILE_ORDER.indexOf(cap.atMost)) {
      profile = cap.atMost;
      cappedBy = cap.questionId;
    }
  }
  return { score, profile, cappedBy };
}

// ---------------------------------------------------------------------------------------------
// The robo model

/** Spec funds §4.5: the model whose lower limit is the highest one at or below the score. */
export function roboRiskForScore(score: number): RoboRisk {
  if (!Number.isInteger(score) || score < ROBO_SCORE_MIN || score > ROBO_SCORE_MAX) {
    throw new RangeError(`A robo score is a whole number from ${ROBO_SCORE_MIN} to ${ROBO_SCORE_MAX}`);
  }
  if (score >= ROBO_SCORE_LOWER_LIMITS.HIGH) return 'HIGH';
  if (score >= ROBO_SCORE_LOWER_LIMITS.MODERATE) return 'MODERATE';
  return 'CONSERVATIVE';
}

export interface RoboResult {
  score: number;
  risk: RoboRisk;
  scoreLowerLimit: number;
}

/** A robo portfolio's score and model, or null while any of its questions is unanswered. */
export function roboResult(answers: RiskAnswers): RoboResult | null {
  const score = totalScore(ROBO_QUESTIONS, answers);
  if (score === null) return null;
  const risk = roboRiskForScore(score);
  return { score, risk, scoreLowerLimit: ROBO_SCORE_LOWER_LIMITS[risk] };
}

/** A fund the robo may hold, as the model reads it. */
export interface RoboCandidateFund {
  id: number;
  type: FundType;
  currency: 'IDR' | 'USD';
  /** Open for subscription (status active_subsenabled). */
  openForSubscription: boolean;
  isCapitalProtected: boolean;
  isNewcomer: boolean;
  /** Minor units; the larger fund is preferred when the model's own fund cannot be used. */
  currentAum: number;
}

export type RoboLinesResult =
  | { ok: true; lines: Array<{ fundId: number; type: RoboFundType; targetBp: number }> }
  | { ok: false; missingType: RoboFundType };

/** Whether the robo may put money in this fund: a rupiah money-market, fixed-income or stock fund open for subscription. */
export function isRoboEligible(fund: RoboCandidateFund): boolean {
  return fund.currency === 'IDR' && fund.openForSubscription && (ROBO_FUND_TYPES as readonly FundType[]).includes(fund.type);
}

/**
 * The funds of a model with their targets (decision 064): per fund type of the model's allocation, the model's own
 * fund of that type (robo_model_funds) while it is eligible, else the largest eligible fund of that type that is
 * not capital protected (a newcomer only when nothing else is). Never a mixed or a USD fund (spec funds §6). The
 * targets are the allocation's, so they add up to 100%.
 */
export function roboModelLines(risk: RoboRisk, modelFundIds: readonly number[], candidates: readonly RoboCandidateFund[]): RoboLinesResult {
  const eligible = candidates.filter(isRoboEligible);
  const lines: Array<{ fundId: number; type: RoboFundType; targetBp: number }> = [];
  for (const type of ROBO_FUND_TYPES) {
    const ofType = eligible.filter((fund) => fund.type === type);
    const own = ofType.find((fund) => modelFundIds.includes(fund.id));
    const fallback = ofType
      .filter((fund) => !fund.isCapitalProtected)
      .sort((a, b) => Number(a.isNewcomer) - Number(b.isNewcomer) || b.currentAum - a.currentAum || a.id - b.id)[0];
    const chosen = own ?? fallback;
    if (!chosen) return { ok: false, missingType: type };
    lines.push({ fundId: chosen.id, type, targetBp: ROBO_MODEL_ALLOCATIONS[risk][type] });
  }
  return { ok: true, lines };
}
