// The switch flow's steps (issue 15 items 2, 4 and 5; spec funds §2.1): the holding, the form (target from the
// switching list, an amount or all units), the summary (estimates, fee, both NAV dates, the PIN), the error and the
// done step. Plain components: the switch page (routes/reksadana/switch.tsx) renders them with <Form> (no JavaScript
// needed), the switch dialog (switch-dialog.tsx) with a fetcher's form, against the same route action.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useId, type ComponentType, type FormHTMLAttributes, type ReactNode } from 'react';
import { AppLink, Button, DescriptionRow } from '~/components/ui';
import type { Currency, Language } from '~/domain/enums';
import { valueOfUnits } from '~/domain/money';
import { AMOUNT_TEXT_MAX_LENGTH } from '~/forms/buy';
import { switchFormSchema, type SwitchForm } from '~/forms/switching';
import { translateMessage } from '~/forms/messages';
import { currencySymbol, formatBasisPoints, formatDate, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { SwitchSummary, SwitchTarget } from '~/models/switch-orders.server';

export interface SwitchHolding {
  portfolioId: number;
  portfolioName: string;
  fundId: number;
  fundName: string;
  currency: Currency;
  units: number;
  heldUnits: number;
  nav: number | null;
  navDate: string | null;
}

export interface SwitchPageData {
  locale: Language;
  holding: SwitchHolding;
  targets: SwitchTarget[];
  done: { id: number; transactionNumber: string; outNavDate: string; inNavDate: string } | null;
}

/** What the summary asks of the transaction PIN (decision 051), as the buy page's summary. */
import type { SummaryPin } from '~/domain/pin-paths';

export type { SummaryPin };

/** What the action answers: the next step. */
export type SwitchStep =
  | { step: 'SUMMARY'; form: Pick<SwitchForm, 'targetMutualFundId' | 'mode' | 'amount'>; summary: SwitchSummary; idempotencyKey: string; pin: SummaryPin }
  | { step: 'ERROR'; message: string; code: string }
  | { step: 'DONE'; done: NonNullable<SwitchPageData['done']> };

/** A form element: react-router's <Form> on the page, a fetcher's in the dialog. */
export type FormComponent = ComponentType<Pick<FormHTMLAttributes<HTMLFormElement>, 'id' | 'onSubmit' | 'noValidate' | 'className'> & { method: 'post'; action?: string; children: ReactNode }>;

export function HoldingFacts({ holding, locale }: { holding: SwitchHolding; locale: Language }) {
  const { t } = useT('transact');
  const free = holding.units - holding.heldUnits;
  return (
    <section aria-labelledby="switch-holding" className="rounded-[var(--radius-control)] bg-canvas p-3" data-testid="switch-holding">
      <h2 id="switch-holding" className="text-sm font-semibold text-ink">
        {t('switching.holding.title')}: {holding.fundName}
      </h2>
      <dl className="mt-1 divide-y divide-line text-sm">
        <DescriptionRow label={t('switching.holding.portfolio')} value={holding.portfolioName} />
        <DescriptionRow label={t('switching.holding.units')} value={formatUnits(holding.units, locale)} testId="switch-units" />
        {holding.heldUnits > 0 ? <DescriptionRow label={t('switching.holding.freeUnits')} value={formatUnits(free, locale)} testId="switch-free-units" /> : null}
        {holding.nav !== null ? (
          <DescriptionRow
            label={t('switching.holding.value')}
            value={
              <>
                {formatMoney(valueOfUnits(free, holding.nav, holding.currency).minor, holding.currency, locale)}
                <span className="block text-xs font-normal text-ink-muted">
                  {t('switching.holding.navAt', { nav: formatNav(holding.nav, holding.currency, locale), date: formatDate(holding.navDate!, locale) })}
                </span>
              </>
            }
            testId="switch-value"
          />
        ) : null}
      </dl>
    </section>
  );
}

export function SwitchFormStep({ data, Form, action, busy, hidden }: { data: SwitchPageData; Form: FormComponent; action?: string; busy: boolean; hidden?: ReactNode }) {
  const { t } = useT(['transact', 'common', 'validation']);
  // The action's schema, checked in the browser first (an amount is needed unless all units go).
  // The page and a dialog over it may both show the form: each its own id.
  const [form, fields] = useForm({
    id: `switch-form-${useId()}`,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: switchFormSchema }),
  });
  const amountError = fields.amount.errors?.[0];
  if (data.targets.length === 0) {
    return (
      <p className="mt-4 text-sm text-ink" data-testid="switch-no-targets">
        {t('switching.form.noTargets')}
      </p>
    );
  }
  return (
    <Form method="post" action={action} className="mt-4 space-y-5" {...getFormProps(form)}>
      {hidden}
      <input type="hidden" name="intent" value="calculate" />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('switching.form.target')}</legend>
        <p className="text-xs text-ink-muted">{t('switching.form.targetHint')}</p>
        <div className="mt-2 space-y-2" data-testid="switch-targets">
          {data.targets.map((target, index) => (
            <label key={target.id} className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft">
              <input type="radio" name="targetMutualFundId" value={target.id} defaultChecked={index === 0} required data-testid={`switch-target-${target.id}`} />
              <span className="text-sm text-ink">
                {target.name}
                <span className="block text-xs text-ink-muted">
                  {t(`common:fundTypes.${target.type}`)} · {target.manager}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('switching.form.mode')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <label className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand">
            <input type="radio" name="mode" value="amount" defaultChecked data-testid="switch-mode-amount" /> <span className="text-sm text-ink">{t('switching.form.modeAmount')}</span>
          </label>
          <label className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand">
            <input type="radio" name="mode" value="all" data-testid="switch-mode-all" /> <span className="text-sm text-ink">{t('switching.form.modeAll')}</span>
          </label>
        </div>
      </fieldset>
      <div>
        <label htmlFor="switch-amount" className="text-sm font-semibold text-ink">
          {t('switching.form.amount')} ({currencySymbol(data.holding.currency)})
        </label>
        <input
          id="switch-amount"
          name="amount"
          inputMode="decimal"
          maxLength={AMOUNT_TEXT_MAX_LENGTH}
          aria-describedby={amountError ? 'switch-amount-hint switch-amount-error' : 'switch-amount-hint'}
          aria-invalid={amountError ? true : undefined}
          className="field-input mt-1 w-full text-lg"
          data-testid="switch-amount"
        />
        <p id="switch-amount-hint" className="mt-1 text-xs text-ink-muted">
          {t('switching.form.amountHint')}
        </p>
        {amountError ? (
          <p id="switch-amount-error" className="mt-1 text-sm text-danger" role="alert" data-testid="switch-amount-error">
            {translateMessage(t, amountError)}
          </p>
        ) : null}
      </div>
      <Button type="submit" block disabled={busy} data-testid="switch-continue">
        {t('switching.form.continue')}
      </Button>
    </Form>
  );
}

/** The summary's facts (issue 15 item 2: shown before confirming). */
export function SwitchSummaryFacts({ summary, locale }: { summary: SwitchSummary; locale: Language }) {
  const { t } = useT('transact');
  const money = (minor: number) => formatMoney(minor, summary.currency, locale);
  return (
    <dl className="mt-3 divide-y divide-line text-sm" data-testid="switch-summary-facts">
      <DescriptionRow label={t('switching.summary.from')} value={summary.source.name} />
      <DescriptionRow label={t('switching.summary.to')} value={summary.target.name} testId="switch-summary-target" />
      <DescriptionRow label={t('switching.summary.unitsOut')} value={formatUnits(summary.units, locale)} testId="switch-summary-units" />
      <DescriptionRow label={t('switching.summary.gross')} value={money(summary.gross)} />
      <DescriptionRow label={t('switching.summary.fee', { percent: formatBasisPoints(summary.feeBp, locale) })} value={money(summary.fee)} testId="switch-summary-fee" />
      <DescriptionRow label={t('switching.summary.proceeds')} value={money(summary.proceeds)} strong testId="switch-summary-proceeds" />
      <DescriptionRow label={t('switching.summary.outNavDate')} value={formatDate(summary.outNavDate, locale)} testId="switch-summary-out-date" />
      <DescriptionRow label={t('switching.summary.inNavDate')} value={formatDate(summary.inNavDate, locale)} testId="switch-summary-in-date" />
      <DescriptionRow label={t('switching.summary.unitsIn')} value={formatUnits(summary.estimatedUnitsIn, locale)} testId="switch-summary-units-in" />
    </dl>
  );
}

/** The summary's fields carried to the confirmation (the server recalculates everything). */
export function CarriedSwitchFields({ step }: { step: Extract<SwitchStep, { step: 'SUMMARY' }> }) {
  return (
    <>
      <input type="hidden" name="targetMutualFundId" value={step.form.targetMutualFundId} />
      <input type="hidden" name="mode" value={step.form.mode} />
      <input type="hidden" name="amount" value={step.form.amount ?? ''} />
      <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
    </>
  );
}

export function SwitchErrorStep({ step, back }: { step: Extract<SwitchStep, { step: 'ERROR' }>; back: ReactNode }) {
  const { t } = useT('transact');
  return (
    <div className="mt-4" data-testid="switch-error" data-code={step.code}>
      <p className="text-sm text-danger" role="alert" data-testid="switch-error-message">
        {translateMessage(t, step.message)}
      </p>
      <div className="mt-4">{back}</div>
    </div>
  );
}

export function SwitchDoneStep({ done, locale }: { done: NonNullable<SwitchPageData['done']>; locale: Language }) {
  const { t } = useT('transact');
  return (
    <div className="mt-4" data-testid="switch-done" data-order-id={done.id}>
      <p className="text-sm text-ink">
        {t('switching.done.body', { number: done.transactionNumber, outDate: formatDate(done.outNavDate, locale), inDate: formatDate(done.inNavDate, locale) })}
      </p>
      <AppLink to={`/me/order/${done.id}`} className="mt-4 inline-block text-sm font-medium text-brand underline" data-testid="switch-order-link">
        {t('switching.done.order')}
      </AppLink>
    </div>
  );
}
