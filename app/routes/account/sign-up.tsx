// /app/gabung, sign up (spec funds §2.1; issue 2 item 5): name, email, mobile phone, password and
// its confirmation. One zod schema checks the form as you type (conform) and again in the action,
// which is what makes it work without JavaScript too; the messages come from the shared catalogue
// (spec landing §5). The new account has not started registration (KYC) yet. A taken email is
// answered exactly like a new one, "we have sent you an email", and nobody is signed in (decision
// 030): the email says which it was. The page then leads to sign-in, which keeps `?target=`.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useT } from '~/lib/use-t';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/sign-up';
import { AuthCard, AuthFormError } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field, LinkButton } from '~/components/ui';
import { signUpSchema, withTarget } from '~/forms/auth';
import { fieldInputProps, message, translateMessage } from '~/forms/messages';
import { waitInMinutes } from '~/lib/format';
import { logger } from '~/lib/logger.server';
import { clientKeyContext } from '~/lib/request-context';
import { getSessionUser, safeTarget } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { parseReferralData, referralCookie } from '~/models/landing-initials.server';
import { signUp } from '~/models/sign-up.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('auth', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const target = safeTarget(new URL(request.url).searchParams.get('target'));
  if (await getSessionUser(request)) throw redirect(target);
  return { signInHref: withTarget('/signin', target) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
  // Passwords never travel back to the page.
  const hideFields = ['password', 'passwordConfirmation'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });

  const { name, email, mobilePhone, password } = submission.value;
  const now = new Date();
  const clientKey = context.get(clientKeyContext);
  // The account keeps the language the visitor signed up in.
  // A friend's link kept by the landing (7-day cookie, spec landing §2): the new account is linked to them (decision 085).
  const referral = parseReferralData(await referralCookie.parse(request.headers.get('Cookie')));
  const result = await signUp(
    { fullName: name, email, mobilePhone, password, language: getLocale(context) },
    { clientKey, now, referralCode: referral?.referralCode ?? null },
  );
  if (!result.ok) {
    const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
    logger.warn({ clientKey }, 'sign-up refused by the rate limit');
    return data(
      submission.reply({ formErrors: [message('auth:signUp.tooManyAttempts', { count: waitInMinutes(seconds) })], hideFields }),
      { status: 429, headers: { 'Retry-After': String(seconds) } },
    );
  }
  // Ids only in the log. The answer below is the same whichever the outcome.
  logger.info({ userId: result.userId, outcome: result.outcome }, 'sign-up');
  return { sentTo: email };
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('auth');
  const navigation = useNavigation();
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: actionData && !('sentTo' in actionData) ? actionData : undefined,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const fieldProps = (field: (typeof fields)[keyof typeof fields], type: Parameters<typeof fieldInputProps>[2]) =>
    fieldInputProps(t, field, type);
  const formError = form.errors?.[0];

  if (sentTo !== null) return <CheckInbox email={sentTo} signInHref={loaderData.signInHref} />;

  return (
    <AuthCard
      titleId="sign-up-title"
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      switchPrompt={t('signUp.haveAccount')}
      switchLabel={t('signUp.signInLink')}
      switchHref={loaderData.signInHref}
    >
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        {formError ? (
          <AuthFormError id={form.errorId} testId="sign-up-error">
            {translateMessage(t, formError)}
          </AuthFormError>
        ) : null}
        <Field
          {...fieldProps(fields.name, 'text')}
          label={t('fields.name')}
          hint={t('hints.name')}
          autoComplete="name"
        />
        <Field
          {...fieldProps(fields.email, 'email')}
          label={t('fields.email')}
          autoComplete="email"
          placeholder={t('placeholders.email')}
        />
        <Field
          {...fieldProps(fields.mobilePhone, 'tel')}
          label={t('fields.mobilePhone')}
          hint={t('hints.mobilePhone')}
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('placeholders.mobilePhone')}
        />
        <Field
          {...fieldProps(fields.password, 'password')}
          label={t('fields.password')}
          hint={t('hints.password')}
          autoComplete="new-password"
        />
        <Field
          {...fieldProps(fields.passwordConfirmation, 'password')}
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? t('submitting') : t('signUp.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** After a sign-up, new account or not: the email is on its way; sign in from here. */
function CheckInbox({ email, signInHref }: { email: string; signInHref: string }) {
  const { t } = useT('auth');
  return (
    <AuthCard
      titleId="sign-up-sent-title"
      title={t('signUp.checkInbox.title')}
      subtitle={t('signUp.checkInbox.body', { email })}
      switchPrompt={t('signUp.checkInbox.wrongAddress')}
      switchLabel={t('signUp.checkInbox.again')}
      switchHref="/app/gabung"
    >
      <p role="status" className="mt-4 text-sm text-ink-muted" data-testid="sign-up-sent">
        {t('signUp.checkInbox.signInHint')}
      </p>
      <LinkButton to={signInHref} size="lg" block className="mt-6">
        {t('signUp.checkInbox.signIn')}
      </LinkButton>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).auth.signUp.metaTitle, indexable: false });
};
