// /reksadana/beli (issue 5 items 1-5; spec funds §2.4, §4.2, §5, §8): buying as ordinary pages and form
// posts, so that it works without JavaScript (form → risk warning → summary → pay) and, with it, as the
// same pages navigated in place. `?dana={fundId}` buys one fund (into the default portfolio unless another
// is chosen), `?portofolio={id}` a robo portfolio's model or, for another portfolio, a top-up of one of its
// funds (`&dana=`). Every amount is the server's: each post is recalculated from what the database says,
// and the summary carries the key of the order it places, so a double click or a retry places one order.
// The summary asks for the transaction PIN unless this session entered it in the last 15 minutes (issue 14
// item 5; decision 051): a field of its own, checked after the plan, before the order; no PIN yet leads to
// /me/pin/create (back here after), a blocked one to /me/pin/blocked.
import { parseWithZod } from '@conform-to/zod/v4';
import { randomUUID } from 'node:crypto';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/buy';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, Button, Card } from '~/components/ui';
import type { Language } from '~/domain/enums';
import { CART_PATH, CART_QUERY, cartAddress, parseCartAddress } from '~/domain/cart-address';
import { addFundCartHref, topUpCartHref } from '~/domain/portfolio-paths';
import { amountFieldText, quickAmounts } from '~/domain/policies/buy-rules';
import { canAddPortfolio } from '~/domain/policies/portfolio-carousel';
import { PORTFOLIO_NAME_MAX_LENGTH, portfoliosForFund, type PurchasePreview, type SubscriptionPlan } from '~/domain/policies/subscription-plan';
import { cartFormSchema, type CartForm } from '~/forms/buy';
import { cartPlanOf } from '~/forms/recurring-schedule';
import { translateMessage } from '~/forms/messages';
import { refusalAnswer, couponReasonKey } from '~/lib/buy-api.server';
import { db } from '~/lib/db.server';
import { currencySymbol, formatBasisPoints, formatMoney } from '~/lib/format';
import { AMOUNT_MAX_LENGTH } from '~/domain/amount-mask';
import { COUPON_CODE_MAX_LENGTH } from '~/domain/policies/coupon-eligibility';
import { getSessionId, requireUser } from '~/lib/session.server';
import { refuseBlockedAccount } from '~/lib/blocked-account.server';
import { orderPinState, pagePinRefusal, summaryPin } from '~/lib/order-pin-page.server';
import { PinField } from '~/components/pin/pin-field';
import { PIN_BLOCKED_PATH, type SummaryPin } from '~/domain/pin-paths';
import { checkOrderPin } from '~/models/pin.server';
import { SummaryFacts } from '~/components/cart/summary-compositions';
import { AddableFundChoices, FundSearchBox, FundTypeChoices } from '~/components/cart/add-fund';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { updateNotificationSettings } from '~/models/notification-settings.server';
import { ADDABLE_FUNDS_LIMIT, addableFunds, addableFundTypes, calculateSubscription, cartPortfolios, navDateIfPaidAt, placedOrderId, portfolioFunds, purchasePreview, subscribe, type BuyRequest, type SubscriptionRefusal } from '~/models/subscriptions.server';
import { loadTranslations, translations } from '~/locales/loading';
// Issue 17 (helper "recurring-pages"): the summary's "Jadikan Nabung Rutin" (spec funds §5; decision 075).
import { CartRecurringOption, cartRecurringFormData } from '~/components/recurring/cart-recurring-option';
import { cartRecurringOffer } from '~/models/recurring-pages.server';

export const handle = translations('buy', 'validation', 'pin', 'recurring');
export const clientMiddleware = [loadTranslations(handle)];


export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Issue 18: a blacklisted investor lands on /akun-terblokir, not on a form that would only refuse (decision 092).
  refuseBlockedAccount(user);
  const url = new URL(request.url);
  const portfolios = cartPortfolios(user.id);
  // What the address asks to buy, resolved against the investor's own portfolios.
  const address = parseCartAddress(url.searchParams);
  const { fundId } = address;
  const portfolio = portfolios.find((p) => p.id === address.portfolioId) ?? null;
  const locale = getLocale(context);
  const flags = getFeatureFlags(db());
  const base = { locale, cashbackBalance: user.cashbackAmount, amountText: address.amountText ?? '' };

  // A portfolio that is not robo, without a fund: a top-up of one of its funds (§2.4 step 13), or a fund
  // to add (steps 3, 4 and 10: fund type, fund list, fund search), asked for or when it holds nothing yet.
  if (portfolio && !portfolio.roboCermat && fundId === null) {
    const held = portfolioFunds(portfolio.id);
    if (!address.addFund && held.length > 0) return { ...base, kind: 'TOP_UP' as const, portfolio, funds: held };
    // The add-fund steps' list: `tipe` (a fund type) lists its funds, `cari` searches (decision 022).
    const choice = { type: address.fundType, keyword: address.keyword };
    const usdPurchasable = flags.usdFundPurchasable;
    return {
      ...base,
      kind: 'ADD_FUND' as const,
      portfolio,
      types: addableFundTypes(usdPurchasable),
      ...choice,
      list: choice.type || choice.keyword ? { ...addableFunds(portfolio.id, { ...choice, usdPurchasable }), limit: ADDABLE_FUNDS_LIMIT } : null,
    };
  }
  // A robo portfolio without a fund buys its model. A fund goes into the chosen portfolio when it may take
  // one, else the first that may: robo portfolios only for an investor who can have no other (decision 037).
  const robo = portfolio !== null && portfolio.roboCermat && fundId === null;
  const mayAddPortfolio = canAddPortfolio({ salesCode: user.salesCode, flags, portfolioCount: portfolios.length });
  const fundPortfolios = portfoliosForFund(portfolios, mayAddPortfolio);
  const chosen = robo ? portfolio : (fundPortfolios.find((p) => p.id === portfolio?.id) ?? fundPortfolios[0] ?? null);
  const preview = purchasePreview(user.id, { portfolioId: chosen?.id ?? null, portfolioName: null, mutualFundIds: fundId ? [fundId] : [] });
  return {
    ...base,
    kind: 'FORM' as const,
    robo,
    fundId,
    portfolios: robo ? [portfolio] : fundPortfolios,
    chosenPortfolioId: chosen?.id ?? null,
    canAddNew: !robo && mayAddPortfolio,
    preview: preview.ok ? preview.preview : null,
    refusal: preview.ok ? null : refusalMessage(preview.refusal, locale),
    /** What the order will ask of the PIN (decision 051): the dialog opens its PIN step on ASK. */
    orderPin: await orderPinState(request, user.id, new Date()),
  };
}

/** A refusal as the page shows it: the message key (forms/messages.ts form) and the coupon's reasons. */
interface ShownRefusal {
  code: SubscriptionRefusal['code'] | 'INVALID_FORM';
  message: string;
  reasons: string[];
}

function refusalMessage(refusal: SubscriptionRefusal, locale: Language): ShownRefusal {
  const answer = refusalAnswer(refusal, locale);
  return { code: refusal.code, message: answer.message, reasons: (answer.reasons ?? []).map(couponReasonKey) };
}




type Step =
  | { step: 'RISK'; form: CartForm }
  | { step: 'SUMMARY'; form: CartForm; plan: SubscriptionPlan; navDate: string | null; idempotencyKey: string; termsMissing: boolean; pin: SummaryPin; recurring: ReturnType<typeof cartRecurringOffer> }
  | { step: 'PROMO_NOT_ELIGIBLE'; form: CartForm; refusal: ShownRefusal }
  | { step: 'ERROR'; form: CartForm | null; refusal: ShownRefusal };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = getLocale(context);
  const submission = parseWithZod(cartRecurringFormData(await request.formData()), { schema: cartFormSchema });
  if (submission.status !== 'success') return data({ step: 'ERROR', form: null, refusal: { code: 'INVALID_FORM', message: 'buy:refusal.INVALID_AMOUNT', reasons: [] } } satisfies Step, { status: 400 });
  // The PIN is checked and goes no further: never into the order, never back to the page.
  const { pin, ...form } = submission.value;
  // Issue 17: the cart form's Nabung Rutin fields (all or none, checked by the schema) make a schedule with the order.
  const buy: BuyRequest = { ...form, couponCode: form.intent === 'withoutPromo' ? null : form.couponCode, source: 'WEB', recurring: cartPlanOf(form) };
  const now = new Date();
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const refuse = (refusal: SubscriptionRefusal, status = 422) => {
    const shown = refusalMessage(refusal, locale);
    // spec funds §4.2: a refused promo has its own step (continue without it, or back); §8 the rest the error step.
    const step: Step = refusal.code === 'COUPON_NOT_ELIGIBLE' || refusal.code === 'COUPON_NOT_FOUND' ? { step: 'PROMO_NOT_ELIGIBLE', form, refusal: shown } : { step: 'ERROR', form, refusal: shown };
    return data(step, { status });
  };

  if (form.intent === 'subscribe' || (form.intent === 'withoutPromo' && form.idempotencyKey)) {
    const summaryAgain = async (plan: SubscriptionPlan, idempotencyKey: string, extra: { termsMissing: boolean; pinError?: string }, status: number) =>
      data(
        {
          step: 'SUMMARY',
          form: { ...form, couponCode: buy.couponCode },
          plan,
          navDate: navDateIfPaidAt(plan.compositions.map((c) => c.mutualFundId), now),
          idempotencyKey,
          termsMissing: extra.termsMissing,
          pin: await summaryPin(request, user.id, here, now, extra.pinError ?? null),
          recurring: cartRecurringOffer(user, plan, now),
        } satisfies Step,
        { status },
      );
    if (!form.terms || !form.idempotencyKey) {
      const plan = calculateSubscription(user.id, buy, now);
      if (!plan.ok) return refuse(plan.refusal);
      return summaryAgain(plan.plan, form.idempotencyKey ?? randomUUID(), { termsMissing: true }, 400);
    }
    // A summary posted again after its order was placed: that order (decision 021).
    const placed = placedOrderId(user.id, form.idempotencyKey);
    if (placed !== undefined) throw redirect(`/payment/${placed}`);
    // The plan's refusals first: the PIN is asked only for an order that would be placed (decision 052).
    const plan = calculateSubscription(user.id, buy, now);
    if (!plan.ok) return refuse(plan.refusal);
    const pinCheck = await checkOrderPin(user.id, await getSessionId(request), pin, now);
    if (!pinCheck.ok) {
      const { pinError, status } = pagePinRefusal(pinCheck.refusal, here);
      return summaryAgain(plan.plan, form.idempotencyKey, { termsMissing: false, pinError }, status);
    }
    const result = subscribe(user.id, buy, form.idempotencyKey, now);
    if (!result.ok) return refuse(result.refusal);
    throw redirect(`/payment/${result.orderId}`);
  }

  const plan = calculateSubscription(user.id, buy, now);
  if (!plan.ok) return refuse(plan.refusal);
  if (plan.plan.riskWarning && !form.riskAccepted) return data({ step: 'RISK', form } satisfies Step);
  if (form.riskAccepted && form.hideRiskWarning) updateNotificationSettings(user.id, { hasDismissedMutualFundRiskWarningPopup: true }, now);
  return data({
    step: 'SUMMARY',
    form: { ...buy, ...form, couponCode: buy.couponCode },
    plan: plan.plan,
    navDate: navDateIfPaidAt(plan.plan.compositions.map((c) => c.mutualFundId), now),
    idempotencyKey: randomUUID(),
    termsMissing: false,
    pin: await summaryPin(request, user.id, here, now),
    recurring: cartRecurringOffer(user, plan.plan, now),
  } satisfies Step);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).buy.cart.metaTitle, indexable: false });
}

/** The request carried from step to step in hidden fields (the server recomputes it every time). */
function CarriedFields({ form, except = [] }: { form: CartForm; except?: string[] }) {
  const fields: [string, string][] = [
    ['amount', String(form.amount)],
    ['portfolioId', form.portfolioId === null ? '' : String(form.portfolioId)],
    ['portfolioName', form.portfolioName ?? ''],
    ['mutualFundIds', form.mutualFundIds.join(',')],
    ['useCashback', form.useCashback ? 'true' : ''],
    ['couponCode', form.couponCode ?? ''],
    ['riskAccepted', form.riskAccepted ? 'true' : ''],
  ];
  return (
    <>
      {fields
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export default function Buy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['buy', 'validation', 'common']);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const here = useHere();
  const { locale } = loaderData;
  const step = actionData as Step | undefined;

  let body: React.ReactNode;
  if (step?.step === 'RISK') {
    body = (
      <Card as="section" aria-labelledby="cart-step" data-testid="cart-risk">
        <h2 id="cart-step" className="text-lg font-semibold text-ink">
          {t('cart.steps.risk')}
        </h2>
        <p className="mt-2 text-sm text-ink">{t('cart.risk.body')}</p>
        <Form method="post" className="mt-4 space-y-3">
          <CarriedFields form={step.form} except={['riskAccepted']} />
          <input type="hidden" name="riskAccepted" value="true" />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="hideRiskWarning" value="true" /> {t('cart.risk.hide')}
          </label>
          <Button type="submit" name="intent" value="calculate" disabled={busy} data-testid="cart-risk-accept">
            {t('cart.risk.accept')}
          </Button>
        </Form>
      </Card>
    );
  } else if (step?.step === 'SUMMARY') {
    body = <Summary step={step} locale={locale} busy={busy} />;
  } else if (step?.step === 'PROMO_NOT_ELIGIBLE') {
    body = (
      <Card as="section" aria-labelledby="cart-step" data-testid="cart-promo-not-eligible">
        <h2 id="cart-step" className="text-lg font-semibold text-ink">
          {t('cart.steps.promoNotEligible')}
        </h2>
        <p className="mt-2 text-sm text-ink" role="alert">
          {translateMessage(t, step.refusal.reasons[0] ?? step.refusal.message)}
        </p>
        {step.form.idempotencyKey ? (
          // Refused before paying the summary (§4.2): back to it recalculated, or pay without the promo.
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <CarriedFields form={step.form} except={['couponCode']} />
            <input type="hidden" name="couponCode" value="" />
            <Button type="submit" name="intent" value="calculate" variant="secondary" disabled={busy} data-testid="cart-promo-back">
              {t('cart.promoNotEligible.back')}
            </Button>
            <input type="hidden" name="idempotencyKey" value={step.form.idempotencyKey} />
            <input type="hidden" name="terms" value="true" />
            <Button type="submit" name="intent" value="withoutPromo" disabled={busy} data-testid="cart-promo-continue">
              {t('cart.promoNotEligible.continue')}
            </Button>
          </Form>
        ) : (
          // Refused by the calculation of the form (the purchase no longer qualifies): on to the summary
          // without the promo, or back to the form (decision 020).
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
            <CarriedFields form={step.form} except={['couponCode']} />
            <input type="hidden" name="couponCode" value="" />
            <Button type="submit" name="intent" value="calculate" disabled={busy} data-testid="cart-promo-continue">
              {t('cart.promoNotEligible.continue')}
            </Button>
            <AppLink to={here} className="text-sm font-medium text-brand underline" data-testid="cart-promo-to-form">
              {t('cart.promoNotEligible.toForm')}
            </AppLink>
          </Form>
        )}
      </Card>
    );
  } else if (step?.step === 'ERROR') {
    body = (
      <Card as="section" aria-labelledby="cart-step" data-testid="cart-error" data-code={step.refusal.code}>
        <h2 id="cart-step" className="text-lg font-semibold text-ink">
          {t('cart.steps.error')}
        </h2>
        <p className="mt-2 text-sm text-danger" role="alert" data-testid="cart-error-message">
          {translateMessage(t, step.refusal.message)}
        </p>
        <AppLink to={here} className="mt-4 inline-block text-sm font-medium text-brand underline">
          {t('cart.back')}
        </AppLink>
      </Card>
    );
  } else if (loaderData.kind === 'TOP_UP') {
    body = (
      <Card as="section" aria-labelledby="cart-step" data-testid="cart-top-up">
        <h2 id="cart-step" className="text-lg font-semibold text-ink">
          {t('cart.topUp')}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {loaderData.funds.map((fund) => (
            <li key={fund.id} className="py-2">
              <AppLink to={topUpCartHref(loaderData.portfolio.id, fund.id)} className="text-link">
                {fund.name}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink to={addFundCartHref(loaderData.portfolio.id)} className="mt-3 inline-block text-sm font-medium text-brand underline" data-testid="cart-add-another">
          {t('cart.addFund.another')}
        </AppLink>
      </Card>
    );
  } else if (loaderData.kind === 'ADD_FUND') {
    body = <AddFund data={loaderData} />;
  } else {
    body = <PurchaseForm data={loaderData} busy={busy} />;
  }

  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="cart-title" data-testid="cart" data-step={step?.step ?? 'FORM'}>
      <h1 id="cart-title" className="text-2xl font-semibold text-ink">
        {t('cart.title')}
      </h1>
      {body}
    </section>
  );
}

/** spec funds §2.4 steps 3, 4 and 10 as one page: the types, the search, and the funds of either. */
function AddFund({ data: d }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'ADD_FUND' }> }) {
  const { t } = useT(['buy', 'common']);
  const base = addFundCartHref(d.portfolio.id);
  const heading = d.keyword ? t('cart.addFund.results', { keyword: d.keyword }) : d.type ? t('cart.addFund.ofType', { type: t(`common:fundTypes.${d.type}`) }) : null;
  return (
    <Card as="section" aria-labelledby="cart-step" data-testid="cart-add-fund">
      <h2 id="cart-step" className="text-lg font-semibold text-ink">
        {t('cart.addFund.title', { name: d.portfolio.name })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('cart.addFund.chooseType')}</p>
      <FundTypeChoices types={d.types} chosen={d.type} choose={{ href: (type) => `${base}&tipe=${type}` }} />
      <FundSearchBox keyword={d.keyword ?? ''} action={CART_PATH} hidden={{ [CART_QUERY.portfolioId]: String(d.portfolio.id), [CART_QUERY.addFund]: '1' }} />
      {d.list && heading ? (
        <section className="mt-5" aria-labelledby="cart-fund-results">
          <h3 id="cart-fund-results" className="text-base font-semibold text-ink">
            {heading}
          </h3>
          <AddableFundChoices list={d.list} labelledBy="cart-fund-results" choose={{ href: (fund) => topUpCartHref(d.portfolio.id, fund.id) }} />
        </section>
      ) : null}
    </Card>
  );
}

function PurchaseForm({ data: d, busy }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'FORM' }>; busy: boolean }) {
  const { t } = useT(['buy', 'validation', 'common']);
  if (!d.preview) {
    return (
      <Card as="section" data-testid="cart-error" data-code={d.refusal?.code}>
        <p className="text-sm text-danger" role="alert" data-testid="cart-error-message">
          {d.refusal ? translateMessage(t, d.refusal.message) : t('cart.nothing')}
        </p>
        <AppLink to="/reksadana" className="mt-4 inline-block text-sm font-medium text-brand underline">
          {t('cart.toLanding')}
        </AppLink>
      </Card>
    );
  }
  const preview: PurchasePreview = d.preview;
  const currency = preview.currency;
  // Only amounts the buy button takes (decision 037).
  const quickAmountChips = quickAmounts(currency, preview.minimum);
  return (
    <Card as="section" aria-labelledby="cart-step" data-testid="cart-form">
      <h2 id="cart-step" className="sr-only">
        {t('cart.steps.form')}
      </h2>
      <Form method="post" className="space-y-5">
        <input type="hidden" name="mutualFundIds" value={d.robo ? '' : preview.funds.map((f) => f.id).join(',')} />
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('cart.funds')}</legend>
          <ul className="mt-1 divide-y divide-line text-sm" data-testid="cart-funds">
            {preview.funds.map((fund) => (
              <li key={fund.id} className="flex justify-between gap-3 py-1">
                <span className="text-ink">{fund.name}</span>
                {d.robo ? <span className="text-ink-muted">{t('cart.share', { percent: formatBasisPoints(fund.weightBp, d.locale) })}</span> : null}
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('cart.portfolio')}</legend>
          <div className="mt-2 space-y-2">
            {d.portfolios.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand has-checked:bg-brand-soft">
                <input type="radio" name="portfolioId" value={p.id} defaultChecked={p.id === d.chosenPortfolioId} />
                <span className="text-sm text-ink">{p.name}</span>
              </label>
            ))}
            {d.canAddNew ? (
              <div className="rounded-[var(--radius-control)] border border-line px-3 py-2">
                <label className="flex items-center gap-2">
                  <input type="radio" name="portfolioId" value="" defaultChecked={d.chosenPortfolioId === null} data-testid="cart-new-portfolio" />
                  <span className="text-sm text-ink">{t('cart.newPortfolio')}</span>
                </label>
                <label className="mt-2 block text-sm text-ink-muted">
                  {t('cart.newPortfolioName')}
                  <input name="portfolioName" maxLength={PORTFOLIO_NAME_MAX_LENGTH} className="field-input mt-1 w-full" autoComplete="off" />
                </label>
              </div>
            ) : null}
          </div>
        </fieldset>

        <div>
          <label htmlFor="cart-amount" className="text-sm font-semibold text-ink">
            {t('cart.amount')} ({currencySymbol(currency)})
          </label>
          <input
            id="cart-amount"
            name="amount"
            inputMode="decimal"
            required
            maxLength={AMOUNT_MAX_LENGTH}
            defaultValue={d.amountText}
            aria-describedby="cart-amount-hint"
            className="field-input mt-1 w-full text-lg"
            data-testid="cart-amount"
          />
          <p id="cart-amount-hint" className="mt-1 text-xs text-ink-muted">
            {t('cart.amountHint', { minimum: formatMoney(preview.minimum, currency, d.locale) })}
          </p>
          {quickAmountChips.length > 0 ? (
            <nav aria-label={t('cart.quickAmounts')} className="mt-2 flex flex-wrap gap-2">
              {quickAmountChips.map((amount) => (
                <AppLink
                  key={amount}
                  to={quickAmountHref(d, amountFieldText(amount, currency))}
                  replace
                  preventScrollReset
                  className="rounded-full border border-line px-3 py-1 text-xs text-ink hover:border-brand"
                  data-testid={`cart-quick-${amount}`}
                >
                  {formatMoney(amount, currency, d.locale)}
                </AppLink>
              ))}
            </nav>
          ) : null}
        </div>

        {preview.cashback.shown ? (
          <div>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="useCashback" value="true" disabled={!preview.cashback.enabled} data-testid="cart-use-cashback" />
              {t('cart.useCashback', { amount: formatMoney(d.cashbackBalance, 'IDR', d.locale) })}
            </label>
            {preview.cashback.reason ? <p className="mt-1 text-xs text-ink-muted">{t(`cart.cashbackDisabled.${preview.cashback.reason}`)}</p> : null}
          </div>
        ) : null}

        {preview.promoInput ? (
          <label className="block text-sm font-semibold text-ink">
            {t('cart.promoCode')}
            <input name="couponCode" maxLength={COUPON_CODE_MAX_LENGTH} autoCapitalize="characters" autoComplete="off" className="field-input mt-1 w-full uppercase" data-testid="cart-coupon" />
          </label>
        ) : null}

        <Button type="submit" name="intent" value="calculate" block disabled={busy} data-testid="cart-continue">
          {t('cart.continue')}
        </Button>
      </Form>
    </Card>
  );
}

/** This page's address (back to the form: a fresh GET of the same purchase). */
function useHere(): `/${string}` {
  const location = useLocation();
  return `${location.pathname}${location.search}` as `/${string}`;
}

/** The address of a quick amount: the same purchase with the amount filled in. */
function quickAmountHref(d: { fundId: number | null; robo: boolean; chosenPortfolioId: number | null }, amountText: string) {
  return cartAddress({ fundId: d.fundId, portfolioId: d.robo ? d.chosenPortfolioId : null, amountText });
}

/** The summary's PIN (decision 051): the field, or why there is none to enter. */
function SummaryPinPart({ pin }: { pin: SummaryPin }) {
  const { t } = useT(['pin', 'validation']);
  switch (pin.state) {
    case 'FRESH':
      return null;
    case 'ASK':
      return (
        <PinField
          id="cart-pin"
          name="pin"
          required
          label={t('field.pin')}
          hint={t('cart.body')}
          errors={pin.error ? translateMessage(t, pin.error) : null}
          data-testid="cart-pin"
        />
      );
    case 'NOT_SET':
      return (
        <p className="rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="cart-pin-not-set">
          {t('cart.notSetBody')}{' '}
          <AppLink to={pin.createHref as `/${string}`} className="font-semibold text-brand underline">
            {t('cart.create')}
          </AppLink>
        </p>
      );
    case 'BLOCKED':
      return (
        <p className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-danger" data-testid="cart-pin-blocked">
          {t('blocked.title')}.{' '}
          <AppLink to={PIN_BLOCKED_PATH} className="font-semibold underline">
            {t('cart.blockedDetails')}
          </AppLink>
        </p>
      );
  }
}

function Summary({ step, locale, busy }: { step: Extract<Step, { step: 'SUMMARY' }>; locale: Language; busy: boolean }) {
  const { t } = useT(['buy', 'validation', 'common']);
  const here = useHere();
  const { plan } = step;
  return (
    <Card as="section" aria-labelledby="cart-step" data-testid="cart-summary">
      <h2 id="cart-step" className="text-lg font-semibold text-ink">
        {t('cart.steps.summary')}
      </h2>
      <SummaryFacts {...plan} navDate={step.navDate} locale={locale} testIds="cart" />
      <Form method="post" className="mt-4 space-y-3">
        <CarriedFields form={step.form} />
        <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" name="terms" value="true" required defaultChecked={step.form.terms} className="mt-1" aria-describedby={step.termsMissing ? 'cart-terms-error' : undefined} data-testid="cart-terms" />
          <span>{t('cart.summary.terms')}</span>
        </label>
        {step.termsMissing ? (
          <p id="cart-terms-error" className="text-sm text-danger" role="alert">
            {t('cart.summary.termsRequired')}
          </p>
        ) : null}
        {step.recurring ? <CartRecurringOption offer={step.recurring} locale={locale} /> : null}
        <SummaryPinPart pin={step.pin} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="subscribe" disabled={busy} data-testid="cart-pay">
            {t('cart.summary.payNow')}
          </Button>
          <AppLink to={here} className="self-center text-sm font-medium text-brand underline">
            {t('cart.back')}
          </AppLink>
        </div>
      </Form>
    </Card>
  );
}

