// The tax report API's shared part (issue 18 item 2; decision 083): the `year` parameter, checked against the
// investor's years, answered with the localized 400 (not 4 digits) or 422 (outside the first activity's year to
// this year) the API routes return.
import type { RouterContextProvider } from 'react-router';
import { apiError, PRIVATE_NO_STORE, type ApiMessageKey } from './api.server';
import { checkTaxYear } from '~/models/tax-report.server';

export function taxYearOrError(
  context: Readonly<RouterContextProvider>,
  userId: number,
  text: string | null,
  now: Date,
): number | Response {
  const check = checkTaxYear(userId, text, now);
  if (check.ok) return check.year;
  if (check.reason === 'FORMAT') {
    return apiError(context, 400, 'statements:tax.api.invalidYear', PRIVATE_NO_STORE, { year: ['statements:tax.api.yearFormat'] });
  }
  const range: ApiMessageKey = `statements:tax.api.yearRange?from=${check.from}&to=${check.to}`;
  return apiError(context, 422, 'statements:tax.api.invalidYear', PRIVATE_NO_STORE, { year: [range] });
}
