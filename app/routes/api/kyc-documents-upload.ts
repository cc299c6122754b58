// POST /api/v3/users/upload-kyc-documents (spec funds §7 "v3 users endpoints ... upload-kyc-documents"; issue 14
// items 2 and 8): the registration's steps 4 to 6, one image per request as multipart/form-data: `kind`
// (ID_CARD, SELFIE_WITH_ID_CARD or SIGNATURE) and `file`. The body is streamed with a 5 MB limit per file
// (lib/uploads.server.ts); the image is checked by its content, re-encoded without EXIF and stored with the
// step in one transaction (models/kyc-registration.server.ts saveDocumentStep).
//
// 200 `{ data: { next, ...registration } }`; 400 without a kind or a file, or a broken body; 413 a file over
// 5 MB; 415 a body that is not multipart; 422 an image refused by its content (`errors.file`); 409 STEP_LOCKED
// (never skip ahead), NOT_EDITABLE, NOT_STARTED; 401, 403 (foreign Origin), 405.
import { z } from 'zod';
import { apiError, methodNotAllowed, requireApiUser } from '~/lib/api.server';
import {
  documentRefusalResponse,
  registrationData,
  registrationJson,
  registrationRefusalResponse,
  uploadRefusalResponse,
} from '~/lib/registration-api.server';
import { parseUpload } from '~/lib/uploads.server';
import { REGISTRATION_DOCUMENT_KINDS, registrationView, saveDocumentStep } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-documents-upload';

const kindSchema = z.enum(REGISTRATION_DOCUMENT_KINDS as [string, ...string[]]);

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const upload = await parseUpload(request, { maxFiles: 1 });
  if (!upload.ok) return uploadRefusalResponse(context, upload);
  const kind = kindSchema.safeParse(upload.fields.kind);
  const file = upload.files.file;
  if (!kind.success || !file) {
    const errors: Record<string, `${string}:${string}`[]> = {};
    if (!kind.success) errors.kind = ['registration:errors.kind'];
    if (!file) errors.file = ['registration:errors.document.REQUIRED'];
    return apiError(context, 400, 'invalidBody', undefined, errors);
  }
  const now = new Date();
  const saved = await saveDocumentStep(user.id, kind.data as (typeof REGISTRATION_DOCUMENT_KINDS)[number], file.bytes, now);
  if (!saved.ok) return 'documentRefusal' in saved ? documentRefusalResponse(context, 'file', saved.documentRefusal) : registrationRefusalResponse(context, saved.refusal);
  return registrationData({ next: saved.next, ...registrationJson(registrationView(user.id, now)!) });
}
