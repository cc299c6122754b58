// The sell flow's steps (issue 15 items 1, 5; decisions 056, 057): form (an amount or all units, with the units
// held, their value and the minimums), summary (estimated units, fee, proceeds, NAV date, the date the cash is
// due, the bank account masked, and the PIN unless entered in the last 15 minutes), error and done. ONE rendering
// for the page (routes/reksadana/sell.tsx, plain form posts without JavaScript) and the dialog (sell-dialog.tsx,
// the same posts through a fetcher): `FormElement` is the router's Form or a fetcher's.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ComponentType, ReactNode } from 'react';
import type { FormProps } from 'react-router';
import { PinField } from '~/components/pin/pin-field';
import { AppLink, Button, buttonClass, Card, DescriptionRow } from '~/components/ui';
import { PIN_BLOCKED_PATH } from '~/domain/pin-paths';
import type { Language } from '~/domain/enums';
import { translateMessage } from '~/forms/messages';
import { sellFormSchema } from '~/forms/sell';
import { currencySymbol, formatBasisPoints, formatDate, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PlacedSell, SellHolding, SellPlan } from '~/models/sell-orders.server';

/** What the summary asks of the transaction PIN (decision 051), as the cart's summary does. */
import type { SummaryPin as SellSummaryPin } from '~/domain/pin-paths';

export type { SellSummaryPin };

export type SellStep =
  | { step: 'FORM'; mode: 'amount' | 'all'; amount: string; error: string | null }
  | { step: 'SUMMARY'; mode: 'amount' | 'all'; amount: string; plan: SellPlan; idempotencyKey: string; pin: SellSummaryPin }
  | { step: 'ERROR'; code: string; message: string }
  | { step: 'DONE'; order: PlacedSell };

export type FormElement = ComponentType<FormProps & { children?: ReactNode }>;

interface StepProps {
  holding: SellHolding;
  locale: Language;
  /** The sell page's address: every post goes to its action. */
  action: string;
  Form: FormElement;
  busy: boolean;
  /** The dialog's "back" (a button) instead of the page's link. */
  onBack?: () => void;
  testId: string;
}

function BackControl({ action, onBack, label, testId }: { action: string; onBack?: () => void; label: string; testId: string }) {
  if (onBack) {
    return (
      <button type="button" onClick={onBack} className="min-h-11 self-center text-sm font-medium text-brand underline" data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <AppLink to={action as `/${string}`} className="inline-flex min-h-11 items-center self-center text-sm font-medium text-brand underline" data-testid={testId}>
      {label}
    </AppLink>
  );
}

export function SellFormStep({ holding, locale, action, Form, busy, testId, step }: StepProps & { step: Extract<SellStep, { step: 'FORM' }> }) {
  const { t } = useT(['transact', 'validation']);
  const { fund } = holding;
  const money = (minor: number) => formatMoney(minor, fund.currency, locale);
  const onlyAll = holding.sellAllOnly;
  const cannotSell = holding.nav === null || holding.freeUnits <= 0;
  // The form's schema checks in the browser too (an amount left empty), as the action does (forms/sell.ts).
  const [form, fields] = useForm({
    id: `${testId}-sell-form`,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sellFormSchema }),
  });
  const clientError = fields.amount.errors?.[0] ?? null;
  const error = clientError ?? step.error;
  return (
    <div data-testid={`${testId}-form`}>
      <dl className="divide-y divide-line text-sm">
        <DescriptionRow label={t('sell.form.portfolio')} value={holding.portfolio.name} />
        <DescriptionRow label={t('sell.form.unitsHeld')} value={formatUnits(holding.units, locale)} testId={`${testId}-units`} />
        {holding.heldUnits > 0 ? <DescriptionRow label={t('sell.form.unitsPending')} value={formatUnits(holding.heldUnits, locale)} testId={`${testId}-units-pending`} /> : null}
        <DescriptionRow label={t('sell.form.value')} value={money(holding.freeValue)} strong testId={`${testId}-value`} />
      </dl>
      {holding.nav !== null && holding.navDate ? (
        <p className="mt-1 text-xs text-ink-muted">{t('sell.form.navOn', { nav: formatNav(holding.nav, fund.currency, locale), date: formatDate(holding.navDate, locale) })}</p>
      ) : null}
      {cannotSell ? (
        <p className="mt-4 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" role="status">
          {holding.nav === null ? t('sell.form.noNav') : t('sell.form.nothingFree')}
        </p>
      ) : (
        <Form method="post" action={action} className="mt-4 space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="calculate" />
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('sell.form.mode')}</legend>
            <div className="mt-2 space-y-2">
              {onlyAll ? null : (
                <label className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand has-checked:bg-brand-soft">
                  <input type="radio" name="mode" value="amount" defaultChecked={step.mode === 'amount'} data-testid={`${testId}-mode-amount`} />
                  <span className="text-sm text-ink">{t('sell.form.modeAmount')}</span>
                </label>
              )}
              <label className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 has-checked:border-brand has-checked:bg-brand-soft">
                <input type="radio" name="mode" value="all" defaultChecked={onlyAll || step.mode === 'all'} data-testid={`${testId}-mode-all`} />
                <span className="text-sm text-ink">{t('sell.form.modeAll')}</span>
              </label>
            </div>
          </fieldset>
          {onlyAll ? (
            <p className="text-sm text-ink-muted" data-testid={`${testId}-all-only`}>
              {t('sell.form.sellAllOnly', { bound: formatMoney(holding.sellAllOnlyBound, 'USD', locale) })}
            </p>
          ) : (
            <div>
              <label htmlFor={`${testId}-amount`} className="text-sm font-semibold text-ink">
                {t('sell.form.amount')} ({currencySymbol(fund.currency)})
              </label>
              <input
                id={`${testId}-amount`}
                name="amount"
                inputMode="decimal"
                maxLength={30}
                defaultValue={step.amount}
                aria-describedby={`${testId}-amount-hint${error ? ` ${testId}-amount-error` : ''}`}
                aria-invalid={error ? true : undefined}
                className="field-input mt-1 w-full text-lg"
                data-testid={`${testId}-amount`}
              />
              <p id={`${testId}-amount-hint`} className="mt-1 text-xs text-ink-muted">
                {holding.minimumRedemptionAmount === null
                  ? t('sell.form.amountHintNoMinimum', { remaining: money(holding.minimumRemainingAmount) })
                  : t('sell.form.amountHint', { minimum: money(holding.minimumRedemptionAmount), remaining: money(holding.minimumRemainingAmount) })}
              </p>
            </div>
          )}
          {error ? (
            <p id={`${testId}-amount-error`} className="text-sm text-danger" role="alert" data-testid={`${testId}-error-message`}>
              {translateMessage(t, error)}
            </p>
          ) : null}
          {fund.redemptionFeeBp > 0 ? <p className="text-xs text-ink-muted">{t('sell.form.fee', { fee: formatBasisPoints(fund.redemptionFeeBp, locale) })}</p> : null}
          <Button type="submit" block disabled={busy} data-testid={`${testId}-continue`}>
            {t('sell.form.continue')}
          </Button>
        </Form>
      )}
    </div>
  );
}

function SummaryPinPart({ pin, testId }: { pin: SellSummaryPin; testId: string }) {
  const { t } = useT(['pin', 'validation']);
  switch (pin.state) {
    case 'FRESH':
      return null;
    case 'ASK':
      return (
        <PinField
          id={`${testId}-pin`}
          name="pin"
          required
          label={t('field.pin')}
          hint={t('cart.body')}
          errors={pin.error ? translateMessage(t, pin.error) : null}
          data-testid={`${testId}-pin`}
        />
      );
    case 'NOT_SET':
      return (
        <p className="rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" data-testid={`${testId}-pin-not-set`}>
          {t('cart.notSetBody')}{' '}
          <AppLink to={pin.createHref as `/${string}`} className="font-semibold text-brand underline">
            {t('cart.create')}
          </AppLink>
        </p>
      );
    case 'BLOCKED':
      return (
        <p className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-danger" data-testid={`${testId}-pin-blocked`}>
          {t('blocked.title')}.{' '}
          <AppLink to={PIN_BLOCKED_PATH} className="font-semibold underline">
            {t('cart.blockedDetails')}
          </AppLink>
        </p>
      );
  }
}

export function SellSummaryStep({ locale, action, Form, busy, onBack, testId, step }: StepProps & { step: Extract<SellStep, { step: 'SUMMARY' }> }) {
  const { t } = useT(['transact', 'validation']);
  const { plan } = step;
  const currency = plan.holding.fund.currency;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const blocked = step.pin.state === 'BLOCKED' || step.pin.state === 'NOT_SET';
  return (
    <div data-testid={`${testId}-summary`}>
      <dl className="divide-y divide-line text-sm">
        <DescriptionRow label={t('sell.summary.fund')} value={plan.holding.fund.name} />
        <DescriptionRow label={t('sell.summary.units')} value={formatUnits(plan.quote.units, locale)} testId={`${testId}-summary-units`} />
        <DescriptionRow label={t('sell.summary.gross')} value={money(plan.quote.estimatedGross)} testId={`${testId}-summary-gross`} />
        <DescriptionRow label={`${t('sell.summary.fee')} (${formatBasisPoints(plan.quote.feeBp, locale)})`} value={money(plan.quote.fee)} testId={`${testId}-summary-fee`} />
        <DescriptionRow label={t('sell.summary.proceeds')} value={money(plan.quote.estimatedProceeds)} strong testId={`${testId}-summary-proceeds`} />
        <DescriptionRow label={t('sell.summary.navDate')} value={formatDate(plan.navDate, locale)} testId={`${testId}-summary-nav-date`} />
        <DescriptionRow label={t('sell.summary.payoutDate')} value={formatDate(plan.payoutDueDate, locale)} testId={`${testId}-summary-payout-date`} />
        <DescriptionRow
          label={t('sell.summary.bankAccount')}
          value={t('sell.summary.accountMasked', { bank: plan.bankAccount.bankName, last4: plan.bankAccount.last4 })}
          testId={`${testId}-summary-account`}
        />
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{t('sell.summary.estimate', { navDate: formatDate(plan.navDate, locale) })}</p>
      <Form method="post" action={action} className="mt-4 space-y-3">
        <input type="hidden" name="mode" value={step.mode} />
        <input type="hidden" name="amount" value={step.amount} />
        <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
        <SummaryPinPart pin={step.pin} testId={testId} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="sell" disabled={busy || blocked} data-testid={`${testId}-confirm`}>
            {busy ? t('sell.summary.submitting') : t('sell.summary.confirm')}
          </Button>
          <BackControl action={action} onBack={onBack} label={t('sell.summary.back')} testId={`${testId}-back`} />
        </div>
      </Form>
    </div>
  );
}

export function SellErrorStep({ action, onBack, testId, step }: Pick<StepProps, 'action' | 'onBack' | 'testId'> & { step: Extract<SellStep, { step: 'ERROR' }> }) {
  const { t } = useT(['transact', 'validation']);
  return (
    <div data-testid={`${testId}-error`} data-code={step.code}>
      <p className="text-sm text-danger" role="alert" data-testid={`${testId}-error-message`}>
        {translateMessage(t, step.message)}
      </p>
      <div className="mt-4 flex">
        <BackControl action={action} onBack={onBack} label={t('sell.error.back')} testId={`${testId}-error-back`} />
      </div>
    </div>
  );
}

export function SellDoneStep({ locale, testId, step, portfolioHref }: Pick<StepProps, 'locale' | 'testId'> & { step: Extract<SellStep, { step: 'DONE' }>; portfolioHref: string }) {
  const { t } = useT('transact');
  const { order } = step;
  return (
    <div data-testid={`${testId}-done`} data-order-id={order.orderId}>
      <p className="text-sm text-ink" role="status">
        {t('sell.done.body', { fund: order.fundName, navDate: formatDate(order.navDate, locale), payoutDate: formatDate(order.payoutDueDate, locale) })}
      </p>
      <dl className="mt-2 divide-y divide-line text-sm">
        <DescriptionRow label={t('sell.done.orderNumber')} value={order.transactionNumber} testId={`${testId}-done-number`} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <AppLink to={`/me/order/${order.orderId}`} className={buttonClass()} data-testid={`${testId}-done-order`}>
          {t('sell.done.viewOrder')}
        </AppLink>
        <AppLink to={portfolioHref as `/${string}`} className="inline-flex min-h-11 items-center text-sm font-medium text-brand underline" data-testid={`${testId}-done-portfolio`}>
          {t('sell.backToPortfolio')}
        </AppLink>
      </div>
    </div>
  );
}

/** The step a post answered (or the form), rendered inside a page's card or the dialog. */
export function SellSteps(props: StepProps & { step: SellStep; portfolioHref: string }) {
  const { step } = props;
  switch (step.step) {
    case 'FORM':
      return <SellFormStep {...props} step={step} />;
    case 'SUMMARY':
      return <SellSummaryStep {...props} step={step} />;
    case 'ERROR':
      return <SellErrorStep {...props} step={step} />;
    case 'DONE':
      return <SellDoneStep {...props} step={step} />;
  }
}

/** The card a page shows the steps in. */
export function SellCard({ title, children, testId, step }: { title: string; children: ReactNode; testId: string; step: SellStep['step'] }) {
  return (
    <Card as="section" aria-labelledby={`${testId}-step`} data-testid={testId} data-step={step}>
      <h2 id={`${testId}-step`} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}
