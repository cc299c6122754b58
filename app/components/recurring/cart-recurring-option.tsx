// The cart summary's "Jadikan Nabung Rutin" (issue 17 item 1; spec funds §3 Buy request `recurringInvestment`, §5
// "Recurring purchase ... shown only if the plan is not a robo portfolio and the maximum of schedules is not
// reached"; decision 075): inside the summary's form, the plan's fields `recurringPeriod` (none: no schedule),
// `recurringDate`, `recurringValidity`, `recurringEndDate`. Without JavaScript both day pickers are sent and CSS
// (`:has`) shows the one of the checked period; cartRecurringFormData keeps the chosen one before the schema reads
// the form (forms/recurring-schedule.ts cartRecurringFields).
import type { Language, RecurringPeriod } from '~/domain/enums';
import type { IsoDate } from '~/domain/dates';
import { dayMonthYearFromIso } from '~/domain/recurring-schedule';
import { formatDate } from '~/lib/format';
import { useT } from '~/lib/use-t';
import { WEEKDAYS, weekdayKey } from './recurring-parts';

const MONTH_DAY = 'recurringDayOfMonth';
const WEEKDAY = 'recurringDayOfWeek';

/** The summary form's data as the buy schema reads it: one `recurringDate`, and nothing of the plan without a period. */
export function cartRecurringFormData(formData: FormData): FormData {
  const period = formData.get('recurringPeriod');
  const day = period === 'MONTHLY' ? formData.get(MONTH_DAY) : period === 'WEEKLY' ? formData.get(WEEKDAY) : null;
  const endDate = formData.get('recurringEndDate');
  formData.delete(MONTH_DAY);
  formData.delete(WEEKDAY);
  if (typeof period !== 'string' || period === '') {
    for (const name of ['recurringPeriod', 'recurringDate', 'recurringValidity', 'recurringEndDate']) formData.delete(name);
    return formData;
  }
  if (typeof day === 'string' && day !== '') formData.set('recurringDate', day);
  if (formData.get('recurringValidity') !== 'CHOOSE_DATE') formData.delete('recurringEndDate');
  else if (typeof endDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(endDate)) formData.set('recurringEndDate', dayMonthYearFromIso(endDate as IsoDate));
  return formData;
}

export interface CartRecurringOffer {
  weeklyDaily: boolean;
  endDateWindow: { min: string; max: string };
  /** The day of the month offered first (today's). */
  defaultDay: number;
}

export function CartRecurringOption({ offer, locale, chosen }: { offer: CartRecurringOffer; locale: Language; chosen?: { period: RecurringPeriod | null; day: number | null } }) {
  const { t } = useT('recurring');
  const periods: RecurringPeriod[] = offer.weeklyDaily ? ['MONTHLY', 'WEEKLY', 'DAILY'] : ['MONTHLY'];
  const period = chosen?.period ?? null;
  const choice = 'flex min-h-11 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border border-line px-2 text-sm font-semibold text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand';
  return (
    <fieldset className="group/recurring space-y-3 rounded-[var(--radius-control)] border border-line p-3" data-testid="cart-recurring">
      <legend className="px-1 text-sm font-semibold text-ink">{t('pages.cart.title')}</legend>
      <p className="text-sm text-ink-muted">{t('pages.cart.body')}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={t('pages.form.period')}>
        <label className={choice}>
          <input type="radio" name="recurringPeriod" value="" className="sr-only" defaultChecked={period === null} data-testid="cart-recurring-none" />
          {t('pages.cart.none')}
        </label>
        {periods.map((option) => (
          <label key={option} className={choice}>
            <input type="radio" name="recurringPeriod" value={option} className="sr-only" defaultChecked={period === option} data-testid={`cart-recurring-${option}`} />
            {t(`rules.period.${option}`)}
          </label>
        ))}
      </div>
      <div className="hidden space-y-3 group-has-[input[name=recurringPeriod]:not([value='']):checked]/recurring:block">
        <div className="hidden group-has-[input[name=recurringPeriod][value=MONTHLY]:checked]/recurring:block">
          <label htmlFor="cart-recurring-month-day" className="field-label">
            {t('pages.form.monthDay')}
          </label>
          <select id="cart-recurring-month-day" name={MONTH_DAY} className="field-input" defaultValue={chosen?.period === 'MONTHLY' && chosen.day ? chosen.day : offer.defaultDay} data-testid="cart-recurring-month-day">
            {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
              <option key={day} value={day}>
                {t('pages.form.dayOption', { day: String(day) })}
              </option>
            ))}
          </select>
        </div>
        {offer.weeklyDaily ? (
          <div className="hidden group-has-[input[name=recurringPeriod][value=WEEKLY]:checked]/recurring:block">
            <label htmlFor="cart-recurring-weekday" className="field-label">
              {t('pages.form.weekday')}
            </label>
            <select id="cart-recurring-weekday" name={WEEKDAY} className="field-input" defaultValue={chosen?.period === 'WEEKLY' && chosen.day ? chosen.day : 1} data-testid="cart-recurring-weekday">
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(weekdayKey(day))}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row" role="radiogroup" aria-label={t('pages.form.validity')}>
          {(['FOREVER', 'CHOOSE_DATE'] as const).map((option) => (
            <label key={option} className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 text-sm text-ink has-checked:border-brand">
              <input type="radio" name="recurringValidity" value={option} defaultChecked={option === 'FOREVER'} data-testid={`cart-recurring-validity-${option}`} />
              {option === 'FOREVER' ? t('pages.form.validityForever') : t('pages.form.validityChoose')}
            </label>
          ))}
        </div>
        <div className="hidden group-has-[input[name=recurringValidity][value=CHOOSE_DATE]:checked]/recurring:block">
          <label htmlFor="cart-recurring-end" className="field-label">
            {t('pages.form.endDate')}
          </label>
          <p id="cart-recurring-end-hint" className="mb-1 text-sm text-ink-muted">
            {t('pages.form.endDateHint', { min: formatDate(offer.endDateWindow.min, locale), max: formatDate(offer.endDateWindow.max, locale) })}
          </p>
          <input id="cart-recurring-end" type="date" name="recurringEndDate" min={offer.endDateWindow.min} max={offer.endDateWindow.max} className="field-input" aria-describedby="cart-recurring-end-hint" data-testid="cart-recurring-end" />
        </div>
        <p className="text-sm text-ink-muted">{t('pages.cart.note')}</p>
      </div>
    </fieldset>
  );
}
