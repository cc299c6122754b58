// The buy cart as a dialog (issue 5 item 1; spec funds §2.4, §4.2, §5, §8; decisions 020, 021):
// what a click on a cart link opens when JavaScript runs (cart-link.tsx loads this module on demand;
// without JavaScript the link leads to the cart pages of /reksadana/beli). The steps and their history
// are the pure state machine of domain/policies/cart-flow.ts: every control sends it an event, and this
// component carries out the requests it answers (calculate, validate the promo, pay, save the risk
// warning's dismissal, reset after closing) through the buying JSON API, feeding the answers back.
// The purchase's facts (funds, portfolios, minimum, cashback toggle) are the cart route's loader's,
// fetched with a fetcher.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { loader as cartLoader } from '~/routes/reksadana/buy';
import { Dialog } from '~/components/ui/dialog';
import { ChevronLeftIcon, Svg } from '~/components/ui/icons';
import { parseAmount } from '~/domain/money';
import { buyDisabledReason } from '~/domain/policies/buy-rules';
import { CART_RESET_DELAY_MS, cartTransition, INITIAL_CART, isPinStep, orderPinAnswer, promoRefusedAfterSummary, type CartCommand, type CartEvent, type CartState, type OpenableStep } from '~/domain/policies/cart-flow';
import { PinBlockedStep, PinNotSetStep, PinStep } from './cart-pin-steps';
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
import type { FundType } from '~/domain/enums';
import { cartAddress, parseCartAddress, type CartAddress } from '~/domain/cart-address';
import { AddableFundChoices, FundSearchBox, FundTypeChoices, type AddableFund } from './add-fund';

type LoaderData = Awaited<ReturnType<typeof cartLoader>>;
type CartFormData = Extract<LoaderData, { kind: 'FORM' }>;
type TopUpData = Extract<LoaderData, { kind: 'TOP_UP' }>;
type AddFundData = Extract<LoaderData, { kind: 'ADD_FUND' }>;

/** The fund search asks the server once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** What the cart is asked to buy (domain/cart-address.ts): a fund, a portfolio, a fund to add to it. */
export type CartTarget = Pick<CartAddress, 'fundId' | 'portfolioId' | 'addFund'>;

/** What the add-fund steps list: a type's funds (step 4) or a search's (step 10). */
type FundListQuery = { type: FundType; keyword?: undefined } | { keyword: string; type?: undefined };

/** The target a cart link names. */
export function parseCartTarget(href: string): CartTarget {
  const { fundId, portfolioId, addFund } = parseCartAddress(new URL(href, 'http://cart.invalid').searchParams);
  return { fundId, portfolioId, addFund };
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
  const { t: tPin } = useT('pin');
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof cartLoader>();
  // The add-fund steps' lists (a type's funds, a search's), apart from the purchase's own facts.
  const listFetcher = useFetcher<typeof cartLoader>();
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
  const [addFund, setAddFund] = useState<AddFundData | null>(null);
  const [searchText, setSearchText] = useState('');
  /** The list asked for last (the list fetcher's answer is shown only when it is that list's). */
  const [listQuery, setListQuery] = useState<FundListQuery | null>(null);
  // Answers of the API, shown on their steps.
  const [summary, setSummary] = useState<BuySummary | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [promoReason, setPromoReason] = useState<string | null>(null);
  const [coupons, setCoupons] = useState<CouponItem[] | 'failed' | null>(null);
  const [detail, setDetail] = useState<CouponItem | null>(null);
  const [documents, setDocuments] = useState<FundDocuments | 'failed' | null>(null);
  // The PIN step (decision 051): what is typed (sent once, then cleared), and the server's message.
  const [pinText, setPinText] = useState('');
  const [pinMessage, setPinMessage] = useState<string | null>(null);

  /** The order's key: made when a summary is shown, reused for retries (decision 021). */
  const idempotencyKey = useRef<string | null>(null);
  /** Bumped by every reset: answers to requests of an earlier cart are dropped. */
  const generation = useRef(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const headingRef = useRef<HTMLSpanElement>(null);
  const headingId = useId();

  const formData: CartFormData | null = fetcher.data?.kind === 'FORM' ? fetcher.data : null;
  const preview = formData?.preview ?? null;

  // The values the requests read, current when an answer arrives.
  const inputs = useRef({ formData, amountText, useCashback, newPortfolio, locale, pinText });
  inputs.current = { formData, amountText, useCashback, newPortfolio, locale, pinText };

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
    setAddFund(null);
    setSearchText('');
    setListQuery(null);
    setSummary(null);
    setErrorMessage(null);
    setPromoReason(null);
    setCoupons(null);
    setDetail(null);
    setDocuments(null);
    setPinText('');
    setPinMessage(null);
    idempotencyKey.current = null;
  }, []);

  // `dispatch` and `run` call each other; the ref breaks the cycle of their definitions.
  const runRef = useRef<(command: CartCommand, state: CartState) => Promise<void>>(async () => {});

  /** Sends events to the machine, in order, and carries out the requests its answers name. */
  const dispatch = useCallback(
    (events: CartEvent | CartEvent[]) => {
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
      for (const command of commands) if (command !== 'RESET_AFTER_DELAY') void runRef.current(command, state);
    },
    [resetNow],
  );

  runRef.current = async (command, state) => {
    const gen = generation.current;
    const current = () => gen === generation.current;
    switch (command) {
      case 'SAVE_RISK_WARNING_DISMISSAL':
        // Best effort: the warning shows again next time if this fails, nothing else depends on it.
        void saveRiskWarningDismissal();
        return;
      case 'CALCULATE': {
        const body = requestBody(state.couponCode);
        const result: ApiResult<BuySummary> = body ? await calculate(body, inputs.current.locale) : { ok: false, status: 0, code: null, message: null };
        if (!current()) return;
        if (!result.ok) {
          // A promo the purchase no longer qualifies for has its own step (spec §4.2), with its first reason (§8).
          const promoRefused = result.code === 'COUPON_NOT_ELIGIBLE' || result.code === 'COUPON_NOT_FOUND';
          if (promoRefused) setPromoReason(result.reasons?.[0] ?? messageOf(result));
          else setErrorMessage(messageOf(result));
          dispatch({ type: 'CALCULATED', ok: false, promoRefused });
          return;
        }
        setSummary(result.data);
        idempotencyKey.current = newIdempotencyKey();
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
      case 'PAY':
      case 'PAY_WITH_PIN': {
        const body = requestBody(state.couponCode);
        const key = (idempotencyKey.current ??= newIdempotencyKey());
        // The PIN goes with the order only from the PIN step; what was typed is not kept (decision 051).
        const withPin = body && command === 'PAY_WITH_PIN' ? { ...body, pin: inputs.current.pinText } : body;
        const result = withPin ? await subscribe(withPin, key, inputs.current.locale) : ({ ok: false, status: 0, code: null, message: null } as const);
        if (!current()) return;
        setPinText('');
        if (!result.ok) {
          const pin = orderPinAnswer(result.code);
          if (pin) {
            // Asked the first time: the step's own words; after a PIN was sent, the server's (the tries left, until when).
            setPinMessage(pin === 'REQUIRED' && command === 'PAY' ? null : messageOf(result));
            dispatch({ type: 'PAID', ok: false, pin });
            return;
          }
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
    void loadRef.current(cartAddress(target));
  }, [open, target, resetNow]);

  // The loaded facts: a top-up first lists the portfolio's funds; a form takes the amount the address named.
  const loaded = fetcher.data;
  useEffect(() => {
    if (!loaded) return;
    const untouched = cartRef.current.step === 'FORM' && cartRef.current.history.length === 0;
    if (loaded.kind === 'TOP_UP') {
      setTopUp(loaded);
      if (untouched) dispatch({ type: 'OPEN_STEP', step: 'TOP_UP_LIST' });
      return;
    }
    if (loaded.kind === 'ADD_FUND') {
      setAddFund(loaded);
      if (untouched) dispatch({ type: 'OPEN_STEP', step: 'FUND_TYPE_SELECTOR' });
      return;
    }
    if (loaded.amountText && loaded.preview) setAmountText((text) => text || maskAmountSafe(loaded.amountText, loaded.preview!.currency));
  }, [loaded, dispatch]);

  useEffect(() => () => {
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
  }, []);

  // Focus follows the step: its heading (the dialog's title) is where a screen reader continues.
  useEffect(() => {
    if (!open) return;
    // The search step's box and the PIN step's field take the focus (one types at once); any other step's heading does.
    const dialog = headingRef.current?.closest('dialog');
    const field =
      cart.step === 'FUND_SEARCH'
        ? dialog?.querySelector<HTMLInputElement>('input[type="search"]')
        : cart.step === 'PIN'
          ? dialog?.querySelector<HTMLInputElement>('input[name="pin"]')
          : null;
    (field ?? headingRef.current)?.focus();
  }, [open, cart.step, pinMessage]);
  // The dialog element carries the step (tests and styles read it).
  useLayoutEffect(() => {
    headingRef.current?.closest('dialog')?.setAttribute('data-step', cart.step);
  });

  const busy = cart.pending !== null || fetcher.state !== 'idle';

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

  /** spec §4.2: the risk warning is due when the loader's preview says so (the investor's profile and dismissal against these funds). */
  const riskWarning = preview?.riskWarning ?? false;

  const choosePortfolio = (portfolioId: number) => {
    setNewPortfolio(null);
    const fundId = formData?.fundId ?? topUpFundId;
    if (formData && !formData.robo && fundId !== null && portfolioId !== formData.chosenPortfolioId) {
      load(cartAddress({ fundId, portfolioId }));
    }
    dispatch({ type: 'CHOSEN' });
  };

  const chooseTopUpFund = (fundId: number) => {
    if (!topUp) return;
    setTopUpFundId(fundId);
    if (fundId !== topUpFundId || !formData) load(cartAddress({ fundId, portfolioId: topUp.portfolio.id }));
    dispatch({ type: 'CHOSEN' });
  };

  // Steps 4 and 10 load their lists with their own fetcher (the purchase's facts stay loaded).
  const listLoadRef = useRef(listFetcher.load);
  listLoadRef.current = listFetcher.load;
  const loadList = useCallback((portfolioId: number, query: FundListQuery) => {
    setListQuery(query);
    void listLoadRef.current(cartAddress({ portfolioId, addFund: true, fundType: query.type, keyword: query.keyword }));
  }, []);
  /** Step 3 → 4: the funds of a type. */
  const chooseFundType = (type: FundType) => {
    if (!addFund) return;
    loadList(addFund.portfolio.id, { type });
    openStep('FUND_LIST');
  };
  const openSearch = () => {
    setSearchText('');
    setListQuery(null);
    openStep('FUND_SEARCH');
  };
  /** Steps 4, 10 → the form: the chosen fund's purchase into the portfolio. */
  const chooseAddableFund = (fund: AddableFund) => {
    if (!addFund) return;
    load(cartAddress({ fundId: fund.id, portfolioId: addFund.portfolio.id }));
    dispatch({ type: 'CHOSEN' });
  };
  // Step 10 searches once typing pauses.
  const addFundPortfolioId = addFund?.portfolio.id ?? null;
  useEffect(() => {
    const keyword = searchText.trim();
    if (cart.step !== 'FUND_SEARCH' || addFundPortfolioId === null || keyword === '') return;
    const timer = setTimeout(() => loadList(addFundPortfolioId, { keyword }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, cart.step, addFundPortfolioId, loadList]);
  // The answer shown is the one to the list asked for last, for this portfolio (an earlier cart's, or an
  // earlier type's or word's, is not); an answer that is no list at all is a failure.
  const answer = listFetcher.state === 'idle' ? listFetcher.data : undefined;
  const listed =
    answer?.kind === 'ADD_FUND' &&
    answer.list &&
    listQuery &&
    answer.portfolio.id === addFundPortfolioId &&
    (listQuery.type ? answer.type === listQuery.type : answer.keyword === listQuery.keyword)
      ? answer.list
      : null;
  const listFailed = answer !== undefined && listQuery !== null && (answer.kind !== 'ADD_FUND' || answer.list === null);

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
      : (topUp || addFund) && !formData
        ? 'NO_ITEM'
        : null;

  let body: React.ReactNode;
  switch (cart.step) {
    case 'FORM':
      body =
        !formData && !topUp && !addFund ? (
          <LoadingStep />
        ) : (
          <FormStep
            locale={locale}
            preview={preview}
            refusalMessage={refusal ? translateMessage(t, refusal.reasons[0] ?? refusal.message) : null}
            robo={formData?.robo ?? false}
            portfolioLabel={portfolioLabel}
            canChangePortfolio={Boolean(formData && !formData.robo && (formData.portfolios.length > 1 || formData.canAddNew || formData.chosenPortfolioId === null))}
            fundPicker={topUp ? 'TOP_UP_LIST' : addFund ? 'FUND_TYPE_SELECTOR' : null}
            cashbackBalance={formData?.cashbackBalance ?? 0}
            amountText={amountText}
            onAmountText={setAmountText}
            useCashback={useCashback}
            onUseCashback={setUseCashback}
            couponCode={cart.couponCode}
            disabledReason={disabledReason}
            busy={busy}
            onOpen={openStep}
            onConfirm={() => dispatch({ type: 'CONFIRM_FORM', riskWarning })}
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
          onContinue={(dontShowAgain) => dispatch({ type: 'CONTINUE_RISK_WARNING', dontShowAgain })}
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
          onPay={() => dispatch({ type: 'PAY_NOW', pinAsked: formData?.orderPin === 'ASK' })}
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
          onUse={() => dispatch({ type: 'USE_PROMO', riskWarning })}
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
          onUse={() => dispatch([{ type: 'BACK' }, { type: 'USE_PROMO', riskWarning }])}
        />
      ) : null;
      break;
    case 'PROMO_NOT_ELIGIBLE':
      body = (
        <PromoNotEligibleStep
          reason={promoReason ?? t('refusal.TECHNICAL')}
          busy={busy}
          afterSummary={promoRefusedAfterSummary(cart)}
          onContinue={() => dispatch({ type: 'CONTINUE_WITHOUT_PROMO' })}
          onReturn={() => dispatch({ type: promoRefusedAfterSummary(cart) ? 'RETURN_TO_SUMMARY' : 'RETURN_TO_FORM' })}
        />
      );
      break;
    case 'ERROR':
      body = <ErrorStep message={errorMessage ?? t('refusal.TECHNICAL')} onBack={canGoBack ? back : null} />;
      break;
    case 'PIN':
      body = (
        <PinStep
          pin={pinText}
          onPin={setPinText}
          error={pinMessage}
          busy={busy}
          onSubmit={() => dispatch({ type: 'SUBMIT_PIN' })}
          // A passkey answered for the PIN (decision 095): the session is fresh, so the order goes without one.
          onPasskeyConfirmed={() => dispatch({ type: 'SUBMIT_PIN' })}
        />
      );
      break;
    case 'PIN_BLOCKED':
      body = <PinBlockedStep message={pinMessage ?? t('refusal.TECHNICAL')} />;
      break;
    case 'PIN_NOT_SET':
      body = <PinNotSetStep returnTo={to} />;
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
    case 'FUND_TYPE_SELECTOR':
      body = addFund ? (
        <>
          <p className="mt-3 text-sm text-ink-muted">{t('cart.addFund.chooseType')}</p>
          <FundTypeChoices types={addFund.types} chosen={null} choose={{ onChoose: chooseFundType }} />
          <button type="button" onClick={openSearch} className="mt-3 min-h-11 text-sm font-medium text-brand underline" data-testid="cart-dialog-fund-search">
            {t('cart.addFund.toSearch')}
          </button>
        </>
      ) : (
        <LoadingStep />
      );
      break;
    case 'FUND_LIST':
      body = listFailed ? (
        <ErrorStep message={t('refusal.TECHNICAL')} onBack={back} />
      ) : listed ? (
        <AddableFundChoices list={listed} labelledBy={headingId} choose={{ onChoose: chooseAddableFund }} />
      ) : (
        <LoadingStep />
      );
      break;
    case 'FUND_SEARCH': {
      const keyword = searchText.trim();
      body = (
        <>
          <FundSearchBox keyword={searchText} onKeyword={setSearchText} />
          {keyword === '' ? null : listFailed ? (
            <ErrorStep message={t('refusal.TECHNICAL')} onBack={null} />
          ) : listed && listQuery?.keyword === keyword ? (
            <AddableFundChoices list={listed} labelledBy={headingId} choose={{ onChoose: chooseAddableFund }} />
          ) : (
            <LoadingStep />
          )}
        </>
      );
      break;
    }
  }

  // Errors are also said aloud (the step's own text is not a live region, so it is not read twice).
  const liveMessage =
    cart.step === 'ERROR'
      ? (errorMessage ?? '')
      : cart.step === 'PROMO_NOT_ELIGIBLE' || (cart.step === 'PROMO' && cart.promoRefused)
        ? (promoReason ?? '')
        : cart.step === 'SUMMARY' && cart.termsError
          ? t('cart.summary.termsRequired')
          : cart.step === 'PIN_BLOCKED'
            ? (pinMessage ?? '')
            : '';

  return (
    <Dialog
      open={open}
      onDismiss={close}
      className="md:w-[min(32rem,calc(100vw-2rem))]"
      data-testid="cart-dialog"
      title={
        <span ref={headingRef} id={headingId} tabIndex={-1} className="block px-10 text-center outline-none" data-testid="cart-dialog-heading">
          {isPinStep(cart.step) ? tPin(`cart.steps.${cart.step}`) : t(`dialog.steps.${cart.step}`)}
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

export default CartDialog;
