// /reksadana/verifikasi-nomor-handphone (spec funds §2.1; issue 14 item 4): the investor confirms the mobile
// number the account has with a code sent to it by WhatsApp (/validate-otp); the right code sets
// phone_verified_at and leaves the landing its "phone-number verification success" popup (spec landing §2,
// decision 055). A verified number says so, with the way to change it.
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/verify-phone';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, DescriptionRow, LinkButton } from '~/components/ui';
import { AppLink } from '~/components/ui/app-link';
import { translateMessage } from '~/forms/messages';
import { formatDate } from '~/lib/format';
import { continueToCode } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { startPhoneVerification } from '~/models/contact-changes.server';
import { maskMobilePhone } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    phone: maskMobilePhone(user.mobilePhone),
    verifiedOn: user.phoneVerifiedAt ? formatDate(user.phoneVerifiedAt, getLocale(context)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const locale = getLocale(context);
  const refusal = await continueToCode(startPhoneVerification(user, { now, language: locale }), 'VERIFY_PHONE', { userId: user.id, now, locale });
  return data({ message: refusal.message }, { status: refusal.status });
}

export default function VerifyPhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'validation']);
  const navigation = useNavigation();
  const { phone, verifiedOn } = loaderData;
  if (verifiedOn) {
    return (
      <OtpCard titleId="verify-phone-title" title={t('verifyPhone.verifiedTitle')} subtitle={t('verifyPhone.verifiedBody', { date: verifiedOn })} icon="done" testId="verify-phone-done">
        <dl className="mt-4">
          <DescriptionRow label={t('verifyPhone.number')} value={phone} />
        </dl>
        <LinkButton to="/me/update-phone-number" variant="secondary" block className="mt-6">
          {t('verifyPhone.change')}
        </LinkButton>
      </OtpCard>
    );
  }
  return (
    <OtpCard titleId="verify-phone-title" title={t('verifyPhone.title')} subtitle={t('verifyPhone.subtitle')} testId="verify-phone">
      <dl className="mt-4">
        <DescriptionRow label={t('verifyPhone.number')} value={phone} testId="verify-phone-number" />
      </dl>
      {actionData?.message ? (
        <OtpNotice tone="error" testId="verify-phone-error">
          {translateMessage(t, actionData.message)}
        </OtpNotice>
      ) : null}
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="verify-phone-submit">
          {t('verifyPhone.submit')}
        </Button>
      </Form>
      <p className="mt-4 text-center text-sm text-ink-muted">
        {t('verifyPhone.notYours')}{' '}
        <AppLink to="/me/update-phone-number" className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
          {t('verifyPhone.change')}
        </AppLink>
      </p>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).otp.verifyPhone.metaTitle, indexable: false });
};
