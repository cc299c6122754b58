// /reksadana/portfolio (spec funds §2.1 route table; the bottom navigation's and the landing submenu's
// "Portofolio"; decision 024): the signed-in investor's active portfolios as the landing's cards (value with the
// dollar part, profit, return, goal progress, top-up, and the way to each dashboard), default first. Amounts follow
// the balance toggle. `?buat=true` (the landing's add-portfolio link) shows the same page: a new portfolio is made
// in the cart, with its first fund. A visitor signs in first. Plain links: it works without JavaScript.
import type { Route } from './+types/portfolio-list';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PortfolioCard } from '~/components/portfolio/portfolio-card';
import { AppLink, LinkButton, PieChartIcon } from '~/components/ui';
import { EmptyState } from '~/components/ui/empty-state';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { activePortfolioValues } from '~/models/landing-initials.server';
import { loadTranslations, translations } from '~/locales/loading';

// `dashboard`: the cards are the landing dashboard's.
export const handle = translations('portfolio', 'dashboard');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { portfolios: activePortfolioValues(user), masked: user.enableMutualFundBalanceMasking, locale: getLocale(context) };
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioList({ loaderData }: Route.ComponentProps) {
  const { portfolios, masked, locale } = loaderData;
  const { t } = useT('portfolio');
  const { t: td } = useT('dashboard');
  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="portfolio-list-title" data-testid="portfolio-list-page">
      <h1 id="portfolio-list-title" className="section-title">
        {t('list.title')}
      </h1>
      {portfolios.length === 0 ? (
        <EmptyState icon={PieChartIcon} title={t('list.empty.title')} className="mx-auto mt-8 max-w-md" data-testid="portfolio-list-empty">
          <p className="mt-1 text-ink-muted">{t('list.empty.body')}</p>
          <LinkButton to={PATHS.allFunds} className="mt-6" block>
            {t('list.empty.cta')}
          </LinkButton>
        </EmptyState>
      ) : (
        <>
          <h2 className="mt-1 text-sm font-medium text-ink-muted">{t('list.count', { count: portfolios.length })}</h2>
          {/* Issue 16 item 8: all portfolios' value over time, both returns and the allocation by type. */}
          <AppLink to="/reksadana/portfolio/performa" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline" data-testid="portfolio-list-performance">
            {td('returns.performanceLink')}
          </AppLink>
          {/* The cards show both returns (decision 068); what each one means, once for all of them. */}
          <p className="mt-1 max-w-3xl text-xs text-ink-muted" data-testid="portfolio-list-returns-note">
            <strong className="font-semibold">{td('returns.mine')}</strong>: {td('returns.mineNote')} <strong className="font-semibold">{td('returns.funds')}</strong>:{' '}
            {td('returns.fundsNote')}
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={t('list.listLabel')} data-testid="portfolio-list">
            {portfolios.map((portfolio) => (
              <li key={portfolio.portfolioId} className="min-w-0">
                <PortfolioCard portfolio={portfolio} locale={locale} masked={masked} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  const text = texts(metaLocale(args.matches)).portfolio.meta;
  return pageMeta(args, { title: text.listTitle, description: text.listDescription, indexable: false });
}
