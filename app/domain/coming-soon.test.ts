import { describe, expect, it } from 'vitest';
import { comingSoonFeature } from './coming-soon';

describe('comingSoonFeature', () => {
  it.each([
    ['/reksadana/registrasi/informasi', 'registration'],
    ['/reksadana/registrasi/identitas', 'registration'],
    ['/reksadana/registrasi/form/1', 'registration'],
    ['/reksadana/registrasi/form/selfieWithIdCard', 'registration'],
    ['/reksadana/registrasi/gagal', 'registration'],
    // Built (issue 14 item 6): the EDD page.
    ['/reksadana/registrasi/edd', null],
    ['/reksadana/profil-risiko', 'riskProfile'],
    ['/reksadana/profil-risiko/hasil', 'riskProfile'],
    ['/reksadana/profil-risiko/ubah', 'riskProfile'],
    ['/me/pin/forgot', 'pin'],
    ['/reksadana/nabung-rutin', 'recurring'],
    ['/reksadana/e-statement', 'eStatement'],
    ['/reksadana/referral', 'referral'],
    ['/reksadana/obligasi-by-bina-artha', 'bonds'],
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
