// Who is sent to /akun-terblokir (spec funds §2.1 "blocked account", §4.1 "Blacklisted (internal or
// securities-depository list)"; decision 092). Only a KYC blacklist blocks an account: a blocked PIN
// (/me/pin/blocked, 24 hours) and the sign-in rate limit are temporary and keep their own pages. Pure.
import type { KycStatus } from '../enums';
import { BLOCKED_ACCOUNT_PATH } from '../status-pages';
import { isBlacklisted } from './registration-indicator';

export type BlockedAccountSource = 'INTERNAL' | 'KSEI';

/** Whose account is blocked, and by whom; null for any other status (and for a visitor). */
export function blockedAccountSource(status: KycStatus | null): BlockedAccountSource | null {
  if (!isBlacklisted(status)) return null;
  return status === 'blacklistedKsei' ? 'KSEI' : 'INTERNAL';
}

/**
 * Where a page that registers, buys, sells or switches sends a user before anything else: the blocked-account
 * page for a blacklisted investor (instead of a form that would only refuse), null for everyone else.
 */
export function blockedAccountRedirect(status: KycStatus | null): string | null {
  return blockedAccountSource(status) ? BLOCKED_ACCOUNT_PATH : null;
}
