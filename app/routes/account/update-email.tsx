// /me/update-email (spec funds §2.1; issue 14 item 4; decision 054): the investor types a new email; a code
// goes to the NEW address (/validate-otp), and the right code changes users.email, sends the verification link
// as after sign-up (the new address is unverified until it is opened, decision 039) and tells the old address.
// An address that is another account's is answered like any other (the code never comes; its owner is told).
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/update-email';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field, LinkButton } from '~/components/ui';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { updateEmailSchema } from '~/forms/otp';
import { continueToCode } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { startEmailChange } from '~/models/contact-changes.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'auth', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { currentEmail: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: updateEmailSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const now = new Date();
  const locale = getLocale(context);
  // The code's email is in the language of the page it was asked from.
  const refusal = await continueToCode(startEmailChange(user, submission.value.email, { now, language: locale }), 'UPDATE_EMAIL', { userId: user.id, now, locale });
  const reply = refusal.reason === 'SAME_AS_CURRENT' ? submission.reply({ fieldErrors: { email: [refusal.message] } }) : submission.reply({ formErrors: [refusal.message] });
  return data(reply, { status: refusal.status });
}

export default function UpdateEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'auth', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'update-email',
    lastResult: actionData,
    constraint: getZodConstraint(updateEmailSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateEmailSchema }),
  });
  const formError = form.errors?.[0];
  return (
    <OtpCard titleId="update-email-title" title={t('updateEmail.title')} subtitle={t('updateEmail.subtitle')} testId="update-email">
      <dl className="mt-4">
        <dt className="text-sm text-ink-muted">{t('updateEmail.current')}</dt>
        <dd className="font-medium break-all text-ink" data-testid="update-email-current">
          {loaderData.currentEmail}
        </dd>
      </dl>
      <Form method="post" className="mt-4 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <OtpNotice tone="error" id={form.errorId} testId="update-email-error">
            {translateMessage(t, formError)}
          </OtpNotice>
        ) : null}
        <Field {...fieldInputProps(t, fields.email, 'email')} label={t('updateEmail.newEmail')} autoComplete="email" placeholder={t('auth:placeholders.email')} />
        <p className="text-sm text-ink-muted">{t('updateEmail.note')}</p>
        <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="update-email-submit">
          {t('updateEmail.submit')}
        </Button>
      </Form>
      <LinkButton to="/me" variant="ghost" block className="mt-3">
        {t('validate.back')}
      </LinkButton>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).otp.updateEmail.metaTitle, indexable: false });
};
