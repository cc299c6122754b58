// /reksadana/profil-risiko/{portfolioId}/hasil (spec funds §2.1 "robo-advisor score result", §4.5; issue 16 item 2;
// decisions 064, 065): a robo portfolio's score, its model (conservative / moderate / aggressive) with the model's
// allocation by fund type, its funds with their target shares, and what that changes for the next purchase: how
// the purchase is split, and whether the investor's own risk profile makes the cart warn first (the cart's own rule,
// policies/buy-rules.ts needsRiskWarning). A portfolio without a score yet goes to its test. Only the investor's own
// active robo portfolio (another's is the same 404 as a missing one). Visitors sign in first.
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/robo-result';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Recommendations } from '~/components/portfolio/dashboard-sections';
import { AppLink, Card, LinkButton } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { needsRiskWarning } from '~/domain/policies/buy-rules';
import { ROBO_FUND_TYPES, ROBO_MODEL_ALLOCATIONS, ROBO_SCORE_MAX } from '~/domain/policies/risk-profile';
import { portfolioPath } from '~/domain/portfolio-paths';
import { roboScorePath, roboScoreResultPath } from '~/domain/risk-profile-paths';
import { formatBasisPoints } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { getPortfolioDashboard } from '~/models/portfolios.server';
import { getInvestorRiskTest, getRoboRiskTest } from '~/models/risk-profile.server';
import { loadTranslations, translations } from '~/locales/loading';

// `portfolio`: the recommendations list is the dashboard's.
export const handle = translations('riskProfile', 'portfolio');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const state = portfolioId === null ? null : getRoboRiskTest(user.id, portfolioId);
  if (!state || portfolioId === null) throw data({ notFound: true }, { status: 404 });
  if (state.portfolio.score === null || state.risk === null) throw redirect(roboScorePath(portfolioId));
  const dashboard = getPortfolioDashboard({ user, portfolioId, currentPath: roboScoreResultPath(portfolioId) });
  if (!dashboard) throw data({ notFound: true }, { status: 404 });
  const investor = getInvestorRiskTest(user.id);
  const fundTypes = dashboard.recommendations.map((r) => r.fund.type);
  return {
    portfolio: { id: portfolioId, name: state.portfolio.name },
    score: state.portfolio.score,
    maxScore: ROBO_SCORE_MAX,
    risk: state.risk,
    allocation: ROBO_FUND_TYPES.map((type) => ({ type, targetBp: ROBO_MODEL_ALLOCATIONS[state.risk!][type] })),
    recommendations: dashboard.recommendations,
    buy: dashboard.buy,
    profile: investor.profile,
    warns: needsRiskWarning({ profile: investor.profile, fundTypes, dismissed: investor.warningDismissed }),
    locale: getLocale(context),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RoboScoreResult({ loaderData }: Route.ComponentProps) {
  const { t } = useT('riskProfile');
  const { t: tc } = useT();
  const { portfolio, score, maxScore, risk, allocation, recommendations, buy, profile, warns, locale } = loaderData;
  return (
    <section className="page-container max-w-2xl py-6 md:py-10" aria-labelledby="robo-result-title" data-testid="robo-result-page" data-risk={risk}>
      <h1 id="robo-result-title" className="section-title break-words">
        {t('robo.resultTitle', { name: portfolio.name })}
      </h1>
      <Card className="mt-6">
        <p className="text-2xl font-bold text-brand-strong" data-testid="robo-result-model">
          {t(`robo.models.${risk}.name`)}
        </p>
        <p className="mt-1 text-sm text-ink-muted" data-testid="robo-result-score">
          {t('robo.score', { score, max: maxScore })}
        </p>
        <p className="mt-3 text-ink">{t(`robo.models.${risk}.body`)}</p>
        <h2 className="mt-5 text-base font-semibold text-ink">{t('robo.allocationTitle')}</h2>
        <dl className="mt-2 grid grid-cols-3 gap-2" data-testid="robo-result-allocation">
          {allocation.map(({ type, targetBp }) => (
            <div key={type} className="rounded-[var(--radius-control)] bg-canvas px-3 py-2">
              <dt className="text-xs text-ink-muted">{tc(`fundTypes.${type}`)}</dt>
              <dd className="tabular text-lg font-semibold text-ink">{formatBasisPoints(targetBp, locale)}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <div className="mt-6">
        <Recommendations recommendations={recommendations} locale={locale} />
      </div>

      <section className="mt-6" aria-labelledby="robo-result-next">
        <h2 id="robo-result-next" className="text-lg font-semibold text-ink">
          {t('robo.nextTitle')}
        </h2>
        <p className="mt-1 text-ink">{t('robo.nextBody')}</p>
        <p className="mt-2 text-ink" data-testid="robo-result-warning" data-warns={warns ? 'true' : 'false'}>
          {!warns ? t('robo.noWarn') : profile ? t('robo.warn', { profile: t(`profiles.${profile}.name`) }) : t('robo.warnNoProfile')}
        </p>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {buy ? (
          <LinkButton to={buy.href} size="lg" data-testid="robo-result-buy">
            {t('robo.buy')}
          </LinkButton>
        ) : null}
        <LinkButton to={portfolioPath(portfolio.id)} variant="secondary" size="lg">
          {t('robo.viewPortfolio')}
        </LinkButton>
      </div>
      <p className="mt-4">
        <AppLink to={roboScorePath(portfolio.id)} className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline" data-testid="robo-result-retake">
          {t('robo.retake')}
        </AppLink>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).riskProfile.meta.roboResult, indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
