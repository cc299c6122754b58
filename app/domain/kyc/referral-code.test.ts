import { describe, expect, it } from 'vitest';
import { isReferralCodeFormat, normalizeReferralCode } from './referral-code';

describe('a referral code: format only', () => {
  it.each([
    ['BUDI1234', true],
    ['ABCD', true],
    ['A'.repeat(20), true],
    ['ABC', false],
    ['A'.repeat(21), false],
    ['BUDI-1234', false],
    ['BUDI 1234', false],
    ['budi1234', false], // normalised first
    ['', false],
  ])('%s: %s', (code, ok) => {
    expect(isReferralCodeFormat(code)).toBe(ok);
  });

  it('is normalised to capitals, trimmed', () => {
    expect(normalizeReferralCode(' budi1234 ')).toBe('BUDI1234');
  });
});
