// The tax-report section of the e-statement page (issue 18 item 2; spec funds §2.1 /reksadana/e-statement, §7
// "E-statements"; decisions 083, 084): per year, the PDF and the CSV to download and "send to my email". The
// downloads are plain links to the API (attachments); the send is a plain form post to the send endpoint with the
// hidden field `via=page`, which answers with a redirect back to the page carrying `taxReportSent=YYYY` (or
// `taxReportLimited=YYYY`), read here: it works the same with and without JavaScript. The page (helper
// "statements") lists the years with models/tax-report.server.ts `taxReportYears` and declares the `statements`
// namespace.
import { useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  LIMITED_PARAMETER,
  PAGE_FORM_VIA,
  SENT_PARAMETER,
  taxReportCsvPath,
  taxReportPdfPath,
  taxReportSendPath,
} from '~/domain/statements/tax-report-paths';
import { useT } from '~/lib/use-t';

export function TaxReportPanel({ years }: { years: number[] }) {
  const { t } = useT('statements');
  const [searchParams] = useSearchParams();
  const sent = Number(searchParams.get(SENT_PARAMETER));
  const limited = Number(searchParams.get(LIMITED_PARAMETER));
  return (
    <section aria-labelledby="tax-report-title" data-testid="tax-report-panel">
      <h2 id="tax-report-title" className="text-lg font-semibold text-ink">
        {t('tax.panel.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('tax.panel.intro')}</p>
      {years.includes(sent) || years.includes(limited) ? (
        <p role="status" className={`mt-3 text-sm font-medium ${years.includes(sent) ? 'text-brand-strong' : 'text-danger'}`} data-testid="tax-report-message">
          {years.includes(sent) ? t('tax.panel.sent', { year: sent }) : t('tax.panel.limited', { year: limited })}
        </p>
      ) : null}
      {years.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted" data-testid="tax-report-empty">
          {t('tax.panel.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {years.map((year) => (
            <Card as="li" key={year} data-testid={`tax-report-${year}`} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h3 className="font-semibold text-ink">{t('tax.panel.year', { year })}</h3>
              <div className="flex flex-wrap gap-2">
                <a href={taxReportPdfPath(year)} download className={buttonClass({ variant: 'secondary' })} aria-label={t('tax.panel.downloadPdfLabel', { year })}>
                  {t('tax.panel.downloadPdf')}
                </a>
                <a href={taxReportCsvPath(year)} download className={buttonClass({ variant: 'secondary' })} aria-label={t('tax.panel.downloadCsvLabel', { year })}>
                  {t('tax.panel.downloadCsv')}
                </a>
                {/* A plain form (not React Router's): the post leaves the page, and the redirect brings it back. */}
                <form method="post" action={taxReportSendPath(year)}>
                  <input type="hidden" name="via" value={PAGE_FORM_VIA} />
                  <button type="submit" className={buttonClass({ variant: 'ghost' })} aria-label={t('tax.panel.sendLabel', { year })}>
                    {t('tax.panel.send')}
                  </button>
                </form>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
