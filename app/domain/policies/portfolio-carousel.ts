// The portfolio carousel of the logged-in landing page and its add-new link (spec landing §2 "Portfolio
// carousel", §4 "Portfolio carousel: shown when ...", §5 add-new and hidden robo portfolios, §6 offline
// users, §9 constants; docs/decisions/011-registration-popups-and-gates.md). Pure.
import { divideRounded, isPositive, type Money } from '../money';

/** §9 "Maximum portfolios to still show add-new: 8" (§5 "8 or fewer"). */
export const MAX_PORTFOLIOS_FOR_ADD_NEW = 8;
/** §9 "carousel slides 2 desktop, 1 mobile". */
export const CAROUSEL_SLIDES_PER_VIEW = { desktop: 2, mobile: 1 } as const;
/** §9 "portfolio target percentage cap 100". */
export const TARGET_PERCENT_CAP = 100;
/** §2: portfolio with query buat=true creates a new portfolio (also the financial-goals card's target). */
export const CREATE_PORTFOLIO_PATH = '/reksadana/portfolio?buat=true';

export interface CarouselPortfolio {
  portfolioId: number;
  defaultPortfolio: boolean;
  roboCermat: boolean;
  active: boolean;
  /** The portfolio holds investment: its total investment, in any currency, is above 0 (see hasAnyInvestment). */
  hasInvestment: boolean;
}

export interface MultiPortfolioInput {
  salesCode: string | null;
  flags: { addPortfolioForOfflineUsers: boolean };
}

export interface PortfolioCarouselInput<P extends CarouselPortfolio> extends MultiPortfolioInput {
  /** The user's portfolios, in the order the carousel shows them. */
  portfolios: readonly P[];
  /** The portfolio summary's total investment, in any currency, is above 0 (see hasAnyInvestment). */
  hasInvestment: boolean;
}

export interface PortfolioCarousel<P extends CarouselPortfolio> {
  shown: boolean;
  /** The cards, robo portfolios with zero investment left out. */
  cards: P[];
  addNew: { shown: false } | { shown: true; href: string };
}

/**
 * §5 and §6: several portfolios are allowed when the sales code is empty (not an offline customer), or
 * when the add-portfolio-for-offline-users flag is on.
 */
export function isMultiPortfolioAllowed({ salesCode, flags }: MultiPortfolioInput): boolean {
  return salesCode === null || salesCode.trim() === '' || flags.addPortfolioForOfflineUsers;
}

/** §5: add-new appears only when multi-portfolio is allowed and the user has 8 or fewer portfolios. */
export function canAddPortfolio(input: MultiPortfolioInput & { portfolioCount: number }): boolean {
  return isMultiPortfolioAllowed(input) && input.portfolioCount <= MAX_PORTFOLIOS_FOR_ADD_NEW;
}

/**
 * Whether there is "total investment" (§4 "total investment is 0", "shown when total investment ... exist"):
 * some holding worth more than 0, in any currency. USD holdings count although the rupiah total leaves them
 * out (the data has no exchange rate to convert them).
 */
export function hasAnyInvestment(values: readonly Money[]): boolean {
  return values.some(isPositive);
}

/** §4: the carousel shows when there is any investment or any custom (non-default) portfolio. */
export function isPortfolioCarouselShown(input: { hasInvestment: boolean; nonDefaultPortfolioCount: number }): boolean {
  return input.hasInvestment || input.nonDefaultPortfolioCount > 0;
}

/** §5: robo-advisor portfolios with zero investment are hidden from the carousel (closed ones are gone). */
export function isCarouselCard(portfolio: CarouselPortfolio): boolean {
  return portfolio.active && !(portfolio.roboCermat && !portfolio.hasInvestment);
}

/**
 * A goal's progress as a percentage with two decimals (spec landing §3 "targetPercentage (a fraction,
 * shown as a percentage capped at 100)"; spec funds §4.3 "Goal card: percent is progress rounded down
 * and capped at 100"): value over target, rounded down in integers (10,118 % shows 10,11 %, and 99,999 %
 * is not yet 100 %), never negative. Both amounts in rupiah.
 */
export function targetPercentDisplay(value: number, target: number): number {
  if (!Number.isSafeInteger(value) || !Number.isSafeInteger(target) || value <= 0 || target <= 0) return 0;
  const hundredths = Number(divideRounded(BigInt(value) * 10_000n, BigInt(target), 'down'));
  return Math.min(TARGET_PERCENT_CAP * 100, hundredths) / 100;
}

export function portfolioCarousel<P extends CarouselPortfolio>(input: PortfolioCarouselInput<P>): PortfolioCarousel<P> {
  const active = input.portfolios.filter((p) => p.active);
  const nonDefaultPortfolioCount = active.filter((p) => !p.defaultPortfolio).length;
  const addNew = canAddPortfolio({ ...input, portfolioCount: active.length });
  return {
    shown: isPortfolioCarouselShown({ hasInvestment: input.hasInvestment, nonDefaultPortfolioCount }),
    cards: active.filter(isCarouselCard),
    addNew: addNew ? { shown: true, href: CREATE_PORTFOLIO_PATH } : { shown: false },
  };
}
