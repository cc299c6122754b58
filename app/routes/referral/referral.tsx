// /reksadana/referral (issue 18 item 3; spec funds §2.1, §4.5 "Referral eligibility status", §9; spec landing §4
// "Referral states", §2 referralData; decisions 025, 085): the investor's referral code and share link (copy,
// WhatsApp, X, Facebook as plain links; the device's own share sheet with JavaScript where the browser offers it),
// the friends invited with their states (masked first names only), the cashback earned, in holding and the balance
// with its expiry, and the terms. A visitor signs in first (and comes back); the referral flag off is a 404.
import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/referral';
import { NotFoundPage } from '~/components/layout/error-page';
import { HOME_PATH } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, ChevronLeftIcon, CoinsIcon, CopyButton, UserIcon } from '~/components/ui';
import type { ReferralState } from '~/domain/service-enums';
import { REFERRAL_MINIMUM_TRANSACTION_AMOUNT, REFERRER_REWARD_AMOUNT } from '~/domain/policies/referral-programme';
import { REFERRAL_CASHBACK_VALIDITY_DAYS, REFERRAL_HOLDING_PERIOD_DAYS } from '~/domain/policies/referral-reward';
import { formatDate, formatMoney, formatMoneyInText } from '~/lib/format';
import { db } from '~/lib/db.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { referrerSummary } from '~/models/referrals.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('referral');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The programme switched off: no page (the landing's submenu and banner hide their links too; decision 085).
  if (!getFeatureFlags(db()).referral) throw data({ notFound: true }, { status: 404 });
  const now = new Date();
  const summary = referrerSummary(user, publicOrigin(request), now);
  return {
    locale: getLocale(context),
    referralCode: summary.referralCode,
    shareLink: summary.shareLink,
    friends: summary.friends.map((friend) => ({
      id: friend.id,
      maskedName: friend.maskedName,
      state: friend.state,
      invitedAt: friend.invitedAt.toISOString(),
      rewardAmount: friend.rewardAmount,
      holdingEndsAt: friend.holdingEndsAt?.toISOString() ?? null,
      creditedAt: friend.creditedAt?.toISOString() ?? null,
    })),
    earnedAmount: summary.earnedAmount,
    pendingAmount: summary.pendingAmount,
    cashback: { amount: summary.cashback.amount, live: summary.cashback.live, expiredAt: summary.cashback.expiredAt?.toISOString() ?? null },
  };
}

/** One investor's code and friends: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('referral');
  const { locale, referralCode, shareLink, friends } = loaderData;
  const money = (amount: number) => formatMoney(amount, 'IDR', locale);
  const inText = (amount: number) => formatMoneyInText(amount, 'IDR', locale);
  return (
    <div className="page-container max-w-3xl space-y-4 py-4 md:py-8" data-testid="referral-page">
      <AppLink to={HOME_PATH} className="btn-ghost -ml-3 mb-2 gap-1">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('page.back')}
      </AppLink>
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {t('page.intro', { minimum: inText(REFERRAL_MINIMUM_TRANSACTION_AMOUNT), reward: inText(REFERRER_REWARD_AMOUNT), days: REFERRAL_HOLDING_PERIOD_DAYS })}
        </p>
      </header>

      <Card as="section" aria-labelledby="referral-code-title" className="space-y-4">
        <div>
          <h2 id="referral-code-title" className="text-sm font-medium text-ink-muted">
            {t('page.codeLabel')}
          </h2>
          <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-ink" data-testid="referral-code">
            {referralCode}
          </p>
        </div>
        <div>
          <label htmlFor="referral-link" className="block text-sm font-medium text-ink-muted">
            {t('page.linkLabel')}
          </label>
          <input id="referral-link" readOnly value={shareLink} className="field-input mt-1 text-sm" data-testid="referral-link" />
          <div className="mt-2">
            <CopyButton text={shareLink} label={t('page.copyLink')} copied={t('page.copied')} failed={t('page.copyFailed')} data-testid="referral-copy">
              {t('page.copy')}
            </CopyButton>
          </div>
        </div>
        <ShareTargets code={referralCode} link={shareLink} />
      </Card>

      <Card as="section" aria-labelledby="referral-summary-title">
        <h2 id="referral-summary-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CoinsIcon size={20} aria-hidden="true" />
          {t('summary.title')}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="referral-summary">
          <SummaryItem label={t('summary.earned')} value={money(loaderData.earnedAmount)} testId="referral-earned" />
          <SummaryItem label={t('summary.pending')} value={money(loaderData.pendingAmount)} testId="referral-pending" />
          <SummaryItem
            label={t('summary.balance')}
            value={money(loaderData.cashback.amount)}
            note={
              loaderData.cashback.live
                ? loaderData.cashback.expiredAt
                  ? t('summary.validUntil', { date: formatDate(loaderData.cashback.expiredAt, locale) })
                  : t('summary.noExpiry')
                : loaderData.cashback.expiredAt
                  ? t('summary.expired')
                  : t('summary.none')
            }
            testId="referral-balance"
          />
        </dl>
      </Card>

      <Card as="section" aria-labelledby="referral-friends-title">
        <h2 id="referral-friends-title" className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-ink">
          <UserIcon size={20} aria-hidden="true" />
          {t('friends.title')}
          {friends.length > 0 ? <span className="whitespace-nowrap text-sm font-normal text-ink-muted">({t('friends.count', { count: friends.length })})</span> : null}
        </h2>
        {friends.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted" data-testid="referral-friends-empty">
            {t('friends.empty')}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="referral-friends">
            {friends.map((friend) => (
              <li key={friend.id} className="flex flex-wrap items-start justify-between gap-2 py-3" data-testid="referral-friend" data-state={friend.state}>
                <div>
                  <p className="font-semibold text-ink">{friend.maskedName}</p>
                  <p className="text-sm text-ink-muted">{t('friends.invitedOn', { date: formatDate(friend.invitedAt, locale) })}</p>
                  {friend.state === 'ON_HOLDING_PERIOD' && friend.holdingEndsAt ? (
                    <p className="text-sm text-ink-muted">{t('friends.holdingUntil', { date: formatDate(friend.holdingEndsAt, locale) })}</p>
                  ) : null}
                  {friend.state === 'CREDITED' && friend.creditedAt ? (
                    <p className="text-sm text-ink-muted">{t('friends.creditedOn', { date: formatDate(friend.creditedAt, locale) })}</p>
                  ) : null}
                </div>
                <div className="text-right">
                  <StateBadge state={friend.state} />
                  {friend.rewardAmount > 0 ? <p className="mt-1 text-sm font-semibold text-ink">{t('friends.reward', { amount: inText(friend.rewardAmount) })}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card as="section" aria-labelledby="referral-terms-title">
        <h2 id="referral-terms-title" className="text-lg font-semibold text-ink">
          {t('terms.title')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-ink-muted" data-testid="referral-terms">
          <li>{t('terms.items.link')}</li>
          <li>{t('terms.items.minimum', { minimum: inText(REFERRAL_MINIMUM_TRANSACTION_AMOUNT) })}</li>
          <li>{t('terms.items.holding', { reward: inText(REFERRER_REWARD_AMOUNT), days: REFERRAL_HOLDING_PERIOD_DAYS, validity: REFERRAL_CASHBACK_VALIDITY_DAYS })}</li>
          <li>{t('terms.items.once')}</li>
          <li>{t('terms.items.fair')}</li>
        </ol>
      </Card>
    </div>
  );
}

function SummaryItem({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-canvas p-3" data-testid={testId}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums text-ink">{value}</dd>
      {note ? <dd className="text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}

const STATE_TONE: Record<ReferralState, string> = {
  WAITING_TRANSACTION: 'border border-line text-ink-muted',
  ON_HOLDING_PERIOD: 'bg-warning-soft text-warning',
  ELIGIBLE: 'bg-brand-soft text-brand-strong',
  CREDITED: 'bg-brand text-white',
};

function StateBadge({ state }: { state: ReferralState }) {
  const { t } = useT('referral');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`} data-testid="referral-friend-state">
      {t(`friends.states.${state}`)}
    </span>
  );
}

/**
 * WhatsApp, X and Facebook as plain links (no JavaScript needed; spec funds §4.5 share targets), and the device's
 * share sheet (navigator.share), rendered only once hydrated in a browser that has it.
 */
function ShareTargets({ code, link }: { code: string; link: string }) {
  const { t } = useT('referral');
  const text = t('page.shareText', { code });
  const encodedLink = encodeURIComponent(link);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  const targets = [
    { id: 'whatsapp', label: t('page.whatsapp'), href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
    { id: 'x', label: t('page.x'), href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodedLink}` },
    { id: 'facebook', label: t('page.facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}` },
  ];
  return (
    <div>
      <h3 className="text-sm font-medium text-ink-muted">{t('page.shareVia')}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {targets.map((target) => (
          <li key={target.id}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className="btn-secondary w-full" data-testid={`referral-share-${target.id}`}>
              {target.label}
              <span className="sr-only"> {t('page.newWindow')}</span>
            </a>
          </li>
        ))}
        {canShare ? (
          <li>
            <button
              type="button"
              className="btn-primary w-full"
              data-testid="referral-share-native"
              onClick={() => {
                // A dismissed share sheet rejects: nothing to say.
                navigator.share({ title: t('meta.title'), text, url: link }).catch(() => undefined);
              }}
            >
              {t('page.nativeShare')}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const text = texts(metaLocale(args.matches)).referral.meta;
  return pageMeta(args, { title: text.title, description: text.description, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
