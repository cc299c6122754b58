// /auto-redemption/baru?portfolioId={id}&fundId={id} (issue 18 item 4; spec funds §2.1 auto-redemption, §4.5;
// decision 087): the form of a new auto-redemption rule on one of the investor's holdings (the portfolio page's
// "Atur jual otomatis"). A plain form post (the shared schema, forms/auto-redemption.ts) that creates the rule waiting
// for consent and goes on to /auto-redemption/{id}/approval (Post/Redirect/Get). A holding that already has a live
// rule leads to that rule; another investor's, an unknown or a malformed holding is a 404; a visitor signs in first.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/new';
import { HoldingCard, PageBack, TermsForm } from '~/components/auto-redemption/rule-parts';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Card } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { autoRedemptionTermsSchema } from '~/forms/auto-redemption';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { autoRedemptionApprovalPath, autoRedemptionEditPath } from '~/domain/auto-redemption-paths';
import { createAutoRedemption, getAutoRedemption, liveRuleId, ruleHolding } from '~/models/auto-redemptions.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('autoRedemption', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

function holdingOf(userId: number, request: Request) {
  const url = new URL(request.url);
  const portfolioId = parseId(url.searchParams.get('portfolioId') ?? '');
  const fundId = parseId(url.searchParams.get('fundId') ?? '');
  const holding = portfolioId === null || fundId === null ? null : ruleHolding(userId, portfolioId, fundId);
  if (!holding) throw data({ notFound: true }, { status: 404 });
  return holding;
}

/** The live rule's page: its approval while consent is awaited, else its edit page. */
function ruleHref(userId: number, id: number): string {
  const rule = getAutoRedemption(userId, id);
  return rule && rule.status !== 'ACTIVE' ? autoRedemptionApprovalPath(id) : autoRedemptionEditPath(id);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const holding = holdingOf(user.id, request);
  const live = liveRuleId(user.id, holding.portfolio.id, holding.fund.id);
  if (live !== null) throw redirect(ruleHref(user.id, live));
  return { holding, locale: getLocale(context) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const holding = holdingOf(user.id, request);
  const submission = parseWithZod(await request.formData(), { schema: autoRedemptionTermsSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = createAutoRedemption(user.id, { portfolioId: holding.portfolio.id, fundId: holding.fund.id, terms: submission.value });
  if (!created.ok) {
    if (created.refusal.code === 'ALREADY_EXISTS') return redirect(ruleHref(user.id, created.refusal.id), 303);
    throw data({ notFound: true }, { status: 404 });
  }
  return redirect(autoRedemptionApprovalPath(created.id), 303);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AutoRedemptionNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('autoRedemption');
  const navigation = useNavigation();
  const { holding, locale } = loaderData;
  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="auto-redemption-new-page">
      <PageBack to={holding.href}>{t('backToPortfolio')}</PageBack>
      <h1 className="text-2xl font-bold text-ink">{t('meta.newTitle')}</h1>
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <HoldingCard holding={holding} locale={locale} />
      <Card>
        <TermsForm mode="new" values={null} lastResult={actionData?.result ?? null} busy={navigation.state !== 'idle'} />
      </Card>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).autoRedemption.meta.newTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
