// /reksadana/{investmentType}/{productSlug}/dokumen/{kind}: a fund's prospectus (`prospektus`) or
// fund fact sheet (`fund-fact-sheet`), served from the database as the stored PDF. An unknown kind,
// fund or document, or a slug under another type's path, answers 404.
import type { DocumentKind } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { getI18n } from '~/middleware/i18next';
import { getFundDocumentFile } from '~/models/fund-detail.server';
import type { Route } from './+types/fund-document';

export const DOCUMENT_PATHS = { prospektus: 'PROSPECTUS', 'fund-fact-sheet': 'FUND_FACT_SHEET' } as const satisfies Record<string, DocumentKind>;

export function loader({ params, context }: Route.LoaderArgs) {
  const kind = Object.hasOwn(DOCUMENT_PATHS, params.kind) ? DOCUMENT_PATHS[params.kind as keyof typeof DOCUMENT_PATHS] : null;
  const file = kind ? getFundDocumentFile(params.productSlug, kind) : null;
  if (!file || FUND_TYPE_PATHS[file.fundType] !== params.investmentType) {
    // A line of text in the request's language: a download link, not a page.
    const text = getI18n(context).getFixedT(null, 'fundDetail')('api.notFound');
    return new Response(text, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // A file name of the seed's shape (ASCII, no quotes); anything else is reduced to it.
  const fileName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      'Content-Type': file.mimeType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(file.content.byteLength),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
