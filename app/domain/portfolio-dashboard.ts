// The portfolio pages' addresses and buy links (spec funds §2.1 "/reksadana/portfolio", "/reksadana/portfolio/{id}",
// §2.5 portfolio dashboard, §2.4 cart, §4.1 buy button; decisions 014, 022, 024). Pure: what a portfolio page
// links to, from the portfolio, its funds, the investor and the feature flags.
//
// - A robo portfolio buys its model: one "Beli" link to the cart with the portfolio (`?portofolio=`); its funds
//   get no top-up of their own (the model decides the split).
// - Any other portfolio adds a fund (`?portofolio=&tambah=1`: the cart's fund-type selector, fund list and
//   search) and tops up each fund it holds that the fund page would let the investor buy (`?portofolio=&dana=`).
// - An investor who may not buy yet (need EDD, registration in process, rejected, blacklisted) gets one link to
//   the landing's buy link for the portfolio instead, whose popup says why (decision 014): no cart link.
import type { Currency, FundStatus } from './enums';
import { cartHref, purchaseHref } from './landing-links';
import { addFundCartHref, topUpCartHref } from './portfolio-paths';
import { buyButtonState, type BuyButtonInput } from './policies/fund-buy-button';
import { purchaseEligibility, type PurchaseGateUser } from './policies/purchase-gate';

/** A buy link: to the cart (a `CartLink`: the dialog with JavaScript), or to the landing's gate popup. */
export interface PortfolioBuyLink {
  href: `/${string}`;
  cart: boolean;
}

export interface PortfolioPurchasesInput {
  portfolio: { id: number; roboCermat: boolean };
  /** The funds the portfolio holds, as the fund page's buy button looks at them. */
  funds: ReadonlyArray<{ id: number; status: FundStatus; currency: Currency; containerAccount: string | null }>;
  user: PurchaseGateUser & NonNullable<BuyButtonInput['user']>;
  flags: { eddCheck: boolean; usdFundPurchasable: boolean; roboAdvisor: boolean };
  /** The page to come back to (the fund page's buy button asks for it). */
  currentPath: string;
}

export interface PortfolioPurchases {
  /** A robo portfolio's "Beli" (null: not robo, or the robo feature is off). */
  buy: PortfolioBuyLink | null;
  /** Another portfolio's "Tambah reksa dana" (null for a robo portfolio). */
  addFund: PortfolioBuyLink | null;
  /** Per fund id: its top-up into this portfolio, or null (robo portfolio, or the fund cannot be bought). */
  topUps: Record<number, `/${string}` | null>;
}

export function portfolioPurchases({ portfolio, funds, user, flags, currentPath }: PortfolioPurchasesInput): PortfolioPurchases {
  const noTopUps = Object.fromEntries(funds.map((fund) => [fund.id, null]));
  if (purchaseEligibility({ user, flags, currentPath }).kind !== 'ALLOWED') {
    // The landing's buy link for the portfolio: its popup says what to do first (spec landing §4 purchase gate).
    const gate: PortfolioBuyLink = { href: purchaseHref({ kind: 'PORTFOLIO', portfolioId: portfolio.id }), cart: false };
    return portfolio.roboCermat ? { buy: flags.roboAdvisor ? gate : null, addFund: null, topUps: noTopUps } : { buy: null, addFund: gate, topUps: noTopUps };
  }
  if (portfolio.roboCermat) {
    // spec funds §6 "Robo portfolios are offered only when the robo feature is enabled".
    const href = flags.roboAdvisor ? cartHref({ flow: 'ROBO', portfolioId: portfolio.id }) : null;
    return { buy: href ? { href, cart: true } : null, addFund: null, topUps: noTopUps };
  }
  return {
    buy: null,
    addFund: { href: addFundCartHref(portfolio.id), cart: true },
    topUps: Object.fromEntries(
      funds.map((fund) => [
        fund.id,
        // As the fund page decides its buy button (spec funds §4.1): open for subscription, an account to pay into,
        // a USD fund only while USD purchase is on.
        buyButtonState({ fund, user, flags, currentPath }).kind === 'BUY' ? topUpCartHref(portfolio.id, fund.id) : null,
      ]),
    ),
  };
}
