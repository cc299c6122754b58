import { describe, expect, it } from 'vitest';
import { cartHref, parsePurchaseTarget, purchaseHref, selectorChipOf, selectorChips, type PurchaseTarget } from './landing-links';

describe('buy links (?beli=)', () => {
  it.each<[string, string | null, PurchaseTarget | null]>([
    ['the conservative robo model', 'robo-konservatif', { kind: 'ROBO', risk: 'CONSERVATIVE' }],
    ['the moderate robo model', 'robo-moderat', { kind: 'ROBO', risk: 'MODERATE' }],
    ['the aggressive robo model', 'robo-agresif', { kind: 'ROBO', risk: 'HIGH' }],
    ['a fund by slug', 'dana-arunika-saham-berkelanjutan', { kind: 'FUND', slug: 'arunika-saham-berkelanjutan' }],
    ['a portfolio by id', 'portofolio-12', { kind: 'PORTFOLIO', portfolioId: 12 }],
    ['nothing', null, null],
    ['empty', '', null],
    ['an unknown robo model', 'robo-HIGH', null],
    ['a slug with capitals', 'dana-Arunika', null],
    ['a slug with a path', 'dana-../../etc', null],
    ['portfolio zero', 'portofolio-0', null],
    ['a portfolio id with letters', 'portofolio-1x', null],
    ['a negative portfolio id', 'portofolio--3', null],
    ['a very long value', `dana-${'a'.repeat(200)}`, null],
  ])('%s', (_, value, expected) => {
    expect(parsePurchaseTarget(value)).toEqual(expected);
  });

  it('writes what it reads', () => {
    for (const target of [
      { kind: 'ROBO', risk: 'MODERATE' },
      { kind: 'FUND', slug: 'swarna-saham-unggulan' },
      { kind: 'PORTFOLIO', portfolioId: 7 },
    ] as PurchaseTarget[]) {
      const href = purchaseHref(target);
      expect(href).toMatch(/^\/reksadana\?beli=[a-z0-9-]+#beli$/);
      expect(parsePurchaseTarget(new URL(href, 'http://x').searchParams.get('beli'))).toEqual(target);
    }
  });
});

describe('product-type selector chips', () => {
  it('offers the watchlist first only with its flag', () => {
    expect(selectorChips({ watchlist: true })).toEqual(['watchlist', 'pasar-uang', 'pendapatan-tetap', 'saham', 'syariah', 'membagikan-dividen', 'usd']);
    expect(selectorChips({ watchlist: false })[0]).toBe('pasar-uang');
  });

  it.each([
    ['a chip on offer', 'saham', 'saham'],
    ['nothing: the first chip', null, 'watchlist'],
    ['an unknown chip: the first', 'campuran', 'watchlist'],
  ])('%s', (_, value, expected) => {
    expect(selectorChipOf(value, selectorChips({ watchlist: true }))).toBe(expected);
  });

  it('the watchlist chip is not on offer without its flag, even when asked for', () => {
    expect(selectorChipOf('watchlist', selectorChips({ watchlist: false }))).toBe('pasar-uang');
  });
});

describe('cartHref (issue 5: the purchase sheet continues to the cart)', () => {
  it.each([
    [{ flow: 'ROBO', portfolioId: 7 }, '/reksadana/beli?portofolio=7'],
    [{ flow: 'ROBO', portfolioId: null }, null],
    [{ flow: 'SELF_BUY', mutualFundId: 3, portfolioId: 7 }, '/reksadana/beli?portofolio=7&dana=3'],
    [{ flow: 'SELF_BUY', mutualFundId: 3, portfolioId: null }, '/reksadana/beli?dana=3'],
    [{ flow: 'TOP_UP', portfolioId: 9 }, '/reksadana/beli?portofolio=9'],
  ] as const)('%j → %s', (purchase, href) => {
    expect(cartHref(purchase)).toBe(href);
  });
});
