// /auto-redemption/{id}/approval (spec funds §2.1; issue 18 item 4; decision 087): the investor reviews what waits on
// the rule (a new rule, a change beside the terms it replaces, or a stop) and agrees by ticking the consent and
// posting (the same command as POST …/auto-redemptions/{id}/give-consent), or takes the request back. A plain form
// post, Post/Redirect/Get to /auto-redemption/{id}/approved. A rule with nothing waiting says so and links on. Another
// investor's, an unknown or a malformed id is a 404; a visitor signs in first.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/approval';
import { HoldingCard, PageBack, StatusBadge, useTermsText } from '~/components/auto-redemption/rule-parts';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, FieldError, buttonClass } from '~/components/ui';
import { awaitsConsent } from '~/domain/policies/auto-redemption';
import { autoRedemptionConsentSchema } from '~/forms/auto-redemption';
import { translateMessage } from '~/forms/messages';
import { autoRedemptionOr404 } from '~/lib/auto-redemption-page.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { autoRedemptionApprovedPath, autoRedemptionEditPath } from '~/domain/auto-redemption-paths';
import { consentAutoRedemption, withdrawAutoRedemption } from '~/models/auto-redemptions.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('autoRedemption', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { rule: autoRedemptionOr404(user.id, params.id), locale: getLocale(context) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const rule = autoRedemptionOr404(user.id, params.id);
  const submission = parseWithZod(await request.formData(), { schema: autoRedemptionConsentSchema });
  if (submission.status !== 'success') return data({ consentError: 'validation:memberOf' }, { status: 400 });
  if (submission.value.intent === 'withdraw') {
    withdrawAutoRedemption(user.id, rule.id);
    return redirect(autoRedemptionApprovedPath(rule.id), 303);
  }
  if (submission.value.consent !== true) return data({ consentError: 'autoRedemption:errors.consent' }, { status: 400 });
  // Nothing waiting any more (a second post, another tab): the outcome page says where the rule stands.
  consentAutoRedemption(user.id, rule.id);
  return redirect(autoRedemptionApprovedPath(rule.id), 303);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AutoRedemptionApproval({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['autoRedemption', 'validation']);
  const termsText = useTermsText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { rule, locale } = loaderData;
  const waiting = awaitsConsent(rule.status);
  const cancellation = rule.status === 'PENDING_CANCELLATION_APPROVAL';
  const consentError = actionData?.consentError ? translateMessage(t, actionData.consentError) : null;
  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="auto-redemption-approval-page" data-status={rule.status}>
      <PageBack to={rule.holding.href}>{t('backToPortfolio')}</PageBack>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">{t('meta.approvalTitle')}</h1>
        <StatusBadge status={rule.status} />
      </div>
      <HoldingCard holding={rule.holding} locale={locale} />
      {!waiting ? (
        <Card data-testid="auto-redemption-nothing-waiting">
          <p className="text-ink">{t('approval.nothing')}</p>
          <AppLink to={autoRedemptionApprovedPath(rule.id)} className={buttonClass({ variant: 'secondary', className: 'mt-3 w-full sm:w-auto' })}>
            {t('approval.seeRule')}
          </AppLink>
        </Card>
      ) : (
        <Card as="section" aria-labelledby="auto-redemption-request-title" data-testid="auto-redemption-request">
          <h2 id="auto-redemption-request-title" className="font-semibold text-ink">
            {cancellation ? t('form.cancelRule') : rule.pendingChange ? t('approval.change') : t('approval.newRule')}
          </h2>
          {cancellation ? (
            <p className="mt-2 text-ink" data-testid="auto-redemption-cancellation">
              {t('approval.cancellation')}
            </p>
          ) : rule.pendingChange ? (
            <dl className="mt-2 space-y-2 text-sm">
              <div>
                <dt className="text-ink-muted">{t('approval.before')}</dt>
                <dd className="text-ink">{termsText(rule.terms)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('approval.after')}</dt>
                <dd className="font-semibold text-ink" data-testid="auto-redemption-terms">
                  {termsText(rule.pendingChange)}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-2 font-semibold text-ink" data-testid="auto-redemption-terms">
              {termsText(rule.terms)}
            </p>
          )}
          {cancellation ? null : <p className="mt-3 text-sm text-ink-muted">{t('approval.explain')}</p>}
          <Form method="post" className="mt-4 space-y-4" data-testid="auto-redemption-consent-form">
            <input type="hidden" name="intent" value="consent" />
            <div>
              <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="consent"
                  value="true"
                  className="mt-1 size-5 shrink-0"
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? 'auto-redemption-consent-error' : undefined}
                  data-testid="auto-redemption-consent"
                />
                <span>{cancellation ? t('approval.consentCancel') : t('approval.consent')}</span>
              </label>
              <FieldError id="auto-redemption-consent-error" errors={consentError} />
            </div>
            <button type="submit" className={buttonClass({ className: 'w-full' })} disabled={busy} data-testid="auto-redemption-approve">
              {t('approval.submit')}
            </button>
          </Form>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            {cancellation ? null : (
              <AppLink to={autoRedemptionEditPath(rule.id)} className={buttonClass({ variant: 'ghost', className: 'flex-1' })} data-testid="auto-redemption-edit-link">
                {t('approval.edit')}
              </AppLink>
            )}
            <Form method="post" className="flex-1">
              <input type="hidden" name="intent" value="withdraw" />
              <button type="submit" className={buttonClass({ variant: 'ghost', className: 'w-full' })} disabled={busy} data-testid="auto-redemption-withdraw">
                {t('approval.withdraw')}
              </button>
            </Form>
          </div>
        </Card>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).autoRedemption.meta.approvalTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
