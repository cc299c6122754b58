// GET /api/v2/mutual-funds/e-statements/monthly-report?month=YYYY-MM (spec funds §7 "E-statements"; issue 18 item 1;
// decision 081): the signed-in investor's statement of an ended month as a PDF download, made on the first request and
// kept (models/statements.server.ts), the same bytes afterwards. 400 with a localized field error for a malformed
// month, 401 signed out, 404 for a month without a statement (no activity or holdings, not ended, or not final):
// another investor's statement is never reachable (the session's user only). Personal: never stored by a cache.
import { apiError, type ApiMessageKey, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { parseStatementMonth } from '~/forms/statement-month';
import { monthlyStatementFor } from '~/models/statements.server';
import type { Route } from './+types/e-statement-monthly';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A read: no Origin check (a download link; api.server.ts checks Origin for state changes).
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const parsed = parseStatementMonth(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(context, 400, 'statements:monthly.api.invalidQuery', PRIVATE_NO_STORE, parsed.errors as Record<string, ApiMessageKey[]>);
  const statement = await monthlyStatementFor(user.id, parsed.month, new Date());
  if (!statement) return apiError(context, 404, 'statements:monthly.api.notFound', PRIVATE_NO_STORE);
  return new Response(new Uint8Array(statement.pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${statement.fileName}"`,
      'Content-Length': String(statement.pdf.byteLength),
      ...PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
