// /me, the account page (spec funds §2.1; issue 2 item 5): name, email, mobile phone (partly
// masked), the language, and signing out. Visitors are sent to /signin?target=/me.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useT } from '~/lib/use-t';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/me';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Card, FieldError, LinkButton, LogOutIcon } from '~/components/ui';
import { LANGUAGES } from '~/domain/enums';
import { BANK_ACCOUNTS_PATH } from '~/domain/kyc/bank-account-paths';
import { languageSchema } from '~/forms/auth';
import { translateMessage } from '~/forms/messages';
import { requireUser } from '~/lib/session.server';
import { languageCookie } from '~/middleware/i18next';
import { accountSummary, updateLanguage } from '~/models/users.server';
import { ContactSecurityCard } from '~/components/account/contact-security-card';
import { contactSecurityView } from '~/models/contact-changes.server';
import { loadTranslations, translations } from '~/locales/loading';
import { PIN_CHANGE_PATH, PIN_CREATE_PATH } from '~/domain/pin-paths';
import { emailNotificationsValueSchema } from '~/forms/notifications';
import { EMAIL_NOTIFICATIONS_INTENT } from '~/domain/notification-paths';
import { setEmailNotifications } from '~/models/notifications.server';
import { PasskeysCard } from '~/components/passkeys/passkeys-card';
import { listPasskeys, passkeysEnabled } from '~/models/passkeys.server';

const EMAIL_SETTING_SAVED = '/me?notifikasi=disimpan#notifikasi-email';

export const handle = translations('auth', 'validation', 'bankAccounts', 'pin', 'otp', 'notifications', 'passkeys');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Contact and security (issue 14 items 4, 5): the card of components/account/contact-security-card.tsx.
  const contact = contactSecurityView(user, new URL(request.url).searchParams.get('berhasil'));
  // Issue 17 item 5: the notification emails' toggle (decision 080); `?notifikasi=disimpan` after saving it.
  const emailNotifications = { on: user.emailNotifications, saved: new URL(request.url).searchParams.get('notifikasi') === 'disimpan' };
  // Issue 18 item 6: the passkeys (decision 094); `?passkey=diubah|dihapus` after a rename or a removal.
  const passkeyNotice = new URL(request.url).searchParams.get('passkey');
  const passkeys = {
    enabled: passkeysEnabled(),
    items: listPasskeys(user.id),
    notice: passkeyNotice === 'dihapus' ? ('removed' as const) : passkeyNotice === 'diubah' ? ('renamed' as const) : null,
  };
  return { account: accountSummary(user), hasPin: user.pinHash !== null, contact, emailNotifications, passkeys };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  // The notification emails' toggle (decision 080): saved, then back to the card (Post/Redirect/Get).
  if (formData.get('intent') === EMAIL_NOTIFICATIONS_INTENT) {
    const on = emailNotificationsValueSchema.safeParse(formData.get('emailNotifications'));
    if (!on.success) throw data(null, { status: 400 });
    setEmailNotifications(user.id, on.data);
    throw redirect(EMAIL_SETTING_SAVED);
  }
  const submission = parseWithZod(formData, { schema: languageSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const { language } = submission.value;
  updateLanguage(user.id, language);
  // The cookie switches this device now; users.language brings the choice to the next sign-in elsewhere.
  return redirect('/me', { headers: { 'Set-Cookie': await languageCookie.serialize(language) } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['auth', 'common', 'bankAccounts', 'pin', 'otp']);
  const { account } = loaderData;
  const [form, fields] = useForm({
    id: 'language',
    lastResult: actionData,
    defaultValue: { language: account.language },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: languageSchema }),
  });
  const languageError = fields.language.errors?.[0];

  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-16" aria-labelledby="account-title">
      <h1 id="account-title" className="text-2xl font-semibold text-ink">
        {t('account.title')}
      </h1>

      <Card as="section" aria-labelledby="account-profile">
        <h2 id="account-profile" className="text-lg font-semibold text-ink">
          {t('account.profile')}
        </h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label={t('account.name')} value={account.fullName} testId="account-name" />
          <Row label={t('account.email')} value={account.email} testId="account-email" />
          <Row label={t('account.mobilePhone')} value={account.mobilePhone} testId="account-phone" />
        </dl>
      </Card>

      {/* Issue 14 item 3: the bank accounts. */}
      <Card as="section" aria-labelledby="account-bank-accounts" className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="account-bank-accounts" className="text-lg font-semibold text-ink">
            {t('bankAccounts:accountCard.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('bankAccounts:accountCard.body')}</p>
        </div>
        <LinkButton to={BANK_ACCOUNTS_PATH} variant="secondary" className="w-full shrink-0 md:w-auto" data-testid="account-bank-accounts">
          {t('bankAccounts:accountCard.link')}
        </LinkButton>
      </Card>

      <ContactSecurityCard view={loaderData.contact} />

      <Card>
        {/* A full page load, so that every string on the page (not only the server's) switches language. */}
        <Form method="post" reloadDocument {...getFormProps(form)}>
          <fieldset aria-describedby={[fields.language.descriptionId, languageError ? fields.language.errorId : null].filter(Boolean).join(' ')}>
            <legend className="text-lg font-semibold text-ink">{t('account.language')}</legend>
            <p id={fields.language.descriptionId} className="mt-1 text-sm text-ink-muted">
              {t('account.languageHint')}
            </p>
            <div className="mt-4 grid gap-3 md:grid-cols-2">
              {LANGUAGES.map((language) => {
                // conform's key changes only when a form is reset, which this one never is.
                const { key: _key, ...radioProps } = getInputProps(fields.language, { type: 'radio', value: language, ariaAttributes: false });
                return (
                  <label
                    key={language}
                    lang={language}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 has-checked:border-brand has-checked:bg-brand-soft"
                  >
                    <input {...radioProps} id={`${fields.language.id}-${language}`} className="size-5 accent-brand" />
                    <span className="font-medium text-ink">{t(`common:language.${language}`)}</span>
                  </label>
                );
              })}
            </div>
            <FieldError id={fields.language.errorId} errors={languageError ? translateMessage(t, languageError) : null} />
          </fieldset>
          <Button type="submit" className="mt-4 w-full md:w-auto">
            {t('account.saveLanguage')}
          </Button>
        </Form>
      </Card>

      <EmailNotificationsCard on={loaderData.emailNotifications.on} saved={loaderData.emailNotifications.saved} />

      {/* The transaction PIN (issue 14 item 5). */}
      <Card as="section" aria-labelledby="account-pin" className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="account-pin" className="text-lg font-semibold text-ink">
            {t('pin:account.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{loaderData.hasPin ? t('pin:account.set') : t('pin:account.notSet')}</p>
        </div>
        <LinkButton to={loaderData.hasPin ? PIN_CHANGE_PATH : PIN_CREATE_PATH} variant="secondary" className="w-full md:w-auto" data-testid="account-pin">
          {loaderData.hasPin ? t('pin:create.toChange') : t('pin:change.toCreate')}
        </LinkButton>
      </Card>

      <PasskeysCard view={loaderData.passkeys} />

      <Card className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-ink-muted">{t('account.signOutHint')}</p>
        <Form method="post" action="/signout">
          <Button type="submit" variant="secondary" className="w-full md:w-auto" data-testid="account-sign-out">
            <LogOutIcon size={20} />
            {t('account.signOut')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

/** Issue 17 item 5: notification emails on or off, one button that flips it (a plain form post; decision 080). */
function EmailNotificationsCard({ on, saved }: { on: boolean; saved: boolean }) {
  const { t } = useT('notifications');
  return (
    <Card as="section" id="notifikasi-email" aria-labelledby="account-email-notifications" className="flex scroll-mt-24 flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 id="account-email-notifications" className="text-lg font-semibold text-ink">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('settings.description')}</p>
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="account-email-notifications-state">
          {on ? t('settings.on') : t('settings.off')}
        </p>
        <p role="status" className={saved ? 'mt-1 text-sm text-brand-strong' : 'sr-only'}>
          {saved ? t('settings.saved') : ''}
        </p>
      </div>
      <Form method="post" action="/me" preventScrollReset>
        <input type="hidden" name="intent" value={EMAIL_NOTIFICATIONS_INTENT} />
        <input type="hidden" name="emailNotifications" value={on ? 'false' : 'true'} />
        <Button type="submit" variant="secondary" className="w-full shrink-0 md:w-auto" data-testid="account-email-notifications">
          {on ? t('settings.turnOff') : t('settings.turnOn')}
        </Button>
      </Form>
    </Card>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 md:flex-row md:items-baseline md:justify-between md:gap-6">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="tabular font-medium break-all text-ink md:text-right" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).auth.account.metaTitle, indexable: false });
};
