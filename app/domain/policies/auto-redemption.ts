// Auto-redemption (jual otomatis; issue 18 item 4; spec funds §2.1 /auto-redemption/{id}/approval|approved, §4.5
// "Auto-redemption", §7 auto-redemptions/{id} and /give-consent; decisions 087, 088). Pure: the model reads the
// rule, the holding and the NAV of the day, and this module says whether the terms are valid, which status an
// action leads to, whether the rule is triggered on a NAV date (and under which key, exactly once), and what to sell.
//
// - Terms: PERCENTAGE_PROFIT with a target of 1%-100% of the cost (100-10 000 basis points), or PERIOD every 1, 3
//   or 6 months counted from the anchor date (the day the investor consented to the terms); scope ALL (every free
//   unit) or PROFIT_ONLY (the units worth the profit).
// - Statuses (spec §4.5; the transitions are "not shown": decision 087): a new rule waits for consent
//   (PENDING_ACTIVATION_APPROVAL → ACTIVE); a change or a cancellation of an ACTIVE rule waits for consent too
//   (PENDING_EDIT_APPROVAL with the change kept aside, PENDING_CANCELLATION_APPROVAL), and until then the rule keeps
//   running on the terms already consented; INACTIVE is final (a new rule is made for the holding).
// - Triggers (decision 088): PERIOD fires once per period, on the first NAV date on or after the period's date
//   (anchor + n months, clamped to the month's end; a weekend or holiday moves it to the next exchange day), key
//   `PERIOD:<period date>`; PERCENTAGE_PROFIT fires on a NAV date whose profit reaches the target, key
//   `PROFIT:<NAV date>`, and once an order is placed the rule is done (INACTIVE), as is any rule that sold ALL.
import { addMonthsClamped, onOrAfterExchangeDay, type HolidaySet, type IsoDate } from '../dates';
import type { Currency } from '../enums';
import type { AutoRedemptionPeriodMonths, AutoRedemptionScope, AutoRedemptionStatus, AutoRedemptionTriggerType } from '../service-enums';
import { AUTO_REDEMPTION_PERIOD_MONTHS } from '../service-enums';
import { money, unitsForAmount, valueOfUnits } from '../money';

/** 1% of the cost: the smallest profit target (basis points). */
export const MIN_PROFIT_TARGET_BPS = 100;
/** 100% of the cost (the holding doubled): the largest profit target (basis points). */
export const MAX_PROFIT_TARGET_BPS = 10_000;

/** What a rule does, as the investor sets it. */
export type AutoRedemptionTerms =
  | { triggerType: 'PERCENTAGE_PROFIT'; profitTargetBps: number; periodMonths: null; scope: AutoRedemptionScope }
  | { triggerType: 'PERIOD'; profitTargetBps: null; periodMonths: AutoRedemptionPeriodMonths; scope: AutoRedemptionScope };

export type TermsProblem =
  | { field: 'profitTarget'; code: 'PROFIT_TARGET_RANGE'; min: number; max: number }
  | { field: 'periodMonths'; code: 'PERIOD_MONTHS' };

/** The terms a request names, or what is wrong with them (the form's and the API's field errors). */
export function termsOf(input: {
  triggerType: AutoRedemptionTriggerType;
  profitTargetBps?: number | null;
  periodMonths?: number | null;
  scope: AutoRedemptionScope;
}): { ok: true; terms: AutoRedemptionTerms } | { ok: false; problem: TermsProblem } {
  if (input.triggerType === 'PERCENTAGE_PROFIT') {
    const bps = input.profitTargetBps;
    if (typeof bps !== 'number' || !Number.isInteger(bps) || bps < MIN_PROFIT_TARGET_BPS || bps > MAX_PROFIT_TARGET_BPS) {
      return { ok: false, problem: { field: 'profitTarget', code: 'PROFIT_TARGET_RANGE', min: MIN_PROFIT_TARGET_BPS, max: MAX_PROFIT_TARGET_BPS } };
    }
    return { ok: true, terms: { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: bps, periodMonths: null, scope: input.scope } };
  }
  const months = input.periodMonths;
  if (!(AUTO_REDEMPTION_PERIOD_MONTHS as readonly unknown[]).includes(months)) return { ok: false, problem: { field: 'periodMonths', code: 'PERIOD_MONTHS' } };
  return { ok: true, terms: { triggerType: 'PERIOD', profitTargetBps: null, periodMonths: months as AutoRedemptionPeriodMonths, scope: input.scope } };
}

/** Whether two sets of terms say the same (an edit that changes nothing needs no consent). */
export function sameTerms(a: AutoRedemptionTerms, b: AutoRedemptionTerms): boolean {
  return a.triggerType === b.triggerType && a.profitTargetBps === b.profitTargetBps && a.periodMonths === b.periodMonths && a.scope === b.scope;
}

// ---------------------------------------------------------------------------------------------
// Statuses (decision 087)

/** What the investor does to a rule: change its terms, ask to stop it, consent to what waits, or take back what waits. */
export type AutoRedemptionAction = 'EDIT' | 'CANCEL' | 'CONSENT' | 'WITHDRAW';

/** The statuses whose rule runs on the NAV job: consented terms (a change or a cancellation waiting keeps them). */
export const RUNNING_STATUSES = ['ACTIVE', 'PENDING_EDIT_APPROVAL', 'PENDING_CANCELLATION_APPROVAL'] as const satisfies readonly AutoRedemptionStatus[];
/** The statuses of a live rule: one per holding. */
export const LIVE_STATUSES = ['PENDING_ACTIVATION_APPROVAL', ...RUNNING_STATUSES] as const satisfies readonly AutoRedemptionStatus[];
/** The statuses waiting for the investor's consent (the approval page has something to approve). */
export const AWAITING_CONSENT = ['PENDING_ACTIVATION_APPROVAL', 'PENDING_EDIT_APPROVAL', 'PENDING_CANCELLATION_APPROVAL'] as const satisfies readonly AutoRedemptionStatus[];

export function isRunning(status: AutoRedemptionStatus): boolean {
  return (RUNNING_STATUSES as readonly string[]).includes(status);
}
export function awaitsConsent(status: AutoRedemptionStatus): boolean {
  return (AWAITING_CONSENT as readonly string[]).includes(status);
}

/**
 * The status an action leads to; null when the action does not apply (INACTIVE is final; nothing waits for
 * consent on an ACTIVE rule). EDIT of a rule not yet consented changes its terms in place; EDIT of a consented rule
 * keeps the change aside until consent. CANCEL of a rule never consented ends it at once (nothing ran). WITHDRAW
 * takes back the waiting request: a new rule ends, a change or a cancellation leaves the rule ACTIVE as it was.
 */
export function nextStatus(status: AutoRedemptionStatus, action: AutoRedemptionAction): AutoRedemptionStatus | null {
  const table: Record<AutoRedemptionStatus, Record<AutoRedemptionAction, AutoRedemptionStatus | null>> = {
    PENDING_ACTIVATION_APPROVAL: { EDIT: 'PENDING_ACTIVATION_APPROVAL', CANCEL: 'INACTIVE', CONSENT: 'ACTIVE', WITHDRAW: 'INACTIVE' },
    ACTIVE: { EDIT: 'PENDING_EDIT_APPROVAL', CANCEL: 'PENDING_CANCELLATION_APPROVAL', CONSENT: null, WITHDRAW: null },
    PENDING_EDIT_APPROVAL: { EDIT: 'PENDING_EDIT_APPROVAL', CANCEL: 'PENDING_CANCELLATION_APPROVAL', CONSENT: 'ACTIVE', WITHDRAW: 'ACTIVE' },
    PENDING_CANCELLATION_APPROVAL: { EDIT: 'PENDING_EDIT_APPROVAL', CANCEL: 'PENDING_CANCELLATION_APPROVAL', CONSENT: 'INACTIVE', WITHDRAW: 'ACTIVE' },
    INACTIVE: { EDIT: null, CANCEL: null, CONSENT: null, WITHDRAW: null },
  };
  return table[status][action];
}

// ---------------------------------------------------------------------------------------------
// Triggers (decision 088)

/** The date of period n (n ≥ 1) counted from the anchor: anchor + n × months, clamped to the month's length. */
export function periodDate(anchor: IsoDate, months: number, n: number): IsoDate {
  return addMonthsClamped(anchor, months * n);
}

/** The exchange day a period's date is acted on: itself, or the next exchange day after a weekend or holiday. */
export function periodRunDate(date: IsoDate, holidays: HolidaySet): IsoDate {
  return onOrAfterExchangeDay(date, holidays);
}

/** The latest period (n ≥ 1) whose run date is on or before `navDate`, or null when none has come yet. */
export function latestPeriodDue(anchor: IsoDate, months: number, navDate: IsoDate, holidays: HolidaySet): IsoDate | null {
  if (navDate <= anchor) return null;
  const monthsApart = (Number(navDate.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 + Number(navDate.slice(5, 7)) - Number(anchor.slice(5, 7));
  // The candidate periods around the months between the two dates (a holiday run date may cross a month end).
  for (let n = Math.floor(monthsApart / months) + 1; n >= 1; n--) {
    const date = periodDate(anchor, months, n);
    if (periodRunDate(date, holidays) <= navDate) return date;
  }
  return null;
}

/** The next period date the rule acts on after `today` (for the pages), as its run date. */
export function nextPeriodRunDate(anchor: IsoDate, months: number, today: IsoDate, holidays: HolidaySet): IsoDate {
  for (let n = 1; ; n++) {
    const run = periodRunDate(periodDate(anchor, months, n), holidays);
    if (run > today) return run;
  }
}

/** The holding as the NAV job sees it: units and held units × 10^4, cost in minor units, NAV × 10^4. */
export interface HoldingAtNav {
  units: number;
  heldUnits: number;
  costBasis: number;
  nav: number;
  currency: Currency;
}

/** Value minus cost at the NAV (minor units; the value rounded down as a sale's gross). */
export function profitAt(holding: Pick<HoldingAtNav, 'units' | 'costBasis' | 'nav' | 'currency'>): number {
  return valueOfUnits(holding.units, holding.nav, holding.currency).minor - holding.costBasis;
}

/** Whether the profit at the NAV reaches the target: (value − cost) / cost ≥ target, in integers. */
export function profitReached(holding: Pick<HoldingAtNav, 'units' | 'costBasis' | 'nav' | 'currency'>, targetBps: number): boolean {
  if (holding.costBasis <= 0 || holding.units <= 0) return false;
  return BigInt(profitAt(holding)) * 10_000n >= BigInt(targetBps) * BigInt(holding.costBasis);
}

export interface RuleAtNav {
  triggerType: AutoRedemptionTriggerType;
  profitTargetBps: number | null;
  periodMonths: number | null;
  anchorDate: IsoDate | null;
}

/** The trigger key the rule fires under on this NAV date, or null when it is not triggered. */
export function triggerKeyOn(rule: RuleAtNav, holding: HoldingAtNav, navDate: IsoDate, holidays: HolidaySet): string | null {
  if (rule.triggerType === 'PERIOD') {
    if (!rule.anchorDate || !rule.periodMonths) return null;
    const due = latestPeriodDue(rule.anchorDate, rule.periodMonths, navDate, holidays);
    return due === null ? null : `PERIOD:${due}`;
  }
  if (rule.profitTargetBps === null) return null;
  return profitReached(holding, rule.profitTargetBps) ? `PROFIT:${navDate}` : null;
}

/** Why a triggered rule placed no order (kept on the trigger's row, shown on the rule's page). */
export type SkipReason =
  | 'PENDING_ORDER'
  | 'NO_UNITS'
  | 'NO_PROFIT'
  | 'BELOW_MINIMUM_REDEMPTION'
  | 'REMAINING_BELOW_MINIMUM'
  /** Refusals of the sell flow itself (sell-rules, sell-orders): its code. */
  | 'NO_NAV'
  | 'INVALID_AMOUNT'
  | 'INSUFFICIENT_UNITS'
  | 'SELL_ALL_ONLY'
  | 'BANK_ACCOUNT'
  | 'PORTFOLIO_NOT_FOUND'
  | 'FUND_NOT_FOUND';

export interface SellFundLimits {
  /** Null: the fund sets none. */
  minimumRedemptionAmount: number | null;
  /** What a remaining holding must be worth (the fund's minimum top-up). */
  minimumSubscriptionAmount: number;
}

/**
 * What a triggered rule sells at the NAV: every free unit (ALL), or the units worth the profit rounded down to 4
 * decimals (PROFIT_ONLY), which must reach the fund's minimum redemption and leave at least its minimum holding;
 * else the reason nothing is sold. A pending sale or switch holding units skips the trigger (its units are promised).
 */
export function unitsToSell(
  scope: AutoRedemptionScope,
  holding: HoldingAtNav,
  fund: SellFundLimits,
): { ok: true; sell: { mode: 'all' } | { mode: 'units'; units: number } } | { ok: false; reason: SkipReason } {
  if (holding.heldUnits > 0) return { ok: false, reason: 'PENDING_ORDER' };
  if (holding.units <= 0) return { ok: false, reason: 'NO_UNITS' };
  if (scope === 'ALL') return { ok: true, sell: { mode: 'all' } };
  const profit = profitAt(holding);
  if (profit <= 0) return { ok: false, reason: 'NO_PROFIT' };
  const units = Math.min(unitsForAmount(money(profit, holding.currency), holding.nav), holding.units);
  if (units <= 0) return { ok: false, reason: 'NO_PROFIT' };
  const gross = valueOfUnits(units, holding.nav, holding.currency).minor;
  if (gross <= 0) return { ok: false, reason: 'NO_PROFIT' };
  if (fund.minimumRedemptionAmount !== null && gross < fund.minimumRedemptionAmount) return { ok: false, reason: 'BELOW_MINIMUM_REDEMPTION' };
  if (valueOfUnits(holding.units - units, holding.nav, holding.currency, 'up').minor < fund.minimumSubscriptionAmount) {
    return { ok: false, reason: 'REMAINING_BELOW_MINIMUM' };
  }
  return { ok: true, sell: { mode: 'units', units } };
}

/** Whether a rule is done after a trigger placed its order: a profit target is taken once, and ALL leaves nothing. */
export function doneAfterOrder(rule: { triggerType: AutoRedemptionTriggerType; scope: AutoRedemptionScope }): boolean {
  return rule.triggerType === 'PERCENTAGE_PROFIT' || rule.scope === 'ALL';
}

/** Basis points from a percent as typed ("10", "12,5", "12.50"), at most 2 decimals; null when not one. */
export function bpsFromPercentText(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
