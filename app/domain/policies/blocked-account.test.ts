import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycStatus } from '../enums';
import { blockedAccountRedirect, blockedAccountSource } from './blocked-account';

describe('blockedAccountSource and blockedAccountRedirect (decision 092)', () => {
  it.each<[KycStatus | null, 'INTERNAL' | 'KSEI' | null]>([
    ['blacklistedInternal', 'INTERNAL'],
    ['blacklistedKsei', 'KSEI'],
    ['verificationComplete', null],
    ['pendingVerification', null],
    ['rejectedInternal', null],
    ['rejectedKsei', null],
    [null, null],
  ])('%s → %s', (status, source) => {
    expect(blockedAccountSource(status)).toBe(source);
    expect(blockedAccountRedirect(status)).toBe(source ? '/akun-terblokir' : null);
  });

  it('sends exactly the two blacklist statuses there', () => {
    expect(KYC_STATUSES.filter((status) => blockedAccountRedirect(status) !== null).sort()).toEqual(['blacklistedInternal', 'blacklistedKsei']);
  });
});
