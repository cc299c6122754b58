// Addresses of the statements (spec funds §2.1 /reksadana/e-statement, §7 "E-statements"; issue 18 item 1).
export const E_STATEMENT_PATH = '/reksadana/e-statement';
export const MONTHLY_REPORT_API_PATH = '/api/v2/mutual-funds/e-statements/monthly-report';

/** The download of one month's statement (YYYY-MM). */
export function monthlyReportPath(month: string): `/${string}` {
  return `${MONTHLY_REPORT_API_PATH}?month=${encodeURIComponent(month)}`;
}
