// /auto-redemption/{id}/approved (spec funds §2.1; issue 18 item 4; decision 087): where the rule stands after the
// investor's answer: active (its terms, the next period's sale), inactive (stopped, done or taken back; a new rule may
// be set up), or still waiting for consent (a link to the approval). Read-only. Another investor's, an unknown or a
// malformed id is a 404; a visitor signs in first.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/approved';
import { PageBack, StatusBadge, TriggerList, useTermsText } from '~/components/auto-redemption/rule-parts';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, ShieldCheckIcon, buttonClass } from '~/components/ui';
import { awaitsConsent } from '~/domain/policies/auto-redemption';
import { formatDate } from '~/lib/format';
import { autoRedemptionOr404 } from '~/lib/auto-redemption-page.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { autoRedemptionApprovalPath, autoRedemptionEditPath, autoRedemptionNewPath } from '~/domain/auto-redemption-paths';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('autoRedemption');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const rule = autoRedemptionOr404(user.id, params.id);
  const newHref = rule.holding.units > 0 ? autoRedemptionNewPath(rule.holding.portfolio.id, rule.holding.fund.id) : null;
  return { rule, locale: getLocale(context), newHref };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AutoRedemptionApproved({ loaderData }: Route.ComponentProps) {
  const { t } = useT('autoRedemption');
  const termsText = useTermsText();
  const { rule, locale, newHref } = loaderData;
  const waiting = awaitsConsent(rule.status);
  const active = rule.status === 'ACTIVE';
  const title = waiting ? t('approved.pending') : active ? t('approved.active') : t('approved.inactive');
  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="auto-redemption-approved-page" data-status={rule.status}>
      <PageBack to={rule.holding.href}>{t('backToPortfolio')}</PageBack>
      <Card as="section" aria-labelledby="auto-redemption-approved-title" className="space-y-3 text-center">
        {active ? <ShieldCheckIcon size={40} className="mx-auto text-brand" aria-hidden="true" /> : null}
        <h1 id="auto-redemption-approved-title" className="text-2xl font-bold text-ink">
          {title}
        </h1>
        <StatusBadge status={rule.status} />
        <p className="font-semibold text-ink" data-testid="auto-redemption-fund">
          {rule.holding.fund.name} · {rule.holding.portfolio.name}
        </p>
        <p className="text-ink" data-testid="auto-redemption-terms">
          {termsText(rule.terms)}
        </p>
        {rule.nextRunDate ? <p className="text-sm text-ink-muted">{t('terms.nextRun', { date: formatDate(rule.nextRunDate, locale) })}</p> : null}
        <p className="text-sm text-ink-muted">{active ? t('approved.activeBody') : waiting ? null : t('approved.inactiveBody')}</p>
        <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">
          {waiting ? (
            <AppLink to={autoRedemptionApprovalPath(rule.id)} className={buttonClass({})} data-testid="auto-redemption-to-approval">
              {t('approved.approve')}
            </AppLink>
          ) : null}
          {rule.status === 'INACTIVE' ? (
            newHref ? (
              <AppLink to={newHref} className={buttonClass({ variant: 'secondary' })} data-testid="auto-redemption-new-link">
                {t('approved.newRule')}
              </AppLink>
            ) : null
          ) : (
            <AppLink to={autoRedemptionEditPath(rule.id)} className={buttonClass({ variant: 'secondary' })} data-testid="auto-redemption-edit-link">
              {t('approved.edit')}
            </AppLink>
          )}
          <AppLink to={rule.holding.href} className={buttonClass({ variant: 'ghost' })} data-testid="auto-redemption-to-portfolio">
            {t('approved.toPortfolio')}
          </AppLink>
        </div>
      </Card>
      <TriggerList triggers={rule.triggers} locale={locale} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).autoRedemption.meta.approvedTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
