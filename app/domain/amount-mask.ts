// The money mask of an amount field (the simulation's and the cart's; spec funds §5 "amount (masked, max
// 19 characters)"): a module of its own, so that the cart dialog on the landing page does not load the
// simulation's.
import type { Currency } from './enums';
import { MINOR_PER_MAJOR } from './money';

/** spec funds §5: an amount field takes at most 19 characters. */
export const AMOUNT_MAX_LENGTH = 19;

/**
 * Digits grouped with dots (Indonesian), and for USD up to two decimals after a comma; anything else
 * typed is dropped; at most 19 characters. "1000000" → "1.000.000"; USD "1250,5" → "1.250,5".
 */
export function maskAmount(text: string, currency: Currency): string {
  const decimals = Math.log10(MINOR_PER_MAJOR[currency]);
  const commaAt = decimals > 0 ? text.indexOf(',') : -1;
  const integerText = commaAt === -1 ? text : text.slice(0, commaAt);
  let digits = integerText.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const fraction = commaAt === -1 ? null : text.slice(commaAt + 1).replace(/\D/g, '').slice(0, decimals);
  const build = () => {
    const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return fraction === null ? grouped : `${grouped || '0'},${fraction}`;
  };
  let masked = build();
  while (masked.length > AMOUNT_MAX_LENGTH && digits.length > 0) {
    digits = digits.slice(0, -1);
    masked = build();
  }
  return masked.slice(0, AMOUNT_MAX_LENGTH);
}
