import { describe, expect, it } from 'vitest';
import { comingSoonFeature } from './coming-soon';

describe('comingSoonFeature', () => {
  it.each([
    ['/reksadana/registrasi/edd', 'edd'],
    ['/reksadana/registrasi/edd/', 'edd'],
    ['/reksadana/profil-risiko', 'riskProfile'],
    ['/reksadana/profil-risiko/hasil', 'riskProfile'],
    ['/reksadana/profil-risiko/ubah', 'riskProfile'],
    ['/me/pin/create', 'pin'],
    ['/reksadana/nabung-rutin', 'recurring'],
    ['/reksadana/e-statement', 'eStatement'],
    ['/reksadana/referral', 'referral'],
    ['/reksadana/obligasi-by-bina-artha', 'bonds'],
    // Built (issue 14): the registration's own pages.
    ['/reksadana/registrasi/informasi', null],
    ['/reksadana/registrasi/form/1', null],
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
