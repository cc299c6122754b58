// What the registration (KYC) API routes share (spec funds §7 "KYC"; issue 14 item 8; decisions 042 and 043):
// the registration as JSON, and the ONE mapping of the model's refusals to a status and a localized body.
//
//   400 `{ message, errors }`  a body the step's schema refuses (field errors by spec §5's keys)
//   401                        no session (or the user vanished)
//   409 `{ message, code }`    NOT_EDITABLE (sent, complete, blacklisted; `phase`), NOT_STARTED (a registration
//                              of the first form version: initiate-kyc first), STEP_LOCKED (never skip ahead;
//                              `firstUnfinishedStep`)
//   422 `{ message, code, errors }` EMAIL_TAKEN, NIK_TAKEN, an image refused by its content, the bank account's
//                              field errors or its §8 outcome (`outcome`), INCOMPLETE (`firstIncompleteStep`,
//                              `incompleteSteps`)
// Every message is in the request's language.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { BankAccountValidationOutcome } from '~/domain/kyc/enums';
import { message, translateMessage } from '~/forms/messages';
import type { UploadRefusal, UploadResult } from '~/lib/uploads.server';
import { getI18n } from '~/middleware/i18next';
import type { BankAccountFieldErrors } from '~/models/bank-accounts.server';
import type { StoreKycDocumentRefusal } from '~/models/kyc-documents.server';
import type { RegistrationRefusal, RegistrationView } from '~/models/kyc-registration.server';
import { apiError, NO_STORE, PRIVATE_NO_STORE, type ApiMessageKey } from './api.server';
import { bodyErrors } from './buy-api.server';

/** The registration as the API answers it (GET /api/v1/profile/verify/mutual-fund and every save). */
export function registrationJson(view: RegistrationView) {
  return {
    status: view.status,
    formVersion: view.formVersion,
    lastPageFilled: view.lastPageFilled,
    stepsFilled: view.stepsFilled,
    nextStep: view.firstUnfinishedStep,
    fieldStates: view.fieldStates,
    rejectionReason: view.rejection,
    rejectionCount: view.rejectionCount,
    attemptsLeft: view.attemptsLeft,
    reviseStep: view.reviseStep,
    registrationStartedAt: view.startedAt?.toISOString() ?? null,
    submittedAt: view.submittedAt?.toISOString() ?? null,
    answers: view.answers,
  };
}

/** 200 `{ data }`: personal, never stored by a cache. */
export function registrationData(data: unknown, status = 200): Response {
  return Response.json({ data }, { status, headers: PRIVATE_NO_STORE });
}

function translator(context: Readonly<RouterContextProvider>) {
  const t = getI18n(context).getFixedT(null, 'common');
  return (key: string) => translateMessage(t, key);
}

/** A refusal's body: the message, a code, details, and field errors (message keys translated). */
function refusalBody(
  context: Readonly<RouterContextProvider>,
  status: number,
  key: string,
  code: string,
  details: Record<string, unknown> = {},
  errors?: Record<string, string[]>,
): Response {
  const t = translator(context);
  const body: Record<string, unknown> = { message: t(key), code, ...details };
  if (errors) body.errors = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map(t)]));
  return Response.json(body, { status, headers: NO_STORE });
}

/** The answer to a refusal of the registration model. */
export function registrationRefusalResponse(context: Readonly<RouterContextProvider>, refusal: RegistrationRefusal): Response {
  switch (refusal.reason) {
    case 'USER_NOT_FOUND':
      return apiError(context, 401, 'unauthorized');
    case 'NOT_EDITABLE':
      return refusalBody(context, 409, refusal.phase === 'FAILED' ? 'registration:api.failed' : 'registration:api.notEditable', 'NOT_EDITABLE', { phase: refusal.phase });
    case 'NOT_STARTED':
      return refusalBody(context, 409, 'registration:api.firstVersion', 'NOT_STARTED');
    case 'STEP_LOCKED':
      return refusalBody(context, 409, message('registration:api.stepLocked', { step: refusal.firstUnfinishedStep }), 'STEP_LOCKED', { firstUnfinishedStep: refusal.firstUnfinishedStep });
    case 'EMAIL_TAKEN':
      return refusalBody(context, 422, 'registration:errors.email.TAKEN', 'EMAIL_TAKEN', {}, { email: ['registration:errors.email.TAKEN'] });
    case 'TOO_MANY_EMAIL_CHECKS': {
      const seconds = Math.max(1, Math.ceil((refusal.retryAt.getTime() - Date.now()) / 1000));
      const response = refusalBody(context, 429, 'registration:errors.email.TOO_MANY', 'TOO_MANY_EMAIL_CHECKS', {}, { email: ['registration:errors.email.TOO_MANY'] });
      response.headers.set('Retry-After', String(seconds));
      return response;
    }
    case 'NIK_TAKEN':
      return refusalBody(context, 422, 'registration:errors.nik.TAKEN', 'NIK_TAKEN', {}, { nik: ['registration:errors.nik.TAKEN'] });
    case 'REFERRAL_CODE_REFUSED': {
      const key = `referral:refusal.${refusal.referral}` as const;
      return refusalBody(context, 422, key, refusal.referral, {}, { kodeReferral: [key] });
    }
    case 'INCOMPLETE':
      return refusalBody(context, 422, message('registration:api.incomplete', { step: refusal.firstIncompleteStep }), 'INCOMPLETE', {
        firstIncompleteStep: refusal.firstIncompleteStep,
        incompleteSteps: refusal.incompleteSteps,
      });
    case 'DOCUMENT_NOT_FOUND':
    case 'BANK_ACCOUNT_NOT_FOUND':
      return apiError(context, 404, 'kycDocuments:notFound');
  }
}

/** 400 for a body the schema refused, errors by field. */
export function invalidRegistrationBody(context: Readonly<RouterContextProvider>, error: z.ZodError): Response {
  return apiError(context, 400, 'invalidBody', NO_STORE, bodyErrors(error));
}

/** The message key of an image refused by its content, as the registration's pages and API say it. */
export const documentRefusalKey = (reason: StoreKycDocumentRefusal): string => `registration:errors.document.${reason}`;

/** 422: the image `field` was refused by its content. */
export function documentRefusalResponse(context: Readonly<RouterContextProvider>, field: string, reason: StoreKycDocumentRefusal): Response {
  return refusalBody(context, 422, documentRefusalKey(reason), reason, {}, { [field]: [documentRefusalKey(reason)] });
}

/** 415, 413 or 400 for a multipart body the upload parser refused (app/lib/uploads.server.ts). */
export function uploadRefusalResponse(context: Readonly<RouterContextProvider>, refusal: UploadRefusal): Response {
  return apiError(context, refusal.status, `kycDocuments:upload.${refusal.reason}` as ApiMessageKey);
}

/** The bank-account model's field names (app/models/bank-accounts.server.ts) as step 3's keys (spec funds §5). */
export const BANK_FIELD_KEYS: Readonly<Record<keyof BankAccountFieldErrors, string>> = {
  bankId: 'namaBank',
  accountNumber: 'noRekening',
  holderName: 'namaPemilikRekeningBank',
  passbookDocumentId: 'buktiKepemilikanRekening',
};

/** Step 3's errors by its own keys, from the bank-account model's field errors. */
export function bankFieldErrors(errors: BankAccountFieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, keys]) => [BANK_FIELD_KEYS[field as keyof BankAccountFieldErrors], keys ?? []]));
}

/** The message key of a §8 validation outcome. */
export const bankOutcomeKey = (outcome: Exclude<BankAccountValidationOutcome, 'VALID'>): string => `registration:bankOutcome.${outcome}`;

/** 422 for step 3's bank account: its field errors, or the §8 outcome (on the account number's field). */
export function bankRefusalResponse(
  context: Readonly<RouterContextProvider>,
  refusal: { fieldErrors: BankAccountFieldErrors } | { outcome: Exclude<BankAccountValidationOutcome, 'VALID'> },
): Response {
  if ('outcome' in refusal) {
    return refusalBody(context, 422, bankOutcomeKey(refusal.outcome), 'BANK_ACCOUNT_OUTCOME', { outcome: refusal.outcome }, { noRekening: [bankOutcomeKey(refusal.outcome)] });
  }
  const errors = bankFieldErrors(refusal.fieldErrors);
  const first = Object.values(errors)[0]?.[0] ?? 'invalidBody';
  return refusalBody(context, 422, first, 'BANK_ACCOUNT_FIELDS', {}, errors);
}

/**
 * An upload's text fields and files as one form, each file a File with the name and type its sender gave: what
 * the step's zod schema reads on the client too (forms/registration.ts), so the page and its action check alike.
 */
export function formWithFiles(upload: Extract<UploadResult, { ok: true }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
  for (const file of Object.values(upload.files)) // The parser read each file into an ArrayBuffer of its own (never a shared one).
    form.set(file.fieldName, new File([file.bytes as Uint8Array<ArrayBuffer>], file.fileName, { type: file.declaredType }));
  return form;
}
