// /reksadana/hubungkan-akun (spec funds §2.1 "link account", §7 account linkage; issue 18 item 5; decision 092):
// Celengan has no partner (superapp) app, so there is no outside account to link. Rather than a dead end, the page
// says so honestly and shows what IS linked to the investor's account: the ways to sign in (email and password,
// passkeys) and the bank accounts, with the way to manage them. A visitor is asked to sign in. Not indexed.
import type { Route } from './+types/link-account';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { HOME_PATH, signInHref } from '~/components/layout/links';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { BankIcon, Card, HomeIcon, LinkButton, ShieldCheckIcon, UserIcon } from '~/components/ui';
import { LINK_ACCOUNT_PATH } from '~/domain/status-pages';
import { getSessionUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { linkedAccounts } from '~/models/linked-accounts.server';

export const handle = translations('statusPages');
export const clientMiddleware = [loadTranslations(handle)];

const BANK_ACCOUNTS_PATH = '/me/rekening-saya';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { linked: user ? linkedAccounts(user) : null };
}

export default function LinkAccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('statusPages');
  const { linked } = loaderData;
  return (
    <div data-state={linked ? 'signed-in' : 'visitor'}>
      <StatusPageLayout testId="link-account" titleId="link-account-title" icon={<UserIcon size={40} />} code={t('linkAccount.code')} title={t('linkAccount.title')} body={t('linkAccount.body')}>
        {linked ? null : (
          <LinkButton to={signInHref(LINK_ACCOUNT_PATH)} size="lg">
            <UserIcon size={20} />
            {t('signIn')}
          </LinkButton>
        )}
        <LinkButton to={HOME_PATH} variant={linked ? 'primary' : 'secondary'} size="lg">
          <HomeIcon size={20} />
          {t('home')}
        </LinkButton>
      </StatusPageLayout>
      {linked ? (
        <section className="page-container max-w-3xl pb-16" aria-labelledby="linked-title">
          <h2 id="linked-title" className="text-lg font-semibold text-ink">
            {t('linkAccount.linkedTitle')}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <Card as="section" aria-labelledby="linked-sign-in-title" data-testid="linked-sign-in">
              <h3 id="linked-sign-in-title" className="flex items-center gap-2 font-semibold text-ink">
                <ShieldCheckIcon size={20} aria-hidden="true" />
                {t('linkAccount.signInTitle')}
              </h3>
              <ul className="mt-3 grid gap-2 text-sm text-ink-muted">
                <li>{t('linkAccount.signInPassword', { email: linked.email })}</li>
                {linked.passkeyCount > 0 ? <li>{t('linkAccount.signInPasskeys', { count: linked.passkeyCount })}</li> : null}
              </ul>
            </Card>
            <Card as="section" aria-labelledby="linked-banks-title" data-testid="linked-banks">
              <h3 id="linked-banks-title" className="flex items-center gap-2 font-semibold text-ink">
                <BankIcon size={20} aria-hidden="true" />
                {t('linkAccount.bankTitle')}
              </h3>
              {linked.bankAccounts.length === 0 ? (
                <p className="mt-3 text-sm text-ink-muted">{t('linkAccount.bankNone')}</p>
              ) : (
                <ul className="mt-3 grid gap-2 text-sm">
                  {linked.bankAccounts.map((account) => (
                    <li key={account.id} className="flex flex-wrap justify-between gap-x-3">
                      <span className="text-ink">
                        {account.bankName} {account.number} · {account.currency}
                      </span>
                      <span className="text-ink-muted">{t(`linkAccount.bankStatus.${account.status}`)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <LinkButton to={BANK_ACCOUNTS_PATH} variant="secondary" className="mt-4">
                {t('linkAccount.manageBanks')}
              </LinkButton>
            </Card>
          </div>
        </section>
      ) : (
        <p className="page-container max-w-md pb-16 text-center text-sm text-ink-muted" data-testid="link-account-visitor">
          {t('linkAccount.visitorBody')}
        </p>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).statusPages.linkAccount;
  return pageMeta(args, { title: text.metaTitle, description: text.body, indexable: false });
};
