// The message of a Nabung Rutin refusal (policies/recurring-rules.ts and the schedule model's own), as a
// translation key with its values (forms/messages.ts): money and dates in the reader's language. Shared by the
// recurring API, the buy API (a cart order whose schedule is refused) and the pages.
import type { Language } from '~/domain/enums';
import { message } from '~/forms/messages';
import type { RecurringRefusal } from '~/domain/policies/recurring-rules';
import { formatDayMonthYear, formatMoney } from './format';

export type RecurringRefusalLike = RecurringRefusal | { code: 'NOT_FOUND' } | { code: 'STOPPED' };

export function recurringRefusalMessage(refusal: RecurringRefusalLike, locale: Language): string {
  const key = `recurring:rules.refusal.${refusal.code}`;
  switch (refusal.code) {
    case 'REACHED_MAXIMUM':
      return message(key, { maximum: refusal.maximum });
    case 'BELOW_MINIMUM':
      return message(key, { minimum: formatMoney(refusal.minimum, refusal.currency, locale) });
    case 'BANK_ACCOUNT':
      return message(key, { currency: refusal.currency });
    case 'END_DATE_OUT_OF_WINDOW':
      return message(key, { min: formatDayMonthYear(refusal.min, locale), max: formatDayMonthYear(refusal.max, locale) });
    default:
      return key;
  }
}
