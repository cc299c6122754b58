// /reksadana/registrasi/gagal (spec funds §2.1, §2.6 "the failure page", §5 "KYC retry limit step count: 3";
// issue 14 item 7; decision 043): the registration was rejected three times and cannot be revised or sent again
// online. Says so plainly and how to reach customer service. Only for such a registration: anyone else is sent
// to the landing's status card. Signed-in users only.
import { redirect } from 'react-router';
import { ContactCard } from '~/components/layout/contact-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { AlertTriangleIcon, AppLink, buttonClass, HomeIcon } from '~/components/ui';
import { HOME_PATH } from '~/components/layout/links';
import { failedPageAccess } from '~/domain/policies/registration-steps';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { registrationUserState } from '~/models/kyc-registration.server';
import type { Route } from './+types/failed';

export const handle = translations('registration', 'about');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const state = registrationUserState(user.id)!;
  const access = failedPageAccess(state);
  if (access.kind === 'REDIRECT') throw redirect(access.to);
  return { rejections: state.kycRejectionCount };
}

export default function RegistrationFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useT('registration');
  return (
    <div className="pb-12">
      <StatusPageLayout
        testId="registration-failed"
        titleId="registration-failed-title"
        tone="failure"
        icon={<AlertTriangleIcon size={40} />}
        title={t('failed.title')}
        body={t('failed.body', { count: loaderData.rejections })}
      >
        <AppLink to={HOME_PATH} className={buttonClass()}>
          <HomeIcon size={20} />
          {t('failed.back')}
        </AppLink>
      </StatusPageLayout>
      <div className="mx-auto w-full max-w-xl px-4">
        <ContactCard title={t('failed.title')} body={t('failed.help')} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).registration;
  return pageMeta(args, { title: text.metaTitle.failed, indexable: false });
};
