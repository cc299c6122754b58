// /reksadana/fund/switch/:portfolioId/:mutualFundId (spec funds §2.1; issue 15 items 2, 4 and 5; decision 056):
// switching a holding into a fund of its switching list as ordinary pages and form posts, so that it works without
// JavaScript (form → summary with the PIN → done), and, with it, inside the switch dialog (switch-dialog.tsx), which
// posts to this same action with `dialog=1` and is answered the done step instead of a redirect. Every figure is the
// server's, recalculated at each post; the summary carries the key of the order it places, so a double click or a
// retry places one order. The PIN is asked in the summary unless this session entered it in the last 15 minutes
// (decision 051); none yet leads to /me/pin/create (back here after), a blocked one to /me/pin/blocked.
import { parseWithZod } from '@conform-to/zod/v4';
import { randomUUID } from 'node:crypto';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/switch';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinField } from '~/components/pin/pin-field';
import { CarriedSwitchFields, HoldingFacts, SwitchDoneStep, SwitchErrorStep, SwitchFormStep, SwitchSummaryFacts, type SummaryPin, type SwitchPageData, type SwitchStep } from '~/components/transact/switch-steps';
import { AppLink, Button, Card } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { PIN_BLOCKED_PATH } from '~/domain/pin-paths';
import { switchFormSchema, type SwitchForm } from '~/forms/switching';
import { translateMessage } from '~/forms/messages';
import { getSessionId, requireUser } from '~/lib/session.server';
import { refuseBlockedAccount } from '~/lib/blocked-account.server';
import { pagePinRefusal, summaryPin } from '~/lib/order-pin-page.server';
import { switchRefusalAnswer } from '~/lib/switch-api.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { getLocale } from '~/middleware/i18next';
import { checkOrderPin } from '~/models/pin.server';
import { calculateSwitch, placedSwitchOrderId, placeSwitch, switchHolding, switchingList, switchOrderPlaced, type SwitchRefusal, type SwitchRequest } from '~/models/switch-orders.server';

export const handle = translations('transact', 'validation', 'pin');
export const clientMiddleware = [loadTranslations(handle)];

/** The query that shows the done step of a placed order (after the redirect of the confirmation). */
const DONE_QUERY = 'pesanan';

function holdingOf(userId: number, params: Route.LoaderArgs['params']) {
  const portfolioId = parseId(params.portfolioId);
  const fundId = parseId(params.mutualFundId);
  // Another investor's portfolio, a fund not held, an id that is none: the same 404.
  const holding = portfolioId !== null && fundId !== null ? switchHolding(userId, portfolioId, fundId) : null;
  if (!holding) throw data(null, { status: 404 });
  return holding;
}

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<SwitchPageData> {
  const user = await requireUser(request);
  // Issue 18: a blacklisted investor lands on /akun-terblokir, not on a form that would only refuse (decision 092).
  refuseBlockedAccount(user);
  const holding = holdingOf(user.id, params);
  const doneId = parseId(new URL(request.url).searchParams.get(DONE_QUERY));
  return {
    locale: getLocale(context),
    holding,
    targets: switchingList(holding.fundId),
    done: doneId === null ? null : switchOrderPlaced(user.id, doneId),
  };
}


export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const holding = holdingOf(user.id, params);
  const formData = await request.formData();
  const inDialog = formData.get('dialog') === '1';
  const submission = parseWithZod(formData, { schema: switchFormSchema });
  if (submission.status !== 'success') {
    return data({ step: 'ERROR', code: 'INVALID_FORM', message: 'transact:switching.errors.amount' } satisfies SwitchStep, { status: 400 });
  }
  const { pin, idempotencyKey, intent, ...form } = submission.value;
  const locale = getLocale(context);
  const url = new URL(request.url);
  const here = url.pathname;
  const now = new Date();
  const switchRequest: SwitchRequest = {
    portfolioId: holding.portfolioId,
    mutualFundId: holding.fundId,
    targetMutualFundId: form.targetMutualFundId,
    how: form.mode === 'all' ? { kind: 'all' } : { kind: 'amount', amount: form.amount ?? '' },
    source: 'WEB',
  };
  const refuse = (refusal: SwitchRefusal) => {
    const answer = switchRefusalAnswer(refusal, locale);
    return data({ step: 'ERROR', code: refusal.code, message: answer.message } satisfies SwitchStep, { status: answer.status });
  };
  const carried: Pick<SwitchForm, 'targetMutualFundId' | 'mode' | 'amount'> = form;
  const done = (orderId: number) => {
    if (!inDialog) throw redirect(`${here}?${DONE_QUERY}=${orderId}`);
    return data({ step: 'DONE', done: switchOrderPlaced(user.id, orderId)! } satisfies SwitchStep);
  };

  if (intent === 'switch' && idempotencyKey) {
    // A summary posted again after its order was placed: that order.
    const placed = placedSwitchOrderId(user.id, idempotencyKey);
    if (placed !== undefined) return done(placed);
    // The plan's refusals first: the PIN is asked only for an order that would be placed (decision 052).
    const plan = calculateSwitch(user.id, switchRequest, now);
    if (!plan.ok) return refuse(plan.refusal);
    const summaryAgain = async (pinError: string, status: number) =>
      data({ step: 'SUMMARY', form: carried, summary: plan.summary, idempotencyKey, pin: await summaryPin(request, user.id, here, now, pinError) } satisfies SwitchStep, { status });
    const pinCheck = await checkOrderPin(user.id, await getSessionId(request), pin, now);
    if (!pinCheck.ok) {
      const { pinError, status } = pagePinRefusal(pinCheck.refusal, here);
      return summaryAgain(pinError, status);
    }
    const result = placeSwitch(user.id, switchRequest, idempotencyKey, now);
    if (!result.ok) return refuse(result.refusal);
    return done(result.orderId);
  }

  const plan = calculateSwitch(user.id, switchRequest, now);
  if (!plan.ok) return refuse(plan.refusal);
  return data({ step: 'SUMMARY', form: carried, summary: plan.summary, idempotencyKey: randomUUID(), pin: await summaryPin(request, user.id, here, now) } satisfies SwitchStep);
}

export default function SwitchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['transact', 'pin', 'validation']);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const location = useLocation();
  const step = actionData as SwitchStep | undefined;
  const d = loaderData;
  const back = (
    <AppLink to={location.pathname as `/${string}`} className="text-sm font-medium text-brand underline">
      {t('switching.summary.back')}
    </AppLink>
  );

  let heading: string;
  let body: React.ReactNode;
  if (d.done && !step) {
    heading = t('switching.steps.done');
    body = <SwitchDoneStep done={d.done} locale={d.locale} />;
  } else if (step?.step === 'SUMMARY') {
    heading = t('switching.steps.summary');
    body = (
      <>
        <SwitchSummaryFacts summary={step.summary} locale={d.locale} />
        <p className="mt-2 text-xs text-ink-muted">{t('switching.summary.estimateNote')}</p>
        <Form method="post" className="mt-4 space-y-3">
          <CarriedSwitchFields step={step} />
          <SummaryPinPart pin={step.pin} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="intent" value="switch" disabled={busy} data-testid="switch-confirm">
              {t('switching.summary.confirm')}
            </Button>
            {back}
          </div>
        </Form>
      </>
    );
  } else if (step?.step === 'ERROR') {
    heading = t('switching.steps.error');
    body = <SwitchErrorStep step={step} back={back} />;
  } else {
    heading = t('switching.steps.form');
    body = <SwitchFormStep data={d} Form={Form} busy={busy} />;
  }

  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="switch-title" data-testid="switch" data-step={step?.step ?? (d.done ? 'DONE' : 'FORM')}>
      <h1 id="switch-title" className="text-2xl font-semibold text-ink">
        {t('switching.title')}
      </h1>
      <HoldingFacts holding={d.holding} locale={d.locale} />
      <Card as="section" aria-labelledby="switch-step">
        <h2 id="switch-step" className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {body}
      </Card>
    </section>
  );
}

/** The summary's PIN (decision 051): the field, or why there is none to enter. */
function SummaryPinPart({ pin }: { pin: SummaryPin }) {
  const { t } = useT(['pin', 'validation']);
  switch (pin.state) {
    case 'FRESH':
      return null;
    case 'ASK':
      return <PinField id="switch-pin" name="pin" required label={t('field.pin')} hint={t('cart.body')} errors={pin.error ? translateMessage(t, pin.error) : null} data-testid="switch-pin" />;
    case 'NOT_SET':
      return (
        <p className="rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="switch-pin-not-set">
          {t('cart.notSetBody')}{' '}
          <AppLink to={pin.createHref as `/${string}`} className="font-semibold text-brand underline">
            {t('cart.create')}
          </AppLink>
        </p>
      );
    case 'BLOCKED':
      return (
        <p className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-danger" data-testid="switch-pin-blocked">
          {t('blocked.title')}.{' '}
          <AppLink to={PIN_BLOCKED_PATH} className="font-semibold underline">
            {t('cart.blockedDetails')}
          </AppLink>
        </p>
      );
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).transact.switching.metaTitle, indexable: false });
}
