// Creating, editing and deleting a portfolio, and its goal's progress (issue 16 items 3-5; spec funds §4.3 edit
// dialog and goal card, §4.5 goal types, §5 name / target amount / target date / retirement age, §6 deletion,
// offline customers and robo; spec landing §5 "Add-new portfolio"; decision 066). Pure: each rule takes a snapshot
// and answers a tagged decision, tested row by row in portfolio-goals.test.ts.
import { addMonthsClamped, type IsoDate } from '../dates';
import { GOAL_TYPES, type GoalType } from '../enums';
import { divideRounded, money, subtract, type Money } from '../money';
import { canAddPortfolio, isMultiPortfolioAllowed, targetPercentDisplay, TARGET_PERCENT_CAP, type MultiPortfolioInput } from './portfolio-carousel';

/** spec funds §5, §9 "Portfolio name max 30". */
export const PORTFOLIO_NAME_MAX_LENGTH = 30;
/** spec funds §5, §9 "Target amount max length 23" (the masked text, dots included). */
export const TARGET_AMOUNT_MAX_LENGTH = 23;
/**
 * The largest target taken, whole rupiah (decision 066): 23 masked characters would allow 18 digits, beyond the
 * integers money.ts keeps exact; Rp 999 triliun is far above any personal goal.
 */
export const MAX_TARGET_AMOUNT = 999_999_999_999_999;
/** spec funds §5, §9 "Target date 1 month to 100 years ahead", in months. */
export const TARGET_MONTHS_MIN = 1;
export const TARGET_MONTHS_MAX = 100 * 12;
/**
 * The retirement-age list of a robo portfolio (spec funds §5 "from the current age (at least the minimum age) up
 * to a maximum age (constants not shown)"; decision 066): from the next birthday's age, at least 40, to 75.
 */
export const MIN_RETIREMENT_AGE = 40;
export const MAX_RETIREMENT_AGE = 75;

/**
 * The icon of each goal type (spec funds §4.5 "Investment goal types"): portfolios.icon stores these names; `robo`
 * and `default` are the default portfolios' own (spec funds §4.3 "The icon of a default portfolio cannot be changed").
 */
export const GOAL_ICONS = ['emergency', 'retirement', 'house', 'education', 'religion', 'marriage', 'travel', 'vehicle', 'hobby', 'gadget', 'furniture', 'others'] as const;
export type GoalIcon = (typeof GOAL_ICONS)[number];
export const DEFAULT_ICONS = ['robo', 'default'] as const;

export function goalIcon(goalType: GoalType): GoalIcon {
  return GOAL_ICONS[GOAL_TYPES.indexOf(goalType)]!;
}

// ---------------------------------------------------------------------------------------------
// Creating

export interface CreatePortfolioInput extends MultiPortfolioInput {
  /** The user's active portfolios now. */
  activeCount: number;
  robo: boolean;
  flags: MultiPortfolioInput['flags'] & { roboAdvisor: boolean };
}

export type CreatePortfolioDecision =
  | { allowed: true }
  | { allowed: false; reason: 'OFFLINE_CUSTOMER' | 'LIMIT_REACHED' | 'ROBO_DISABLED' };

/**
 * spec landing §5 / funds §5 "Add-new portfolio: only when multi-portfolio is enabled (sales code empty, or the
 * offline-users flag) and the portfolio count is 8 or fewer" (so a ninth can be made, not a tenth); §6 "Robo
 * portfolios are offered only when the robo feature is enabled".
 */
export function createPortfolioDecision(input: CreatePortfolioInput): CreatePortfolioDecision {
  if (!isMultiPortfolioAllowed(input)) return { allowed: false, reason: 'OFFLINE_CUSTOMER' };
  if (!canAddPortfolio({ ...input, portfolioCount: input.activeCount })) return { allowed: false, reason: 'LIMIT_REACHED' };
  if (input.robo && !input.flags.roboAdvisor) return { allowed: false, reason: 'ROBO_DISABLED' };
  return { allowed: true };
}

// ---------------------------------------------------------------------------------------------
// Target date and retirement age

/** The month (`YYYY-MM`) `months` after the month of `today`. */
export function monthAfter(today: IsoDate, months: number): string {
  return addMonthsClamped(`${today.slice(0, 7)}-01`, months).slice(0, 7);
}

/** The month picker's range (spec funds §5): from 1 month ahead to 100 years ahead, as `YYYY-MM`. */
export function targetMonthRange(today: IsoDate): { min: string; max: string } {
  return { min: monthAfter(today, TARGET_MONTHS_MIN), max: monthAfter(today, TARGET_MONTHS_MAX) };
}

export function isTargetMonthInRange(month: string, today: IsoDate): boolean {
  const { min, max } = targetMonthRange(today);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month >= min && month <= max;
}

/** The goal's date of a target month: its last day (the goal is due by the end of the month chosen). */
export function matureAtOfMonth(month: string): IsoDate {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Whole years of age on `today` of someone born on `birthDate`. */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * The retirement ages a robo portfolio offers (spec funds §5): from the age at the next birthday (the current
 * age is already reached: its date would be past), at least MIN_RETIREMENT_AGE, to MAX_RETIREMENT_AGE. Empty
 * without a verified birth date or past the maximum (the target is then a month, as for other portfolios).
 */
export function retirementAges(birthDate: IsoDate | null, today: IsoDate): number[] {
  if (!birthDate) return [];
  const from = Math.max(ageOn(birthDate, today) + 1, MIN_RETIREMENT_AGE);
  return Array.from({ length: Math.max(0, MAX_RETIREMENT_AGE - from + 1) }, (_, i) => from + i);
}

/** The goal's date of a retirement age: the birthday of that age. */
export function matureAtOfRetirementAge(birthDate: IsoDate, age: number): IsoDate {
  return addMonthsClamped(birthDate, age * 12);
}

// ---------------------------------------------------------------------------------------------
// Editing

export interface PortfolioEditSnapshot {
  isDefault: boolean;
  roboCermat: boolean;
}

/**
 * spec funds §4.3 "The icon of a default portfolio cannot be changed", §5/§6 "a robo default cannot be renamed"
 * ("Read-only for a default robo portfolio").
 */
export function editableFields(portfolio: PortfolioEditSnapshot): { name: boolean; icon: boolean } {
  return { name: !(portfolio.isDefault && portfolio.roboCermat), icon: !portfolio.isDefault };
}

// ---------------------------------------------------------------------------------------------
// Deleting

export interface DeleteSnapshot {
  isDefault: boolean;
  /** Units held in any fund (a holding without a NAV yet is worth 0 but is not empty). */
  unitsHeld: number;
  /** Value at the latest NAV, per currency, minor units. */
  value: { IDR: number; USD: number };
  /** Orders of the portfolio still open (waiting for payment, paid, or a sale / switch not settled). */
  pendingOrders: number;
  /** recurring_schedules rows of the portfolio with status ACTIVE or PAUSED. */
  schedules: number;
}

export type DeleteRefusal = 'DEFAULT_PORTFOLIO' | 'NOT_EMPTY' | 'PENDING_ORDER' | 'RECURRING_SCHEDULE';
export type DeleteDecision = { allowed: true } | { allowed: false; reason: DeleteRefusal };

/**
 * spec funds §4.3 "Delete is offered only when the portfolio value is 0", §6 "only when its value is 0 and it has
 * no recurring schedule", issue 16 item 4 "and no pending order" (a payment or a sale still to settle would land in
 * a closed portfolio). The default portfolio is never deleted (decision 066: the robo entry and the cart's
 * fallback need it).
 */
export function deleteDecision(snapshot: DeleteSnapshot): DeleteDecision {
  if (snapshot.isDefault) return { allowed: false, reason: 'DEFAULT_PORTFOLIO' };
  if (snapshot.unitsHeld > 0 || snapshot.value.IDR > 0 || snapshot.value.USD > 0) return { allowed: false, reason: 'NOT_EMPTY' };
  if (snapshot.pendingOrders > 0) return { allowed: false, reason: 'PENDING_ORDER' };
  if (snapshot.schedules > 0) return { allowed: false, reason: 'RECURRING_SCHEDULE' };
  return { allowed: true };
}

/** Whether the edit form offers delete at all (spec funds §4.3: at value 0; never for the default portfolio). */
export function isDeleteOffered(snapshot: Pick<DeleteSnapshot, 'isDefault' | 'unitsHeld' | 'value'>): boolean {
  return !snapshot.isDefault && snapshot.unitsHeld === 0 && snapshot.value.IDR === 0 && snapshot.value.USD === 0;
}

// ---------------------------------------------------------------------------------------------
// The goal card

/** Months from the month of `today` to the month of `matureAt` (0 in the same month, negative when before). */
export function monthsBetween(today: IsoDate, matureAt: IsoDate): number {
  const months = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return months(matureAt) - months(today);
}

export type GoalStatus = 'REACHED' | 'PASSED' | 'ON_THE_WAY';

export interface GoalProgress {
  /** Progress in percent, 2 decimals, rounded down, capped at 100 (the landing card's figure). */
  percent: number;
  status: GoalStatus;
  /** Months left to save, at least 1 while the date is not passed; 0 once passed. */
  monthsLeft: number;
  /** What is still missing, whole rupiah (0 once reached). */
  remaining: number;
  /** (target − value) / months left, rounded up to the rupiah; 0 when reached or passed. */
  monthlySaving: number;
}

/**
 * spec funds §4.3 goal card: "percent is progress rounded down and capped at 100. At 100 it shows a congratulation
 * ... A past target date under 100 percent shows an adjust-target prompt", "Saving needed per month = target amount
 * divided by months to the target date" — here what is still missing (target − value), so that the plan is met
 * whatever is already saved (issue 16 item 5). A target date in the current month leaves one month.
 */
export function goalProgress(input: { value: number; target: number; matureAt: IsoDate; today: IsoDate }): GoalProgress {
  const percent = targetPercentDisplay(Math.max(0, input.value), input.target);
  const missing: Money = input.value >= input.target ? money(0, 'IDR') : subtract(money(input.target, 'IDR'), money(Math.max(0, input.value), 'IDR'));
  if (percent >= TARGET_PERCENT_CAP) return { percent, status: 'REACHED', monthsLeft: Math.max(0, monthsBetween(input.today, input.matureAt)), remaining: 0, monthlySaving: 0 };
  if (input.matureAt < input.today) return { percent, status: 'PASSED', monthsLeft: 0, remaining: missing.minor, monthlySaving: 0 };
  const monthsLeft = Math.max(1, monthsBetween(input.today, input.matureAt));
  return { percent, status: 'ON_THE_WAY', monthsLeft, remaining: missing.minor, monthlySaving: monthlySavingNeeded(missing.minor, monthsLeft) };
}

/** (what is missing) / months, rounded up to the rupiah (saving that much reaches the target, never short of it). */
export function monthlySavingNeeded(remaining: number, monthsLeft: number): number {
  if (remaining <= 0 || monthsLeft <= 0) return 0;
  return Number(divideRounded(BigInt(money(remaining, 'IDR').minor), BigInt(monthsLeft), 'up'));
}
