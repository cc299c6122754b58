// /reksadana/portfolio/:portfolioId/:investmentType/:fundId/jual (issue 15 items 1, 4, 5; decision 056): selling a
// holding as an ordinary page of plain form posts, so that it works without JavaScript (form → summary with the PIN
// → done, or the error step), and, with JavaScript, the same loader and action behind the sell dialog
// (components/transact/sell-dialog.tsx). Every figure is the server's: each post is recalculated from what the
// database says, and the summary carries the key of the order it places, so a double click, a retry or a reload of
// the done step places one order. The PIN is asked on the summary unless this session entered it in the last 15
// minutes (decision 051): checked after the sell's own refusals, before the order (decision 052); no PIN yet leads
// to /me/pin/create (back here after), a blocked one to /me/pin/blocked.
import { parseWithZod } from '@conform-to/zod/v4';
import { randomUUID } from 'node:crypto';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/sell';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { SellCard, SellSteps, type SellStep } from '~/components/transact/sell-steps';
import { AppLink, ChevronLeftIcon } from '~/components/ui';
import { fundTypeFromPath } from '~/domain/fund-catalogue';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { sellPath } from '~/domain/transact-paths';
import { sellFormSchema } from '~/forms/sell';
import { sellRefusalAnswer } from '~/lib/sell-api.server';
import { getSessionId, requireUser } from '~/lib/session.server';
import { refuseBlockedAccount } from '~/lib/blocked-account.server';
import { pagePinRefusal, summaryPin } from '~/lib/order-pin-page.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { checkOrderPin } from '~/models/pin.server';
import { calculateSell, placedSell, placedSellOrderId, placeSell, sellHolding, type SellOrderFailure, type SellOrderInput } from '~/models/sell-orders.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('transact', 'validation', 'pin');
export const clientMiddleware = [loadTranslations(handle)];

/** The investor's holding the address names; 404 for anything else (another user's answers alike). */
function holdingOf(userId: number, params: Route.LoaderArgs['params']) {
  const portfolioId = parseId(params.portfolioId);
  const fundId = parseId(params.fundId);
  const type = fundTypeFromPath(params.investmentType);
  const found = portfolioId === null || fundId === null || type === null ? null : sellHolding(userId, portfolioId, fundId);
  if (!found?.ok || found.holding.fund.type !== type) throw data({ notFound: true }, { status: 404 });
  return found.holding;
}



export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Issue 18: a blacklisted investor lands on /akun-terblokir, not on a form that would only refuse (decision 092).
  refuseBlockedAccount(user);
  const holding = holdingOf(user.id, params);
  const path = sellPath({ portfolioId: holding.portfolio.id, fund: holding.fund });
  return { holding, locale: getLocale(context), path, portfolioHref: portfolioPath(holding.portfolio.id) };
}

/** Refusals about the amount go back to the form with the message; the others are the error step. */
const FORM_REFUSALS = new Set(['INVALID_AMOUNT', 'INSUFFICIENT_UNITS', 'BELOW_MINIMUM_REDEMPTION', 'REMAINING_BELOW_MINIMUM', 'SELL_ALL_ONLY']);

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const holding = holdingOf(user.id, params);
  const locale = getLocale(context);
  const here = sellPath({ portfolioId: holding.portfolio.id, fund: holding.fund });
  const submission = parseWithZod(await request.formData(), { schema: sellFormSchema });
  if (submission.status !== 'success') {
    return data({ step: 'FORM', mode: 'amount', amount: '', error: 'transact:sell.refusal.INVALID_FORM' } satisfies SellStep, { status: 400 });
  }
  // The PIN is checked and goes no further: never into the order, never back to the page.
  const { pin, ...form } = submission.value;
  const amount = form.mode === 'amount' ? (form.amount ?? '') : '';
  const input: SellOrderInput = { portfolioId: holding.portfolio.id, mutualFundId: holding.fund.id, mode: form.mode, value: amount, source: 'WEB' };
  const now = new Date();
  const refuse = (failure: SellOrderFailure) => {
    const answer = sellRefusalAnswer(failure.refusal, failure.currency ?? holding.fund.currency, locale);
    const step: SellStep = FORM_REFUSALS.has(failure.refusal.code)
      ? { step: 'FORM', mode: form.mode, amount, error: answer.message }
      : { step: 'ERROR', code: failure.refusal.code, message: answer.message };
    return data(step, { status: answer.status });
  };
  const done = (orderId: number) => {
    const order = placedSell(user.id, orderId);
    if (!order) throw data({ notFound: true }, { status: 404 });
    return data({ step: 'DONE', order } satisfies SellStep);
  };

  if (form.intent === 'sell' && form.idempotencyKey) {
    const { idempotencyKey } = form;
    // A summary posted again after its order was placed (a double click, a reload of the done step): that order.
    const placed = placedSellOrderId(user.id, idempotencyKey);
    if (placed !== undefined) return done(placed);
    const plan = calculateSell(user.id, input, now);
    if (!plan.ok) return refuse(plan);
    const summaryAgain = async (pinError: string, status: number) =>
      data(
        { step: 'SUMMARY', mode: form.mode, amount, plan: plan.plan, idempotencyKey, pin: await summaryPin(request, user.id, here, now, pinError) } satisfies SellStep,
        { status },
      );
    const pinCheck = await checkOrderPin(user.id, await getSessionId(request), pin, now);
    if (!pinCheck.ok) {
      const { pinError, status } = pagePinRefusal(pinCheck.refusal, here);
      return summaryAgain(pinError, status);
    }
    const result = placeSell(user.id, input, idempotencyKey, now);
    if (!result.ok) return refuse(result);
    return done(result.orderId);
  }

  const plan = calculateSell(user.id, input, now);
  if (!plan.ok) return refuse(plan);
  return data({
    step: 'SUMMARY',
    mode: form.mode,
    amount,
    plan: plan.plan,
    idempotencyKey: randomUUID(),
    pin: await summaryPin(request, user.id, here, now),
  } satisfies SellStep);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).transact.sell.metaTitle, indexable: false });
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('transact');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { holding, locale, path, portfolioHref } = loaderData;
  const step: SellStep = (actionData as SellStep | undefined) ?? { step: 'FORM', mode: holding.sellAllOnly ? 'all' : 'amount', amount: '', error: null };
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="sell-title" data-testid="sell" data-step={step.step}>
      <AppLink to={portfolioHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand">
        <ChevronLeftIcon size={18} /> {t('sell.backToPortfolio')}
      </AppLink>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="sell-title" className="text-2xl font-semibold text-ink">
          {t('sell.title')}
        </h1>
      </div>
      <p className="text-base font-medium text-ink" data-testid="sell-fund">
        {holding.fund.name}
      </p>
      <SellCard title={t(`sell.steps.${step.step}`)} testId="sell-card" step={step.step}>
        <SellSteps holding={holding} locale={locale} action={path} Form={Form} busy={busy} testId="sell" step={step} portfolioHref={portfolioHref} />
      </SellCard>
    </section>
  );
}
