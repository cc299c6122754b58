import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SLIDES_PER_VIEW,
  canAddPortfolio,
  CREATE_PORTFOLIO_PATH,
  hasAnyInvestment,
  isCarouselCard,
  isMultiPortfolioAllowed,
  isPortfolioCarouselShown,
  MAX_PORTFOLIOS_FOR_ADD_NEW,
  portfolioCarousel,
  targetPercentDisplay,
  type CarouselPortfolio,
  type MultiPortfolioInput,
  type PortfolioCarouselInput,
} from './portfolio-carousel';
import { money, type Money } from '../money';
import { formatPercent } from '~/lib/format';

const portfolio = (portfolioId: number, over: Partial<CarouselPortfolio> = {}): CarouselPortfolio => ({
  portfolioId,
  defaultPortfolio: false,
  roboCermat: false,
  active: true,
  hasInvestment: true,
  ...over,
});
const online: MultiPortfolioInput = { salesCode: null, flags: { addPortfolioForOfflineUsers: false } };

describe('multi-portfolio rule (spec landing §5, §6 offline users)', () => {
  it.each<[string, string | null, boolean, boolean]>([
    ['no sales code', null, false, true],
    ['empty sales code', '', false, true],
    ['blank sales code', '   ', false, true],
    ['sales code, offline flag off', 'SALES01', false, false],
    ['sales code, offline flag on', 'SALES01', true, true],
    ['no sales code, offline flag on', null, true, true],
  ])('%s → %s', (_name, salesCode, flag, allowed) => {
    expect(isMultiPortfolioAllowed({ salesCode, flags: { addPortfolioForOfflineUsers: flag } })).toBe(allowed);
  });
});

describe('add-new portfolio (spec landing §5 "8 or fewer", §9)', () => {
  it.each<[string, typeof online, number, boolean]>([
    ['no portfolio yet', online, 0, true],
    ['7 portfolios (one below the limit)', online, MAX_PORTFOLIOS_FOR_ADD_NEW - 1, true],
    ['8 portfolios (at the limit)', online, MAX_PORTFOLIOS_FOR_ADD_NEW, true],
    ['9 portfolios (one above)', online, MAX_PORTFOLIOS_FOR_ADD_NEW + 1, false],
    [
      'offline customer with one portfolio',
      { salesCode: 'SALES01', flags: { addPortfolioForOfflineUsers: false } },
      1,
      false,
    ],
    ['offline customer, flag on', { salesCode: 'SALES01', flags: { addPortfolioForOfflineUsers: true } }, 1, true],
    [
      'offline customer, flag on, 9 portfolios',
      { salesCode: 'SALES01', flags: { addPortfolioForOfflineUsers: true } },
      9,
      false,
    ],
  ])('%s → %s', (_name, user, portfolioCount, shown) => {
    expect(canAddPortfolio({ ...user, portfolioCount })).toBe(shown);
  });

  it('is 8', () => {
    expect(MAX_PORTFOLIOS_FOR_ADD_NEW).toBe(8);
  });
});

describe('some investment (spec landing §4 "total investment is 0", in any currency)', () => {
  const idr = (minor: number) => money(minor, 'IDR');
  const usd = (minor: number) => money(minor, 'USD');
  it.each<[string, Money[], boolean]>([
    ['no holdings at all', [], false],
    ['nothing in either currency', [idr(0), usd(0)], false],
    ['Rp 1', [idr(1), usd(0)], true],
    ['USD only (US$0.01): counts, though the rupiah total is 0', [idr(0), usd(1)], true],
    ['both', [idr(10_000_000), usd(2_500)], true],
  ])('%s → %s', (_name, values, invested) => {
    expect(hasAnyInvestment(values)).toBe(invested);
  });
});

describe('carousel visibility (spec landing §4 "Portfolio carousel: shown when total investment or custom portfolios exist")', () => {
  it.each<[string, boolean, number, boolean]>([
    ['nothing invested, only the default portfolio', false, 0, false],
    ['some investment', true, 0, true],
    ['one custom portfolio, nothing invested', false, 1, true],
    ['both', true, 3, true],
  ])('%s → %s', (_name, hasInvestment, nonDefaultPortfolioCount, shown) => {
    expect(isPortfolioCarouselShown({ hasInvestment, nonDefaultPortfolioCount })).toBe(shown);
  });
});

describe('carousel cards (spec landing §5 "Robo-advisor portfolios with zero investment are hidden")', () => {
  it.each<[string, Partial<CarouselPortfolio>, boolean]>([
    ['self-managed with investment', {}, true],
    ['self-managed, zero investment', { hasInvestment: false }, true],
    ['default, zero investment', { defaultPortfolio: true, hasInvestment: false }, true],
    ['robo with investment', { roboCermat: true, hasInvestment: true }, true],
    ['robo, zero investment', { roboCermat: true, hasInvestment: false }, false],
    ['default robo, zero investment', { roboCermat: true, defaultPortfolio: true, hasInvestment: false }, false],
    ['closed (inactive)', { active: false }, false],
  ])('%s → %s', (_name, over, shown) => {
    expect(isCarouselCard(portfolio(1, over))).toBe(shown);
  });
});

describe('portfolio carousel', () => {
  const input = (portfolios: CarouselPortfolio[], over: Partial<PortfolioCarouselInput<CarouselPortfolio>> = {}) => ({
    ...online,
    portfolios,
    hasInvestment: portfolios.some((p) => p.hasInvestment),
    ...over,
  });

  it('keeps the order, hides empty robo portfolios and offers add-new', () => {
    const portfolios = [
      portfolio(1, { defaultPortfolio: true }),
      portfolio(2, { roboCermat: true, hasInvestment: false }),
      portfolio(3, { roboCermat: true }),
      portfolio(4, { hasInvestment: false }),
    ];
    const carousel = portfolioCarousel(input(portfolios));
    expect(carousel.shown).toBe(true);
    expect(carousel.cards.map((p) => p.portfolioId)).toEqual([1, 3, 4]);
    expect(carousel.addNew).toEqual({ shown: true, href: CREATE_PORTFOLIO_PATH });
  });

  it('counts hidden robo portfolios against the limit, and not closed ones', () => {
    const nine = Array.from({ length: 9 }, (_, i) => portfolio(i + 1, { roboCermat: i > 0, hasInvestment: i === 0 }));
    expect(portfolioCarousel(input(nine)).addNew).toEqual({ shown: false });
    const eightAndClosed = [...nine.slice(0, 8), portfolio(99, { active: false })];
    expect(portfolioCarousel(input(eightAndClosed)).addNew).toEqual({ shown: true, href: CREATE_PORTFOLIO_PATH });
  });

  it('is hidden with only an empty default portfolio', () => {
    const carousel = portfolioCarousel(input([portfolio(1, { defaultPortfolio: true, hasInvestment: false })]));
    expect(carousel.shown).toBe(false);
  });

  it('offers no add-new to an offline customer', () => {
    const carousel = portfolioCarousel(input([portfolio(1, { defaultPortfolio: true })], { salesCode: 'SALES01' }));
    expect(carousel).toMatchObject({ shown: true, addNew: { shown: false } });
  });

  it('shows two slides on desktop and one on mobile (spec §9)', () => {
    expect(CAROUSEL_SLIDES_PER_VIEW).toEqual({ desktop: 2, mobile: 1 });
  });
});

describe('goal progress (spec landing §3 "shown as a percentage capped at 100", funds §4.3 "rounded down")', () => {
  // value, target (rupiah) → the percentage and how the goal card writes it
  it.each<[number, number, number, string]>([
    [0, 1_000_000, 0, '0,00%'],
    [290_000, 1_000_000, 29, '29,00%'],
    [123_400, 1_000_000, 12.34, '12,34%'],
    // Issue 13: 10,118 % was shown 10,12 %.
    [10_118, 100_000, 10.11, '10,11%'],
    [10_119_999, 100_000_000, 10.11, '10,11%'],
    // Not reached until reached: 99,999 % is 99,99 %, not 100 %.
    [99_999, 100_000, 99.99, '99,99%'],
    [999_999_999, 1_000_000_000, 99.99, '99,99%'],
    [1_000_000, 1_000_000, 100, '100,00%'],
    [1_000_100, 1_000_000, 100, '100,00%'],
    [2_500_000, 1_000_000, 100, '100,00%'],
    // A third: 33,333… % rounded down.
    [1, 3, 33.33, '33,33%'],
    [2, 3, 66.66, '66,66%'],
    [-100_000, 1_000_000, 0, '0,00%'],
    [100_000, 0, 0, '0,00%'],
    [Number.NaN, 1_000_000, 0, '0,00%'],
  ])('%d of %d rupiah: %d percent, shown %s', (value, target, percent, shown) => {
    expect(targetPercentDisplay(value, target)).toBe(percent);
    expect(formatPercent(targetPercentDisplay(value, target) / 100, 'id')).toBe(shown);
  });
});
