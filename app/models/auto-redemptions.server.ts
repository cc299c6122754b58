// Auto-redemption rules (jual otomatis; issue 18 item 4; spec funds §2.1, §4.5, §7; decisions 087, 088): the
// investor's commands on a rule of one of their holdings (create, edit, cancel, consent, withdraw; each in one
// immediate transaction, audited), what the pages and the API read, and the NAV job's step
// (`runAutoRedemptions`), which places the SELL orders of the rules triggered on the day's NAV through the sell
// flow (sell-orders.server placeSell, source AUTO_REDEMPTION), exactly once per rule and trigger key: the
// auto_redemption_triggers row (unique per rule and key) is written in the same transaction as the order.
// Another user's rule, portfolio or holding answers exactly as a missing one.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoRedemptions, autoRedemptionTriggers, auditLog, fundNavs, funds, orders, portfolios, positions } from '../../db/schema';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import type { AutoRedemptionStatus, AutoRedemptionTriggerOutcome } from '~/domain/service-enums';
import { valueOfUnits } from '~/domain/money';
import {
  awaitsConsent,
  doneAfterOrder,
  isRunning,
  LIVE_STATUSES,
  nextPeriodRunDate,
  nextStatus,
  profitAt,
  RUNNING_STATUSES,
  sameTerms,
  triggerKeyOn,
  unitsToSell,
  type AutoRedemptionAction,
  type AutoRedemptionTerms,
  type SkipReason,
} from '~/domain/policies/auto-redemption';
import { portfolioPath } from '~/domain/portfolio-paths';
import { db as defaultDb } from '~/lib/db.server';
import { loadHolidays } from './exchange-holidays.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';
import { placeSell } from './sell-orders.server';

import { autoRedemptionApprovalPath, autoRedemptionEditPath, autoRedemptionNewPath } from '~/domain/auto-redemption-paths';

export { autoRedemptionApprovalPath, autoRedemptionApprovedPath, autoRedemptionEditPath, autoRedemptionNewPath } from '~/domain/auto-redemption-paths';

// ---------------------------------------------------------------------------------------------
// Reading

/** The holding a rule is about, as the form shows it. */
export interface RuleHolding {
  portfolio: { id: number; name: string };
  fund: { id: number; name: string; type: FundType; currency: Currency };
  units: number;
  costBasis: number;
  /** The latest NAV (× 10^4) and its date; null before the fund's first NAV. */
  nav: number | null;
  navDate: IsoDate | null;
  /** Value at the latest NAV and value − cost (minor units); null without a NAV. */
  value: number | null;
  profit: number | null;
  href: `/${string}`;
}

export interface TriggerView {
  triggerKey: string;
  navDate: IsoDate;
  outcome: AutoRedemptionTriggerOutcome;
  orderId: number | null;
  transactionNumber: string | null;
  reason: SkipReason | null;
  at: Date;
}

export interface AutoRedemptionView {
  id: number;
  status: AutoRedemptionStatus;
  /** The terms consented (or, before the first consent, the terms proposed). */
  terms: AutoRedemptionTerms;
  /** PENDING_EDIT_APPROVAL: the change waiting for consent. */
  pendingChange: AutoRedemptionTerms | null;
  anchorDate: IsoDate | null;
  consentAt: Date | null;
  createdAt: Date;
  /** PERIOD rules that run: the next exchange day it acts on. */
  nextRunDate: IsoDate | null;
  holding: RuleHolding;
  triggers: TriggerView[];
}

type RuleRow = typeof autoRedemptions.$inferSelect;

function termsOfRow(row: Pick<RuleRow, 'triggerType' | 'profitTargetBps' | 'periodMonths' | 'scope'>): AutoRedemptionTerms {
  return row.triggerType === 'PERCENTAGE_PROFIT'
    ? { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: row.profitTargetBps!, periodMonths: null, scope: row.scope }
    : { triggerType: 'PERIOD', profitTargetBps: null, periodMonths: row.periodMonths as 1 | 3 | 6, scope: row.scope };
}

function pendingTerms(row: Pick<RuleRow, 'status' | 'pendingChange'>): AutoRedemptionTerms | null {
  if (row.status !== 'PENDING_EDIT_APPROVAL' || !row.pendingChange) return null;
  return termsOfRow(row.pendingChange as unknown as AutoRedemptionTerms);
}

/** The investor's holding of a fund in one of their active portfolios (units above 0); null otherwise. */
export function ruleHolding(userId: number, portfolioId: number, fundId: number, database: Db | Tx = defaultDb()): RuleHolding | null {
  const row = database
    .select({
      portfolioId: portfolios.id,
      portfolioName: portfolios.name,
      fundId: funds.id,
      fundName: funds.name,
      type: funds.type,
      currency: funds.currency,
      units: positions.units,
      costBasis: positions.costBasis,
      nav: latestNav(funds.id),
      navDate: latestNavDate(funds.id),
    })
    .from(positions)
    .innerJoin(portfolios, eq(portfolios.id, positions.portfolioId))
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(
      and(
        eq(positions.portfolioId, portfolioId),
        eq(positions.fundId, fundId),
        eq(positions.userId, userId),
        eq(portfolios.userId, userId),
        eq(portfolios.active, true),
        gt(positions.units, 0),
      ),
    )
    .get();
  if (!row) return null;
  const value = row.nav === null ? null : valueOfUnits(row.units, row.nav, row.currency).minor;
  return {
    portfolio: { id: row.portfolioId, name: row.portfolioName },
    fund: { id: row.fundId, name: row.fundName, type: row.type, currency: row.currency },
    units: row.units,
    costBasis: row.costBasis,
    nav: row.nav,
    navDate: row.navDate,
    value,
    profit: row.nav === null ? null : profitAt({ units: row.units, costBasis: row.costBasis, nav: row.nav, currency: row.currency }),
    href: portfolioPath(row.portfolioId),
  };
}

/** The holding's live rule (not INACTIVE), if any: one per holding. */
export function liveRuleId(userId: number, portfolioId: number, fundId: number, database: Db | Tx = defaultDb()): number | null {
  return (
    database
      .select({ id: autoRedemptions.id })
      .from(autoRedemptions)
      .where(
        and(
          eq(autoRedemptions.userId, userId),
          eq(autoRedemptions.portfolioId, portfolioId),
          eq(autoRedemptions.fundId, fundId),
          inArray(autoRedemptions.status, [...LIVE_STATUSES]),
        ),
      )
      .get()?.id ?? null
  );
}

function ownRule(userId: number, id: number, database: Db | Tx): RuleRow | undefined {
  return database
    .select()
    .from(autoRedemptions)
    .where(and(eq(autoRedemptions.id, id), eq(autoRedemptions.userId, userId)))
    .get();
}

/** One of the investor's rules with its holding and its triggers (newest first); null for a missing or another's. */
export function getAutoRedemption(userId: number, id: number, now = new Date(), database: Db = defaultDb()): AutoRedemptionView | null {
  const row = ownRule(userId, id, database);
  if (!row) return null;
  const portfolio = database.select({ id: portfolios.id, name: portfolios.name }).from(portfolios).where(eq(portfolios.id, row.portfolioId)).get()!;
  const held =
    ruleHolding(userId, row.portfolioId, row.fundId, database) ??
    // The holding was sold whole since: the rule's page still shows what it was about.
    (() => {
      const fund = database.select({ id: funds.id, name: funds.name, type: funds.type, currency: funds.currency }).from(funds).where(eq(funds.id, row.fundId)).get()!;
      return { portfolio, fund, units: 0, costBasis: 0, nav: null, navDate: null, value: null, profit: null, href: portfolioPath(portfolio.id) } satisfies RuleHolding;
    })();
  const triggers = database
    .select({
      triggerKey: autoRedemptionTriggers.triggerKey,
      navDate: autoRedemptionTriggers.navDate,
      outcome: autoRedemptionTriggers.outcome,
      orderId: autoRedemptionTriggers.orderId,
      transactionNumber: orders.transactionNumber,
      reason: autoRedemptionTriggers.reason,
      at: autoRedemptionTriggers.createdAt,
    })
    .from(autoRedemptionTriggers)
    .leftJoin(orders, eq(orders.id, autoRedemptionTriggers.orderId))
    .where(eq(autoRedemptionTriggers.autoRedemptionId, row.id))
    .orderBy(desc(autoRedemptionTriggers.navDate), desc(autoRedemptionTriggers.id))
    .limit(20)
    .all()
    .map((t) => ({ ...t, reason: t.reason as SkipReason | null }));
  const terms = termsOfRow(row);
  const nextRunDate =
    terms.triggerType === 'PERIOD' && isRunning(row.status) && row.anchorDate
      ? nextPeriodRunDate(row.anchorDate, terms.periodMonths, jakartaDate(now), loadHolidays(database))
      : null;
  return {
    id: row.id,
    status: row.status,
    terms,
    pendingChange: pendingTerms(row),
    anchorDate: row.anchorDate,
    consentAt: row.consentAt,
    createdAt: row.createdAt,
    nextRunDate,
    holding: held,
    triggers,
  };
}

/** A holding's rule as its card on the portfolio page shows it: the live one, or where to set one up. */
export interface HoldingRuleSummary {
  id: number | null;
  status: AutoRedemptionStatus | null;
  terms: AutoRedemptionTerms | null;
  /** The rule's page (its approval while consent is awaited, else its edit page), or the new-rule form. */
  href: `/${string}`;
}

/** Each holding's live rule in a portfolio of the investor, by fund id (holdings without one are left out). */
export function liveRulesOfPortfolio(userId: number, portfolioId: number, database: Db = defaultDb()): Map<number, HoldingRuleSummary> {
  const rows = database
    .select()
    .from(autoRedemptions)
    .where(and(eq(autoRedemptions.userId, userId), eq(autoRedemptions.portfolioId, portfolioId), inArray(autoRedemptions.status, [...LIVE_STATUSES])))
    .all();
  return new Map(
    rows.map((row) => [
      row.fundId,
      { id: row.id, status: row.status, terms: termsOfRow(row), href: awaitsConsent(row.status) ? autoRedemptionApprovalPath(row.id) : autoRedemptionEditPath(row.id) },
    ]),
  );
}

/** The summary of one holding (the rule, or the link to set one up). */
export function holdingRuleSummary(rules: Map<number, HoldingRuleSummary>, portfolioId: number, fundId: number): HoldingRuleSummary {
  return rules.get(fundId) ?? { id: null, status: null, terms: null, href: autoRedemptionNewPath(portfolioId, fundId) };
}

// ---------------------------------------------------------------------------------------------
// Commands

export type RuleRefusal =
  /** No such rule, portfolio or holding of the investor (another's answers alike). */
  | { code: 'NOT_FOUND' }
  /** The holding already has a live rule: change that one. */
  | { code: 'ALREADY_EXISTS'; id: number }
  /** The action does not apply in the rule's status (INACTIVE is final; nothing awaits consent). */
  | { code: 'NOT_ALLOWED'; status: AutoRedemptionStatus };

export type RuleResult = { ok: true; id: number; status: AutoRedemptionStatus } | { ok: false; refusal: RuleRefusal };

function audit(tx: Tx, userId: number, id: number, action: string, details: Record<string, unknown>, now: Date) {
  tx.insert(auditLog).values({ at: now, actorUserId: userId, actorKind: 'user', action: `auto_redemption.${action}`, entity: 'auto_redemption', entityId: String(id), details }).run();
}

/** A new rule on one of the investor's holdings, waiting for consent (PENDING_ACTIVATION_APPROVAL). */
export function createAutoRedemption(
  userId: number,
  input: { portfolioId: number; fundId: number; terms: AutoRedemptionTerms },
  now = new Date(),
  database: Db = defaultDb(),
): RuleResult {
  return database.transaction(
    (tx): RuleResult => {
      if (!ruleHolding(userId, input.portfolioId, input.fundId, tx)) return { ok: false, refusal: { code: 'NOT_FOUND' } };
      const existing = liveRuleId(userId, input.portfolioId, input.fundId, tx);
      if (existing !== null) return { ok: false, refusal: { code: 'ALREADY_EXISTS', id: existing } };
      const { terms } = input;
      const row = tx
        .insert(autoRedemptions)
        .values({
          userId,
          portfolioId: input.portfolioId,
          fundId: input.fundId,
          status: 'PENDING_ACTIVATION_APPROVAL',
          triggerType: terms.triggerType,
          profitTargetBps: terms.profitTargetBps,
          periodMonths: terms.periodMonths,
          scope: terms.scope,
          // Replaced by the consent's date (the periods count from the day the investor agreed).
          anchorDate: jakartaDate(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: autoRedemptions.id })
        .get();
      audit(tx, userId, row.id, 'created', { ...terms, portfolioId: input.portfolioId, fundId: input.fundId }, now);
      return { ok: true, id: row.id, status: 'PENDING_ACTIVATION_APPROVAL' };
    },
    { behavior: 'immediate' },
  );
}

function act(userId: number, id: number, action: AutoRedemptionAction, now: Date, database: Db, apply: (tx: Tx, row: RuleRow, next: AutoRedemptionStatus) => AutoRedemptionStatus): RuleResult {
  return database.transaction(
    (tx): RuleResult => {
      const row = ownRule(userId, id, tx);
      if (!row) return { ok: false, refusal: { code: 'NOT_FOUND' } };
      const next = nextStatus(row.status, action);
      if (next === null) return { ok: false, refusal: { code: 'NOT_ALLOWED', status: row.status } };
      const status = apply(tx, row, next);
      audit(tx, userId, id, action.toLowerCase(), { from: row.status, to: status }, now);
      return { ok: true, id, status };
    },
    { behavior: 'immediate' },
  );
}

/**
 * New terms: a rule not yet consented takes them at once; a consented one keeps them aside until consent
 * (PENDING_EDIT_APPROVAL), unless they are the terms already consented (then nothing waits: ACTIVE).
 */
export function editAutoRedemption(userId: number, id: number, terms: AutoRedemptionTerms, now = new Date(), database: Db = defaultDb()): RuleResult {
  return act(userId, id, 'EDIT', now, database, (tx, row, next) => {
    if (next === 'PENDING_ACTIVATION_APPROVAL') {
      tx.update(autoRedemptions)
        .set({ triggerType: terms.triggerType, profitTargetBps: terms.profitTargetBps, periodMonths: terms.periodMonths, scope: terms.scope, updatedAt: now })
        .where(eq(autoRedemptions.id, row.id))
        .run();
      return next;
    }
    const status = sameTerms(termsOfRow(row), terms) ? 'ACTIVE' : next;
    tx.update(autoRedemptions)
      .set({ status, pendingChange: status === 'ACTIVE' ? null : (terms as unknown as Record<string, unknown>), updatedAt: now })
      .where(eq(autoRedemptions.id, row.id))
      .run();
    return status;
  });
}

/** Asks to stop the rule: at once when never consented, else after consent (PENDING_CANCELLATION_APPROVAL). */
export function cancelAutoRedemption(userId: number, id: number, now = new Date(), database: Db = defaultDb()): RuleResult {
  return act(userId, id, 'CANCEL', now, database, (tx, row, next) => {
    tx.update(autoRedemptions).set({ status: next, pendingChange: null, updatedAt: now }).where(eq(autoRedemptions.id, row.id)).run();
    return next;
  });
}

/**
 * The investor's consent to what waits (give-consent): a new rule becomes ACTIVE with its periods counted from today,
 * a change is applied (a new period re-anchors on today), a cancellation ends the rule (INACTIVE).
 */
export function consentAutoRedemption(userId: number, id: number, now = new Date(), database: Db = defaultDb()): RuleResult {
  return act(userId, id, 'CONSENT', now, database, (tx, row, next) => {
    const today = jakartaDate(now);
    if (row.status === 'PENDING_CANCELLATION_APPROVAL') {
      tx.update(autoRedemptions).set({ status: next, pendingChange: null, updatedAt: now }).where(eq(autoRedemptions.id, row.id)).run();
      return next;
    }
    const current = termsOfRow(row);
    const terms = pendingTerms(row) ?? current;
    // The same period keeps counting from its anchor; a new period (or a first consent) counts from today.
    const keepAnchor = row.status === 'PENDING_EDIT_APPROVAL' && current.triggerType === 'PERIOD' && terms.triggerType === 'PERIOD' && current.periodMonths === terms.periodMonths;
    tx.update(autoRedemptions)
      .set({
        status: next,
        triggerType: terms.triggerType,
        profitTargetBps: terms.profitTargetBps,
        periodMonths: terms.periodMonths,
        scope: terms.scope,
        anchorDate: keepAnchor ? row.anchorDate : today,
        pendingChange: null,
        consentAt: now,
        updatedAt: now,
      })
      .where(eq(autoRedemptions.id, row.id))
      .run();
    return next;
  });
}

/** Takes back what waits for consent: a new rule ends, a change or a cancellation leaves the rule ACTIVE as it was. */
export function withdrawAutoRedemption(userId: number, id: number, now = new Date(), database: Db = defaultDb()): RuleResult {
  return act(userId, id, 'WITHDRAW', now, database, (tx, row, next) => {
    tx.update(autoRedemptions).set({ status: next, pendingChange: null, updatedAt: now }).where(eq(autoRedemptions.id, row.id)).run();
    return next;
  });
}

// ---------------------------------------------------------------------------------------------
// The NAV job's step (decision 088)

export interface AutoRedemptionRunReport {
  navDate: IsoDate;
  /** Running rules whose fund has a NAV on the date and whose holding has units. */
  evaluated: number;
  ordersPlaced: number;
  skipped: number;
  /** Triggered under a key that already fired (a second run for the date). */
  alreadyDone: number;
}

/** Units × 10^4 as the sell flow's text ("9.0909"). */
function unitsText(units: number): string {
  return `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
}

/** The idempotency key of the SELL order a trigger places (one per rule and key, as the trigger's row). */
export const autoRedemptionOrderKey = (ruleId: number, triggerKey: string) => `auto-redemption-${ruleId}-${triggerKey}`;

/**
 * Evaluates every running rule on the NAV of `navDate` (called by the NAV job inside its transaction, after the
 * day's NAVs are written and the orders of the date settled): a triggered rule places its SELL order through the
 * sell flow (priced at the next NAV date, settled by the normal cycle) and notifies the investor, or records why
 * it placed none; the trigger's row makes it once per rule and key, however often the date is run.
 */
export function runAutoRedemptions(navDate: IsoDate, now: Date, tx: Tx): AutoRedemptionRunReport {
  const report: AutoRedemptionRunReport = { navDate, evaluated: 0, ordersPlaced: 0, skipped: 0, alreadyDone: 0 };
  const rules = tx
    .select({
      id: autoRedemptions.id,
      userId: autoRedemptions.userId,
      portfolioId: autoRedemptions.portfolioId,
      fundId: autoRedemptions.fundId,
      triggerType: autoRedemptions.triggerType,
      profitTargetBps: autoRedemptions.profitTargetBps,
      periodMonths: autoRedemptions.periodMonths,
      scope: autoRedemptions.scope,
      anchorDate: autoRedemptions.anchorDate,
      units: positions.units,
      heldUnits: positions.heldUnits,
      costBasis: positions.costBasis,
      nav: fundNavs.nav,
      fundName: funds.name,
      currency: funds.currency,
      minimumRedemptionAmount: funds.minimumRedemptionAmount,
      minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
    })
    .from(autoRedemptions)
    .innerJoin(positions, and(eq(positions.portfolioId, autoRedemptions.portfolioId), eq(positions.fundId, autoRedemptions.fundId), eq(positions.userId, autoRedemptions.userId)))
    .innerJoin(funds, eq(funds.id, autoRedemptions.fundId))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, autoRedemptions.fundId), eq(fundNavs.navDate, navDate)))
    .where(and(inArray(autoRedemptions.status, [...RUNNING_STATUSES]), gt(positions.units, 0)))
    .orderBy(autoRedemptions.id)
    .all();
  if (rules.length === 0) return report;
  const holidays = loadHolidays(tx);
  for (const rule of rules) {
    report.evaluated += 1;
    const holding = { units: rule.units, heldUnits: rule.heldUnits, costBasis: rule.costBasis, nav: rule.nav, currency: rule.currency };
    const triggerKey = triggerKeyOn(rule, holding, navDate, holidays);
    if (triggerKey === null) continue;
    const fired = tx
      .select({ id: autoRedemptionTriggers.id })
      .from(autoRedemptionTriggers)
      .where(and(eq(autoRedemptionTriggers.autoRedemptionId, rule.id), eq(autoRedemptionTriggers.triggerKey, triggerKey)))
      .get();
    if (fired) {
      report.alreadyDone += 1;
      continue;
    }
    const decided = unitsToSell(rule.scope, holding, rule);
    let outcome: { orderId: number } | { reason: SkipReason };
    if (!decided.ok) outcome = { reason: decided.reason };
    else {
      const placed = placeSell(
        rule.userId,
        {
          portfolioId: rule.portfolioId,
          mutualFundId: rule.fundId,
          mode: decided.sell.mode,
          value: decided.sell.mode === 'units' ? unitsText(decided.sell.units) : undefined,
          source: 'AUTO_REDEMPTION',
        },
        autoRedemptionOrderKey(rule.id, triggerKey),
        now,
        // Inside the NAV job's transaction: the sell's own transaction is a savepoint of it.
        tx as unknown as Db,
      );
      outcome = placed.ok ? { orderId: placed.orderId } : { reason: placed.refusal.code as SkipReason };
    }
    if ('orderId' in outcome) {
      tx.insert(autoRedemptionTriggers).values({ autoRedemptionId: rule.id, triggerKey, navDate, outcome: 'ORDER_PLACED', orderId: outcome.orderId, createdAt: now }).run();
      const transactionNumber = tx.select({ number: orders.transactionNumber }).from(orders).where(eq(orders.id, outcome.orderId)).get()!.number;
      notify(tx, { userId: rule.userId, kind: 'AUTO_REDEMPTION_TRIGGERED', params: { fundName: rule.fundName, transactionNumber }, link: `/me/order/${outcome.orderId}` }, now);
      if (doneAfterOrder(rule)) {
        tx.update(autoRedemptions)
          .set({ status: 'INACTIVE', pendingChange: null, updatedAt: now })
          .where(and(eq(autoRedemptions.id, rule.id), ne(autoRedemptions.status, 'INACTIVE')))
          .run();
      }
      report.ordersPlaced += 1;
    } else {
      tx.insert(autoRedemptionTriggers).values({ autoRedemptionId: rule.id, triggerKey, navDate, outcome: 'SKIPPED', reason: outcome.reason, createdAt: now }).run();
      report.skipped += 1;
    }
  }
  return report;
}
