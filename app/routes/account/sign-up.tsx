// /app/gabung, sign up (spec funds §2.1; issue 2 item 5): name, email, mobile phone, password and
// its confirmation. One zod schema checks the form as you type (conform) and again in the action,
// which is what makes it work without JavaScript too; the messages come from the shared catalogue
// (spec landing §5). The new account has not started registration (KYC) yet; it is signed in at
// once and sent on to `?target=` or the fund landing.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useT } from '~/lib/use-t';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/sign-up';
import { AuthCard } from '~/components/layout/auth-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field } from '~/components/ui';
import { signUpSchema, withTarget } from '~/forms/auth';
import { fieldInputProps } from '~/forms/messages';
import { logger } from '~/lib/logger.server';
import { createSession, getSessionUser, safeTarget } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { createUser } from '~/models/users.server';
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
  // The account keeps the language the visitor signed up in.
  const created = await createUser({ fullName: name, email, mobilePhone, password, language: getLocale(context) }, now);
  if (!created.ok) {
    return data(submission.reply({ fieldErrors: { email: ['auth:signUp.emailTaken'] }, hideFields }), { status: 400 });
  }
  logger.info({ userId: created.user.id }, 'signed up');
  return redirect(safeTarget(new URL(request.url).searchParams.get('target')), {
    headers: { 'Set-Cookie': await createSession(created.user.id, now) },
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('auth');
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: actionData,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const fieldProps = (field: (typeof fields)[keyof typeof fields], type: Parameters<typeof fieldInputProps>[2]) =>
    fieldInputProps(t, field, type);

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

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).auth.signUp.metaTitle, indexable: false });
};
