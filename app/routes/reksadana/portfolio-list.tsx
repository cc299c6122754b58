// /reksadana/portfolio (spec funds §2.1 route table; the bottom navigation's and the landing submenu's
// "Portofolio"; decision 024): the signed-in investor's active portfolios as the landing's cards (value with the
// dollar part, profit, return, goal progress, top-up, and the way to each dashboard), default first. Amounts follow
// the balance toggle. `?buat=true` (the landing's add-portfolio link and financial-goals card) is the create form
// (issue 16 item 3; decision 066): its post makes the portfolio and goes on to the cart for its first fund, or to a
// robo portfolio's risk profile. A visitor signs in first. Plain links and a plain form: it works without JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/portfolio-list';
import { CREATE_PORTFOLIO_ACTION, CreatePortfolioForm } from '~/components/portfolio/create-portfolio-form';
import { createPortfolioSchema } from '~/forms/portfolio-goal';
import { message } from '~/forms/messages';
import { createPortfolio, createPortfolioPage, goalFormContext } from '~/models/portfolio-goals.server';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PortfolioCard } from '~/components/portfolio/portfolio-card';
import { AppLink, LinkButton, PieChartIcon } from '~/components/ui';
import { EmptyState } from '~/components/ui/empty-state';
import { PERFORMANCE_PATH } from '~/domain/portfolio-paths';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { activePortfolioValues } from '~/models/landing-initials.server';
import { loadTranslations, translations } from '~/locales/loading';

// `dashboard`: the cards are the landing dashboard's.
export const handle = translations('portfolio', 'dashboard', 'goals', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

/** spec landing §2 "portfolio with query buat=true to create a new portfolio". */
const isCreate = (request: Request) => new URL(request.url).searchParams.get('buat') === 'true';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = getLocale(context);
  if (isCreate(request)) {
    const { today, retirementAges, monthRange } = goalFormContext(user, new Date());
    const create = { ...createPortfolioPage(user), today, retirementAges, monthRange, birthDate: user.verifiedDateOfBirth, locale };
    return { create, addNew: false, portfolios: [], masked: user.enableMutualFundBalanceMasking, locale };
  }
  // spec landing §5 "Add-new portfolio ... 8 or fewer" (policies/portfolio-goals.ts createPortfolioDecision).
  const addNew = createPortfolioPage(user).decision.allowed;
  return { create: null, addNew, portfolios: activePortfolioValues(user), masked: user.enableMutualFundBalanceMasking, locale };
}

/** `?buat=true`: creates the portfolio (issue 16 item 3), then the cart for its first fund or the robo risk profile. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!isCreate(request)) return data({ status: 'error' as const, error: { '': [message('validation:memberOf')] } }, { status: 405 });
  const now = new Date();
  const schema = createPortfolioSchema(goalFormContext(user, now));
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const result = createPortfolio(user, submission.value, now);
  if (!result.ok) return data(submission.reply({ formErrors: [`goals:create.refusal.${result.reason}`] }), { status: 409 });
  return redirect(result.next, 303);
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioList({ loaderData, actionData }: Route.ComponentProps) {
  const { portfolios, masked, locale } = loaderData;
  const { t } = useT('portfolio');
  const { t: tg } = useT('goals');
  const { t: td } = useT('dashboard');
  if (loaderData.create) return <CreatePortfolioForm data={loaderData.create} lastResult={actionData && 'status' in actionData ? actionData : null} />;
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
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-sm font-medium text-ink-muted">{t('list.count', { count: portfolios.length })}</h2>
            {loaderData.addNew ? (
              <LinkButton to={CREATE_PORTFOLIO_ACTION} variant="secondary" data-testid="portfolio-list-add">
                + {tg('create.addNew')}
              </LinkButton>
            ) : null}
          </div>
          {/* Issue 16 item 8: all portfolios' value over time, both returns and the allocation by type. */}
          <AppLink to={PERFORMANCE_PATH} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline" data-testid="portfolio-list-performance">
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
  if (args.loaderData?.create) return pageMeta(args, { title: texts(metaLocale(args.matches)).goals.meta.createTitle, indexable: false });
  return pageMeta(args, { title: text.listTitle, description: text.listDescription, indexable: false });
}
