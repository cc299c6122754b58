// The transaction PIN on the order pages (decisions 050-052): the cart (/reksadana/beli), the sell page and the
// switch page ask it the same way: what the summary asks of it, and what a refused PIN does to the page (a missing
// PIN leads to creating one, a blocked one to its page, a required or wrong one shows the summary again).
import { redirect } from 'react-router';
import { PIN_BLOCKED_PATH, pinCreatePath, type SummaryPin } from '~/domain/pin-paths';
import { message } from '~/forms/messages';
import { getSessionId } from '~/lib/session.server';
import type { OrderPinRefusal } from '~/models/pin.server';
import { pinFreshFor, pinStatus } from '~/models/pin.server';

/** What an order of this session would ask of the PIN now (a dialog opens its PIN step on it). */
export async function orderPinState(request: Request, userId: number, now: Date): Promise<SummaryPin['state']> {
  const status = pinStatus(userId, now);
  if (!status.hasPin) return 'NOT_SET';
  if (status.blockedUntil) return 'BLOCKED';
  const sessionId = await getSessionId(request);
  return sessionId && pinFreshFor(sessionId, now) ? 'FRESH' : 'ASK';
}

/** The summary's PIN: `here` is where creating a PIN returns to, `error` the last answer's message key. */
export async function summaryPin(request: Request, userId: number, here: string, now: Date, error: string | null = null): Promise<SummaryPin> {
  const state = await orderPinState(request, userId, now);
  if (state === 'NOT_SET') return { state, createHref: pinCreatePath(here) };
  return state === 'ASK' ? { state, error } : { state };
}

/**
 * A refused PIN on a page: throws the redirect of a missing or blocked PIN, and answers the message key and status
 * with which the summary is shown again for a required or wrong one (decision 052's statuses).
 */
export function pagePinRefusal(refusal: OrderPinRefusal, here: string): { pinError: string; status: 428 | 422 } {
  switch (refusal.code) {
    case 'PIN_NOT_SET':
      throw redirect(pinCreatePath(here));
    case 'PIN_BLOCKED':
      throw redirect(PIN_BLOCKED_PATH);
    case 'PIN_REQUIRED':
      return { pinError: 'pin:api.PIN_REQUIRED', status: 428 };
    case 'PIN_WRONG':
      return { pinError: message('pin:errors.wrong', { count: refusal.attemptsLeft }), status: 422 };
  }
}
