// The risk-profile test and the robo score of a portfolio (issue 16 items 1, 2; spec funds §2.1, §4.5, §6;
// docs/decisions/064-risk-profile-questionnaire.md, 065-risk-profile-pages-and-api.md). One risk_profile_answers
// row per questionnaire: the investor's own (portfolio_id NULL) and one per robo portfolio. Each answer is saved
// at once, so an interrupted test resumes at its step; the investor's step is mirrored in users.quiz_step, which
// the landing's registration card reads (decision 011). Completing the investor's test writes
// users.investor_risk_profile, the column the cart's risk warning reads (policies/buy-rules.ts), so it counts
// from the next purchase on; completing a robo portfolio's sets its score and replaces its recommended funds
// with the model (assignRoboModel). A retake starts a new attempt; the old profile or score stays until the new
// one completes. Every change is audited (old → new, the investor as actor), in one transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, funds, portfolioRecommendations, portfolios, riskProfileAnswers, roboModelFunds, roboModels, users } from '../../db/schema';
import type { RiskProfile, RoboRisk } from '~/domain/enums';
import {
  findOption,
  INVESTOR_QUESTIONS,
  investorResult,
  questionsOf,
  resumeStep,
  ROBO_FUND_TYPES,
  ROBO_QUESTIONS,
  ROBO_SCORE_LOWER_LIMITS,
  roboModelLines,
  roboResult,
  roboRiskForScore,
  validAnswers,
  type QuestionnaireKind,
  type RiskAnswers,
  type RoboFundType,
} from '~/domain/policies/risk-profile';
import { db as defaultDb } from '~/lib/db.server';
import type { Tx } from './ledger.server';

export interface RiskTestState {
  /** The valid answers so far (question id → option id). */
  answers: Record<string, string>;
  /** 0-based index of the question to resume at; the question count once all are answered. */
  step: number;
  questionCount: number;
  /** The attempt is complete (a retake in progress is not). */
  completed: boolean;
  /** An attempt was started and not completed (a first test or a retake). */
  inProgress: boolean;
  /** The completed attempt's total, else null. */
  score: number | null;
  completedAt: Date | null;
}

export interface InvestorRiskState extends RiskTestState {
  /** users.investor_risk_profile: the profile in force (the last completed attempt's, also during a retake). */
  profile: RiskProfile | null;
  /** The investor turned the cart's risk warning off (hasDismissedMutualFundRiskWarningPopup). */
  warningDismissed: boolean;
}

export interface RoboPortfolio {
  id: number;
  name: string;
  icon: string;
  isDefault: boolean;
  /** portfolios.risk_portfolio_score: the score in force, null before the first. */
  score: number | null;
  scoreLowerLimit: number | null;
}

export interface RoboRiskState extends RiskTestState {
  portfolio: RoboPortfolio;
  /** The model of the score in force, null before the first score. */
  risk: RoboRisk | null;
}

type Row = typeof riskProfileAnswers.$inferSelect;

function rowOf(database: Db | Tx, userId: number, portfolioId: number | null): Row | undefined {
  return database
    .select()
    .from(riskProfileAnswers)
    .where(and(eq(riskProfileAnswers.userId, userId), portfolioId === null ? isNull(riskProfileAnswers.portfolioId) : eq(riskProfileAnswers.portfolioId, portfolioId)))
    .get();
}

function stateOf(kind: QuestionnaireKind, row: Row | undefined): RiskTestState {
  const questions = questionsOf(kind);
  const answers = validAnswers(questions, row?.answers ?? {});
  const completed = row?.completedAt != null && row.score !== null;
  return {
    answers,
    step: completed ? questions.length : resumeStep(questions, answers),
    questionCount: questions.length,
    completed,
    inProgress: row !== undefined && !completed,
    score: completed ? row!.score : null,
    completedAt: completed ? row!.completedAt : null,
  };
}

/** Writes the row (insert or update; the unique index is on an expression, so no upsert target). */
function writeRow(
  tx: Tx,
  existing: Row | undefined,
  values: { userId: number; portfolioId: number | null; answers: Record<string, string>; step: number; score: number | null; completedAt: Date | null; now: Date },
): void {
  const { now, ...rest } = values;
  if (existing) {
    tx.update(riskProfileAnswers)
      .set({ answers: rest.answers, step: rest.step, score: rest.score, completedAt: rest.completedAt, updatedAt: now })
      .where(eq(riskProfileAnswers.id, existing.id))
      .run();
  } else {
    tx.insert(riskProfileAnswers).values({ ...rest, updatedAt: now }).run();
  }
}

/**
 * The answers after choosing `optionId` for `questionId`: added to the attempt in progress, or the first of a new
 * attempt when the last one was complete (a robo portfolio's test taken again).
 */
function nextAnswers(kind: QuestionnaireKind, row: Row | undefined, questionId: string, optionId: string): Record<string, string> {
  const questions = questionsOf(kind);
  const previous = row && row.completedAt === null ? validAnswers(questions, row.answers) : {};
  return { ...previous, [questionId]: optionId };
}

// ---------------------------------------------------------------------------------------------
// The investor's test

export function getInvestorRiskTest(userId: number, database: Db = defaultDb()): InvestorRiskState {
  const user = database
    .select({ profile: users.investorRiskProfile, dismissed: users.hasDismissedMutualFundRiskWarningPopup })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new Error(`user ${userId} does not exist`);
  return { ...stateOf('INVESTOR', rowOf(database, userId, null)), profile: user.profile, warningDismissed: user.dismissed };
}

/** Writes a complete answer set: the profile, quiz step, row and audit, in the caller's transaction. */
function completeInvestor(tx: Tx, userId: number, existing: Row | undefined, answers: RiskAnswers, now: Date): void {
  const result = investorResult(answers);
  if (!result) throw new Error('the investor test is not complete');
  const before = tx.select({ profile: users.investorRiskProfile }).from(users).where(eq(users.id, userId)).get();
  writeRow(tx, existing, { userId, portfolioId: null, answers: { ...answers }, step: INVESTOR_QUESTIONS.length, score: result.score, completedAt: now, now });
  tx.update(users).set({ investorRiskProfile: result.profile, quizStep: INVESTOR_QUESTIONS.length, updatedAt: now }).where(eq(users.id, userId)).run();
  tx.insert(auditLog)
    .values({
      at: now,
      actorUserId: userId,
      actorKind: 'user',
      action: 'risk_profile.completed',
      entity: 'user',
      entityId: String(userId),
      details: { from: before?.profile ?? null, to: result.profile, score: result.score },
    })
    .run();
}

/**
 * Saves one answer of the investor's test (an unknown question or option throws: the form's schema refuses them
 * first). The last answer completes the test. Returns the state after it.
 */
export function saveInvestorAnswer(userId: number, questionId: string, optionId: string, now = new Date(), database: Db = defaultDb()): InvestorRiskState {
  if (!findOption(INVESTOR_QUESTIONS, questionId, optionId)) throw new Error(`no option ${optionId} of question ${questionId}`);
  database.transaction(
    (tx) => {
      const row = rowOf(tx, userId, null);
      const answers = nextAnswers('INVESTOR', row, questionId, optionId);
      if (investorResult(answers)) {
        completeInvestor(tx, userId, row, answers, now);
        return;
      }
      const step = resumeStep(INVESTOR_QUESTIONS, answers);
      writeRow(tx, row, { userId, portfolioId: null, answers, step, score: null, completedAt: null, now });
      tx.update(users).set({ quizStep: step, updatedAt: now }).where(eq(users.id, userId)).run();
    },
    { behavior: 'immediate' },
  );
  return getInvestorRiskTest(userId, database);
}

/** Saves a complete answer set at once (the API). The caller has checked that every question is answered. */
export function submitInvestorAnswers(userId: number, answers: RiskAnswers, now = new Date(), database: Db = defaultDb()): InvestorRiskState {
  database.transaction((tx) => completeInvestor(tx, userId, rowOf(tx, userId, null), validAnswers(INVESTOR_QUESTIONS, answers), now), { behavior: 'immediate' });
  return getInvestorRiskTest(userId, database);
}

/**
 * /reksadana/profil-risiko/ubah: a new attempt from the first question. The profile in force stays (and the cart
 * keeps reading it) until the new attempt completes; the quiz step follows the new attempt. Audited.
 */
export function startInvestorRetake(userId: number, now = new Date(), database: Db = defaultDb()): InvestorRiskState {
  database.transaction(
    (tx) => {
      const row = rowOf(tx, userId, null);
      writeRow(tx, row, { userId, portfolioId: null, answers: {}, step: 0, score: null, completedAt: null, now });
      tx.update(users).set({ quizStep: 0, updatedAt: now }).where(eq(users.id, userId)).run();
      tx.insert(auditLog).values({ at: now, actorUserId: userId, actorKind: 'user', action: 'risk_profile.retake_started', entity: 'user', entityId: String(userId) }).run();
    },
    { behavior: 'immediate' },
  );
  return getInvestorRiskTest(userId, database);
}

// ---------------------------------------------------------------------------------------------
// A robo portfolio's score

/** One of the user's own active robo portfolios; null for another's, a closed, a non-robo or a missing one (all 404). */
export function findOwnRoboPortfolio(userId: number, portfolioId: number, database: Db | Tx = defaultDb()): RoboPortfolio | null {
  const row = database
    .select({
      id: portfolios.id,
      name: portfolios.name,
      icon: portfolios.icon,
      isDefault: portfolios.isDefault,
      score: portfolios.riskPortfolioScore,
      scoreLowerLimit: portfolios.scoreLowerLimit,
    })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId), eq(portfolios.active, true), eq(portfolios.roboCermat, true)))
    .get();
  return row ?? null;
}

function riskOfScore(score: number | null): RoboRisk | null {
  if (score === null) return null;
  try {
    return roboRiskForScore(score);
  } catch {
    // A score written before this questionnaire, outside 3..12: read by its lower limit only.
    return score < ROBO_SCORE_LOWER_LIMITS.CONSERVATIVE ? 'CONSERVATIVE' : 'HIGH';
  }
}

export function getRoboRiskTest(userId: number, portfolioId: number, database: Db = defaultDb()): RoboRiskState | null {
  const portfolio = findOwnRoboPortfolio(userId, portfolioId, database);
  if (!portfolio) return null;
  return { ...stateOf('ROBO', rowOf(database, userId, portfolioId)), portfolio, risk: riskOfScore(portfolio.score) };
}

export class RoboModelUnavailableError extends Error {
  constructor(readonly missingType: RoboFundType) {
    super(`no fund of type ${missingType} is open for a robo model`);
    this.name = 'RoboModelUnavailableError';
  }
}

export interface AssignedRoboModel {
  score: number;
  risk: RoboRisk;
  scoreLowerLimit: number;
  lines: Array<{ fundId: number; type: RoboFundType; targetBp: number }>;
}

/**
 * Gives a robo portfolio the model of `score` (spec funds §4.5; decision 064), inside the caller's transaction:
 * sets portfolios.risk_portfolio_score and score_lower_limit and replaces its portfolio_recommendations with the
 * model's allocation filled with real funds (the model's own robo_model_funds while open for subscription, else
 * the largest open fund of the type; never a mixed or a USD fund). Audited with `actorUserId` as actor. The one
 * place that decides a robo portfolio's funds: the create-portfolio page may call it too. Throws
 * RoboModelUnavailableError when a fund type has no eligible fund (nothing written, the transaction rolls back).
 */
export function assignRoboModel(tx: Tx, portfolioId: number, score: number, audit: { actorUserId: number; now: Date }): AssignedRoboModel {
  const risk = roboRiskForScore(score);
  const model = tx.select({ id: roboModels.id }).from(roboModels).where(eq(roboModels.risk, risk)).get();
  const modelFundIds = model ? tx.select({ fundId: roboModelFunds.fundId }).from(roboModelFunds).where(eq(roboModelFunds.modelId, model.id)).all().map((r) => r.fundId) : [];
  const candidates = tx
    .select({
      id: funds.id,
      type: funds.type,
      currency: funds.currency,
      status: funds.status,
      isCapitalProtected: funds.isCapitalProtected,
      isNewcomer: funds.isNewcomer,
      currentAum: funds.currentAum,
    })
    .from(funds)
    .where(and(eq(funds.currency, 'IDR'), inArray(funds.type, [...ROBO_FUND_TYPES])))
    .all()
    .map(({ status, ...fund }) => ({ ...fund, openForSubscription: status === 'active_subsenabled' }));
  const chosen = roboModelLines(risk, modelFundIds, candidates);
  if (!chosen.ok) throw new RoboModelUnavailableError(chosen.missingType);
  const before = tx.select({ score: portfolios.riskPortfolioScore }).from(portfolios).where(eq(portfolios.id, portfolioId)).get();
  const scoreLowerLimit = ROBO_SCORE_LOWER_LIMITS[risk];
  tx.update(portfolios).set({ riskPortfolioScore: score, scoreLowerLimit }).where(eq(portfolios.id, portfolioId)).run();
  tx.delete(portfolioRecommendations).where(eq(portfolioRecommendations.portfolioId, portfolioId)).run();
  tx.insert(portfolioRecommendations)
    .values(chosen.lines.map((line) => ({ portfolioId, fundId: line.fundId, targetBp: line.targetBp })))
    .run();
  tx.insert(auditLog)
    .values({
      at: audit.now,
      actorUserId: audit.actorUserId,
      actorKind: 'user',
      action: 'robo_score.set',
      entity: 'portfolio',
      entityId: String(portfolioId),
      details: { from: before?.score ?? null, to: score, risk, funds: chosen.lines.map((l) => l.fundId) },
    })
    .run();
  return { score, risk, scoreLowerLimit, lines: chosen.lines };
}

function completeRobo(tx: Tx, userId: number, portfolioId: number, existing: Row | undefined, answers: RiskAnswers, now: Date): void {
  const result = roboResult(answers);
  if (!result) throw new Error('the robo test is not complete');
  assignRoboModel(tx, portfolioId, result.score, { actorUserId: userId, now });
  writeRow(tx, existing, { userId, portfolioId, answers: { ...answers }, step: ROBO_QUESTIONS.length, score: result.score, completedAt: now, now });
}

/**
 * Saves one answer of a robo portfolio's test; the last completes it (score, model, funds). A test already
 * complete starts again with this answer (the score in force stays until the new attempt completes). Null when the
 * portfolio is not the user's own active robo portfolio.
 */
export function saveRoboAnswer(
  userId: number,
  portfolioId: number,
  questionId: string,
  optionId: string,
  now = new Date(),
  database: Db = defaultDb(),
): RoboRiskState | null {
  if (!findOption(ROBO_QUESTIONS, questionId, optionId)) throw new Error(`no option ${optionId} of question ${questionId}`);
  const found = database.transaction(
    (tx) => {
      if (!findOwnRoboPortfolio(userId, portfolioId, tx)) return false;
      const row = rowOf(tx, userId, portfolioId);
      const answers = nextAnswers('ROBO', row, questionId, optionId);
      if (roboResult(answers)) completeRobo(tx, userId, portfolioId, row, answers, now);
      else writeRow(tx, row, { userId, portfolioId, answers, step: resumeStep(ROBO_QUESTIONS, answers), score: null, completedAt: null, now });
      return true;
    },
    { behavior: 'immediate' },
  );
  return found ? getRoboRiskTest(userId, portfolioId, database) : null;
}

/** Saves a complete robo answer set at once (the API); null when the portfolio is not the user's own active robo. */
export function submitRoboAnswers(userId: number, portfolioId: number, answers: RiskAnswers, now = new Date(), database: Db = defaultDb()): RoboRiskState | null {
  const found = database.transaction(
    (tx) => {
      if (!findOwnRoboPortfolio(userId, portfolioId, tx)) return false;
      completeRobo(tx, userId, portfolioId, rowOf(tx, userId, portfolioId), validAnswers(ROBO_QUESTIONS, answers), now);
      return true;
    },
    { behavior: 'immediate' },
  );
  return found ? getRoboRiskTest(userId, portfolioId, database) : null;
}
