// The route table. Paths follow the Indonesian route table of spec/funds-cart-portfolio.md §2.1,
// which is a contract; each capability issue adds its rows here.
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { CATEGORY_PAGES } from './domain/fund-catalogue';
import { withPageInitials } from './domain/page-initials-paths';

// Issue 18 (helper pages): every page of the table gets its `<path>/initials` route (decision 091).
export default withPageInitials([
  index('routes/home.tsx'),

  // Account and access
  route('mulai-investasi', 'routes/account/start-investing.tsx'),
  route('signin', 'routes/account/sign-in.tsx'),
  route('signout', 'routes/account/sign-out.tsx'),
  route('app/gabung', 'routes/account/sign-up.tsx'),
  route('me', 'routes/account/me.tsx'),
  route('email-berhasil-diverifikasi', 'routes/account/email-verified.tsx'),
  route('payment/:orderId', 'routes/payment/payment.tsx'),
  route('me/order', 'routes/account/orders.tsx'),
  route('me/order/:orderId', 'routes/account/order-detail.tsx'),
  // Issue 14, bank accounts and EDD (spec funds §2.1, §7; decisions 047-049)
  route('me/rekening-saya', 'routes/account/bank-accounts.tsx'),
  route('me/tambah-rekening', 'routes/account/add-bank-account.tsx'),
  route('api/v2/mutual-funds/bank-accounts', 'routes/api/bank-accounts.ts'),
  route('api/v2/mutual-funds/bank-accounts/validate', 'routes/api/bank-accounts-validate.ts'),
  route('api/v2/mutual-funds/bank-accounts/:id', 'routes/api/bank-account.ts'),
  route('api/v2/mutual-funds/banks', 'routes/api/banks.ts'),
  route('reksadana/registrasi/edd', 'routes/reksadana/edd.tsx'),
  route('api/v2/mutual-funds/kyc/edd', 'routes/api/kyc-edd.ts'),
  // The transaction PIN (issue 14 item 5; decisions 050-052). /me/pin/forgot is the OTP part's (item 4).
  route('me/pin/create', 'routes/account/pin/create.tsx'),
  route('me/pin/change', 'routes/account/pin/change.tsx'),
  route('me/pin/blocked', 'routes/account/pin/blocked.tsx'),
  route('me/pin/validate/expired', 'routes/account/pin/validate-expired.tsx'),
  route('me/pin/validate/:requestId', 'routes/account/pin/validate.tsx'),
  route('api/v1/profile/request-pin', 'routes/api/pin-request.ts'),
  route('api/v1/profile/validate-pin/:requestId', 'routes/api/pin-validate.ts'),

  // Mutual-fund area
  route('reksadana', 'routes/reksadana/landing.tsx'),
  route('reksadana/tentang-kami', 'routes/reksadana/about.tsx'),
  route('reksadana/prioritas', 'routes/reksadana/priority.tsx'),
  route('reksadana/watchlist', 'routes/reksadana/watchlist.tsx'),
  route('reksadana/bandingkan', 'routes/reksadana/compare.tsx'),
  route('reksadana/bandingkan/pilihan', 'routes/reksadana/compare-picker-options.ts'),
  route('reksadana/tipe', 'routes/reksadana/fund-types.tsx'),
  route('reksadana/semua-produk', 'routes/reksadana/fund-list.tsx', { id: 'fund-list' }),
  // Category listings (one module, one route each; static segments rank above the detail route)
  ...CATEGORY_PAGES.map((page) =>
    route(`reksadana/${page.path}`, 'routes/reksadana/fund-list.tsx', { id: `fund-list-${page.path}` }),
  ),
  route('reksadana/initials', 'routes/reksadana/initials.ts'),
  route('reksadana/beli', 'routes/reksadana/buy.tsx'),
  // The investor's portfolios and one portfolio's dashboard (spec funds §2.1, §2.5; decision 024)
  route('reksadana/portfolio', 'routes/reksadana/portfolio-list.tsx'),
  route('reksadana/portfolio/:portfolioId', 'routes/reksadana/portfolio-dashboard.tsx'),
  // Allocation of one fund over the investor's portfolios (spec funds §2.1, §2.2 my-investment card; decision 023)
  route('reksadana/portfolio/performa/alokasi/:investmentType/:productSlug', 'routes/reksadana/allocation-detail.tsx'),
  // Registration (KYC), issue 14 items 1 and 8: the information page, the six steps, the review and send, the
  // failure page (decisions 041-043); static segments rank above the fund route.
  route('reksadana/registrasi/informasi', 'routes/registration/information.tsx'),
  route('reksadana/registrasi/identitas', 'routes/registration/identity.tsx'),
  route('reksadana/registrasi/form/:step', 'routes/registration/form-step.tsx'),
  route('reksadana/registrasi/gagal', 'routes/registration/failed.tsx'),
  // A fund's page; a first segment that is no fund type is the general 404 (the loader says so).
  route('reksadana/:investmentType/:productSlug', 'routes/reksadana/fund-detail.tsx'),
  route('reksadana/:investmentType/:productSlug/dokumen/:kind', 'routes/reksadana/fund-document.ts'),
  route('reksadana/:investmentType/:productSlug/grafik', 'routes/reksadana/fund-chart-series.ts'),

  // Product API (spec funds §7): resource routes, same session cookie
  route('api/v2/mutual-funds/products', 'routes/api/products.ts'),
  route('api/v2/mutual-funds/products/s/:slug', 'routes/api/product-by-slug.ts'),
  route('api/v2/mutual-funds/products/:id', 'routes/api/product-by-id.ts'),
  route('api/v2/mutual-funds/product-watchlist', 'routes/api/product-watchlist.ts'),
  route('api/v2/mutual-funds/product-watchlist/:mutualFundId', 'routes/api/product-watchlist-item.ts'),
  route('api/v2/mutual-funds/portfolio/realized-profits', 'routes/api/realized-profits.ts'),
  route('api/v2/auth/request-verification-email', 'routes/api/request-verification-email.ts'),
  // Buying API (spec funds §7 "Buy cart"; issue 5 item 9)
  route('api/v2/mutual-funds/subscribe/calculate', 'routes/api/subscribe-calculate.ts'),
  route('api/v2/mutual-funds/subscribe', 'routes/api/subscribe.ts'),
  route('api/v2/coupons/list-by-filters', 'routes/api/coupons-list.ts'),
  route('api/v2/coupons/detail-by-filters', 'routes/api/coupons-detail.ts'),
  route('api/v1/profile/update-mutual-fund-notification', 'routes/api/notification-settings.ts'),
  // Payment (issue 5 item 6)
  route('api/v1/payments/callback', 'routes/api/payments-callback.ts'),
  // Order history (issue 5 items 8, 9)
  route('api/v1/orders', 'routes/api/orders.ts'),
  route('api/v1/orders/:orderId', 'routes/api/order.ts'),
  route('api/v2/mutual-funds/portfolio', 'routes/api/portfolios.ts'),

  // Issue 14, documents and operator review (decisions 044, 045): a KYC document's image for its owner and
  // operators.
  route('me/dokumen/:documentId', 'routes/account/kyc-document.ts'),
  // The operator's review: the KYC queue, one registration, the pending bank accounts.
  route('operator/kyc', 'routes/operator/kyc-queue.tsx'),
  route('operator/kyc/:userId', 'routes/operator/kyc-review.tsx'),
  route('operator/rekening', 'routes/operator/bank-accounts.tsx'),
  // One-time codes and contact changes (issue 14 item 4; decisions 053-055), and the forgotten PIN (item 5)
  route('validate-otp', 'routes/otp/validate-otp.tsx'),
  route('validate-otp/method-picker', 'routes/otp/method-picker.tsx'),
  route('me/update-email', 'routes/account/update-email.tsx'),
  route('me/update-phone-number', 'routes/account/update-phone.tsx'),
  route('me/confirm-backoffice-update-email', 'routes/account/confirm-backoffice-update.tsx', { id: 'confirm-backoffice-update-email' }),
  route('me/confirm-backoffice-update-phone-number', 'routes/account/confirm-backoffice-update.tsx', { id: 'confirm-backoffice-update-phone-number' }),
  route('reksadana/verifikasi-nomor-handphone', 'routes/account/verify-phone.tsx'),
  route('me/pin/forgot', 'routes/account/pin-forgot.tsx'),
  route('api/v2/otp/request-by-token', 'routes/api/otp-request-by-token.ts'),
  route('api/v2/otp/check-otp-blocked', 'routes/api/otp-check-blocked.ts'),
  route('api/v2/otp/validate', 'routes/api/otp-validate.ts'),
  route('api/v2/users/change-email', 'routes/api/users-change-email.ts'),

  // Registration (KYC) API (spec funds §7 "KYC"; issue 14 item 8)
  route('api/v1/users/check-email', 'routes/api/kyc-check-email.ts'),
  route('api/v3/users/initiate-kyc', 'routes/api/kyc-initiate.ts'),
  route('api/v3/users/update-personal-data', 'routes/api/kyc-personal-data.ts'),
  route('api/v3/users/update-bank-account', 'routes/api/kyc-bank-account.ts'),
  route('api/v3/users/upload-kyc-documents', 'routes/api/kyc-documents-upload.ts'),
  route('api/v3/users/confirm-identity-data', 'routes/api/kyc-confirm.ts'),
  route('api/v1/profile/verify/mutual-fund', 'routes/api/kyc-status.ts'),

  // Operations
  // Issue 15: sell (redeem) pages and API
  route('reksadana/portfolio/:portfolioId/:investmentType/:fundId/jual', 'routes/reksadana/sell.tsx'),
  route('api/v2/mutual-funds/redeem/calculate', 'routes/api/redeem-calculate.ts'),
  route('api/v2/mutual-funds/redeem', 'routes/api/redeem.ts'),

  // Issue 15: switch pages and API
  route('reksadana/fund/switch/:portfolioId/:mutualFundId', 'routes/reksadana/switch.tsx'),
  route('api/v2/mutual-funds/switching/list', 'routes/api/switching-list.ts'),
  route('api/v2/mutual-funds/switching/calculate', 'routes/api/switching-calculate.ts'),
  route('api/v2/mutual-funds/switching', 'routes/api/switching.ts'),

  // Issue 15: move pages and API (spec funds §2.1 `pindah`, §7 move-fund; decision 061)
  route('reksadana/portfolio/:portfolioId/:investmentType/:fundId/pindah', 'routes/reksadana/move-fund.tsx'),
  route('api/v2/mutual-funds/move-fund/calculate', 'routes/api/move-fund-calculate.ts'),
  route('api/v2/mutual-funds/move-fund', 'routes/api/move-fund.ts'),

  // Issue 15: orders, the portfolio API, payouts
  // One portfolio with its holdings (units, held units) and orders in progress (spec funds §7 "Portfolio ... /{id}")
  route('api/v2/mutual-funds/portfolio/:portfolioId', 'routes/api/portfolio.ts'),

  // Issue 16 (helper "risk"): the risk profile and the robo score (spec funds §2.1; items 1, 2, 9)
  route('reksadana/profil-risiko', 'routes/risk-profile/test.tsx'),
  route('reksadana/profil-risiko/hasil', 'routes/risk-profile/result.tsx'),
  route('reksadana/profil-risiko/ubah', 'routes/risk-profile/retake.tsx'),
  route('reksadana/profil-risiko/:portfolioId', 'routes/risk-profile/robo-test.tsx'),
  route('reksadana/profil-risiko/:portfolioId/hasil', 'routes/risk-profile/robo-result.tsx'),
  route('api/v2/mutual-funds/profile/risk-profile', 'routes/api/risk-profile.ts'),
  route('api/v2/mutual-funds/profile/risk-profile/calculate', 'routes/api/risk-profile-calculate.ts'),
  route('api/v2/mutual-funds/profile/risk-profile/scoring', 'routes/api/risk-profile-scoring.ts'),

  // Issue 16 (helper "goals"): creating, editing and deleting a portfolio, the goal card (items 3-5)
  // The edit dialog's and the delete confirmation's pages (they work without JavaScript; decision 066)
  route('reksadana/portfolio/:portfolioId/ubah', 'routes/reksadana/portfolio-edit.tsx'),
  route('reksadana/portfolio/:portfolioId/hapus', 'routes/reksadana/portfolio-delete.tsx'),

  // Issue 16 (helper "returns"): returns, the dollar rate, /reksadana/portfolio/performa (items 6-8)
  route('reksadana/portfolio/performa', 'routes/reksadana/performance.tsx'),
  route('api/v2/mutual-funds/portfolio/summary/performance', 'routes/api/portfolio-summary-performance.ts'),

  // Issue 16 (helper "details"): allocation by type, realized profit, holdings of one type, the portfolio API (items 8, 9)
  // (spec funds §2.1, §3, §7; decisions 070, 071). Static segments (performa, summary, allocation ...) rank above
  // the dynamic ones of the dashboard and /portfolio/{id}.
  route('reksadana/portfolio/performa/alokasi/:investmentType', 'routes/reksadana/type-allocation.tsx'),
  route('reksadana/portfolio/performa/keuntungan-terealisasi', 'routes/reksadana/realized-profit-list.tsx'),
  route('reksadana/portfolio/performa/keuntungan-terealisasi/:investmentType/:entryId', 'routes/reksadana/realized-profit-entry.tsx'),
  route('reksadana/portfolio/:portfolioId/:investmentType', 'routes/reksadana/portfolio-type-holdings.tsx'),
  route('api/v2/mutual-funds/portfolio/summary/allocation', 'routes/api/portfolio-summary-allocation.ts'),
  route('api/v2/mutual-funds/portfolio/allocation/:id', 'routes/api/portfolio-allocation.ts'),
  route('api/v2/mutual-funds/portfolio/get-by-transaction-number/:transactionNumber', 'routes/api/portfolio-by-transaction-number.ts'),

  // Issue 17 (helper recurring-core): the recurring-investment API
  route('api/v2/mutual-funds/recurring-investments', 'routes/api/recurring-investments.ts'),
  route('api/v2/mutual-funds/recurring-investments/:recurringId', 'routes/api/recurring-investment.ts'),
  route('api/v2/mutual-funds/recurring-investments/:portfolioId/:recurringId', 'routes/api/recurring-investment-in-portfolio.ts'),

  // Issue 17 (helper recurring-pages): the Nabung Rutin pages
  route('reksadana/nabung-rutin', 'routes/recurring/list.tsx'),
  route('reksadana/nabung-rutin/buat-jadwal', 'routes/recurring/create.tsx'),
  route('reksadana/nabung-rutin/ubah/:portfolioId/:recurringId', 'routes/recurring/edit.tsx'),
  route('reksadana/nabung-rutin/:portfolioId', 'routes/recurring/portfolio.tsx'),
  route('reksadana/nabung-rutin/:portfolioId/:recurringId', 'routes/recurring/detail.tsx'),

  // Issue 17 (helper notifications): the notification centre and its API
  route('notifications/buka/:notificationId', 'routes/notifications/open.tsx'),
  route('notifications/*', 'routes/notifications/centre.tsx'),
  route('api/v1/users/notification-center', 'routes/api/notification-center.ts'),
  route('api/v1/users/notification-center/check', 'routes/api/notification-center-check.ts'),
  route('api/v1/users/notification-center/read-all', 'routes/api/notification-center-read-all.ts'),
  route('api/v1/users/notification-center/read/:notificationId', 'routes/api/notification-center-read.ts'),
  route('api/v1/users/notification-center/:notificationId', 'routes/api/notification-center-item.ts'),

  // Issue 18 (helper statements): the e-statement page and the monthly report API
  route('reksadana/e-statement', 'routes/statements/e-statement.tsx'),
  route('api/v2/mutual-funds/e-statements/monthly-report', 'routes/api/e-statement-monthly.ts'),

  // Issue 18 (helper tax): the tax report API
  route('api/v2/mutual-funds/e-statements/tax-report', 'routes/api/tax-report.ts'),
  route('api/v2/mutual-funds/e-statements/tax-report/send', 'routes/api/tax-report-send.ts'),

  // Issue 18 (helper referral): the referral page and API
  route('reksadana/referral', 'routes/referral/referral.tsx'),
  route('api/v2/mutual-funds/user-cashback', 'routes/api/referral-user-cashback.ts'),
  route('api/v2/referral', 'routes/api/referral-friends.ts'),
  route('api/v2/referral/referrer', 'routes/api/referral-referrer.ts'),
  route('api/v2/mutual-funds/kyc/get-by-code/:code', 'routes/api/referral-get-by-code.ts'),
  route('api/v2/mutual-funds/kyc/get-by-referral-id/:referralId', 'routes/api/referral-get-by-id.ts'),

  // Issue 18 (helper auto-redemption): the approval pages and API
  // (spec funds §2.1 /auto-redemption/{id}/approval|approved, §7 auto-redemptions/{id}, /give-consent; decision 087)
  route('auto-redemption/baru', 'routes/auto-redemption/new.tsx'),
  route('auto-redemption/:id/ubah', 'routes/auto-redemption/edit.tsx'),
  route('auto-redemption/:id/approval', 'routes/auto-redemption/approval.tsx'),
  route('auto-redemption/:id/approved', 'routes/auto-redemption/approved.tsx'),
  route('api/v2/mutual-funds/auto-redemptions/:id', 'routes/api/auto-redemption.ts'),
  route('api/v2/mutual-funds/auto-redemptions/:id/give-consent', 'routes/api/auto-redemption-consent.ts'),

  // Issue 18 (helper products): bonds, the explore page, top funds
  route('reksadana/obligasi-by-bina-artha', 'routes/products/bonds.tsx'),
  route('reksadana/obligasi-by-bina-artha/semua-produk', 'routes/products/bonds-catalogue.tsx'),
  route('api/v1/bonds', 'routes/api/bonds.ts'),
  route('jelajahi-instrumen-investasi', 'routes/products/explore.tsx'),
  route('reksadana/top-fund', 'routes/products/top-funds.tsx'),

  // Issue 18 (helper pages): the remaining pages, payment v2, every page's initials
  // (decisions 091-093; each page's /initials is added by withPageInitials around this table)
  route('reksadana/link-kedaluwarsa', 'routes/status/expired-link.tsx'),
  route('reksadana/redireksi', 'routes/status/redirect-notice.tsx'),
  route('akun-terblokir', 'routes/status/blocked-account.tsx'),
  route('reksadana/hubungkan-akun', 'routes/status/link-account.tsx'),
  route('payment/v2/:orderId', 'routes/payment/payment-v2.tsx'),

  // Issue 18 (helper passkeys): biometrics API and pages
  route('api/v2/biometrics/enroll', 'routes/api/biometrics-enroll.ts'),
  route('api/v2/biometrics/request-challenge', 'routes/api/biometrics-request-challenge.ts'),
  route('api/v2/biometrics/validate-challenge', 'routes/api/biometrics-validate-challenge.ts'),
  route('me/passkey/:passkeyId', 'routes/account/passkey.tsx'),

  route('healthz', 'routes/healthz.ts'),

  // Search engines (decision 034)
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),

  // Content: articles and video lessons (spec funds §2.1 route table; issue 4)
  route('artikel', 'routes/content/articles.tsx'),
  route('artikel/:slug', 'routes/content/article.tsx'),
  route('university', 'routes/content/university.tsx'),
  route('university/:playlistSlug', 'routes/content/course.tsx'),
  route('university/:playlistSlug/:videoSlug', 'routes/content/lesson.tsx'),

  // Unknown URLs: a localized 404 (and remix-i18next needs a matching route to run).
  route('*', 'routes/not-found.tsx'),
]) satisfies RouteConfig;
