// The pieces of the auto-redemption pages (issue 18 item 4; spec funds §2.1 /auto-redemption/{id}/approval|approved,
// §4.5; decisions 087, 088): the holding's card, a rule's terms in words, its status badge, the terms form (a plain
// post; conform checks it as one types with the same schema as the action), and the trigger history. Plain data in.
import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { AppLink, Card, ChevronLeftIcon, FieldError, buttonClass, cx } from '~/components/ui';
import type { Language } from '~/domain/enums';
import type { AutoRedemptionTerms } from '~/domain/policies/auto-redemption';
import { autoRedemptionTermsSchema } from '~/forms/auto-redemption';
import { translateMessage } from '~/forms/messages';
import { formatBasisPoints, formatDate, formatMoney, formatSignedMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';
export { StatusBadge, useTermsText } from './rule-words';
import type { RuleHolding, TriggerView } from '~/models/auto-redemptions.server';

export function PageBack({ to, children }: { to: `/${string}`; children: ReactNode }) {
  return (
    <AppLink to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand" data-testid="auto-redemption-back">
      <ChevronLeftIcon size={18} aria-hidden="true" /> {children}
    </AppLink>
  );
}

export function HoldingCard({ holding, locale }: { holding: RuleHolding; locale: Language }) {
  const { t } = useT('autoRedemption');
  const { currency } = holding.fund;
  return (
    <Card as="section" aria-labelledby="auto-redemption-holding-title" data-testid="auto-redemption-holding">
      <h2 id="auto-redemption-holding-title" className="text-sm font-medium text-ink-muted">
        {t('holding.title')}
      </h2>
      <p className="mt-1 font-semibold text-ink" data-testid="auto-redemption-fund">
        {holding.fund.name}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t('holding.portfolio')}</dt>
          <dd className="font-medium text-ink">{holding.portfolio.name}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('holding.value')}</dt>
          <dd className="tabular font-medium text-ink">{holding.value === null ? '–' : formatMoney(holding.value, currency, locale)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('holding.profit')}</dt>
          <dd className="tabular font-medium text-ink">{holding.profit === null ? '–' : formatSignedMoney(holding.profit, currency, locale)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">NAV</dt>
          <dd className="text-ink">{holding.navDate ? t('holding.navAt', { date: formatDate(holding.navDate, locale) }) : t('holding.noNav')}</dd>
        </div>
      </dl>
    </Card>
  );
}

export interface TermsFormProps {
  mode: 'new' | 'edit';
  values: AutoRedemptionTerms | null;
  lastResult: SubmissionResult<string[]> | null;
  busy: boolean;
  /** Under the submit button: the edit page's stop form, and the way back. */
  footer?: ReactNode;
}

type TermsFields = { triggerType: string; profitTarget: string; periodMonths: string; scope: string };

export function TermsForm({ mode, values, lastResult, busy, footer }: TermsFormProps) {
  const { t, locale } = useT(['autoRedemption', 'validation']);
  const [form, fields] = useForm<TermsFields>({
    id: `auto-redemption-${mode}`,
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: autoRedemptionTermsSchema }) as unknown as Submission<TermsFields>,
  });
  const error = (list?: string[]) => (list?.[0] ? translateMessage(t, list[0]) : undefined);
  const sent = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const triggerType = sent(fields.triggerType.initialValue) ?? values?.triggerType ?? 'PERCENTAGE_PROFIT';
  const scope = sent(fields.scope.initialValue) ?? values?.scope ?? 'PROFIT_ONLY';
  const periodMonths = sent(fields.periodMonths.initialValue) ?? String(values?.periodMonths ?? 1);
  const profitTarget =
    sent(fields.profitTarget.initialValue) ?? (values?.profitTargetBps ? formatBasisPoints(values.profitTargetBps, locale).replace(/\s?%$/, '') : '10');
  const option = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 text-sm text-ink has-checked:border-brand has-checked:bg-brand-soft';
  return (
    <Form method="post" className="group/form space-y-5" {...getFormProps(form)} data-testid="auto-redemption-form">
      <input type="hidden" name="intent" value="save" />
      {form.errors?.length ? (
        <p className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" role="alert">
          {error(form.errors)}
        </p>
      ) : null}
      <fieldset>
        <legend className="field-label">{t('form.triggerType')}</legend>
        <div className="flex flex-col gap-2">
          {(['PERCENTAGE_PROFIT', 'PERIOD'] as const).map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="triggerType"
                value={value}
                defaultChecked={value === triggerType}
                // The :has() selectors that show the chosen trigger's field read this (an underscore would not survive Tailwind).
                data-trigger={value === 'PERIOD' ? 'period' : 'profit'}
                data-testid={`auto-redemption-trigger-${value}`}
              />
              {t(`form.triggerTypes.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id="auto-redemption-trigger-error" errors={error(fields.triggerType.errors)} />
      </fieldset>

      {/* With or without JavaScript, the chosen trigger's field shows through :has(). */}
      <div className="hidden group-has-[input[data-trigger=profit]:checked]/form:block">
        <label htmlFor="auto-redemption-profit-target" className="field-label">
          {t('form.profitTarget')}
        </label>
        <p id="auto-redemption-profit-target-hint" className="mb-1 text-sm text-ink-muted">
          {t('form.profitTargetHint')}
        </p>
        <input
          id="auto-redemption-profit-target"
          name="profitTarget"
          inputMode="decimal"
          autoComplete="off"
          className="field-input"
          defaultValue={profitTarget}
          aria-describedby={fields.profitTarget.errors ? 'auto-redemption-profit-target-hint auto-redemption-profit-target-error' : 'auto-redemption-profit-target-hint'}
          aria-invalid={fields.profitTarget.errors ? true : undefined}
          data-testid="auto-redemption-profit-target"
        />
        <FieldError id="auto-redemption-profit-target-error" errors={error(fields.profitTarget.errors)} />
      </div>
      <fieldset className="hidden group-has-[input[data-trigger=period]:checked]/form:block">
        <legend className="field-label">{t('form.periodMonths')}</legend>
        <p className="mb-1 text-sm text-ink-muted">{t('form.periodHint')}</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {(['1', '3', '6'] as const).map((value) => (
            <label key={value} className={option}>
              <input type="radio" name="periodMonths" value={value} defaultChecked={value === periodMonths} data-testid={`auto-redemption-period-${value}`} />
              {t(`form.periods.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id="auto-redemption-period-error" errors={error(fields.periodMonths.errors)} />
      </fieldset>

      <fieldset>
        <legend className="field-label">{t('form.scope')}</legend>
        <p className="mb-1 text-sm text-ink-muted">{t('form.scopeHint')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {(['PROFIT_ONLY', 'ALL'] as const).map((value) => (
            <label key={value} className={cx(option, 'flex-1')}>
              <input type="radio" name="scope" value={value} defaultChecked={value === scope} data-testid={`auto-redemption-scope-${value}`} />
              {t(`form.scopes.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id="auto-redemption-scope-error" errors={error(fields.scope.errors)} />
      </fieldset>

      <button type="submit" className={buttonClass({ className: 'w-full' })} disabled={busy} data-testid="auto-redemption-submit">
        {mode === 'new' ? t('form.submitNew') : t('form.submitEdit')}
      </button>
      {footer}
    </Form>
  );
}

export function TriggerList({ triggers, locale }: { triggers: TriggerView[]; locale: Language }) {
  const { t } = useT('autoRedemption');
  return (
    <Card as="section" aria-labelledby="auto-redemption-triggers-title" data-testid="auto-redemption-triggers">
      <h2 id="auto-redemption-triggers-title" className="font-semibold text-ink">
        {t('triggers.title')}
      </h2>
      {triggers.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('triggers.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {triggers.map((trigger) => (
            <li key={trigger.triggerKey} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="auto-redemption-trigger" data-outcome={trigger.outcome}>
              <span className="text-ink">
                {trigger.outcome === 'ORDER_PLACED' && trigger.orderId ? (
                  <AppLink to={`/me/order/${trigger.orderId}`} className="font-medium text-brand underline">
                    {t('triggers.ORDER_PLACED', { number: trigger.transactionNumber ?? '' })}
                  </AppLink>
                ) : (
                  t('triggers.SKIPPED', { reason: t(`reasons.${trigger.reason ?? 'NO_UNITS'}`) })
                )}
              </span>
              <span className="text-ink-muted">{t('triggers.navDate', { date: formatDate(trigger.navDate, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
