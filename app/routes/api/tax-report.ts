// GET /api/v2/mutual-funds/e-statements/tax-report?year=YYYY[&format=csv] (spec funds §7 "E-statements"; issue 18
// item 2; decision 083): the signed-in investor's yearly tax report as a PDF (the default, `format=pdf`) or, with
// `format=csv`, as CSV (decision 084), both as attachments in the request's language. A finished year's report is
// kept and served again; the running year's is provisional. 400 for a year that is not 4 digits or an unknown
// format, 422 for a year outside the investor's first activity's year to this year (localized `{ message, errors }`),
// 404 for a year without holdings at its end or activity, 401 without a session, 405 for other methods. Personal:
// never stored by a cache.
import type { Route } from './+types/tax-report';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { taxYearOrError } from '~/lib/tax-report-api.server';
import { getLocale } from '~/middleware/i18next';
import { keptTaxReportRecord, taxReportCsv, taxReportDocument, taxReportFileName, taxReportFigures } from '~/models/tax-report.server';

const FORMATS = ['pdf', 'csv'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  // A read: no Origin check (api.server.ts checks Origin for state changes).
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const query = new URL(request.url).searchParams;
  const now = new Date();
  const year = taxYearOrError(context, user.id, query.get('year'), now);
  if (year instanceof Response) return year;
  const format = query.get('format') ?? 'pdf';
  if (!(FORMATS as readonly string[]).includes(format)) {
    return apiError(context, 400, 'common:api.invalidQuery', PRIVATE_NO_STORE, { format: ['validation:memberOf'] });
  }
  const language = getLocale(context);
  const fileName = taxReportFileName(year, language);
  if (format === 'csv') {
    // The kept figures when the report is kept (what its PDF shows), else the ledger's as of now.
    const record = keptTaxReportRecord(user.id, year) ?? taxReportFigures(user.id, year, now);
    if (!record) return apiError(context, 404, 'statements:tax.api.notFound', PRIVATE_NO_STORE);
    return new Response(taxReportCsv(record, language), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}.csv"`, ...PRIVATE_NO_STORE },
    });
  }
  const document = await taxReportDocument(user.id, year, language, now);
  if (!document) return apiError(context, 404, 'statements:tax.api.notFound', PRIVATE_NO_STORE);
  return new Response(new Uint8Array(document.pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}.pdf"`, ...PRIVATE_NO_STORE },
  });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
