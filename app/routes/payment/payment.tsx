// /payment/{id} (issue 5 item 6; spec funds §2.1, §4.5 payment methods; DESIGN.md "The order lifecycle"):
// an order's payment for its owner only (anyone else gets 404): the amount, the method with its virtual
// account number or reference and instructions, the 24-hour countdown and the status, which updates by
// polling with JavaScript and through a refresh link without. The method can change while unpaid; in
// demo mode a button simulates the gateway's notification through the callback's own code.
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { data, Form, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/payment';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Button, Card, CopyButton, DescriptionRow, LinkButton } from '~/components/ui';
import { methodTakes, PAYMENT_METHOD_GROUPS, paymentCountdown, type PaymentMethod } from '~/domain/payments';
import { paymentFormSchema } from '~/forms/payment';
import { env } from '~/lib/env.server';
import { formatClockDuration, formatDate, formatDateTime, formatMoney } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { changePaymentMethod, expireUnpaidOrders, paymentView, simulatePayment } from '~/models/payments.server';
import { loadTranslations, translations } from '~/locales/loading';
import { parseId } from '~/domain/ids';

export const handle = translations('payment', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

/** How often the page asks for the status while the payment is pending (with JavaScript). */
const POLL_INTERVAL_MS = 5_000;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const orderId = parseId(params.orderId);
  const now = new Date();
  // The payment time may be over since the last sweep: this page never shows a stale "pending".
  expireUnpaidOrders(now);
  const view = orderId === null ? null : paymentView(orderId, user.id);
  if (!view) throw data({ notFound: true }, { status: 404 });
  return { ...view, now: now.toISOString(), demoMode: env().demoMode, locale: getLocale(context), notice: new URL(request.url).searchParams.get('pesan') };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const orderId = parseId(params.orderId);
  if (orderId === null || !paymentView(orderId, user.id)) throw data({ notFound: true }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: paymentFormSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const back = (notice: string) => redirect(`/payment/${orderId}?pesan=${notice}`);
  if (submission.value.intent === 'method') {
    return back(changePaymentMethod(orderId, user.id, submission.value.method) ? 'metode' : 'metode-ditolak');
  }
  if (!env().demoMode) throw data({ notFound: true }, { status: 404 });
  simulatePayment(orderId);
  return back('simulasi');
}

export function meta(args: Route.MetaArgs) {
  const locale = metaLocale(args.matches);
  const number = args.loaderData?.order.transactionNumber ?? '';
  return pageMeta(args, { title: texts(locale).payment.metaTitle.replace('{{number}}', number), indexable: false });
}

const groupOf = (method: PaymentMethod) => PAYMENT_METHOD_GROUPS.find((g) => g.methods.includes(method))!.group;

/** Seconds left, ticking once a second after hydration; the server's figure before. */
function useSecondsLeft(serverNow: string, expiresAt: string, running: boolean): number {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  const { hours, minutes, seconds } = paymentCountdown(now, new Date(expiresAt));
  return hours * 3600 + minutes * 60 + seconds;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['payment', 'common']);
  const { order, payment, items, locale, demoMode, notice } = loaderData;
  const pending = payment.status === 'PENDING';
  const secondsLeft = useSecondsLeft(loaderData.now, payment.expiresAt, pending);
  const revalidator = useRevalidator();

  // spec: the status updates while the investor pays elsewhere (a bank app, an e-wallet).
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  // The countdown reaching zero asks the server, which expires the order.
  useEffect(() => {
    if (pending && secondsLeft === 0) void revalidator.revalidate();
  }, [pending, secondsLeft, revalidator]);

  const amount = formatMoney(payment.amount, payment.currency, locale);
  const group = groupOf(payment.method);
  const methodName = t(`method.names.${payment.method}`);
  const steps = t(`instructions.${group}`, {
    returnObjects: true,
    bank: methodName.replace(' Virtual Account', ''),
    wallet: methodName,
    number: payment.virtualAccountNumber ?? '',
    reference: payment.reference,
    amount,
  }) as unknown as string[];
  const noticeText =
    notice === 'metode' ? t('method.changed') : notice === 'metode-ditolak' ? t('method.refused') : notice === 'simulasi' ? t('simulated') : null;

  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="payment-title" data-testid="payment-page" data-status={payment.status} data-order-status={order.status}>
      <h1 id="payment-title" className="text-2xl font-semibold text-ink">
        {t('title')}
      </h1>
      {noticeText ? (
        <p role="status" className="rounded-[var(--radius-control)] bg-brand-soft px-4 py-2 text-sm text-ink" data-testid="payment-notice">
          {noticeText}
        </p>
      ) : null}

      <Card as="section" aria-labelledby="payment-status">
        <p id="payment-status" className="text-lg font-semibold text-ink" data-testid="payment-status">
          {t(`status.${payment.status}`)}
        </p>
        {pending ? (
          <p className="mt-1 text-sm text-ink-muted">
            <span>{t('payBefore', { time: formatDateTime(new Date(payment.expiresAt), locale) })}</span>{' '}
            <strong className="text-ink" aria-label={t('countdownLabel')} data-testid="payment-countdown">
              <time dateTime={`PT${secondsLeft}S`}>{t('countdown', { time: formatClockDuration(secondsLeft) })}</time>
            </strong>
          </p>
        ) : null}
        {payment.status === 'EXPIRED' || payment.status === 'FAILED' ? <p className="mt-1 text-sm text-ink-muted">{t('expiredHint')}</p> : null}
        {payment.status === 'PAID' && order.navDate ? (
          <p className="mt-1 text-sm text-ink-muted" data-testid="payment-nav-date">
            {order.status === 'COMPLETED' ? t('orderStatus.COMPLETED') : t('paidHint', { navDate: formatDate(order.navDate, locale) })}
          </p>
        ) : null}
        <dl className="mt-4 divide-y divide-line text-sm">
          <DescriptionRow label={t('number')} value={order.transactionNumber} />
          <DescriptionRow label={t('amount')} value={amount} testId="payment-amount" />
          {order.cashbackAmount > 0 ? <DescriptionRow label={t('cashbackUsed')} value={formatMoney(order.cashbackAmount, order.currency, locale)} /> : null}
          <DescriptionRow label={t('portfolio')} value={order.portfolioName} />
          <DescriptionRow label={t('funds')} value={items.map((i) => i.fundName).join(', ')} />
        </dl>
      </Card>

      {pending ? (
        <>
          <Card as="section" aria-labelledby="payment-how">
            <p className="text-sm text-ink-muted">{methodName}</p>
            {payment.virtualAccountNumber ? (
              <div className="mt-1">
                <span className="block text-sm text-ink-muted">{t('virtualAccount')}</span>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {/* Selectable text: how the number is copied without JavaScript or a clipboard. */}
                  <span className="font-mono text-xl font-semibold tracking-wider text-ink select-all" data-testid="payment-va">
                    {payment.virtualAccountNumber}
                  </span>
                  <CopyButton text={payment.virtualAccountNumber} label={t('copyLabel')} copied={t('copied')} failed={t('copyFailed')} data-testid="payment-va-copy">
                    {t('copy')}
                  </CopyButton>
                </div>
              </div>
            ) : null}
            <h2 id="payment-how" className="mt-4 font-semibold text-ink">
              {t('instructions.title')}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink" data-testid="payment-instructions">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>

          <Card as="section">
            <Form method="post" replace>
              <input type="hidden" name="intent" value="method" />
              <fieldset>
                <legend className="font-semibold text-ink">{t('method.legend')}</legend>
                {PAYMENT_METHOD_GROUPS.filter((g) => g.methods.some((method) => methodTakes(method, order.currency))).map(({ group: name, methods }) => (
                  <div key={name} className="mt-3">
                    <p className="text-sm text-ink-muted">{t(`method.groups.${name}`)}</p>
                    <div className="mt-1 grid gap-2 sm:grid-cols-2">
                      {methods.map((method) => (
                        <label key={method} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand has-checked:bg-brand-soft">
                          <input type="radio" name="method" value={method} defaultChecked={method === payment.method} />
                          <span className="text-sm text-ink">{t(`method.names.${method}`)}</span>
                        </label>
                      ))}
                    </div>
                  </div>
                ))}
              </fieldset>
              <Button type="submit" variant="secondary" className="mt-4" data-testid="payment-change-method">
                {t('method.change')}
              </Button>
            </Form>
          </Card>

          <div className="flex flex-wrap items-center gap-3">
            <a href={`/payment/${order.id}`} className="text-sm font-medium text-brand underline" data-testid="payment-refresh">
              {t('refresh')}
            </a>
            <span className="text-xs text-ink-muted">{t('updating')}</span>
          </div>
          {demoMode ? (
            <Form method="post" className="space-y-1">
              <input type="hidden" name="intent" value="simulate" />
              <Button type="submit" data-testid="payment-simulate">
                {t('simulate')}
              </Button>
              <p className="text-xs text-ink-muted">{t('simulateHint')}</p>
            </Form>
          ) : null}
        </>
      ) : (
        <div className="flex flex-wrap gap-3">
          <LinkButton to={`/me/order/${order.id}`} data-testid="payment-order-link">
            {t('viewOrder')}
          </LinkButton>
          <AppLink to="/reksadana" className="self-center text-sm font-medium text-brand underline">
            {t('backHome')}
          </AppLink>
        </div>
      )}
    </section>
  );
}

