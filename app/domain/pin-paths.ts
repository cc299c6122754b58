// The transaction PIN's pages (spec funds §2.1 "/me/pin/*"; issue 14 item 5). One place for the addresses
// that the pages, the cart, the order APIs and the landing's popups link to.
import { CREATE_PIN_PATH } from './policies/landing-popups';

export const PIN_CREATE_PATH = CREATE_PIN_PATH;
export const PIN_CHANGE_PATH = '/me/pin/change';
/** Resetting a forgotten PIN by a one-time code (issue 14 item 4). */
export const PIN_FORGOT_PATH = '/me/pin/forgot';
export const PIN_BLOCKED_PATH = '/me/pin/blocked';
export const PIN_VALIDATE_EXPIRED_PATH = '/me/pin/validate/expired';

/** The page that answers PIN request `requestId`. */
export const pinValidatePath = (requestId: string) => `/me/pin/validate/${requestId}`;

/** The create page, returning to `target` (a path on this site) once the PIN is set. */
export const pinCreatePath = (target?: string) => (target ? `${PIN_CREATE_PATH}?target=${encodeURIComponent(target)}` : PIN_CREATE_PATH);

/**
 * What an order's summary asks of the transaction PIN (decision 051): nothing (entered in this session within 15
 * minutes), the PIN (with the last answer's message key), the way to create it, or the blocked page.
 */
export type SummaryPin = { state: 'FRESH' } | { state: 'ASK'; error: string | null } | { state: 'NOT_SET'; createHref: string } | { state: 'BLOCKED' };
