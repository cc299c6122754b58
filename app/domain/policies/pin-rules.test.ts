import { describe, expect, it } from 'vitest';
import {
  attemptsLeftAfter,
  countedFailures,
  decideOrderPin,
  decidePinAttempt,
  isPinBlocked,
  isPinFresh,
  isValidPin,
  PIN_BLOCK_MS,
  PIN_FRESH_MS,
  PIN_MAX_FAILED_ATTEMPTS,
  pinFormatProblem,
  stateAfterTakingAttempt,
  type OrderPinDecision,
  type PinAttemptDecision,
  type PinAttemptState,
  type PinFormatProblem,
} from './pin-rules';

const NOW = new Date('2025-11-07T03:00:00Z');
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('the constants of issue 14 item 5', () => {
  it('are 3 tries, 24 hours, 15 minutes', () => {
    expect([PIN_MAX_FAILED_ATTEMPTS, PIN_BLOCK_MS, PIN_FRESH_MS]).toEqual([3, 24 * HOUR, 15 * MIN]);
  });
});

describe('pinFormatProblem', () => {
  it.each<[string, PinFormatProblem | null]>([
    ['147258', null],
    ['120000', null],
    ['123457', null],
    ['135790', null],
    ['112233', null],
    ['000001', null],
    ['890123', null], // wraps past 9: not a straight run
    ['210987', null],
    ['024680', null],
    // exactly six ASCII digits
    ['', 'NOT_SIX_DIGITS'],
    ['14725', 'NOT_SIX_DIGITS'],
    ['1472580', 'NOT_SIX_DIGITS'],
    ['14725a', 'NOT_SIX_DIGITS'],
    [' 147258', 'NOT_SIX_DIGITS'],
    ['147258 ', 'NOT_SIX_DIGITS'],
    ['147 258', 'NOT_SIX_DIGITS'],
    ['-14725', 'NOT_SIX_DIGITS'],
    ['1.4725', 'NOT_SIX_DIGITS'],
    ['١٤٧٢٥٨', 'NOT_SIX_DIGITS'], // Arabic-Indic digits
    ['１４７２５８', 'NOT_SIX_DIGITS'], // full-width digits
    ['147258\n', 'NOT_SIX_DIGITS'],
    // all the same
    ['000000', 'ALL_SAME'],
    ['111111', 'ALL_SAME'],
    ['999999', 'ALL_SAME'],
    // straight runs up
    ['012345', 'SEQUENCE'],
    ['123456', 'SEQUENCE'],
    ['234567', 'SEQUENCE'],
    ['345678', 'SEQUENCE'],
    ['456789', 'SEQUENCE'],
    // and down
    ['987654', 'SEQUENCE'],
    ['876543', 'SEQUENCE'],
    ['765432', 'SEQUENCE'],
    ['654321', 'SEQUENCE'],
    ['543210', 'SEQUENCE'],
  ])('%j → %s', (pin, problem) => {
    expect(pinFormatProblem(pin)).toBe(problem);
    expect(isValidPin(pin)).toBe(problem === null);
  });

  it('refuses exactly the 10 repeated and 10 straight PINs of the million', () => {
    let refused = 0;
    for (let n = 0; n < 1_000_000; n += 1) if (!isValidPin(String(n).padStart(6, '0'))) refused += 1;
    expect(refused).toBe(20);
  });
});

describe('isPinBlocked and countedFailures', () => {
  it.each<[string, PinAttemptState, boolean, number]>([
    ['never wrong', { failedAttempts: 0, blockedUntil: null }, false, 0],
    ['two wrong', { failedAttempts: 2, blockedUntil: null }, false, 2],
    ['blocked for another hour', { failedAttempts: 3, blockedUntil: at(HOUR) }, true, 3],
    ['blocked for another millisecond', { failedAttempts: 3, blockedUntil: at(1) }, true, 3],
    ['the block ends now: the count starts again', { failedAttempts: 3, blockedUntil: NOW }, false, 0],
    ['the block ended an hour ago', { failedAttempts: 3, blockedUntil: at(-HOUR) }, false, 0],
  ])('%s', (_case, state, blocked, failures) => {
    expect(isPinBlocked(state, NOW)).toBe(blocked);
    expect(countedFailures(state, NOW)).toBe(failures);
  });
});

describe('decidePinAttempt', () => {
  it.each<[string, PinAttemptState, PinAttemptDecision]>([
    ['the first try', { failedAttempts: 0, blockedUntil: null }, { allowed: true, attempt: 1 }],
    ['after one wrong', { failedAttempts: 1, blockedUntil: null }, { allowed: true, attempt: 2 }],
    ['after two wrong: the last try', { failedAttempts: 2, blockedUntil: null }, { allowed: true, attempt: 3 }],
    ['blocked', { failedAttempts: 3, blockedUntil: at(23 * HOUR) }, { allowed: false, until: at(23 * HOUR) }],
    ['the block has ended: a new run', { failedAttempts: 3, blockedUntil: at(-1) }, { allowed: true, attempt: 1 }],
    ['the block ends exactly now', { failedAttempts: 3, blockedUntil: NOW }, { allowed: true, attempt: 1 }],
    // Three taken and no block written (cannot happen through the model, which writes both at once): refused.
    ['three counted, no block', { failedAttempts: 3, blockedUntil: null }, { allowed: false, until: at(PIN_BLOCK_MS) }],
  ])('%s', (_case, state, expected) => {
    expect(decidePinAttempt(state, NOW)).toEqual(expected);
  });
});

describe('stateAfterTakingAttempt and attemptsLeftAfter', () => {
  it.each<[number, PinAttemptState, number]>([
    [1, { failedAttempts: 1, blockedUntil: null }, 2],
    [2, { failedAttempts: 2, blockedUntil: null }, 1],
    [3, { failedAttempts: 3, blockedUntil: at(24 * HOUR) }, 0],
  ])('try %i', (attempt, state, left) => {
    expect(stateAfterTakingAttempt(attempt, NOW)).toEqual(state);
    expect(attemptsLeftAfter(attempt)).toBe(left);
  });
});

describe('isPinFresh', () => {
  it.each<[string, Date | null, boolean]>([
    ['never entered in this session', null, false],
    ['entered just now', NOW, true],
    ['entered 14 minutes 59 seconds ago', at(-(15 * MIN - 1000)), true],
    ['entered exactly 15 minutes ago', at(-15 * MIN), false],
    ['entered an hour ago', at(-HOUR), false],
    // A stamp ahead of the clock (the clock stepped back) proves nothing: ask again.
    ['stamped a minute ahead', at(MIN), false],
  ])('%s', (_case, verifiedAt, fresh) => {
    expect(isPinFresh(verifiedAt, NOW)).toBe(fresh);
  });
});

describe('decideOrderPin', () => {
  const until = at(HOUR);
  it.each<[string, Parameters<typeof decideOrderPin>[0], OrderPinDecision]>([
    ['no PIN yet', { hasPin: false, blockedUntil: null, fresh: false, pinGiven: false }, { kind: 'NOT_SET' }],
    ['no PIN yet, one sent', { hasPin: false, blockedUntil: null, fresh: false, pinGiven: true }, { kind: 'NOT_SET' }],
    ['blocked', { hasPin: true, blockedUntil: until, fresh: false, pinGiven: true }, { kind: 'BLOCKED', until }],
    ['blocked, though entered lately in this session', { hasPin: true, blockedUntil: until, fresh: true, pinGiven: false }, { kind: 'BLOCKED', until }],
    ['entered within 15 minutes', { hasPin: true, blockedUntil: null, fresh: true, pinGiven: false }, { kind: 'PROCEED' }],
    ['entered within 15 minutes, sent again: not checked again', { hasPin: true, blockedUntil: null, fresh: true, pinGiven: true }, { kind: 'PROCEED' }],
    ['not fresh, sent', { hasPin: true, blockedUntil: null, fresh: false, pinGiven: true }, { kind: 'CHECK' }],
    ['not fresh, not sent', { hasPin: true, blockedUntil: null, fresh: false, pinGiven: false }, { kind: 'REQUIRED' }],
  ])('%s', (_case, input, expected) => {
    expect(decideOrderPin(input)).toEqual(expected);
  });
});
