// /me/order/{id} (spec funds §2.1 "/me/order/{id}"; issue 5 item 8): one order of the signed-in
// investor: where it is on its way (created, paid, NAV date, units, completed or expired), what it
// cost (amount, fee, cashback used, coupon, what was paid) and each fund's amount, fee, NAV date, NAV
// and units. While it waits for payment, a "pay now" link leads to /payment/{id}. Anyone else's order,
// an unknown or a malformed id is a 404; a visitor signs in first.
import { data } from 'react-router';
import type { Route } from './+types/order-detail';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, CheckIcon, DescriptionRow, ChevronLeftIcon, ClockIcon, LinkButton } from '~/components/ui';
import type { Language } from '~/domain/enums';
import { formatDate, formatDateTime, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import type { TimelineStep } from '~/domain/order-timeline';
import { getOrderDetail, type OrderDetail } from '~/models/orders.server';
import { expireUnpaidOrders } from '~/models/payments.server';
import { loadTranslations, translations } from '~/locales/loading';
import { parseId } from '~/domain/ids';

export const handle = translations('orders', 'payment');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const orderId = parseId(params.orderId);
  // The payment time may be over since the last sweep: this page never shows a stale "waiting".
  if (orderId !== null) expireUnpaidOrders(new Date());
  const order = orderId === null ? null : getOrderDetail(orderId, user.id);
  if (!order) throw data({ notFound: true }, { status: 404 });
  return { order, locale: getLocale(context) };
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['orders', 'payment']);
  const { order, locale } = loaderData;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const waiting = order.status === 'WAITING_PAYMENT';

  return (
    <section
      className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6 md:py-10"
      aria-labelledby="order-title"
      data-testid="order-detail"
      data-status={order.status}
    >
      <AppLink
        to="/me/order"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('detail.back')}
      </AppLink>
      <div>
        <h1 id="order-title" className="text-2xl font-semibold text-ink">
          {t('detail.title')}
        </h1>
        <p className="mt-1 text-ink-muted">
          <span className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-medium text-ink">
            {t(`type.${order.type}`)}
          </span>{' '}
          <span className="font-medium text-ink" data-testid="order-status">
            {t(`status.${order.status}`)}
          </span>
        </p>
      </div>

      {waiting && order.payment ? (
        <Card
          as="section"
          aria-label={t('detail.payNow')}
          className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-ink">
            {t('detail.payHint', { time: formatDateTime(new Date(order.payment.expiresAt), locale) })}
          </p>
          <LinkButton to={`/payment/${order.id}`} data-testid="order-pay-now">
            {t('detail.payNow')}
          </LinkButton>
        </Card>
      ) : null}

      <Card as="section" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="sr-only">
          {t('detail.number')}
        </h2>
        <dl className="divide-y divide-line text-sm">
          <DescriptionRow label={t('detail.number')} value={order.transactionNumber} testId="order-number" />
          <DescriptionRow label={t('detail.portfolio')} value={order.portfolio.name} />
        </dl>
      </Card>

      <Card as="section" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title" className="font-semibold text-ink">
          {t('detail.timelineTitle')}
        </h2>
        <ol className="mt-3 space-y-3" data-testid="order-timeline">
          {order.timeline.map((step) => (
            <TimelineItem key={step.step} step={step} order={order} locale={locale} />
          ))}
        </ol>
      </Card>

      <Card as="section" aria-labelledby="order-amounts-title">
        <h2 id="order-amounts-title" className="font-semibold text-ink">
          {t('detail.amountsTitle')}
        </h2>
        <dl className="mt-2 divide-y divide-line text-sm" data-testid="order-amounts">
          <DescriptionRow label={t('detail.amount')} value={money(order.amount)} testId="order-amount" />
          <DescriptionRow label={t('detail.fee')} value={money(order.feeAmount)} testId="order-fee" />
          {order.cashbackAmount > 0 ? (
            <DescriptionRow label={t('detail.cashback')} value={`−${money(order.cashbackAmount)}`} testId="order-cashback" />
          ) : null}
          {order.couponCode ? (
            <>
              <DescriptionRow label={t('detail.coupon')} value={order.couponCode} testId="order-coupon" />
              <DescriptionRow
                label={t('detail.couponCashback', { code: order.couponCode })}
                testId="order-coupon-cashback"
                value={
                  <>
                    {money(order.couponCashbackAmount)}
                    <CouponCashbackNote order={order} locale={locale} />
                  </>
                }
              />
            </>
          ) : null}
          {order.payment ? (
            <>
              <DescriptionRow
                label={t('detail.paymentMethod')}
                value={t(`payment:method.names.${order.payment.method}` as never)}
              />
              <DescriptionRow label={t('detail.paymentStatus')} value={t(`detail.paymentStatuses.${order.payment.status}`)} />
              <DescriptionRow label={t('detail.paid')} value={money(order.payment.amount)} testId="order-paid" strong />
            </>
          ) : null}
        </dl>
      </Card>

      <section aria-labelledby="order-items-title" className="space-y-3">
        <h2 id="order-items-title" className="font-semibold text-ink">
          {t('detail.itemsTitle')}
        </h2>
        <ul className="space-y-3" data-testid="order-items">
          {order.items.map((item, index) => (
            <Card as="li" key={`${item.mutualFundId}-${index}`} data-testid="order-item">
              <h3 className="font-semibold text-ink">{item.mutualFundName}</h3>
              {item.targetFund ? (
                <p className="text-sm text-ink-muted">{t('detail.item.switchTo', { name: item.targetFund.name })}</p>
              ) : null}
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
                <Cell label={t('detail.item.amount')} value={money(item.amount)} />
                <Cell label={t('detail.item.fee')} value={money(item.fee)} />
                <Cell
                  label={t('detail.item.navDate')}
                  value={item.navDate ? formatDate(item.navDate, locale) : t('detail.item.pending')}
                />
                <Cell
                  label={t('detail.item.nav')}
                  value={item.nav === null ? t('detail.item.pending') : formatNav(item.nav, item.currency, locale)}
                  testId="order-item-nav"
                />
                <Cell
                  label={t('detail.item.units')}
                  value={item.units === null ? t('detail.item.pending') : formatUnits(item.units, locale)}
                  testId="order-item-units"
                />
              </dl>
            </Card>
          ))}
        </ul>
      </section>
    </section>
  );
}

function TimelineItem({ step, order, locale }: { step: TimelineStep; order: OrderDetail; locale: Language }) {
  const { t } = useT('orders');
  const title =
    step.step === 'UNITS'
      ? t(`timeline.UNITS.${order.type}`)
      : step.step === 'PAID' && step.state !== 'done'
        ? t('timeline.PAID_waiting')
        : t(`timeline.${step.step}`);
  let detail: string | null = null;
  if (step.step === 'PAID' && step.state !== 'done' && step.at)
    detail = t('timeline.payBefore', { time: formatDateTime(new Date(step.at), locale) });
  else if (step.step === 'NAV_DATE')
    detail = step.date ? t('timeline.navDateOn', { date: formatDate(step.date, locale) }) : t('timeline.navDateLater');
  else if (step.state === 'done' && step.at) detail = formatDateTime(new Date(step.at), locale);
  const Icon = step.state === 'done' ? CheckIcon : ClockIcon;
  return (
    <li className="flex gap-3" data-testid="order-timeline-step" data-step={step.step} data-state={step.state}>
      <span
        className={
          step.state === 'done'
            ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-white'
            : step.state === 'current'
              ? 'flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-brand bg-brand-soft text-brand-strong'
              : 'flex size-8 shrink-0 items-center justify-center rounded-full border border-line text-ink-muted'
        }
      >
        <Icon size={16} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className={step.state === 'upcoming' ? 'text-ink-muted' : 'font-medium text-ink'}>
          {title} <span className="sr-only">({t(`timeline.${step.state}`)})</span>
        </p>
        {detail ? (
          <p className="text-sm text-ink-muted">
            {step.at && step.step !== 'PAID' ? <time dateTime={step.at}>{detail}</time> : detail}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Where the coupon's cashback stands (decision 027): credited on completion, or not at all. */
function CouponCashbackNote({ order, locale }: { order: OrderDetail; locale: Language }) {
  const { t } = useT('orders');
  const note = order.couponCashbackCreditedAt
    ? t('detail.couponCashbackCredited', { date: formatDate(new Date(order.couponCashbackCreditedAt), locale) })
    : order.status === 'WAITING_PAYMENT' || order.status === 'PAID'
      ? t('detail.couponCashbackPending')
      : t('detail.couponCashbackVoid');
  return <span className="block text-xs font-normal text-ink-muted">{note}</span>;
}

function Cell({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="tabular font-medium text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args.matches);
  const number = args.loaderData?.order.transactionNumber ?? '';
  return pageMeta(args, { title: texts(locale).orders.detail.metaTitle.replace('{{number}}', number), indexable: false });
}
