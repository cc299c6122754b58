import { describe, expect, it } from 'vitest';
import { portfolioPurchases, type PortfolioPurchasesInput } from './portfolio-dashboard';

const verified = { mutualFundKycStatus: 'verificationComplete', isVerified: true, isEmailVerified: true, kycRisk: 'low', hasFilledEdd: false, formVersion: 'second' } as const;
const open = { status: 'active_subsenabled', currency: 'IDR', containerAccount: '123' } as const;

function input(overrides: Partial<PortfolioPurchasesInput> = {}): PortfolioPurchasesInput {
  return {
    portfolio: { id: 9, roboCermat: false },
    funds: [
      { id: 1, ...open },
      { id: 2, ...open, status: 'active_subsdisabled' },
      { id: 3, ...open, containerAccount: null },
      { id: 4, ...open, currency: 'USD' },
    ],
    user: verified,
    flags: { eddCheck: true, usdFundPurchasable: true, roboAdvisor: true },
    currentPath: '/reksadana/portfolio/9',
    ...overrides,
  };
}

describe('portfolioPurchases', () => {
  it('a portfolio that is not robo adds a fund and tops up each fund the fund page would sell', () => {
    expect(portfolioPurchases(input())).toEqual({
      buy: null,
      addFund: { href: '/reksadana/beli?portofolio=9&tambah=1', cart: true },
      topUps: {
        1: '/reksadana/beli?portofolio=9&dana=1',
        // closed for subscription, no account to pay into: as the fund page, no buy
        2: null,
        3: null,
        4: '/reksadana/beli?portofolio=9&dana=4',
      },
    });
  });

  it('a dollar fund has no top-up while USD purchase is off', () => {
    const { topUps } = portfolioPurchases(input({ flags: { eddCheck: true, usdFundPurchasable: false, roboAdvisor: true } }));
    expect(topUps).toEqual({ 1: '/reksadana/beli?portofolio=9&dana=1', 2: null, 3: null, 4: null });
  });

  it('a robo portfolio buys its model with one link and tops up no fund on its own', () => {
    expect(portfolioPurchases(input({ portfolio: { id: 9, roboCermat: true } }))).toEqual({
      buy: { href: '/reksadana/beli?portofolio=9', cart: true },
      addFund: null,
      topUps: { 1: null, 2: null, 3: null, 4: null },
    });
  });

  it('a robo portfolio offers no purchase while the robo feature is off', () => {
    const flags = { eddCheck: true, usdFundPurchasable: true, roboAdvisor: false };
    expect(portfolioPurchases(input({ portfolio: { id: 9, roboCermat: true }, flags })).buy).toBeNull();
  });

  it.each([
    ['need EDD', { ...verified, kycRisk: 'high' }],
    ['in process', { ...verified, mutualFundKycStatus: 'pendingVerification', isVerified: false }],
    ['rejected', { ...verified, mutualFundKycStatus: 'rejectedInternal', isVerified: false }],
    ['blacklisted', { ...verified, mutualFundKycStatus: 'blacklistedInternal', isVerified: false }],
    ['not registered', { ...verified, mutualFundKycStatus: null, isVerified: false }],
    ['email not verified (decision 039)', { ...verified, isEmailVerified: false }],
  ] as const)('an investor who may not buy (%s) gets the landing gate link and no cart link', (_case, user) => {
    const gate = { href: '/reksadana?beli=portofolio-9#beli', cart: false };
    expect(portfolioPurchases(input({ user }))).toEqual({ buy: null, addFund: gate, topUps: { 1: null, 2: null, 3: null, 4: null } });
    expect(portfolioPurchases(input({ user, portfolio: { id: 9, roboCermat: true } }))).toEqual({ buy: gate, addFund: null, topUps: { 1: null, 2: null, 3: null, 4: null } });
  });

  it('high KYC risk without EDD may buy while the EDD check is off', () => {
    const result = portfolioPurchases(input({ user: { ...verified, kycRisk: 'high' }, flags: { eddCheck: false, usdFundPurchasable: true, roboAdvisor: true } }));
    expect(result.addFund).toEqual({ href: '/reksadana/beli?portofolio=9&tambah=1', cart: true });
    expect(result.topUps[1]).toBe('/reksadana/beli?portofolio=9&dana=1');
  });
});
