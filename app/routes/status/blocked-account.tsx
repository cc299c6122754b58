// /akun-terblokir (spec funds §2.1 "blocked account", §4.1 "Blacklisted"; issue 18 item 5; decision 092): where a
// blacklisted investor lands — the registration, buy, sell and switch pages send a KYC-blacklisted user here
// (domain/policies/blocked-account.ts) instead of a form that would only refuse. It says what happened (blocked by
// the Celengan team or by KSEI), what it means for money already invested, and how to reach customer care. A
// signed-in user who is not blocked is told so; a visitor reads what the page is for. Not indexed.
import type { Route } from './+types/blocked-account';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { HOME_PATH, signInHref } from '~/components/layout/links';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { AlertTriangleIcon, Card, HomeIcon, LinkButton, ShieldCheckIcon, UserIcon } from '~/components/ui';
import { blockedAccountSource } from '~/domain/policies/blocked-account';
import { BLOCKED_ACCOUNT_PATH } from '~/domain/status-pages';
import { getSessionUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('statusPages', 'about');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return { state: 'VISITOR' as const, source: null };
  const source = blockedAccountSource(user.mutualFundKycStatus);
  return source ? { state: 'BLOCKED' as const, source } : { state: 'NOT_BLOCKED' as const, source: null };
}

export default function BlockedAccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('statusPages');
  const { state, source } = loaderData;
  if (state === 'NOT_BLOCKED') {
    return (
      <StatusPageLayout testId="blocked-account" titleId="blocked-account-title" icon={<ShieldCheckIcon size={40} />} title={t('blockedAccount.notBlockedTitle')} body={t('blockedAccount.notBlockedBody')}>
        <LinkButton to={HOME_PATH} size="lg">
          <HomeIcon size={20} />
          {t('home')}
        </LinkButton>
      </StatusPageLayout>
    );
  }
  const blocked = state === 'BLOCKED';
  return (
    <div data-state={state.toLowerCase()}>
      <StatusPageLayout
        testId="blocked-account"
        titleId="blocked-account-title"
        tone="failure"
        icon={<AlertTriangleIcon size={40} />}
        code={t('blockedAccount.code')}
        title={blocked ? t('blockedAccount.title') : t('blockedAccount.visitorTitle')}
        body={blocked ? t('blockedAccount.body') : t('blockedAccount.visitorBody')}
      >
        {blocked ? null : (
          <LinkButton to={signInHref(BLOCKED_ACCOUNT_PATH)} size="lg">
            <UserIcon size={20} />
            {t('signIn')}
          </LinkButton>
        )}
        <LinkButton to={HOME_PATH} variant="secondary" size="lg">
          <HomeIcon size={20} />
          {t('home')}
        </LinkButton>
      </StatusPageLayout>
      <div className="page-container grid max-w-3xl gap-4 pb-16 md:grid-cols-2">
        {blocked ? (
          <Card as="section" aria-labelledby="blocked-holdings-title" data-testid="blocked-source">
            <h2 id="blocked-holdings-title" className="font-semibold text-ink">
              {t('blockedAccount.holdingsTitle')}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{source === 'KSEI' ? t('blockedAccount.sourceKsei') : t('blockedAccount.sourceInternal')}</p>
            <p className="mt-2 text-sm text-ink-muted">{t('blockedAccount.holdings')}</p>
          </Card>
        ) : null}
        <ContactCard />
      </div>
    </div>
  );
}

/** Customer care, as the About page gives it (one place for the address and the hours). */
function ContactCard() {
  const { t } = useT('statusPages');
  const { t: about } = useT('about');
  const email = about('contact.email');
  return (
    <Card as="section" aria-labelledby="blocked-contact-title" data-testid="blocked-contact">
      <h2 id="blocked-contact-title" className="font-semibold text-ink">
        {t('blockedAccount.contactTitle')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('blockedAccount.contactBody')}</p>
      <dl className="mt-3 grid gap-1 text-sm">
        <dt className="font-medium text-ink">{t('blockedAccount.emailLabel')}</dt>
        <dd>
          <a className="text-brand underline" href={`mailto:${email}`}>
            {email}
          </a>
        </dd>
        <dt className="mt-2 font-medium text-ink">{t('blockedAccount.hoursLabel')}</dt>
        <dd className="text-ink-muted">{about('contact.hours')}</dd>
      </dl>
      <p className="mt-3 text-xs text-ink-muted">{t('blockedAccount.complaint')}</p>
    </Card>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).statusPages.blockedAccount;
  return pageMeta(args, { title: text.metaTitle, description: text.visitorBody, indexable: false });
};
