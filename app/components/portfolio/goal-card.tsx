// The dashboard's goal card (spec funds §2.5 "an optional goal card", §4.3 goal card; issue 16 item 5; decisions 066,
// 067): progress (rounded down, capped at 100, the landing card's figure), the target and its date, the monthly
// saving needed; at 100 a congratulation (its confetti still under prefers-reduced-motion), a passed date under 100
// the adjust-target prompt (the edit dialog); on the way, the chance of reaching the target from the Monte Carlo,
// "save Rp X a month for an 80% chance", and the 10th/50th/90th percentile fan chart: an inline SVG drawn on the
// server (no chart code to load) with its figures as text beside it, so the card works without JavaScript.
import type { ReactNode } from 'react';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { moneyOrMask } from '~/components/ui/trend';
import type { IsoDate } from '~/domain/dates';
import type { Language } from '~/domain/enums';
import type { FanPoint } from '~/domain/goal-projection';
import { formatDate, formatPercent } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PortfolioGoalSection } from '~/models/portfolio-goals.server';
import { EditPortfolioDialogLink } from './edit-portfolio-dialog';
import { formatMonthYear } from './goal-target-fields';

type Goal = NonNullable<PortfolioGoalSection['goal']>;

export function GoalCard({ goal, editHref, name, today, locale, masked }: { goal: Goal; editHref: `/${string}`; name: string; today: IsoDate; locale: Language; masked: boolean }) {
  const { t } = useT('goals');
  const { progress } = goal;
  const money = (amount: number) => moneyOrMask(amount, 'IDR', locale, masked);
  const percentText = formatPercent(progress.percent / 100, locale);
  const due = goal.retirementAge !== null ? t('card.dueAge', { age: goal.retirementAge, date: formatDate(goal.matureAt, locale) }) : t('card.due', { date: formatMonthYear(goal.matureAt.slice(0, 7), locale) });
  return (
    <Card as="section" aria-labelledby="goal-card-title" data-testid="goal-card" data-status={progress.status} data-percent={progress.percent}>
      <h2 id="goal-card-title" className="text-lg font-semibold text-ink">
        {t('card.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted" data-testid="goal-card-due">
        {due}
      </p>
      <div className="mt-3 flex items-baseline justify-between gap-2 text-sm">
        <span className="tabular text-ink" data-testid="goal-card-amounts">
          {t('card.valueOfTarget', { value: money(goal.value), target: money(goal.target) })}
        </span>
        <span className="tabular font-semibold text-brand-strong" data-testid="goal-card-percent">
          {t('card.progress', { percent: percentText })}
        </span>
      </div>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-label={t('card.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={percentText}
      >
        <span className="block h-full rounded-full bg-brand" style={{ width: `${progress.percent}%` }} />
      </div>

      {progress.status === 'REACHED' ? (
        <Reached />
      ) : progress.status === 'PASSED' ? (
        <div className="mt-4 rounded-[var(--radius-control)] bg-warning-soft p-3" data-testid="goal-card-passed">
          <p className="font-semibold text-ink">{t('card.passedTitle')}</p>
          <p className="mt-1 text-sm text-ink">{t('card.passedBody', { percent: percentText })}</p>
          <EditPortfolioDialogLink to={editHref} className={buttonClass({ variant: 'secondary', className: 'mt-3' })} aria-label={`${t('card.adjust')}: ${name}`} data-testid="goal-card-adjust">
            {t('card.adjust')}
          </EditPortfolioDialogLink>
        </div>
      ) : (
        <>
          <dl className="mt-4 border-t border-line pt-3 text-sm">
            <dt className="text-ink-muted">{t('card.monthly')}</dt>
            <dd className="tabular font-semibold text-ink" data-testid="goal-card-monthly">
              {t('card.monthlyValue', { amount: money(progress.monthlySaving), count: progress.monthsLeft })}
            </dd>
          </dl>
          <Chance goal={goal} today={today} locale={locale} masked={masked} />
        </>
      )}
    </Card>
  );
}

/** spec funds §4.3 "At 100 it shows a congratulation and confetti": the confetti only moves when motion is welcome. */
function Reached() {
  const { t } = useT('goals');
  const pieces = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#f59e0b', '#10b981', '#3b82f6'];
  return (
    <div className="relative mt-4 overflow-hidden rounded-[var(--radius-control)] bg-brand-soft p-3" data-testid="goal-card-reached">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 flex justify-around">
        {pieces.map((colour, i) => (
          <span key={i} className="block h-2 w-1.5 rounded-sm motion-safe:animate-bounce" style={{ backgroundColor: colour, animationDelay: `${i * 120}ms`, transform: `rotate(${i * 40}deg)` }} />
        ))}
      </div>
      <p className="mt-2 font-semibold text-ink">{t('card.reachedTitle')}</p>
      <p className="mt-1 text-sm text-ink">{t('card.reachedBody')}</p>
    </div>
  );
}

function Chance({ goal, today, locale, masked }: { goal: Goal; today: IsoDate; locale: Language; masked: boolean }) {
  const { t } = useT('goals');
  const projection = goal.projection;
  let body: ReactNode;
  if (projection === null) {
    body = <p className="text-sm text-ink-muted">{t('card.noFunds')}</p>;
  } else if (projection.kind === 'NO_HISTORY') {
    body = <p className="text-sm text-ink-muted">{t('card.noHistory')}</p>;
  } else {
    const money = (amount: number) => moneyOrMask(amount, 'IDR', locale, masked);
    const end = projection.fan.at(-1)!;
    const endDate = formatMonthYear(goal.matureAt.slice(0, 7), locale);
    body = (
      <>
        <p className="tabular text-3xl font-bold text-brand-strong" data-testid="goal-card-chance">
          {formatPercent(projection.chance / 100, locale, 0)}
        </p>
        <p className="mt-1 text-sm text-ink" data-testid="goal-card-chance-body">
          {t('card.chanceBody', {
            amount: money(projection.monthlySaving),
            percent: formatPercent(projection.chance / 100, locale, 0),
            paths: projection.paths.toLocaleString(locale === 'id' ? 'id-ID' : 'en-GB'),
            date: endDate,
          })}
        </p>
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="goal-card-for-80">
          {projection.savingForTargetChance > 0 ? t('card.forTargetChance', { amount: money(projection.savingForTargetChance) }) : t('card.forTargetChanceNone')}
        </p>
        <figure className="mt-4" data-testid="goal-card-fan">
          <figcaption className="text-sm font-medium text-ink">{t('card.fanTitle')}</figcaption>
          {masked ? null : <FanChart fan={projection.fan} target={goal.target} />}
          <p className="mt-2 text-xs text-ink-muted">{t('card.fanCaption', { date: endDate })}</p>
          <dl className="mt-1 grid grid-cols-1 gap-1 text-sm sm:grid-cols-3" data-testid="goal-card-fan-figures">
            <FanFigure label={t('card.fanLow')} value={money(end.p10)} swatch="bg-brand/30" testId="goal-card-p10" />
            <FanFigure label={t('card.fanMid')} value={money(end.p50)} swatch="bg-brand" testId="goal-card-p50" />
            <FanFigure label={t('card.fanHigh')} value={money(end.p90)} swatch="bg-brand/30" testId="goal-card-p90" />
          </dl>
        </figure>
        <p className="mt-3 text-xs text-ink-subtle">
          {t('card.method', { days: projection.historyDays.toLocaleString(locale === 'id' ? 'id-ID' : 'en-GB'), basis: t(`card.basis.${goal.basis ?? 'held'}`) })}
        </p>
      </>
    );
  }
  return (
    <section className="mt-4 border-t border-line pt-3" aria-labelledby="goal-chance-title" data-testid="goal-card-projection" data-today={today}>
      <h3 id="goal-chance-title" className="text-sm text-ink-muted">
        {t('card.chanceTitle')}
      </h3>
      {body}
    </section>
  );
}

function FanFigure({ label, value, swatch, testId }: { label: string; value: string; swatch: string; testId: string }) {
  return (
    <div className="flex items-start gap-2 sm:flex-col sm:gap-0">
      <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
        <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${swatch}`} />
        {label}
      </dt>
      <dd className="tabular ml-auto font-semibold text-ink sm:ml-0" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The fan: the band between the 10th and 90th percentiles, the median line and the target; decorative (figures beside). */
function FanChart({ fan, target }: { fan: readonly FanPoint[]; target: number }) {
  const width = 320;
  const height = 140;
  const pad = 4;
  const months = fan.at(-1)!.month || 1;
  const top = Math.max(target, ...fan.map((p) => p.p90)) * 1.08 || 1;
  const x = (month: number) => pad + ((width - 2 * pad) * month) / months;
  const y = (amount: number) => height - pad - ((height - 2 * pad) * amount) / top;
  const upper = fan.map((p) => `${x(p.month).toFixed(1)},${y(p.p90).toFixed(1)}`);
  const lower = [...fan].reverse().map((p) => `${x(p.month).toFixed(1)},${y(p.p10).toFixed(1)}`);
  const median = fan.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.month).toFixed(1)},${y(p.p50).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto max-h-40 w-full text-brand" aria-hidden="true" data-testid="goal-card-fan-chart">
      <polygon points={[...upper, ...lower].join(' ')} fill="currentColor" fillOpacity={0.18} stroke="none" />
      <path d={median} fill="none" stroke="currentColor" strokeWidth={2} />
      <line x1={pad} x2={width - pad} y1={y(target)} y2={y(target)} stroke="var(--color-ink-muted, #64748b)" strokeDasharray="4 4" strokeWidth={1} />
    </svg>
  );
}

/** A robo portfolio without its score yet (issue 16 item 3): its risk profile first, instead of an empty recommendation. */
export function RoboScorePrompt({ href }: { href: `/${string}` }) {
  const { t } = useT('goals');
  return (
    <Card as="section" aria-labelledby="robo-score-title" className="border-brand" data-testid="portfolio-robo-score">
      <h2 id="robo-score-title" className="text-lg font-semibold text-ink">
        {t('robo.scoreTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('robo.scoreBody')}</p>
      <AppLink to={href} className={buttonClass({ className: 'mt-4' })} data-testid="portfolio-robo-score-link">
        {t('robo.scoreCta')}
      </AppLink>
    </Card>
  );
}
