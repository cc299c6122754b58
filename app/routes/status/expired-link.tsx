// /reksadana/link-kedaluwarsa (spec funds §2.1 "expired link"; issue 18 item 5; decision 093): where a link that is
// over lands. `?reason=` says what expired (an email verification link, a PIN request, a payment, an invitation;
// anything else is the general case, never an error) and the page gives the way on for it. It answers 200: the
// page exists, only the link that led here is over. Nothing personal is shown; it is not indexed.
import type { Route } from './+types/expired-link';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { HOME_PATH, PATHS, signInHref } from '~/components/layout/links';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { ClockIcon, HomeIcon, LinkButton } from '~/components/ui';
import { expiredLinkReason, type ExpiredLinkReason } from '~/domain/status-pages';
import { getSessionUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { VERIFICATION_LINK_TTL_HOURS } from '~/models/email-verification.server';

export const handle = translations('statusPages');
export const clientMiddleware = [loadTranslations(handle)];

/** The way on from each reason: where the investor can start again. */
function nextHref(reason: ExpiredLinkReason, signedIn: boolean): string {
  switch (reason) {
    // The resend button is on the signed-in landing (its verify-email card).
    case 'verifikasi-email':
      return signedIn ? HOME_PATH : signInHref(HOME_PATH);
    case 'pin':
    case 'pembayaran':
      return signedIn ? PATHS.orders : signInHref(PATHS.orders);
    case 'undangan':
      return signedIn ? HOME_PATH : PATHS.signUp;
    case 'umum':
      return PATHS.allFunds;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const reason = expiredLinkReason(new URL(request.url).searchParams.get('reason'));
  const signedIn = (await getSessionUser(request)) !== null;
  return { reason, nextHref: nextHref(reason, signedIn), hours: VERIFICATION_LINK_TTL_HOURS };
}

export default function ExpiredLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('statusPages');
  const { reason, nextHref: next, hours } = loaderData;
  return (
    <StatusPageLayout
      testId="expired-link"
      titleId="expired-link-title"
      tone="failure"
      icon={<ClockIcon size={40} />}
      code={t('expiredLink.code')}
      title={t(`expiredLink.reasons.${reason}.title`)}
      body={t(`expiredLink.reasons.${reason}.body`, { hours })}
    >
      <LinkButton to={next} size="lg" data-testid="expired-link-next">
        {t(`expiredLink.reasons.${reason}.next`)}
      </LinkButton>
      {next === HOME_PATH ? null : (
        <LinkButton to={HOME_PATH} variant="secondary" size="lg">
          <HomeIcon size={20} />
          {t('home')}
        </LinkButton>
      )}
    </StatusPageLayout>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).statusPages.expiredLink;
  const reason = args.loaderData?.reason ?? 'umum';
  return pageMeta(args, { title: text.metaTitle, description: text.reasons[reason].title, indexable: false });
};
