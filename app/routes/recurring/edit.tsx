// /reksadana/nabung-rutin/ubah/{portfolioId}/{recurringId} (issue 17 item 1; spec funds §2.1 "update", §5, §9;
// decision 074): change a schedule's amount, period, day and validity (the shared schema's change,
// forms/recurring-schedule.ts), pause or resume it, or stop it after a confirmation (`?hentikan=1`, a page of its
// own, so that it works without JavaScript). Every post redirects to the schedule's detail (Post/Redirect/Get). A
// stopped schedule cannot change. Someone else's, an unknown or a malformed id is a 404; a visitor signs in first.
import { parseWithZod } from '@conform-to/zod/v4';
// disableAutoCoercion: conform would turn the amount "100.000" into the number 100 (the schema takes a number or
// the text; the text must stay as typed, the model parses it in the fund's currency).
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/edit';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { useFirstRun } from '~/components/recurring/first-run';
import { NoticeCard, PageBack, StatusBadge } from '~/components/recurring/recurring-parts';
import { ScheduleForm, scheduleFormData } from '~/components/recurring/schedule-form';
import { AppLink, Button, Card, buttonClass } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { recurringDetailPath, recurringEditPath } from '~/domain/recurring-paths';
import { translateMessage } from '~/forms/messages';
import { recurringScheduleChangeSchema } from '~/forms/recurring-schedule';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { changeFromPage, recurringEditPage, setStatusFromPage } from '~/models/recurring-pages.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('recurring', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

function pageOf(user: Awaited<ReturnType<typeof requireUser>>, params: Route.LoaderArgs['params'], now: Date) {
  const portfolioId = parseId(params.portfolioId);
  const recurringId = parseId(params.recurringId);
  const page = portfolioId === null || recurringId === null ? null : recurringEditPage(user, portfolioId, recurringId, now);
  if (!page) throw data({ notFound: true }, { status: 404 });
  return page;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = pageOf(user, params, new Date());
  const confirmStop = new URL(request.url).searchParams.get('hentikan') === '1' && page.schedule.status !== 'STOPPED';
  return { ...page, confirmStop, locale: getLocale(context) };
}



export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const page = pageOf(user, params, now);
  const { portfolioId, id } = page.schedule;
  const raw = await request.formData();
  const intent = raw.get('intent');
  if (intent === 'pause' || intent === 'resume' || intent === 'stop') {
    const changed = setStatusFromPage(user, id, intent, now);
    if (!changed) throw data({ notFound: true }, { status: 404 });
    return redirect(`${recurringDetailPath(portfolioId, id)}?ok=${intent === 'pause' ? 'paused' : intent === 'resume' ? 'resumed' : 'stopped'}`, 303);
  }
  const submission = parseWithZod(scheduleFormData(raw), { schema: recurringScheduleChangeSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data({ result: submission.reply(), refusal: null }, { status: 400 });
  const saved = changeFromPage(user, id, submission.value, now);
  if (!saved.ok) return data({ result: submission.reply({ fieldErrors: saved.fieldErrors, formErrors: saved.formErrors }), refusal: saved.formErrors[0] ?? null }, { status: 422 });
  return redirect(`${recurringDetailPath(portfolioId, id)}?ok=saved`, 303);
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RecurringEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['recurring', 'validation']);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { schedule, locale } = loaderData;
  const firstRunOf = useFirstRun(loaderData.today, loaderData.holidays);
  const detail = recurringDetailPath(schedule.portfolioId, schedule.id);
  const here = recurringEditPath(schedule.portfolioId, schedule.id);
  const cancel = (
    <AppLink to={detail} className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-brand underline" data-testid="recurring-cancel">
      {t('pages.form.cancel')}
    </AppLink>
  );

  if (loaderData.confirmStop) {
    return (
      <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="recurring-edit-page">
        <PageBack to={here}>{t('pages.back')}</PageBack>
        <NoticeCard
          title={t('pages.manage.stopConfirmTitle')}
          testId="recurring-stop-confirm"
          actions={
            <Form method="post" action={here} className="flex flex-wrap items-center gap-3">
              <Button type="submit" name="intent" value="stop" variant="danger" disabled={busy} data-testid="recurring-stop-confirm-button">
                {t('pages.manage.stopConfirm')}
              </Button>
              {cancel}
            </Form>
          }
        >
          <p className="font-semibold">{schedule.fund.name}</p>
          <p className="mt-1">{t('pages.manage.stopConfirmBody')}</p>
        </NoticeCard>
      </div>
    );
  }

  return (
    <div className="page-container max-w-xl space-y-4 py-4 md:py-8" data-testid="recurring-edit-page" data-status={schedule.status}>
      <PageBack to={detail}>{t('pages.back')}</PageBack>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('pages.meta.editTitle')}</h1>
        <StatusBadge status={schedule.status} />
      </div>
      {schedule.status === 'STOPPED' ? (
        <Card>
          <p className="text-sm text-ink-muted">{t('pages.manage.stoppedNote')}</p>
        </Card>
      ) : (
        <>
          <Card>
            <ScheduleForm
              mode="edit"
              funds={[loaderData.fund]}
              values={{ mutualFundId: schedule.fund.id, amount: schedule.amount, period: schedule.period, day: schedule.day, validity: schedule.endDate ? 'CHOOSE_DATE' : 'FOREVER', endDate: schedule.endDate }}
              weeklyDaily={loaderData.weeklyDaily}
              endDateWindow={loaderData.endDateWindow}
              firstRunOf={firstRunOf}
              hidden={{ intent: 'save' }}
              lastResult={actionData?.result ?? null}
              validate={(formData) => parseWithZod(formData, { schema: recurringScheduleChangeSchema, disableAutoCoercion: true })}
              busy={busy}
              locale={locale}
              formError={actionData?.refusal ? translateMessage(t, actionData.refusal) : null}
              cancel={cancel}
            />
          </Card>
          <Card as="section" aria-labelledby="recurring-manage-title" className="space-y-3">
            <h2 id="recurring-manage-title" className="text-lg font-semibold text-ink">
              {t('pages.manage.title')}
            </h2>
            <div className="flex flex-wrap gap-3">
              <Form method="post" action={here}>
                {schedule.status === 'PAUSED' ? (
                  <Button type="submit" name="intent" value="resume" variant="secondary" disabled={busy} data-testid="recurring-resume">
                    {t('pages.manage.resume')}
                  </Button>
                ) : (
                  <Button type="submit" name="intent" value="pause" variant="secondary" disabled={busy} data-testid="recurring-pause">
                    {t('pages.manage.pause')}
                  </Button>
                )}
              </Form>
              <AppLink to={`${here}?hentikan=1`} className={buttonClass({ variant: 'ghost', className: 'text-danger' })} data-testid="recurring-stop">
                {t('pages.manage.stop')}
              </AppLink>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).recurring.pages.meta.editTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
