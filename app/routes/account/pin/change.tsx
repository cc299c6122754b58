// /me/pin/change (spec funds §2.1; issue 14 item 5; decision 050): the current PIN, then the new one twice.
// The current PIN counts like any PIN: three wrong tries block it for 24 hours (then /me/pin/blocked). After
// the change every session asks for the PIN again before an order. Works without JavaScript.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/change';
import { AuthFormError } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinCard, PinRules } from '~/components/pin/pin-card';
import { PinField } from '~/components/pin/pin-field';
import { AppLink, Button, LinkButton } from '~/components/ui';
import { PIN_BLOCKED_PATH, PIN_CREATE_PATH, PIN_FORGOT_PATH } from '~/domain/pin-paths';
import { changePinSchema } from '~/forms/pin';
import { fieldInputProps, message, translateMessage } from '~/forms/messages';
import { logger } from '~/lib/logger.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { changePin, pinStatus } from '~/models/pin.server';

export const handle = translations('pin', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const status = pinStatus(user.id);
  if (status.blockedUntil) throw redirect(PIN_BLOCKED_PATH);
  return { hasPin: status.hasPin };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: changePinSchema });
  const hideFields = ['currentPin', 'pin', 'pinConfirmation'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const { currentPin, pin } = submission.value;
  const result = await changePin(user.id, currentPin, pin);
  if (result.ok) {
    logger.info({ userId: user.id }, 'transaction PIN changed');
    return { changed: true as const };
  }
  switch (result.reason) {
    case 'BLOCKED':
      throw redirect(PIN_BLOCKED_PATH);
    case 'WRONG_PIN':
      return data(submission.reply({ fieldErrors: { currentPin: [message('pin:errors.wrong', { count: result.attemptsLeft })] }, hideFields }), { status: 422 });
    case 'NO_PIN':
      throw redirect(PIN_CREATE_PATH);
    case 'SAME_PIN':
      return data(submission.reply({ fieldErrors: { pin: ['pin:errors.same'] }, hideFields }), { status: 400 });
    case 'INVALID_PIN':
      return data(submission.reply({ fieldErrors: { pin: [`pin:errors.${result.problem}`] }, hideFields }), { status: 400 });
  }
}

export default function ChangePin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['pin', 'validation']);
  const navigation = useNavigation();
  const changed = actionData && 'changed' in actionData;
  const [form, fields] = useForm({
    id: 'change-pin',
    lastResult: actionData && !('changed' in actionData) ? actionData : undefined,
    constraint: getZodConstraint(changePinSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePinSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formError = form.errors?.[0];

  if (changed) {
    return (
      <PinCard titleId="pin-change-title" title={t('change.title')} testId="pin-changed">
        <p role="status" className="mt-2 text-ink">
          {t('change.changed')}
        </p>
        <LinkButton to="/reksadana" size="lg" block className="mt-6">
          {t('blocked.back')}
        </LinkButton>
      </PinCard>
    );
  }
  if (!loaderData.hasPin) {
    return (
      <PinCard titleId="pin-change-title" title={t('change.title')} subtitle={t('change.noPin')} testId="pin-change-none">
        <LinkButton to={PIN_CREATE_PATH} size="lg" block className="mt-6">
          {t('change.toCreate')}
        </LinkButton>
      </PinCard>
    );
  }

  return (
    <PinCard titleId="pin-change-title" title={t('change.title')} subtitle={t('change.subtitle')} testId="pin-change">
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <AuthFormError id={form.errorId} testId="pin-change-error">
            {translateMessage(t, formError)}
          </AuthFormError>
        ) : null}
        <PinField {...fieldInputProps(t, fields.currentPin, 'text')} label={t('field.currentPin')} data-testid="pin-current" />
        <PinRules title={t('rules.title')} rules={[t('rules.digits'), t('rules.notSame'), t('rules.notSequence')]} />
        <PinField {...fieldInputProps(t, fields.pin, 'text')} label={t('field.newPin')} hint={t('field.hint')} data-testid="pin-new" />
        <PinField {...fieldInputProps(t, fields.pinConfirmation, 'text')} label={t('field.confirmation')} data-testid="pin-confirmation" />
        <Button type="submit" size="lg" block disabled={submitting} data-testid="pin-change-submit">
          {submitting ? t('change.submitting') : t('change.submit')}
        </Button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <AppLink to={PIN_FORGOT_PATH} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
          {t('forgot')}
        </AppLink>
      </p>
    </PinCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).pin.change.metaTitle, indexable: false });
};
