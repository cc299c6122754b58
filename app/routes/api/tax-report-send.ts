// POST /api/v2/mutual-funds/e-statements/tax-report/send?year=YYYY (spec funds §7 "E-statements"; issue 18 item 2;
// decision 084): puts the signed-in investor's yearly tax report in the outbox, the PDF attached, to their email, in
// the request's language. 202 `{ data: { year, outboxEmailId }, message }`; 429 with `Retry-After` after 3 sends in
// an hour; 400/422 for a malformed year (as the GET), 404 for a year without a report, 401 without a session, 403
// from a foreign Origin, 405 for other methods. The year may also come in the body (`year`).
//
// The e-statement page's "send to my email" is a plain form post here, with the hidden field `via=page`
// (components/statements/tax-report-panel.tsx): it works without JavaScript, and it is answered with a redirect
// back to the page, `/reksadana/e-statement?taxReportSent=YYYY` or `?taxReportLimited=YYYY`, which the panel reads.
import type { Route } from './+types/tax-report-send';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { logger } from '~/lib/logger.server';
import { taxYearOrError } from '~/lib/tax-report-api.server';
import { getI18n, getLocale } from '~/middleware/i18next';
import { sendTaxReport } from '~/models/tax-report.server';
import { ePageAfterSend, PAGE_FORM_VIA } from '~/domain/statements/tax-report-paths';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readBody(request);
  const field = (name: string) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : null;
  };
  const fromPage = field('via') === PAGE_FORM_VIA;
  const now = new Date();
  const year = taxYearOrError(context, user.id, new URL(request.url).searchParams.get('year') ?? field('year'), now);
  if (year instanceof Response) return year;
  const result = await sendTaxReport(user.id, year, getLocale(context), now);
  if (result.ok) {
    // Ids only: no address in the logs.
    logger.info({ userId: user.id, year, outboxEmailId: result.outboxEmailId }, 'tax report email queued');
    if (fromPage) return redirectToPage('sent', year);
    const message = getI18n(context).getFixedT(null, 'statements')('tax.api.sent', { year });
    return Response.json({ data: { year, outboxEmailId: result.outboxEmailId }, message }, { status: 202, headers: PRIVATE_NO_STORE });
  }
  if (result.reason === 'NOT_FOUND') return apiError(context, 404, 'statements:tax.api.notFound', PRIVATE_NO_STORE);
  logger.warn({ userId: user.id, year }, 'tax report email refused by the send limit');
  if (fromPage) return redirectToPage('limited', year);
  const response = apiError(context, 429, 'statements:tax.api.tooManySends', { ...PRIVATE_NO_STORE, 'Retry-After': String(result.retryAfterSeconds) });
  const refusal = (await response.json()) as { message: string };
  return Response.json({ ...refusal, retryAfterSeconds: result.retryAfterSeconds }, { status: 429, headers: response.headers });
}

function redirectToPage(outcome: 'sent' | 'limited', year: number): Response {
  return new Response(null, { status: 303, headers: { Location: ePageAfterSend(outcome, year), ...PRIVATE_NO_STORE } });
}
