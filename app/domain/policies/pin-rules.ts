// The transaction PIN's rules (issue 14 item 5; spec funds §2.1 "/me/pin/*"; docs/decisions/050-transaction-pin.md).
//
// - A PIN is exactly 6 digits (ASCII 0-9), not all the same digit, and not a straight run of digits
//   going up or down by one (012345 … 456789, 987654 … 543210): the PINs guessed first.
// - 3 wrong PINs in a row block it for 24 hours (the block's end is users.pin_blocked_until); once the
//   block has ended the count starts again. A right PIN resets the count.
// - An order asks for the PIN once per 15 minutes of a session (sessions.pin_verified_at).
//
// Pure: the model (app/models/pin.server.ts) reads the rows and applies these; its one-statement slot
// (the wrong-try count taken before the hash check) is written from the same constants.

export const PIN_LENGTH = 6;
/** Wrong PINs in a row that block the PIN. */
export const PIN_MAX_FAILED_ATTEMPTS = 3;
export const PIN_BLOCK_MS = 24 * 60 * 60 * 1000;
/** How long a right PIN lets a session place orders without asking again. */
export const PIN_FRESH_MS = 15 * 60 * 1000;

export type PinFormatProblem = 'NOT_SIX_DIGITS' | 'ALL_SAME' | 'SEQUENCE';

const SIX_DIGITS = /^[0-9]{6}$/;

/** Why `pin` cannot be a PIN, or null when it can. */
export function pinFormatProblem(pin: string): PinFormatProblem | null {
  if (!SIX_DIGITS.test(pin)) return 'NOT_SIX_DIGITS';
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 'ALL_SAME';
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'SEQUENCE';
  return null;
}

export const isValidPin = (pin: string): boolean => pinFormatProblem(pin) === null;

/** The PIN's attempt state as stored on the user. */
export interface PinAttemptState {
  failedAttempts: number;
  blockedUntil: Date | null;
}

/** Whether the block (if any) still holds at `now`: it ends exactly at `blockedUntil`. */
export function isPinBlocked(state: Pick<PinAttemptState, 'blockedUntil'>, now: Date): boolean {
  return state.blockedUntil !== null && state.blockedUntil.getTime() > now.getTime();
}

/** Wrong PINs counted at `now`: none once a block has ended (the count starts again). */
export function countedFailures(state: PinAttemptState, now: Date): number {
  if (state.blockedUntil !== null && !isPinBlocked(state, now)) return 0;
  return state.failedAttempts;
}

export type PinAttemptDecision = { allowed: true; attempt: number } | { allowed: false; until: Date };

/**
 * Whether a PIN may be checked at `now`, and which try of the run it is (1 to 3). Refused while blocked.
 * A run that already reached the limit without a block (a check still under way) counts as blocked for
 * the block's length from now (the model sets the block when the third try is taken, so this is a guard).
 */
export function decidePinAttempt(state: PinAttemptState, now: Date): PinAttemptDecision {
  if (isPinBlocked(state, now)) return { allowed: false, until: state.blockedUntil! };
  const failures = countedFailures(state, now);
  if (failures >= PIN_MAX_FAILED_ATTEMPTS) return { allowed: false, until: new Date(now.getTime() + PIN_BLOCK_MS) };
  return { allowed: true, attempt: failures + 1 };
}

/** The state once try number `attempt` is taken (counted as wrong until the hash says otherwise). */
export function stateAfterTakingAttempt(attempt: number, now: Date): PinAttemptState {
  return {
    failedAttempts: attempt,
    blockedUntil: attempt >= PIN_MAX_FAILED_ATTEMPTS ? new Date(now.getTime() + PIN_BLOCK_MS) : null,
  };
}

/** Tries left after try number `attempt` was wrong (0: the PIN is now blocked). */
export function attemptsLeftAfter(attempt: number): number {
  return Math.max(PIN_MAX_FAILED_ATTEMPTS - attempt, 0);
}

/** Whether a PIN entered at `verifiedAt` still covers an order at `now` (15 minutes, the end excluded). */
export function isPinFresh(verifiedAt: Date | null, now: Date): boolean {
  if (!verifiedAt) return false;
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age < PIN_FRESH_MS;
}

/**
 * What an order asks of the PIN (decision 051): no PIN yet → NOT_SET (create one first); blocked → BLOCKED,
 * even in a session that entered it lately (three wrong tries elsewhere stop every order); entered in this
 * session within 15 minutes → PROCEED; otherwise the PIN sent with the order is checked (CHECK), or asked
 * for (REQUIRED). `blockedUntil`: the block in force now, if any (the model's pinStatus).
 */
export type OrderPinDecision = { kind: 'PROCEED' } | { kind: 'CHECK' } | { kind: 'REQUIRED' } | { kind: 'NOT_SET' } | { kind: 'BLOCKED'; until: Date };

export function decideOrderPin(input: { hasPin: boolean; blockedUntil: Date | null; fresh: boolean; pinGiven: boolean }): OrderPinDecision {
  if (!input.hasPin) return { kind: 'NOT_SET' };
  if (input.blockedUntil) return { kind: 'BLOCKED', until: input.blockedUntil };
  if (input.fresh) return { kind: 'PROCEED' };
  return input.pinGiven ? { kind: 'CHECK' } : { kind: 'REQUIRED' };
}
