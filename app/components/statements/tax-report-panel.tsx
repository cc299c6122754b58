// PLACEHOLDER (helper "statements", issue 18): the tax report's panel on /reksadana/e-statement belongs to helper
// "tax", whose file replaces this one at merge. Same props: the years with any activity (newest first).
export function TaxReportPanel({ years }: { years: number[] }) {
  void years;
  return null;
}
