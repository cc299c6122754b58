// The pieces of the Nabung Rutin pages (issue 17 item 1; spec funds §2.1 recurring routes, §3 Recurring schedule,
// §4.4, §4.5; decision 074): a schedule's row, its runs with the payment-state labels, the need-payment banner, and
// the two notices that are popups in the spec (the create limit, registration in process), shown here as page
// content so that they work without JavaScript. Plain data in, links out.
import type { ReactNode } from 'react';
import { AppLink, Card, ChevronLeftIcon, ChevronRightIcon, ClockIcon, RefreshIcon, buttonClass, cx } from '~/components/ui';
import type { Currency, Language, RecurringPaymentState } from '~/domain/enums';
import { formatDate, formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';

/** The words of a schedule's period: "Setiap bulan tanggal 5", "Setiap Senin", "Setiap hari bursa". */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** The translation key of a weekday 1 (Monday) … 7 (Sunday). */
export function weekdayKey(day: number) {
  return `rules.weekday.${(Math.min(7, Math.max(1, day)) as Weekday)}` as const;
}

export function usePeriodText() {
  const { t } = useT('recurring');
  return (period: 'MONTHLY' | 'WEEKLY' | 'DAILY', day: number | null) =>
    period === 'MONTHLY'
      ? t('pages.periodText.MONTHLY', { day: String(day ?? '') })
      : period === 'WEEKLY'
        ? t('pages.periodText.WEEKLY', { weekday: t(weekdayKey(day ?? 1)) })
        : t('pages.periodText.DAILY');
}

export function PageBack({ to, children }: { to: `/${string}`; children: ReactNode }) {
  return (
    <AppLink to={to} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="recurring-back">
      <ChevronLeftIcon size={18} aria-hidden="true" />
      {children}
    </AppLink>
  );
}

const STATUS_TONE = { ACTIVE: 'bg-brand-soft text-brand-strong', PAUSED: 'bg-warning-soft text-warning', STOPPED: 'border border-line text-ink-muted' } as const;

export function StatusBadge({ status }: { status: 'ACTIVE' | 'PAUSED' | 'STOPPED' }) {
  const { t } = useT('recurring');
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])} data-testid="recurring-status" data-status={status}>
      {t(`rules.status.${status}`)}
    </span>
  );
}

export interface ScheduleRowData {
  id: number;
  portfolioId: number;
  fund: { name: string; logoUrl?: string | null };
  amount: number;
  currency: Currency;
  period: 'MONTHLY' | 'WEEKLY' | 'DAILY';
  day: number | null;
  status: 'ACTIVE' | 'PAUSED' | 'STOPPED';
  nextRunDate: string | null;
}

/** One schedule in a list: fund, amount, period, next run, status; the whole row opens its detail. */
export function ScheduleRow({ schedule, locale, href }: { schedule: ScheduleRowData; locale: Language; href: `/${string}` }) {
  const { t } = useT('recurring');
  const periodText = usePeriodText();
  return (
    <li>
      <AppLink
        to={href}
        className="flex min-h-16 items-center gap-3 rounded-[var(--radius-control)] px-2 py-3 hover:bg-canvas focus-visible:bg-canvas"
        aria-label={t('pages.schedule.open', { fund: schedule.fund.name })}
        data-testid="recurring-schedule"
        data-schedule-id={schedule.id}
        data-status={schedule.status}
      >
        <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong sm:flex">
          <RefreshIcon size={20} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{schedule.fund.name}</span>
          <span className="block text-sm text-ink-muted">
            {periodText(schedule.period, schedule.day)}
            <span className="tabular font-semibold text-ink sm:hidden"> · {formatMoney(schedule.amount, schedule.currency, locale)}</span>
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <StatusBadge status={schedule.status} />
            {schedule.status !== 'ACTIVE' ? null : (
              <span data-testid="recurring-next-run">
                {t('pages.schedule.nextRun')}: {schedule.nextRunDate ? formatDate(schedule.nextRunDate, locale) : t('pages.schedule.noNextRun')}
              </span>
            )}
          </span>
        </span>
        <span className="tabular hidden shrink-0 text-right font-semibold text-ink sm:block" data-testid="recurring-amount">
          {formatMoney(schedule.amount, schedule.currency, locale)}
        </span>
        <ChevronRightIcon size={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
      </AppLink>
    </li>
  );
}

/** spec landing §3 "scheduleNeedPaymentAmount": what the runs waiting for payment add up to, with the way to pay. */
export function NeedPaymentBanner({ count, amount, locale, payHref }: { count: number; amount: number; locale: Language; payHref: `/${string}` }) {
  const { t } = useT('recurring');
  if (count === 0) return null;
  return (
    <Card className="flex flex-col gap-3 border-warning bg-warning-soft sm:flex-row sm:items-center" data-testid="recurring-need-payment">
      <span aria-hidden="true" className="text-warning">
        <ClockIcon size={24} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink">{t('pages.needPayment.title')}</h2>
        <p className="text-sm text-ink">{t('pages.needPayment.body', { count, amount: formatMoney(amount, 'IDR', locale) })}</p>
      </div>
      <AppLink to={payHref} className={buttonClass({})} data-testid="recurring-need-payment-pay">
        {count === 1 ? t('pages.needPayment.pay') : t('pages.needPayment.orders')}
      </AppLink>
    </Card>
  );
}

/** A notice standing for one of the spec's popups (create limit, in process): a titled card with its way on. */
export function NoticeCard({ title, children, actions, testId }: { title: string; children: ReactNode; actions: ReactNode; testId: string }) {
  return (
    <Card as="section" aria-labelledby={`${testId}-title`} className="space-y-3" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="text-sm text-ink">{children}</div>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </Card>
  );
}

export interface RunData {
  id: number;
  runDate: string;
  state: RecurringPaymentState;
  orderId: number | null;
  failureReason?: string | null;
}

const WAITING = new Set<RecurringPaymentState>(['WAITING_PAYMENT', 'WAITING_INITIAL_PAYMENT']);
const FAILED = new Set<RecurringPaymentState>(['FAILED', 'FAILED_INITIAL_PAYMENT']);

/** spec funds §4.5: a run's date, its state's label (Terjadwal, Gagal, Menunggu Pembayaran, Pembayaran Berhasil) and its order. */
export function RunList({ runs, locale, failureText }: { runs: readonly RunData[]; locale: Language; failureText?: (reason: string) => string }) {
  const { t } = useT('recurring');
  return (
    <ul className="divide-y divide-line" data-testid="recurring-runs">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="recurring-run" data-state={run.state} data-order-id={run.orderId ?? ''}>
          <span className="tabular min-w-28 text-sm text-ink">{formatDate(run.runDate, locale)}</span>
          <span
            className={cx(
              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
              WAITING.has(run.state) ? 'bg-warning-soft text-warning' : FAILED.has(run.state) ? 'bg-danger-soft text-danger' : run.state === 'PAID' ? 'bg-brand-soft text-brand-strong' : 'border border-line text-ink-muted',
            )}
            data-testid="recurring-run-state"
          >
            {t(`rules.paymentState.${run.state}`)}
          </span>
          {FAILED.has(run.state) && run.failureReason && failureText ? <span className="w-full text-sm text-ink-muted">{failureText(run.failureReason)}</span> : null}
          {run.orderId !== null ? (
            <AppLink
              to={WAITING.has(run.state) ? `/payment/${run.orderId}` : `/me/order/${run.orderId}`}
              className="ml-auto text-sm font-semibold text-brand underline"
              data-testid={WAITING.has(run.state) ? 'recurring-run-pay' : 'recurring-run-order'}
            >
              {WAITING.has(run.state) ? t('pages.runs.pay') : t('pages.runs.order')}
            </AppLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
