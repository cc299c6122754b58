// Moving a fund between one's own portfolios (issue 15 item 3; spec funds §2.1 `pindah`, §7 move-fund;
// decisions 056, 061), pure: whether a move of some units of a position to another portfolio of the same
// investor is allowed, and how many units it takes. A move sells nothing and costs nothing: the units and
// their average cost go from one portfolio to the other (ledger MOVE_OUT / MOVE_IN). It is refused into a
// robo portfolio whose recommendations lack the fund (the robo portfolio follows its model), while an order
// touching the fund in either portfolio is under way (its units or cash would land on a position that moved),
// and for more units than are free (units − units held for pending sells and switches).

/** What is asked: some units (× 10^4), or all the free units of the position. */
export type MoveAmount = { mode: 'units'; units: number } | { mode: 'all' };

/** A portfolio the units could go to, as the rule needs it. */
export interface MoveTarget {
  id: number;
  active: boolean;
  roboCermat: boolean;
  /** The funds of a robo portfolio's model (portfolio_recommendations); empty for another portfolio. */
  recommendedFundIds: readonly number[];
}

export interface MoveRuleInput {
  sourcePortfolioId: number;
  fundId: number;
  /** The source portfolio's position in the fund; null when it holds none. */
  position: { units: number; heldUnits: number } | null;
  /** The target portfolio; null when it is not one of the investor's. */
  target: MoveTarget | null;
  /** An order under way (awaiting payment or paid) of the source or the target portfolio touches the fund. */
  orderPending: boolean;
  amount: MoveAmount;
}

export type MoveRefusalReason =
  /** The target is not one of the investor's portfolios. */
  | 'TARGET_NOT_FOUND'
  /** The target is closed. */
  | 'TARGET_INACTIVE'
  | 'SAME_PORTFOLIO'
  /** A robo portfolio holds only its model's funds (issue 15 item 3). */
  | 'ROBO_TARGET'
  /** The source portfolio holds no units of the fund. */
  | 'NO_POSITION'
  | 'ORDER_PENDING'
  /** Not a positive whole number of 10^-4 units. */
  | 'INVALID_UNITS'
  /** More than the free units (units − held units). */
  | 'MORE_THAN_FREE';

export type MoveDecision = { allowed: true; units: number } | { allowed: false; reason: MoveRefusalReason };

/** The units of a position no pending order holds: what a move may take. */
export function freeUnits(position: { units: number; heldUnits: number } | null): number {
  return position ? Math.max(0, position.units - position.heldUnits) : 0;
}

/**
 * Why a portfolio cannot take the fund at all, whatever the units (the picker greys it out with this
 * reason), or null when it can. Checked before the position: a wrong target is the first thing to say.
 */
export function targetRefusal(input: { sourcePortfolioId: number; fundId: number; target: MoveTarget | null }): MoveRefusalReason | null {
  const { target } = input;
  if (!target) return 'TARGET_NOT_FOUND';
  if (target.id === input.sourcePortfolioId) return 'SAME_PORTFOLIO';
  if (!target.active) return 'TARGET_INACTIVE';
  if (target.roboCermat && !target.recommendedFundIds.includes(input.fundId)) return 'ROBO_TARGET';
  return null;
}

/** The move's verdict: the units it takes (× 10^4), or the first reason it is refused. */
export function decideMove(input: MoveRuleInput): MoveDecision {
  const refusal = targetRefusal(input);
  if (refusal) return { allowed: false, reason: refusal };
  if (!input.position || input.position.units <= 0) return { allowed: false, reason: 'NO_POSITION' };
  if (input.orderPending) return { allowed: false, reason: 'ORDER_PENDING' };
  const free = freeUnits(input.position);
  if (input.amount.mode === 'all') {
    // Units held for a pending order mean an order is pending: the check above said so already.
    return free > 0 ? { allowed: true, units: free } : { allowed: false, reason: 'MORE_THAN_FREE' };
  }
  const { units } = input.amount;
  if (!Number.isSafeInteger(units) || units <= 0) return { allowed: false, reason: 'INVALID_UNITS' };
  if (units > free) return { allowed: false, reason: 'MORE_THAN_FREE' };
  return { allowed: true, units };
}
