// /auto-redemption/{id}/ubah (issue 18 item 4; decision 087): a rule's page once it runs: its terms, the holding, its
// trigger history, the terms form (a change of a consented rule waits for consent on /approval) and "Hentikan jual
// otomatis" (the stop waits for consent too). Plain form posts (forms/auto-redemption.ts), Post/Redirect/Get to the
// approval page while something waits, else to /approved. Another investor's, an unknown or a malformed id is a 404.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/edit';
import { HoldingCard, PageBack, StatusBadge, TermsForm, TriggerList, useTermsText } from '~/components/auto-redemption/rule-parts';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Card, buttonClass } from '~/components/ui';
import { awaitsConsent } from '~/domain/policies/auto-redemption';
import { autoRedemptionEditIntentSchema, autoRedemptionTermsSchema } from '~/forms/auto-redemption';
import { formatDate } from '~/lib/format';
import { autoRedemptionOr404 } from '~/lib/auto-redemption-page.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { autoRedemptionApprovalPath, autoRedemptionApprovedPath, autoRedemptionNewPath } from '~/domain/auto-redemption-paths';
import { cancelAutoRedemption, editAutoRedemption } from '~/models/auto-redemptions.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('autoRedemption', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const rule = autoRedemptionOr404(user.id, params.id);
  // A new rule needs the holding still there (no link to a page that would answer 404).
  const newHref = rule.holding.units > 0 ? autoRedemptionNewPath(rule.holding.portfolio.id, rule.holding.fund.id) : null;
  return { rule, locale: getLocale(context), newHref };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const rule = autoRedemptionOr404(user.id, params.id);
  const formData = await request.formData();
  const intent = autoRedemptionEditIntentSchema.safeParse(Object.fromEntries(formData));
  if (intent.success && intent.data.intent === 'cancel') {
    const result = cancelAutoRedemption(user.id, rule.id);
    if (!result.ok) return redirect(autoRedemptionApprovedPath(rule.id), 303);
    return redirect(awaitsConsent(result.status) ? autoRedemptionApprovalPath(rule.id) : autoRedemptionApprovedPath(rule.id), 303);
  }
  const submission = parseWithZod(formData, { schema: autoRedemptionTermsSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = editAutoRedemption(user.id, rule.id, submission.value);
  if (!result.ok) return redirect(autoRedemptionApprovedPath(rule.id), 303);
  return redirect(awaitsConsent(result.status) ? autoRedemptionApprovalPath(rule.id) : autoRedemptionApprovedPath(rule.id), 303);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AutoRedemptionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('autoRedemption');
  const termsText = useTermsText();
  const navigation = useNavigation();
  const { rule, locale, newHref } = loaderData;
  const editable = rule.status !== 'INACTIVE';
  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="auto-redemption-edit-page" data-status={rule.status}>
      <PageBack to={rule.holding.href}>{t('backToPortfolio')}</PageBack>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">{t('meta.editTitle')}</h1>
        <StatusBadge status={rule.status} />
      </div>
      <Card as="section" aria-label={t('name')}>
        <p className="font-semibold text-ink" data-testid="auto-redemption-terms">
          {termsText(rule.terms)}
        </p>
        {rule.nextRunDate ? <p className="mt-1 text-sm text-ink-muted">{t('terms.nextRun', { date: formatDate(rule.nextRunDate, locale) })}</p> : null}
        {rule.consentAt ? <p className="mt-1 text-sm text-ink-muted">{t('terms.since', { date: formatDate(rule.consentAt, locale) })}</p> : null}
        {awaitsConsent(rule.status) ? (
          <AppLink to={autoRedemptionApprovalPath(rule.id)} className={buttonClass({ variant: 'secondary', className: 'mt-3 w-full sm:w-auto' })} data-testid="auto-redemption-to-approval">
            {t('approved.approve')}
          </AppLink>
        ) : null}
      </Card>
      <HoldingCard holding={rule.holding} locale={locale} />
      {editable ? (
        <Card>
          <TermsForm
            mode="edit"
            values={rule.pendingChange ?? rule.terms}
            lastResult={actionData?.result ?? null}
            busy={navigation.state !== 'idle'}
          />
          <Form method="post" className="mt-4 border-t border-line pt-4" data-testid="auto-redemption-cancel-form">
            <input type="hidden" name="intent" value="cancel" />
            <p className="mb-2 text-sm text-ink-muted">{t('form.cancelHint')}</p>
            <button type="submit" className={buttonClass({ variant: 'ghost', className: 'w-full text-danger' })} disabled={navigation.state !== 'idle'} data-testid="auto-redemption-cancel">
              {t('form.cancelRule')}
            </button>
          </Form>
        </Card>
      ) : newHref === null ? null : (
        <AppLink to={newHref} className={buttonClass({ className: 'w-full' })} data-testid="auto-redemption-new-link">
          {t('approved.newRule')}
        </AppLink>
      )}
      <TriggerList triggers={rule.triggers} locale={locale} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).autoRedemption.meta.editTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
