// Goal portfolios (issue 16 items 3-5; spec funds §2.5, §4.3, §5, §6; decision 066): creating one
// (`/reksadana/portfolio?buat=true`), editing it and closing it (`/reksadana/portfolio/:id/ubah`, `/hapus`, and the
// dashboard's dialog), and the dashboard's goal card with the chance of reaching it (decision 067). The rules are
// the pure policies of app/domain/policies/portfolio-goals.ts and app/domain/goal-projection.ts; this module reads
// the snapshot they judge and writes what they allow, each write in one immediate transaction with its audit row.
//
// Only the investor's own active portfolio is read or written: someone else's, a closed one or an unknown id all
// answer null / NOT_FOUND (the routes make it a 404).
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, fundNavs, orders, portfolios, positions, recurringSchedules } from '../../db/schema';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import type { GoalType } from '~/domain/enums';
import { fundLogReturns, portfolioLogReturns, projectGoal, seedOf, type FundReturns, type GoalProjection } from '~/domain/goal-projection';
import {
  createPortfolioDecision,
  deleteDecision,
  editableFields,
  goalIcon,
  goalProgress,
  isDeleteOffered,
  matureAtOfMonth,
  matureAtOfRetirementAge,
  retirementAges,
  targetMonthRange,
  type CreatePortfolioDecision,
  type DeleteDecision,
  type DeleteSnapshot,
  type GoalProgress,
} from '~/domain/policies/portfolio-goals';
import { deletePortfolioPath, editPortfolioPath, RECURRING_LIST_PATH, roboScorePath } from '~/domain/portfolio-goal-paths';
import { addFundCartHref } from '~/domain/portfolio-paths';
import { parseTargetAmount, type CreatePortfolioForm, type EditPortfolioForm, type GoalFormContext } from '~/forms/portfolio-goal';
import { db as defaultDb } from '~/lib/db.server';
import type { SessionUser } from '~/lib/session.server';
import { getFeatureFlags } from './feature-flags.server';
import { latestNav } from './latest-nav.server';
import { orderUnderWay } from './open-orders.server';
import type { PortfolioDashboard } from './portfolios.server';
import { latestUsdRate, rupiahValue } from './usd-rates.server';

export { deletePortfolioPath, editPortfolioPath, RECURRING_LIST_PATH, roboScorePath };

function audit(tx: Db, at: Date, userId: number, action: string, portfolioId: number, details: Record<string, unknown>): void {
  tx.insert(auditLog).values({ at, actorUserId: userId, actorKind: 'user', action, entity: 'portfolio', entityId: String(portfolioId), details }).run();
}

function activeCount(userId: number, database: Db): number {
  return database.select({ n: count() }).from(portfolios).where(and(eq(portfolios.userId, userId), eq(portfolios.active, true))).get()?.n ?? 0;
}

/** The target's context for a form: today (Jakarta) and the retirement ages the investor's verified birth date gives. */
export function goalFormContext(user: Pick<SessionUser, 'verifiedDateOfBirth'>, now: Date): GoalFormContext & { monthRange: { min: string; max: string } } {
  const today = jakartaDate(now);
  return { today, retirementAges: retirementAges(user.verifiedDateOfBirth, today), monthRange: targetMonthRange(today) };
}

/** The target columns of a valid form: nothing when the switch is off. */
function targetColumns(form: Pick<CreatePortfolioForm, 'showTarget' | 'targetAmount' | 'targetMonth' | 'retirementAge'>, robo: boolean, user: Pick<SessionUser, 'verifiedDateOfBirth'>, context: GoalFormContext) {
  if (!form.showTarget) return { showTarget: false, targetAmount: null, matureAt: null, retirementAge: null };
  const targetAmount = parseTargetAmount(form.targetAmount ?? '');
  const byAge = robo && context.retirementAges.length > 0 && form.retirementAge !== undefined && user.verifiedDateOfBirth;
  return {
    showTarget: true,
    targetAmount,
    matureAt: byAge ? matureAtOfRetirementAge(user.verifiedDateOfBirth!, form.retirementAge!) : matureAtOfMonth(form.targetMonth!),
    retirementAge: byAge ? form.retirementAge! : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating

export interface CreatePortfolioPage {
  decision: CreatePortfolioDecision;
  /** Whether a robo portfolio may be chosen (spec funds §6: only with the robo feature). */
  roboOffered: boolean;
}

/** What `?buat=true` shows: the form, or why there is none. */
export function createPortfolioPage(user: SessionUser, database: Db = defaultDb()): CreatePortfolioPage {
  const flags = getFeatureFlags(database);
  const input = { salesCode: user.salesCode, flags, activeCount: activeCount(user.id, database), robo: false };
  return { decision: createPortfolioDecision(input), roboOffered: flags.roboAdvisor };
}

export type CreatePortfolioResult =
  | { ok: true; portfolioId: number; /** The cart for its first fund, or a robo portfolio's score. */ next: `/${string}` }
  | { ok: false; reason: 'OFFLINE_CUSTOMER' | 'LIMIT_REACHED' | 'ROBO_DISABLED' };

/** Creates the portfolio the (valid) form describes, if the limits allow; audited. */
export function createPortfolio(user: SessionUser, form: CreatePortfolioForm, now = new Date(), database: Db = defaultDb()): CreatePortfolioResult {
  const context = goalFormContext(user, now);
  const flags = getFeatureFlags(database);
  return database.transaction(
    (tx): CreatePortfolioResult => {
      // Counted inside the transaction: two posts at once cannot both pass the limit.
      const decision = createPortfolioDecision({ salesCode: user.salesCode, flags, activeCount: activeCount(user.id, tx as unknown as Db), robo: form.robo });
      if (!decision.allowed) return { ok: false, reason: decision.reason };
      const portfolioId = tx
        .insert(portfolios)
        .values({
          userId: user.id,
          name: form.name,
          icon: goalIcon(form.goalType),
          goalType: form.goalType,
          roboCermat: form.robo,
          createdAt: now,
          ...targetColumns(form, form.robo, user, context),
        })
        .returning({ id: portfolios.id })
        .get().id;
      audit(tx as unknown as Db, now, user.id, 'portfolio.create', portfolioId, { goalType: form.goalType, robo: form.robo, showTarget: form.showTarget });
      return { ok: true, portfolioId, next: form.robo ? roboScorePath(portfolioId) : addFundCartHref(portfolioId) };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// One portfolio's goal columns and what may be done with it

interface GoalRow {
  id: number;
  name: string;
  icon: string;
  isDefault: boolean;
  roboCermat: boolean;
  goalType: GoalType | null;
  showTarget: boolean;
  targetAmount: number | null;
  matureAt: IsoDate | null;
  retirementAge: number | null;
  riskPortfolioScore: number | null;
}

function goalRow(userId: number, portfolioId: number, database: Db): GoalRow | null {
  return (
    database
      .select({
        id: portfolios.id,
        name: portfolios.name,
        icon: portfolios.icon,
        isDefault: portfolios.isDefault,
        roboCermat: portfolios.roboCermat,
        goalType: portfolios.goalType,
        showTarget: portfolios.showTarget,
        targetAmount: portfolios.targetAmount,
        matureAt: portfolios.matureAt,
        retirementAge: portfolios.retirementAge,
        riskPortfolioScore: portfolios.riskPortfolioScore,
      })
      .from(portfolios)
      .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId), eq(portfolios.active, true)))
      .get() ?? null
  );
}

/** The deletion snapshot (policies/portfolio-goals.ts deleteDecision): holdings, value, open orders, schedules. */
function deleteSnapshotOf(row: GoalRow, userId: number, now: Date, database: Db): DeleteSnapshot {
  const held = database
    .select({
      units: sql<number>`coalesce(sum(${positions.units}), 0)`,
      idr: sql<number>`coalesce(sum(CASE WHEN f.currency = 'IDR' THEN (${positions.units} * coalesce(${latestNav(positions.fundId)}, 0)) / 100000000 ELSE 0 END), 0)`,
      usd: sql<number>`coalesce(sum(CASE WHEN f.currency = 'USD' THEN (${positions.units} * coalesce(${latestNav(positions.fundId)}, 0) * 100) / 100000000 ELSE 0 END), 0)`,
    })
    .from(positions)
    .innerJoin(sql`funds f`, sql`f.id = ${positions.fundId}`)
    .where(and(eq(positions.portfolioId, row.id), eq(positions.userId, userId), gt(positions.units, 0)))
    .get();
  const pending =
    database
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.portfolioId, row.id), orderUnderWay(now.getTime())))
      .get()?.n ?? 0;
  const schedules =
    database
      .select({ n: count() })
      .from(recurringSchedules)
      .where(and(eq(recurringSchedules.portfolioId, row.id), inArray(recurringSchedules.status, ['ACTIVE', 'PAUSED'])))
      .get()?.n ?? 0;
  return { isDefault: row.isDefault, unitsHeld: held?.units ?? 0, value: { IDR: held?.idr ?? 0, USD: held?.usd ?? 0 }, pendingOrders: pending, schedules };
}

export interface PortfolioEditData {
  portfolio: Omit<GoalRow, 'riskPortfolioScore'>;
  editable: { name: boolean; icon: boolean };
  deleteOffered: boolean;
  /** Value now in whole rupiah, dollar holdings at the latest rate (the live monthly saving of the form). */
  value: number;
  today: IsoDate;
  retirementAges: readonly number[];
  monthRange: { min: string; max: string };
  /** The saved target month (`YYYY-MM`) for the month picker. */
  targetMonth: string | null;
}

/** What the edit page and dialog show; null for no active portfolio of the user's. */
export function portfolioEditData(user: SessionUser, portfolioId: number, now = new Date(), database: Db = defaultDb()): PortfolioEditData | null {
  const row = goalRow(user.id, portfolioId, database);
  if (!row) return null;
  const snapshot = deleteSnapshotOf(row, user.id, now, database);
  const context = goalFormContext(user, now);
  const { riskPortfolioScore: _score, ...portfolio } = row;
  return {
    portfolio,
    editable: editableFields(row),
    deleteOffered: isDeleteOffered(snapshot),
    value: rupiahValue(snapshot.value, latestUsdRate(database)),
    today: context.today,
    retirementAges: context.retirementAges,
    monthRange: context.monthRange,
    targetMonth: row.matureAt ? row.matureAt.slice(0, 7) : null,
  };
}

export type UpdatePortfolioResult = { ok: true } | { ok: false; reason: 'NOT_FOUND' };

/** Saves the edit form: the name and icon only where they may change, and the target. Audited. */
export function updatePortfolio(user: SessionUser, portfolioId: number, form: EditPortfolioForm, now = new Date(), database: Db = defaultDb()): UpdatePortfolioResult {
  const context = goalFormContext(user, now);
  return database.transaction(
    (tx): UpdatePortfolioResult => {
      const row = goalRow(user.id, portfolioId, tx as unknown as Db);
      if (!row) return { ok: false, reason: 'NOT_FOUND' };
      const editable = editableFields(row);
      const changes = {
        ...(editable.name && form.name !== undefined ? { name: form.name } : {}),
        ...(editable.icon && form.icon !== undefined ? { icon: form.icon } : {}),
        ...targetColumns(form, row.roboCermat, user, context),
      };
      tx.update(portfolios).set(changes).where(eq(portfolios.id, row.id)).run();
      audit(tx as unknown as Db, now, user.id, 'portfolio.update', row.id, { fields: Object.keys(changes) });
      return { ok: true };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Deleting (closing)

export interface DeletePageData {
  portfolio: { id: number; name: string };
  decision: DeleteDecision;
}

/** The delete page's state: the confirmation, or why it cannot be deleted. Null for no active portfolio of the user's. */
export function deletePageData(user: SessionUser, portfolioId: number, now = new Date(), database: Db = defaultDb()): DeletePageData | null {
  const row = goalRow(user.id, portfolioId, database);
  if (!row) return null;
  return { portfolio: { id: row.id, name: row.name }, decision: deleteDecision(deleteSnapshotOf(row, user.id, now, database)) };
}

export type ClosePortfolioResult = { ok: true } | { ok: false; reason: 'NOT_FOUND' | Extract<DeleteDecision, { allowed: false }>['reason'] };

/**
 * Deletes a portfolio as issue 16 item 4 says: closes it (active = 0, closed_at now), its orders, ledger and audit
 * history kept; refused by the policy's rules, re-checked inside the transaction. Audited.
 */
export function closePortfolio(user: SessionUser, portfolioId: number, now = new Date(), database: Db = defaultDb()): ClosePortfolioResult {
  return database.transaction(
    (tx): ClosePortfolioResult => {
      const row = goalRow(user.id, portfolioId, tx as unknown as Db);
      if (!row) return { ok: false, reason: 'NOT_FOUND' };
      const decision = deleteDecision(deleteSnapshotOf(row, user.id, now, tx as unknown as Db));
      if (!decision.allowed) return { ok: false, reason: decision.reason };
      tx.update(portfolios).set({ active: false, closedAt: now }).where(eq(portfolios.id, row.id)).run();
      audit(tx as unknown as Db, now, user.id, 'portfolio.close', row.id, {});
      return { ok: true };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// The goal card (decision 067)

/** Each fund's daily log-returns, read once per fund and NAV history (its latest date and length name it). */
const returnsCache = new WeakMap<Db, Map<number, { key: string; returns: FundReturns }>>();
/** The history resampled: the last 10 years at most. */
const HISTORY_YEARS = 10;

export function fundReturnsOf(fundId: number, database: Db = defaultDb()): FundReturns {
  const stamp = database
    .select({ latest: sql<string | null>`max(${fundNavs.navDate})`, n: count() })
    .from(fundNavs)
    .where(eq(fundNavs.fundId, fundId))
    .get();
  const key = `${stamp?.latest ?? ''}:${stamp?.n ?? 0}`;
  let cache = returnsCache.get(database);
  if (!cache) returnsCache.set(database, (cache = new Map()));
  const cached = cache.get(fundId);
  if (cached?.key === key) return cached.returns;
  const navs = stamp?.latest
    ? database
        .select({ date: fundNavs.navDate, nav: fundNavs.adjustedNav })
        .from(fundNavs)
        .where(and(eq(fundNavs.fundId, fundId), sql`${fundNavs.navDate} >= date(${stamp.latest}, ${`-${HISTORY_YEARS} years`})`))
        .orderBy(asc(fundNavs.navDate))
        .all()
    : [];
  const returns = fundLogReturns(navs);
  if (cache.size >= 500) cache.clear();
  cache.set(fundId, { key, returns });
  return returns;
}

export interface GoalCard {
  target: number;
  matureAt: IsoDate;
  retirementAge: number | null;
  /** Value now in whole rupiah, dollar holdings at the latest rate. */
  value: number;
  progress: GoalProgress;
  /** Only on the way to the target (not reached, date not passed). */
  projection: GoalProjection | null;
  /**
   * The funds the projection resampled: "held" (by value), else "pending" (the purchases on their way, by amount: a
   * first fund just paid for), else the robo "model" (by target share).
   */
  basis: 'held' | 'pending' | 'model' | null;
}

export interface PortfolioGoalSection {
  goal: GoalCard | null;
  /** A robo portfolio without its score yet: its risk-profile page (instead of an empty recommendation). */
  roboScoreHref: `/${string}` | null;
  editHref: `/${string}`;
}

/**
 * The dashboard's goal section: the card when a target is shown, the projection while on the way, seeded with the
 * portfolio id and the Jakarta date (issue 16 item 5: "seeded so a page shows the same figure all day").
 */
export function portfolioGoalSection(
  input: { user: SessionUser; dashboard: Pick<PortfolioDashboard, 'portfolio' | 'totals' | 'holdings' | 'recommendations' | 'pendingOrders'>; now?: Date },
  database: Db = defaultDb(),
): PortfolioGoalSection {
  const { user, dashboard, now = new Date() } = input;
  const portfolioId = dashboard.portfolio.portfolioId;
  const row = goalRow(user.id, portfolioId, database);
  const roboScoreHref = row && row.roboCermat && row.riskPortfolioScore === null && dashboard.recommendations.length === 0 ? roboScorePath(portfolioId) : null;
  const section = { goal: null, roboScoreHref, editHref: editPortfolioPath(portfolioId) };
  if (!row || !row.showTarget || row.targetAmount === null || row.matureAt === null) return section;
  const today = jakartaDate(now);
  // The goal counts the whole portfolio in rupiah, dollar holdings at the latest rate as its value card shows it.
  const value = rupiahValue({ IDR: dashboard.totals.IDR.value, USD: dashboard.totals.USD.value }, latestUsdRate(database));
  const progress = goalProgress({ value, target: row.targetAmount, matureAt: row.matureAt, today });
  let projection: GoalProjection | null = null;
  let basis: GoalCard['basis'] = null;
  let weights: Array<{ fundId: number; weight: number }> = [];
  if (progress.status === 'ON_THE_WAY') {
    const held = dashboard.holdings.filter((h) => h.fund.currency === 'IDR' && h.value > 0).map((h) => ({ fundId: h.fund.id, weight: h.value }));
    const buying = dashboard.pendingOrders.filter((o) => o.kind === 'SUBSCRIPTION' && o.currency === 'IDR').map((o) => ({ fundId: o.fund.id, weight: o.amount }));
    const model = dashboard.recommendations.map((r) => ({ fundId: r.fund.id, weight: r.targetBp }));
    [basis, weights] = held.length > 0 ? ['held', held] : buying.length > 0 ? ['pending', buying] : model.length > 0 ? ['model', model] : [null, []];
    if (weights.length > 0) {
      const daily = portfolioLogReturns(weights.map((w) => ({ returns: fundReturnsOf(w.fundId, database), weight: w.weight })));
      projection = projectGoal({ dailyLogReturns: daily, value, target: row.targetAmount, months: progress.monthsLeft, monthlySaving: progress.monthlySaving, seed: seedOf(`${portfolioId}:${today}`) });
    }
  }
  return { ...section, goal: { target: row.targetAmount, matureAt: row.matureAt, retirementAge: row.retirementAge, value, progress, projection, basis } };
}
