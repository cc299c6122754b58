// /me/order (spec funds §2.1 "/me/order (product type mutualFund)"; issue 5 item 8): the signed-in
// investor's transaction history: orders (buy, sell, switch) and dividends, newest first, with the
// filters of domain/order-filters.ts in the address bar (a plain GET form: it works without JavaScript
// and the address can be shared). 20 rows a page; "more" links to the next page number and the list
// grows (pages 0 to n). A malformed filter reads as its default. A visitor signs in first.
import { Form } from 'react-router';
import type { Route } from './+types/orders';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, buttonClass, EmptyState, Field, LinkButton, ReceiptIcon, SelectField } from '~/components/ui';
import {
  isFiltered,
  ORDER_DATE_FILTERS,
  ORDER_FILTER_STATUSES,
  ORDER_FILTER_TYPES,
  orderFilterSearchParams,
  parseOrderFiltersLenient,
  type OrderFilters,
} from '~/domain/order-filters';
import type { Language } from '~/domain/enums';
import { formatDate, formatMoney } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { listOrdersThroughPage, type OrderListRow } from '~/models/orders.server';
import { expireUnpaidOrders } from '~/models/payments.server';
import { loadTranslations, translations } from '~/locales/loading';

const ORDERS_PATH = '/me/order';

export const handle = translations('orders');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const filters = parseOrderFiltersLenient(new URL(request.url).searchParams);
  const now = new Date();
  // An order whose payment time is over shows as canceled, not as waiting.
  expireUnpaidOrders(now);
  const list = listOrdersThroughPage(user.id, filters, now);
  const next = list.hasMore
    ? `${ORDERS_PATH}?${orderFilterSearchParams({ ...filters, page: filters.page + 1 }).toString()}`
    : null;
  return {
    ...list,
    filters,
    filtered: isFiltered(filters),
    nextHref: next as `/${string}` | null,
    locale: getLocale(context),
  };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useT('orders');
  const { rows, total, filters, filtered, nextHref, locale } = loaderData;

  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="orders-title" data-testid="orders-page">
      <h1 id="orders-title" className="section-title">
        {t('list.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('list.subtitle')}</p>

      <FilterForm filters={filters} />

      {rows.length === 0 ? (
        <EmptyState icon={ReceiptIcon} title={t(filtered ? 'emptyFiltered.title' : 'empty.title')} className="mx-auto mt-8 max-w-md" data-testid="orders-empty">
          <p className="mt-1 text-ink-muted">{t(filtered ? 'emptyFiltered.body' : 'empty.body')}</p>
          {filtered ? (
            <LinkButton to={ORDERS_PATH} variant="secondary" className="mt-6" block>
              {t('filters.clear')}
            </LinkButton>
          ) : (
            <LinkButton to="/reksadana/semua-produk" className="mt-6" block>
              {t('empty.action')}
            </LinkButton>
          )}
        </EmptyState>
      ) : (
        <div className="mt-6 flex flex-col gap-3">
          <p className="text-sm text-ink-muted" data-testid="orders-count" aria-live="polite">
            {rows.length < total
              ? t('list.shown', { shown: rows.length, count: total })
              : t('list.count', { count: total })}
          </p>
          <ol className="flex flex-col gap-3" aria-label={t('list.tableCaption')} data-testid="orders-list">
            {rows.map((row) => (
              <OrderRow key={row.key} row={row} locale={locale} />
            ))}
          </ol>
          {nextHref ? (
            <div className="flex justify-center">
              <AppLink
                to={nextHref}
                preventScrollReset
                className={buttonClass({ variant: 'secondary' })}
                data-testid="orders-more"
              >
                {t('list.more')}
              </AppLink>
            </div>
          ) : (
            <p className="text-center text-sm text-ink-muted">{t('list.end')}</p>
          )}
        </div>
      )}
    </section>
  );
}

function FilterForm({ filters }: { filters: OrderFilters }) {
  const { t } = useT('orders');
  return (
    <Form
      method="get"
      action={ORDERS_PATH}
      className="card mt-6 p-4 md:p-5"
      aria-labelledby="orders-filter-title"
      data-testid="orders-filters"
    >
      <h2 id="orders-filter-title" className="sr-only">
        {t('filters.label')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        {/* key: a new address (a submitted filter, a "clear" link) resets the uncontrolled controls. */}
        <SelectField key={`type-${filters.type ?? ''}`} id="orders-type" name="type" label={t('filters.type')} defaultValue={filters.type ?? ''}>
          <option value="">{t('filters.all')}</option>
          {ORDER_FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`filters.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField key={`status-${filters.status ?? ''}`} id="orders-status" name="status" label={t('filters.status')} defaultValue={filters.status ?? ''}>
          <option value="">{t('filters.all')}</option>
          {ORDER_FILTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField key={`date-${filters.date}`} id="orders-date" name="date" label={t('filters.date')} defaultValue={filters.date} aria-describedby="orders-date-hint">
          {ORDER_DATE_FILTERS.map((date) => (
            <option key={date} value={date}>
              {t(`filters.dates.${date}`)}
            </option>
          ))}
        </SelectField>
        <Field key={`from-${filters.from ?? ''}`} id="orders-from" name="from" type="date" label={t('filters.from')} defaultValue={filters.from ?? ''} aria-describedby="orders-date-hint" className="min-w-0" />
        <Field key={`to-${filters.to ?? ''}`} id="orders-to" name="to" type="date" label={t('filters.to')} defaultValue={filters.to ?? ''} aria-describedby="orders-date-hint" className="min-w-0" />
      </div>
      <p id="orders-date-hint" className="mt-2 text-xs text-ink-muted">
        {t('filters.customHint')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass()} data-testid="orders-apply">
          {t('filters.apply')}
        </button>
        <AppLink to={ORDERS_PATH} className={buttonClass({ variant: 'ghost' })}>
          {t('filters.clear')}
        </AppLink>
      </div>
    </Form>
  );
}

function OrderRow({ row, locale }: { row: OrderListRow; locale: Language }) {
  const { t } = useT('orders');
  const typeLabel =
    row.kind === 'DIVIDEND'
      ? t(row.dividendKind === 'CASH' ? 'type.DIVIDEND_CASH' : 'type.DIVIDEND_REINVESTMENT')
      : t(`type.${row.type}`);
  const fundNames = row.funds.map((f) => f.name).join(', ');
  const number = row.transactionNumber;
  return (
    <li data-testid="orders-row" data-kind={row.kind} data-status={row.status}>
      <article
        className="card grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6 md:p-5"
        aria-labelledby={`${row.key}-title`}
      >
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-medium text-ink">{typeLabel}</span>
            <time dateTime={row.createdAt}>{formatDate(row.date, locale)}</time>
          </p>
          <h2 id={`${row.key}-title`} className="mt-1 text-base leading-snug font-semibold text-ink">
            {row.href && number ? (
              <AppLink to={row.href} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {number}
              </AppLink>
            ) : (
              <span>{number ?? t('row.noNumber')}</span>
            )}
          </h2>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-ink-muted">{t('row.funds')}</dt>
            <dd className="min-w-0 text-ink">{fundNames}</dd>
            <dt className="text-ink-muted">{t('row.portfolio')}</dt>
            <dd className="min-w-0 text-ink">{row.portfolio.name}</dd>
          </dl>
        </div>
        <div className="flex flex-col gap-2 border-t border-line pt-3 md:items-end md:border-0 md:pt-0 md:text-right">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-1">
            <div>
              <dt className="text-xs text-ink-muted">{t('row.amount')}</dt>
              <dd className="tabular font-semibold whitespace-nowrap text-ink" data-testid="orders-row-amount">
                {formatMoney(row.amount, row.currency, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-muted">{t('row.status')}</dt>
              <dd className="font-medium text-ink" data-testid="orders-row-status">
                {t(`status.${row.status}`)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2 md:justify-end">
            {row.paymentHref && number ? (
              <AppLink
                to={row.paymentHref}
                className={buttonClass()}
                aria-label={t('row.payOf', { number })}
                data-testid="orders-row-pay"
              >
                {t('row.pay')}
              </AppLink>
            ) : null}
            {row.href && number ? (
              <AppLink
                to={row.href}
                className={buttonClass({ variant: 'secondary' })}
                aria-label={t('row.detailOf', { number })}
              >
                {t('row.detail')}
              </AppLink>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).orders.list.metaTitle, indexable: false });
};
