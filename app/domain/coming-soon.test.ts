import { describe, expect, it } from 'vitest';
import { comingSoonFeature } from './coming-soon';

describe('comingSoonFeature', () => {
  it.each([
    // Built (issue 14): registration, EDD, the PIN pages.
    ['/reksadana/registrasi/informasi', null],
    ['/reksadana/registrasi/form/1', null],
    ['/reksadana/registrasi/edd', null],
    ['/me/pin/create', null],
    ['/me/pin/forgot', null],
    // Built (issue 16): the risk-profile test, its result and retake.
    ['/reksadana/profil-risiko', null],
    ['/reksadana/profil-risiko/hasil', null],
    ['/reksadana/profil-risiko/ubah', null],
    // Built (issue 17): Nabung Rutin.
    ['/reksadana/nabung-rutin', null],
    // Built (issue 18): the e-statement, referral and bonds pages.
    ['/reksadana/e-statement', null],
    ['/reksadana/referral', null],
    ['/reksadana/obligasi-by-bina-artha', null],
    ['/reksadana/registrasi/gagal', null],
    // Not one of them: a prefix must end at a segment boundary.
    ['/reksadana/registrasiku', null],
    ['/reksadana/referrals', null],
    ['/reksadana', null],
    ['/me', null],
    ['/reksadana/saham/bahtera', null],
  ] as const)('%s → %s', (path, feature) => {
    expect(comingSoonFeature(path)).toBe(feature);
  });
});
