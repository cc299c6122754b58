// /reksadana/profil-risiko/hasil (spec funds §2.1 "Risk profile: result"; issue 16 item 1; decisions 064, 065): the
// investor's risk profile, what it means, the fund types it buys without a risk warning, what the next purchase's
// warning will say (the cart reads users.investor_risk_profile, policies/buy-rules.ts), and the retake link. A
// retake in progress keeps the profile in force and offers to continue it. Without a profile: the test. Visitors
// sign in first.
import { redirect } from 'react-router';
import type { Route } from './+types/result';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, LinkButton } from '~/components/ui';
import { FUND_TYPES } from '~/domain/enums';
import { riskFreeTypes } from '~/domain/policies/buy-rules';
import { INVESTOR_QUESTIONS, investorResult, totalScore } from '~/domain/policies/risk-profile';
import { RISK_PROFILE_RETAKE_PATH, RISK_PROFILE_TEST_PATH } from '~/domain/risk-profile-paths';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { getInvestorRiskTest } from '~/models/risk-profile.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('riskProfile');
export const clientMiddleware = [loadTranslations(handle)];

/** The highest total of the questionnaire (every question's best option). */
const MAX_SCORE = totalScore(
  INVESTOR_QUESTIONS,
  Object.fromEntries(INVESTOR_QUESTIONS.map((q) => [q.id, q.options.reduce((best, o) => (o.points > best.points ? o : best)).id])),
)!;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const state = getInvestorRiskTest(user.id);
  if (state.profile === null) throw redirect(RISK_PROFILE_TEST_PATH);
  const fitting = riskFreeTypes(state.profile);
  const result = state.completed ? investorResult(state.answers) : null;
  return {
    profile: state.profile,
    score: state.completed ? state.score : null,
    maxScore: MAX_SCORE,
    cappedBy: result?.cappedBy ?? null,
    fittingTypes: FUND_TYPES.filter((type) => fitting.has(type)),
    warnedTypes: FUND_TYPES.filter((type) => !fitting.has(type)),
    warningDismissed: state.warningDismissed,
    retaking: state.inProgress,
    locale: getLocale(context),
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RiskProfileResult({ loaderData }: Route.ComponentProps) {
  const { t } = useT('riskProfile');
  const { t: tc } = useT();
  const { profile, score, maxScore, cappedBy, fittingTypes, warnedTypes, warningDismissed, retaking, locale } = loaderData;
  // "Campuran dan Saham" / "Mixed and Stock"
  const typeNames = (types: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(types.map((type) => tc(`fundTypes.${type}` as never)));
  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="risk-result-title" data-testid="risk-result-page" data-profile={profile}>
      <h1 id="risk-result-title" className="section-title">
        {t('result.title')}
      </h1>
      <Card className="mt-6">
        <p className="text-2xl font-bold text-brand-strong" data-testid="risk-result-profile">
          {t(`profiles.${profile}.name`)}
        </p>
        {score !== null ? (
          <p className="mt-1 text-sm text-ink-muted" data-testid="risk-result-score">
            {t('result.score', { score, max: maxScore })}
          </p>
        ) : null}
        <p className="mt-3 text-ink">{t(`profiles.${profile}.body`)}</p>
        {cappedBy ? <p className="mt-3 text-sm text-ink-muted">{t(`result.cappedBy.${cappedBy}` as never)}</p> : null}
      </Card>

      {retaking ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="risk-result-retaking">
          {t('result.retaking')}{' '}
          <AppLink to={RISK_PROFILE_TEST_PATH} className="font-semibold underline underline-offset-4">
            {t('result.continueRetake')}
          </AppLink>
        </p>
      ) : null}

      <section className="mt-6" aria-labelledby="risk-result-fit">
        <h2 id="risk-result-fit" className="text-lg font-semibold text-ink">
          {t('result.fitTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('result.fitBody')}</p>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="risk-result-fit">
          {fittingTypes.map((type) => (
            <li key={type} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong">
              {tc(`fundTypes.${type}` as never)}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-6" aria-labelledby="risk-result-next">
        <h2 id="risk-result-next" className="text-lg font-semibold text-ink">
          {t('result.nextTitle')}
        </h2>
        <p className="mt-1 text-ink" data-testid="risk-result-next">
          {warningDismissed ? t('result.warningDismissed') : warnedTypes.length > 0 ? t('result.warnFor', { types: typeNames(warnedTypes) }) : t('result.warnNone')}
        </p>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/reksadana/semua-produk" size="lg">
          {t('result.browse')}
        </LinkButton>
        <LinkButton to={RISK_PROFILE_RETAKE_PATH} variant="secondary" size="lg" data-testid="risk-result-retake">
          {t('result.retake')}
        </LinkButton>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).riskProfile.meta.result, indexable: false });
};
