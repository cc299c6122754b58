// /reksadana/portfolio/performa/keuntungan-terealisasi/{investmentType}/{entryId} (spec funds §2.1 "… and the same
// with /{type}/{id}"; issue 16 item 8; decision 070): one realization of the signed-in investor (a sale, a
// switch-out or a cash dividend), with what its profit is made of under the average-cost method: cash received,
// the average cost of the units removed, their difference, and both per unit; the order it came from. {type} is
// the fund's type path, {id} the unit-ledger entry. A visitor signs in first; another investor's, an unknown or a
// malformed id, or an entry that realizes nothing, is the same 404; a known entry under another type's segment is
// redirected (301) to its own address, as the fund and allocation pages do. Links only: works without JavaScript.
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/realized-profit-entry';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, ChevronLeftIcon } from '~/components/ui';
import { SignedMoney, SignedRate } from '~/components/ui/trend';
import { FUND_TYPE_PATHS, fundTypeFromPath } from '~/domain/fund-catalogue';
import { parseId } from '~/domain/ids';
import { REALIZED_PROFIT_LIST_PATH, realizedProfitEntryPath } from '~/domain/performance-details';
import { currencySymbol, formatDate, formatMaskedMoney, formatMoney, formatNav, formatUnits, MASK } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getRealizedProfitEntry } from '~/models/performance-details.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('performance', 'realizedProfits');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.entryId);
  const entry = id === null || fundTypeFromPath(params.investmentType) === null ? null : getRealizedProfitEntry(user.id, id);
  if (!entry) throw data({ notFound: true }, { status: 404 });
  if (params.investmentType !== FUND_TYPE_PATHS[entry.fund.type]) throw redirect(realizedProfitEntryPath(entry), 301);
  return { entry, masked: user.enableMutualFundBalanceMasking };
}

/** One investor's history: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RealizedProfitEntryPage({ loaderData }: Route.ComponentProps) {
  const { entry, masked } = loaderData;
  const { t, locale } = useT('performance');
  const { t: tr } = useT('realizedProfits');
  const { t: tc } = useT();
  const { currency } = entry.fund;
  const money = (minor: number) => (masked ? formatMaskedMoney(currency) : formatMoney(minor, currency, locale));
  const perUnit = (scaled: number | null) => (scaled === null ? '–' : masked ? MASK : `${currencySymbol(currency)} ${formatNav(scaled, currency, locale)}`);
  const dividend = entry.orderType === 'DIVIDEND_CASH';

  return (
    <div className="page-container py-4 md:py-8" data-testid="realized-entry-page" data-entry-id={entry.id}>
      <AppLink to={REALIZED_PROFIT_LIST_PATH} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="realized-entry-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('details.entry.back')}
      </AppLink>
      <header>
        <p className="text-sm font-semibold text-brand-strong" data-testid="realized-entry-kind">
          {tr(`orderTypes.${entry.orderType}`)} · <time dateTime={entry.navDate}>{formatDate(entry.navDate, locale)}</time>
        </p>
        <h1 className="text-xl font-bold break-words text-ink md:text-2xl">
          <AppLink to={entry.fundPath} className="underline-offset-4 hover:underline" data-testid="realized-entry-fund">
            {entry.fund.name}
          </AppLink>
        </h1>
        <p className="text-sm text-ink-muted">
          {tc(`fundTypes.${entry.fund.type}`)} · {t('details.entry.portfolio', { name: entry.portfolio.name })}
        </p>
      </header>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        <Card as="section" aria-labelledby="realized-entry-profit-title" className="border-brand lg:col-start-2 lg:row-start-1">
          <h2 id="realized-entry-profit-title" className="text-sm font-medium text-ink-muted">
            {t('details.entry.profit')}
          </h2>
          <p className="mt-1 text-2xl font-bold" data-testid="realized-entry-profit">
            <SignedMoney minor={entry.realizedProfit} currency={currency} locale={locale} masked={masked} />
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            {t('details.figures.returnRate')}: <SignedRate percent={entry.returnRate} locale={locale} />
          </p>
        </Card>
        <Card as="section" aria-labelledby="realized-entry-breakdown-title" className="lg:col-start-1 lg:row-start-1">
          <h2 id="realized-entry-breakdown-title" className="text-lg font-semibold text-ink">
            {t('details.entry.breakdown')}
          </h2>
          <dl className="mt-3 divide-y divide-line text-sm" data-testid="realized-entry-breakdown">
            {dividend ? null : (
              <>
                <Row label={t('details.entry.units')} value={masked ? MASK : formatUnits(entry.units, locale)} testId="realized-entry-units" />
                <Row label={t('details.entry.nav')} value={`${currencySymbol(currency)} ${formatNav(entry.nav, currency, locale)}`} testId="realized-entry-nav" />
                <Row label={t('details.entry.proceedsPerUnit')} value={perUnit(entry.proceedsPerUnit)} />
                <Row label={t('details.entry.averageCostPerUnit')} value={perUnit(entry.averageCostPerUnit)} testId="realized-entry-average-cost" />
              </>
            )}
            <Row label={t(dividend ? 'details.entry.dividend' : 'details.entry.received')} value={money(entry.amount)} testId="realized-entry-amount" />
            {dividend ? null : <Row label={t('details.entry.cost')} value={`− ${money(entry.cost)}`} testId="realized-entry-cost" />}
            <Row label={t('details.entry.profit')} value={masked ? formatMaskedMoney(currency) : formatMoney(entry.realizedProfit, currency, locale)} strong />
          </dl>
          <p className="mt-3 text-xs leading-relaxed text-ink-subtle">{t(dividend ? 'details.entry.dividendNote' : 'details.entry.averageCostNote')}</p>
          {entry.order ? (
            <AppLink to={`/me/order/${entry.order.id}`} className="btn-ghost mt-2 -ml-3" data-testid="realized-entry-order">
              {t('details.entry.order', { number: entry.order.transactionNumber })}
            </AppLink>
          ) : null}
        </Card>
      </div>
    </div>
  );
}

function Row({ label, value, testId, strong = false }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={strong ? 'tabular text-right font-bold text-ink' : 'tabular text-right font-medium text-ink'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches)).performance.details.meta;
  if (error || !loaderData) return pageMeta(args, { title: text.notFoundTitle, indexable: false });
  return pageMeta(args, { title: text.entry.replace('{{name}}', loaderData.entry.fund.name), description: text.realizedDescription, indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
