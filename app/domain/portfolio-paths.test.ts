import { describe, expect, it } from 'vitest';
import { addFundCartHref, portfolioPath, topUpCartHref } from './portfolio-paths';

describe('portfolio addresses', () => {
  it('builds the dashboard path and the cart links', () => {
    expect(portfolioPath(12)).toBe('/reksadana/portfolio/12');
    expect(topUpCartHref(12, 5)).toBe('/reksadana/beli?portofolio=12&dana=5');
    expect(addFundCartHref(12)).toBe('/reksadana/beli?portofolio=12&tambah=1');
  });
});
