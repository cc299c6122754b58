// The referral code a friend gave (spec funds §5 "kodeReferral"; issue 14 item 1): optional, checked for its
// form only (whether it belongs to someone is the referral programme's business, spec landing §4). Codes are
// capitals and digits, as the programme makes them (a name and four digits, seeds/demo-users.ts). Pure.

export const REFERRAL_CODE_LENGTH = { min: 4, max: 20 } as const;
const REFERRAL_CODE = /^[A-Z0-9]+$/;

/** As typed, trimmed and in capitals ("budi1234" is BUDI1234). */
export function normalizeReferralCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isReferralCodeFormat(code: string): boolean {
  return code.length >= REFERRAL_CODE_LENGTH.min && code.length <= REFERRAL_CODE_LENGTH.max && REFERRAL_CODE.test(code);
}
