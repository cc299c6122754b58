// What the bank-account API routes share (issue 14 item 3; spec funds §3 "bank accounts as
// verifiedAccounts with bankAccountCurrency", §5 validation payload, §7, §8 outcomes): an account's wire
// shape, the model's field errors under the payload's keys, and an outcome of §8 as an answer.
import type { RouterContextProvider } from 'react-router';
import type { BankAccountValidationOutcome } from '~/domain/kyc/enums';
import { MAX_BANK_ACCOUNTS_PER_CURRENCY } from '~/domain/kyc/bank-validation';
import { message, translateMessage } from '~/forms/messages';
import { getI18n } from '~/middleware/i18next';
import type { BankAccount, BankAccountFieldErrors } from '~/models/bank-accounts.server';
import { mediaType } from '~/middleware/form-body';
import { apiError, PRIVATE_NO_STORE, readBody, type ApiMessageKey } from './api.server';
import { parseUpload } from './uploads.server';

/** An account as the API answers it (the owner's own data: the whole number). */
export function bankAccountJson(account: BankAccount) {
  return {
    id: account.id,
    bankId: account.bank.id,
    bankCode: account.bank.code,
    bankName: account.bank.name,
    bankLogoUrl: account.bank.logoUrl,
    accountNumber: account.accountNumber,
    accountName: account.holderName,
    bankAccountCurrency: account.currency,
    status: account.status,
    isDefault: account.isDefault,
    isRegistrationAccount: account.isRegistrationAccount,
    createdAt: account.createdAt.toISOString(),
    reviewedAt: account.reviewedAt?.toISOString() ?? null,
  };
}

/** The model's fields under the payload's keys (spec funds §5: accountName, accountNumber, bankName, passbookImage). */
export function payloadFieldErrors(errors: BankAccountFieldErrors): Record<string, ApiMessageKey[]> {
  const keys: Record<keyof BankAccountFieldErrors, string> = {
    bankId: 'bankName',
    accountNumber: 'accountNumber',
    holderName: 'accountName',
    passbookDocumentId: 'passbookImage',
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [keys[field as keyof BankAccountFieldErrors], messages as ApiMessageKey[]]),
  );
}

/** 422 with the fields the model refused (the holder's name, the bank, the number). */
export function fieldErrorsResponse(context: Readonly<RouterContextProvider>, errors: BankAccountFieldErrors): Response {
  return apiError(context, 422, 'bankAccounts:api.invalidBody', PRIVATE_NO_STORE, payloadFieldErrors(errors));
}

/** The message key of an outcome of §8 (the limit names its number). */
export function outcomeMessageKey(outcome: BankAccountValidationOutcome): string {
  return outcome === 'LIMIT_REACHED' ? message('bankAccounts:outcome.LIMIT_REACHED', { count: MAX_BANK_ACCOUNTS_PER_CURRENCY }) : `bankAccounts:outcome.${outcome}`;
}

/** An outcome's sentence in the request's language. */
export function outcomeMessage(context: Readonly<RouterContextProvider>, outcome: BankAccountValidationOutcome): string {
  return translateMessage(getI18n(context).getFixedT(null, 'bankAccounts'), outcomeMessageKey(outcome));
}

/** A body of the bank-account API: its text fields, and the passbook image when one came (multipart). */
export type BankAccountApiBody = { ok: true; fields: unknown; passbook: Uint8Array | null } | { ok: false; response: Response };

/**
 * Reads a JSON, form or multipart body (spec funds §5: passbookImage is a file). Multipart is streamed
 * with its size limit (lib/uploads.server.ts); a refusal is answered with its status (413, 400).
 */
export async function readBankAccountBody(request: Request, context: Readonly<RouterContextProvider>): Promise<BankAccountApiBody> {
  if (mediaType(request.headers.get('Content-Type')) !== 'multipart/form-data') return { ok: true, fields: await readBody(request), passbook: null };
  const upload = await parseUpload(request, { maxFiles: 1 });
  if (!upload.ok) return { ok: false, response: apiError(context, upload.status, `kycDocuments:upload.${upload.reason}`, PRIVATE_NO_STORE) };
  return { ok: true, fields: upload.fields, passbook: upload.files.passbookImage?.bytes ?? null };
}
