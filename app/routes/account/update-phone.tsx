// /me/update-phone-number (spec funds §2.1; issue 14 item 4; decision 054): the investor types a new
// Indonesian mobile number (08…, 62…, +62…; kept in the national form as sign-up keeps it); a code goes by
// WhatsApp to the NEW number in E.164 (/validate-otp), and the right code changes users.mobile_phone, marks it
// verified (phone_verified_at), tells the account's email, and leaves the landing its popup (decision 055).
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/update-phone';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, DescriptionRow, Field, LinkButton } from '~/components/ui';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { updatePhoneSchema } from '~/forms/otp';
import { continueToCode } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { startPhoneChange } from '~/models/contact-changes.server';
import { maskMobilePhone } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'auth', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { currentPhone: maskMobilePhone(user.mobilePhone) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: updatePhoneSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const now = new Date();
  const locale = getLocale(context);
  const refusal = await continueToCode(startPhoneChange(user, submission.value.mobilePhone, { now, language: locale }), 'UPDATE_PHONE', { userId: user.id, now, locale });
  const onField = refusal.reason === 'SAME_AS_CURRENT' || refusal.reason === 'NO_PHONE';
  const reply = onField ? submission.reply({ fieldErrors: { mobilePhone: [refusal.message] } }) : submission.reply({ formErrors: [refusal.message] });
  return data(reply, { status: refusal.status });
}

export default function UpdatePhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'auth', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'update-phone',
    lastResult: actionData,
    constraint: getZodConstraint(updatePhoneSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updatePhoneSchema }),
  });
  const formError = form.errors?.[0];
  return (
    <OtpCard titleId="update-phone-title" title={t('updatePhone.title')} subtitle={t('updatePhone.subtitle')} testId="update-phone">
      <dl className="mt-4">
        <DescriptionRow label={t('updatePhone.current')} value={loaderData.currentPhone} testId="update-phone-current" />
      </dl>
      <Form method="post" className="mt-4 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <OtpNotice tone="error" id={form.errorId} testId="update-phone-error">
            {translateMessage(t, formError)}
          </OtpNotice>
        ) : null}
        <Field
          {...fieldInputProps(t, fields.mobilePhone, 'tel')}
          label={t('updatePhone.newPhone')}
          hint={t('updatePhone.hint')}
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('auth:placeholders.mobilePhone')}
        />
        <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="update-phone-submit">
          {t('updatePhone.submit')}
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
  return pageMeta(args, { title: texts(locale).otp.updatePhone.metaTitle, indexable: false });
};
