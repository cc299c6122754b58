// The pages that register, buy, sell, switch or move send a KYC-blacklisted investor to /akun-terblokir before
// anything else (issue 18 item 5; decision 092; the rule is domain/policies/blocked-account.ts).
import { redirect } from 'react-router';
import type { KycStatus } from '~/domain/enums';
import { blockedAccountRedirect } from '~/domain/policies/blocked-account';

/** Throws the redirect to the blocked-account page for a blacklisted user; returns for anyone else. */
export function refuseBlockedAccount(user: { mutualFundKycStatus: KycStatus | null }): void {
  const to = blockedAccountRedirect(user.mutualFundKycStatus);
  if (to) throw redirect(to);
}
