// Addresses of the tax report (issue 18 item 2; spec funds §7 "E-statements"), shared by the API routes and the
// e-statement page's panel (components/statements/tax-report-panel.tsx), so both name them once.

export const TAX_REPORT_API_PATH = '/api/v2/mutual-funds/e-statements/tax-report';
export const TAX_REPORT_SEND_PATH = `${TAX_REPORT_API_PATH}/send`;
/** The e-statement page the panel's form returns to (helper "statements" builds it). */
export const E_STATEMENT_PATH = '/reksadana/e-statement';
/** The panel's hidden `via` field: a form post from the page, answered with a redirect back to it. */
export const PAGE_FORM_VIA = 'page';
/** The page's query parameters after a form post: the year sent, or the year refused by the send limit. */
export const SENT_PARAMETER = 'taxReportSent';
export const LIMITED_PARAMETER = 'taxReportLimited';

export const taxReportPdfPath = (year: number) => `${TAX_REPORT_API_PATH}?year=${year}`;
export const taxReportCsvPath = (year: number) => `${TAX_REPORT_API_PATH}?year=${year}&format=csv`;
export const taxReportSendPath = (year: number) => `${TAX_REPORT_SEND_PATH}?year=${year}`;
export const ePageAfterSend = (outcome: 'sent' | 'limited', year: number) =>
  `${E_STATEMENT_PATH}?${outcome === 'sent' ? SENT_PARAMETER : LIMITED_PARAMETER}=${year}`;
