// The verify-email card (spec landing §4 "Unverified email (with a KYC status present): verify-email
// card with a resend button"; §8 "Resend verification email: 429 shows a too-many-requests message;
// other errors show the generic one"). The resend posts to the landing page's action, with or without
// JavaScript; the answer (sent, too many requests, failed) shows under the button.
import { useActionData, useFetcher } from 'react-router';
import { ActionForm } from '~/components/ui/action-form';
import { Button } from '~/components/ui/button';
import { AlertTriangleIcon } from '~/components/ui/icons';
import { waitInMinutes } from '~/lib/format';
import { useT } from '~/lib/use-t';

/** What the landing action answers to a resend (also its status: 200, 429, 409 or 500). */
export type ResendAnswer =
  | { intent: 'resend-verification-email'; outcome: 'SENT'; retryAfterSeconds: number }
  | { intent: 'resend-verification-email'; outcome: 'TOO_MANY_REQUESTS'; retryAfterSeconds: number }
  | { intent: 'resend-verification-email'; outcome: 'ALREADY_VERIFIED' }
  | { intent: 'resend-verification-email'; outcome: 'FAILED' };

function isResendAnswer(value: unknown): value is ResendAnswer {
  return typeof value === 'object' && value !== null && (value as { intent?: unknown }).intent === 'resend-verification-email';
}

export function VerifyEmailCard({ email, returnTo }: { email: string; returnTo: string }) {
  const { t } = useT('emailVerification');
  const fetcher = useFetcher();
  // With JavaScript the fetcher holds the answer; without it, the page's action data does.
  const actionData: unknown = useActionData();
  const answer = isResendAnswer(fetcher.data) ? fetcher.data : isResendAnswer(actionData) ? actionData : null;
  const sending = fetcher.state !== 'idle';
  return (
    <div data-testid="verify-email-card">
      <h3 className="font-semibold text-ink">{t('card.title')}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t('card.body', { email })}</p>
      <ActionForm fetcher={fetcher} returnTo={returnTo} fields={{ intent: 'resend-verification-email' }} className="mt-4">
        <Button type="submit" variant="secondary" disabled={sending} data-testid="resend-verification-email">
          {sending ? t('card.sending') : t('card.resend')}
        </Button>
      </ActionForm>
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm" data-testid="resend-result">
        {answer === null || sending ? null : answer.outcome === 'SENT' ? (
          <span className="font-medium text-brand-strong">{t('card.sent', { email })}</span>
        ) : answer.outcome === 'TOO_MANY_REQUESTS' ? (
          <span className="inline-flex gap-1.5 font-medium text-danger" data-testid="resend-too-many">
            <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
            {t('card.tooManyRequests', { count: waitInMinutes(answer.retryAfterSeconds) })}
          </span>
        ) : answer.outcome === 'ALREADY_VERIFIED' ? (
          <span className="font-medium text-ink">{t('card.alreadyVerified')}</span>
        ) : (
          <span className="font-medium text-danger">{t('card.failed')}</span>
        )}
      </p>
    </div>
  );
}
