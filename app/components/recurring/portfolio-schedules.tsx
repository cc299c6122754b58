// One portfolio's block on the Nabung Rutin pages (issue 17 item 1; spec funds §2.1, §3 "Recurring list also exposes
// scheduleNeedPaymentAmount and reachedMaximum"): its schedules, how many of the five it has, and the create link
// (or why there is none: a robo portfolio, the limit).
import { AppLink, Card, buttonClass } from '~/components/ui';
import type { Language } from '~/domain/enums';
import { recurringCreatePath, recurringDetailPath, recurringPortfolioPath } from '~/domain/recurring-paths';
import { useT } from '~/lib/use-t';
import { ScheduleRow, type ScheduleRowData } from './recurring-parts';

export interface PortfolioSchedulesData {
  portfolio: { id: number; name: string; roboCermat: boolean };
  schedules: readonly ScheduleRowData[];
  openSchedules: number;
  maximum: number;
  reachedMaximum: boolean;
}

export function PortfolioSchedules({ data, locale, headingLevel = 2, linkHeading = true }: { data: PortfolioSchedulesData; locale: Language; headingLevel?: 2 | 3; linkHeading?: boolean }) {
  const { t } = useT('recurring');
  const { portfolio } = data;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" aria-labelledby={`recurring-portfolio-${portfolio.id}`} data-testid="recurring-portfolio" data-portfolio-id={portfolio.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`recurring-portfolio-${portfolio.id}`} className="text-lg font-semibold break-words text-ink">
          {linkHeading ? (
            <AppLink to={recurringPortfolioPath(portfolio.id)} className="hover:underline">
              {t('pages.portfolio.heading', { name: portfolio.name })}
            </AppLink>
          ) : (
            t('pages.portfolio.heading', { name: portfolio.name })
          )}
        </Heading>
        {portfolio.roboCermat ? null : (
          <span className="tabular text-sm text-ink-muted" data-testid="recurring-portfolio-count">
            {t('pages.portfolio.count', { count: data.openSchedules, max: String(data.maximum) })}
          </span>
        )}
      </div>
      {portfolio.roboCermat ? (
        <p className="mt-2 text-sm text-ink-muted">{t('pages.portfolio.robo')}</p>
      ) : (
        <>
          {data.schedules.length > 0 ? (
            <ul className="mt-2 divide-y divide-line">
              {data.schedules.map((schedule) => (
                <ScheduleRow key={schedule.id} schedule={schedule} locale={locale} href={recurringDetailPath(portfolio.id, schedule.id)} />
              ))}
            </ul>
          ) : null}
          <div className="mt-3">
            <AppLink
              to={recurringCreatePath(portfolio.id)}
              className={buttonClass({ variant: data.reachedMaximum ? 'secondary' : 'primary' })}
              data-testid="recurring-create"
            >
              {t('pages.createIn', { name: portfolio.name })}
            </AppLink>
          </div>
        </>
      )}
    </Card>
  );
}
