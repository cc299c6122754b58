// /reksadana/portfolio/performa/keuntungan-terealisasi (spec funds §2.1 route table; spec landing §2, §3 "Realized
// profit list", §7 realized-profits; issue 16 item 8; decisions 016, 070): every profit the signed-in investor has
// realized (each sale, switch-out and cash dividend), newest first, with the landing's `orderTypes` and `name`
// filters in the address bar and its paging (`realizedPage`, ten a page; without JavaScript a link renders pages
// 0..N+1), the totals per currency for the filter, and a link from each row to its average-cost breakdown
// (`/{type}/{id}`). The list is the landing's component and query rules (decision 016): a malformed parameter reads
// as its default. A visitor signs in first. Works without JavaScript (a GET form and links).
import type { Route } from './+types/realized-profit-list';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { RealizedProfits } from '~/components/landing/realized-profits';
import { AppLink, Card, ChevronLeftIcon } from '~/components/ui';
import { SignedMoney } from '~/components/ui/trend';
import { realizedProfitEntryPath } from '~/domain/performance-details';
import { PERFORMANCE_PATH } from '~/domain/portfolio-paths';
import { isFiltered } from '~/domain/realized-profit-query';
import { parseRealizedProfitQueryLenient } from '~/forms/realized-profit-query';
import { formatMaskedMoney, formatMoney } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { realizedProfitTotals } from '~/models/performance-details.server';
import { listRealizedProfitsThroughPage } from '~/models/realized-profits.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('performance', 'realizedProfits');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const query = parseRealizedProfitQueryLenient(new URL(request.url).searchParams);
  return {
    query,
    page: listRealizedProfitsThroughPage(user.id, query),
    totals: realizedProfitTotals(user.id, query),
    masked: user.enableMutualFundBalanceMasking,
  };
}

/** One investor's history: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RealizedProfitListPage({ loaderData }: Route.ComponentProps) {
  const { query, page, totals, masked } = loaderData;
  const { t, locale } = useT('performance');
  const filtered = isFiltered(query);
  return (
    <div className="page-container flex flex-col gap-6 py-4 md:py-8" data-testid="realized-profit-page">
      <div>
        <AppLink to={PERFORMANCE_PATH} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="realized-profit-back">
          <ChevronLeftIcon size={18} aria-hidden="true" />
          {t('details.backToPerformance')}
        </AppLink>
        <p className="text-sm font-semibold text-brand-strong">{t('details.realized.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{t('details.realized.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('details.realized.method')}</p>
      </div>
      {totals.length > 0 ? (
        <Card as="section" aria-labelledby="realized-total-title" className="border-brand" data-testid="realized-profit-totals">
          <h2 id="realized-total-title" className="text-sm font-medium text-ink-muted">
            {t(filtered ? 'details.realized.totalFiltered' : 'details.realized.total')}
          </h2>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {totals.map((total) => (
              <dl key={total.currency} className="grid grid-cols-2 gap-3 text-sm" data-testid={`realized-profit-total-${total.currency}`}>
                <div>
                  <dt className="text-ink-muted">{t('details.realized.profit', { currency: total.currency })}</dt>
                  <dd className="text-lg" data-testid="realized-profit-total-profit">
                    <SignedMoney minor={total.realizedProfit} currency={total.currency} locale={locale} masked={masked} />
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('details.realized.received', { currency: total.currency })}</dt>
                  <dd className="tabular text-lg font-semibold text-ink">{masked ? formatMaskedMoney(total.currency) : formatMoney(total.amount, total.currency, locale)}</dd>
                </div>
              </dl>
            ))}
          </div>
        </Card>
      ) : null}
      <RealizedProfits page={page} query={query} masked={masked} rowLink={{ href: realizedProfitEntryPath, label: t('details.realized.rowLink') }} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).performance.details.meta;
  return pageMeta(args, { title: text.realized, description: text.realizedDescription, indexable: false });
};
