// The shape of an account number per bank (issue 14 item 3; spec funds §5 "Account number validation
// requires the pair of account number and bank name"; decision 047): the number of digits each bank of
// the `banks` table (seeds/reference-data.ts) issues for a savings account. Pure, no I/O: the form's
// schema checks it as one types, the model again before anything is written.

/**
 * Digits per bank code, from the lists Indonesian payment providers publish (Midtrans IRIS' padding
 * table: BCA 10, BRI 15, Mandiri 13, Danamon padded to 12) and the banks' own passbooks as reported by
 * the press (BNI 10, BSI 10, BTN 16, OCBC NISP 12, CIMB Niaga 13 or 14, Permata 10, Panin 10, Mega 15,
 * Maybank 10, Jago 12). Decision 047 keeps the table and its sources.
 */
export const BANK_ACCOUNT_NUMBER_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  BCA: [10],
  BRI: [15],
  BNI: [10],
  MANDIRI: [13],
  PERMATA: [10],
  BSI: [10],
  CIMB: [13, 14],
  // Danamon prints 10 digits; the clearing's 12-digit form (two leading zeros) is accepted as well.
  DANAMON: [10, 12],
  BTN: [16],
  OCBC: [12],
  MAYBANK: [10],
  PANIN: [10],
  MEGA: [15],
  JAGO: [12],
};

/** A bank without a row (one added to the table later): the database's own bound (bank_accounts_number). */
export const ANY_BANK_LENGTHS = { min: 6, max: 20 } as const;

/** Spaces, dashes and dots people copy from a passbook ("0123 4567 89", "123-456-7890") are not part of the number. */
const SEPARATORS = /[\s.-]/g;

export type AccountNumberProblem = 'REQUIRED' | 'DIGITS_ONLY' | 'LENGTH';

export type AccountNumberCheck =
  | { ok: true; accountNumber: string }
  | { ok: false; problem: AccountNumberProblem; /** The lengths the bank issues (LENGTH), for the message. */ lengths: readonly number[] };

/** The lengths a bank issues, or null for a bank without a row. */
export function accountNumberLengths(bankCode: string): readonly number[] | null {
  return Object.hasOwn(BANK_ACCOUNT_NUMBER_LENGTHS, bankCode) ? BANK_ACCOUNT_NUMBER_LENGTHS[bankCode]! : null;
}

/** The number as stored: the input without separators (digits are checked by checkAccountNumber). */
export function compactAccountNumber(input: string): string {
  return input.replace(SEPARATORS, '');
}

/**
 * Whether `input` is an account number of the bank `bankCode`: digits only (after separators are taken
 * out) and one of the bank's lengths. The number as stored when it is.
 */
export function checkAccountNumber(bankCode: string, input: string): AccountNumberCheck {
  const lengths = accountNumberLengths(bankCode);
  const allowed = lengths ?? [];
  const number = compactAccountNumber(input);
  if (number === '') return { ok: false, problem: 'REQUIRED', lengths: allowed };
  if (!/^\d+$/.test(number)) return { ok: false, problem: 'DIGITS_ONLY', lengths: allowed };
  const fits = lengths ? lengths.includes(number.length) : number.length >= ANY_BANK_LENGTHS.min && number.length <= ANY_BANK_LENGTHS.max;
  return fits ? { ok: true, accountNumber: number } : { ok: false, problem: 'LENGTH', lengths: allowed };
}

/** The number as a list shows it: the last four digits only ("•••• 7890"). */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
