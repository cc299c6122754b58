// How often an investor may have the tax report emailed (issue 18 item 2 "send puts it in the outbox"; decision
// 084): at most 3 sends in any rolling hour. A send carries a PDF into the outbox, so a loop on the button must not
// fill the mailer. The window is half-open: a send exactly an hour old no longer counts. The model applies the same
// rule in one INSERT … SELECT (models/tax-report.server.ts), so two parallel sends cannot both pass on one history.

export const TAX_REPORT_SEND_LIMIT = { maxSends: 3, windowMs: 60 * 60 * 1000 } as const;

export type TaxReportSendDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether another send is allowed at `now`, given the instants of the investor's earlier sends (any order). A send
 * stamped after `now` (the clock stepped back) counts as made at `now`, so clock skew never loosens the limit.
 */
export function decideTaxReportSend(input: { now: Date; previousSends: readonly Date[] }): TaxReportSendDecision {
  const now = input.now.getTime();
  const recent = input.previousSends
    .map((at) => Math.min(at.getTime(), now))
    .filter((at) => at > now - TAX_REPORT_SEND_LIMIT.windowMs)
    .sort((a, b) => b - a);
  if (recent.length < TAX_REPORT_SEND_LIMIT.maxSends) return { allowed: true };
  // Allowed again when the maxSends-th newest send leaves the window.
  const until = recent[TAX_REPORT_SEND_LIMIT.maxSends - 1]! + TAX_REPORT_SEND_LIMIT.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}
