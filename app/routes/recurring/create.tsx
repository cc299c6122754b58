// /reksadana/nabung-rutin/buat-jadwal?portfolio={id} (issue 17 item 1; spec funds §2.1 "create schedule", §4.4, §5
// "Recurring purchase", §6, §9; decision 074): a new schedule in one of the investor's portfolios: the fund (the
// portfolio's and the open ones), amount, period, day, validity, and the first purchase date. The spec's popups are
// this page's notices: registration in process (unverified or fund KYC incomplete), the create limit (five
// schedules), and a robo portfolio has none. A plain form post (the shared schema, forms/recurring-schedule.ts) that
// redirects to the new schedule (Post/Redirect/Get); works without JavaScript. Someone else's, an unknown or a
// malformed portfolio is a 404; a visitor signs in first.
import { parseWithZod } from '@conform-to/zod/v4';
// disableAutoCoercion: conform would turn the amount "100.000" into the number 100 (the schema takes a number or
// the text; the text must stay as typed, the model parses it in the fund's currency).
import { data, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/create';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { useFirstRun } from '~/components/recurring/first-run';
import { NoticeCard, PageBack } from '~/components/recurring/recurring-parts';
import { ScheduleForm, scheduleFormData } from '~/components/recurring/schedule-form';
import { AppLink, Card, buttonClass } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { RECURRING_LIST_PATH, recurringDetailPath, recurringPortfolioPath } from '~/domain/recurring-paths';
import { translateMessage } from '~/forms/messages';
import { recurringScheduleSchema } from '~/forms/recurring-schedule';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { createFromPage, recurringCreatePage } from '~/models/recurring-pages.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('recurring', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

function pageOf(user: Awaited<ReturnType<typeof requireUser>>, request: Request, now: Date) {
  const url = new URL(request.url);
  const portfolioId = parseId(url.searchParams.get('portfolio') ?? '');
  const fundId = parseId(url.searchParams.get('reksadana') ?? '');
  const page = portfolioId === null ? null : recurringCreatePage(user, portfolioId, fundId, now);
  if (!page) throw data({ notFound: true }, { status: 404 });
  return page;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { ...pageOf(user, request, new Date()), locale: getLocale(context) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const page = pageOf(user, request, now);
  const formData = scheduleFormData(await request.formData());
  // The portfolio is the address's, whatever the form says.
  formData.set('portfolioId', String(page.portfolio.id));
  const submission = parseWithZod(formData, { schema: recurringScheduleSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data({ result: submission.reply(), refusal: null }, { status: 400 });
  const created = createFromPage(user, submission.value, now);
  if (!created.ok) return data({ result: submission.reply({ fieldErrors: created.fieldErrors, formErrors: created.formErrors }), refusal: created.formErrors[0] ?? null }, { status: 422 });
  return redirect(`${recurringDetailPath(page.portfolio.id, created.id)}?ok=created`, 303);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RecurringCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['recurring', 'validation']);
  const navigation = useNavigation();
  const page = loaderData;
  const firstRunOf = useFirstRun(page.today, page.holidays);
  const back = page.openSchedules > 0 ? recurringPortfolioPath(page.portfolio.id) : RECURRING_LIST_PATH;
  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="recurring-create-page" data-state={page.state}>
      <PageBack to={back}>{t('pages.back')}</PageBack>
      <h1 className="text-2xl font-bold text-ink">{t('pages.meta.createTitle')}</h1>
      <p className="text-sm text-ink-muted" data-testid="recurring-create-portfolio">
        {t('pages.form.portfolio')}: <span className="font-semibold text-ink">{page.portfolio.name}</span>
      </p>
      {page.state === 'IN_PROCESS' ? (
        <NoticeCard title={t('pages.inProcess.title')} testId="recurring-in-process" actions={<AppLink to={back} className={buttonClass({})}>{t('pages.inProcess.ok')}</AppLink>}>
          <p>{t('pages.inProcess.body')}</p>
        </NoticeCard>
      ) : page.state === 'LIMIT' ? (
        <NoticeCard
          title={t('pages.limit.title')}
          testId="recurring-limit"
          actions={
            <AppLink to={recurringPortfolioPath(page.portfolio.id)} className={buttonClass({})} data-testid="recurring-limit-see">
              {t('pages.limit.see')}
            </AppLink>
          }
        >
          <p>{t('pages.limit.body', { max: page.maximum })}</p>
        </NoticeCard>
      ) : page.state === 'ROBO' ? (
        <NoticeCard title={t('pages.title')} testId="recurring-robo" actions={<AppLink to={RECURRING_LIST_PATH} className={buttonClass({})}>{t('pages.seeAll')}</AppLink>}>
          <p>{t('pages.portfolio.robo')}</p>
        </NoticeCard>
      ) : (
        <Card>
          <ScheduleForm
            mode="create"
            funds={page.funds}
            values={{ mutualFundId: page.defaultFundId, amount: null, period: 'MONTHLY', day: Number(page.today.slice(8, 10)), validity: 'FOREVER', endDate: null }}
            weeklyDaily={page.weeklyDaily}
            endDateWindow={page.endDateWindow}
            firstRunOf={firstRunOf}
            hidden={{ portfolioId: String(page.portfolio.id) }}
            lastResult={actionData?.result ?? null}
            validate={(formData) => parseWithZod(formData, { schema: recurringScheduleSchema, disableAutoCoercion: true })}
            busy={navigation.state !== 'idle'}
            locale={page.locale}
            formError={actionData?.refusal ? translateMessage(t, actionData.refusal) : null}
            cancel={
              <AppLink to={back} className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-brand underline">
                {t('pages.form.cancel')}
              </AppLink>
            }
          />
        </Card>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).recurring.pages.meta.createTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
