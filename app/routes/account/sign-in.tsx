// /signin (spec funds §2.1; issue 2 item 5): a plain HTML form posting `email` and `password`.
// It works without JavaScript (the action validates and the page re-renders with the errors) and
// with it (conform checks the same schema as you type). `?target=` names the page to return to. With JavaScript
// and passkeys on, "sign in with a passkey" under the form (issue 18 item 6, decision 094).
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useT } from '~/lib/use-t';
import { data, Form, redirect, redirectDocument, useNavigation } from 'react-router';
import type { Route } from './+types/sign-in';
import { AuthCard, AuthFormError } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field } from '~/components/ui';
import { signInSchema, withTarget } from '~/forms/auth';
import { fieldInputProps, message, translateMessage } from '~/forms/messages';
import { logger } from '~/lib/logger.server';
import { clientKeyContext } from '~/lib/request-context';
import { getSessionUser, safeTarget } from '~/lib/session.server';
import { signedInHeaders } from '~/lib/sign-in.server';
import { getLocale } from '~/middleware/i18next';
import { attemptSignIn } from '~/models/sign-in-attempts.server';
import { passkeysEnabled } from '~/models/passkeys.server';
import { PasskeySignInButton } from '~/components/passkeys/passkey-buttons';
import { waitInMinutes } from '~/lib/format';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('auth', 'validation', 'passkeys');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const target = safeTarget(new URL(request.url).searchParams.get('target'));
  // Someone already signed in has nothing to do here.
  if (await getSessionUser(request)) throw redirect(target);
  return { signUpHref: withTarget('/app/gabung', target), target, passkeys: passkeysEnabled() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  // The password never travels back to the page.
  const hideFields = ['password'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });

  const now = new Date();
  const clientKey = context.get(clientKeyContext);
  const result = await attemptSignIn({ ...submission.value, clientKey, now });
  if (result.ok) {
    const { user } = result;
    // A new session (no fixation) and the account's language (lib/sign-in.server.ts); when the language differs
    // from the page's, a full page load shows every string in it at once.
    const headers = await signedInHeaders(user, now, 'password');
    const target = safeTarget(new URL(request.url).searchParams.get('target'));
    return (user.language === getLocale(context) ? redirect : redirectDocument)(target, { headers });
  }
  if (result.reason === 'RATE_LIMITED') {
    const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
    // The client key is a keyed hash of the address; the email stays out of the log.
    logger.warn({ clientKey }, 'sign-in refused by the rate limit');
    return data(
      submission.reply({
        formErrors: [message('auth:signIn.tooManyAttempts', { count: waitInMinutes(seconds) })],
        hideFields,
      }),
      { status: 429, headers: { 'Retry-After': String(seconds) } },
    );
  }
  // One message for an unknown email and a wrong password: the form must not reveal who has an account.
  return data(submission.reply({ formErrors: ['auth:signIn.invalidCredentials'], hideFields }), { status: 400 });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('auth');
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: actionData,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formError = form.errors?.[0];
  const fieldProps = (field: (typeof fields)[keyof typeof fields], type: Parameters<typeof fieldInputProps>[2]) =>
    fieldInputProps(t, field, type);

  return (
    <AuthCard
      titleId="sign-in-title"
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      switchPrompt={t('signIn.noAccount')}
      switchLabel={t('signIn.signUpLink')}
      switchHref={loaderData.signUpHref}
    >
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <AuthFormError id={form.errorId} testId="sign-in-error">
            {translateMessage(t, formError)}
          </AuthFormError>
        ) : null}
        <Field
          {...fieldProps(fields.email, 'email')}
          label={t('fields.email')}
          autoComplete="username"
          placeholder={t('placeholders.email')}
        />
        <Field
          {...fieldProps(fields.password, 'password')}
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? t('submitting') : t('signIn.submit')}
        </Button>
      </Form>
      {loaderData.passkeys ? <PasskeySignInButton target={loaderData.target} /> : null}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).auth.signIn.metaTitle, indexable: false });
};
