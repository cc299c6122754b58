// /me/dokumen/{documentId}: one KYC document's image (issue 14 item 2; decision 044), for its owner and for
// operators (their review pages show the images from here). A visitor signs in first; to anyone else, and for
// an unknown or malformed id, the answer is the same 404 (another user's document does not exist for them).
// Never stored by a cache (private, no-store), never sniffed as anything but the image it is.
import { parseId } from '~/domain/ids';
import { requireUser } from '~/lib/session.server';
import { getI18n } from '~/middleware/i18next';
import { readKycDocumentFor } from '~/models/kyc-documents.server';
import type { Route } from './+types/kyc-document';

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const documentId = parseId(params.documentId);
  const file = documentId === null ? null : await readKycDocumentFor(user, documentId);
  if (!file) {
    // A line of text in the request's language: an image address, not a page.
    const text = getI18n(context).getFixedT(null, 'kycDocuments')('notFound');
    return new Response(text, { status: 404, headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const extension = file.mimeType === 'image/png' ? 'png' : 'jpg';
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(file.bytes.byteLength),
      // Shown in the page (an <img>), saved under a neutral name: no personal data in a file name.
      'Content-Disposition': `inline; filename="dokumen-${file.document.id}.${extension}"`,
    },
  });
}
