// The account page's contact and security card (issue 14 items 4 and 5): the email and the phone (masked,
// verified or not) with the ways to change or verify them, the forgotten PIN, a back-office change waiting
// for the investor's confirmation (decision 054), and the outcome of a change just made (`?berhasil=`).
import { OtpNotice } from '~/components/account/otp-card';
import { AppLink } from '~/components/ui/app-link';
import { Card } from '~/components/ui';
import type { ContactChangeKind } from '~/domain/enums';
import { useT } from '~/lib/use-t';

export interface ContactSecurityView {
  phoneVerified: boolean;
  hasPin: boolean;
  /** Back-office proposals waiting, each with its confirm page. */
  proposals: Array<{ kind: ContactChangeKind; href: string }>;
  /** A change just made, from the address (`?berhasil=email|pin`). */
  done: 'email' | 'pin' | null;
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline';

export function ContactSecurityCard({ view }: { view: ContactSecurityView }) {
  const { t } = useT('otp');
  return (
    <Card as="section" aria-labelledby="account-contact" data-testid="account-contact">
      <h2 id="account-contact" className="text-lg font-semibold text-ink">
        {t('account.title')}
      </h2>
      {view.done ? (
        <OtpNotice tone="success" testId="account-contact-done">
          {t(`account.done.${view.done}`)}
        </OtpNotice>
      ) : null}
      {view.proposals.map((proposal) => (
        <OtpNotice key={proposal.kind} tone="info" testId={`account-proposal-${proposal.kind}`}>
          {t(`account.proposal.${proposal.kind}`)}{' '}
          <AppLink to={proposal.href as `/${string}`} className="font-semibold text-brand underline underline-offset-4">
            {t('account.reviewProposal')}
          </AppLink>
        </OtpNotice>
      ))}
      <ul className="mt-2 divide-y divide-line">
        <li className="flex flex-wrap items-center justify-between gap-x-4 py-2">
          <span className="text-ink">{t('account.email')}</span>
          <AppLink to="/me/update-email" className={linkClass} data-testid="account-change-email">
            {t('account.changeEmail')}
          </AppLink>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-x-4 py-2">
          <span className="flex items-center gap-2 text-ink">
            {t('account.phone')}
            <span
              className={view.phoneVerified ? 'rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-ink' : 'rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-ink'}
              data-testid="account-phone-status"
            >
              {view.phoneVerified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
            </span>
          </span>
          <span className="flex flex-wrap gap-x-4">
            {view.phoneVerified ? null : (
              <AppLink to="/reksadana/verifikasi-nomor-handphone" className={linkClass} data-testid="account-verify-phone">
                {t('account.verifyPhone')}
              </AppLink>
            )}
            <AppLink to="/me/update-phone-number" className={linkClass} data-testid="account-change-phone">
              {t('account.changePhone')}
            </AppLink>
          </span>
        </li>
        {view.hasPin ? (
          <li className="flex flex-wrap items-center justify-between gap-x-4 py-2">
            <span className="text-ink">{t('account.pin')}</span>
            <AppLink to="/me/pin/forgot" className={linkClass} data-testid="account-forgot-pin">
              {t('account.forgotPin')}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
