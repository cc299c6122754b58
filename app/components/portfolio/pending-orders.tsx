// Purchases that have not brought their units yet (models/pending-orders.server.ts): a section with its title and
// a row per order that opens it (/me/order/{id}, a stretched link: the whole row is the target). The allocation
// detail and the portfolio dashboard show them; each names them in its own words.
import { AppLink } from '~/components/ui/app-link';
import { ClockIcon } from '~/components/ui/icons';
import { moneyOrMask } from '~/components/ui/trend';
import type { Language } from '~/domain/enums';
import { formatDateTime } from '~/lib/format';
import type { PendingOrder } from '~/models/pending-orders.server';

export interface PendingOrderWords {
  /** The link's text: what the order is. */
  name: string;
  /** After the link, plainer: where it goes. */
  detail?: string;
  status: string;
  /** For screen readers, after the name: which order the link opens. */
  open: string;
}

export function PendingOrders({
  title,
  body,
  orders,
  words,
  locale,
  masked = false,
  testId,
  className,
}: {
  title: string;
  body: string;
  orders: readonly PendingOrder[];
  words: (order: PendingOrder) => PendingOrderWords;
  locale: Language;
  masked?: boolean;
  /** The section's; its title is `{testId}-title`, its rows `{testId}-order`, their links `{testId}-link`, amounts `{testId}-amount`. */
  testId: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${testId}-title`} className={className} data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{body}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {orders.map((order) => {
          const text = words(order);
          return (
            <li
              key={`${order.orderId}-${order.fund.id}-${order.amount}`}
              className="card relative flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 focus-within:ring-2 focus-within:ring-focus hover:border-brand/40"
              data-testid={`${testId}-order`}
              data-order-id={order.orderId}
            >
              <div className="flex min-w-0 items-start gap-3">
                <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning">
                  <ClockIcon size={18} />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    <AppLink to={`/me/order/${order.orderId}`} className="stretched-link" data-testid={`${testId}-link`}>
                      {text.name}
                      <span className="sr-only"> ({text.open})</span>
                    </AppLink>
                    {text.detail ? <span className="font-normal text-ink-muted"> {text.detail}</span> : null}
                  </p>
                  <p className="text-xs text-ink-subtle">
                    {text.status} · {formatDateTime(new Date(order.createdAt), locale)}
                  </p>
                </div>
              </div>
              <p className="tabular ml-auto font-semibold text-ink" data-testid={`${testId}-amount`}>
                {moneyOrMask(order.amount, order.currency, locale, masked)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
