// /me/pin/create (spec funds §2.1; issue 14 item 5; decision 050): the investor's first transaction PIN,
// typed twice. The landing's create-PIN popup (and the verification popup's button) lead here; so do the
// cart and the order pages when an order needs a PIN the investor does not have yet, with `?target=` the
// page to return to (a path on this site; /reksadana otherwise). One zod schema (forms/pin.ts) checks as
// one types and again in the action; without JavaScript it is a plain form post. A PIN already set is
// changed on /me/pin/change, never here.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/create';
import { AuthFormError } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinCard, PinRules } from '~/components/pin/pin-card';
import { PinField } from '~/components/pin/pin-field';
import { Button, LinkButton } from '~/components/ui';
import { createPinSchema } from '~/forms/pin';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { logger } from '~/lib/logger.server';
import { requireUser, safeTarget } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { createPin, pinStatus } from '~/models/pin.server';
import { PIN_CHANGE_PATH } from '~/domain/pin-paths';

export const handle = translations('pin', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { hasPin: pinStatus(user.id).hasPin };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: createPinSchema });
  // A PIN never travels back to the page.
  const hideFields = ['pin', 'pinConfirmation'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const result = await createPin(user.id, submission.value.pin);
  if (!result.ok) {
    if (result.reason === 'PIN_EXISTS') return data(submission.reply({ formErrors: ['pin:create.exists'], hideFields }), { status: 409 });
    return data(submission.reply({ fieldErrors: { pin: [`pin:errors.${result.problem}`] }, hideFields }), { status: 400 });
  }
  logger.info({ userId: user.id }, 'transaction PIN created');
  throw redirect(safeTarget(new URL(request.url).searchParams.get('target')));
}

export default function CreatePin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['pin', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'create-pin',
    lastResult: actionData,
    constraint: getZodConstraint(createPinSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createPinSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formError = form.errors?.[0];

  if (loaderData.hasPin && !formError) {
    return (
      <PinCard titleId="pin-create-title" title={t('create.title')} subtitle={t('create.exists')} testId="pin-create-exists">
        <LinkButton to={PIN_CHANGE_PATH} size="lg" block className="mt-6">
          {t('create.toChange')}
        </LinkButton>
      </PinCard>
    );
  }

  return (
    <PinCard titleId="pin-create-title" title={t('create.title')} subtitle={t('create.subtitle')} testId="pin-create">
      <PinRules title={t('rules.title')} rules={[t('rules.digits'), t('rules.notSame'), t('rules.notSequence'), t('rules.secret')]} />
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <AuthFormError id={form.errorId} testId="pin-create-error">
            {translateMessage(t, formError)}
          </AuthFormError>
        ) : null}
        <PinField {...fieldInputProps(t, fields.pin, 'text')} label={t('field.newPin')} hint={t('field.hint')} data-testid="pin-new" />
        <PinField {...fieldInputProps(t, fields.pinConfirmation, 'text')} label={t('field.confirmation')} data-testid="pin-confirmation" />
        <Button type="submit" size="lg" block disabled={submitting} data-testid="pin-create-submit">
          {submitting ? t('create.submitting') : t('create.submit')}
        </Button>
      </Form>
    </PinCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).pin.create.metaTitle, indexable: false });
};
