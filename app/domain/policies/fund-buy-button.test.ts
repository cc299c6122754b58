import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../enums';
import { buyButtonState, type BuyButtonInput } from './fund-buy-button';

const PATH = '/reksadana/saham/contoh';
const fund: BuyButtonInput['fund'] = { status: 'active_subsenabled', currency: 'IDR', containerAccount: '123456' };
const verified = { isVerified: true, isEmailVerified: true, mutualFundKycStatus: 'verificationComplete' as KycStatus, formVersion: 'second' as const, kycRisk: 'low' as const, hasFilledEdd: false };
const flags = { eddCheck: true, usdFundPurchasable: true };
const state = (over: Partial<BuyButtonInput>) => buyButtonState({ fund, user: verified, flags, currentPath: PATH, ...over });

describe('fund buy button (spec funds §4.1)', () => {
  it.each<[string, Partial<BuyButtonInput>, string]>([
    ['subscription disabled', { fund: { ...fund, status: 'active_subsdisabled' } }, 'COMING_SOON'],
    ['no container account', { fund: { ...fund, containerAccount: null } }, 'COMING_SOON'],
    ['visitor', { user: null }, 'SIGN_UP'],
    ['blacklisted internal', { user: { ...verified, mutualFundKycStatus: 'blacklistedInternal' } }, 'BLACKLISTED'],
    ['blacklisted KSEI', { user: { ...verified, mutualFundKycStatus: 'blacklistedKsei' } }, 'BLACKLISTED'],
    ['pending', { user: { ...verified, isVerified: false, mutualFundKycStatus: 'pendingVerification' } }, 'IN_PROCESS'],
    ['exported to KSEI', { user: { ...verified, mutualFundKycStatus: 'exportedToKsei' } }, 'IN_PROCESS'],
    ['complete but not verified', { user: { ...verified, isVerified: false } }, 'IN_PROCESS'],
    ['not registered', { user: { ...verified, isVerified: false, mutualFundKycStatus: null } }, 'REGISTER'],
    ['rejected', { user: { ...verified, isVerified: false, mutualFundKycStatus: 'rejectedInternal' } }, 'REGISTER'],
    ['high risk without EDD', { user: { ...verified, kycRisk: 'high' } }, 'EDD_REQUIRED'],
    // Decision 039: as the purchase gate, the email first.
    ['verified, email not verified', { user: { ...verified, isEmailVerified: false } }, 'VERIFY_EMAIL'],
    ['email not verified, high risk without EDD: EDD first', { user: { ...verified, isEmailVerified: false, kycRisk: 'high' } }, 'EDD_REQUIRED'],
    ['high risk, EDD check off', { user: { ...verified, kycRisk: 'high' }, flags: { ...flags, eddCheck: false } }, 'BUY'],
    ['USD while USD purchase is off', { fund: { ...fund, currency: 'USD' }, flags: { ...flags, usdFundPurchasable: false } }, 'USD_NOT_AVAILABLE'],
    ['verified and complete', {}, 'BUY'],
  ])('%s → %s', (_name, over, kind) => {
    expect(state(over).kind).toBe(kind);
  });

  it('links to the right places', () => {
    expect(state({ user: null })).toEqual({ kind: 'SIGN_UP', href: `/mulai-investasi?target=${encodeURIComponent(PATH)}` });
    expect(state({})).toEqual({ kind: 'BUY', href: `${PATH}?beli=1#beli` });
    expect(state({ user: { ...verified, isEmailVerified: false } })).toEqual({ kind: 'VERIFY_EMAIL', href: '/reksadana#status-registrasi' });
    expect(state({ user: { ...verified, isVerified: false, mutualFundKycStatus: null, formVersion: 'first' } })).toEqual({
      kind: 'REGISTER',
      href: '/reksadana/registrasi/informasi',
    });
  });
});
