// Addresses of spec funds §2.1 that the app already links to (the registration indicator, the popups,
// the buy buttons, the landing's submenu and banners) whose pages later issues build. Until each lands,
// its address shows an honest "soon" page (routes/coming-soon.tsx, decision 033) instead of a 404. The
// rows of app/routes.ts that serve that page say which addresses; this says which feature each one is.

export const COMING_SOON_FEATURES = ['registration', 'edd', 'riskProfile', 'pin', 'recurring', 'eStatement', 'referral', 'bonds'] as const;
export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

/** Path prefixes, most specific first (EDD is a registration address with its own page). */
const PREFIXES: ReadonlyArray<readonly [prefix: `/${string}`, feature: ComingSoonFeature]> = [
  ['/reksadana/registrasi/edd', 'edd'],
  ['/reksadana/registrasi', 'registration'],
  ['/reksadana/profil-risiko', 'riskProfile'],
  ['/me/pin', 'pin'],
  ['/reksadana/nabung-rutin', 'recurring'],
  ['/reksadana/e-statement', 'eStatement'],
  ['/reksadana/referral', 'referral'],
  ['/reksadana/obligasi-by-bina-artha', 'bonds'],
];

/** The feature whose page will live at `pathname`, or null for an address that is no such page. */
export function comingSoonFeature(pathname: string): ComingSoonFeature | null {
  const path = pathname.replace(/\/+$/, '');
  const row = PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return row ? row[1] : null;
}
