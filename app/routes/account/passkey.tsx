// /me/passkey/{passkeyId} (issue 18 item 6; decision 094): one of the investor's passkeys, to rename or to remove.
// Removing asks first (`?hapus=1` shows the question with its two answers), then goes back to /me with a notice.
// Plain pages and forms: everything works without JavaScript. Another user's passkey, an unknown or malformed id:
// the 404 of any missing page.
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/passkey';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { passkeyManagePath } from '~/components/passkeys/passkeys-card';
import { AppLink, Button, Card, Field, LinkButton } from '~/components/ui';
import { PASSKEY_NAME_MAX_LENGTH } from '~/domain/passkey-name';
import { renamePasskeySchema } from '~/forms/passkeys';
import { fieldInputProps } from '~/forms/messages';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { findPasskey, removePasskey, renamePasskey } from '~/models/passkeys.server';

export const handle = translations('passkeys', 'validation', 'auth');
export const clientMiddleware = [loadTranslations(handle)];

const ACCOUNT_PASSKEYS = '/me#passkey';

/** The id of the address: digits only, a safe integer; anything else finds nothing. */
function passkeyIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,14}$/.test(param)) return null;
  return Number(param);
}

function ownPasskey(userId: number, param: string | undefined) {
  const id = passkeyIdOf(param);
  const passkey = id === null ? null : findPasskey(userId, id);
  if (!passkey) throw data(null, { status: 404 });
  return passkey;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const passkey = ownPasskey(user.id, params.passkeyId);
  return { passkey: { id: passkey.id, name: passkey.name }, confirmRemoval: new URL(request.url).searchParams.get('hapus') === '1' };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const passkey = ownPasskey(user.id, params.passkeyId);
  const formData = await request.formData();
  if (formData.get('intent') === 'remove') {
    if (!removePasskey(user.id, passkey.id)) throw data(null, { status: 404 });
    throw redirect('/me?passkey=dihapus#passkey');
  }
  const submission = parseWithZod(formData, { schema: renamePasskeySchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  if (!renamePasskey(user.id, passkey.id, submission.value.name)) throw data(null, { status: 404 });
  throw redirect('/me?passkey=diubah#passkey');
}

export default function ManagePasskey({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['passkeys', 'validation']);
  const { passkey, confirmRemoval } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'rename-passkey',
    lastResult: actionData,
    defaultValue: { name: passkey.name },
    constraint: getZodConstraint(renamePasskeySchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: renamePasskeySchema }),
  });
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-16" aria-labelledby="passkey-title" data-testid="passkey-manage-page">
      <AppLink to={ACCOUNT_PASSKEYS} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
        {t('manage.back')}
      </AppLink>
      <h1 id="passkey-title" className="text-2xl font-semibold break-words text-ink">
        {t('manage.title')}: {passkey.name}
      </h1>

      {confirmRemoval ? (
        <Card as="section" aria-labelledby="passkey-confirm-title" className="space-y-4" data-testid="passkey-remove-confirm">
          <h2 id="passkey-confirm-title" className="text-lg font-semibold break-words text-ink">
            {t('manage.confirmTitle', { name: passkey.name })}
          </h2>
          <p className="text-sm text-ink-muted">{t('manage.confirmBody')}</p>
          <div className="flex flex-col gap-3 md:flex-row">
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <Button type="submit" variant="danger" className="w-full md:w-auto" disabled={submitting} data-testid="passkey-remove-confirm-submit">
                {t('manage.confirm')}
              </Button>
            </Form>
            <LinkButton to={passkeyManagePath(passkey.id)} variant="secondary" className="w-full md:w-auto">
              {t('manage.cancel')}
            </LinkButton>
          </div>
        </Card>
      ) : (
        <>
          <Card as="section" aria-labelledby="passkey-rename-title">
            <h2 id="passkey-rename-title" className="text-lg font-semibold text-ink">
              {t('manage.renameTitle')}
            </h2>
            <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
              <input type="hidden" name="intent" value="rename" />
              <Field {...fieldInputProps(t, fields.name, 'text')} label={t('manage.nameLabel')} hint={t('manage.nameHint')} maxLength={PASSKEY_NAME_MAX_LENGTH} autoComplete="off" data-testid="passkey-name-input" />
              <Button type="submit" className="w-full md:w-auto" disabled={submitting} data-testid="passkey-rename-submit">
                {t('manage.save')}
              </Button>
            </Form>
          </Card>
          <Card as="section" aria-labelledby="passkey-remove-title" className="space-y-3">
            <h2 id="passkey-remove-title" className="text-lg font-semibold text-ink">
              {t('manage.removeTitle')}
            </h2>
            <p className="text-sm text-ink-muted">{t('manage.removeBody')}</p>
            <LinkButton to={`${passkeyManagePath(passkey.id)}?hapus=1`} variant="secondary" className="w-full md:w-auto" data-testid="passkey-remove">
              {t('manage.remove')}
            </LinkButton>
          </Card>
        </>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).passkeys.manage.metaTitle, indexable: false });
};
