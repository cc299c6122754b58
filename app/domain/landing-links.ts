// The landing page's own addresses (spec landing §2; issue 4 item 3): which product-type chip the
// selector shows (`?produk=`), and the buy links (`?beli=`) that go through the purchase gate. Pure,
// shared by the loader and the components; malformed values read as "none", never as an error.
import type { FeatureFlagState } from './feature-flags';
import type { RoboRisk } from './enums';
import { cartAddress, type CartPath } from './cart-address';

// ---------------------------------------------------------------------------------------------
// Product-type selector (spec landing §2 "horizontally draggable chips for Watchlist, money market,
// fixed income, stock, sharia, share dividend and USD")

export const SELECTOR_CHIPS = ['watchlist', 'pasar-uang', 'pendapatan-tetap', 'saham', 'syariah', 'membagikan-dividen', 'usd'] as const;
export type SelectorChip = (typeof SELECTOR_CHIPS)[number];
export const SELECTOR_QUERY = 'produk';
/** spec landing §9 "landing type preview size 5". */
export const SELECTOR_SIZE = 5;

/** The chips on offer: the watchlist only with its flag (spec landing §3 feature flags). */
export function selectorChips(flags: Pick<FeatureFlagState, 'watchlist'>): SelectorChip[] {
  return SELECTOR_CHIPS.filter((chip) => chip !== 'watchlist' || flags.watchlist);
}

/** The chip a query names, else the first on offer (the watchlist, as the spec lists it first). */
export function selectorChipOf(value: string | null, chips: readonly SelectorChip[]): SelectorChip {
  return chips.find((chip) => chip === value) ?? chips[0]!;
}

export function selectorHref(chip: SelectorChip): `/reksadana?${string}` {
  return `/reksadana?${SELECTOR_QUERY}=${chip}#pilih-produk`;
}

// ---------------------------------------------------------------------------------------------
// Buy links: `?beli=robo-moderat`, `?beli=dana-{slug}`, `?beli=portofolio-{id}`

export const PURCHASE_QUERY = 'beli';

/** The robo models as the address names them (Indonesian, like every path of the app). */
export const ROBO_TARGETS: Record<RoboRisk, string> = { CONSERVATIVE: 'konservatif', MODERATE: 'moderat', HIGH: 'agresif' };

export type PurchaseTarget =
  | { kind: 'ROBO'; risk: RoboRisk }
  | { kind: 'FUND'; slug: string }
  | { kind: 'PORTFOLIO'; portfolioId: number };

/** Reads `?beli=`; anything else is no purchase. */
export function parsePurchaseTarget(value: string | null): PurchaseTarget | null {
  if (!value || value.length > 120) return null;
  for (const [risk, name] of Object.entries(ROBO_TARGETS) as Array<[RoboRisk, string]>) {
    if (value === `robo-${name}`) return { kind: 'ROBO', risk };
  }
  const fund = /^dana-([a-z0-9][a-z0-9-]{0,99})$/.exec(value);
  if (fund) return { kind: 'FUND', slug: fund[1]! };
  const portfolio = /^portofolio-([1-9]\d{0,9})$/.exec(value);
  if (portfolio) return { kind: 'PORTFOLIO', portfolioId: Number(portfolio[1]) };
  return null;
}

export function purchaseTargetValue(target: PurchaseTarget): string {
  return target.kind === 'ROBO'
    ? `robo-${ROBO_TARGETS[target.risk]}`
    : target.kind === 'FUND'
      ? `dana-${target.slug}`
      : `portofolio-${target.portfolioId}`;
}

/** The landing page with the buy popup for `target` open (it works without JavaScript). */
export function purchaseHref(target: PurchaseTarget): `/reksadana?${string}` {
  return `/reksadana?${PURCHASE_QUERY}=${purchaseTargetValue(target)}#beli`;
}


/**
 * Where "continue" of an opened purchase leads: a robo portfolio's model, a fund (into the chosen
 * portfolio, else the cart's default), or a portfolio's top-up. Null when there is no robo portfolio to
 * buy into yet (the purchase would have to make one first).
 */
export function cartHref(
  purchase: { flow: 'ROBO'; portfolioId: number | null } | { flow: 'SELF_BUY'; mutualFundId: number; portfolioId: number | null } | { flow: 'TOP_UP'; portfolioId: number },
): CartPath | null {
  if (purchase.flow === 'SELF_BUY') return cartAddress({ fundId: purchase.mutualFundId, portfolioId: purchase.portfolioId });
  return purchase.portfolioId === null ? null : cartAddress({ portfolioId: purchase.portfolioId });
}
