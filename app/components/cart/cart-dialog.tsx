// The buy cart as a dialog (issue 5 item 1; spec funds §2.4, §4.2, §5, §8; decisions 020, 021):
// what a click on a cart link opens when JavaScript runs (cart-link.tsx loads this module on demand;
// without JavaScript the link leads to the cart pages of /reksadana/beli). The steps and their history
// are the pure state machine of domain/policies/cart-flow.ts: every control sends it an event, and this
// component carries out the requests it answers (calculate, validate the promo, pay, save the risk
// warning's dismissal, reset after closing) through the buying JSON API, feeding the answers back.
// The purchase's facts (funds, portfolios, minimum, cashback toggle) are the cart route's loader's,
// fetched with a fetcher.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { loader as cartLoader } from '~/routes/reksadana/buy';
import { Dialog } from '~/components/ui/dialog';
import { ChevronLeftIcon, Svg } from '~/components/ui/icons';
import { parseAmount } from '~/domain/money';
import { buyDisabledReason, needsRiskWarning } from '~/domain/policies/buy-rules';
import { CART_RESET_DELAY_MS, cartTransition, INITIAL_CART, type CartCommand, type CartEvent, type CartState, type OpenableStep } from '~/domain/policies/cart-flow';
import { translateMessage } from '~/forms/messages';
import { useT } from '~/lib/use-t';
import {
  calculate,
  couponDetail,
  fundDocuments,
  listCoupons,
  newIdempotencyKey,
  saveRiskWarningDismissal,
  subscribe,
  type ApiResult,
  type BuyRequestBody,
  type BuySummary,
  type CouponFilters,
  type CouponItem,
  type FundDocuments,
} from './cart-api';
import {
  AdjustmentStep,
  DocumentsStep,
  ErrorStep,
  FormStep,
  LoadingStep,
  PortfolioStep,
  PromoDetailStep,
  PromoNotEligibleStep,
  PromoStep,
  RiskStep,
  SummaryStep,
  TopUpStep,
} from './cart-steps';
import { maskAmount } from '~/domain/amount-mask';

type LoaderData = Awaited<ReturnType<typeof cartLoader>>;
type CartFormData = Extract<LoaderData, { kind: 'FORM' }>;
type TopUpData = Extract<LoaderData, { kind: 'TOP_UP' }>;

/** What the cart is asked to buy: the cart page's query (`dana`, `portofolio`). */
export interface CartTarget {
  fundId: number | null;
  portfolioId: number | null;
}

const idOf = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

/** The target a cart link names (`/reksadana/beli?dana=…&portofolio=…`). */
export function parseCartTarget(href: string): CartTarget {
  const query = new URL(href, 'http://cart.invalid').searchParams;
  return { fundId: idOf(query.get('dana')), portfolioId: idOf(query.get('portofolio')) };
}

function cartUrl(target: CartTarget): string {
  const query = new URLSearchParams();
  if (target.fundId !== null) query.set('dana', String(target.fundId));
  if (target.portfolioId !== null) query.set('portofolio', String(target.portfolioId));
  return `/reksadana/beli?${query.toString()}`;
}

const CloseIcon = () => (
  <Svg size={22}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export interface CartDialogProps {
  /** The cart page the link leads to without JavaScript. */
  to: string;
  open: boolean;
  onClose: () => void;
}

export function CartDialog({ to, open, onClose }: CartDialogProps) {
  const { t, locale } = useT('buy');
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof cartLoader>();
  const target = useMemo(() => parseCartTarget(to), [to]);

  // The machine's state: `cartRef` is current at once (events sent in a row build on each other),
  // `cart` is what is drawn (after closing it holds the last step until the reset, spec §4.2).
  const cartRef = useRef<CartState>(INITIAL_CART);
  const [cart, setCart] = useState<CartState>(INITIAL_CART);
  // What the form holds besides the machine's state.
  const [amountText, setAmountText] = useState('');
  const [useCashback, setUseCashback] = useState(false);
  const [newPortfolio, setNewPortfolio] = useState<string | null>(null);
  const [topUp, setTopUp] = useState<TopUpData | null>(null);
  const [topUpFundId, setTopUpFundId] = useState<number | null>(null);
  // Answers of the API, shown on their steps.
  const [summary, setSummary] = useState<BuySummary | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [promoReason, setPromoReason] = useState<string | null>(null);
  const [coupons, setCoupons] = useState<CouponItem[] | 'failed' | null>(null);
  const [detail, setDetail] = useState<CouponItem | null>(null);
  const [documents, setDocuments] = useState<FundDocuments | 'failed' | null>(null);
  /** The form's confirm is asking the server whether the risk warning applies. */
  const [checking, setChecking] = useState(false);

  /** The order's key: made when a summary is shown, reused for retries (decision 021). */
  const idempotencyKey = useRef<string | null>(null);
  /** Bumped by every reset: answers to requests of an earlier cart are dropped. */
  const generation = useRef(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The funds whose risk warning was passed (or needed none) in this cart: the promo step's shortcut to the summary keeps to it. */
  const riskCleared = useRef<string | null>(null);
  const headingRef = useRef<HTMLSpanElement>(null);

  const formData: CartFormData | null = fetcher.data?.kind === 'FORM' ? fetcher.data : null;
  const preview = formData?.preview ?? null;
  const fundsKey = preview ? preview.funds.map((f) => f.id).join(',') : '';

  // The values the requests read, current when an answer arrives.
  const inputs = useRef({ formData, amountText, useCashback, newPortfolio, locale });
  inputs.current = { formData, amountText, useCashback, newPortfolio, locale };

  const requestBody = useCallback((couponCode: string | null): BuyRequestBody | null => {
    const { formData: data, amountText: amount, useCashback: cashback, newPortfolio: name } = inputs.current;
    if (!data?.preview) return null;
    return {
      amount,
      portfolioId: name !== null ? null : data.chosenPortfolioId,
      portfolioName: name,
      // A robo portfolio buys its model (the server reads it); otherwise the funds shown.
      mutualFundIds: data.robo ? [] : data.preview.funds.map((f) => f.id),
      useCashback: cashback && data.preview.cashback.enabled,
      couponCode,
      source: 'WEB',
    };
  }, []);

  const couponFilters = useCallback((): CouponFilters | null => {
    const { formData: data, amountText: amount } = inputs.current;
    if (!data?.preview) return null;
    return { calculateAmount: amount, mutualFundId: data.preview.funds.map((f) => f.id) };
  }, []);

  /** spec funds §8: a refusal's own message (the minimum, the robo with nothing to buy, …), else the technical-problem one. */
  const messageOf = useCallback((result: Extract<ApiResult<unknown>, { ok: false }>) => result.message ?? t('refusal.TECHNICAL'), [t]);

  const resetNow = useCallback(() => {
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    resetTimer.current = null;
    cartRef.current = INITIAL_CART;
    setCart(INITIAL_CART);
    setAmountText('');
    setUseCashback(false);
    setNewPortfolio(null);
    setTopUp(null);
    setTopUpFundId(null);
    setSummary(null);
    setErrorMessage(null);
    setPromoReason(null);
    setCoupons(null);
    setDetail(null);
    setDocuments(null);
    setChecking(false);
    idempotencyKey.current = null;
    riskCleared.current = null;
  }, []);

  // `dispatch` and `run` call each other; the ref breaks the cycle of their definitions.
  const runRef = useRef<(command: CartCommand, state: CartState, preflight?: ApiResult<BuySummary>) => Promise<void>>(async () => {});

  /** Sends events to the machine, in order, and carries out the requests its answers name. */
  const dispatch = useCallback(
    (events: CartEvent | CartEvent[], preflight?: ApiResult<BuySummary>) => {
      let state = cartRef.current;
      const commands: CartCommand[] = [];
      for (const event of Array.isArray(events) ? events : [events]) {
        const next = cartTransition(state, event);
        state = next.state;
        commands.push(...next.commands);
      }
      cartRef.current = state;
      if (commands.includes('RESET_AFTER_DELAY')) {
        // Closing (or a placed order): the dialog goes now, its contents reset after the delay (spec §4.2).
        generation.current += 1;
        if (resetTimer.current !== null) clearTimeout(resetTimer.current);
        resetTimer.current = setTimeout(resetNow, CART_RESET_DELAY_MS);
      } else {
        setCart(state);
      }
      for (const command of commands) if (command !== 'RESET_AFTER_DELAY') void runRef.current(command, state, preflight);
    },
    [resetNow],
  );

  runRef.current = async (command, state, preflight) => {
    const gen = generation.current;
    const current = () => gen === generation.current;
    switch (command) {
      case 'SAVE_RISK_WARNING_DISMISSAL':
        // Best effort: the warning shows again next time if this fails, nothing else depends on it.
        void saveRiskWarningDismissal();
        return;
      case 'CALCULATE': {
        const body = requestBody(state.couponCode);
        const result: ApiResult<BuySummary> = preflight ?? (body ? await calculate(body, inputs.current.locale) : { ok: false, status: 0, code: null, message: null });
        if (!current()) return;
        if (!result.ok) {
          setErrorMessage(messageOf(result));
          dispatch({ type: 'CALCULATED', ok: false });
          return;
        }
        setSummary(result.data);
        idempotencyKey.current = newIdempotencyKey();
        // A promo applied from the form goes to the summary without the form's confirm: if the risk
        // warning applies and was not passed in this cart, the cart returns to the form and confirms
        // it, so the warning comes first (spec §4.2), with the promo kept.
        if (result.data.riskWarning && cartRef.current.step === 'PROMO' && riskCleared.current !== fundsKeyOf(inputs.current.formData)) {
          dispatch([{ type: 'CALCULATED', ok: true }, { type: 'BACK' }, { type: 'CONFIRM_FORM', riskWarning: true }]);
          return;
        }
        dispatch({ type: 'CALCULATED', ok: true });
        return;
      }
      case 'VALIDATE_PROMO_THEN_CALCULATE':
      case 'VALIDATE_PROMO_THEN_PAY': {
        const code = command === 'VALIDATE_PROMO_THEN_CALCULATE' ? state.promoDraft : (state.couponCode ?? '');
        const filters = couponFilters();
        const result: ApiResult<CouponItem> = filters ? await couponDetail(code, filters, inputs.current.locale) : { ok: false, status: 0, code: null, message: null };
        if (!current()) return;
        const eligible = result.ok && result.data.isEligible;
        // spec §8: an ineligible coupon shows its first reason; a request error the server's text or the generic one.
        setPromoReason(eligible ? null : result.ok ? (result.data.whyDisabledReasoning[0] ?? t('refusal.COUPON_NOT_ELIGIBLE', { code })) : messageOf(result));
        dispatch({ type: 'PROMO_VALIDATED', eligible });
        return;
      }
      case 'PAY': {
        const body = requestBody(state.couponCode);
        const key = (idempotencyKey.current ??= newIdempotencyKey());
        const result = body ? await subscribe(body, key, inputs.current.locale) : ({ ok: false, status: 0, code: null, message: null } as const);
        if (!current()) return;
        if (!result.ok) {
          setErrorMessage(messageOf(result));
          dispatch({ type: 'PAID', ok: false });
          return;
        }
        dispatch({ type: 'PAID', ok: true });
        void navigate(`/payment/${result.data.orderId}`);
        return;
      }
    }
  };

  // Opening: a fresh cart for this link (a reset still waiting happens now), its facts loaded.
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;
  const load = (url: string) => void loadRef.current(url);
  useEffect(() => {
    if (!open) return;
    resetNow();
    void loadRef.current(cartUrl(target));
  }, [open, target, resetNow]);

  // The loaded facts: a top-up first lists the portfolio's funds; a form takes the amount the address named.
  const loaded = fetcher.data;
  useEffect(() => {
    if (!loaded) return;
    if (loaded.kind === 'TOP_UP') {
      setTopUp(loaded);
      if (cartRef.current.step === 'FORM' && cartRef.current.history.length === 0) dispatch({ type: 'OPEN_STEP', step: 'TOP_UP_LIST' });
      return;
    }
    if (loaded.amountText && loaded.preview) setAmountText((text) => text || maskAmountSafe(loaded.amountText, loaded.preview!.currency));
  }, [loaded, dispatch]);

  useEffect(() => () => {
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
  }, []);

  // Focus follows the step: its heading (the dialog's title) is where a screen reader continues.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open, cart.step]);
  // The dialog element carries the step (tests and styles read it).
  useLayoutEffect(() => {
    headingRef.current?.closest('dialog')?.setAttribute('data-step', cart.step);
  });

  const busy = cart.pending !== null || checking || fetcher.state !== 'idle';

  const close = () => {
    dispatch({ type: 'CLOSE' });
    onClose();
  };
  const back = () => dispatch({ type: 'BACK' });
  const canGoBack = cartTransition(cart, { type: 'BACK' }).state !== cart;

  const openStep = (step: OpenableStep) => {
    if (step === 'PROMO') {
      setPromoReason(null);
      setCoupons(null);
      const filters = couponFilters();
      const gen = generation.current;
      if (filters) {
        void listCoupons(cartRef.current.couponCode, filters, locale).then((result) => {
          if (gen === generation.current) setCoupons(result.ok ? result.data : 'failed');
        });
      } else {
        setCoupons('failed');
      }
    }
    if (step === 'DOCUMENTS' && preview) {
      setDocuments(null);
      const gen = generation.current;
      void fundDocuments(preview.funds[0]!.id, locale).then((result) => {
        if (gen === generation.current) setDocuments(result.ok ? result.data : 'failed');
      });
    }
    dispatch({ type: 'OPEN_STEP', step });
  };

  /**
   * The form's confirm (spec §4.2 "Before the calculation, the risk warning is shown first …"). The cart
   * loader does not send the investor's risk profile or dismissal, so the server's answer decides
   * (calculate's `riskWarning`, which applies needsRiskWarning to both); needsRiskWarning with the
   * lowest profile tells when no profile could need it, and then nothing is asked first. When no
   * warning is due, that answer is the calculation itself.
   */
  const confirm = async () => {
    if (!preview) return;
    const key = fundsKey;
    if (!needsRiskWarning({ profile: null, fundTypes: preview.funds.map((f) => f.type), dismissed: false })) {
      riskCleared.current = key;
      dispatch({ type: 'CONFIRM_FORM', riskWarning: false });
      return;
    }
    const body = requestBody(cartRef.current.couponCode);
    if (!body) return;
    const gen = generation.current;
    setChecking(true);
    const result = await calculate(body, locale);
    if (gen !== generation.current) return;
    setChecking(false);
    const riskWarning = result.ok && result.data.riskWarning;
    if (!riskWarning) riskCleared.current = key;
    dispatch({ type: 'CONFIRM_FORM', riskWarning }, riskWarning ? undefined : result);
  };

  const choosePortfolio = (portfolioId: number) => {
    setNewPortfolio(null);
    const fundId = formData?.fundId ?? topUpFundId;
    if (formData && !formData.robo && fundId !== null && portfolioId !== formData.chosenPortfolioId) {
      load(cartUrl({ fundId, portfolioId }));
    }
    dispatch({ type: 'CHOSEN' });
  };

  const chooseTopUpFund = (fundId: number) => {
    if (!topUp) return;
    setTopUpFundId(fundId);
    if (fundId !== topUpFundId || !formData) load(cartUrl({ fundId, portfolioId: topUp.portfolio.id }));
    dispatch({ type: 'CHOSEN' });
  };

  const portfolioLabel = (() => {
    if (newPortfolio !== null) return t('dialog.form.newPortfolio', { name: newPortfolio });
    return formData?.portfolios.find((p) => p.id === formData.chosenPortfolioId)?.name ?? null;
  })();

  const amountMinor = preview ? (parseAmount(amountText, preview.currency)?.minor ?? null) : null;
  const refusal = formData?.refusal ?? null;
  const disabledReason = preview
    ? buyDisabledReason({ amount: amountMinor, minimum: preview.minimum, itemCount: preview.funds.length, bankAccountError: false })
    : refusal?.code === 'BANK_ACCOUNT'
      ? 'BANK_ACCOUNT'
      : topUp && !formData
        ? 'NO_ITEM'
        : null;

  let body: React.ReactNode;
  switch (cart.step) {
    case 'FORM':
      body =
        !formData && !topUp ? (
          <LoadingStep />
        ) : (
          <FormStep
            locale={locale}
            preview={preview}
            refusalMessage={refusal ? translateMessage(t, refusal.reasons[0] ?? refusal.message) : null}
            robo={formData?.robo ?? false}
            portfolioLabel={portfolioLabel}
            canChangePortfolio={Boolean(formData && !formData.robo && (formData.portfolios.length > 1 || formData.canAddNew || formData.chosenPortfolioId === null))}
            canChooseFund={topUp !== null}
            cashbackBalance={formData?.cashbackBalance ?? 0}
            amountText={amountText}
            onAmountText={setAmountText}
            useCashback={useCashback}
            onUseCashback={setUseCashback}
            couponCode={cart.couponCode}
            disabledReason={disabledReason}
            busy={busy}
            onOpen={openStep}
            onConfirm={() => void confirm()}
          />
        );
      break;
    case 'PORTFOLIO_SELECTOR':
      body = formData ? (
        <PortfolioStep
          portfolios={formData.portfolios}
          chosenId={formData.chosenPortfolioId}
          newName={newPortfolio}
          canAddNew={formData.canAddNew}
          onChoose={choosePortfolio}
          onChooseNew={(name) => {
            setNewPortfolio(name);
            dispatch({ type: 'CHOSEN' });
          }}
        />
      ) : (
        <LoadingStep />
      );
      break;
    case 'RISK_WARNING':
      body = (
        <RiskStep
          busy={busy}
          onContinue={(dontShowAgain) => {
            riskCleared.current = fundsKey;
            dispatch({ type: 'CONTINUE_RISK_WARNING', dontShowAgain });
          }}
        />
      );
      break;
    case 'SUMMARY':
      body = summary ? (
        <SummaryStep
          locale={locale}
          summary={summary}
          portfolioLabel={portfolioLabel}
          termsAccepted={cart.termsAccepted}
          termsError={cart.termsError}
          promoInput={preview?.promoInput ?? false}
          busy={busy}
          onTerms={(accepted) => dispatch({ type: 'SET_TERMS', accepted })}
          onPromo={() => openStep('PROMO')}
          onPay={() => dispatch({ type: 'PAY_NOW' })}
        />
      ) : (
        <LoadingStep />
      );
      break;
    case 'PROMO':
      body = (
        <PromoStep
          locale={locale}
          draft={cart.promoDraft}
          refusal={cart.promoRefused ? promoReason : null}
          coupons={coupons}
          busy={busy}
          onDraft={(code) => dispatch({ type: 'ENTER_PROMO_CODE', code })}
          onUse={() => dispatch({ type: 'USE_PROMO' })}
          onDetail={(coupon) => {
            setDetail(coupon);
            dispatch([
              { type: 'ENTER_PROMO_CODE', code: coupon.code },
              { type: 'OPEN_STEP', step: 'PROMO_DETAIL' },
            ]);
          }}
        />
      );
      break;
    case 'PROMO_DETAIL':
      body = detail ? (
        <PromoDetailStep
          coupon={detail}
          locale={locale}
          busy={busy}
          // Back to the promo step (which keeps the code typed) and use it there.
          onUse={() => dispatch([{ type: 'BACK' }, { type: 'USE_PROMO' }])}
        />
      ) : null;
      break;
    case 'PROMO_NOT_ELIGIBLE':
      body = (
        <PromoNotEligibleStep
          reason={promoReason ?? t('refusal.TECHNICAL')}
          busy={busy}
          onContinue={() => dispatch({ type: 'CONTINUE_WITHOUT_PROMO' })}
          onReturn={() => dispatch({ type: 'RETURN_TO_SUMMARY' })}
        />
      );
      break;
    case 'ERROR':
      body = <ErrorStep message={errorMessage ?? t('refusal.TECHNICAL')} onBack={canGoBack ? back : null} />;
      break;
    case 'TOP_UP_LIST':
      body = topUp ? <TopUpStep funds={topUp.funds} chosenId={topUpFundId} onChoose={chooseTopUpFund} /> : <LoadingStep />;
      break;
    case 'DOCUMENTS':
      body = <DocumentsStep documents={documents} />;
      break;
    case 'ADJUSTMENT':
      body = <AdjustmentStep />;
      break;
    // No entry point opens these: every cart link names a fund, a robo portfolio or a portfolio to top up.
    case 'FUND_TYPE_SELECTOR':
    case 'FUND_LIST':
    case 'FUND_SEARCH':
      body = <ErrorStep message={t('cart.nothing')} onBack={canGoBack ? back : null} />;
      break;
  }

  // Errors are also said aloud (the step's own text is not a live region, so it is not read twice).
  const liveMessage =
    cart.step === 'ERROR'
      ? (errorMessage ?? '')
      : cart.step === 'PROMO_NOT_ELIGIBLE' || (cart.step === 'PROMO' && cart.promoRefused)
        ? (promoReason ?? '')
        : cart.step === 'SUMMARY' && cart.termsError
          ? t('cart.summary.termsRequired')
          : '';

  return (
    <Dialog
      open={open}
      onDismiss={close}
      className="md:w-[min(32rem,calc(100vw-2rem))]"
      data-testid="cart-dialog"
      title={
        <span ref={headingRef} tabIndex={-1} className="block px-10 text-center outline-none" data-testid="cart-dialog-heading">
          {t(`dialog.steps.${cart.step}`)}
        </span>
      }
    >
      {canGoBack ? (
        <button type="button" onClick={back} className="absolute top-4 left-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60" aria-label={t('dialog.back')} data-testid="cart-dialog-back">
          <ChevronLeftIcon size={22} />
        </button>
      ) : null}
      <button type="button" onClick={close} className="absolute top-4 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60" aria-label={t('dialog.close')} data-testid="cart-dialog-close">
        <CloseIcon />
      </button>
      {body}
      <p className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="cart-dialog-live">
        {liveMessage}
      </p>
    </Dialog>
  );
}

/** The amount the address named, masked like typing it (a text the mask cannot read is dropped). */
function maskAmountSafe(text: string, currency: 'IDR' | 'USD'): string {
  const amount = parseAmount(text, currency);
  if (!amount) return '';
  const major = currency === 'USD' ? (amount.minor / 100).toFixed(2).replace('.', ',') : String(amount.minor);
  return maskAmount(major, currency);
}

function fundsKeyOf(data: CartFormData | null): string {
  return data?.preview ? data.preview.funds.map((f) => f.id).join(',') : '';
}

export default CartDialog;
