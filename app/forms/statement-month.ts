// The monthly report's query (spec funds §7 "E-statements": /api/v2/mutual-funds/e-statements/monthly-report?month=
// YYYY-MM; decision 081): ONE schema, used by the API. A month is YYYY-MM, 01 to 12, years 2000 to 2099.
import { z } from 'zod';
import { isYearMonth, type YearMonth } from '~/domain/statements/monthly-statement';
import { issueMessageKey, messagesByField } from './messages-by-field';

export const INVALID_MONTH = 'statements:monthly.api.invalidMonth';

export const statementMonthSchema = z.object({
  month: z.string({ error: INVALID_MONTH }).refine((value) => isYearMonth(value), { error: INVALID_MONTH }),
});

export type StatementMonthQuery = { ok: true; month: YearMonth } | { ok: false; errors: Record<string, `${string}:${string}`[]> };

/** The `month` parameter (the last one when repeated), or the field errors of a 400. */
export function parseStatementMonth(params: URLSearchParams): StatementMonthQuery {
  const all = params.getAll('month');
  const parsed = statementMonthSchema.safeParse({ month: all.length === 0 ? undefined : all[all.length - 1] });
  if (parsed.success) return { ok: true, month: parsed.data.month };
  return { ok: false, errors: messagesByField(parsed.error.issues.map((issue) => [issue.path.join('.') || 'month', issueMessageKey(issue)] as const)) };
}
