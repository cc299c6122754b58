// /reksadana/registrasi/informasi (spec funds §2.1, §2.6 "the information page"; spec landing §4 "Not registered:
// ... an estimate of 3 minutes", "First version: it goes to the KYC information page"; issue 14 item 1): what the
// registration asks for, the documents to have ready, and the consent to process personal data (POJK 8/2023,
// UU 27/2022: the ID card and the face are specific personal data). Its button starts the registration (or
// resumes it; a registration of the first form version continues in the second) and leads to the step to fill
// (models/kyc-registration.server.ts startRegistration). Signed-in users only; a sent, complete or blacklisted
// registration goes to the landing's status card, a failed one to /gagal.
import { data, Form, redirect, useNavigation } from 'react-router';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { StepProgress } from '~/components/registration/step-progress';
import { Button, Card, ClockIcon, ShieldCheckIcon } from '~/components/ui';
import { informationPageAccess, REGISTRATION_STEP_NUMBERS, STEP_NAMES } from '~/domain/policies/registration-steps';
import { REGISTRATION_ESTIMATE_MINUTES } from '~/domain/policies/registration-indicator';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { registrationUserState, registrationView, startRegistration } from '~/models/kyc-registration.server';
import type { Route } from './+types/information';

export const handle = translations('registration', 'dashboard');
export const clientMiddleware = [loadTranslations(handle)];

async function allowedUser(request: Request) {
  const user = await requireUser(request);
  const access = informationPageAccess(registrationUserState(user.id)!);
  if (access.kind === 'REDIRECT') throw redirect(access.to);
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await allowedUser(request);
  const view = registrationView(user.id, new Date())!;
  return {
    stepsFilled: view.formVersion === 'second' ? view.stepsFilled : 0,
    started: view.startedAt !== null,
    revising: view.phase === 'REVISING' ? { reason: view.rejection, attemptsLeft: view.attemptsLeft } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await allowedUser(request);
  const started = startRegistration(user.id, new Date());
  if (!started.ok) throw data(null, { status: 409 });
  throw redirect(started.destination);
}

export default function RegistrationInformation({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['registration', 'dashboard']);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { revising, started, stepsFilled } = loaderData;
  const cta = revising ? t('information.revise') : started ? t('information.continue') : t('information.start');
  return (
    <section className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:py-10" aria-labelledby="registration-information-title" data-testid="registration-information">
      <header>
        <h1 id="registration-information-title" className="text-2xl font-bold text-ink md:text-3xl">
          {t('information.title')}
        </h1>
        <p className="mt-2 flex items-start gap-2 text-ink-muted">
          <ClockIcon size={20} className="mt-0.5 shrink-0 text-brand" />
          <span>{t('information.lead', { minutes: REGISTRATION_ESTIMATE_MINUTES })}</span>
        </p>
      </header>

      {revising ? (
        <Card as="section" aria-labelledby="registration-revising-title" className="border-warning bg-warning-soft" data-testid="registration-revising">
          <h2 id="registration-revising-title" className="font-semibold text-ink">
            {t('information.revisingTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink">
            {revising.reason ? t('information.revisingReason', { reason: t(`dashboard:registration.rejected.reasons.${revising.reason.code}`) }) : t('information.noReason')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('information.attemptsLeft', { count: revising.attemptsLeft })}</p>
        </Card>
      ) : null}

      <Card as="section" aria-labelledby="registration-steps-title">
        <h2 id="registration-steps-title" className="text-lg font-semibold text-ink">
          {t('information.stepsTitle')}
        </h2>
        {stepsFilled > 0 ? (
          <div className="mt-4">
            <StepProgress current={null} stepsFilled={stepsFilled} />
          </div>
        ) : null}
        <ol className="mt-4 grid gap-3 md:grid-cols-2">
          {REGISTRATION_STEP_NUMBERS.map((step) => (
            <li key={step} className="flex items-center gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong" aria-hidden="true">
                {step}
              </span>
              <span className="text-ink">{t(`steps.${STEP_NAMES[step]}`)}</span>
            </li>
          ))}
        </ol>
      </Card>

      <Card as="section" aria-labelledby="registration-prepare-title">
        <h2 id="registration-prepare-title" className="text-lg font-semibold text-ink">
          {t('information.prepareTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
          <li>{t('information.prepare.idCard')}</li>
          <li>{t('information.prepare.bankBook')}</li>
          <li>{t('information.prepare.selfie')}</li>
          <li>{t('information.prepare.signature')}</li>
        </ul>
      </Card>

      <Card as="section" aria-labelledby="registration-consent-title">
        <h2 id="registration-consent-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <ShieldCheckIcon size={22} className="shrink-0 text-brand" />
          {t('information.consentTitle')}
        </h2>
        <div className="mt-3 space-y-3 text-sm leading-relaxed text-ink-muted" data-testid="registration-consent">
          <p>{t('information.consent.purpose')}</p>
          <p>{t('information.consent.sharing')}</p>
          <p>{t('information.consent.rights')}</p>
          <p className="font-medium text-ink">{t('information.consent.agreement')}</p>
        </div>
        <Form method="post" className="mt-5">
          <Button type="submit" size="lg" block disabled={busy} data-testid="registration-start">
            {cta}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).registration;
  return pageMeta(args, { title: text.metaTitle.information, description: text.information.lead.replace('{{minutes}}', String(REGISTRATION_ESTIMATE_MINUTES)), indexable: false });
};
