// The addresses of the bank-account pages (spec funds §2.1), for the pages themselves and for links to
// them (the cart's bank-account refusal, the registration's step 3).
export const BANK_ACCOUNTS_PATH = '/me/rekening-saya';
export const ADD_BANK_ACCOUNT_PATH = '/me/tambah-rekening';
