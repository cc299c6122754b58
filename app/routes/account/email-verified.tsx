// /email-berhasil-diverifikasi?token=… (spec funds §2.1; spec landing §4 "verify-email card"): the
// page the verification email's link opens (docs/decisions/015-email-verification.md). The loader
// verifies the token (app/models/email-verification.server.ts) and the page shows the outcome: 200
// for a verified (or already verified) email, a redirect to /reksadana/link-kedaluwarsa for an expired
// link (issue 18), 400 for a used, invalid or outdated one, each with the way on. Plain links only: it works without JavaScript. The token is
// never logged (the server logs paths only) and the answer is never cached.
import { data, redirect } from 'react-router';
import type { Route } from './+types/email-verified';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AlertTriangleIcon, Card, CheckIcon, LinkButton } from '~/components/ui';
import { expiredLinkPath } from '~/domain/status-pages';
import { withTarget } from '~/forms/auth';
import { logger } from '~/lib/logger.server';
import { getSessionUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { VERIFICATION_LINK_TTL_HOURS, verifyEmail, type VerifyEmailResult } from '~/models/email-verification.server';
import { loadTranslations, translations } from '~/locales/loading';

type PageState = 'success' | 'alreadyVerified' | 'expired' | 'used' | 'emailChanged' | 'invalid';

const FAILURE_STATE: Record<Extract<VerifyEmailResult, { ok: false }>['reason'], PageState> = {
  EXPIRED: 'expired',
  USED: 'used',
  EMAIL_CHANGED: 'emailChanged',
  INVALID: 'invalid',
};

const FUNDS_PATH = '/reksadana';

export const handle = translations('emailVerification', 'auth', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const result = verifyEmail(token, new Date());
  const headers = { 'Cache-Control': 'no-store' };
  if (result.ok) {
    logger.info({ userId: result.userId, outcome: result.outcome }, 'email verification link opened');
    const state: PageState = result.outcome === 'VERIFIED' ? 'success' : 'alreadyVerified';
    return data({ state, nextHref: FUNDS_PATH, hours: VERIFICATION_LINK_TTL_HOURS }, { headers });
  }
  // The reason only: the token (a credential until used) stays out of the log.
  logger.info({ reason: result.reason }, 'email verification link refused');
  // Issue 18 (decision 093): an expired link lands on the expired-link page, which says how to get a new one.
  if (result.reason === 'EXPIRED') throw redirect(expiredLinkPath('verifikasi-email'), { headers });
  // The resend button is on the signed-in landing page; a visitor signs in first and lands there.
  const signedIn = (await getSessionUser(request)) !== null;
  return data(
    { state: FAILURE_STATE[result.reason], nextHref: signedIn ? FUNDS_PATH : withTarget('/signin', FUNDS_PATH), signedIn, hours: VERIFICATION_LINK_TTL_HOURS },
    { status: 400, headers },
  );
}

export default function EmailVerified({ loaderData }: Route.ComponentProps) {
  const { t } = useT('emailVerification');
  const { state, nextHref, hours } = loaderData;
  const succeeded = state === 'success' || state === 'alreadyVerified';
  const signedIn = 'signedIn' in loaderData ? loaderData.signedIn : true;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 md:py-16" aria-labelledby="email-verified-title">
      <Card className="p-6 text-center md:p-8" data-testid="email-verification" data-state={state}>
        <StateIcon succeeded={succeeded} />
        <h1 id="email-verified-title" className="mt-4 text-2xl font-semibold text-ink">
          {t(`page.${state}.title`)}
        </h1>
        <p className="mt-2 text-ink-muted">{t(`page.${state}.body`, { hours })}</p>
        <LinkButton to={nextHref} size="lg" block className="mt-8" data-testid="email-verification-next">
          {succeeded ? t('page.toFunds') : signedIn ? t('page.resendHint') : t('page.signInToResend')}
        </LinkButton>
      </Card>
    </section>
  );
}

function StateIcon({ succeeded }: { succeeded: boolean }) {
  return succeeded ? (
    <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
      <CheckIcon size={32} />
    </span>
  ) : (
    <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-warning-soft text-warning">
      <AlertTriangleIcon size={32} />
    </span>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).emailVerification.page.metaTitle, indexable: false });
};

/** The loader's Cache-Control reaches the document response (React Router passes on only cookies by default). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
