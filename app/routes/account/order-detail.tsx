// /me/order/{id} (spec funds §2.1 "/me/order/{id}"; issue 5 item 8): one order of the signed-in
// investor: where it is on its way (created, paid, NAV date, units, completed or expired), what it
// cost (amount, fee, cashback used, coupon, what was paid) and each fund's amount, fee, NAV date, NAV
// and units. While it waits for payment, a "pay now" link leads to /payment/{id}. A sale (issue 15 item 5) shows
// the units sold, NAV, fee and proceeds once priced (before: the units held, the estimate, the NAV date, "being
// processed") and its payout (bank and last 4 digits, amount, due date, sent or not); a switch shows its two legs,
// SWITCH_OUT (fund, units, NAV, fee, proceeds) and SWITCH_IN (fund, amount, NAV date, units). Anyone else's order,
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
import { getOrderDetail, type OrderDetail, type OrderDetailItem, type OrderPayout } from '~/models/orders.server';
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
  // A sale or switch has nothing to pay: PAID means its units are held and wait for their NAV (decision 056).
  const redemption = order.type !== 'BUY';
  const processing = redemption && order.status === 'PAID';
  // A switch whose switch-out is priced waits for its switch-in, dated by then (decision 056).
  const switchIn = order.items.find((item) => item.leg === 'SWITCH_IN');

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

      {processing ? (
        <Card as="section" aria-labelledby="order-processing-title" data-testid="order-processing">
          <h2 id="order-processing-title" className="font-semibold text-ink">
            {t('detail.processing')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {order.type === 'SELL'
              ? t('detail.sellProcessing', { date: order.navDate ? formatDate(order.navDate, locale) : '' })
              : switchIn?.navDate
                ? t('detail.switchInProcessing', { date: formatDate(switchIn.navDate, locale) })
                : t('detail.switchProcessing')}
          </p>
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

      {order.type === 'SELL' ? <PayoutCard order={order} locale={locale} /> : null}

      {redemption ? null : (
        <Card as="section" aria-labelledby="order-amounts-title">
          <h2 id="order-amounts-title" className="font-semibold text-ink">
            {t('detail.amountsTitle')}
          </h2>
          <dl className="mt-2 divide-y divide-line text-sm" data-testid="order-amounts">
            <DescriptionRow label={t('detail.amount')} value={money(order.amount)} testId="order-amount" />
            <DescriptionRow label={t('detail.fee')} value={money(order.feeAmount)} testId="order-fee" />
            {order.cashbackAmount > 0 ? (
              <DescriptionRow
                label={t('detail.cashback')}
                value={`−${money(order.cashbackAmount)}`}
                testId="order-cashback"
              />
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
                <DescriptionRow
                  label={t('detail.paymentStatus')}
                  value={t(`detail.paymentStatuses.${order.payment.status}`)}
                />
                <DescriptionRow
                  label={t('detail.paid')}
                  value={money(order.payment.amount)}
                  testId="order-paid"
                  strong
                />
              </>
            ) : null}
          </dl>
        </Card>
      )}

      <section aria-labelledby="order-items-title" className="space-y-3">
        <h2 id="order-items-title" className="font-semibold text-ink">
          {t(
            order.type === 'SELL'
              ? 'detail.sellTitle'
              : order.type === 'SWITCH'
                ? 'detail.switchTitle'
                : 'detail.itemsTitle',
          )}
        </h2>
        <ul className="space-y-3" data-testid="order-items">
          {order.items.map((item, index) =>
            redemption ? (
              <RedemptionItem key={item.id} item={item} order={order} locale={locale} />
            ) : (
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
            ),
          )}
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
        : step.step === 'PAYOUT' && step.state !== 'done'
          ? t('timeline.PAYOUT_due')
          : t(`timeline.${step.step}`);
  let detail: string | null = null;
  if (step.step === 'PAID' && step.state !== 'done' && step.at)
    detail = t('timeline.payBefore', { time: formatDateTime(new Date(step.at), locale) });
  else if (step.step === 'NAV_DATE')
    detail = step.date ? t('timeline.navDateOn', { date: formatDate(step.date, locale) }) : t('timeline.navDateLater');
  else if (step.step === 'SWITCH_IN_NAV_DATE')
    detail = step.date
      ? t('timeline.switchInNavDateOn', { date: formatDate(step.date, locale) })
      : t('timeline.switchInNavDateLater');
  else if (step.step === 'PAYOUT' && step.state !== 'done')
    detail = step.date ? t('timeline.payoutDueOn', { date: formatDate(step.date, locale) }) : t('timeline.payoutLater');
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

/**
 * A sale's item, or one leg of a switch: units, NAV date, NAV, value, fee and cash; before its NAV the units held
 * and the estimate ("being processed"), a switch-in's amount and units once the switch-out is priced.
 */
function RedemptionItem({ item, order, locale }: { item: OrderDetailItem; order: OrderDetail; locale: Language }) {
  const { t } = useT('orders');
  const money = (minor: number) => formatMoney(minor, item.currency, locale);
  const pending = t('detail.item.pending');
  const navDate = item.navDate ? formatDate(item.navDate, locale) : pending;
  const nav = item.nav === null ? pending : formatNav(item.nav, item.currency, locale);
  const heading = item.leg ? `${t(`detail.item.legs.${item.leg}`)}: ${item.mutualFundName}` : item.mutualFundName;
  return (
    <Card
      as="li"
      data-testid="order-item"
      data-leg={item.leg ?? order.type}
      data-priced={item.priced ? 'true' : 'false'}
    >
      <h3 className="font-semibold text-ink">{heading}</h3>
      {item.leg === 'SWITCH_IN' ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Cell
            label={t('detail.item.amountIn')}
            value={item.navDate === null && item.amount === 0 ? pending : money(item.amount)}
            testId="order-item-amount"
          />
          <Cell label={t('detail.item.navDate')} value={navDate} testId="order-item-nav-date" />
          <Cell label={t('detail.item.nav')} value={nav} testId="order-item-nav" />
          <Cell
            label={t('detail.item.unitsIn')}
            value={item.units === null || !item.priced ? pending : formatUnits(item.units, locale)}
            testId="order-item-units"
          />
        </dl>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Cell
            label={t('detail.item.unitsSold')}
            value={item.units === null ? pending : formatUnits(item.units, locale)}
            testId="order-item-units"
          />
          <Cell label={t('detail.item.navDate')} value={navDate} testId="order-item-nav-date" />
          <Cell label={t('detail.item.nav')} value={nav} testId="order-item-nav" />
          <Cell
            label={t(item.priced ? 'detail.item.gross' : 'detail.item.grossEstimate')}
            value={money(item.amount)}
            testId="order-item-amount"
          />
          <Cell label={t('detail.item.fee')} value={money(item.fee)} testId="order-item-fee" />
          <Cell
            label={t(item.leg === 'SWITCH_OUT' ? 'detail.item.proceedsSwitch' : 'detail.item.proceeds')}
            value={item.proceeds === null ? pending : money(item.proceeds)}
            testId="order-item-proceeds"
          />
        </dl>
      )}
    </Card>
  );
}

/** A sale's payout: where the money goes, how much, when it is due, and whether it was sent. */
function PayoutCard({ order, locale }: { order: OrderDetail; locale: Language }) {
  const { t } = useT('orders');
  const payout: OrderPayout | null = order.payout;
  return (
    <Card
      as="section"
      aria-labelledby="order-payout-title"
      data-testid="order-payout"
      data-payout-status={payout?.status ?? 'NONE'}
    >
      <h2 id="order-payout-title" className="font-semibold text-ink">
        {t('detail.payoutTitle')}
      </h2>
      {payout ? (
        <dl className="mt-2 divide-y divide-line text-sm">
          <DescriptionRow
            label={t('detail.payoutAccount')}
            testId="order-payout-account"
            value={
              payout.bankName && payout.accountLast4
                ? t('detail.payoutAccountValue', { bank: payout.bankName, last4: payout.accountLast4 })
                : t('detail.payoutNoAccount')
            }
          />
          <DescriptionRow
            label={t('detail.payoutAmount')}
            value={formatMoney(payout.amount, payout.currency, locale)}
            testId="order-payout-amount"
            strong
          />
          <DescriptionRow
            label={t('detail.payoutDue')}
            value={formatDate(payout.dueDate, locale)}
            testId="order-payout-due"
          />
          <DescriptionRow
            label={t('detail.payoutStatus')}
            value={t(`detail.payoutStatuses.${payout.status}`)}
            testId="order-payout-status"
          />
          {payout.paidAt ? (
            <DescriptionRow
              label={t('detail.payoutPaidAt')}
              value={formatDateTime(new Date(payout.paidAt), locale)}
              testId="order-payout-paid-at"
            />
          ) : null}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('detail.payoutLater')}</p>
      )}
    </Card>
  );
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
  return pageMeta(args, {
    title: texts(locale).orders.detail.metaTitle.replace('{{number}}', number),
    indexable: false,
  });
}
