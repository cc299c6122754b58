// The fund detail page's buy button (spec funds §4.1, §6; docs/decisions/006-buy-button-before-cart.md):
// a tagged decision from the fund, the user and the feature flags. Pure.
import type { Currency, FormVersion, FundStatus, KycRisk, KycStatus } from '../enums';
import { REGISTRATION_STATUS_HREF } from './registration-indicator';

export type BuyButtonState =
  /** active_subsdisabled, or no container account to pay into: a coming-soon warning, no button. */
  | { kind: 'COMING_SOON' }
  /** A visitor: "Beli investasi" → the start-investing page, which returns here. */
  | { kind: 'SIGN_UP'; href: string }
  /** Blacklisted (internal or KSEI): a failure notice. */
  | { kind: 'BLACKLISTED' }
  /** Registration sent and not complete yet: the in-process (hourglass) notice. */
  | { kind: 'IN_PROCESS' }
  /** Not registered, or rejected: "Beli investasi" → registration. */
  | { kind: 'REGISTER'; href: string }
  /** Verified, high KYC risk, EDD not filled (with the EDD check on): the prevention popup → EDD. */
  | { kind: 'EDD_REQUIRED'; href: string }
  /** Verified, the email not yet (decision 039): a notice → the landing's verify-email card. */
  | { kind: 'VERIFY_EMAIL'; href: string }
  /** A USD fund while USD purchase is off: a coming-soon notice. */
  | { kind: 'USD_NOT_AVAILABLE' }
  /** Verified and complete: "Beli sekarang" opens the buy flow (?beli=1). */
  | { kind: 'BUY'; href: string };

export interface BuyButtonInput {
  fund: { status: FundStatus; currency: Currency; containerAccount: string | null };
  user: {
    isVerified: boolean;
    isEmailVerified: boolean;
    mutualFundKycStatus: KycStatus | null;
    formVersion: FormVersion;
    kycRisk: KycRisk;
    hasFilledEdd: boolean;
  } | null;
  flags: { eddCheck: boolean; usdFundPurchasable: boolean };
  /** The fund page's path, the target to come back to. */
  currentPath: string;
}

/** The query flag that opens the buy flow on the fund page (spec §4.1 "purchase query flag"). */
export const BUY_QUERY = 'beli';

const BLACKLISTED: ReadonlySet<KycStatus> = new Set(['blacklistedInternal', 'blacklistedKsei']);
/** Sent and waiting for someone else's decision. */
const IN_PROCESS: ReadonlySet<KycStatus> = new Set([
  'pendingVerification',
  'pendingVerificationAmend',
  'verifiedByCelengan',
  'verifiedByCelenganAmend',
  'exportedToKsei',
  'revisedAmend',
]);
/** Form versions that continue in the step-by-step form; the others start at the information page. */
const FORM_ROUTE_VERSIONS: ReadonlySet<FormVersion> = new Set(['second']);

export function buyButtonState({ fund, user, flags, currentPath }: BuyButtonInput): BuyButtonState {
  if (fund.status !== 'active_subsenabled' || !fund.containerAccount) return { kind: 'COMING_SOON' };
  if (!user) return { kind: 'SIGN_UP', href: `/mulai-investasi?target=${encodeURIComponent(currentPath)}` };
  const status = user.mutualFundKycStatus;
  if (status && BLACKLISTED.has(status)) return { kind: 'BLACKLISTED' };
  if (status === 'verificationComplete' && user.isVerified) {
    if (flags.eddCheck && user.kycRisk === 'high' && !user.hasFilledEdd) return { kind: 'EDD_REQUIRED', href: '/reksadana/registrasi/edd' };
    // As the purchase gate (purchase-gate.ts) and the server: buying waits for the email (decision 039).
    if (!user.isEmailVerified) return { kind: 'VERIFY_EMAIL', href: REGISTRATION_STATUS_HREF };
    if (fund.currency === 'USD' && !flags.usdFundPurchasable) return { kind: 'USD_NOT_AVAILABLE' };
    return { kind: 'BUY', href: `${currentPath}?${BUY_QUERY}=1#beli` };
  }
  if (status && (IN_PROCESS.has(status) || status === 'verificationComplete')) return { kind: 'IN_PROCESS' };
  return {
    kind: 'REGISTER',
    href: FORM_ROUTE_VERSIONS.has(user.formVersion) ? '/reksadana/registrasi/form/1' : '/reksadana/registrasi/informasi',
  };
}
