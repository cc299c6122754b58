// The remaining pages of spec funds §2.1 (issue 18 item 5; decisions 092, 093): their addresses, the reasons an
// expired link can carry and the one rule the redirect notice follows. Pure.
import { classifyLink, HOME_PATH } from './policies/link-sanitizer';

export const EXPIRED_LINK_PATH = '/reksadana/link-kedaluwarsa';
export const REDIRECT_NOTICE_PATH = '/reksadana/redireksi';
export const BLOCKED_ACCOUNT_PATH = '/akun-terblokir';
export const LINK_ACCOUNT_PATH = '/reksadana/hubungkan-akun';

/**
 * What expired, as `?reason=` of the expired-link page says it (Indonesian words, like the other addresses):
 * an email verification link, a PIN request, a payment, an invitation (referral) link; `umum` for anything else.
 */
export const EXPIRED_LINK_REASONS = ['verifikasi-email', 'pin', 'pembayaran', 'undangan', 'umum'] as const;
export type ExpiredLinkReason = (typeof EXPIRED_LINK_REASONS)[number];

/** The reason of `?reason=`: one of the list, else the general one (an unknown or missing reason is no error). */
export function expiredLinkReason(raw: string | null): ExpiredLinkReason {
  return (EXPIRED_LINK_REASONS as readonly string[]).includes(raw ?? '') ? (raw as ExpiredLinkReason) : 'umum';
}

export function expiredLinkPath(reason: ExpiredLinkReason): string {
  return `${EXPIRED_LINK_PATH}?reason=${reason}`;
}

/**
 * Where the redirect notice continues (`?to=`; spec landing §2 redirect=old_domain; decision 093): a path of this
 * site only ("/…", as the link sanitizer reads it, never "//host", "/\\host", a scheme or a full URL, even of our
 * own domain), and never the notice itself; anything else, or nothing, continues to the home page. Never an open
 * redirect.
 */
export function redirectNoticeDestination(raw: string | null): string {
  if (raw === null) return HOME_PATH;
  const decision = classifyLink(raw);
  if (!decision.allowed || decision.kind !== 'APP_PATH') return HOME_PATH;
  const pathname = decision.href.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return pathname === REDIRECT_NOTICE_PATH ? HOME_PATH : decision.href;
}
