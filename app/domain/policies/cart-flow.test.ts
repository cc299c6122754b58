import { describe, expect, it } from 'vitest';
import { CART_STEPS, cartTransition, INITIAL_CART, isPinStep, orderPinAnswer, promoRefusedAfterSummary, type CartCommand, type CartEvent, type CartState, type OrderPinAnswer } from './cart-flow';

/** Runs the events from a fresh cart: the final state and every command asked for on the way. */
function run(events: CartEvent[], from: CartState = INITIAL_CART): { state: CartState; commands: CartCommand[] } {
  let state = from;
  const commands: CartCommand[] = [];
  for (const event of events) {
    const next = cartTransition(state, event);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

const confirm: CartEvent = { type: 'CONFIRM_FORM', riskWarning: false };
const calculated: CartEvent = { type: 'CALCULATED', ok: true };
const toSummary: CartEvent[] = [confirm, calculated];
const terms: CartEvent = { type: 'SET_TERMS', accepted: true };
const back: CartEvent = { type: 'BACK' };

describe('the cart steps (spec funds §2.4)', () => {
  it('numbers the fourteen steps as the spec does, then the PIN steps (decision 051)', () => {
    expect(Object.entries(CART_STEPS).map(([step, n]) => `${n} ${step}`)).toEqual([
      '0 FORM',
      '1 PORTFOLIO_SELECTOR',
      '2 SUMMARY',
      '3 FUND_TYPE_SELECTOR',
      '4 FUND_LIST',
      '5 ERROR',
      '6 DOCUMENTS',
      '7 RISK_WARNING',
      '8 ADJUSTMENT',
      '9 PROMO',
      '10 FUND_SEARCH',
      '11 PROMO_DETAIL',
      '12 PROMO_NOT_ELIGIBLE',
      '13 TOP_UP_LIST',
      '14 PIN',
      '15 PIN_BLOCKED',
      '16 PIN_NOT_SET',
    ]);
  });
});

describe('orderPinAnswer and isPinStep', () => {
  it.each<[string | null, OrderPinAnswer | null]>([
    ['PIN_REQUIRED', 'REQUIRED'],
    ['PIN_WRONG', 'WRONG'],
    ['PIN_BLOCKED', 'BLOCKED'],
    ['PIN_NOT_SET', 'NOT_SET'],
    ['BELOW_MINIMUM', null],
    ['toString', null],
    [null, null],
  ])('%s → %s', (code, answer) => {
    expect(orderPinAnswer(code)).toBe(answer);
  });

  it('names the three PIN steps', () => {
    expect(Object.keys(CART_STEPS).filter((step) => isPinStep(step as keyof typeof CART_STEPS))).toEqual(['PIN', 'PIN_BLOCKED', 'PIN_NOT_SET']);
  });
});

describe('the PIN step (issue 14 item 5; decision 051)', () => {
  const paying: CartEvent[] = [...toSummary, terms, { type: 'PAY_NOW' }];
  const pinAsked: CartEvent[] = [...paying, { type: 'PAID', ok: false, pin: 'REQUIRED' }];
  const withPromo: CartEvent[] = [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT25' }, { type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: true }, calculated];
  // events → step, history, commands
  it.each<[string, CartEvent[], string, string[], CartCommand[]]>([
    ['an order answered PIN_REQUIRED opens the PIN step over the summary', pinAsked, 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY']],
    ['its confirm sends the order again with the PIN', [...pinAsked, { type: 'SUBMIT_PIN' }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY', 'PAY_WITH_PIN']],
    ['a wrong PIN stays on the step, to try again', [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'PAID', ok: false, pin: 'WRONG' }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY', 'PAY_WITH_PIN']],
    [
      'and again',
      [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'PAID', ok: false, pin: 'WRONG' }, { type: 'SUBMIT_PIN' }],
      'PIN',
      ['FORM', 'SUMMARY'],
      ['CALCULATE', 'PAY', 'PAY_WITH_PIN', 'PAY_WITH_PIN'],
    ],
    ['the right PIN places the order and closes the cart', [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'PAID', ok: true }], 'FORM', [], ['CALCULATE', 'PAY', 'PAY_WITH_PIN', 'RESET_AFTER_DELAY']],
    ['the third wrong PIN: the blocked step, no back', [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'PAID', ok: false, pin: 'BLOCKED' }, back], 'PIN_BLOCKED', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY', 'PAY_WITH_PIN']],
    ['blocked before any PIN step', [...paying, { type: 'PAID', ok: false, pin: 'BLOCKED' }, back], 'PIN_BLOCKED', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY']],
    ['no PIN yet: its own step, no back', [...paying, { type: 'PAID', ok: false, pin: 'NOT_SET' }, back], 'PIN_NOT_SET', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY']],
    ['back from the PIN step returns to the summary', [...pinAsked, back], 'SUMMARY', ['FORM'], ['CALCULATE', 'PAY']],
    ['another refusal on the PIN step: the error step, back to the summary', [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'PAID', ok: false }, back], 'SUMMARY', ['FORM'], ['CALCULATE', 'PAY', 'PAY_WITH_PIN']],
    ['confirming twice while the order is out sends it once', [...pinAsked, { type: 'SUBMIT_PIN' }, { type: 'SUBMIT_PIN' }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY', 'PAY_WITH_PIN']],
    ['nothing opens over the PIN step', [...pinAsked, { type: 'OPEN_STEP', step: 'PROMO' }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY']],
    ['SUBMIT_PIN elsewhere does nothing', [...toSummary, { type: 'SUBMIT_PIN' }], 'SUMMARY', ['FORM'], ['CALCULATE']],
    ['known to need the PIN: pay opens the PIN step at once', [...toSummary, terms, { type: 'PAY_NOW', pinAsked: true }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE']],
    ['not without the terms', [...toSummary, { type: 'PAY_NOW', pinAsked: true }], 'SUMMARY', ['FORM'], ['CALCULATE']],
    ['then its confirm pays with the PIN', [...toSummary, terms, { type: 'PAY_NOW', pinAsked: true }, { type: 'SUBMIT_PIN' }], 'PIN', ['FORM', 'SUMMARY'], ['CALCULATE', 'PAY_WITH_PIN']],
    [
      'with a promo: validated first, then paid with the PIN',
      [...withPromo, terms, { type: 'PAY_NOW', pinAsked: true }, { type: 'SUBMIT_PIN' }, { type: 'PROMO_VALIDATED', eligible: true }],
      'PIN',
      ['FORM', 'SUMMARY'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE', 'VALIDATE_PROMO_THEN_PAY', 'PAY_WITH_PIN'],
    ],
    [
      'a promo refused on the PIN step: promo-not-eligible in its place, back to the summary',
      [...withPromo, terms, { type: 'PAY_NOW', pinAsked: true }, { type: 'SUBMIT_PIN' }, { type: 'PROMO_VALIDATED', eligible: false }],
      'PROMO_NOT_ELIGIBLE',
      ['FORM', 'SUMMARY'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE', 'VALIDATE_PROMO_THEN_PAY'],
    ],
    [
      'a promo validated before paying, then the PIN asked',
      [...toSummary, terms, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT25' }, { type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: true }, calculated, { type: 'PAY_NOW' }, { type: 'PROMO_VALIDATED', eligible: true }, { type: 'PAID', ok: false, pin: 'REQUIRED' }],
      'PIN',
      ['FORM', 'SUMMARY'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE', 'VALIDATE_PROMO_THEN_PAY', 'PAY'],
    ],
  ])('%s', (_case, events, step, history, commands) => {
    const { state, commands: asked } = run(events);
    expect(state.step).toBe(step);
    expect(state.history).toEqual(history);
    expect(asked).toEqual(commands);
  });

  it('a promo refused on the PIN step offers back to the summary, and continue pays without it', () => {
    const { state } = run([...withPromo, terms, { type: 'PAY_NOW', pinAsked: true }, { type: 'SUBMIT_PIN' }, { type: 'PROMO_VALIDATED', eligible: false }]);
    expect(promoRefusedAfterSummary(state)).toBe(true);
    expect(state.couponCode).toBeNull();
    expect(cartTransition(state, { type: 'CONTINUE_WITHOUT_PROMO' }).commands).toEqual(['PAY']);
  });
});

describe('the cart state machine (spec funds §4.2)', () => {
  // events → step, history, commands
  it.each<[string, CartEvent[], string, string[], CartCommand[]]>([
    ['confirming the form requests the calculation and waits on the form', [confirm], 'FORM', [], ['CALCULATE']],
    ['a calculation goes to the summary', toSummary, 'SUMMARY', ['FORM'], ['CALCULATE']],
    ['a failed calculation goes to the error step', [confirm, { type: 'CALCULATED', ok: false }], 'ERROR', ['FORM'], ['CALCULATE']],
    ['back from the error step returns to the form', [confirm, { type: 'CALCULATED', ok: false }, back], 'FORM', [], ['CALCULATE']],
    ['the risk warning comes before the calculation', [{ type: 'CONFIRM_FORM', riskWarning: true }], 'RISK_WARNING', ['FORM'], []],
    [
      'continuing the warning calculates, and the warning is not a step to go back to',
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated],
      'SUMMARY',
      ['FORM'],
      ['CALCULATE'],
    ],
    [
      "don't-show-again is reported before the calculation",
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: true }],
      'RISK_WARNING',
      ['FORM'],
      ['SAVE_RISK_WARNING_DISMISSAL', 'CALCULATE'],
    ],
    ['no back from the risk warning', [{ type: 'CONFIRM_FORM', riskWarning: true }, back], 'RISK_WARNING', ['FORM'], []],
    ['no back from the first step', [back], 'FORM', [], []],
    ['pay now without the terms ticked does nothing but show the error', [...toSummary, { type: 'PAY_NOW' }], 'SUMMARY', ['FORM'], ['CALCULATE']],
    ['pay now with the terms ticked pays', [...toSummary, terms, { type: 'PAY_NOW' }], 'SUMMARY', ['FORM'], ['CALCULATE', 'PAY']],
    ['a paid order closes the cart', [...toSummary, terms, { type: 'PAY_NOW' }, { type: 'PAID', ok: true }], 'FORM', [], ['CALCULATE', 'PAY', 'RESET_AFTER_DELAY']],
    ['a refused payment shows the error step, back returns to the summary', [...toSummary, terms, { type: 'PAY_NOW' }, { type: 'PAID', ok: false }, back], 'SUMMARY', ['FORM'], ['CALCULATE', 'PAY']],
    ['back from the summary returns to the form', [...toSummary, back], 'FORM', [], ['CALCULATE']],
    ['pickers open over the form and a choice returns to it', [{ type: 'OPEN_STEP', step: 'PORTFOLIO_SELECTOR' }, { type: 'CHOSEN' }], 'FORM', [], []],
    [
      'nested pickers go back one step at a time',
      [{ type: 'OPEN_STEP', step: 'FUND_TYPE_SELECTOR' }, { type: 'OPEN_STEP', step: 'FUND_LIST' }, back],
      'FUND_TYPE_SELECTOR',
      ['FORM'],
      [],
    ],
    ['documents open and close with back', [{ type: 'OPEN_STEP', step: 'DOCUMENTS' }, back], 'FORM', [], []],
    [
      'a choice in a nested picker returns past every picker to the form',
      [{ type: 'OPEN_STEP', step: 'FUND_TYPE_SELECTOR' }, { type: 'OPEN_STEP', step: 'FUND_LIST' }, { type: 'CHOSEN' }],
      'FORM',
      [],
      [],
    ],
    ['nothing opens over the risk warning', [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'OPEN_STEP', step: 'DOCUMENTS' }], 'RISK_WARNING', ['FORM'], []],
    // The promo steps.
    ['the promo step opens from the summary', [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }], 'PROMO', ['FORM', 'SUMMARY'], ['CALCULATE']],
    ['use promo is disabled until a code exists', [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'USE_PROMO', riskWarning: false }], 'PROMO', ['FORM', 'SUMMARY'], ['CALCULATE']],
    [
      'a blank code is no code',
      [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: '   ' }, { type: 'USE_PROMO', riskWarning: false }],
      'PROMO',
      ['FORM', 'SUMMARY'],
      ['CALCULATE'],
    ],
    [
      'a valid promo validates, recalculates and returns to the summary',
      [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: true }, calculated],
      'SUMMARY',
      ['FORM'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE'],
    ],
    [
      'a refused promo stays on the promo step',
      [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'LAMA' }, { type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: false }],
      'PROMO',
      ['FORM', 'SUMMARY'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE'],
    ],
    ['back from the promo step drops the summary too', [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, back], 'FORM', [], ['CALCULATE']],
    [
      'back from the promo detail drops the summary and returns to the promo step',
      [...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'OPEN_STEP', step: 'PROMO_DETAIL' }, back],
      'PROMO',
      ['FORM'],
      ['CALCULATE'],
    ],
    ['the promo detail opens only from the promo step', [...toSummary, { type: 'OPEN_STEP', step: 'PROMO_DETAIL' }], 'SUMMARY', ['FORM'], ['CALCULATE']],
    // §4.2 "Before the calculation, the risk warning is shown first": a promo applied from the form too.
    [
      'a promo applied from the form meets the risk warning before its calculation',
      [{ type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: true }, { type: 'PROMO_VALIDATED', eligible: true }],
      'RISK_WARNING',
      ['FORM'],
      ['VALIDATE_PROMO_THEN_CALCULATE'],
    ],
    [
      "the warning's continue then calculates with the promo and shows the summary",
      [{ type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: true }, { type: 'PROMO_VALIDATED', eligible: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated],
      'SUMMARY',
      ['FORM'],
      ['VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE'],
    ],
    [
      'a promo applied from the form with no warning due calculates at once',
      [{ type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: true }, calculated],
      'SUMMARY',
      ['FORM'],
      ['VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE'],
    ],
    [
      'a promo applied after the warning was passed does not show it again',
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: true }, { type: 'PROMO_VALIDATED', eligible: true }, calculated],
      'SUMMARY',
      ['FORM'],
      ['CALCULATE', 'VALIDATE_PROMO_THEN_CALCULATE', 'CALCULATE'],
    ],
    [
      'the warning passed once is not shown again on the next confirm of the same funds',
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated, back, { type: 'CONFIRM_FORM', riskWarning: true }],
      'FORM',
      [],
      ['CALCULATE', 'CALCULATE'],
    ],
    [
      'another fund chosen on a picker asks the warning again',
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated, back, { type: 'OPEN_STEP', step: 'TOP_UP_LIST' }, { type: 'CHOSEN' }, { type: 'CONFIRM_FORM', riskWarning: true }],
      'RISK_WARNING',
      ['FORM'],
      ['CALCULATE'],
    ],
    [
      'another portfolio chosen keeps the warning passed (the funds are the same)',
      [{ type: 'CONFIRM_FORM', riskWarning: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, calculated, back, { type: 'OPEN_STEP', step: 'PORTFOLIO_SELECTOR' }, { type: 'CHOSEN' }, { type: 'CONFIRM_FORM', riskWarning: true }],
      'FORM',
      [],
      ['CALCULATE', 'CALCULATE'],
    ],
  ])('%s', (_case, events, step, history, commands) => {
    const result = run(events);
    expect(result.state.step).toBe(step);
    expect(result.state.history).toEqual(history);
    expect(result.commands).toEqual(commands);
  });

  // With a promo code held, pay now validates it first.
  const withPromo: CartEvent[] = [
    ...toSummary,
    { type: 'OPEN_STEP', step: 'PROMO' },
    { type: 'ENTER_PROMO_CODE', code: 'HEMAT' },
    { type: 'USE_PROMO', riskWarning: false },
    { type: 'PROMO_VALIDATED', eligible: true },
    calculated,
    terms,
    { type: 'PAY_NOW' },
  ];

  it.each<[string, CartEvent[], string, string[], CartCommand[], string | null]>([
    ['an eligible promo is paid with', [{ type: 'PROMO_VALIDATED', eligible: true }], 'SUMMARY', ['FORM'], ['PAY'], 'HEMAT'],
    // A refused code is no longer the cart's (spec funds §8 "removes the stored code").
    ['a refused promo goes to promo-not-eligible', [{ type: 'PROMO_VALIDATED', eligible: false }], 'PROMO_NOT_ELIGIBLE', ['FORM', 'SUMMARY'], [], null],
    ['no back from promo-not-eligible', [{ type: 'PROMO_VALIDATED', eligible: false }, back], 'PROMO_NOT_ELIGIBLE', ['FORM', 'SUMMARY'], [], null],
    ['continue pays without the promo', [{ type: 'PROMO_VALIDATED', eligible: false }, { type: 'CONTINUE_WITHOUT_PROMO' }], 'PROMO_NOT_ELIGIBLE', ['FORM', 'SUMMARY'], ['PAY'], null],
    [
      'back to the summary recalculates it without the promo',
      [{ type: 'PROMO_VALIDATED', eligible: false }, { type: 'RETURN_TO_SUMMARY' }, calculated],
      'SUMMARY',
      ['FORM'],
      ['CALCULATE'],
      null,
    ],
    [
      'a payment refused after promo-not-eligible shows the error, and back leads to the summary',
      [{ type: 'PROMO_VALIDATED', eligible: false }, { type: 'CONTINUE_WITHOUT_PROMO' }, { type: 'PAID', ok: false }, back],
      'SUMMARY',
      ['FORM'],
      ['PAY'],
      null,
    ],
  ])('paying with a promo code: %s', (_case, events, step, history, commands, couponCode) => {
    const before = run(withPromo);
    expect(before.commands.at(-1)).toBe('VALIDATE_PROMO_THEN_PAY');
    const result = run(events, before.state);
    expect(result.state.step).toBe(step);
    expect(result.state.history).toEqual(history);
    expect(result.commands).toEqual(commands);
    expect(result.state.couponCode).toBe(couponCode);
  });

  // Issue 13: a promo applied at one amount, then made ineligible by a new amount, went to the error step.
  const promoThenNewAmount: CartEvent[] = [...withPromo.slice(0, -2), back, confirm];
  const promoRefusedByCalculation: CartEvent = { type: 'CALCULATED', ok: false, promoRefused: true };

  it.each<[string, CartEvent[], string, string[], CartCommand[], string | null]>([
    ['a calculation refusing the promo goes to promo-not-eligible, the code removed', [promoRefusedByCalculation], 'PROMO_NOT_ELIGIBLE', ['FORM'], [], null],
    ['no back from it', [promoRefusedByCalculation, back], 'PROMO_NOT_ELIGIBLE', ['FORM'], [], null],
    ['continue calculates without the promo (there is no summary to pay yet)', [promoRefusedByCalculation, { type: 'CONTINUE_WITHOUT_PROMO' }, calculated], 'SUMMARY', ['FORM'], ['CALCULATE'], null],
    ['and pays it without the promo', [promoRefusedByCalculation, { type: 'CONTINUE_WITHOUT_PROMO' }, calculated, terms, { type: 'PAY_NOW' }], 'SUMMARY', ['FORM'], ['CALCULATE', 'PAY'], null],
    ['a calculation failing after continue shows the error, and back leads to the form', [promoRefusedByCalculation, { type: 'CONTINUE_WITHOUT_PROMO' }, { type: 'CALCULATED', ok: false }, back], 'FORM', [], ['CALCULATE'], null],
    ['back to the form, without the promo', [promoRefusedByCalculation, { type: 'RETURN_TO_FORM' }], 'FORM', [], [], null],
    ['there is no summary to return to', [promoRefusedByCalculation, { type: 'RETURN_TO_SUMMARY' }], 'PROMO_NOT_ELIGIBLE', ['FORM'], [], null],
    ['a failure for another reason is the error step, the promo kept', [{ type: 'CALCULATED', ok: false }], 'ERROR', ['FORM'], [], 'HEMAT'],
  ])('a promo applied, then a new amount: %s', (_case, events, step, history, commands, couponCode) => {
    const before = run(promoThenNewAmount);
    expect([before.state.step, before.state.pending, before.state.couponCode]).toEqual(['FORM', 'CALCULATE', 'HEMAT']);
    const result = run(events, before.state);
    expect(result.state.step).toBe(step);
    expect(result.state.history).toEqual(history);
    expect(result.commands).toEqual(commands);
    expect(result.state.couponCode).toBe(couponCode);
  });

  it('tells the two promo-not-eligible steps apart: after a summary, or after a calculation of the form', () => {
    const atPay = run([{ type: 'PROMO_VALIDATED', eligible: false }], run(withPromo).state).state;
    expect(promoRefusedAfterSummary(atPay)).toBe(true);
    // Refused before paying: no way back to the form but through the summary.
    expect(cartTransition(atPay, { type: 'RETURN_TO_FORM' }).state).toBe(atPay);
    const atCalculation = run([promoRefusedByCalculation], run(promoThenNewAmount).state).state;
    expect(promoRefusedAfterSummary(atCalculation)).toBe(false);
    // The risk warning passed with the promo: the refusal takes its place.
    const fromWarning = run([{ type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'HEMAT' }, { type: 'USE_PROMO', riskWarning: true }, { type: 'PROMO_VALIDATED', eligible: true }, { type: 'CONTINUE_RISK_WARNING', dontShowAgain: false }, promoRefusedByCalculation]).state;
    expect([fromWarning.step, fromWarning.history, fromWarning.couponCode]).toEqual(['PROMO_NOT_ELIGIBLE', ['FORM'], null]);
    // Without a promo held, a refusal naming one is the error step.
    expect(run([confirm, promoRefusedByCalculation]).state.step).toBe('ERROR');
  });

  it('shows the terms error on pay now without the terms, and clears it when ticked', () => {
    const refused = run([...toSummary, { type: 'PAY_NOW' }]).state;
    expect(refused.termsError).toBe(true);
    expect(run([terms], refused).state.termsError).toBe(false);
  });

  it('ignores everything but the answer while a request is out', () => {
    const waiting = run([confirm]).state;
    expect(waiting.pending).toBe('CALCULATE');
    for (const event of [confirm, back, { type: 'PAY_NOW' }, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'PAID', ok: true }] as CartEvent[]) {
      expect(cartTransition(waiting, event)).toEqual({ state: waiting, commands: [] });
    }
  });

  it('keeps a typed code only once validated: a code typed and left is never paid with', () => {
    const typed = run([...toSummary, { type: 'OPEN_STEP', step: 'PROMO' }, { type: 'ENTER_PROMO_CODE', code: 'LAMA' }]).state;
    expect([typed.promoDraft, typed.couponCode]).toEqual(['LAMA', null]);
    const later = run([back, confirm, calculated, terms, { type: 'PAY_NOW' }], typed);
    expect(later.commands).toEqual(['CALCULATE', 'PAY']);
    expect(later.state.promoDraft).toBe('');
    // A code refused on the promo step does not become the cart's either.
    const refused = run([{ type: 'USE_PROMO', riskWarning: false }, { type: 'PROMO_VALIDATED', eligible: false }], typed).state;
    expect([refused.step, refused.couponCode, refused.promoRefused]).toEqual(['PROMO', null, true]);
  });

  it('closing resets everything, the stored coupon code included, after the delay', () => {
    const busy = run([...withPromo.slice(0, -2), terms]).state;
    expect(busy.couponCode).toBe('HEMAT');
    expect(cartTransition(busy, { type: 'CLOSE' })).toEqual({ state: INITIAL_CART, commands: ['RESET_AFTER_DELAY'] });
  });
});
