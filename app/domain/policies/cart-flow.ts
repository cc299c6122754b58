// The buy cart's steps and how it moves between them (spec funds §2.4 step table, §4.2 "Buy cart";
// issue 5 item 1; decision 020), as a pure state machine: `cartTransition(state, event)` answers the
// next state and the requests the page must make (calculate, validate the promo, pay, save the
// risk-warning dismissal). The dialog with JavaScript and the pages without it follow the same table.

/** §2.4: the numbered steps of the cart dialog. */
export const CART_STEPS = {
  FORM: 0,
  PORTFOLIO_SELECTOR: 1,
  SUMMARY: 2,
  FUND_TYPE_SELECTOR: 3,
  FUND_LIST: 4,
  ERROR: 5,
  DOCUMENTS: 6,
  RISK_WARNING: 7,
  ADJUSTMENT: 8,
  PROMO: 9,
  FUND_SEARCH: 10,
  PROMO_DETAIL: 11,
  PROMO_NOT_ELIGIBLE: 12,
  TOP_UP_LIST: 13,
  // The transaction PIN (issue 14 item 5; decision 051): asked when subscribe answers for it.
  PIN: 14,
  PIN_BLOCKED: 15,
  PIN_NOT_SET: 16,
} as const;
export type CartStep = keyof typeof CART_STEPS;

/** §4.2 "There is no back button on the first step, the risk warning or the promo-not-eligible step." */
// A blocked PIN, or none yet, ends the purchase in the dialog: its way on is a page (decision 051).
const NO_BACK: ReadonlySet<CartStep> = new Set(['FORM', 'RISK_WARNING', 'PROMO_NOT_ELIGIBLE', 'PIN_BLOCKED', 'PIN_NOT_SET']);
/** Steps opened from another by a button (pushed on the history). */
export type OpenableStep = 'PORTFOLIO_SELECTOR' | 'FUND_TYPE_SELECTOR' | 'FUND_LIST' | 'DOCUMENTS' | 'ADJUSTMENT' | 'PROMO' | 'FUND_SEARCH' | 'PROMO_DETAIL' | 'TOP_UP_LIST';

/** §4.2 "Closing the cart resets step, amount, terms, cashback, selection and the stored coupon code after 300 ms." */
export const CART_RESET_DELAY_MS = 300;

export interface CartState {
  step: CartStep;
  /** The steps to go back to, the last one first. */
  history: CartStep[];
  termsAccepted: boolean;
  /** The summary's pay button was pressed without the terms box ticked: its error shows. */
  termsError: boolean;
  /** What is typed in the promo step's box; it becomes the cart's code only once validated. */
  promoDraft: string;
  /**
   * The promo code the cart holds: validated on the promo step, validated again before paying;
   * cleared when refused (spec funds §8 "removes the stored code"). Null: none.
   */
  couponCode: string | null;
  /** What the page is waiting for; events other than its answer are ignored meanwhile. */
  pending: CartRequest | null;
  /** The promo step's code was refused there. */
  promoRefused: boolean;
  /**
   * The risk warning was passed (or was not due) for the funds now in the cart: a promo applied before
   * any summary then goes straight to it. A new fund chosen on a picker asks again.
   */
  riskPassed: boolean;
  /** The promo being validated leads to the risk warning before its calculation (set by USE_PROMO). */
  riskWarningAhead: boolean;
}

/** PAY_WITH_PIN: the order again, with the PIN typed on the PIN step. */
export type CartRequest = 'CALCULATE' | 'VALIDATE_PROMO_THEN_PAY' | 'VALIDATE_PROMO_THEN_CALCULATE' | 'PAY' | 'PAY_WITH_PIN';

/** Why subscribe did not place the order for the PIN (its codes PIN_REQUIRED, PIN_WRONG, PIN_BLOCKED, PIN_NOT_SET; decision 052). */
export type OrderPinAnswer = 'REQUIRED' | 'WRONG' | 'BLOCKED' | 'NOT_SET';

const ORDER_PIN_CODES: Readonly<Record<string, OrderPinAnswer>> = { PIN_REQUIRED: 'REQUIRED', PIN_WRONG: 'WRONG', PIN_BLOCKED: 'BLOCKED', PIN_NOT_SET: 'NOT_SET' };

/** The PIN answer of a refusal's `code`, or null for a refusal that is not about the PIN. */
export function orderPinAnswer(code: string | null): OrderPinAnswer | null {
  return code !== null && Object.hasOwn(ORDER_PIN_CODES, code) ? ORDER_PIN_CODES[code]! : null;
}

/** The steps of the PIN (their titles are the `pin` namespace's). */
export const PIN_STEPS = ['PIN', 'PIN_BLOCKED', 'PIN_NOT_SET'] as const satisfies readonly CartStep[];
export type PinStepName = (typeof PIN_STEPS)[number];
export const isPinStep = (step: CartStep): step is PinStepName => (PIN_STEPS as readonly CartStep[]).includes(step);
export type CartCommand = CartRequest | 'SAVE_RISK_WARNING_DISMISSAL' | 'RESET_AFTER_DELAY';

export type CartEvent =
  | { type: 'OPEN_STEP'; step: OpenableStep }
  /** The form's confirm; `riskWarning` from needsRiskWarning (buy-rules.ts). */
  | { type: 'CONFIRM_FORM'; riskWarning: boolean }
  | { type: 'CONTINUE_RISK_WARNING'; dontShowAgain: boolean }
  /**
   * The calculation's answer; `promoRefused` when it refused the cart's promo code (the code no longer
   * applies to this purchase, e.g. a new amount below its minimum): the promo-not-eligible step follows.
   */
  | { type: 'CALCULATED'; ok: boolean; promoRefused?: boolean }
  | { type: 'SET_TERMS'; accepted: boolean }
  /**
   * The summary's pay button; `pinAsked` when the cart knows the order needs the PIN (the cart loader's
   * `orderPin`, decision 051): the PIN step opens first, without a request that would only answer for it.
   */
  | { type: 'PAY_NOW'; pinAsked?: boolean }
  | { type: 'ENTER_PROMO_CODE'; code: string }
  /** `riskWarning` from the purchase preview (needsRiskWarning): a promo applied from the form still meets the warning first. */
  | { type: 'USE_PROMO'; riskWarning: boolean }
  | { type: 'PROMO_VALIDATED'; eligible: boolean }
  /** The order's answer; `pin` when it was refused for the PIN (the PIN step, or its blocked and not-set ends). */
  | { type: 'PAID'; ok: boolean; pin?: OrderPinAnswer }
  /** The PIN step's confirm: the order again, with the PIN. */
  | { type: 'SUBMIT_PIN' }
  /** On the promo-not-eligible step: pay without the promo, or calculate without it when no summary came first. */
  | { type: 'CONTINUE_WITHOUT_PROMO' }
  /** On the promo-not-eligible step after a summary: back to it, recalculated without the promo. */
  | { type: 'RETURN_TO_SUMMARY' }
  /** On the promo-not-eligible step after a calculation of the form: back to the form, without the promo. */
  | { type: 'RETURN_TO_FORM' }
  /** A choice on a picker step (portfolio, fund type, fund, top-up fund): back where it was opened. */
  | { type: 'CHOSEN' }
  | { type: 'BACK' }
  | { type: 'CLOSE' };

export interface CartTransition {
  state: CartState;
  commands: CartCommand[];
}

export const INITIAL_CART: CartState = {
  step: 'FORM',
  history: [],
  termsAccepted: false,
  termsError: false,
  promoDraft: '',
  couponCode: null,
  pending: null,
  promoRefused: false,
  riskPassed: false,
  riskWarningAhead: false,
};

const stay = (state: CartState): CartTransition => ({ state, commands: [] });
const forward = (state: CartState, step: CartStep): CartState => ({ ...state, step, history: [...state.history, state.step] });
const request = (state: CartState, what: CartRequest): CartTransition => ({ state: { ...state, pending: what }, commands: [what] });
/** Back to a step without keeping the step left (the risk warning is never a step to go back to). */
const replace = (state: CartState, step: CartStep): CartState => ({ ...state, step });
/** Steps that only the cart's own flow leaves: nothing is opened over them. */
const NO_OPENING: ReadonlySet<CartStep> = new Set(['RISK_WARNING', 'ERROR', 'PROMO_NOT_ELIGIBLE', 'PIN', 'PIN_BLOCKED', 'PIN_NOT_SET']);

export function cartTransition(state: CartState, event: CartEvent): CartTransition {
  if (event.type === 'CLOSE') return { state: INITIAL_CART, commands: ['RESET_AFTER_DELAY'] };
  // While a request is out, only its answer moves the cart.
  if (state.pending) return answer(state, event) ?? stay(state);

  switch (event.type) {
    case 'OPEN_STEP':
      if (NO_OPENING.has(state.step)) return stay(state);
      // §4.2 "Promo detail is usable only when the coupon is eligible": opened from the promo step.
      if (event.step === 'PROMO_DETAIL' && state.step !== 'PROMO') return stay(state);
      return { state: forward(state, event.step), commands: [] };
    case 'CHOSEN': {
      if (!PICKERS.has(state.step)) return stay(state);
      // Back past every picker to where the first was opened (fund type → fund list → the form).
      const history = [...state.history];
      while (history.length > 0 && PICKERS.has(history[history.length - 1]!)) history.pop();
      // Another fund may now be in the cart: its risk warning is asked again.
      const riskPassed = state.riskPassed && !FUND_PICKERS.has(state.step);
      return stay({ ...state, step: history.pop() ?? 'FORM', history, riskPassed });
    }
    case 'CONFIRM_FORM':
      if (state.step !== 'FORM') return stay(state);
      // §4.2 "Before the calculation, the risk warning is shown first …".
      if (event.riskWarning && !state.riskPassed) return { state: forward(state, 'RISK_WARNING'), commands: [] };
      return request({ ...state, riskPassed: true }, 'CALCULATE');
    case 'CONTINUE_RISK_WARNING': {
      if (state.step !== 'RISK_WARNING') return stay(state);
      const next = request({ ...state, riskPassed: true }, 'CALCULATE');
      // §4.2 "Ticking don't-show-again reports the dismissal."
      return event.dontShowAgain ? { ...next, commands: ['SAVE_RISK_WARNING_DISMISSAL', ...next.commands] } : next;
    }
    case 'SET_TERMS':
      return stay({ ...state, termsAccepted: event.accepted, termsError: state.termsError && !event.accepted });
    case 'PAY_NOW':
      if (state.step !== 'SUMMARY') return stay(state);
      // §4.2 "Summary confirm (pay now) needs the terms box ticked. With a promo code, validate the promo first, then pay."
      if (!state.termsAccepted) return stay({ ...state, termsError: true });
      if (event.pinAsked) return stay(forward(state, 'PIN'));
      return request(state, state.couponCode ? 'VALIDATE_PROMO_THEN_PAY' : 'PAY');
    case 'SUBMIT_PIN':
      // With a promo code, validated first (§4.2), then the order with the PIN.
      if (state.step !== 'PIN') return stay(state);
      return request(state, state.couponCode ? 'VALIDATE_PROMO_THEN_PAY' : 'PAY_WITH_PIN');
    case 'ENTER_PROMO_CODE':
      if (state.step !== 'PROMO') return stay(state);
      return stay({ ...state, promoDraft: event.code.trim(), promoRefused: false });
    case 'USE_PROMO':
      // §4.2 "the use-promo button is disabled until a code exists. It validates, then recalculates, then returns to the summary."
      if (state.step !== 'PROMO' || state.promoDraft === '') return stay(state);
      return request({ ...state, riskWarningAhead: event.riskWarning && !state.riskPassed }, 'VALIDATE_PROMO_THEN_CALCULATE');
    case 'CONTINUE_WITHOUT_PROMO':
      // The refused code is already cleared (answer()): pay without it, or, refused by a calculation,
      // calculate without it (there is no summary to pay yet).
      if (state.step !== 'PROMO_NOT_ELIGIBLE') return stay(state);
      return request(state, promoRefusedAfterSummary(state) ? 'PAY' : 'CALCULATE');
    case 'RETURN_TO_SUMMARY':
      if (state.step !== 'PROMO_NOT_ELIGIBLE' || !promoRefusedAfterSummary(state)) return stay(state);
      // §4.2 "Back to the summary after a promo error re-requests the summary with the promo cleared."
      return request(state, 'CALCULATE');
    case 'RETURN_TO_FORM': {
      if (state.step !== 'PROMO_NOT_ELIGIBLE' || promoRefusedAfterSummary(state)) return stay(state);
      const history = [...state.history];
      return stay({ ...state, step: history.pop() ?? 'FORM', history });
    }
    case 'BACK':
      return back(state);
    default:
      return stay(state);
  }
}

/**
 * On the promo-not-eligible step: the promo was refused before paying a summary (§4.2), rather than by
 * the calculation of a purchase changed after it was applied (decision 020). The page offers back to the
 * summary, or back to the form, accordingly.
 */
export function promoRefusedAfterSummary(state: CartState): boolean {
  return state.step === 'PROMO_NOT_ELIGIBLE' && state.history[state.history.length - 1] === 'SUMMARY';
}

/** The picker steps a choice returns from. */
const PICKERS: ReadonlySet<CartStep> = new Set(['PORTFOLIO_SELECTOR', 'FUND_TYPE_SELECTOR', 'FUND_LIST', 'FUND_SEARCH', 'TOP_UP_LIST']);
/** The pickers whose choice is a fund. */
const FUND_PICKERS: ReadonlySet<CartStep> = new Set(['FUND_LIST', 'FUND_SEARCH', 'TOP_UP_LIST']);

/**
 * §4.2 "Back pops the history. Back from the promo or promo detail steps also drops the summary step."
 * The summary is stale once a promo was being edited, so it leaves the history and going back ends on
 * the step before it (decision 020). No back from the form, the risk warning or promo-not-eligible.
 */
function back(state: CartState): CartTransition {
  if (NO_BACK.has(state.step) || state.history.length === 0) return stay(state);
  const history = state.step === 'PROMO' || state.step === 'PROMO_DETAIL' ? state.history.filter((step) => step !== 'SUMMARY') : [...state.history];
  const step = history.pop() ?? 'FORM';
  // Leaving the promo step drops what was typed and not applied.
  const promoDraft = state.step === 'PROMO' ? '' : state.promoDraft;
  return stay({ ...state, step, history, promoDraft, termsError: false, promoRefused: false });
}

/** The answer to the pending request, or null for any other event. */
function answer(state: CartState, event: CartEvent): CartTransition | null {
  const done = { ...state, pending: null };
  switch (state.pending) {
    case 'CALCULATE': {
      if (event.type !== 'CALCULATED') return null;
      // A promo applied earlier that no longer applies (the amount changed below its minimum, its end
      // passed): promo-not-eligible, to continue without it (§4.2), not the error step; the code is
      // removed (§8 "removes the stored code").
      const promoRefused = !event.ok && event.promoRefused === true && state.couponCode !== null;
      const next: CartStep = event.ok ? 'SUMMARY' : promoRefused ? 'PROMO_NOT_ELIGIBLE' : 'ERROR';
      const answered = promoRefused ? { ...done, couponCode: null } : done;
      // §4.2 "On success go to the summary, on failure to the error step." The risk warning and the
      // promo step (its code now applied) are not steps to come back to.
      if (state.step === 'RISK_WARNING' || state.step === 'PROMO') return stay(replace(answered, next));
      if (state.step === 'PROMO_NOT_ELIGIBLE') {
        // Back to the summary it came from (the last step of its history), or on to a first summary.
        const history = promoRefusedAfterSummary(state) ? done.history.slice(0, -1) : done.history;
        return stay(event.ok ? { ...done, step: 'SUMMARY', history } : replace(done, 'ERROR'));
      }
      return stay(forward(answered, next));
    }
    case 'VALIDATE_PROMO_THEN_PAY':
      if (event.type !== 'PROMO_VALIDATED') return null;
      // §4.2 "If the promo is rejected, go to the promo-not-eligible step."
      // The refused code is no longer the cart's (spec funds §8 "removes the stored code").
      // From the PIN step the order goes with the PIN; refused there, the promo step replaces the PIN step
      // (its continue pays without the promo, and asks for the PIN again if need be).
      if (event.eligible) return request(done, state.step === 'PIN' ? 'PAY_WITH_PIN' : 'PAY');
      return stay((state.step === 'PIN' ? replace : forward)({ ...done, couponCode: null }, 'PROMO_NOT_ELIGIBLE'));
    case 'VALIDATE_PROMO_THEN_CALCULATE':
      if (event.type !== 'PROMO_VALIDATED') return null;
      if (!event.eligible) return stay({ ...done, promoRefused: true, riskWarningAhead: false });
      // The code becomes the cart's; recalculated with it, then back on the summary (the promo
      // steps leave the history). §4.2 "Before the calculation, the risk warning is shown first": a
      // promo applied from the form, before the warning was passed, meets the warning in the promo
      // step's place, and its Continue calculates.
      const applied = { ...done, couponCode: state.promoDraft, promoDraft: '', riskWarningAhead: false, history: done.history.filter((step) => step !== 'SUMMARY') };
      if (state.riskWarningAhead) return stay(replace(applied, 'RISK_WARNING'));
      return request(applied, 'CALCULATE');
    case 'PAY':
    case 'PAY_WITH_PIN': {
      if (event.type !== 'PAID') return null;
      // A paid order leaves the cart for the payment page; a refusal shows the error step.
      if (event.ok) return { state: INITIAL_CART, commands: ['RESET_AFTER_DELAY'] };
      // The steps the answer replaces rather than stacks on: back from what follows leads to the summary.
      const over = (step: CartStep) => stay(state.step === 'PROMO_NOT_ELIGIBLE' || state.step === 'PIN' ? replace(done, step) : forward(done, step));
      // Decision 051: the PIN asked (or wrong: asked again on its step), blocked, or not created yet.
      if (event.pin === 'REQUIRED' || event.pin === 'WRONG') return over('PIN');
      if (event.pin === 'BLOCKED') return over('PIN_BLOCKED');
      if (event.pin === 'NOT_SET') return over('PIN_NOT_SET');
      // Back from the error step leads to the summary either way.
      return over('ERROR');
    }
    default:
      return null;
  }
}
