// Where the shell's links go. Paths follow the route table of spec/funds-cart-portfolio.md §2.1;
// pages that arrive with later issues answer with the "soon" page until then (decision 033).
import type { FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS as FUND_TYPE_SEGMENTS } from '~/domain/fund-catalogue';
import { PORTFOLIO_LIST_PATH } from '~/domain/portfolio-paths';

/** The landing page ('/' redirects there); the link sanitizer sends refused links there too. */
export { HOME_PATH } from '~/domain/policies/link-sanitizer';
import { HOME_PATH } from '~/domain/policies/link-sanitizer';

/** Category listing per fund type: /reksadana/{type path} (segments from the domain catalogue). */
export const FUND_TYPE_PATHS = Object.fromEntries(
  Object.entries(FUND_TYPE_SEGMENTS).map(([type, segment]) => [type, `/reksadana/${segment}`]),
) as unknown as Record<FundType, `/reksadana/${string}`>;

export const PATHS = {
  allFunds: '/reksadana/semua-produk',
  portfolio: PORTFOLIO_LIST_PATH,
  articles: '/artikel',
  learn: '/university',
  about: '/reksadana/tentang-kami',
  account: '/me',
  orders: '/me/order',
  signIn: '/signin',
  signUp: '/app/gabung',
  signOut: '/signout',
  startInvesting: '/mulai-investasi',
  // Issue 17: the notification centre (domain/notification-paths.ts NOTIFICATIONS_PATH; kept here so the shell's bell
  // imports no module of its own).
  notifications: '/notifications',
} as const;

/** Pages where "sign in" needs no way back: the landing and the account pages themselves. */
const NO_TARGET = new Set(['/', HOME_PATH, PATHS.signIn, PATHS.signUp, PATHS.startInvesting, '/signout']);

/** Sign-in link that brings the visitor back to `target` (a path of this site) afterwards. */
export function signInHref(target?: string): `/${string}` {
  if (!target || NO_TARGET.has(target)) return PATHS.signIn;
  return `${PATHS.signIn}?target=${encodeURIComponent(target)}`;
}

/**
 * The app's store pages, through the onelink host (which sends each phone to its store), so that they
 * pass the link sanitizer like every outbound link (spec landing §5; decision 018). The mobile app's
 * webview hides them (spec landing §1).
 */
export const APP_STORE_URLS = {
  appStore: 'https://celengan.onelink.me/app/ios',
  googlePlay: 'https://celengan.onelink.me/app/android',
} as const;
