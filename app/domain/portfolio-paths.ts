// The portfolio pages' addresses (spec funds §2.1 "/reksadana/portfolio", "/reksadana/portfolio/{id}"; decision 024)
// and the cart links a portfolio's dashboard opens (decision 022: `/reksadana/beli`). Pure and small: the shell's
// links and the landing's portfolio card import it.
import { cartAddress, type CartPath } from './cart-address';

/** spec funds §2.1 "/reksadana/portfolio": the investor's portfolios (also the bottom navigation's link). */
export const PORTFOLIO_LIST_PATH = '/reksadana/portfolio';

/** spec funds §2.1 "/reksadana/portfolio/performa": all portfolios' performance (issue 16 item 8, decision 068). */
export const PERFORMANCE_PATH = '/reksadana/portfolio/performa';

/** spec funds §2.1 "/reksadana/portfolio/{id}": one portfolio's dashboard. */
export function portfolioPath(portfolioId: number): `/reksadana/portfolio/${number}` {
  return `${PORTFOLIO_LIST_PATH}/${portfolioId}`;
}

/** The cart for more of one fund of a portfolio. */
export function topUpCartHref(portfolioId: number, fundId: number): CartPath {
  return cartAddress({ portfolioId, fundId });
}

/** The cart for a new fund in a (not robo) portfolio. */
export function addFundCartHref(portfolioId: number): CartPath {
  return cartAddress({ portfolioId, addFund: true });
}
