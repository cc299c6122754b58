// /me/pin/forgot (spec funds §2.1; issue 14 item 5 "forgot (by OTP)"; decision 053): the investor proves
// themselves with a one-time code (FORGOT_PIN, by email or WhatsApp as they choose on the method picker), then
// types a new PIN twice. The right code gives a grant of 10 minutes, kept in the flow cookie and checked (and
// spent, once) against the database; the new PIN is saved by the PIN model's resetPin, which lifts a block.
// Plain forms: it works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/pin-forgot';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field, LinkButton } from '~/components/ui';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { createPinSchema } from '~/forms/pin';
import { logger } from '~/lib/logger.server';
import { endOtpFlow, readOtpFlow, startOtpFlow } from '~/lib/otp-flow.server';
import { METHOD_PICKER_PATH } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { isForgotPinGrantValid, restoreForgotPinGrant, spendForgotPinGrant } from '~/models/contact-changes.server';
import { resetPin } from '~/models/pin.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'pin', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

/** Where a saved PIN leads: the account page, which says so. */
const DONE_PATH = '/me?berhasil=pin';
const CREATE_PIN_PATH = '/me/pin/create';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const flow = await readOtpFlow(request, user.id);
  const grant = flow?.flow === 'FORGOT_PIN' ? flow.grant : undefined;
  if (grant !== undefined && user.pinHash && isForgotPinGrantValid(user.id, grant)) return data({ step: 'NEW_PIN' as const }, { headers: { 'Cache-Control': 'no-store' } });
  return data({ step: user.pinHash ? ('START' as const) : ('NO_PIN' as const), expired: grant !== undefined }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const form = await request.formData();
  if (!user.pinHash) throw redirect(CREATE_PIN_PATH);
  if (form.get('intent') !== 'reset') {
    // Start: the method picker sends the code by the way the investor chooses.
    throw redirect(METHOD_PICKER_PATH, { headers: { 'Set-Cookie': await startOtpFlow(user.id, 'FORGOT_PIN', now) } });
  }

  const submission = parseWithZod(form, { schema: createPinSchema });
  const hideFields = ['pin', 'pinConfirmation'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const flow = await readOtpFlow(request, user.id, now);
  const grant = flow?.flow === 'FORGOT_PIN' ? flow.grant : undefined;
  // Spent before the PIN is saved: of two posts with one grant, one saves.
  if (grant === undefined || !spendForgotPinGrant(user.id, grant, now)) {
    return data(submission.reply({ formErrors: ['otp:forgotPin.expired'], hideFields }), { status: 409 });
  }
  const result = await resetPin(user.id, submission.value.pin, now);
  if (!result.ok) {
    restoreForgotPinGrant(user.id, grant);
    if (result.reason === 'NO_PIN') throw redirect(CREATE_PIN_PATH);
    return data(submission.reply({ fieldErrors: { pin: [`pin:errors.${result.problem}`] }, hideFields }), { status: 422 });
  }
  logger.info({ userId: user.id, challengeId: grant }, 'PIN reset after a one-time code');
  throw redirect(DONE_PATH, { headers: { 'Set-Cookie': await endOtpFlow() } });
}

export default function ForgotPin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'pin', 'validation']);
  const navigation = useNavigation();
  if (loaderData.step === 'NO_PIN') {
    return (
      <OtpCard titleId="forgot-pin-title" title={t('forgotPin.noPinTitle')} subtitle={t('forgotPin.noPinBody')} testId="forgot-pin-none">
        <LinkButton to={CREATE_PIN_PATH} block size="lg" className="mt-6">
          {t('forgotPin.createPin')}
        </LinkButton>
      </OtpCard>
    );
  }
  if (loaderData.step === 'START') {
    return (
      <OtpCard titleId="forgot-pin-title" title={t('forgotPin.title')} subtitle={t('forgotPin.subtitle')} testId="forgot-pin-start">
        {loaderData.expired ? <OtpNotice tone="info">{t('forgotPin.expired')}</OtpNotice> : null}
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="start" />
          <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="forgot-pin-start-submit">
            {t('forgotPin.start')}
          </Button>
        </Form>
        <LinkButton to="/me" variant="ghost" block className="mt-3">
          {t('validate.back')}
        </LinkButton>
      </OtpCard>
    );
  }
  return <NewPinForm lastResult={actionData} />;
}

function NewPinForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useT(['otp', 'pin', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'forgot-pin',
    lastResult,
    constraint: getZodConstraint(createPinSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createPinSchema }),
  });
  const formError = form.errors?.[0];
  const pinInput = (field: typeof fields.pin) => ({ ...fieldInputProps(t, field, 'password'), inputMode: 'numeric' as const, autoComplete: 'new-password', maxLength: 6 });
  return (
    <OtpCard titleId="forgot-pin-title" title={t('forgotPin.newPinTitle')} subtitle={t('forgotPin.newPinSubtitle')} testId="forgot-pin-new">
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reset" />
        {formError ? (
          <OtpNotice tone="error" id={form.errorId} testId="forgot-pin-error">
            {translateMessage(t, formError)}
          </OtpNotice>
        ) : null}
        <Field {...pinInput(fields.pin)} label={t('pin:field.newPin')} hint={t('pin:field.hint')} data-testid="forgot-pin-new-pin" />
        <Field {...pinInput(fields.pinConfirmation)} label={t('pin:field.confirmation')} data-testid="forgot-pin-confirmation" />
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>{t('pin:rules.notSame')}</li>
          <li>{t('pin:rules.notSequence')}</li>
          <li>{t('pin:rules.secret')}</li>
        </ul>
        <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="forgot-pin-submit">
          {t('forgotPin.submit')}
        </Button>
      </Form>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).otp.forgotPin.metaTitle, indexable: false });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
