// The Nabung Rutin schedule form (issue 17 item 1; spec funds §5 "Recurring purchase", §9; decision 074): fund,
// amount, period (weekly and daily only with their flag), the day (1-31 or Monday..Sunday), validity forever or an
// end date within the window, and the first purchase date (the next occurrence). ONE rendering for create and edit,
// plain form posts: without JavaScript both day pickers are in the form and CSS (`:has`) shows the one of the checked
// period; the action takes the chosen one (scheduleFormData). With JavaScript, conform validates with the shared
// schema as one types, and the first purchase date follows the choices.
import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui';
import { FieldError } from '~/components/ui/field';
import { maskAmount, AMOUNT_MAX_LENGTH } from '~/domain/amount-mask';
import { amountFieldText } from '~/domain/policies/buy-rules';
import type { Currency, Language, RecurringPeriod } from '~/domain/enums';
import type { IsoDate } from '~/domain/dates';
import { dayMonthYearFromIso, isoFromDayMonthYear } from '~/domain/recurring-schedule';
import { translateMessage } from '~/forms/messages';
import { formatDate, formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';
import { WEEKDAYS, weekdayKey } from './recurring-parts';

/** The two day pickers' names; the one of the chosen period becomes the schema's `date` (scheduleFormData). */
export const MONTH_DAY_FIELD = 'dayOfMonth';
export const WEEKDAY_FIELD = 'dayOfWeek';

/**
 * The form's data as the shared schema reads it: `date` from the picker of the chosen period (none for DAILY),
 * the end date only with CHOOSE_DATE. Used by the action and by the client's validation alike.
 */
export function scheduleFormData(formData: FormData): FormData {
  const data = new FormData();
  for (const [name, value] of formData) if (name !== MONTH_DAY_FIELD && name !== WEEKDAY_FIELD && name !== 'date') data.append(name, value);
  const period = formData.get('period');
  const day = period === 'MONTHLY' ? formData.get(MONTH_DAY_FIELD) : period === 'WEEKLY' ? formData.get(WEEKDAY_FIELD) : null;
  if (typeof day === 'string' && day !== '') data.set('date', day);
  // The date input gives ISO; the schema reads the API's DD-MM-YYYY (spec funds §3).
  const endDate = formData.get('endDate');
  if (formData.get('validity') !== 'CHOOSE_DATE') data.delete('endDate');
  else if (typeof endDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(endDate)) data.set('endDate', dayMonthYearFromIso(endDate as IsoDate));
  return data;
}

export interface FundChoice {
  id: number;
  name: string;
  currency: Currency;
  /** The applicable minimum (ongoing when held, initial otherwise), minor units. */
  minimum: number;
  held: boolean;
}

export interface ScheduleFormValues {
  mutualFundId: number | null;
  amount: number | null;
  period: RecurringPeriod;
  day: number | null;
  validity: 'FOREVER' | 'CHOOSE_DATE';
  endDate: string | null;
}

export interface ScheduleFormProps {
  mode: 'create' | 'edit';
  /** Create: the funds to choose from; edit: the schedule's fund only (it is not changed). */
  funds: readonly FundChoice[];
  values: ScheduleFormValues;
  weeklyDaily: boolean;
  endDateWindow: { min: string; max: string };
  /** The first purchase date of a choice (the next occurrence's run date), computed by the page. */
  firstRunOf: (period: RecurringPeriod, day: number | null) => string | null;
  hidden: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
  validate: (formData: FormData) => Submission<Record<string, unknown>>;
  busy: boolean;
  locale: Language;
  cancel: ReactNode;
  /** A refusal of the whole form (not one field's). */
  formError?: string | null;
}

/** The fields conform tracks (the schema's, as form text). */
type ScheduleFields = { mutualFundId: string; amount: string; period: string; date: string; validity: string; endDate: string };

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => i + 1);
const PERIODS: readonly RecurringPeriod[] = ['MONTHLY', 'WEEKLY', 'DAILY'];

export function ScheduleForm(props: ScheduleFormProps) {
  const { t } = useT(['recurring', 'validation']);
  const { values, funds, locale } = props;
  const [form, fields] = useForm<ScheduleFields>({
    id: `recurring-${props.mode}`,
    lastResult: props.lastResult ?? undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => props.validate(scheduleFormData(formData)) as unknown as Submission<ScheduleFields>,
  });
  const error = (list?: string[]) => (list?.[0] ? translateMessage(t, list[0]) : undefined);
  // After a refused post (no JavaScript), what was sent; else the given values.
  const sent = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const sentPeriod = sent(fields.period.initialValue) as RecurringPeriod | null;
  const sentDay = sent(fields.date.initialValue);
  const sentFund = sent(fields.mutualFundId.initialValue);
  const sentValidity = sent(fields.validity.initialValue) as ScheduleFormValues['validity'] | null;
  const sentEnd = sent(fields.endDate.initialValue);
  const initialPeriod = sentPeriod ?? values.period;
  const initialDay = sentDay === null ? values.day : Number(sentDay);
  const initialValidity = sentValidity ?? values.validity;
  const initialEnd = sentEnd === null ? values.endDate : (isoFromDayMonthYear(sentEnd) ?? sentEnd);
  const [fundId, setFundId] = useState(sentFund === null ? (values.mutualFundId ?? funds[0]?.id ?? null) : Number(sentFund));
  const [period, setPeriod] = useState<RecurringPeriod>(initialPeriod);
  const [monthDay, setMonthDay] = useState(initialPeriod === 'MONTHLY' && initialDay ? initialDay : 1);
  const [weekday, setWeekday] = useState(initialPeriod === 'WEEKLY' && initialDay ? initialDay : 1);
  const fund = funds.find((f) => f.id === fundId) ?? funds[0];
  const currency = fund?.currency ?? 'IDR';
  const periods = props.weeklyDaily ? PERIODS : PERIODS.filter((p) => p === 'MONTHLY' || p === initialPeriod);
  const firstRun = props.firstRunOf(period, period === 'MONTHLY' ? monthDay : period === 'WEEKLY' ? weekday : null);
  const held = funds.filter((f) => f.held);
  const others = funds.filter((f) => !f.held);
  const fundOption = (f: FundChoice) => (
    <option key={f.id} value={f.id}>
      {f.name}
    </option>
  );

  return (
    <Form method="post" className="group/form space-y-5" {...getFormProps(form)} data-testid="recurring-form">
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.formError ? (
        <p className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" role="alert" data-testid="recurring-form-error">
          {props.formError}
        </p>
      ) : null}

      <div>
        <label htmlFor="recurring-fund" className="field-label">
          {t('pages.form.fund')}
        </label>
        {props.mode === 'create' ? (
          <>
            <p id="recurring-fund-hint" className="mb-1 text-sm text-ink-muted">
              {t('pages.form.fundHint')}
            </p>
            <select
              id="recurring-fund"
              name="mutualFundId"
              className="field-input"
              value={fundId ?? ''}
              onChange={(event) => setFundId(Number(event.target.value))}
              aria-describedby={['recurring-fund-hint', fields.mutualFundId.errors ? 'recurring-fund-error' : null].filter(Boolean).join(' ')}
              aria-invalid={fields.mutualFundId.errors ? true : undefined}
              data-testid="recurring-fund"
            >
              {held.length > 0 ? <optgroup label={t('pages.form.inPortfolio')}>{held.map(fundOption)}</optgroup> : null}
              {others.length > 0 ? <optgroup label={t('pages.form.otherFunds')}>{others.map(fundOption)}</optgroup> : null}
            </select>
            <FieldError id="recurring-fund-error" errors={error(fields.mutualFundId.errors)} />
          </>
        ) : (
          <p id="recurring-fund" className="font-semibold text-ink" data-testid="recurring-fund-name">
            {fund?.name}
          </p>
        )}
      </div>

      <div>
        <label htmlFor="recurring-amount" className="field-label">
          {t('pages.form.amount')} ({currency === 'USD' ? 'US$' : 'Rp'})
        </label>
        <input
          id="recurring-amount"
          name="amount"
          inputMode="decimal"
          required
          maxLength={AMOUNT_MAX_LENGTH}
          defaultValue={(fields.amount.initialValue as string | undefined) ?? (values.amount === null ? '' : maskAmount(amountFieldText(values.amount, currency), currency))}
          onInput={(event) => {
            const input = event.currentTarget;
            input.value = maskAmount(input.value, currency);
          }}
          className="field-input text-lg"
          aria-describedby={['recurring-amount-hint', fields.amount.errors ? 'recurring-amount-error' : null].filter(Boolean).join(' ')}
          aria-invalid={fields.amount.errors ? true : undefined}
          data-testid="recurring-amount"
        />
        {fund ? (
          <p id="recurring-amount-hint" className="mt-1 text-sm text-ink-muted">
            {t('pages.form.amountHint', { minimum: formatMoney(fund.minimum, currency, locale) })}
          </p>
        ) : null}
        <FieldError id="recurring-amount-error" errors={error(fields.amount.errors)} />
      </div>

      <fieldset>
        <legend className="field-label">{t('pages.form.period')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {periods.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border border-line px-2 text-sm font-semibold text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand"
            >
              <input type="radio" name="period" value={option} className="sr-only" defaultChecked={option === initialPeriod} onChange={() => setPeriod(option)} data-testid={`recurring-period-${option}`} />
              {t(`rules.period.${option}`)}
            </label>
          ))}
        </div>
        <FieldError id="recurring-period-error" errors={error(fields.period.errors)} />
      </fieldset>

      {/* Without JavaScript the checked period's picker shows through :has(); with it, the same (the state follows). */}
      <div className="hidden group-has-[input[name=period][value=MONTHLY]:checked]/form:block">
        <label htmlFor="recurring-month-day" className="field-label">
          {t('pages.form.monthDay')}
        </label>
        <p id="recurring-month-day-hint" className="mb-1 text-sm text-ink-muted">
          {t('pages.form.monthDayHint')}
        </p>
        <select id="recurring-month-day" name={MONTH_DAY_FIELD} className="field-input" value={monthDay} onChange={(e) => setMonthDay(Number(e.target.value))} aria-describedby="recurring-month-day-hint" data-testid="recurring-month-day">
          {DAYS_OF_MONTH.map((day) => (
            <option key={day} value={day}>
              {t('pages.form.dayOption', { day: String(day) })}
            </option>
          ))}
        </select>
      </div>
      <div className="hidden group-has-[input[name=period][value=WEEKLY]:checked]/form:block">
        <label htmlFor="recurring-weekday" className="field-label">
          {t('pages.form.weekday')}
        </label>
        <select id="recurring-weekday" name={WEEKDAY_FIELD} className="field-input" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))} data-testid="recurring-weekday">
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {t(weekdayKey(day))}
            </option>
          ))}
        </select>
      </div>
      <FieldError id="recurring-date-error" errors={error(fields.date.errors)} />

      <fieldset>
        <legend className="field-label">{t('pages.form.validity')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {(['FOREVER', 'CHOOSE_DATE'] as const).map((option) => (
            <label key={option} className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 text-sm text-ink has-checked:border-brand has-checked:bg-brand-soft">
              <input type="radio" name="validity" value={option} defaultChecked={option === initialValidity} data-testid={`recurring-validity-${option}`} />
              {option === 'FOREVER' ? t('pages.form.validityForever') : t('pages.form.validityChoose')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="hidden group-has-[input[name=validity][value=CHOOSE_DATE]:checked]/form:block">
        <label htmlFor="recurring-end-date" className="field-label">
          {t('pages.form.endDate')}
        </label>
        <p id="recurring-end-date-hint" className="mb-1 text-sm text-ink-muted">
          {t('pages.form.endDateHint', { min: formatDate(props.endDateWindow.min, locale), max: formatDate(props.endDateWindow.max, locale) })}
        </p>
        <input
          id="recurring-end-date"
          type="date"
          name="endDate"
          min={props.endDateWindow.min}
          max={props.endDateWindow.max}
          defaultValue={initialEnd ?? ''}
          className="field-input"
          aria-describedby={['recurring-end-date-hint', fields.endDate.errors ? 'recurring-end-date-error' : null].filter(Boolean).join(' ')}
          aria-invalid={fields.endDate.errors ? true : undefined}
          data-testid="recurring-end-date"
        />
        <FieldError id="recurring-end-date-error" errors={error(fields.endDate.errors)} />
      </div>

      {firstRun ? (
        <div className="rounded-[var(--radius-control)] bg-info-soft p-3 text-sm text-ink" aria-live="polite" data-testid="recurring-first-run" data-date={firstRun}>
          <p className="font-semibold">{props.mode === 'create' ? t('pages.form.firstRun') : t('pages.form.changedRun')}</p>
          <p>{props.mode === 'create' ? t('pages.form.firstRunHint', { date: formatDate(firstRun, locale) }) : t('pages.form.changedRunHint', { date: formatDate(firstRun, locale) })}</p>
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={props.busy} data-testid="recurring-submit">
          {props.mode === 'create' ? t('pages.form.submit') : t('pages.form.save')}
        </Button>
        {props.cancel}
      </div>
    </Form>
  );
}
