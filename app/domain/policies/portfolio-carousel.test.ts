import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SLIDES_PER_VIEW,
  canAddPortfolio,
  CREATE_PORTFOLIO_PATH,
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

const portfolio = (portfolioId: number, over: Partial<CarouselPortfolio> = {}): CarouselPortfolio => ({
  portfolioId,
  defaultPortfolio: false,
  roboCermat: false,
  active: true,
  totalInvestment: 1_000_000,
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

describe('carousel visibility (spec landing §4 "Portfolio carousel: shown when total investment or custom portfolios exist")', () => {
  it.each<[string, number, number, boolean]>([
    ['nothing invested, only the default portfolio', 0, 0, false],
    ['Rp 1 invested', 1, 0, true],
    ['one custom portfolio, nothing invested', 0, 1, true],
    ['both', 10_000_000, 3, true],
  ])('%s → %s', (_name, totalInvestment, nonDefaultPortfolioCount, shown) => {
    expect(isPortfolioCarouselShown({ totalInvestment, nonDefaultPortfolioCount })).toBe(shown);
  });
});

describe('carousel cards (spec landing §5 "Robo-advisor portfolios with zero investment are hidden")', () => {
  it.each<[string, Partial<CarouselPortfolio>, boolean]>([
    ['self-managed with investment', {}, true],
    ['self-managed, zero investment', { totalInvestment: 0 }, true],
    ['default, zero investment', { defaultPortfolio: true, totalInvestment: 0 }, true],
    ['robo with investment', { roboCermat: true, totalInvestment: 10_000 }, true],
    ['robo with Rp 1', { roboCermat: true, totalInvestment: 1 }, true],
    ['robo, zero investment', { roboCermat: true, totalInvestment: 0 }, false],
    ['default robo, zero investment', { roboCermat: true, defaultPortfolio: true, totalInvestment: 0 }, false],
    ['closed (inactive)', { active: false }, false],
  ])('%s → %s', (_name, over, shown) => {
    expect(isCarouselCard(portfolio(1, over))).toBe(shown);
  });
});

describe('portfolio carousel', () => {
  const input = (portfolios: CarouselPortfolio[], over: Partial<PortfolioCarouselInput<CarouselPortfolio>> = {}) => ({
    ...online,
    portfolios,
    totalInvestment: portfolios.reduce((sum, p) => sum + p.totalInvestment, 0),
    ...over,
  });

  it('keeps the order, hides empty robo portfolios and offers add-new', () => {
    const portfolios = [
      portfolio(1, { defaultPortfolio: true }),
      portfolio(2, { roboCermat: true, totalInvestment: 0 }),
      portfolio(3, { roboCermat: true }),
      portfolio(4, { totalInvestment: 0 }),
    ];
    const carousel = portfolioCarousel(input(portfolios));
    expect(carousel.shown).toBe(true);
    expect(carousel.cards.map((p) => p.portfolioId)).toEqual([1, 3, 4]);
    expect(carousel.addNew).toEqual({ shown: true, href: CREATE_PORTFOLIO_PATH });
  });

  it('counts hidden robo portfolios against the limit, and not closed ones', () => {
    const nine = Array.from({ length: 9 }, (_, i) =>
      portfolio(i + 1, { roboCermat: i > 0, totalInvestment: i > 0 ? 0 : 5 }),
    );
    expect(portfolioCarousel(input(nine)).addNew).toEqual({ shown: false });
    const eightAndClosed = [...nine.slice(0, 8), portfolio(99, { active: false })];
    expect(portfolioCarousel(input(eightAndClosed)).addNew).toEqual({ shown: true, href: CREATE_PORTFOLIO_PATH });
  });

  it('is hidden with only an empty default portfolio', () => {
    const carousel = portfolioCarousel(input([portfolio(1, { defaultPortfolio: true, totalInvestment: 0 })]));
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

describe('target percentage display (spec landing §3 "a fraction, shown as a percentage capped at 100")', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.29, 29],
    [0.1234, 12.34],
    [0.99999, 100],
    [1, 100],
    [1.0001, 100],
    [2.5, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('%d → %d%%', (fraction, percent) => {
    expect(targetPercentDisplay(fraction)).toBe(percent);
  });
});
