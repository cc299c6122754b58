// /reksadana/profil-risiko/ubah (spec funds §2.1 "Risk profile: change"; issue 16 item 1; decision 065): retake the
// test. The page says what stays (the profile in force, until the new test completes); its form post starts a new
// attempt (audited) and opens the first question. Without a profile yet: the test itself. Visitors sign in first.
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/retake';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Card, LinkButton } from '~/components/ui';
import { RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH } from '~/domain/risk-profile-paths';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getInvestorRiskTest, startInvestorRetake } from '~/models/risk-profile.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('riskProfile');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const state = getInvestorRiskTest(user.id);
  if (state.profile === null) throw redirect(RISK_PROFILE_TEST_PATH);
  return { profile: state.profile };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  startInvestorRetake(user.id);
  throw redirect(RISK_PROFILE_TEST_PATH);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RiskProfileRetake({ loaderData }: Route.ComponentProps) {
  const { t } = useT('riskProfile');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="risk-retake-title" data-testid="risk-retake-page">
      <h1 id="risk-retake-title" className="section-title">
        {t('retake.title')}
      </h1>
      <Card className="mt-6">
        <p className="text-ink">{t('retake.body')}</p>
        <p className="mt-3 text-sm text-ink-muted" data-testid="risk-retake-current">
          {t('retake.current', { profile: t(`profiles.${loaderData.profile}.name`) })}
        </p>
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" disabled={submitting} data-testid="risk-retake-start">
            {t('retake.start')}
          </Button>
          <LinkButton to={RISK_PROFILE_RESULT_PATH} variant="secondary" size="lg">
            {t('retake.cancel')}
          </LinkButton>
        </Form>
      </Card>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).riskProfile.meta.retake, indexable: false });
};
