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
  { email: 'sales@celengan.test', firstName: 'Sari', state: 'verified, sales code (offline), one portfolio with a settled buy' },
  { email: 'rujukan@celengan.test', firstName: 'Rudi', state: 'verified, bought into a goal portfolio, referral cashback in its holding period' },
  { email: 'pin@celengan.test', firstName: 'Putri', state: 'verified, no transaction PIN yet, verification popup not closed' },
  { email: 'revisi@celengan.test', firstName: 'Reza', state: 'revisedAmend (revision sent), revision popup not closed' },
  { email: 'kuis@celengan.test', firstName: 'Kiki', state: 'registration not started, risk-profile quiz finished' },
  { email: 'lanjut@celengan.test', firstName: 'Lina', state: 'registration started, form version second, three pages filled' },
  { email: 'lama@celengan.test', firstName: 'Lukman', state: 'registration not started, form version first, prefill data kept' },
  { email: 'cashback@celengan.test', firstName: 'Citra', state: 'verified, bought, referral cashback ends in 5 days' },
  { email: 'cashback-akhir@celengan.test', firstName: 'Candra', state: 'verified, bought, referral cashback ends within 24 hours' },
  { email: 'operator@celengan.test', firstName: 'Oki', state: 'operator role' },
  { email: 'kyc@celengan.test', firstName: 'Kirana', state: 'pendingVerification: full registration, documents, pending bank account; waits in the operator queue' },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
