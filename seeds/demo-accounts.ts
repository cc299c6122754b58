// The demo accounts (issue 2): one per state the landing page must show. All share one password.
// The seed creates them; the server prints them at start-up; the tests sign in with them.
export const DEMO_PASSWORD = 'celengan123';

export const DEMO_ACCOUNTS = [
  { email: 'investor@celengan.test', firstName: 'Rina', state: 'verified and complete, portfolios and history' },
  { email: 'baru@celengan.test', firstName: 'Bayu', state: 'registration not started' },
  { email: 'menunggu@celengan.test', firstName: 'Maya', state: 'pendingVerification' },
  { email: 'ditolak@celengan.test', firstName: 'Dimas', state: 'rejectedInternal (face mismatch), form version second' },
  { email: 'ditolak-ksei@celengan.test', firstName: 'Kartika', state: 'rejectedKsei (name mismatch), form version first' },
  { email: 'blokir@celengan.test', firstName: 'Bambang', state: 'blacklistedInternal' },
  { email: 'email@celengan.test', firstName: 'Eka', state: 'verificationComplete, email not verified' },
  { email: 'edd@celengan.test', firstName: 'Edi', state: 'verified, KYC risk high, EDD not filled' },
  { email: 'sales@celengan.test', firstName: 'Sari', state: 'verified, sales code (offline), one portfolio' },
  { email: 'operator@celengan.test', firstName: 'Oki', state: 'operator role' },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
