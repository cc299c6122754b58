// Feature flags named by the spec (landing-and-dashboard.md §3 "Initial page data" and
// funds-cart-portfolio.md §3 "Page initials"). The database holds their state; this list is the
// closed set of names an operator may switch with `npm run cli -- flags:set NAME on|off`.

export const FEATURE_FLAGS = {
  roboAdvisor: { defaultEnabled: true, description: 'Robo-advisor (Robo Cermat) portfolios and purchase' },
  recurringInvestment: { defaultEnabled: true, description: 'Nabung Rutin recurring investment' },
  recurringWeeklyDaily: { defaultEnabled: true, description: 'Weekly and daily recurring options' },
  referral: { defaultEnabled: true, description: 'Referral programme and cashback' },
  promoSection: { defaultEnabled: true, description: 'Promo banners on the landing page' },
  promoInput: { defaultEnabled: true, description: 'Promo code entry in the buy cart' },
  // On since issue 18 built the pages; off, the bonds pages and API answer 404 (decision 089).
  bonds: { defaultEnabled: true, description: 'Bonds card and pages' },
  videoLearning: { defaultEnabled: true, description: 'Video lessons (university)' },
  financialGoals: { defaultEnabled: true, description: 'Financial-goals popup and card' },
  mutualFundBiometrics: { defaultEnabled: true, description: 'Biometrics: passkeys to sign in and to confirm orders instead of the PIN' },
  watchlist: { defaultEnabled: true, description: 'Fund watchlist' },
  addPortfolioForOfflineUsers: { defaultEnabled: false, description: 'Offline (sales-code) users may add portfolios' },
  eddCheck: { defaultEnabled: true, description: 'Extra due diligence required for high KYC risk' },
  superappRequest: { defaultEnabled: false, description: 'Superapp request mode' },
  usdAccountValidation: { defaultEnabled: true, description: 'Require a bank account in the fund currency' },
  usdFundPurchasable: { defaultEnabled: true, description: 'USD funds can be bought' },
  kycCentre: { defaultEnabled: false, description: 'KYC centre handles registration entry' },
  nativeShare: { defaultEnabled: false, description: 'Native share sheet in the mobile app' },
  comparisonPageOrigin: { defaultEnabled: true, description: 'Compare section on the fund page' },
  chartLibrary: { defaultEnabled: true, description: 'Interactive charts' },
} as const satisfies Record<string, { defaultEnabled: boolean; description: string }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];
export type FeatureFlagState = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.prototype.hasOwnProperty.call(FEATURE_FLAGS, name);
}

/** Flags not stored yet fall back to their default. */
export function resolveFlags(stored: ReadonlyArray<{ name: string; enabled: boolean }>): FeatureFlagState {
  const state = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name].defaultEnabled]),
  ) as FeatureFlagState;
  for (const row of stored) if (isFeatureFlagName(row.name)) state[row.name] = row.enabled;
  return state;
}
