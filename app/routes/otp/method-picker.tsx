// /validate-otp/method-picker (spec funds §2.1; spec funds §6 "OTP methods: email, whatsapp"; issue 14 item 4):
// for a flow that offers more than one way (a forgotten PIN), the investor chooses where the code goes, each
// way with its masked address; the choice sends the code and leads to /validate-otp. A plain form.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/method-picker';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, FieldError, LinkButton } from '~/components/ui';
import { maskEmail } from '~/domain/contact';
import { OTP_FLOW_RULES } from '~/domain/policies/otp';
import { translateMessage } from '~/forms/messages';
import { otpMethodSchema } from '~/forms/otp';
import { readOtpFlow } from '~/lib/otp-flow.server';
import { continueToCode, VALIDATE_OTP_PATH } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { startForgotPin } from '~/models/contact-changes.server';
import { maskMobilePhone } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const flow = await readOtpFlow(request, user.id);
  // No flow, or one with a single way: /validate-otp says what there is to do.
  if (!flow || OTP_FLOW_RULES[flow.flow].channels.length < 2 || flow.grant) throw redirect(VALIDATE_OTP_PATH);
  const options = OTP_FLOW_RULES[flow.flow].channels.map((channel) => ({
    channel,
    destination: channel === 'email' ? maskEmail(user.email) : maskMobilePhone(user.mobilePhone),
  }));
  return data({ options, backHref: OTP_FLOW_RULES[flow.flow].start }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const flow = await readOtpFlow(request, user.id, now);
  if (!flow || OTP_FLOW_RULES[flow.flow].channels.length < 2 || flow.grant) throw redirect(VALIDATE_OTP_PATH);
  const submission = parseWithZod(await request.formData(), { schema: otpMethodSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  // The only flow with a choice today is the forgotten PIN (domain/policies/otp.ts OTP_FLOW_RULES).
  const refusal = await continueToCode(startForgotPin(user, submission.value.channel, { now, language: getLocale(context) }), flow.flow, {
    userId: user.id,
    now,
    locale: getLocale(context),
  });
  return data(submission.reply({ formErrors: [refusal.message] }), { status: refusal.status });
}

export default function MethodPicker({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'otp-method',
    lastResult: actionData,
    defaultValue: { channel: loaderData.options[0]?.channel },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpMethodSchema }),
  });
  const channelError = fields.channel.errors?.[0];
  const formError = form.errors?.[0];
  return (
    <OtpCard titleId="picker-title" title={t('picker.title')} subtitle={t('picker.subtitle')} testId="otp-picker">
      <Form method="post" className="mt-6" {...getFormProps(form)}>
        {formError ? (
          <OtpNotice tone="error" id={form.errorId} testId="otp-picker-error">
            {translateMessage(t, formError)}
          </OtpNotice>
        ) : null}
        <fieldset className="mt-4" aria-describedby={channelError ? fields.channel.errorId : undefined}>
          <legend className="field-label">{t('picker.legend')}</legend>
          <div className="grid gap-3">
            {loaderData.options.map((option) => {
              const { key: _key, ...radioProps } = getInputProps(fields.channel, { type: 'radio', value: option.channel, ariaAttributes: false });
              return (
                <label
                  key={option.channel}
                  className="flex min-h-14 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 py-2 has-checked:border-brand has-checked:bg-brand-soft"
                  data-testid={`otp-method-${option.channel}`}
                >
                  <input {...radioProps} id={`${fields.channel.id}-${option.channel}`} className="size-5 accent-brand" />
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">{t(`channels.${option.channel}`)}</span>
                    <span className="tabular text-sm break-all text-ink-muted">{option.destination}</span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError id={fields.channel.errorId} errors={channelError ? translateMessage(t, channelError) : null} />
        </fieldset>
        <Button type="submit" size="lg" block className="mt-6" disabled={navigation.state === 'submitting'} data-testid="otp-method-submit">
          {t('picker.submit')}
        </Button>
      </Form>
      <LinkButton to={loaderData.backHref} variant="ghost" block className="mt-3">
        {t('validate.back')}
      </LinkButton>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).otp.picker.metaTitle, indexable: false });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
