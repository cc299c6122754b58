// The page modules whose `/initials` the generated routes answer (spec funds §2.1 "each page has a matching server
// initials data endpoint at the same path plus /initials"; issue 18 item 5; decision 091), by route path exactly as
// app/routes.ts writes it. A route module's loader sees its matched pattern but not its file, so this is the one
// place that pairs a path with its module; tests/integration/page-initials.test.ts checks that it pairs every page
// route of app/routes.ts with the very module routes.ts names, and fails naming the lines to add for a new page.
import type { MetaDescriptor } from 'react-router';
import { CATEGORY_PAGES } from '~/domain/fund-catalogue';

/** What the initials use of a page module: its loader (who may see it, its data, where it sends) and its meta. */
export interface PageModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page types its own arguments
  loader?: (args: any) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta?: (args: any) => MetaDescriptor[] | undefined;
}

export type PageModuleImport = () => Promise<PageModule>;

export interface PageEntry {
  module: PageModuleImport;
  /** False for a page whose GET changes something (it is opened once, by its link): its initials skip its loader. */
  runLoader: boolean;
  /** With runLoader false: whether the page needs a signed-in user (its loader would say so otherwise). */
  signIn: boolean;
}

const PAGE_MODULES: Record<string, PageModuleImport | PageEntry> = {
  '': () => import('~/routes/home'),
  'mulai-investasi': () => import('~/routes/account/start-investing'),
  'signin': () => import('~/routes/account/sign-in'),
  'signout': () => import('~/routes/account/sign-out'),
  'app/gabung': () => import('~/routes/account/sign-up'),
  'me': () => import('~/routes/account/me'),
  // Opening it verifies the email (the token is used up): its initials never run its loader.
  'email-berhasil-diverifikasi': { module: () => import('~/routes/account/email-verified'), runLoader: false, signIn: false },
  'payment/:orderId': () => import('~/routes/payment/payment'),
  'me/order': () => import('~/routes/account/orders'),
  'me/order/:orderId': () => import('~/routes/account/order-detail'),
  'me/rekening-saya': () => import('~/routes/account/bank-accounts'),
  'me/tambah-rekening': () => import('~/routes/account/add-bank-account'),
  'reksadana/registrasi/edd': () => import('~/routes/reksadana/edd'),
  'me/pin/create': () => import('~/routes/account/pin/create'),
  'me/pin/change': () => import('~/routes/account/pin/change'),
  'me/pin/blocked': () => import('~/routes/account/pin/blocked'),
  'me/pin/validate/expired': () => import('~/routes/account/pin/validate-expired'),
  'me/pin/validate/:requestId': () => import('~/routes/account/pin/validate'),
  'reksadana/tentang-kami': () => import('~/routes/reksadana/about'),
  'reksadana/prioritas': () => import('~/routes/reksadana/priority'),
  'reksadana/watchlist': () => import('~/routes/reksadana/watchlist'),
  'reksadana/bandingkan': () => import('~/routes/reksadana/compare'),
  'reksadana/tipe': () => import('~/routes/reksadana/fund-types'),
  'reksadana/semua-produk': () => import('~/routes/reksadana/fund-list'),
  ...Object.fromEntries(CATEGORY_PAGES.map((page) => [`reksadana/${page.path}`, () => import('~/routes/reksadana/fund-list')])),
  'reksadana/beli': () => import('~/routes/reksadana/buy'),
  'reksadana/portfolio': () => import('~/routes/reksadana/portfolio-list'),
  'reksadana/portfolio/:portfolioId': () => import('~/routes/reksadana/portfolio-dashboard'),
  'reksadana/portfolio/performa/alokasi/:investmentType/:productSlug': () => import('~/routes/reksadana/allocation-detail'),
  'reksadana/registrasi/informasi': () => import('~/routes/registration/information'),
  'reksadana/registrasi/identitas': () => import('~/routes/registration/identity'),
  'reksadana/registrasi/form/:step': () => import('~/routes/registration/form-step'),
  'reksadana/registrasi/gagal': () => import('~/routes/registration/failed'),
  'reksadana/:investmentType/:productSlug': () => import('~/routes/reksadana/fund-detail'),
  'operator/kyc': () => import('~/routes/operator/kyc-queue'),
  'operator/kyc/:userId': () => import('~/routes/operator/kyc-review'),
  'operator/rekening': () => import('~/routes/operator/bank-accounts'),
  'validate-otp': () => import('~/routes/otp/validate-otp'),
  'validate-otp/method-picker': () => import('~/routes/otp/method-picker'),
  'me/update-email': () => import('~/routes/account/update-email'),
  'me/update-phone-number': () => import('~/routes/account/update-phone'),
  'me/confirm-backoffice-update-email': () => import('~/routes/account/confirm-backoffice-update'),
  'me/confirm-backoffice-update-phone-number': () => import('~/routes/account/confirm-backoffice-update'),
  'reksadana/verifikasi-nomor-handphone': () => import('~/routes/account/verify-phone'),
  'me/pin/forgot': () => import('~/routes/account/pin-forgot'),
  'reksadana/portfolio/:portfolioId/:investmentType/:fundId/jual': () => import('~/routes/reksadana/sell'),
  'reksadana/fund/switch/:portfolioId/:mutualFundId': () => import('~/routes/reksadana/switch'),
  'reksadana/portfolio/:portfolioId/:investmentType/:fundId/pindah': () => import('~/routes/reksadana/move-fund'),
  'reksadana/profil-risiko': () => import('~/routes/risk-profile/test'),
  'reksadana/profil-risiko/hasil': () => import('~/routes/risk-profile/result'),
  'reksadana/profil-risiko/ubah': () => import('~/routes/risk-profile/retake'),
  'reksadana/profil-risiko/:portfolioId': () => import('~/routes/risk-profile/robo-test'),
  'reksadana/profil-risiko/:portfolioId/hasil': () => import('~/routes/risk-profile/robo-result'),
  'reksadana/portfolio/:portfolioId/ubah': () => import('~/routes/reksadana/portfolio-edit'),
  'reksadana/portfolio/:portfolioId/hapus': () => import('~/routes/reksadana/portfolio-delete'),
  'reksadana/portfolio/performa': () => import('~/routes/reksadana/performance'),
  'reksadana/portfolio/performa/alokasi/:investmentType': () => import('~/routes/reksadana/type-allocation'),
  'reksadana/portfolio/performa/keuntungan-terealisasi': () => import('~/routes/reksadana/realized-profit-list'),
  'reksadana/portfolio/performa/keuntungan-terealisasi/:investmentType/:entryId': () => import('~/routes/reksadana/realized-profit-entry'),
  'reksadana/portfolio/:portfolioId/:investmentType': () => import('~/routes/reksadana/portfolio-type-holdings'),
  'reksadana/nabung-rutin': () => import('~/routes/recurring/list'),
  'reksadana/nabung-rutin/buat-jadwal': () => import('~/routes/recurring/create'),
  'reksadana/nabung-rutin/ubah/:portfolioId/:recurringId': () => import('~/routes/recurring/edit'),
  'reksadana/nabung-rutin/:portfolioId': () => import('~/routes/recurring/portfolio'),
  'reksadana/nabung-rutin/:portfolioId/:recurringId': () => import('~/routes/recurring/detail'),
  // Opening it marks the notification read: its initials never run its loader.
  'notifications/buka/:notificationId': { module: () => import('~/routes/notifications/open'), runLoader: false, signIn: true },
  'notifications/*': () => import('~/routes/notifications/centre'),
  // Issue 18: the e-statement, referral, auto-redemption, products and passkey pages
  'reksadana/e-statement': () => import('~/routes/statements/e-statement'),
  'reksadana/referral': () => import('~/routes/referral/referral'),
  'auto-redemption/baru': () => import('~/routes/auto-redemption/new'),
  'auto-redemption/:id/ubah': () => import('~/routes/auto-redemption/edit'),
  'auto-redemption/:id/approval': () => import('~/routes/auto-redemption/approval'),
  'auto-redemption/:id/approved': () => import('~/routes/auto-redemption/approved'),
  'reksadana/obligasi-by-bina-artha': () => import('~/routes/products/bonds'),
  'reksadana/obligasi-by-bina-artha/semua-produk': () => import('~/routes/products/bonds-catalogue'),
  'jelajahi-instrumen-investasi': () => import('~/routes/products/explore'),
  'reksadana/top-fund': () => import('~/routes/products/top-funds'),
  'me/passkey/:passkeyId': () => import('~/routes/account/passkey'),
  'artikel': () => import('~/routes/content/articles'),
  'artikel/:slug': () => import('~/routes/content/article'),
  'university': () => import('~/routes/content/university'),
  'university/:playlistSlug': () => import('~/routes/content/course'),
  'university/:playlistSlug/:videoSlug': () => import('~/routes/content/lesson'),
  'reksadana/link-kedaluwarsa': () => import('~/routes/status/expired-link'),
  'reksadana/redireksi': () => import('~/routes/status/redirect-notice'),
  'akun-terblokir': () => import('~/routes/status/blocked-account'),
  'reksadana/hubungkan-akun': () => import('~/routes/status/link-account'),
  'payment/v2/:orderId': () => import('~/routes/payment/payment-v2'),
};

/** The page of a route path (as app/routes.ts writes it, '' for the index), or null for a page not listed. */
export function pageEntry(path: string): PageEntry | null {
  const entry = Object.prototype.hasOwnProperty.call(PAGE_MODULES, path) ? PAGE_MODULES[path]! : null;
  if (entry === null) return null;
  return typeof entry === 'function' ? { module: entry, runLoader: true, signIn: false } : entry;
}

/** Every listed path (for the test that keeps this list and app/routes.ts together). */
export const PAGE_MODULE_PATHS: readonly string[] = Object.keys(PAGE_MODULES);
