// Switching a holding into another fund (issue 15 item 2; spec funds §3 switchingList, §7 switching; decision 056):
// the pure rules. Which funds a fund may switch into (the switching list: same investment manager — Indonesian
// practice, a switch never crosses managers —, same currency, the target open for subscription, not itself, and
// listed in fund_switchings), and how much of the position a switch takes: by amount (turned into units at the latest
// published NAV, rounded UP to 4 decimals, decision 056), by units, or all free units (units − held units). The
// switch-out's estimated gross must reach the source's minimum redemption and the target's minimum subscription
// (initial when the portfolio holds none of the target); what stays must be worth the source's minimum subscription
// unless nothing stays. The switching fee is the source fund's switching_fee_bp of the gross (decision 056).
import type { Currency, FundStatus } from '../enums';
import { divideRounded, MINOR_PER_MAJOR, money, percentOf, SCALE, subtract, unitsForAmount, valueOfUnits } from '../money';

export interface SwitchFund {
  id: number;
  investmentManagerId: number;
  currency: Currency;
  status: FundStatus;
  minimumInitialSubscriptionAmount: number;
  minimumSubscriptionAmount: number;
  minimumRedemptionAmount: number | null;
  switchingFeeBp: number;
}

/** Why a fund is not a switch target of another (each its own code; the API answers 422). */
export type SwitchTargetRefusal = 'SAME_FUND' | 'OTHER_MANAGER' | 'OTHER_CURRENCY' | 'TARGET_CLOSED' | 'NOT_IN_SWITCHING_LIST';

/**
 * Whether `target` is a fund `source` may switch into; `listed`: the pair is in fund_switchings. The manager and
 * currency are named before the list, so a switch to another manager's fund is refused as exactly that.
 */
export function switchTargetRefusal(source: Pick<SwitchFund, 'id' | 'investmentManagerId' | 'currency'>, target: Pick<SwitchFund, 'id' | 'investmentManagerId' | 'currency' | 'status'>, listed: boolean): SwitchTargetRefusal | null {
  if (source.id === target.id) return 'SAME_FUND';
  if (source.investmentManagerId !== target.investmentManagerId) return 'OTHER_MANAGER';
  if (source.currency !== target.currency) return 'OTHER_CURRENCY';
  if (target.status !== 'active_subsenabled') return 'TARGET_CLOSED';
  if (!listed) return 'NOT_IN_SWITCHING_LIST';
  return null;
}

/** How much to switch: money of the source's currency (minor units), units (× 10^4), or every free unit. */
export type SwitchMode = { kind: 'amount'; amount: number } | { kind: 'units'; units: number } | { kind: 'all' };

export interface SwitchPlanInput {
  source: SwitchFund;
  target: SwitchFund;
  /** The pair is in fund_switchings. */
  listed: boolean;
  mode: SwitchMode;
  /** The portfolio's position in the source fund (× 10^4); null: none. */
  position: { units: number; heldUnits: number } | null;
  /** Latest published NAVs (× 10^4); null: none yet. */
  sourceNav: number | null;
  targetNav: number | null;
  /** The portfolio already holds units of the target (then its next-subscription minimum applies). */
  holdsTarget: boolean;
}

export type SwitchPlanRefusal =
  | { code: SwitchTargetRefusal }
  | { code: 'NO_NAV' }
  | { code: 'NO_UNITS' }
  | { code: 'INVALID_AMOUNT' }
  | { code: 'INSUFFICIENT_UNITS'; freeUnits: number }
  | { code: 'BELOW_MINIMUM_REDEMPTION'; minimum: number; currency: Currency }
  | { code: 'BELOW_MINIMUM_SUBSCRIPTION'; minimum: number; currency: Currency }
  | { code: 'REMAINING_BELOW_MINIMUM'; minimum: number; currency: Currency };

export interface SwitchPlan {
  currency: Currency;
  /** Units the switch-out takes (× 10^4): held from the order. */
  units: number;
  /** Every free unit goes. */
  all: boolean;
  /** Estimated value of those units at the latest NAV (minor units). */
  gross: number;
  feeBp: number;
  fee: number;
  /** gross − fee: what the switch-in is estimated to buy. */
  proceeds: number;
  /** The NAVs the estimate used (× 10^4). */
  sourceNav: number;
  targetNav: number;
  /** Estimated units in at the target's latest NAV (× 10^4), rounded down. */
  estimatedUnitsIn: number;
  /** Units that stay free in the source after the switch (× 10^4). */
  remainingUnits: number;
}

/** Units (× 10^4) worth at least `amount` at `nav`: the amount divided by the NAV, rounded UP to 4 decimals (decision 056). */
export function unitsCovering(amount: number, currency: Currency, nav: number): number {
  const numerator = BigInt(amount) * BigInt(SCALE) * BigInt(SCALE);
  return Number(divideRounded(numerator, BigInt(MINOR_PER_MAJOR[currency]) * BigInt(nav), 'up'));
}

export function planSwitch(input: SwitchPlanInput): { ok: true; plan: SwitchPlan } | { ok: false; refusal: SwitchPlanRefusal } {
  const { source, target, mode } = input;
  const refuse = (refusal: SwitchPlanRefusal) => ({ ok: false as const, refusal });
  const targetRefusal = switchTargetRefusal(source, target, input.listed);
  if (targetRefusal) return refuse({ code: targetRefusal });
  if (input.sourceNav === null || input.targetNav === null) return refuse({ code: 'NO_NAV' });
  const free = input.position ? input.position.units - input.position.heldUnits : 0;
  if (free <= 0) return refuse({ code: 'NO_UNITS' });
  const currency = source.currency;

  let units: number;
  if (mode.kind === 'all') units = free;
  else if (mode.kind === 'units') units = mode.units;
  else {
    if (!Number.isSafeInteger(mode.amount) || mode.amount <= 0) return refuse({ code: 'INVALID_AMOUNT' });
    units = unitsCovering(mode.amount, currency, input.sourceNav);
  }
  if (!Number.isSafeInteger(units) || units <= 0) return refuse({ code: 'INVALID_AMOUNT' });
  if (units > free) return refuse({ code: 'INSUFFICIENT_UNITS', freeUnits: free });
  const all = units === free;
  const remainingUnits = free - units;

  const gross = valueOfUnits(units, input.sourceNav, currency);
  if (!all && source.minimumRedemptionAmount !== null && gross.minor < source.minimumRedemptionAmount) {
    return refuse({ code: 'BELOW_MINIMUM_REDEMPTION', minimum: source.minimumRedemptionAmount, currency });
  }
  const targetMinimum = input.holdsTarget ? target.minimumSubscriptionAmount : target.minimumInitialSubscriptionAmount;
  if (gross.minor < targetMinimum) return refuse({ code: 'BELOW_MINIMUM_SUBSCRIPTION', minimum: targetMinimum, currency });
  if (!all && valueOfUnits(remainingUnits, input.sourceNav, currency).minor < source.minimumSubscriptionAmount) {
    return refuse({ code: 'REMAINING_BELOW_MINIMUM', minimum: source.minimumSubscriptionAmount, currency });
  }
  const fee = switchingFee(gross.minor, currency, source.switchingFeeBp);
  const proceeds = subtract(gross, money(fee, currency));
  return {
    ok: true,
    plan: {
      currency,
      units,
      all,
      gross: gross.minor,
      feeBp: source.switchingFeeBp,
      fee,
      proceeds: proceeds.minor,
      sourceNav: input.sourceNav,
      targetNav: input.targetNav,
      estimatedUnitsIn: unitsForAmount(proceeds, input.targetNav),
      remainingUnits,
    },
  };
}

/** The switching fee of a switch-out's gross value (decision 056): the source fund's basis points, half up. */
export function switchingFee(gross: number, currency: Currency, feeBp: number): number {
  return percentOf(money(gross, currency), feeBp).minor;
}
