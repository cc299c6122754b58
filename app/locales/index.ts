// All translation resources, preloaded on the server: remix-i18next initialises i18next per
// request, and preloaded resources keep that cheap. The browser never imports this module: it loads
// the namespaces of the page in its language only (app/locales/loading.ts, decision 017).
// `id` is the source of truth; each `en` file satisfies the type of its `id` twin, so a missing or
// extra key fails the typecheck.
import type { InitOptions } from 'i18next';
import { sharedI18nOptions } from './options';
import enAbout from './en/about';
import enAllocation from './en/allocation';
import enAuth from './en/auth';
import enBuy from './en/buy';
import enPayment from './en/payment';
import enOrders from './en/orders';
// Issue 14 item 4: one-time codes and contact changes
import enOtp from './en/otp';
import enCarousel from './en/carousel';
import enCommon from './en/common';
import enDashboard from './en/dashboard';
import enContent from './en/content';
import enEmailVerification from './en/email-verification';
import enFundDetail from './en/fund-detail';
import enFundList from './en/fund-list';
import enFundTools from './en/fund-tools';
import enLanding from './en/landing';
import enPortfolio from './en/portfolio';
import enPriority from './en/priority';
import enRealizedProfits from './en/realized-profits';
import enRegistration from './en/registration';
import enValidation from './en/validation';
// Issue 14, bank accounts and EDD
import enBankAccounts from './en/bank-accounts';
import idBankAccounts from './id/bank-accounts';
import enEdd from './en/edd';
import idEdd from './id/edd';
// The transaction PIN (issue 14 item 5)
import enPin from './en/pin';
import idAbout from './id/about';
import idAllocation from './id/allocation';
import idAuth from './id/auth';
import idBuy from './id/buy';
import idPayment from './id/payment';
import idOrders from './id/orders';
import idOtp from './id/otp';
import idCarousel from './id/carousel';
import idCommon from './id/common';
import idDashboard from './id/dashboard';
import idContent from './id/content';
import idEmailVerification from './id/email-verification';
import idFundDetail from './id/fund-detail';
import idFundList from './id/fund-list';
import idFundTools from './id/fund-tools';
import idLanding from './id/landing';
import idPortfolio from './id/portfolio';
import idPriority from './id/priority';
import idRealizedProfits from './id/realized-profits';
import idRegistration from './id/registration';
import idValidation from './id/validation';
// Issue 14, documents and operator review
import enKycDocuments from './en/kyc-documents';
import enKycReview from './en/kyc-review';
import idKycDocuments from './id/kyc-documents';
import idKycReview from './id/kyc-review';
import idPin from './id/pin';
// Issue 15: sell, switch, move
import enTransact from './en/transact';
import idTransact from './id/transact';
// Issue 16: risk profile and robo score, goals, performance
import enRiskProfile from './en/risk-profile';
import idRiskProfile from './id/risk-profile';
import enGoals from './en/goals';
import idGoals from './id/goals';
import enPerformance from './en/performance';
import idPerformance from './id/performance';
// Issue 17: Nabung Rutin, the notification centre
import enRecurring from './en/recurring';
import idRecurring from './id/recurring';
import enNotifications from './en/notifications';
import idNotifications from './id/notifications';
// Issue 18: statements and the tax report, referral, auto-redemption, bonds and other products, the remaining
// pages, passkeys
import enStatements from './en/statements';
import idStatements from './id/statements';
import enReferral from './en/referral';
import idReferral from './id/referral';
import enAutoRedemption from './en/auto-redemption';
import idAutoRedemption from './id/auto-redemption';
import enProducts from './en/products';
import idProducts from './id/products';
import enStatusPages from './en/status-pages';
import idStatusPages from './id/status-pages';
import enPasskeys from './en/passkeys';
import idPasskeys from './id/passkeys';

export const resources = {
  id: {
    common: idCommon,
    auth: idAuth,
    landing: idLanding,
    dashboard: idDashboard,
    validation: idValidation,
    fundList: idFundList,
    fundDetail: idFundDetail,
    fundTools: idFundTools,
    about: idAbout,
    priority: idPriority,
    content: idContent,
    realizedProfits: idRealizedProfits,
    carousel: idCarousel,
    emailVerification: idEmailVerification,
    buy: idBuy,
    payment: idPayment,
    orders: idOrders,
    allocation: idAllocation,
    portfolio: idPortfolio,
    bankAccounts: idBankAccounts,
    edd: idEdd,
    // Issue 14, documents and operator review
    kycDocuments: idKycDocuments,
    kycReview: idKycReview,
    pin: idPin,
    otp: idOtp,
    // Issue 14: registration (KYC)
    registration: idRegistration,
    // Issue 15: sell, switch, move
    transact: idTransact,
    // Issue 16
    riskProfile: idRiskProfile,
    goals: idGoals,
    performance: idPerformance,
    // Issue 17
    recurring: idRecurring,
    notifications: idNotifications,
    // Issue 18
    statements: idStatements,
    referral: idReferral,
    autoRedemption: idAutoRedemption,
    products: idProducts,
    statusPages: idStatusPages,
    passkeys: idPasskeys,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    landing: enLanding,
    dashboard: enDashboard,
    validation: enValidation,
    fundList: enFundList,
    fundDetail: enFundDetail,
    fundTools: enFundTools,
    about: enAbout,
    priority: enPriority,
    content: enContent,
    realizedProfits: enRealizedProfits,
    carousel: enCarousel,
    emailVerification: enEmailVerification,
    buy: enBuy,
    payment: enPayment,
    orders: enOrders,
    allocation: enAllocation,
    portfolio: enPortfolio,
    bankAccounts: enBankAccounts,
    edd: enEdd,
    // Issue 14, documents and operator review
    kycDocuments: enKycDocuments,
    kycReview: enKycReview,
    pin: enPin,
    otp: enOtp,
    // Issue 14: registration (KYC)
    registration: enRegistration,
    // Issue 15: sell, switch, move
    transact: enTransact,
    // Issue 16
    riskProfile: enRiskProfile,
    goals: enGoals,
    performance: enPerformance,
    // Issue 17
    recurring: enRecurring,
    notifications: enNotifications,
    // Issue 18
    statements: enStatements,
    referral: enReferral,
    autoRedemption: enAutoRedemption,
    products: enProducts,
    statusPages: enStatusPages,
    passkeys: enPasskeys,
  },
} as const;

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './options';
export type Resources = (typeof resources)['id'];
export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(resources.id) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** i18next options of the server (and of tests): every namespace of both languages, preloaded. */
export const i18nOptions: InitOptions = {
  ...sharedI18nOptions,
  resources,
  ns: [...NAMESPACES],
};
