import { describe, expect, it } from 'vitest';
import { addFundCartHref, parsePortfolioId, portfolioPath, topUpCartHref } from './portfolio-paths';

describe('portfolio addresses', () => {
  it('builds the dashboard path and the cart links', () => {
    expect(portfolioPath(12)).toBe('/reksadana/portfolio/12');
    expect(topUpCartHref(12, 5)).toBe('/reksadana/beli?portofolio=12&dana=5');
    expect(addFundCartHref(12)).toBe('/reksadana/beli?portofolio=12&tambah=1');
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999999999', 999_999_999_999_999],
    ['0', null],
    ['-3', null],
    ['007', null],
    ['4.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    [null, null],
    ['9999999999999999', null],
    [' 7', null],
  ])('reads %j as %j', (value, id) => {
    expect(parsePortfolioId(value)).toBe(id);
  });
});
