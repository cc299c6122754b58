// /me/pin/validate/{requestId} (spec funds §2.1, §7 "request-pin", "validate-pin"; issue 14 item 5;
// decision 051): the PIN asked on a page of its own for what the investor was doing (a pin_requests row:
// its user, the path to return to, 10 minutes, used once). Right → this session may place orders for 15
// minutes and the investor goes on to the request's target; wrong → the tries left; the third → the
// blocked page. Another user's request, or an unknown id, is the 404 of any missing page; an expired or
// used one leads to /me/pin/validate/expired. Works without JavaScript. With it, an investor with a passkey may
// confirm with the passkey instead (issue 18 item 6, decision 095): the request is answered as by a right PIN.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/validate';
import { AuthFormError } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinCard } from '~/components/pin/pin-card';
import { PinField } from '~/components/pin/pin-field';
import { AppLink, Button } from '~/components/ui';
import { PIN_BLOCKED_PATH, PIN_FORGOT_PATH, PIN_VALIDATE_EXPIRED_PATH, pinCreatePath, pinValidatePath } from '~/domain/pin-paths';
import { enterPinSchema } from '~/forms/pin';
import { fieldInputProps, message, translateMessage } from '~/forms/messages';
import { getSessionId, requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { answerPinRequest, findPinRequest, pinStatus } from '~/models/pin.server';
import { PinRequestPasskeyButton } from '~/components/passkeys/passkey-buttons';
import { listPasskeys, passkeysEnabled } from '~/models/passkeys.server';

export const handle = translations('pin', 'validation', 'passkeys');
export const clientMiddleware = [loadTranslations(handle)];

/** The request of the address, the user's own and open; otherwise the 404 or the expired page. */
function openRequest(userId: number, requestId: string, now: Date) {
  const found = findPinRequest(userId, requestId, now);
  if (!found.ok && found.reason === 'NOT_FOUND') throw data(null, { status: 404 });
  if (!found.ok) throw redirect(PIN_VALIDATE_EXPIRED_PATH);
  return found.request;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const pinRequest = openRequest(user.id, params.requestId, now);
  const status = pinStatus(user.id, now);
  if (!status.hasPin) throw redirect(pinCreatePath(pinValidatePath(pinRequest.id)));
  if (status.blockedUntil) throw redirect(PIN_BLOCKED_PATH);
  return { cancelHref: '/reksadana', requestId: pinRequest.id, passkey: passkeysEnabled() && listPasskeys(user.id).length > 0 };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  openRequest(user.id, params.requestId, now);
  const submission = parseWithZod(await request.formData(), { schema: enterPinSchema });
  const hideFields = ['pin'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const result = await answerPinRequest(user.id, await getSessionId(request), params.requestId, submission.value.pin, now);
  if (result.ok) throw redirect(result.target);
  switch (result.reason) {
    case 'WRONG_PIN':
      return data(submission.reply({ fieldErrors: { pin: [message('pin:errors.wrong', { count: result.attemptsLeft })] }, hideFields }), { status: 422 });
    case 'BLOCKED':
      throw redirect(PIN_BLOCKED_PATH);
    case 'NO_PIN':
      throw redirect(pinCreatePath(pinValidatePath(params.requestId)));
    case 'EXPIRED':
      throw redirect(PIN_VALIDATE_EXPIRED_PATH);
    case 'NOT_FOUND':
      throw data(null, { status: 404 });
  }
}

export default function ValidatePin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['pin', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'validate-pin',
    lastResult: actionData,
    constraint: getZodConstraint(enterPinSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enterPinSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formError = form.errors?.[0];
  return (
    <PinCard titleId="pin-validate-title" title={t('validate.title')} subtitle={t('validate.subtitle')} testId="pin-validate">
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <AuthFormError id={form.errorId} testId="pin-validate-error">
            {translateMessage(t, formError)}
          </AuthFormError>
        ) : null}
        <PinField {...fieldInputProps(t, fields.pin, 'text')} label={t('field.pin')} hint={t('field.hint')} autoFocus data-testid="pin-input" />
        <Button type="submit" size="lg" block disabled={submitting} data-testid="pin-validate-submit">
          {submitting ? t('validate.submitting') : t('validate.submit')}
        </Button>
      </Form>
      {loaderData.passkey ? (
        <div className="mt-5">
          <PinRequestPasskeyButton requestPinId={loaderData.requestId} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <AppLink to={PIN_FORGOT_PATH} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
          {t('forgot')}
        </AppLink>
        <AppLink to={loaderData.cancelHref as `/${string}`} className="inline-flex min-h-11 items-center text-ink-muted underline-offset-4 hover:underline">
          {t('validate.cancel')}
        </AppLink>
      </div>
    </PinCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).pin.validate.metaTitle, indexable: false });
};
