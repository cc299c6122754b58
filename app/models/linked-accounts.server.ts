// What is linked to an investor's account today (issue 18 item 5, /reksadana/hubungkan-akun; decision 092): the ways
// to sign in (the email and password every account has, and its passkeys) and the bank accounts, masked as every
// list shows them. Celengan has no partner (superapp) account to link: the page says so and shows these instead.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import type { BankAccountStatus, Currency } from '~/domain/enums';
import { maskEmail } from '~/domain/contact';
import { maskAccountNumber } from '~/domain/kyc/bank-account-number';
import { db } from '~/lib/db.server';
import { listBankAccounts } from './bank-accounts.server';

export interface LinkedAccounts {
  /** The sign-in email, masked (the page is one screenshot away from a chat). */
  email: string;
  passkeyCount: number;
  bankAccounts: Array<{ id: number; bankName: string; number: string; currency: Currency; status: BankAccountStatus; isDefault: boolean }>;
}

export function linkedAccounts(user: { id: number; email: string }, database: Db = db()): LinkedAccounts {
  const passkeyCount = database.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, user.id)).get()?.n ?? 0;
  return {
    email: maskEmail(user.email),
    passkeyCount,
    bankAccounts: listBankAccounts(user.id, database).map((account) => ({
      id: account.id,
      bankName: account.bank.name,
      number: maskAccountNumber(account.accountNumber),
      currency: account.currency,
      status: account.status,
      isDefault: account.isDefault,
    })),
  };
}
