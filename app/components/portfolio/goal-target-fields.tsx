// The target part of the create and edit forms (spec funds §2.5 "target switch, target amount, target date (or
// retirement age for robo portfolios), monthly saving needed", §4.3 "Turning the target switch on enables target
// amount and date", §5; decision 066): the switch, the masked amount (at most 23 characters), the month picker (1
// month to 100 years ahead) or a robo portfolio's retirement-age list, and the monthly saving needed, live as one
// types (policies/portfolio-goals.ts goalProgress, the goal card's own rule). Without JavaScript every field is
// there and enabled (the action ignores the target when the switch is off); the live figure then shows after saving.
import { useState, type ChangeEvent } from 'react';
import { FieldError } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { maskAmount } from '~/domain/amount-mask';
import type { IsoDate } from '~/domain/dates';
import type { Language } from '~/domain/enums';
import { goalProgress, matureAtOfMonth, matureAtOfRetirementAge, TARGET_AMOUNT_MAX_LENGTH } from '~/domain/policies/portfolio-goals';
import { parseTargetAmount } from '~/forms/portfolio-goal';
import { formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';

/** "Desember 2030" from `2030-12`. */
export function formatMonthYear(month: string, locale: Language): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

export interface GoalTargetDefaults {
  showTarget: boolean;
  targetAmount: string;
  targetMonth: string;
  retirementAge: string;
}

export interface GoalTargetFieldsProps {
  idPrefix: string;
  locale: Language;
  today: IsoDate;
  monthRange: { min: string; max: string };
  /** Offered to a robo portfolio (empty: it takes a month as the others do). */
  retirementAges: readonly number[];
  birthDate: IsoDate | null;
  /** Whether the portfolio is (or will be) robo: the age list instead of the month, once known in the browser. */
  robo: boolean | 'unknown';
  /** Today's value in rupiah (0 for a new portfolio). */
  value: number;
  defaults: GoalTargetDefaults;
  errors: { targetAmount?: string; targetMonth?: string; retirementAge?: string };
}

export function GoalTargetFields({ idPrefix, locale, today, monthRange, retirementAges, birthDate, robo, value, defaults, errors }: GoalTargetFieldsProps) {
  const { t } = useT('goals');
  const hydrated = useHydrated();
  const [showTarget, setShowTarget] = useState(defaults.showTarget);
  const [amountText, setAmountText] = useState(defaults.targetAmount);
  const [month, setMonth] = useState(defaults.targetMonth);
  const [age, setAge] = useState(defaults.retirementAge);
  const off = hydrated && !showTarget;
  const agesOffered = retirementAges.length > 0 && robo !== false;
  const monthOffered = !(hydrated && robo === true && retirementAges.length > 0);
  const ageShown = agesOffered && (!hydrated || robo === true);

  // The live monthly saving (the goal card's rule), from what is typed.
  const amount = parseTargetAmount(amountText);
  const matureAt =
    ageShown && hydrated && age && birthDate ? matureAtOfRetirementAge(birthDate, Number(age)) : /^\d{4}-\d{2}$/.test(month) ? matureAtOfMonth(month) : null;
  const live = amount !== null && Number.isFinite(amount) && amount > 0 && matureAt && matureAt >= today ? goalProgress({ value, target: amount, matureAt, today }) : null;

  return (
    <fieldset className="space-y-4" data-testid={`${idPrefix}-target`}>
      <legend className="sr-only">{t('form.showTarget')}</legend>
      <label className="flex min-h-11 items-start gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft">
        <input
          type="checkbox"
          name="showTarget"
          role="switch"
          className="mt-1 size-5"
          checked={showTarget}
          onChange={(event) => setShowTarget(event.target.checked)}
          aria-describedby={`${idPrefix}-show-target-hint`}
          data-testid={`${idPrefix}-show-target`}
        />
        <span>
          <span className="block text-sm font-semibold text-ink">{t('form.showTarget')}</span>
          <span id={`${idPrefix}-show-target-hint`} className="block text-sm text-ink-muted">
            {t('form.showTargetHint')}
          </span>
        </span>
      </label>
      <div className={off ? 'space-y-4 opacity-60' : 'space-y-4'}>
        <div>
          <label htmlFor={`${idPrefix}-target-amount`} className="field-label">
            {t('form.targetAmount')}
          </label>
          <input
            id={`${idPrefix}-target-amount`}
            name="targetAmount"
            inputMode="numeric"
            autoComplete="off"
            className="field-input tabular"
            maxLength={TARGET_AMOUNT_MAX_LENGTH}
            value={amountText}
            disabled={off}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setAmountText(hydrated ? maskAmount(event.target.value, 'IDR') : event.target.value)}
            aria-invalid={errors.targetAmount ? true : undefined}
            aria-describedby={errors.targetAmount ? `${idPrefix}-target-amount-error` : undefined}
            data-testid={`${idPrefix}-target-amount`}
          />
          <FieldError id={`${idPrefix}-target-amount-error`} errors={errors.targetAmount} />
        </div>
        {monthOffered ? (
          <div>
            <label htmlFor={`${idPrefix}-target-month`} className="field-label">
              {t('form.targetMonth')}
            </label>
            <p id={`${idPrefix}-target-month-hint`} className="mb-1 text-sm text-ink-muted">
              {t('form.targetMonthHint', { min: formatMonthYear(monthRange.min, locale), max: formatMonthYear(monthRange.max, locale) })}
            </p>
            <input
              id={`${idPrefix}-target-month`}
              name="targetMonth"
              type="month"
              className="field-input"
              min={monthRange.min}
              max={monthRange.max}
              placeholder="YYYY-MM"
              value={month}
              disabled={off}
              onChange={(event) => setMonth(event.target.value)}
              aria-invalid={errors.targetMonth ? true : undefined}
              aria-describedby={[`${idPrefix}-target-month-hint`, errors.targetMonth ? `${idPrefix}-target-month-error` : null].filter(Boolean).join(' ')}
              data-testid={`${idPrefix}-target-month`}
            />
            <FieldError id={`${idPrefix}-target-month-error`} errors={errors.targetMonth} />
          </div>
        ) : null}
        {ageShown ? (
          <div>
            <label htmlFor={`${idPrefix}-retirement-age`} className="field-label">
              {t('form.retirementAge')}
              {hydrated ? null : <span className="font-normal text-ink-muted"> ({t('create.kindRobo')})</span>}
            </label>
            <select
              id={`${idPrefix}-retirement-age`}
              name="retirementAge"
              className="field-input"
              value={age}
              disabled={off}
              onChange={(event) => setAge(event.target.value)}
              aria-invalid={errors.retirementAge ? true : undefined}
              aria-describedby={errors.retirementAge ? `${idPrefix}-retirement-age-error` : undefined}
              data-testid={`${idPrefix}-retirement-age`}
            >
              <option value="">{t('edit.chooseAge')}</option>
              {retirementAges.map((option) => (
                <option key={option} value={option}>
                  {t('form.retirementAgeOption', { age: option })}
                </option>
              ))}
            </select>
            <FieldError id={`${idPrefix}-retirement-age-error`} errors={errors.retirementAge} />
          </div>
        ) : null}
        <div className="rounded-[var(--radius-control)] bg-canvas p-3" aria-live="polite" data-testid={`${idPrefix}-monthly-saving`}>
          <p className="text-sm text-ink-muted">{t('form.monthlySaving')}</p>
          <p className="tabular font-semibold text-ink" data-testid={`${idPrefix}-monthly-saving-value`}>
            {live === null
              ? t('form.monthlySavingNone')
              : live.status === 'REACHED'
                ? t('form.monthlySavingReached')
                : t('form.monthlySavingValue', { amount: formatMoney(live.monthlySaving, 'IDR', locale), count: live.monthsLeft })}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
